import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../src/engine/escape-regexp.js';

describe('escapeRegExp', () => {
  it('matches exactly the text it escapes, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (text, other) => {
        const exact = new RegExp(`^${escapeRegExp(text)}$`, 'u');
        expect(exact.test(text)).toBe(true);
        if (other !== text) expect(exact.test(other)).toBe(false);
      }),
    );
  });

  it('escapes every character a pattern gives a meaning', () => {
    expect(escapeRegExp('a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o')).toBe(
      'a\\.b\\*c\\+d\\?e\\^f\\$g\\{h\\}i\\(j\\)k\\|l\\[m\\]n\\\\o',
    );
  });
});
