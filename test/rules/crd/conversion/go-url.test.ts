import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGoUrl } from '../../../../src/rules/crd/conversion/go-url.js';

// Go's url.Parse as the apiserver's webhook URL check reads it (CRD-CONV-004).

describe('parseGoUrl (Go url.Parse)', () => {
  it.each([
    [
      'https://conv.example.com/convert',
      { ok: true, scheme: 'https', host: 'conv.example.com', rawQuery: '', fragment: '' },
    ],
    [
      'HTTPS://Conv.example.com:8443',
      { ok: true, scheme: 'https', host: 'Conv.example.com:8443', rawQuery: '', fragment: '' },
    ],
    ['https://u:p@h/x?q=1#f', { ok: true, scheme: 'https', host: 'h', user: 'u:p', rawQuery: 'q=1', fragment: 'f' }],
    ['conv.example.com/convert', { ok: true, scheme: '', host: '', rawQuery: '', fragment: '' }],
    ['mailto:x@y', { ok: true, scheme: 'mailto', host: '', rawQuery: '', fragment: '' }],
    ['https://h:x', { ok: false, error: 'parse "https://h:x": invalid port ":x" after host' }],
    [':foo', { ok: false, error: 'parse ":foo": missing protocol scheme' }],
    ['a:b/c', { ok: true, scheme: 'a', host: '', rawQuery: '', fragment: '' }],
    ['1a:b', { ok: false, error: 'parse "1a:b": first path segment in URL cannot contain colon' }],
    ['https://h/%zz', { ok: false, error: 'parse "https://h/%zz": invalid URL escape "%zz"' }],
    ['https://h/\n', { ok: false, error: 'parse "https://h/\\n": net/url: invalid control character in URL' }],
  ])('%j', (raw, want) => {
    expect(parseGoUrl(raw)).toEqual(want);
  });

  it('never throws, and a fragment or query never leaks into the host', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const u = parseGoUrl(raw);
        if (u.ok) expect(u.host.includes('#') || u.host.includes('?') || u.host.includes('/')).toBe(false);
      }),
    );
  });

  it('reads scheme and host of https URLs built from DNS names', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/);
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 4 }),
        fc.stringMatching(/^(\/[a-z0-9.-]{1,8}){0,3}$/),
        (labels, path) => {
          const host = labels.join('.');
          expect(parseGoUrl(`https://${host}${path}`)).toEqual({
            ok: true,
            scheme: 'https',
            host,
            rawQuery: '',
            fragment: '',
          });
        },
      ),
    );
  });
});
