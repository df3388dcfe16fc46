// The range a number must fit at a schema node, as kube-apiserver checks it since 1.36
// (kube-openapi 1d94e88: numberValidator passes the node's type and format to
// IsValueValidAgainstRange, for the value and for each of maximum, minimum and multipleOf).
// Only int32 and int64 reach it on a node of the single type integer, and only float and double on
// one of type number: another format (uint32, uint64, float32) is stripped, and a node of no single
// type (int-or-string) checks nothing. cr/schema judges values with it, crd/bound-outside-format
// the bounds of a CRD.

export interface NumberNode {
  readonly type: string;
  readonly format: string;
  readonly intOrString: boolean;
}

// Go's strconv.ParseFloat(s, 32) rounds to the nearest float32: a value below MaxFloat32 plus half
// its last step (2^128 - 2^103) is MaxFloat32, so the 3.4028235e38 Go and Java print for it fits;
// from there on it is out of range.
const FLOAT32_LIMIT = 2 ** 128 - 2 ** 103;
const INT32: readonly [number, number] = [-2147483648, 2147483647];
// int64's bounds as a double reads them (-2^63 and 2^63).
const INT64: readonly [number, number] = [-(2 ** 63), 2 ** 63];

/** The format the number validator is given at the node: '' where the apiserver strips it or the node has no single numeric type. */
export function numberFormatOf(s: NumberNode): string {
  if (s.intOrString) return '';
  if (s.type === 'integer') return s.format === 'int32' || s.format === 'int64' ? s.format : '';
  if (s.type === 'number') return s.format === 'float' || s.format === 'double' ? s.format : '';
  return '';
}

/**
 * Whether IsValueValidAgainstRange lets `n` through at the node: true where it checks nothing (a
 * node of no single numeric type, a number not of format float). A `bound` is a float64 in the
 * schema, printed in full before it is parsed: a maximum written 9223372036854775807 is 2^63,
 * "9223372036854775808", beyond int64.
 */
export function fitsNumberFormat(s: NumberNode, n: number, bound = false): boolean {
  if (s.intOrString) return true;
  const format = numberFormatOf(s);
  if (s.type === 'integer') {
    const [min, max] = format === 'int32' ? INT32 : INT64;
    // MaxInt64 rounds up to 2^63 as a double, and so do the first integers beyond it: the double
    // cannot tell 9223372036854775807, which Go decodes as int64 and accepts
    // (spark-kubernetes-operator's examples write it for "no limit"), from 9223372036854775808,
    // which it does not. That value fits: an error here must be certain. A bound of 2^63 does not.
    return Number.isInteger(n) && n >= min && (bound && max === INT64[1] ? n < max : n <= max);
  }
  return s.type !== 'number' || format !== 'float' || Math.abs(n) < FLOAT32_LIMIT;
}

/** The bounds checked against the format, in kube-openapi's order, with the words its error starts with. */
export const NUMBER_BOUNDS = [
  ['multipleOf', 'MultipleOf'],
  ['minimum', 'Minimum boundary'],
  ['maximum', 'Maximum boundary'],
] as const;

/** The apiserver's words for a value (`Checked`) or a bound (`Maximum boundary`) outside the node's range. */
export function outOfRangeDetail(prefix: string, s: NumberNode, path: string): string {
  const format = numberFormatOf(s);
  return format === ''
    ? `${prefix} value must be of type ${s.type} (default format) in ${path}`
    : `${prefix} value must be of type ${s.type} with format ${format} in ${path}`;
}
