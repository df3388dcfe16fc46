import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRequestUri, type RequestUri } from '../../../src/rules/approval/parse-request-uri.js';

// Cases from Go's own tests (golang/go @ 011829989365 src/net/url/url_test.go:
// parseRequestURLTests and the urltests that ParseRequestURI reads the same way as Parse),
// plus the edge cases of spec/crd-validation.md CRD-APPROVAL-002.

describe('parseRequestUri: which inputs Go accepts (parseRequestURLTests)', () => {
  it.each([
    ['http://foo.com', true],
    ['http://foo.com/', true],
    ['http://foo.com/path', true],
    ['/', true],
    ['//not.a.user@not.a.host/just/a/path', true],
    ['//not.a.user@%66%6f%6f.com/just/a/path/also', true],
    ['*', true],
    ['http://192.168.0.1/', true],
    ['http://192.168.0.1:8080/', true],
    ['http://[fe80::1]/', true],
    ['http://[fe80::1]:8080/', true],
    ['http://[fe80::1%25en0]/', true],
    ['http://[fe80::1%25en0]:8080/', true],
    ['http://[fe80::1%25%65%6e%301-._~]/', true],
    ['http://[fe80::1%25%65%6e%301-._~]:8080/', true],
    ['foo.html', false],
    ['../dir/', false],
    [' http://foo.com', false],
    ['http://192.168.0.%31/', false],
    ['http://192.168.0.%31:8080/', false],
    ['http://[fe80::%31]/', false],
    ['http://[fe80::%31]:8080/', false],
    ['http://[fe80::%31%25en0]/', false],
    ['http://[fe80::%31%25en0]:8080/', false],
    ['http://[fe80::1%en0]/', false],
    ['http://[fe80::1%en0]:8080/', false],
  ] as const)('%j → ok %s', (raw, valid) => {
    expect(parseRequestUri(raw).ok).toBe(valid);
  });

  it('keeps a path that looks scheme-relative as a path', () => {
    expect(fields('//not.a.user@not.a.host/just/a/path')).toEqual({
      scheme: '',
      opaque: '',
      host: '',
      path: '//not.a.user@not.a.host/just/a/path',
      rawQuery: '',
      forceQuery: false,
    });
  });
});

describe('parseRequestUri: the fields Go fills (urltests)', () => {
  it.each<[string, Partial<RequestUri>]>([
    ['http://www.google.com', { scheme: 'http', host: 'www.google.com', path: '' }],
    ['http://www.google.com/file%20one%26two', { host: 'www.google.com', path: '/file one&two' }],
    [
      'ftp://webmaster@www.google.com/',
      { scheme: 'ftp', user: { username: 'webmaster' }, host: 'www.google.com', path: '/' },
    ],
    ['ftp://john%20doe@www.google.com/', { user: { username: 'john doe' }, host: 'www.google.com' }],
    ['http://www.google.com/?', { path: '/', forceQuery: true, rawQuery: '' }],
    ['http://www.google.com/?foo=bar?', { path: '/', forceQuery: false, rawQuery: 'foo=bar?' }],
    ['http://www.google.com/?q=go%20language', { rawQuery: 'q=go%20language' }],
    [
      'http:www.google.com/?q=go+language',
      { scheme: 'http', opaque: 'www.google.com/', host: '', rawQuery: 'q=go+language' },
    ],
    ['mailto:/webmaster@golang.org', { scheme: 'mailto', host: '', path: '/webmaster@golang.org' }],
    ['mailto:webmaster@golang.org', { scheme: 'mailto', opaque: 'webmaster@golang.org', host: '' }],
    ['MaIlTo:webmaster@golang.org', { scheme: 'mailto', opaque: 'webmaster@golang.org' }],
    ['/foo?query=http://bad', { scheme: '', host: '', path: '/foo', rawQuery: 'query=http://bad' }],
    ['///threeslashes', { host: '', path: '///threeslashes' }],
    ['http://user:password@google.com', { user: { username: 'user', password: 'password' }, host: 'google.com' }],
    ['http://j@ne:password@google.com', { user: { username: 'j@ne', password: 'password' }, host: 'google.com' }],
    ['http://jane:p@ssword@google.com', { user: { username: 'jane', password: 'p@ssword' }, host: 'google.com' }],
    ['file:///home/adg/rabbits', { scheme: 'file', host: '', path: '/home/adg/rabbits' }],
    ['http://%3Fam:pa%3Fsword@google.com', { user: { username: '?am', password: 'pa?sword' }, host: 'google.com' }],
    ['http://[fe80::1%25en0]:8080/', { host: '[fe80::1%en0]:8080' }],
    ['http://[fe80::1%25%65%6e%301-._~]/', { host: '[fe80::1%en01-._~]' }],
    ['mysql://a,b,c/bar', { host: 'a,b,c', path: '/bar' }],
    ["scheme://!$&'()*+,;=hello!:1/path", { host: "!$&'()*+,;=hello!:1", path: '/path' }],
    ["http://host/!$&'()*+,;=:@[hello]", { host: 'host', path: "/!$&'()*+,;=:@[hello]" }],
    ['http://192.168.0.2:/foo', { host: '192.168.0.2:' }],
    ['http://2b01:e34:ef40:7730:8e70:5aff:fefe:edac:8080/foo', { host: '2b01:e34:ef40:7730:8e70:5aff:fefe:edac:8080' }],
    ['http://hello.世界.com/foo', { host: 'hello.世界.com' }],
    ['http://hello.%e4%b8%96%e7%95%8c.com/foo', { host: 'hello.世界.com' }],
    ['http://example.com//foo', { path: '//foo' }],
    ['myscheme://authority<"hi">/foo', { host: 'authority<"hi">' }],
    [
      'tcp://[2020::2020:20:2020:2020%25Windows%20Loves%20Spaces]:2020',
      { host: '[2020::2020:20:2020:2020%Windows Loves Spaces]:2020', path: '' },
    ],
    ['magnet:?xt=urn:btih:c12f&dn', { scheme: 'magnet', opaque: '', host: '', rawQuery: 'xt=urn:btih:c12f&dn' }],
  ])('%s', (raw, want) => {
    expect(fields(raw)).toMatchObject(want);
  });

  it('keeps a #fragment in the path: a request URI has none', () => {
    expect(fields('https://github.com/k/e/pull/1#issuecomment-1')).toMatchObject({
      host: 'github.com',
      path: '/k/e/pull/1#issuecomment-1',
    });
  });

  it('reads `https://:443` as host ":443" (CRD-APPROVAL-002)', () => {
    expect(fields('https://:443')).toMatchObject({ scheme: 'https', host: ':443' });
  });

  it('lowercases only the scheme', () => {
    expect(fields('HTTPS://GITHUB.COM/x')).toMatchObject({ scheme: 'https', host: 'GITHUB.COM', path: '/x' });
  });
});

