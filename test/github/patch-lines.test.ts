import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommentable, parsePatchLines } from '../../src/github/patch-lines.js';

describe('parsePatchLines', () => {
  it('reads added and context lines of each hunk on the head side', () => {
    const patch = ['@@ -1,3 +1,4 @@', ' a', '-b', '+B', '+C', ' d', '@@ -10,2 +11,2 @@ spec:', ' x', '-y', '+Y'].join(
      '\n',
    );
    expect(parsePatchLines(patch)).toEqual({
      hunkLines: [
        { start: 1, end: 4 },
        { start: 11, end: 12 },
      ],
      addedLines: [
        { start: 2, end: 3 },
        { start: 12, end: 12 },
      ],
    });
  });

  it('reads a new file and ignores "no newline" markers', () => {
    expect(parsePatchLines('@@ -0,0 +1,2 @@\n+a\n+b\n\\ No newline at end of file')).toEqual({
      hunkLines: [{ start: 1, end: 2 }],
      addedLines: [{ start: 1, end: 2 }],
    });
  });

  it('has no head lines for a removal', () => {
    expect(parsePatchLines('@@ -1,2 +0,0 @@\n-a\n-b')).toEqual({ hunkLines: [], addedLines: [] });
  });

  it('stops a hunk at its stated length', () => {
    expect(parsePatchLines('@@ -1 +1 @@\n-a\n+b\n+c').addedLines).toEqual([{ start: 1, end: 1 }]);
  });

  it('never claims a line outside a hunk header range, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('@@ -1,2 +3,2 @@', ' x', '+y', '-z', '\\ n', ''), fc.string()), {
          maxLength: 30,
        }),
        (lines) => {
          const { hunkLines, addedLines } = parsePatchLines(lines.join('\n'));
          for (const r of addedLines) expect(isCommentable(hunkLines, r.start, r.end)).toBe(true);
        },
      ),
    );
  });
});

describe('isCommentable', () => {
  const hunks = [
    { start: 1, end: 4 },
    { start: 11, end: 12 },
  ];
  it.each([
    [1, 1, true],
    [2, 4, true],
    [4, 11, false],
    [5, 5, false],
    [12, 13, false],
  ])('lines %i..%i: %s', (start, end, want) => {
    expect(isCommentable(hunks, start, end)).toBe(want);
  });
});
