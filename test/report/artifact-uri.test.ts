import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artifactUri } from '../../src/report/artifact-uri.js';

// RFC 3986: the characters a URI reference may hold, and percent signs only as escapes.
const URI_REFERENCE = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-F]{2})*$/;

describe('artifactUri', () => {
  it.each([
    ['a plain relative path', 'config/crd/gateway.yaml', 'config/crd/gateway.yaml'],
    ['a space and a hash', 'my dir/crd #2.yaml', 'my%20dir/crd%20%232.yaml'],
    ['a percent sign and a question mark', 'a%b?.yaml', 'a%25b%3F.yaml'],
    ['a colon that would read as a scheme', 'c:d/x.yaml', 'c%3Ad/x.yaml'],
    ['non-ASCII', 'über/日本.yaml', '%C3%BCber/%E6%97%A5%E6%9C%AC.yaml'],
    ['a leading ./', './config/x.yaml', 'config/x.yaml'],
    ['Windows separators', 'config\\crd\\x.yaml', 'config/crd/x.yaml'],
  ])('encodes %s relative to the repository root', (_name, file, uri) => {
    expect(artifactUri(file)).toEqual({ uri, uriBaseId: '%SRCROOT%' });
  });

  it.each([
    ['a POSIX path', '/work/repo/a b.yaml', 'file:///work/repo/a%20b.yaml'],
    ['a Windows path', 'C:\\repo\\x.yaml', 'file:///C:/repo/x.yaml'],
  ])('makes %s a file URI without a base id', (_name, file, uri) => {
    expect(artifactUri(file)).toEqual({ uri });
  });

  it('always yields a URI reference that decodes to the path', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'binary', minLength: 1 }).filter((s) => !/[/\\]/.test(s) && s !== '.'),
          { minLength: 1, maxLength: 4 },
        ),
        (segments) => {
          const file = segments.join('/');
          const { uri } = artifactUri(file);
          expect(uri).toMatch(URI_REFERENCE);
          expect(uri.split('/').map(decodeURIComponent).join('/')).toBe(file);
        },
      ),
    );
  });
});
