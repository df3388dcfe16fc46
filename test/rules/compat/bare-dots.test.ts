import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withBareDotsEscaped } from '../../../src/rules/compat/bare-dots.js';

// A pattern's lone dots read as the literal dots they were meant to be (bare-dots.ts).

describe('withBareDotsEscaped', () => {
  it.each([
    [String.raw`^\d{1,3}.\d{1,3}$`, String.raw`^\d{1,3}\.\d{1,3}$`],
    ['^v[0-9]+.[0-9]+$', String.raw`^v[0-9]+\.[0-9]+$`],
    // Quantified dots are wildcards; escaped dots and dots in classes are dots already.
    ['^.+$', '^.+$'],
    ['^a.*b.?c.{2}$', '^a.*b.?c.{2}$'],
    [String.raw`^a\.b$`, String.raw`^a\.b$`],
    ['^[a-z.]+$', '^[a-z.]+$'],
    ['^[].]x$', '^[].]x$'],
    [String.raw`^[\].]x.y$`, String.raw`^[\].]x\.y$`],
    ['^[[:alpha:].]x.y$', String.raw`^[[:alpha:].]x\.y$`],
    [String.raw`^a\\.b$`, String.raw`^a\\\.b$`],
  ])('%s reads as %s', (pattern, escaped) => {
    expect(withBareDotsEscaped(pattern)).toBe(escaped);
  });

  it('returns the pattern itself when it has no lone dot', () => {
    const pattern = '^[a-z]+$';
    expect(withBareDotsEscaped(pattern)).toBe(pattern);
  });

  it('changes nothing but lone dots, each into an escaped one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z.\\[\]*+?{}^$]{0,30}$/), (pattern) => {
        const escaped = withBareDotsEscaped(pattern);
        expect(escaped.replaceAll('\\.', '.').replaceAll('\\', '')).toBe(
          pattern.replaceAll('\\.', '.').replaceAll('\\', ''),
        );
        // Escaped dots, counted past escaped backslashes: in `\\.` the dot is a lone one.
        const escapedDots = (p: string) => (p.replaceAll('\\\\', '').match(/\\\./g) ?? []).length;
        expect(escaped.length - pattern.length).toBe(escapedDots(escaped) - escapedDots(pattern));
      }),
    );
  });
});
