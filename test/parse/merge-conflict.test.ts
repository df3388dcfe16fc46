import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflictMarkerIn } from '../../src/parse/merge-conflict.js';

describe('conflictMarkerIn', () => {
  it('finds the first marker line, ours or theirs, and no other line', () => {
    expect(conflictMarkerIn('a: 1\n>>>>>>> main\n<<<<<<< HEAD\n')).toEqual({ text: '>>>>>>> main', lineIndex: 1 });
    expect(conflictMarkerIn('a: 1\r\n<<<<<<<\r\n')).toEqual({ text: '<<<<<<<', lineIndex: 1 });
    expect(conflictMarkerIn('=======\n  <<<<<<< HEAD\n<<<<<<<< eight\nx: <<<<<<< y\n')).toBeUndefined();
  });

  it('names a line of the text that is the marker it reports', () => {
    const line = fc.oneof(
      fc.constantFrom('<<<<<<< HEAD', '>>>>>>> b', '=======', 'a: b', ''),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const text = lines.join('\n');
        const found = conflictMarkerIn(text);
        if (found) expect(text.split('\n')[found.lineIndex]?.replace(/\r$/, '')).toBe(found.text);
        else expect(text.split('\n').some((l) => /^(?:<{7}|>{7})(?: .*)?$/.test(l))).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