describe("parseRequestUri: Go's error text", () => {
  it.each([
    ['', 'empty url'],
    ['github.com/kubernetes/enhancements/pull/1111', 'invalid URI for request'],
    [':foo', 'missing protocol scheme'],
    ['https://exa mple.com', 'invalid character " " in host name'],
    ['http://foo.com/\nbar', 'net/url: invalid control character in URL'],
    ['http://foo.com/ctl\u007f', 'net/url: invalid control character in URL'],
    ['http://[::1', "missing ']' in host"],
    ['http://[::1]x/', 'invalid port "x" after host'],
    ['http://host:80a/', 'invalid port ":80a" after host'],
    ['http://host/%zz', 'invalid URL escape "%zz"'],
    ['http://host/%4', 'invalid URL escape "%4"'],
    ['http://us er@host/', 'net/url: invalid userinfo'],
    ['http://192.168.0.%31/', 'invalid URL escape "%31"'],
  ])('%j → %s', (raw, reason) => {
    const result = parseRequestUri(raw);
    expect(result).toMatchObject({ ok: false, reason });
  });

  it('wraps the reason as (*url.Error).Error() does, quoting the input with %q', () => {
    expect(parseRequestUri('a\tb')).toEqual({
      ok: false,
      reason: 'net/url: invalid control character in URL',
      error: 'parse "a\\tb": net/url: invalid control character in URL',
    });
  });
});

describe('parseRequestUri: properties', () => {
  it('never throws, and answers ok or a reason', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        const r = parseRequestUri(s);
        expect(r.ok || r.reason.length > 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on URL-ish text', () => {
    const urlish = fc.string({ unit: fc.constantFrom(...'ab:/?#@%[]25-.:~ \u00e9x0'), maxLength: 40 });
    fc.assert(
      fc.property(urlish, (s) => void parseRequestUri(s)),
      { numRuns: 3000 },
    );
  });

  it('rejects any ASCII control character, wherever it is', () => {
    const control = fc.integer({ min: 0, max: 0x20 }).map((c) => String.fromCharCode(c === 0x20 ? 0x7f : c));
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), control, fc.string({ maxLength: 20 }), (a, c, b) => {
        expect(parseRequestUri(`https://host/${a}${c}${b}`)).toMatchObject({
          ok: false,
          reason: 'net/url: invalid control character in URL',
        });
      }),
    );
  });

  it('reads scheme://host/path with plain characters back as its parts', () => {
    const word = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,6}$/),
        word,
        fc.array(word, { maxLength: 4 }),
        (scheme, host, segments) => {
          const path = segments.map((s) => `/${s}`).join('');
          expect(parseRequestUri(`${scheme}://${host}${path}`)).toEqual({
            ok: true,
            uri: { scheme: scheme.toLowerCase(), opaque: '', host, path, rawQuery: '', forceQuery: false },
          });
        },
      ),
    );
  });
});

function fields(raw: string): RequestUri {
  const r = parseRequestUri(raw);
  if (!r.ok) throw new Error(`${raw}: ${r.error}`);
  return r.uri;
}
