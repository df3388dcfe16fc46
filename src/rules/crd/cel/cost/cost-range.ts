// cel-go's CostEstimate and SizeEstimate (checker/cost.go): a [min, max] range of uint64 whose
// sums and products saturate at math.MaxUint64 instead of wrapping. Numbers here are doubles:
// exact below 2^53, and every value above that is so far past the limits (10^7 per expression,
// 10^8 per schema) that only "far past" matters; MAX stands for MaxUint64.

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** math.MaxUint64 (2^64 - 1, which a double rounds to 2^64). */
export const MAX = 2 ** 64;

/** UnknownSizeEstimate / UnknownCostEstimate. */
export const UNKNOWN: Range = { min: 0, max: MAX };
export const ZERO: Range = { min: 0, max: 0 };

export const fixed = (n: number): Range => ({ min: n, max: n });

const sat = (n: number): number => (n >= MAX ? MAX : n);

/** addUint64NoOverflow on both ends. */
export const add = (a: Range, b: Range): Range => ({ min: sat(a.min + b.min), max: sat(a.max + b.max) });

/** multiplyUint64NoOverflow on both ends (Multiply, MultiplyByCost). */
export const multiply = (a: Range, b: Range): Range => ({ min: sat(a.min * b.min), max: sat(a.max * b.max) });

/** Union: the smaller min, the larger max. */
export const union = (a: Range, b: Range): Range => ({ min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) });

/** multiplyByCostFactor: the product rounded up, saturating (MultiplyByCostFactor). */
export const byFactor = (a: Range, factor: number): Range => ({ min: scale(a.min, factor), max: scale(a.max, factor) });

function scale(x: number, factor: number): number {
  if (x > 0 && factor > 0 && x > MAX / factor) return MAX;
  return sat(Math.ceil(x * factor));
}

// common/cost.go (its ConstCost is 0: a literal costs nothing, so no estimate adds it)
export const SELECT_AND_IDENT_COST = 1;
export const LIST_CREATE_BASE_COST = 10;
export const MAP_CREATE_BASE_COST = 30;
export const STRING_TRAVERSAL_COST_FACTOR = 0.1;
export const REGEX_STRING_LENGTH_COST_FACTOR = 0.25;
