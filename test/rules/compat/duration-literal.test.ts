import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationNanos } from '../../../src/rules/compat/duration-literal.js';

describe('durationNanos', () => {
  it.each([
    ['100ms', 100_000_000n],
    ['1ms', 1_000_000n],
    ['1h30m', 5_400_000_000_000n],
    ['1.5s', 1_500_000_000n],
    ['.5m', 30_000_000_000n],
    ['-2us', -2_000n],
    ['3µs', 3_000n],
    ['0', 0n],
  ])('reads %s as time.ParseDuration does', (text, nanos) => {
    expect(durationNanos(text)).toBe(nanos);
  });

  it.each(['', '1', '1d', 'ms', '1.s5', '1 s', '--1s', '0.1ns'])('refuses %s, or reads it not exactly', (text) => {
    expect(durationNanos(text)).toBeUndefined();
  });

  it('sums the parts written, of any size', () => {
    const part = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(part, part, part, part, (h, m, s, ms) => {
        const text = `${h}h${m}m${s}s${ms}ms`;
        expect(durationNanos(text)).toBe(
          h * 3_600_000_000_000n + m * 60_000_000_000n + s * 1_000_000_000n + ms * 1_000_000n,
        );
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const n = durationNanos(text);
        expect(n === undefined || typeof n === 'bigint').toBe(true);
      }),
    );
  });
});
