import { NotEvaluable } from '../cel-go-error.js';
import type { OpaqueType } from '../runtime-environment.js';
import type { LibraryFunction } from './library-function.js';
import { stringArgument } from './overload-guard.js';

// CR-CEL-009: the Kubernetes IP and CIDR libraries (apiserver pkg/cel/library/ip.go, cidr.go),
// over a port of Go's net/netip parsing and printing: ParseAddr (IPv4 as four decimal fields
// without leading zeros; IPv6 with at most one `::`, groups of up to four hex digits, an IPv4
// tail), ParsePrefix, Addr.String (RFC 5952), and the Addr predicates. As the library does, an
// address with a zone or an IPv4-mapped IPv6 address is rejected. A conversion of a string that
// does not parse is an error whose text embeds Go's parser message, not reproduced here: not
// evaluated (isIP()/isCIDR() guards, which real rules use, are exact).

export class K8sIP {
  constructor(readonly bytes: Uint8Array) {}
  get family(): 4 | 6 {
    return this.bytes.length === 4 ? 4 : 6;
  }
  celString(): string {
    return formatAddr(this.bytes);
  }
}

export class K8sCIDR {
  constructor(
    readonly addr: K8sIP,
    readonly bits: number,
  ) {}
  celString(): string {
    return `${this.addr.celString()}/${this.bits}`;
  }
  masked(): K8sCIDR {
    return new K8sCIDR(new K8sIP(mask(this.addr.bytes, this.bits)), this.bits);
  }
}

export const NETWORK_TYPES: readonly OpaqueType[] = [
  { name: 'net.IP', ctor: K8sIP },
  { name: 'net.CIDR', ctor: K8sCIDR },
];

/** netip.ParseAddr; undefined where Go fails. */
export function parseAddr(s: string): Uint8Array | undefined {
  if (s.includes(':')) return parseIPv6(s);
  if (s.includes('.')) return parseIPv4(s);
  return undefined;
}

function parseIPv4(s: string): Uint8Array | undefined {
  const fields = s.split('.');
  if (fields.length !== 4) return undefined;
  const out = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const f = fields[i] as string;
    if (!/^[0-9]{1,3}$/.test(f) || (f.length > 1 && f.startsWith('0'))) return undefined;
    const n = Number(f);
    if (n > 255) return undefined;
    out[i] = n;
  }
  return out;
}

function parseIPv6(s: string): Uint8Array | undefined {
  if (s.includes('%')) return undefined; // a zone: ParseAddr accepts it, the library rejects it
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (part: string, allowV4: boolean): number[] | undefined => {
    if (part === '') return [];
    const groups = part.split(':');
    const out: number[] = [];
    for (let i = 0; i < groups.length; i++) {
      const g = groups[i] as string;
      if (g.includes('.')) {
        if (!allowV4 || i !== groups.length - 1) return undefined;
        const v4 = parseIPv4(g);
        if (!v4) return undefined;
        out.push(((v4[0] as number) << 8) | (v4[1] as number), ((v4[2] as number) << 8) | (v4[3] as number));
        continue;
      }
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return undefined;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  let groups: number[];
  if (halves.length === 2) {
    const head = groupsOf(halves[0] as string, false);
    const tail = groupsOf(halves[1] as string, true);
    if (!head || !tail) return undefined;
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return undefined; // `::` stands for at least one group
    groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  } else {
    const all = groupsOf(s, true);
    if (!all || all.length !== 8) return undefined;
    groups = all;
  }
  const out = new Uint8Array(16);
  groups.forEach((g, i) => {
    out[2 * i] = g >> 8;
    out[2 * i + 1] = g & 0xff;
  });
  return out;
}

const isV4In6 = (b: Uint8Array): boolean =>
  b.length === 16 && b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff;

/** Addr.String: dotted IPv4; IPv6 in lower-case hex with the longest run of two or more zero groups as `::`. */
export function formatAddr(b: Uint8Array): string {
  if (b.length === 4) return Array.from(b).join('.');
  const groups: number[] = [];
  for (let i = 0; i < 8; i++) groups.push(((b[2 * i] as number) << 8) | (b[2 * i + 1] as number));
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen && j - i >= 2) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  if (bestStart < 0) return groups.map((g) => g.toString(16)).join(':');
  const head = groups
    .slice(0, bestStart)
    .map((g) => g.toString(16))
    .join(':');
  const tail = groups
    .slice(bestStart + bestLen)
    .map((g) => g.toString(16))
    .join(':');
  return `${head}::${tail}`;
}

function mask(b: Uint8Array, bits: number): Uint8Array {
  const out = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) {
    const keep = Math.max(0, Math.min(8, bits - 8 * i));
    out[i] = (b[i] as number) & ((0xff << (8 - keep)) & 0xff);
  }
  return out;
}

