import { goParseDuration } from '../../../../engine/go-duration.js';
import type { Environment } from '@marcbachmann/cel-js';
import { CelGoError, NotEvaluable } from '../cel-go-error.js';
import type { LibraryFunction } from './library-function.js';

// CR-CEL-009: cel-go's type conversions where the CEL library's own differ from Go's or cannot be
// trusted to agree: int(), double(), string() and duration() (cel-go common/types: Int, Double,
// String, Duration ConvertToType; Go's strconv and time.ParseDuration). Only inputs whose result
// is the same in Go are converted here; the others (a float printed as a string, a string Go's
// parsers reject, whose error text cel-go wraps) are not evaluated.

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function toInt(v: unknown): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') {
    // cel-go: a double outside (MinInt64, MaxInt64) or NaN is a range error, whose text is not reproduced.
    // MaxInt64 as a double is 2^63.
    if (!Number.isFinite(v) || v <= -(2 ** 63) || v >= 2 ** 63)
      throw new NotEvaluable('int() of a double out of the int range');
    return BigInt(Math.trunc(v));
  }
  if (typeof v === 'string') {
    // strconv.ParseInt(s, 10, 64): an optional sign and decimal digits.
    // cel-go's String.ConvertToType(IntType): a failed strconv.ParseInt is a conversion error.
    if (!/^[+-]?[0-9]+$/.test(v)) throw conversionError('int');
    const n = BigInt(v);
    if (n > INT64_MAX || n < INT64_MIN) throw conversionError('int');
    return n;
  }
  throw new NotEvaluable('int() of a value of another type');
}

function toDouble(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string' && /^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(v)) return Number(v);
  throw new NotEvaluable('double() of a value Go may read differently');
}

function toStringValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Uint8Array) {
    // cel-go Bytes.ConvertToType(StringType).
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(v);
    } catch {
      throw new CelGoError('invalid UTF-8 in bytes, cannot convert to string');
    }
  }
  if (
    typeof v === 'object' &&
    v !== null &&
    'celString' in v &&
    typeof (v as { celString: unknown }).celString === 'function'
  ) {
    return (v as { celString(): string }).celString();
  }
  // Go formats doubles with strconv.FormatFloat(f, 'g', -1, 64) and bytes as UTF-8 with replacement.
  throw new NotEvaluable('string() of a value Go prints differently');
}

/** cel-go common/types/string.go ConvertToType: what a string Go's parsers reject becomes. */
const conversionError = (to: string): CelGoError => new CelGoError(`type conversion error from 'string' to '${to}'`);

export function conversionLibrary(env: Environment): readonly LibraryFunction[] {
  // The library's own Duration class, so that comparisons and arithmetic of durations are its own.
  const DurationCtor = (env.evaluate('duration("0s")') as object).constructor as new (
    seconds: bigint,
    nanos: number,
  ) => object;
  const toDuration = (v: unknown): object => {
    if (typeof v !== 'string') throw new NotEvaluable('duration() of a non-string');
    const nanos = goParseDuration(v);
    if (nanos === undefined) throw conversionError('google.protobuf.Duration');
    const billion = 1_000_000_000n;
    return new DurationCtor(nanos / billion, Number(nanos % billion));
  };
  return [
    { name: 'int', signatures: [['k8s_int(dyn): int', toInt]] },
    { name: 'double', signatures: [['k8s_double(dyn): double', toDouble]] },
    { name: 'string', signatures: [['k8s_string(dyn): string', toStringValue]] },
    { name: 'duration', signatures: [['k8s_duration(dyn): google.protobuf.Duration', toDuration]] },
  ];
}
