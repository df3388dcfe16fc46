import { isNode, soleArgument } from './cel-ast.js';

// CEL's `duration('100ms')`, a literal of Go's duration grammar (time.ParseDuration: a sign, then
// numbers with units ns, us, µs, ms, s, m, h), read as its nanoseconds, so that a bound on
// `duration(self)` compares as a number does: agentgateway 513b1688b4 lowered
// `duration(self) >= duration('100ms')` to `duration('1ms')`, which accepts more.

const UNITS: Readonly<Record<string, bigint>> = {
  ns: 1n,
  us: 1_000n,
  µs: 1_000n,
  μs: 1_000n,
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n,
};
// µ (U+00B5) and μ (U+03BC) escaped: dist/cli-core.cjs stays ASCII (test/dist.test.ts).
const PART = /(\d*)(?:\.(\d*))?(ns|us|\u00b5s|\u03bcs|ms|s|m|h)/y;

/** The nanoseconds of Go duration text; undefined where time.ParseDuration would refuse it or it is not exact. */
export function durationNanos(text: string): bigint | undefined {
  let at = 0;
  let sign = 1n;
  if (text.startsWith('-') || text.startsWith('+')) {
    sign = text.startsWith('-') ? -1n : 1n;
    at = 1;
  }
  if (text === '0') return 0n;
  if (at >= text.length) return undefined;
  let total = 0n;
  while (at < text.length) {
    PART.lastIndex = at;
    const m = PART.exec(text);
    if (!m || m.index !== at) return undefined;
    const [, whole = '', fraction = '', unit = ''] = m;
    if (whole === '' && fraction === '') return undefined;
    const scale = UNITS[unit];
    if (scale === undefined) return undefined;
    const fractional = fraction === '' ? 0n : (BigInt(fraction) * scale) / 10n ** BigInt(fraction.length);
    // A fraction that does not come out in whole nanoseconds is not exact: not read.
    if (fraction !== '' && (BigInt(fraction) * scale) % 10n ** BigInt(fraction.length) !== 0n) return undefined;
    total += BigInt(whole === '' ? '0' : whole) * scale + fractional;
    at = PART.lastIndex;
  }
  return sign * total;
}

/** `duration('<text>')` in a rule: its nanoseconds; undefined for anything else. */
export function durationLiteral(node: unknown): bigint | undefined {
  const text = soleArgument(node, 'duration');
  return isNode(text) && text.op === 'value' && typeof text.args === 'string' ? durationNanos(text.args) : undefined;
}