/** parseIPAddr of ip.go: undefined when the library rejects the string. */
function libraryAddr(s: string): K8sIP | undefined {
  const b = parseAddr(s);
  return b && !isV4In6(b) ? new K8sIP(b) : undefined;
}

/** parseCIDR of cidr.go (netip.ParsePrefix). */
function libraryPrefix(s: string): K8sCIDR | undefined {
  const slash = s.lastIndexOf('/');
  if (slash < 0) return undefined;
  const addr = parseAddr(s.slice(0, slash));
  const bitsText = s.slice(slash + 1);
  if (!addr) return undefined;
  if (!/^(0|[1-9][0-9]{0,2})$/.test(bitsText)) {
    // Leading zeros and signs: Go's acceptance changed across releases.
    if (/^[+-]?[0-9]+$/.test(bitsText))
      throw new NotEvaluable(`the prefix length ${JSON.stringify(bitsText)} is read differently by Go releases`);
    return undefined;
  }
  const bits = Number(bitsText);
  if (bits > addr.length * 8) return undefined;
  if (isV4In6(addr)) return undefined;
  return new K8sCIDR(new K8sIP(addr), bits);
}

const toIP = (s: string): K8sIP => libraryAddr(s) ?? notParsed('ip', s);
const toCIDR = (s: string): K8sCIDR => libraryPrefix(s) ?? notParsed('cidr', s);

function notParsed(kind: string, s: string): never {
  throw new NotEvaluable(`${kind}(${JSON.stringify(s)}) fails with Go's parser message, not reproduced here`);
}

