import { NotEvaluable } from '../cel-go-error.js';

// CEL's equality and ordering of the plain values the runtime passes (cel-go common/types): ints
// and doubles compare across types by numeric value, strings by their UTF-8 bytes (Go string
// comparison), lists item by item, maps key by key. The library functions of this folder that
// compare (indexOf, min, isSorted, sets...) use these; values of other types (durations,
// timestamps, opaque Kubernetes types) are not compared here: not evaluated.

export function celEquals(a: unknown, b: unknown): boolean {
  if (isNumeric(a) && isNumeric(b)) return compareNumbers(a, b) === 0;
  if (typeof a === 'string' || typeof a === 'boolean' || a === null) return a === b;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => celEquals(x, b[i]));
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && celEquals(a[k], b[k]));
  }
  if (
    isNumeric(a) ||
    typeof b === 'string' ||
    typeof b === 'boolean' ||
    b === null ||
    Array.isArray(b) ||
    isPlainObject(b)
  )
    return false;
  throw new NotEvaluable('a comparison of values of types the runtime does not compare');
}

/** -1, 0 or 1; NotEvaluable for values CEL does not order (or this runtime does not). */
export function celCompare(a: unknown, b: unknown): number {
  if (isNumeric(a) && isNumeric(b)) return compareNumbers(a, b);
  if (typeof a === 'string' && typeof b === 'string')
    return Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  throw new NotEvaluable('an ordering of values the runtime does not order');
}

const isNumeric = (v: unknown): v is bigint | number => typeof v === 'bigint' || typeof v === 'number';

function compareNumbers(a: bigint | number, b: bigint | number): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  const x = Number(a);
  const y = Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) throw new NotEvaluable('a comparison with NaN');
  // Past 2^53 a bigint's conversion rounds; cel-go compares exactly.
  if ((typeof a === 'bigint' && !Number.isSafeInteger(x)) || (typeof b === 'bigint' && !Number.isSafeInteger(y)))
    throw new NotEvaluable('a comparison of a large int with a double');
  return x < y ? -1 : x > y ? 1 : 0;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
