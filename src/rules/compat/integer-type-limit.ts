// A maximum or minimum added at the limit of a fixed-size integer type (int32, uint32, int64,
// uint64) states the range of the field's Go or protobuf type (istio's generated CRDs write
// `maximum: 4294967295` on every uint32 field, kubebuilder `format: int32` fields the int32
// range). A stored value beyond it was never readable by a typed client or controller: Go's
// encoding/json refuses a number that overflows the field ("cannot unmarshal number … of type
// uint32", UnmarshalTypeError), as does protobuf's JSON decoding, so nothing that works today is
// rejected by the bound. It is not compat/validation-tightened (spec/crd-compatibility.md §5.3).

const MAXIMA: ReadonlySet<number> = new Set([2 ** 31 - 1, 2 ** 32 - 1, Number(2n ** 63n - 1n), Number(2n ** 64n - 1n)]);
const MINIMA: ReadonlySet<number> = new Set([-(2 ** 31), Number(-(2n ** 63n))]);

/** Whether `value`, added as `key` on an integer field, is the limit of a fixed-size integer type. */
export function isIntegerTypeLimit(key: 'maximum' | 'minimum', value: number): boolean {
  return (key === 'maximum' ? MAXIMA : MINIMA).has(value);
}
