import { goQuote } from '../../../../engine/go-quote.js';
import { CelGoError, NotEvaluable } from '../cel-go-error.js';
import type { OpaqueType } from '../runtime-environment.js';
import type { LibraryFunction } from './library-function.js';
import { stringArgument } from './overload-guard.js';

// CR-CEL-009: the Kubernetes URL library (apiserver pkg/cel/library/urls.go): isURL(s) is
// url.ParseRequestURI(s) succeeding; url(s) parses with it and then with url.Parse; the getters
// read the Go url.URL. This is Go's net/url parse (src/net/url/url.go) for the URLs real resources
// hold: a scheme, an optional authority (host and port; no userinfo, no bracketed IPv6 host), a
// path and a query without percent-escapes, no fragment. Outside that, where Go's answer is not
// certain here, the rule is not evaluated; the certain rejections (no scheme and no leading `/`,
// a control character, a bad port, a character a host may not hold) are exact, and so is the
// error url() gives for them: `URL parse error during conversion from string: parse "<s>": <why>`.

export class K8sURL {
  constructor(
    readonly scheme: string,
    /** Host with port, as written; '' for an opaque URL or a bare path. */
    readonly host: string,
    readonly path: string,
    readonly rawQuery: string,
  ) {}
}

export const URL_TYPES: readonly OpaqueType[] = [{ name: 'kubernetes.URL', ctor: K8sURL }];

/** A URL ParseRequestURI rejects, with Go's reason (the url.Error's Err). */
type Parsed = K8sURL | { readonly invalid: true; readonly reason: string };

const invalid = (reason: string): Parsed => ({ invalid: true, reason });

/** Characters a host may hold without escaping (shouldEscape with encodeHost is false). */
const HOST_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"]*$/;
/** Path characters EscapedPath leaves as they are. */
const PLAIN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;

function unsure(what: string): never {
  throw new NotEvaluable(`the URL ${what} is not parsed here as Go does`);
}

/** url.ParseRequestURI then url.Parse: the URL, or why ParseRequestURI fails (Go's reason). */
export function parseRequestUri(s: string): Parsed {
  if (/[\u0000-\u001f\u007f]/.test(s)) return invalid('net/url: invalid control character in URL');
  if (s === '') return invalid('empty url');
  if (s.includes('#')) unsure('with a fragment');
  if (s === '*') return new K8sURL('', '', '*', '');
  // getScheme
  let scheme = '';
  let rest = s;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+.-]/.test(c)) {
      if (i === 0) break;
      continue;
    }
    if (c === ':') {
      if (i === 0) return invalid('missing protocol scheme');
      scheme = s.slice(0, i).toLowerCase();
      rest = s.slice(i + 1);
    }
    break;
  }
  let rawQuery = '';
  const q = rest.indexOf('?');
  if (q >= 0) {
    rawQuery = rest.slice(q + 1);
    rest = rest.slice(0, q);
  }
  if (!rest.startsWith('/')) {
    if (scheme !== '') return new K8sURL(scheme, '', '', rawQuery); // opaque
    return invalid('invalid URI for request');
  }
  let host = '';
  if (scheme !== '' && rest.startsWith('//')) {
    const authorityEnd = rest.indexOf('/', 2);
    const authority = authorityEnd < 0 ? rest.slice(2) : rest.slice(2, authorityEnd);
    rest = authorityEnd < 0 ? '' : rest.slice(authorityEnd);
    if (authority.includes('@')) unsure('with user information');
    if (authority.startsWith('[')) unsure('with an IPv6 host');
    if (authority.includes('%')) unsure('with an escaped host');
    const colon = authority.lastIndexOf(':');
    if (colon >= 0 && !/^[0-9]*$/.test(authority.slice(colon + 1)))
      return invalid(`invalid port ${goQuote(authority.slice(colon))} after host`);
    if (!HOST_CHARS.test(authority)) {
      // A character below 0x80 that a host may not hold is an error; beyond ASCII Go accepts it.
      const bad = /[\u0000-\u007f]/.exec(authority.replace(/[A-Za-z0-9\-._~!$&'()*+,;=:[\]<>"]/g, ''))?.[0];
      if (bad !== undefined) return invalid(`invalid character ${goQuote(bad)} in host name`);
      unsure('with a host outside ASCII');
    }
    host = authority;
  }
  if (rest.includes('%')) unsure('with an escaped path');
  return new K8sURL(scheme, host, rest, rawQuery);
}

/** url(): stringToUrl's error wraps Go's url.Error (`parse "<url>": <reason>`). */
const toURL = (s: string): K8sURL => {
  const u = parseRequestUri(s);
  if ('invalid' in u)
    throw new CelGoError(`URL parse error during conversion from string: parse ${goQuote(s)}: ${u.reason}`);
  return u;
};

function hostname(u: K8sURL): string {
  const colon = u.host.lastIndexOf(':');
  return colon < 0 ? u.host : u.host.slice(0, colon);
}

function port(u: K8sURL): string {
  const colon = u.host.lastIndexOf(':');
  return colon < 0 ? '' : u.host.slice(colon + 1);
}

function escapedPath(u: K8sURL): string {
  if (!PLAIN_PATH.test(u.path)) unsure('path with characters Go escapes');
  return u.path;
}

/** url.Values of u.Query(): `&`-separated pairs, `+` as a space; a pair with `;` is dropped by Go. */
function query(u: K8sURL): Map<string, string[]> {
  if (u.rawQuery.includes('%')) unsure('query with escapes');
  const out = new Map<string, string[]>();
  for (const pair of u.rawQuery.split('&')) {
    if (pair === '' || pair.includes(';')) continue;
    const eq = pair.indexOf('=');
    const key = (eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' ');
    const value = (eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' ');
    const list = out.get(key);
    if (list) list.push(value);
    else out.set(key, [value]);
  }
  return out;
}

export const URL_LIBRARY: readonly LibraryFunction[] = [
  { name: 'url', signatures: [['k8s_url(dyn): kubernetes.URL', stringArgument('url', toURL)]] },
  {
    name: 'isURL',
    signatures: [['k8s_isURL(dyn): bool', stringArgument('isURL', (s) => !('invalid' in parseRequestUri(s)))]],
  },
  { name: 'getScheme', signatures: [['kubernetes.URL.k8s_getScheme(): string', (u: K8sURL) => u.scheme]] },
  { name: 'getHost', signatures: [['kubernetes.URL.k8s_getHost(): string', (u: K8sURL) => u.host]] },
  { name: 'getHostname', signatures: [['kubernetes.URL.k8s_getHostname(): string', hostname]] },
  { name: 'getPort', signatures: [['kubernetes.URL.k8s_getPort(): string', port]] },
  { name: 'getEscapedPath', signatures: [['kubernetes.URL.k8s_getEscapedPath(): string', escapedPath]] },
  {
    name: 'getQuery',
    signatures: [
      ['kubernetes.URL.k8s_getQuery(): map<string, list<string>>', (u: K8sURL) => Object.fromEntries(query(u))],
    ],
  },
];
