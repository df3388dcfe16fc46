import { CelGoError } from '../cel-go-error.js';
import type { LibraryFunction } from './library-function.js';

// CR-CEL-009: cel-go's ext.Strings (version 2 and later, as Kubernetes enables it; cel-go
// ext/strings.go). Indexes count code points (Go's []rune), as cel-go does; the library's own
// string functions count UTF-16 units and lower or upper more than ASCII, so these replace them.
// Error texts are those of ext/strings.go.

const runes = (s: string): string[] => Array.from(s);

const indexOutOfRange = (i: bigint): CelGoError => new CelGoError(`index out of range: ${i}`);

function charAt(s: string, i: bigint): string {
  const r = runes(s);
  if (i < 0n || i > BigInt(r.length)) throw indexOutOfRange(i);
  return i === BigInt(r.length) ? '' : (r[Number(i)] as string);
}

function indexOfOffset(s: string, sub: string, offset: bigint): bigint {
  if (offset < 0n) throw indexOutOfRange(offset);
  const r = runes(s);
  if (sub === '') return offset > BigInt(r.length) ? BigInt(r.length) : offset;
  const subR = runes(sub);
  if (offset >= BigInt(r.length)) return -1n;
  for (let i = Number(offset); i < r.length - (subR.length - 1); i++) {
    if (subR.every((c, j) => r[i + j] === c)) return BigInt(i);
  }
  return -1n;
}

function lastIndexOf(s: string, sub: string): bigint {
  const r = runes(s);
  if (sub === '') return BigInt(r.length);
  // Go compares byte lengths here.
  if (Buffer.byteLength(s) < Buffer.byteLength(sub)) return -1n;
  return lastIndexOfOffset(s, sub, BigInt(r.length - 1));
}

function lastIndexOfOffset(s: string, sub: string, offset: bigint): bigint {
  if (offset < 0n) throw indexOutOfRange(offset);
  const r = runes(s);
  if (sub === '') return offset > BigInt(r.length) ? BigInt(r.length) : offset;
  const subR = runes(sub);
  if (offset >= BigInt(r.length)) return -1n;
  let off = Number(offset);
  if (off > r.length - subR.length) off = r.length - subR.length;
  for (let i = off; i >= 0; i--) {
    if (subR.every((c, j) => r[i + j] === c)) return BigInt(i);
  }
  return -1n;
}

/** unicode.ToLower / ToUpper restricted to ASCII. */
const lowerAscii = (s: string): string => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
const upperAscii = (s: string): string => s.replace(/[a-z]+/g, (m) => m.toUpperCase());

/** Go's unicode.IsSpace: what strings.TrimSpace removes. */
const GO_SPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const TRIM = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, 'gu');
export const goTrimSpace = (s: string): string => s.replace(TRIM, '');

/** Go's strings.Replace(s, old, new, n); n < 0 replaces all. */
function replaceN(s: string, old: string, replacement: string, n: bigint): string {
  if (n === 0n || old === replacement) return s;
  if (old === '') {
    // Go inserts before each rune and at the end, up to n times.
    const r = runes(s);
    let out = '';
    let done = 0n;
    for (let i = 0; i <= r.length; i++) {
      if (n < 0n || done < n) {
        out += replacement;
        done++;
      }
      if (i < r.length) out += r[i];
    }
    return out;
  }
  let out = '';
  let rest = s;
  let done = 0n;
  for (;;) {
    const at = rest.indexOf(old);
    if (at < 0 || (n >= 0n && done >= n)) break;
    out += rest.slice(0, at) + replacement;
    rest = rest.slice(at + old.length);
    done++;
  }
  return out + rest;
}

/** Go's strings.SplitN(s, sep, n): n == 0 gives nil (an empty list), n < 0 every piece. */
function splitN(s: string, sep: string, n: bigint): string[] {
  if (n === 0n) return [];
  if (sep === '') {
    const r = runes(s);
    if (n < 0n || n >= BigInt(r.length)) return r;
    const k = Number(n);
    return [...r.slice(0, k - 1), r.slice(k - 1).join('')];
  }
  const parts = s.split(sep);
  if (n < 0n || BigInt(parts.length) <= n) return parts;
  const k = Number(n);
  return [...parts.slice(0, k - 1), parts.slice(k - 1).join(sep)];
}

function substring(s: string, start: bigint, end?: bigint): string {
  const r = runes(s);
  const l = BigInt(r.length);
  if (end === undefined) {
    if (start < 0n || start > l) throw indexOutOfRange(start);
    return r.slice(Number(start)).join('');
  }
  if (start > end) throw new CelGoError(`invalid substring range. start: ${start}, end: ${end}`);
  if (start < 0n || start > l) throw indexOutOfRange(start);
  if (end < 0n || end > l) throw indexOutOfRange(end);
  return r.slice(Number(start), Number(end)).join('');
}

function join(list: readonly unknown[], sep = ''): string {
  // The checker types the receiver list<string>; anything else is a dyn list cel-go rejects with its own text.
  return list.map((x) => (typeof x === 'string' ? x : notAString(x))).join(sep);
}

const notAString = (x: unknown): never => {
  throw new CelGoError(`join: invalid input: ${String(x)}`);
};

export const STRINGS_LIBRARY: readonly LibraryFunction[] = [
  { name: 'charAt', signatures: [['string.k8s_charAt(int): string', charAt]] },
  {
    name: 'indexOf',
    signatures: [
      ['string.k8s_indexOf(string): int', (s: string, sub: string) => indexOfOffset(s, sub, 0n)],
      ['string.k8s_indexOf(string, int): int', indexOfOffset],
    ],
  },
  {
    name: 'lastIndexOf',
    signatures: [
      ['string.k8s_lastIndexOf(string): int', lastIndexOf],
      ['string.k8s_lastIndexOf(string, int): int', lastIndexOfOffset],
    ],
  },
  { name: 'lowerAscii', signatures: [['string.k8s_lowerAscii(): string', lowerAscii]] },
  { name: 'upperAscii', signatures: [['string.k8s_upperAscii(): string', upperAscii]] },
  {
    name: 'replace',
    signatures: [
      ['string.k8s_replace(string, string): string', (s: string, o: string, r: string) => replaceN(s, o, r, -1n)],
      ['string.k8s_replace(string, string, int): string', replaceN],
    ],
  },
  {
    name: 'split',
    signatures: [
      ['string.k8s_split(string): list<string>', (s: string, sep: string) => splitN(s, sep, -1n)],
      ['string.k8s_split(string, int): list<string>', splitN],
    ],
  },
  {
    name: 'substring',
    signatures: [
      ['string.k8s_substring(int): string', (s: string, a: bigint) => substring(s, a)],
      ['string.k8s_substring(int, int): string', substring],
    ],
  },
  { name: 'trim', signatures: [['string.k8s_trim(): string', goTrimSpace]] },
  {
    name: 'join',
    signatures: [
      ['list<dyn>.k8s_join(): string', (l: unknown[]) => join(l)],
      ['list<dyn>.k8s_join(string): string', join],
    ],
  },
];
