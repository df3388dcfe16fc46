// Go's time.ParseDuration: what a Go program reads from a duration string ("10m", "1h30m",
// ".5s"). The cr/ family's CEL library converts with it (duration()), and compat/ tells two
// defaults that name one duration ("10m", "600s") from two that differ.

const INT64_MAX = 2n ** 63n - 1n;

const UNIT_NANOS: Readonly<Record<string, bigint>> = {
  ns: 1n,
  us: 1000n,
  µs: 1000n,
  μs: 1000n,
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n,
};
const DURATION = /^([0-9]*)(?:\.([0-9]*))?(ns|us|\u00b5s|\u03bcs|ms|s|m|h)/;

/** Go's time.ParseDuration (src/time/format.go), in nanoseconds; undefined where Go fails. */
export function goParseDuration(text: string): bigint | undefined {
  let s = text;
  let negative = false;
  if (s.startsWith('-') || s.startsWith('+')) {
    negative = s.startsWith('-');
    s = s.slice(1);
  }
  if (s === '0') return 0n;
  if (s === '') return undefined;
  const LIMIT = 2n ** 63n;
  let total = 0n;
  while (s !== '') {
    const m = DURATION.exec(s);
    if (!m) return undefined;
    const [whole, int = '', frac, unit = 's'] = m;
    if (int === '' && (frac === undefined || frac === '')) return undefined;
    const scaleOfUnit = UNIT_NANOS[unit] as bigint;
    const v = BigInt(int === '' ? '0' : int);
    if (v > LIMIT / scaleOfUnit) return undefined;
    let nanos = v * scaleOfUnit;
    if (frac) {
      // leadingFraction: digits past int64 are ignored; the product is a float64 truncated.
      let f = 0n;
      let scale = 1;
      let overflow = false;
      for (const d of frac) {
        if (overflow) continue;
        if (f > (LIMIT - 1n) / 10n) {
          overflow = true;
          continue;
        }
        f = f * 10n + BigInt(d);
        scale *= 10;
      }
      nanos += BigInt(Math.trunc(Number(f) * (Number(scaleOfUnit) / scale)));
      if (nanos > LIMIT) return undefined;
    }
    total += nanos;
    if (total > LIMIT) return undefined;
    s = s.slice(whole.length);
  }
  if (!negative && total > INT64_MAX) return undefined;
  return negative ? -total : total;
}
