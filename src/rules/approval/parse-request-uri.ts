import { goQuote } from '../../engine/go-quote.js';

// Go's url.ParseRequestURI, reproduced, because kube-apiserver calls it to decide whether an
// `api-approved.kubernetes.io` value is an approval URL (spec/crd-validation.md CRD-APPROVAL-002;
// golang/go @ 011829989365 src/net/url/url.go: ParseRequestURI, parse, getScheme,
// parseAuthority, parseHost, validOptionalPort, validUserinfo, unescape, stringContainsCTLByte).
// What is accepted and what each field holds match Go for every input: Go reads bytes, and
// every check is about ASCII bytes, which are the same in a UTF-16 string; a non-ASCII
// character is one or more bytes >= 0x80 in Go and one or two code units >= 0x80 here, and
// both sides treat those alike. Only the quoting of a multi-byte character cut in half in an
// escape error's text can differ.

export interface RequestUriUser {
  readonly username: string;
  /** Undefined when the userinfo has no `:`. */
  readonly password?: string;
}

/** The fields of Go's url.URL that ParseRequestURI fills (a fragment stays in the path). */
export interface RequestUri {
  /** Lowercased, as Go stores it. */
  readonly scheme: string;
  /** `scheme:opaque`, a rootless path such as `mailto:x@y`; the host is then empty. */
  readonly opaque: string;
  readonly user?: RequestUriUser;
  /** `host[:port]`, unescaped; may be empty, or only a port (`:443`). */
  readonly host: string;
  /** Unescaped. */
  readonly path: string;
  readonly rawQuery: string;
  /** The URL ends in a lone `?`. */
  readonly forceQuery: boolean;
}

export type RequestUriResult =
  | { readonly ok: true; readonly uri: RequestUri }
  | {
      readonly ok: false;
      /** Go's error text without the `parse "…": ` prefix, e.g. `invalid URI for request`. */
      readonly reason: string;
      /** Go's `(*url.Error).Error()`: `parse "<raw>": <reason>`. */
      readonly error: string;
    };

type Step<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };
const ok = <T>(value: T): Step<T> => ({ ok: true, value });
const fail = <T>(reason: string): Step<T> => ({ ok: false, reason });

export function parseRequestUri(raw: string): RequestUriResult {
  const parsed = parse(raw);
  return parsed.ok
    ? { ok: true, uri: parsed.value }
    : { ok: false, reason: parsed.reason, error: `parse ${goQuote(raw)}: ${parsed.reason}` };
}

// Go's parse(rawURL, viaRequest=true).
function parse(raw: string): Step<RequestUri> {
  if (containsControlByte(raw)) return fail('net/url: invalid control character in URL');
  if (raw === '') return fail('empty url');
  if (raw === '*') return ok({ scheme: '', opaque: '', host: '', path: '*', rawQuery: '', forceQuery: false });

  const schemeSplit = getScheme(raw);
  if (!schemeSplit.ok) return schemeSplit;
  const scheme = schemeSplit.value.scheme.toLowerCase(); // the scheme is ASCII by construction
  let rest = schemeSplit.value.rest;

  let rawQuery = '';
  let forceQuery = false;
  if (rest.endsWith('?') && countOf(rest, '?') === 1) {
    forceQuery = true;
    rest = rest.slice(0, -1);
  } else {
    const q = rest.indexOf('?');
    if (q !== -1) {
      rawQuery = rest.slice(q + 1);
      rest = rest.slice(0, q);
    }
  }

  if (!rest.startsWith('/')) {
    // A rootless path after a scheme is opaque (RFC 3986), so it has no host: `mailto:x@y`.
    if (scheme !== '') return ok({ scheme, opaque: rest, host: '', path: '', rawQuery, forceQuery });
    return fail('invalid URI for request');
  }

  let user: RequestUriUser | undefined;
  let host = '';
  // Via a request, an authority is read only after a scheme: `//host/path` alone is a path.
  if (scheme !== '' && rest.startsWith('//')) {
    let authority = rest.slice(2);
    rest = '';
    const slash = authority.indexOf('/');
    if (slash !== -1) {
      rest = authority.slice(slash);
      authority = authority.slice(0, slash);
    }
    const parsedAuthority = parseAuthority(authority);
    if (!parsedAuthority.ok) return parsedAuthority;
    user = parsedAuthority.value.user;
    host = parsedAuthority.value.host;
  }

  const path = unescape(rest, 'path');
  if (!path.ok) return path;
  return ok({ scheme, opaque: '', ...(user ? { user } : {}), host, path: path.value, rawQuery, forceQuery });
}

