import { NotEvaluable } from '../cel-go-error.js';
import type { OpaqueType } from '../runtime-environment.js';
import type { LibraryFunction } from './library-function.js';

// CR-CEL-009: the Kubernetes semver library (apiserver pkg/cel/library/semverlib.go) over
// blang/semver v4's Parse (MAJOR.MINOR.PATCH, an optional `-prerelease` and `+build`, no leading
// zeros in numbers, identifiers of [0-9A-Za-z-]) and its Compare (semver precedence: build
// ignored, a prerelease sorts before its release, numeric identifiers before alphanumeric ones).
// `semver(s, true)` normalizes first as normalizeAndParse does (no `v`, no leading zeros,
// missing minor and patch filled with 0).

export class K8sSemver {
  constructor(
    readonly major: bigint,
    readonly minor: bigint,
    readonly patch: bigint,
    readonly pre: readonly string[],
  ) {}
}

export const SEMVER_TYPES: readonly OpaqueType[] = [{ name: 'kubernetes.Semver', ctor: K8sSemver }];

const UINT64_MAX = 2n ** 64n - 1n;
const NUMBER = /^[0-9]+$/;
const ALPHANUM = /^[0-9A-Za-z-]+$/;

function number(s: string): bigint | undefined {
  if (!NUMBER.test(s) || (s.length > 1 && s.startsWith('0'))) return undefined;
  const n = BigInt(s);
  return n > UINT64_MAX ? undefined : n;
}

/** blang/semver v4 Parse; undefined where it fails. */
function parseSemver(s: string): K8sSemver | undefined {
  if (s === '') return undefined;
  const parts = splitN(s, '.', 3);
  if (parts.length !== 3) return undefined;
  const major = number(parts[0] as string);
  const minor = number(parts[1] as string);
  if (major === undefined || minor === undefined) return undefined;
  let patchText = parts[2] as string;
  let build: string[] = [];
  let pre: string[] = [];
  const plus = patchText.indexOf('+');
  if (plus >= 0) {
    build = patchText.slice(plus + 1).split('.');
    patchText = patchText.slice(0, plus);
  }
  const dash = patchText.indexOf('-');
  if (dash >= 0) {
    pre = patchText.slice(dash + 1).split('.');
    patchText = patchText.slice(0, dash);
  }
  const patch = number(patchText);
  if (patch === undefined) return undefined;
  for (const p of pre) {
    if (p === '') return undefined;
    if (NUMBER.test(p) ? number(p) === undefined : !ALPHANUM.test(p)) return undefined;
  }
  for (const b of build) if (b === '' || !ALPHANUM.test(b)) return undefined;
  return new K8sSemver(major, minor, patch, pre);
}

/** Go's strings.SplitN. */
function splitN(s: string, sep: string, n: number): string[] {
  const all = s.split(sep);
  return all.length <= n ? all : [...all.slice(0, n - 1), all.slice(n - 1).join(sep)];
}

/** normalizeAndParse of semverlib.go. */
export function normalizeAndParse(text: string): K8sSemver | undefined {
  const s = text.startsWith('v') ? text.slice(1) : text;
  const parts = splitN(s, '.', 3).map((p) => {
    if (p.length <= 1) return p;
    const trimmed = p.replace(/^0+/, '');
    return trimmed === '' || !/^[0-9]/.test(trimmed) ? `0${trimmed}` : trimmed;
  });
  if (parts.length < 3) {
    if (/[+-]/.test(parts[parts.length - 1] as string)) return undefined;
    while (parts.length < 3) parts.push('0');
  }
  return parseSemver(parts.join('.'));
}

const sign = (a: bigint, b: bigint): bigint => (a < b ? -1n : a > b ? 1n : 0n);

function comparePre(a: string, b: string): bigint {
  const an = NUMBER.test(a);
  const bn = NUMBER.test(b);
  if (an && bn) return sign(BigInt(a), BigInt(b));
  if (an) return -1n;
  if (bn) return 1n;
  return a === b ? 0n : Buffer.compare(Buffer.from(a), Buffer.from(b)) < 0 ? -1n : 1n;
}

/** Version.Compare. */
export function compareSemver(a: K8sSemver, b: K8sSemver): bigint {
  for (const [x, y] of [
    [a.major, b.major],
    [a.minor, b.minor],
    [a.patch, b.patch],
  ] as const) {
    if (x !== y) return sign(x, y);
  }
  if (a.pre.length === 0 && b.pre.length === 0) return 0n;
  if (a.pre.length === 0) return 1n;
  if (b.pre.length === 0) return -1n;
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i++) {
    const c = comparePre(a.pre[i] as string, b.pre[i] as string);
    if (c !== 0n) return c;
  }
  return sign(BigInt(a.pre.length), BigInt(b.pre.length));
}

function toSemver(s: string, normalize = false): K8sSemver {
  const v = normalize ? normalizeAndParse(s) : parseSemver(s);
  if (!v) throw new NotEvaluable(`semver(${JSON.stringify(s)}) fails with blang/semver's message, not reproduced here`);
  return v;
}

/** A major, minor or patch beyond int64 has no exact int in cel-go's conversion here. */
function asInt(n: bigint): bigint {
  if (n > 2n ** 63n - 1n) throw new NotEvaluable('a semver number beyond int64');
  return n;
}

export const SEMVER_LIBRARY: readonly LibraryFunction[] = [
  {
    name: 'semver',
    signatures: [
      ['k8s_semver(string): kubernetes.Semver', (s: string) => toSemver(s)],
      ['k8s_semver(string, bool): kubernetes.Semver', toSemver],
    ],
  },
  {
    name: 'isSemver',
    signatures: [
      ['k8s_isSemver(string): bool', (s: string) => parseSemver(s) !== undefined],
      [
        'k8s_isSemver(string, bool): bool',
        (s: string, n: boolean) => (n ? normalizeAndParse(s) : parseSemver(s)) !== undefined,
      ],
    ],
  },
  { name: 'major', signatures: [['kubernetes.Semver.k8s_major(): int', (v: K8sSemver) => asInt(v.major)]] },
  { name: 'minor', signatures: [['kubernetes.Semver.k8s_minor(): int', (v: K8sSemver) => asInt(v.minor)]] },
  { name: 'patch', signatures: [['kubernetes.Semver.k8s_patch(): int', (v: K8sSemver) => asInt(v.patch)]] },
  {
    name: 'isGreaterThan',
    signatures: [
      [
        'kubernetes.Semver.k8s_isGreaterThan(kubernetes.Semver): bool',
        (a: K8sSemver, b: K8sSemver) => compareSemver(a, b) === 1n,
      ],
    ],
  },
  {
    name: 'isLessThan',
    signatures: [
      [
        'kubernetes.Semver.k8s_isLessThan(kubernetes.Semver): bool',
        (a: K8sSemver, b: K8sSemver) => compareSemver(a, b) === -1n,
      ],
    ],
  },
  { name: 'compareTo', signatures: [['kubernetes.Semver.k8s_compareTo(kubernetes.Semver): int', compareSemver]] },
];

/** `==` of versions: Semver.Equal (Version.Equals: Compare == 0). */
export const SEMVER_EQUALITY = [
  'kubernetes.Semver == kubernetes.Semver',
  (a: K8sSemver, b: K8sSemver) => compareSemver(a, b) === 0n,
] as const;
