// A maximum or minimum added at the limit of a fixed-size integer type (int32, uint32, int64,
// uint64) states the range of the field's Go or protobuf type (istio's generated CRDs write
// `maximum: 4294967295` on every uint32 field, kubebuilder `format: int32` fields the int32
// range). A stored value beyond it was never readable by a typed client or controller: Go's
// encoding/json refuses a number that overflows the field ("cannot unmarshal number … of type
// uint32", UnmarshalTypeError), as does protobuf's JSON decoding, so nothing that works today is
// rejected by the bound. It is not compat/validation-tightened (spec/crd-compatibility.md §5.3).

//
// Which limits count depends on the field's `format`, since the bound must be no narrower than the
// type values were decoded into: `int32` (controller-gen's int32 and uint32) any of them; `int64`
// only the 64-bit ones (a 32-bit bound on an int64 field rejects values that decoded fine); no
// format (Go's int, protobuf-generated CRDs) the 64-bit ones and the uint32 maximum, which
// istio's generated CRDs write on their uint32 fields.

const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);
const UINT32_MAX = 2 ** 32 - 1;
const WIDE_MAXIMA = [Number(2n ** 63n - 1n), Number(2n ** 64n - 1n)];
const WIDE_MINIMA = [Number(-(2n ** 63n))];

const LIMITS: Readonly<
  Record<'int32' | 'int64' | 'none', { readonly maximum: ReadonlySet<number>; readonly minimum: ReadonlySet<number> }>
> = {
  int32: { maximum: new Set([INT32_MAX, UINT32_MAX, ...WIDE_MAXIMA]), minimum: new Set([INT32_MIN, ...WIDE_MINIMA]) },
  int64: { maximum: new Set(WIDE_MAXIMA), minimum: new Set(WIDE_MINIMA) },
  none: { maximum: new Set([UINT32_MAX, ...WIDE_MAXIMA]), minimum: new Set(WIDE_MINIMA) },
};

/** Whether `value`, added as `key` on an integer field of this format, is the limit of the type it decodes into. */
export function isIntegerTypeLimit(key: 'maximum' | 'minimum', value: number, format: string): boolean {
  const limits = format === 'int32' ? LIMITS.int32 : format === 'int64' ? LIMITS.int64 : LIMITS.none;
  return limits[key].has(value);
}

// The same holds for the limits of the field's Go type when the repository's Go API types say
// what it is (go-property-type.ts): controller-gen writes uint64 as `format: int64` and uint32 as
// `format: int32`, so `minimum: 0` on an unsigned field (prometheus-operator's "enforce unsigned
// integers in the CRDs") is its type's limit, which `format` cannot tell. `int`, `uint` and
// `uintptr` are taken as 64-bit, as on every platform Kubernetes controllers are built for; only
// their 64-bit limits count, so no value a 64-bit build decoded is rejected.
const GO_LIMITS: Readonly<Record<string, { readonly minimum: number; readonly maximum: number }>> = {
  int8: { minimum: -(2 ** 7), maximum: 2 ** 7 - 1 },
  int16: { minimum: -(2 ** 15), maximum: 2 ** 15 - 1 },
  int32: { minimum: INT32_MIN, maximum: INT32_MAX },
  rune: { minimum: INT32_MIN, maximum: INT32_MAX },
  int64: { minimum: WIDE_MINIMA[0]!, maximum: WIDE_MAXIMA[0]! },
  int: { minimum: WIDE_MINIMA[0]!, maximum: WIDE_MAXIMA[0]! },
  uint8: { minimum: 0, maximum: 2 ** 8 - 1 },
  byte: { minimum: 0, maximum: 2 ** 8 - 1 },
  uint16: { minimum: 0, maximum: 2 ** 16 - 1 },
  uint32: { minimum: 0, maximum: UINT32_MAX },
  uint64: { minimum: 0, maximum: WIDE_MAXIMA[1]! },
  uint: { minimum: 0, maximum: WIDE_MAXIMA[1]! },
  uintptr: { minimum: 0, maximum: WIDE_MAXIMA[1]! },
};

const ANY_GO_LIMIT = {
  minimum: new Set(Object.values(GO_LIMITS).map((l) => l.minimum)),
  maximum: new Set(Object.values(GO_LIMITS).map((l) => l.maximum)),
};

/**
 * Whether `value` is at or beyond the limit of some Go integer type (a maximum of 127 or more, a
 * minimum of 0 or less): only then is the field's Go type worth looking up.
 */
export const reachesSomeGoTypeLimit = (key: 'maximum' | 'minimum', value: number): boolean =>
  key === 'maximum' ? value >= MAXIMA_FROM : value <= MINIMA_FROM;

const MAXIMA_FROM = Math.min(...ANY_GO_LIMIT.maximum);
const MINIMA_FROM = Math.max(...ANY_GO_LIMIT.minimum);

/** The Go integer type a field's Go type is (`int32` of `*int32`); undefined for any other type. */
export function goIntegerType(goType: string): string | undefined {
  const type = goType.replace(/^\*/, '');
  return Object.hasOwn(GO_LIMITS, type) ? type : undefined;
}

/**
 * Whether `value`, as `key` of an integer field of this Go type (`uint64`, `*uint64`), is that
 * type's limit or lies beyond it: what it refuses never decoded into the type. ytsaurus-k8s-operator
 * 67188c890e bounded an int16 cell tag with `maximum: 61440` (as it made it a uint16).
 */
export function isAtOrBeyondGoTypeLimit(key: 'maximum' | 'minimum', value: number, goType: string): boolean {
  const limit = GO_LIMITS[goIntegerType(goType) ?? '']?.[key];
  return limit !== undefined && (key === 'maximum' ? value >= limit : value <= limit);
}
