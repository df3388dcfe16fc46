import { goQuote } from '../../../engine/go-quote.js';

// The parts of Go's url.Parse (golang/go src/net/url/url.go) that the apiserver's webhook URL
// check reads (spec/crd-validation.md CRD-CONV-004): it splits off the fragment, then parses
// with viaRequest=false. What counts as an error, and the scheme, host, userinfo, query and
// fragment, follow Go; percent-escapes in the host are only checked, not decoded, and IPv6
// zone identifiers are taken as written.

export type GoUrl =
  | {
      readonly ok: true;
      readonly scheme: string;
      readonly host: string;
      readonly user?: string;
      readonly rawQuery: string;
      readonly fragment: string;
    }
  | { readonly ok: false; readonly error: string };

export function parseGoUrl(raw: string): GoUrl {
  const hash = raw.indexOf('#');
  const u = hash === -1 ? raw : raw.slice(0, hash);
  const fragment = hash === -1 ? '' : raw.slice(hash + 1);
  const parsed = parse(u);
  if ('reason' in parsed) return { ok: false, error: `parse ${goQuote(u)}: ${parsed.reason}` };
  const badEscape = firstBadEscape(fragment);
  if (badEscape !== undefined)
    return { ok: false, error: `parse ${goQuote(raw)}: invalid URL escape ${goQuote(badEscape)}` };
  return { ok: true, ...parsed, fragment };
}

interface Parts {
  readonly scheme: string;
  readonly host: string;
  readonly user?: string;
  readonly rawQuery: string;
}

function parse(raw: string): Parts | { reason: string } {
  if (/[\u0000-\u001f\u007f]/.test(raw)) return { reason: 'net/url: invalid control character in URL' };
  if (raw === '*') return { scheme: '', host: '', rawQuery: '' };
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(raw);
  if (raw.startsWith(':')) return { reason: 'missing protocol scheme' };
  const scheme = m?.[1]?.toLowerCase() ?? '';
  let rest = m ? raw.slice(m[0].length) : raw;
  let rawQuery = '';
  if (rest.endsWith('?') && rest.indexOf('?') === rest.length - 1) rest = rest.slice(0, -1);
  else {
    const q = rest.indexOf('?');
    if (q !== -1) {
      rawQuery = rest.slice(q + 1);
      rest = rest.slice(0, q);
    }
  }
  if (!rest.startsWith('/')) {
    if (scheme !== '') return { scheme, host: '', rawQuery }; // opaque: no host
    const segment = rest.split('/')[0] ?? '';
    if (segment.includes(':')) return { reason: 'first path segment in URL cannot contain colon' };
  }
  let host = '';
  let user: string | undefined;
  if ((scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    const slash = authority.indexOf('/');
    rest = slash === -1 ? '' : authority.slice(slash);
    if (slash !== -1) authority = authority.slice(0, slash);
    const at = authority.lastIndexOf('@');
    if (at !== -1) {
      user = authority.slice(0, at);
      if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(user)) return { reason: 'net/url: invalid userinfo' };
    }
    const hostPart = at === -1 ? authority : authority.slice(at + 1);
    const hostError = checkHost(hostPart);
    if (hostError) return { reason: hostError };
    host = hostPart;
  }
  const badEscape = firstBadEscape(rest);
  if (badEscape !== undefined) return { reason: `invalid URL escape ${goQuote(badEscape)}` };
  return { scheme, host, ...(user === undefined ? {} : { user }), rawQuery };
}

// Go's parseHost: a bracketed IP literal with an optional port, or host[:port] whose port is
// digits only, and no character a host may not hold.
function checkHost(host: string): string | undefined {
  let name = host;
  if (host.startsWith('[')) {
    const close = host.lastIndexOf(']');
    if (close === -1) return "missing ']' in host";
    const port = host.slice(close + 1);
    if (!/^(:[0-9]*)?$/.test(port)) return `invalid port ${goQuote(port)} after host`;
    name = host.slice(1, close);
  } else {
    const colon = host.lastIndexOf(':');
    if (colon !== -1) {
      const port = host.slice(colon);
      if (!/^:[0-9]*$/.test(port)) return `invalid port ${goQuote(port)} after host`;
      name = host.slice(0, colon);
    }
  }
  const bad = /[^A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"%\u0080-\uffff]/.exec(name);
  if (bad) return `invalid character ${goQuote(bad[0])} in host name`;
  return firstBadEscape(name) === undefined ? undefined : `invalid URL escape ${goQuote(firstBadEscape(name) ?? '')}`;
}

function firstBadEscape(s: string): string | undefined {
  for (let i = s.indexOf('%'); i !== -1; i = s.indexOf('%', i + 1)) {
    if (!/^%[0-9A-Fa-f]{2}/.test(s.slice(i, i + 3))) return s.slice(i, i + 3);
  }
  return undefined;
}
