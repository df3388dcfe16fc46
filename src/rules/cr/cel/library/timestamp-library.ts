import { NotEvaluable } from '../cel-go-error.js';
import type { OpaqueType } from '../runtime-environment.js';
import type { LibraryFunction } from './library-function.js';

// CR-CEL-009: timestamps, exact to the nanosecond (the library's own are JS Dates, exact to the
// millisecond only). cel-go's timestamp(string) is Go's time.Parse(time.RFC3339, s); a schema
// string of format date-time is strfmt.ParseDateTime's, of format date strfmt's "2006-01-02"
// (apiserver valuesunstructured.go). Only the strict RFC 3339 form, which every one of those
// layouts reads the same, is read here: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; other
// spellings are not evaluated. Comparisons, differences (a duration), and the UTC getters follow
// cel-go (common/types/timestamp.go); a getter with a time zone is not evaluated.

export class K8sTimestamp {
  /** Nanoseconds since the Unix epoch, UTC. */
  constructor(readonly nanos: bigint) {}
  /** string(timestamp) (conversion-library.ts). */
  celString(): string {
    return formatTimestamp(this);
  }
}

export const TIMESTAMP_TYPES: readonly OpaqueType[] = [{ name: 'kubernetes.Timestamp', ctor: K8sTimestamp }];

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;
const BILLION = 1_000_000_000n;

const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The strict RFC 3339 form; undefined for anything else (whether Go reads it or not). */
export function parseRfc3339(s: string): K8sTimestamp | undefined {
  const m = RFC3339.exec(s);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, se, frac = '', zone = 'Z'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return undefined;
  let offset = 0;
  if (zone !== 'Z') {
    const zh = Number(zone.slice(1, 3));
    const zm = Number(zone.slice(4, 6));
    if (zh > 23 || zm > 59) return undefined;
    offset = (zone.startsWith('-') ? -1 : 1) * (zh * 60 + zm) * 60;
  }
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(Number(h), Number(mi), Number(se), 0);
  const seconds = BigInt(Math.floor(date.getTime() / 1000)) - BigInt(offset);
  return new K8sTimestamp(seconds * BILLION + BigInt(frac.padEnd(9, '0') || '0'));
}

/** A schema string of format date (strfmt "2006-01-02"): midnight UTC. */
export function parseDate(s: string): K8sTimestamp | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? parseRfc3339(`${s}T00:00:00Z`) : undefined;
}

function toTimestamp(s: string): K8sTimestamp {
  const t = parseRfc3339(s);
  if (!t) throw new NotEvaluable(`timestamp(${JSON.stringify(s)}) is not the strict RFC 3339 form read here`);
  return t;
}

/** Timestamp.String(): RFC 3339 with nanoseconds, trailing zeros dropped, in UTC. */
function formatTimestamp(t: K8sTimestamp): string {
  const seconds = t.nanos >= 0n ? t.nanos / BILLION : -((-t.nanos + BILLION - 1n) / BILLION);
  const frac = t.nanos - seconds * BILLION;
  const iso = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  const fraction = frac === 0n ? '' : `.${frac.toString().padStart(9, '0').replace(/0+$/, '')}`;
  return `${iso}${fraction}Z`;
}

type DurationLike = { readonly seconds: bigint; readonly nanos: number };
const durationNanos = (d: DurationLike): bigint => d.seconds * BILLION + BigInt(d.nanos);

const utc = (t: K8sTimestamp): Date => new Date(Number(t.nanos / 1_000_000n));

/**
 * A getter of timestamps; with `durationUnit` (nanoseconds), of durations too. cel-go's duration
 * getters (common/types/duration.go, durationZeroArgOverloads) give the whole duration in that
 * unit, truncated toward zero (`Int(d.Hours())`, `d.Milliseconds()`), not a component as the
 * timestamp getters do; bigint division truncates the same way. (Go computes the hours, minutes
 * and seconds as float64 first, which rounds up a fraction a nanosecond short of the next whole
 * unit once the whole part passes 2^24 seconds: such durations are not met in CRD values.)
 */