function isUnspecified(ip: K8sIP): boolean {
  return ip.bytes.every((x) => x === 0);
}
function isLoopback(ip: K8sIP): boolean {
  const b = ip.bytes;
  return ip.family === 4 ? b[0] === 127 : b.slice(0, 15).every((x) => x === 0) && b[15] === 1;
}
function isMulticast(ip: K8sIP): boolean {
  return ip.family === 4 ? ((ip.bytes[0] as number) & 0xf0) === 0xe0 : ip.bytes[0] === 0xff;
}
function isLinkLocalMulticast(ip: K8sIP): boolean {
  const b = ip.bytes;
  return ip.family === 4
    ? b[0] === 224 && b[1] === 0 && b[2] === 0
    : b[0] === 0xff && ((b[1] as number) & 0x0f) === 0x02;
}
function isLinkLocalUnicast(ip: K8sIP): boolean {
  const b = ip.bytes;
  return ip.family === 4 ? b[0] === 169 && b[1] === 254 : b[0] === 0xfe && ((b[1] as number) & 0xc0) === 0x80;
}
function isGlobalUnicast(ip: K8sIP): boolean {
  if (ip.family === 4 && ip.bytes.every((x) => x === 255)) return false;
  return !isUnspecified(ip) && !isLoopback(ip) && !isMulticast(ip) && !isLinkLocalUnicast(ip);
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

function containsIP(c: K8sCIDR, ip: K8sIP): boolean {
  return c.addr.family === ip.family && sameBytes(mask(c.addr.bytes, c.bits), mask(ip.bytes, c.bits));
}

/** cidr.Overlaps(other) && cidr.Bits() <= other.Bits(). */
function containsCIDR(c: K8sCIDR, other: K8sCIDR): boolean {
  if (c.addr.family !== other.addr.family) return false;
  const bits = Math.min(c.bits, other.bits);
  return sameBytes(mask(c.addr.bytes, bits), mask(other.addr.bytes, bits)) && c.bits <= other.bits;
}

export const NETWORK_LIBRARY: readonly LibraryFunction[] = [
  {
    name: 'ip',
    signatures: [
      ['k8s_ip(dyn): net.IP', stringArgument('ip', toIP)],
      ['net.CIDR.k8s_ip(): net.IP', (c: K8sCIDR) => c.addr],
    ],
  },
  { name: 'isIP', signatures: [['k8s_isIP(dyn): bool', stringArgument('isIP', (s) => libraryAddr(s) !== undefined)]] },
  {
    name: 'isCanonical',
    namespace: 'ip',
    signatures: [['k8s_ip_isCanonical(string): bool', (s: string) => toIP(s).celString() === s]],
  },
  { name: 'family', signatures: [['net.IP.k8s_family(): int', (ip: K8sIP) => BigInt(ip.family)]] },
  { name: 'isUnspecified', signatures: [['net.IP.k8s_isUnspecified(): bool', isUnspecified]] },
  { name: 'isLoopback', signatures: [['net.IP.k8s_isLoopback(): bool', isLoopback]] },
  { name: 'isLinkLocalMulticast', signatures: [['net.IP.k8s_isLinkLocalMulticast(): bool', isLinkLocalMulticast]] },
  { name: 'isLinkLocalUnicast', signatures: [['net.IP.k8s_isLinkLocalUnicast(): bool', isLinkLocalUnicast]] },
  { name: 'isGlobalUnicast', signatures: [['net.IP.k8s_isGlobalUnicast(): bool', isGlobalUnicast]] },
  { name: 'cidr', signatures: [['k8s_cidr(dyn): net.CIDR', stringArgument('cidr', toCIDR)]] },
  {
    name: 'isCIDR',
    signatures: [['k8s_isCIDR(dyn): bool', stringArgument('isCIDR', (s) => libraryPrefix(s) !== undefined)]],
  },
  {
    name: 'containsIP',
    signatures: [
      ['net.CIDR.k8s_containsIP(string): bool', (c: K8sCIDR, s: string) => containsIP(c, toIP(s))],
      ['net.CIDR.k8s_containsIP(net.IP): bool', containsIP],
    ],
  },
  {
    name: 'containsCIDR',
    signatures: [
      ['net.CIDR.k8s_containsCIDR(string): bool', (c: K8sCIDR, s: string) => containsCIDR(c, toCIDR(s))],
      ['net.CIDR.k8s_containsCIDR(net.CIDR): bool', containsCIDR],
    ],
  },
  { name: 'masked', signatures: [['net.CIDR.k8s_masked(): net.CIDR', (c: K8sCIDR) => c.masked()]] },
  { name: 'prefixLength', signatures: [['net.CIDR.k8s_prefixLength(): int', (c: K8sCIDR) => BigInt(c.bits)]] },
];

/** `==` of IPs and CIDRs (ip.go, cidr.go Equal: the same address and prefix). */
export const NETWORK_EQUALITY: readonly (readonly [string, (a: never, b: never) => boolean])[] = [
  ['net.IP == net.IP', (a: K8sIP, b: K8sIP) => sameBytes(a.bytes, b.bytes)],
  ['net.CIDR == net.CIDR', (a: K8sCIDR, b: K8sCIDR) => a.bits === b.bits && sameBytes(a.addr.bytes, b.addr.bytes)],
];
