import type { Environment } from '@marcbachmann/cel-js';
import { NotEvaluable } from '../cel-go-error.js';
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
    if (!Number.isFinite(v) || v <= -9223372036854775808 || v >= 9223372036854775807) throw new NotEvaluable('int() of a double out of the int range');
    return BigInt(Math.trunc(v));
  }
  if (typeof v === 'string') {
    // strconv.ParseInt(s, 10, 64): an optional sign and decimal digits.
    if (!/^[+-]?[0-9]+$/.test(v)) throw new NotEvaluable(`int() of a string Go does not parse (${JSON.stringify(v)})`);
    const n = BigInt(v);
    if (n > INT64_MAX || n < INT64_MIN) throw new NotEvaluable('int() of a string out of the int range');
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
  if (typeof v === 'object' && v !== null && 'celString' in v && typeof (v as { celString: unknown }).celString === 'function') {
    return (v as { celString(): string }).celString();
  }
  // Go formats doubles with strconv.FormatFloat(f, 'g', -1, 64) and bytes as UTF-8 with replacement.
  throw new NotEvaluable('string() of a value Go prints differently');
}

const UNIT_NANOS: Readonly<Record<string, bigint>> = { ns: 1n, us: 1000n, 'µs': 1000n, 'μs': 1000n, ms: 1_000_000n, s: 1_000_000_000n, m: 60_000_000_000n, h: 3_600_000_000_000n };
const DURATION = /^([0-9]*)(?:\.([0-9]*))?(ns|us|µs|μs|ms|s|m|h)/;

/** Go's time.ParseDuration, in nanoseconds; undefined where Go fails (its error text is not reproduced). */
export function goParseDuration(text: string): bigint | undefined {
  let s = text;
  let negative = false;
  if (s.startsWith('-') || s.startsWith('+')) {
    negative = s.startsWith('-');
    s = s.slice(1);
  }
  if (s === '0') return 0n;
  if (s === '') return undefined;
  let total = 0n;
  while (s !== '') {
    const m = DURATION.exec(s);
    if (!m) return undefined;
    const [whole, int = '', frac, unit = 's'] = m;
    if (int === '' && (frac === undefined || frac === '')) return undefined;
    const scale = UNIT_NANOS[unit] as bigint;
    let nanos = BigInt(int === '' ? '0' : int) * scale;
    if (frac) {
      // Go keeps the fraction's digits exactly and truncates the product.
      nanos += (BigInt(frac) * scale) / 10n ** BigInt(frac.length);
    }
    total += nanos;
    if (total > 2n ** 63n) return undefined;
    s = s.slice(whole.length);
  }
  if (!negative && total > INT64_MAX) return undefined;
  return negative ? -total : total;
}

export function conversionLibrary(env: Environment): readonly LibraryFunction[] {
  // The library's own Duration class, so that comparisons and arithmetic of durations are its own.
  const DurationCtor = (env.evaluate('duration("0s")') as object).constructor as new (seconds: bigint, nanos: number) => object;
  const toDuration = (v: unknown): object => {
    if (typeof v !== 'string') throw new NotEvaluable('duration() of a non-string');
    const nanos = goParseDuration(v);
    if (nanos === undefined) throw new NotEvaluable(`duration() of a string Go does not parse (${JSON.stringify(v)})`);
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