// Go's getScheme: a scheme is [a-zA-Z][a-zA-Z0-9+-.]* before the first `:`; anything else
// before a `:` means there is no scheme, and a `:` first is an error.
function getScheme(raw: string): Step<{ scheme: string; rest: string }> {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (isAsciiLetter(c)) continue;
    if (isAsciiDigit(c) || c === PLUS || c === DASH || c === DOT) {
      if (i === 0) return ok({ scheme: '', rest: raw });
      continue;
    }
    if (c === COLON) {
      if (i === 0) return fail('missing protocol scheme');
      return ok({ scheme: raw.slice(0, i), rest: raw.slice(i + 1) });
    }
    return ok({ scheme: '', rest: raw });
  }
  return ok({ scheme: '', rest: raw });
}

function parseAuthority(authority: string): Step<{ user?: RequestUriUser; host: string }> {
  const at = authority.lastIndexOf('@');
  const host = parseHost(at === -1 ? authority : authority.slice(at + 1));
  if (!host.ok) return host;
  if (at === -1) return ok({ host: host.value });
  const userinfo = authority.slice(0, at);
  if (!isValidUserinfo(userinfo)) return fail('net/url: invalid userinfo');
  const colon = userinfo.indexOf(':');
  const username = unescape(colon === -1 ? userinfo : userinfo.slice(0, colon), 'userPassword');
  if (!username.ok) return username;
  if (colon === -1) return ok({ user: { username: username.value }, host: host.value });
  const password = unescape(userinfo.slice(colon + 1), 'userPassword');
  if (!password.ok) return password;
  return ok({ user: { username: username.value, password: password.value }, host: host.value });
}

// Go's parseHost: host[:port], or an IP literal in brackets with an optional RFC 6874 zone.
function parseHost(host: string): Step<string> {
  if (host.startsWith('[')) {
    const close = host.lastIndexOf(']');
    if (close === -1) return fail("missing ']' in host");
    const colonPort = host.slice(close + 1);
    if (!isValidOptionalPort(colonPort)) return fail(`invalid port ${goQuote(colonPort)} after host`);
    const zone = host.slice(0, close).indexOf('%25');
    if (zone !== -1) {
      const before = unescape(host.slice(0, zone), 'host');
      if (!before.ok) return before;
      const zoneId = unescape(host.slice(zone, close), 'zone');
      if (!zoneId.ok) return zoneId;
      const after = unescape(host.slice(close), 'host');
      if (!after.ok) return after;
      return ok(before.value + zoneId.value + after.value);
    }
  } else {
    const colon = host.lastIndexOf(':');
    if (colon !== -1) {
      const colonPort = host.slice(colon);
      if (!isValidOptionalPort(colonPort)) return fail(`invalid port ${goQuote(colonPort)} after host`);
    }
  }
  return unescape(host, 'host');
}

// Go's validOptionalPort: empty, or `:` followed by digits only (`:` alone is valid).
function isValidOptionalPort(port: string): boolean {
  if (port === '') return true;
  if (port.charCodeAt(0) !== COLON) return false;
  for (let i = 1; i < port.length; i++) if (!isAsciiDigit(port.charCodeAt(i))) return false;
  return true;
}

// Go's validUserinfo (RFC 3986 §3.2.1, plus `%` and `@`): any non-ASCII character fails.
function isValidUserinfo(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isAsciiLetter(c) || isAsciiDigit(c) || USERINFO_MARKS.has(s[i] ?? '')) continue;
    return false;
  }
  return true;
}
const USERINFO_MARKS = new Set([...`-._:~!$&'()*+,;=%@`]);