function getter(name: string, f: (d: Date, t: K8sTimestamp) => number, durationUnit?: bigint): LibraryFunction {
  return {
    name,
    signatures: [
      [`kubernetes.Timestamp.k8s_${name}(): int`, (t: K8sTimestamp) => BigInt(f(utc(t), t))],
      [
        `kubernetes.Timestamp.k8s_${name}(string): int`,
        () => {
          throw new NotEvaluable(`${name}() in a time zone`);
        },
      ],
      ...(durationUnit === undefined
        ? []
        : [
            [
              `google.protobuf.Duration.k8s_${name}(): int`,
              (d: DurationLike) => durationNanos(d) / durationUnit,
            ] as const,
          ]),
    ],
  };
}

const dayOfYear = (d: Date): number =>
  Math.floor(
    (Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000,
  );

export const TIMESTAMP_LIBRARY: readonly LibraryFunction[] = [
  { name: 'timestamp', signatures: [['k8s_timestamp(string): kubernetes.Timestamp', toTimestamp]] },
  getter('getFullYear', (d) => d.getUTCFullYear()),
  getter('getMonth', (d) => d.getUTCMonth()),
  getter('getDate', (d) => d.getUTCDate()),
  getter('getDayOfMonth', (d) => d.getUTCDate() - 1),
  getter('getDayOfWeek', (d) => d.getUTCDay()),
  getter('getDayOfYear', dayOfYear),
  getter('getHours', (d) => d.getUTCHours(), 3600n * BILLION),
  getter('getMinutes', (d) => d.getUTCMinutes(), 60n * BILLION),
  getter('getSeconds', (d) => d.getUTCSeconds(), BILLION),
  getter('getMilliseconds', (_d, t) => Number((((t.nanos % BILLION) + BILLION) % BILLION) / 1_000_000n), 1_000_000n),
];

/** Operators of timestamps: comparisons, and differences and sums with durations. */
export function timestampOperators(
  makeDuration: (nanos: bigint) => object,
): readonly (readonly [string, (a: never, b: never) => unknown])[] {
  const cmp = (a: K8sTimestamp, b: K8sTimestamp): number => (a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0);
  return [
    ['kubernetes.Timestamp == kubernetes.Timestamp', (a: K8sTimestamp, b: K8sTimestamp) => cmp(a, b) === 0],
    ['kubernetes.Timestamp < kubernetes.Timestamp', (a: K8sTimestamp, b: K8sTimestamp) => cmp(a, b) < 0],
    ['kubernetes.Timestamp <= kubernetes.Timestamp', (a: K8sTimestamp, b: K8sTimestamp) => cmp(a, b) <= 0],
    ['kubernetes.Timestamp > kubernetes.Timestamp', (a: K8sTimestamp, b: K8sTimestamp) => cmp(a, b) > 0],
    ['kubernetes.Timestamp >= kubernetes.Timestamp', (a: K8sTimestamp, b: K8sTimestamp) => cmp(a, b) >= 0],
    [
      'kubernetes.Timestamp - kubernetes.Timestamp: google.protobuf.Duration',
      (a: K8sTimestamp, b: K8sTimestamp) => makeDuration(a.nanos - b.nanos),
    ],
    [
      'kubernetes.Timestamp + google.protobuf.Duration: kubernetes.Timestamp',
      (a: K8sTimestamp, d: DurationLike) => new K8sTimestamp(a.nanos + durationNanos(d)),
    ],
    [
      'kubernetes.Timestamp - google.protobuf.Duration: kubernetes.Timestamp',
      (a: K8sTimestamp, d: DurationLike) => new K8sTimestamp(a.nanos - durationNanos(d)),
    ],
  ];
}
