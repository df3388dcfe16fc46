import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { withPunctuationRangesLiteral } from '../../../src/rules/compat/punctuation-ranges.js';

// A character class's range between two punctuation characters read as the dash it was meant to
// be (punctuation-ranges.ts).

describe('withPunctuationRangesLiteral', () => {
  it.each([
    // argo-workflows' cron schedules.
    ['^[0-9*,/-?]+$', String.raw`^[0-9*,/\-?]+$`],
    [String.raw`^[\/-?]$`, String.raw`^[\/\-?]$`],
    ['^[^+-.]x$', String.raw`^[^+\-.]x$`],
    // Ranges of letters and digits, or from one to punctuation, are ranges on purpose.
    ['^[a-z0-9]+$', '^[a-z0-9]+$'],
    ['^[0-?]$', '^[0-?]$'],
    // A dash first or last is a dash already; a range outside a class is no range.
    ['^[-/?]$', '^[-/?]$'],
    ['^[/?-]$', '^[/?-]$'],
    ['^/-?$', '^/-?$'],
    ['^[]-/]$', String.raw`^[]\-/]$`],
    ['^[[:alpha:]-/]$', '^[[:alpha:]-/]$'],
  ])('%s reads as %s', (pattern, literal) => {
    expect(withPunctuationRangesLiteral(pattern)).toBe(literal);
  });

  it('returns the pattern itself when it has no such range', () => {
    const pattern = '^[a-z]+$';
    expect(withPunctuationRangesLiteral(pattern)).toBe(pattern);
  });

  // Against RE2: the rewritten class matches a range's two ends and a dash, and nothing the range
  // held in between; what the class held otherwise, it still holds.
  it('matches what the class meant: the ends and a dash, not the characters between', () => {
    const punctuation = fc.constantFrom(...'!#%&*+,./:;<=>?@_~'.split(''));
    fc.assert(
      fc.property(punctuation, punctuation, fc.constantFrom('a', '0', '', 'x-z'), (from, to, more) => {
        fc.pre(from.charCodeAt(0) < to.charCodeAt(0));
        const pattern = `^[${more}${from}-${to}]$`;
        const meant = RE2JS.compile(withPunctuationRangesLiteral(pattern));
        const rest = more === '' ? undefined : RE2JS.compile(`^[${more}]$`);
        for (const c of [from, to, '-']) expect(meant.matcher(c).find()).toBe(true);
        for (let code = from.charCodeAt(0) + 1; code < to.charCodeAt(0); code++) {
          const c = String.fromCharCode(code);
          if (c === '-' || rest?.matcher(c).find()) continue;
          expect(meant.matcher(c).find()).toBe(false);
        }
        if (more === 'a' || more === '0') expect(meant.matcher(more).find()).toBe(true);
      }),
    );
  });
});