// Go's stringContainsCTLByte: bytes below 0x20 and DEL. Multi-byte UTF-8 never has such bytes.
function containsControlByte(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

type Encoding = 'path' | 'host' | 'zone' | 'userPassword';

// Go's unescape for the modes a request URI uses: every `%` must be followed by two hex
// digits; in a host, `%XX` may only encode a non-ASCII byte (or `%25`), and ASCII characters
// that would need escaping are invalid; in a zone, an escape must decode to a host byte.
function unescape(s: string, mode: Encoding): Step<string> {
  let escapes = 0;
  for (let i = 0; i < s.length;) {
    const c = s.charCodeAt(i);
    if (c === PERCENT) {
      escapes++;
      if (i + 2 >= s.length || !isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) {
        return fail(escapeError(s.slice(i, i + 3)));
      }
      const hi = unhex(s.charCodeAt(i + 1));
      const isPercent25 = s.slice(i, i + 3) === '%25';
      if (mode === 'host' && hi < 8 && !isPercent25) return fail(escapeError(s.slice(i, i + 3)));
      if (mode === 'zone') {
        const byte = (hi << 4) | unhex(s.charCodeAt(i + 2));
        if (!isPercent25 && byte !== SPACE && shouldEscape(byte, 'host')) return fail(escapeError(s.slice(i, i + 3)));
      }
      i += 3;
    } else {
      if ((mode === 'host' || mode === 'zone') && c < 0x80 && shouldEscape(c, mode)) {
        return fail(`invalid character ${goQuote(s[i] ?? '')} in host name`);
      }
      i++;
    }
  }
  return ok(escapes === 0 ? s : decodePercents(s));
}

const escapeError = (s: string): string => `invalid URL escape ${goQuote(s)}`;

// Escapes decode to bytes, which may together form UTF-8; the text between them is kept.
function decodePercents(s: string): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < s.length;) {
    if (s.charCodeAt(i) === PERCENT) {
      bytes.push((unhex(s.charCodeAt(i + 1)) << 4) | unhex(s.charCodeAt(i + 2)));
      i += 3;
    } else {
      const cp = s.codePointAt(i) ?? 0;
      const ch = String.fromCodePoint(cp);
      bytes.push(...encoder.encode(ch));
      i += ch.length;
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

// Go's shouldEscape, for the modes unescape consults (RFC 3986 §2 and §3.2.2).
function shouldEscape(c: number, mode: Encoding): boolean {
  if (isAsciiLetter(c) || isAsciiDigit(c)) return false;
  const ch = String.fromCharCode(c);
  // Hosts allow the sub-delims, `:` for a port, `[` `]` for IPv6, and `<` `>` `"`, which Go
  // allows because escaping them would make Parse reject them.
  if ((mode === 'host' || mode === 'zone') && HOST_EXTRAS.has(ch)) return false;
  if (UNRESERVED_MARKS.has(ch)) return false;
  if (RESERVED.has(ch)) {
    switch (mode) {
      case 'path':
        return ch === '?';
      case 'userPassword':
        return ch === '@' || ch === '/' || ch === '?' || ch === ':';
      default:
        break; // host and zone fall through to "everything else must be escaped"
    }
  }
  return true;
}
const HOST_EXTRAS = new Set([...`!$&'()*+,;=:[]<>"`]);
const UNRESERVED_MARKS = new Set([...'-_.~']);
const RESERVED = new Set([...'$&+,/:;=?@']);

const PERCENT = 0x25;
const PLUS = 0x2b;
const DASH = 0x2d;
const DOT = 0x2e;
const COLON = 0x3a;
const SPACE = 0x20;

const isAsciiLetter = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const isAsciiDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isAsciiDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
function unhex(c: number): number {
  if (isAsciiDigit(c)) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return 0;
}

function countOf(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i !== -1; i = s.indexOf(ch, i + 1)) n++;
  return n;
}
