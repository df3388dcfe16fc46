import { CelGoError, NotEvaluable } from '../cel-go-error.js';
import type { OpaqueType } from '../runtime-environment.js';
import type { LibraryFunction } from './library-function.js';
import { stringArgument } from './overload-guard.js';

// CR-CEL-009: the Kubernetes quantity library (apiserver pkg/cel/library/quantity.go) over
// apimachinery's resource.ParseQuantity (pkg/api/resource/quantity.go): a sign, a decimal number,
// and a suffix: binary (Ki..Ei), decimal (n u m k M G T P E) or a decimal exponent (e3, E-2).
// Values are exact rationals here, so comparisons, signs, sums and integer conversions are exact;
// the scan and its errors (ErrFormatWrong, ErrSuffix) are parseQuantityString's.
// Where apimachinery rounds (precision finer than 1n) or the float conversion could differ in
// its last bits, the rule is not evaluated.

export class K8sQuantity {
  /** num / den, den > 0. */
  constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}
}

export const QUANTITY_TYPES: readonly OpaqueType[] = [{ name: 'kubernetes.Quantity', ctor: K8sQuantity }];

const BINARY: Readonly<Record<string, bigint>> = {
  Ki: 2n ** 10n,
  Mi: 2n ** 20n,
  Gi: 2n ** 30n,
  Ti: 2n ** 40n,
  Pi: 2n ** 50n,
  Ei: 2n ** 60n,
};
const DECIMAL: Readonly<Record<string, number>> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };

/** apimachinery's errors (pkg/api/resource/quantity.go), which quantity() returns as they are (types.WrapErr). */
const ERR_FORMAT_WRONG = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
const ERR_SUFFIX = "unable to parse quantity's suffix";

/** parseQuantityString's scan: sign, digits, an optional fraction, then the suffix; false where it fails (ErrFormatWrong). */
function scan(str: string): { sign: string; int: string; frac: string | undefined; suffix: string } | false {
  let pos = 0;
  let sign = '';
  if (str[0] === '-' || str[0] === '+') {
    sign = str[0];
    pos++;
  }
  const digits = (from: number): number => {
    let i = from;
    while (i < str.length && str[i] !== undefined && (str[i] as string) >= '0' && (str[i] as string) <= '9') i++;
    return i;
  };
  const intEnd = digits(pos);
  const int = str.slice(pos, intEnd);
  pos = intEnd;
  let frac: string | undefined;
  if (str[pos] === '.') {
    const fracEnd = digits(pos + 1);
    frac = str.slice(pos + 1, fracEnd);
    pos = fracEnd;
  }
  const suffixStart = pos;
  while (pos < str.length && 'eEinumkKMGTP'.includes(str[pos] as string)) pos++;
  if (str[pos] === '-' || str[pos] === '+') pos++;
  pos = digits(pos);
  if (pos < str.length) return false;
  return { sign, int, frac, suffix: str.slice(suffixStart) };
}

/** resource.ParseQuantity: the value, or the error apimachinery gives; NotEvaluable where that is not known here. */
function parseQuantityOrError(s: string): K8sQuantity | { readonly error: string } {
  if (s === '') return { error: ERR_FORMAT_WRONG };
  if (s === '0') return new K8sQuantity(0n, 1n);
  const scanned = scan(s);
  if (!scanned) return { error: ERR_FORMAT_WRONG };
  const { sign, int, frac, suffix } = scanned;
  let exp10: number | undefined;
  let binary: bigint | undefined;
  if (Object.hasOwn(BINARY, suffix)) binary = BINARY[suffix] as bigint;
  else if (Object.hasOwn(DECIMAL, suffix)) exp10 = DECIMAL[suffix] as number;
  else {
    const e = /^[eE]([+-]?[0-9]+)$/.exec(suffix);
    if (!e) return { error: ERR_SUFFIX };
    exp10 = Number(e[1]);
    if (Math.abs(exp10) > 100) throw new NotEvaluable('a quantity with an exponent beyond what is modelled');
  }
  // No digit at all ("k", "."), or a number ending in a dot: apimachinery's later steps decide; not modelled.
  if (int === '' && (frac === undefined || frac === ''))
    throw new NotEvaluable(`the quantity ${JSON.stringify(s)} has no digits`);
  if (frac === '') throw new NotEvaluable(`the quantity ${JSON.stringify(s)} ends its number with a dot`);
  let num = BigInt(`${int || '0'}${frac ?? ''}`);
  let den = 10n ** BigInt((frac ?? '').length);
  if (sign === '-') num = -num;
  if (binary !== undefined) num *= binary;
  else [num, den] = scale(num, den, exp10 as number);
  // apimachinery rounds precision finer than 1n up (to nano).
  if ((num * 1_000_000_000n) % den !== 0n)
    throw new NotEvaluable(`the quantity ${JSON.stringify(s)} is finer than 1n, which apimachinery rounds`);
  return reduce(num, den);
}

