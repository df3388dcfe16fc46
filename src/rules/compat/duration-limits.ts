// A string field generated from a `metav1.Duration` holds what time.ParseDuration reads: the
// type's UnmarshalJSON refuses anything else, so an object with another string never decoded in
// the controller (its list and watch fail on it). Bounds added to such a field (kube-api-linter
// has projects give every string a maxLength and minLength: rancher/fleet 0ba10c9c8 gave its
// intervals and TTLs `minLength: 1` and `maxLength: 32`) are judged by what Go reads:
//
// - `minLength: 1` refuses only "", which ParseDuration refuses: nothing that decoded.
// - a `maxLength` of 25 or more refuses only durations spelled longer than Go ever writes one
//   (time.Duration.String is at most 25 characters: "-2562047h47m16.854775808s"), which a person
//   may write (leading zeros, `0000000000000000000000000090s`) but hardly does: a warning.
//
// - a pattern that refuses, of what the old one accepted, only strings ParseDuration refuses
//   (gardener/etcd-druid f7f11f65 rewrote an h/m/s/d pattern into Go's units, refusing only "" and
//   `d`, which Go has no unit for) refuses nothing that decoded either.
//
// A shorter maxLength, a minLength of 2 or more (refusing "0") and a pattern that refuses a duration
// Go reads (`-1s`, `.5s`, `1µs`, `500ms`, as patterns written for a few units do) stay errors.

/** The longest text time.Duration.String gives. */
const GO_DURATION_TEXT_LIMIT = 25;

/** Whether a Go type (go-property-type.ts) is metav1.Duration, or a pointer to one. */
export const isGoDuration = (goType: string | undefined): boolean =>
  goType === 'metav1.Duration' || goType === '*metav1.Duration';

/** What a length bound on a metav1.Duration refuses: nothing, only what Go never writes, or durations it reads (undefined). */
export function durationBound(key: 'minLength' | 'maxLength', value: number): 'nothing' | 'unwritten' | undefined {
  if (key === 'minLength') return value <= 1 ? 'nothing' : undefined;
  return value >= GO_DURATION_TEXT_LIMIT ? 'unwritten' : undefined;
}

/**
 * What time.ParseDuration reads: a sign, then "0" or numbers (digits before or after a point) each
 * with one of its units (`µs` as U+00B5 or U+03BC). Durations past its range match too, which
 * only makes a pattern that refuses them count as refusing a duration.
 */
export const GO_DURATION_GRAMMAR = String.raw`^[-+]?(?:0|(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:ns|us|\x{b5}s|\x{3bc}s|ms|s|m|h))+)$`;
