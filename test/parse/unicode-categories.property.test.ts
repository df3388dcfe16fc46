import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isGoPrintable,
  isZeroWidth,
  startsWithUpperCaseLetter,
  unicodePattern,
} from '../../src/parse/unicode-categories.js';

// The tests answer ASCII without a pattern: they must answer it as the patterns would.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const UPPER_FIRST = /^\p{Lu}/u;

const character = fc.oneof(
  fc.integer({ min: 0, max: 0x7f }),
  fc.integer({ min: 0x80, max: 0x10ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff),
);

describe('unicode categories', () => {
  it('agree with the patterns on every character, ASCII or not', () => {
    fc.assert(
      fc.property(character, fc.string(), (cp, rest) => {
        const ch = String.fromCodePoint(cp);
        expect(isGoPrintable(ch)).toBe(PRINTABLE.test(ch));
        expect(isZeroWidth(ch)).toBe(ZERO_WIDTH.test(ch));
        expect(startsWithUpperCaseLetter(ch + rest)).toBe(UPPER_FIRST.test(ch + rest));
      }),
      { numRuns: 5000 },
    );
  });

  it('answer the characters that decide them', () => {
    expect([' ', '~', 'é', '\u00a0', '\u007f', '\t', '\u200b'].map(isGoPrintable)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(['\u0301', '\u200b', '\u00ad', 'a', '\u0000'].map(isZeroWidth)).toEqual([true, true, true, false, false]);
    expect(['Frob', 'frob', '_Frob', 'Ärger', 'ärger', ''].map(startsWithUpperCaseLetter)).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    const hostLetter = unicodePattern('^\\p{L}+$');
    expect([hostLetter.test('bücher'), hostLetter.test('b-1')]).toEqual([true, false]);
  });
});