/** resource.ParseQuantity: the value, or undefined where it fails. */
export function parseQuantity(s: string): K8sQuantity | undefined {
  const q = parseQuantityOrError(s);
  return q instanceof K8sQuantity ? q : undefined;
}

function scale(num: bigint, den: bigint, exp: number): [bigint, bigint] {
  return exp >= 0 ? [num * 10n ** BigInt(exp), den] : [num, den * 10n ** BigInt(-exp)];
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function reduce(num: bigint, den: bigint): K8sQuantity {
  const g = gcd(num, den);
  return new K8sQuantity(num / g, den / g);
}

const cmp = (a: K8sQuantity, b: K8sQuantity): bigint => {
  const d = a.num * b.den - b.num * a.den;
  return d > 0n ? 1n : d < 0n ? -1n : 0n;
};

const add = (a: K8sQuantity, b: K8sQuantity, sign: bigint): K8sQuantity =>
  reduce(a.num * b.den + sign * b.num * a.den, a.den * b.den);

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function asInt64(q: K8sQuantity): bigint | undefined {
  if (q.den !== 1n || q.num > INT64_MAX || q.num < INT64_MIN) return undefined;
  return q.num;
}

function approximateFloat(q: K8sQuantity): number {
  const big = 2n ** 53n;
  if (q.den === 1n && q.num <= big && q.num >= -big) return Number(q.num);
  throw new NotEvaluable('asApproximateFloat() of a quantity whose float apimachinery may round differently');
}

function toQuantity(s: string): K8sQuantity {
  const q = parseQuantityOrError(s);
  if (!(q instanceof K8sQuantity)) throw new CelGoError(q.error);
  return q;
}

function isQuantity(s: string): boolean {
  return parseQuantity(s) !== undefined;
}

export const QUANTITY_LIBRARY: readonly LibraryFunction[] = [
  {
    name: 'quantity',
    signatures: [['k8s_quantity(dyn): kubernetes.Quantity', stringArgument('quantity', toQuantity)]],
  },
  { name: 'isQuantity', signatures: [['k8s_isQuantity(dyn): bool', stringArgument('isQuantity', isQuantity)]] },
  {
    name: 'isInteger',
    signatures: [['kubernetes.Quantity.k8s_isInteger(): bool', (q: K8sQuantity) => asInt64(q) !== undefined]],
  },
  {
    name: 'asInteger',
    signatures: [
      [
        'kubernetes.Quantity.k8s_asInteger(): int',
        (q: K8sQuantity) => asInt64(q) ?? fail('cannot convert value to integer'),
      ],
    ],
  },
  {
    name: 'asApproximateFloat',
    signatures: [['kubernetes.Quantity.k8s_asApproximateFloat(): double', approximateFloat]],
  },
  {
    name: 'sign',
    signatures: [
      ['kubernetes.Quantity.k8s_sign(): int', (q: K8sQuantity) => (q.num > 0n ? 1n : q.num < 0n ? -1n : 0n)],
    ],
  },
  {
    name: 'add',
    signatures: [
      [
        'kubernetes.Quantity.k8s_add(kubernetes.Quantity): kubernetes.Quantity',
        (a: K8sQuantity, b: K8sQuantity) => add(a, b, 1n),
      ],
      [
        'kubernetes.Quantity.k8s_add(int): kubernetes.Quantity',
        (a: K8sQuantity, b: bigint) => add(a, new K8sQuantity(b, 1n), 1n),
      ],
    ],
  },
  {
    name: 'sub',
    signatures: [
      [
        'kubernetes.Quantity.k8s_sub(kubernetes.Quantity): kubernetes.Quantity',
        (a: K8sQuantity, b: K8sQuantity) => add(a, b, -1n),
      ],
      [
        'kubernetes.Quantity.k8s_sub(int): kubernetes.Quantity',
        (a: K8sQuantity, b: bigint) => add(a, new K8sQuantity(b, 1n), -1n),
      ],
    ],
  },
  {
    name: 'isGreaterThan',
    signatures: [
      [
        'kubernetes.Quantity.k8s_isGreaterThan(kubernetes.Quantity): bool',
        (a: K8sQuantity, b: K8sQuantity) => cmp(a, b) === 1n,
      ],
    ],
  },
  {
    name: 'isLessThan',
    signatures: [
      [
        'kubernetes.Quantity.k8s_isLessThan(kubernetes.Quantity): bool',
        (a: K8sQuantity, b: K8sQuantity) => cmp(a, b) === -1n,
      ],
    ],
  },
  { name: 'compareTo', signatures: [['kubernetes.Quantity.k8s_compareTo(kubernetes.Quantity): int', cmp]] },
];

/** `==` of quantities: Quantity.Equal (the same value). */
export const QUANTITY_EQUALITY = [
  'kubernetes.Quantity == kubernetes.Quantity',
  (a: K8sQuantity, b: K8sQuantity) => cmp(a, b) === 0n,
] as const;

function fail(text: string): never {
  throw new CelGoError(text);
}
