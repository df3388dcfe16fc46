import { structuredPatch } from 'diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineRange } from '../../src/sources/change-set.js';
import { countLines, diffContents, diffLines, END_OF_FILE, wholeFile } from '../../src/sources/line-diff.js';

const lines = (...ls: string[]) => ls.map((l) => `${l}\n`).join('');
const numbered = (n: number, change: Record<number, string> = {}, drop: readonly number[] = []) =>
  lines(
    ...Array.from({ length: n }, (_, i) => i + 1)
      .filter((i) => !drop.includes(i))
      .map((i) => change[i] ?? `line ${i}`),
  );

describe('diffLines', () => {
  it.each([
    { name: 'identical texts', base: numbered(10), head: numbered(10), added: [], hunks: [] },
    {
      name: 'one changed line: 3 lines of context each side',
      base: numbered(10),
      head: numbered(10, { 5: 'five' }),
      added: [{ start: 5, end: 5 }],
      hunks: [{ start: 2, end: 8 }],
    },
    {
      name: 'a line appended',
      base: numbered(5),
      head: numbered(6),
      added: [{ start: 6, end: 6 }],
      hunks: [{ start: 3, end: 6 }],
    },
    {
      name: 'a deletion adds nothing; its context is the hunk',
      base: numbered(10),
      head: numbered(10, {}, [5]),
      added: [],
      hunks: [{ start: 2, end: 7 }],
    },
    {
      name: 'a deletion at the start',
      base: numbered(10),
      head: numbered(10, {}, [1]),
      added: [],
      hunks: [{ start: 1, end: 3 }],
    },
    {
      name: 'six unchanged lines between changes: one hunk, as git',
      base: numbered(20),
      head: numbered(20, { 2: 'x', 9: 'y' }),
      added: [
        { start: 2, end: 2 },
        { start: 9, end: 9 },
      ],
      hunks: [{ start: 1, end: 12 }],
    },
    {
      name: 'seven unchanged lines between changes: two hunks',
      base: numbered(20),
      head: numbered(20, { 2: 'x', 10: 'y' }),
      added: [
        { start: 2, end: 2 },
        { start: 10, end: 10 },
      ],
      hunks: [
        { start: 1, end: 5 },
        { start: 7, end: 13 },
      ],
    },
    {
      name: 'adjacent changed lines form one range',
      base: numbered(10),
      head: numbered(10, { 4: 'a', 5: 'b', 6: 'c' }),
      added: [{ start: 4, end: 6 }],
      hunks: [{ start: 1, end: 9 }],
    },
    {
      name: 'empty base: all added',
      base: '',
      head: lines('a', 'b'),
      added: [{ start: 1, end: 2 }],
      hunks: [{ start: 1, end: 2 }],
    },
    { name: 'empty head: nothing to point at', base: lines('a', 'b'), head: '', added: [], hunks: [] },
    {
      name: 'a newline added at the end changes the last line, as in git',
      base: 'a\nb',
      head: 'a\nb\n',
      added: [{ start: 2, end: 2 }],
      hunks: [{ start: 1, end: 2 }],
    },
    {
      name: 'CRLF to LF changes every line',
      base: 'a\r\nb\r\n',
      head: 'a\nb\n',
      added: [{ start: 1, end: 2 }],
      hunks: [{ start: 1, end: 2 }],
    },
  ])('$name', ({ base, head, added, hunks }) => {
    expect(diffLines(base, head)).toEqual({ addedLines: added, hunkLines: hunks });
  });

  it('gives up past maxEditLength and counts the whole head as added', () => {
    expect(
      diffLines(numbered(10), numbered(10, { 2: 'x', 5: 'y', 8: 'z' }), { maxEditLength: 2, timeoutMs: 10_000 }),
    ).toEqual({
      addedLines: [{ start: 1, end: END_OF_FILE }],
      hunkLines: [{ start: 1, end: END_OF_FILE }],
    });
  });

  it('stays bounded on a rewrite of a 5 MB file', () => {
    const file = (seed: string) =>
      Array.from({ length: 100_000 }, (_, i) => `${seed}-${i}: ${'x'.repeat(40)}\n`).join('');
    const started = performance.now();
    const diff = diffLines(file('base'), file('head'));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(diff).toEqual({ addedLines: [{ start: 1, end: END_OF_FILE }], hunkLines: [{ start: 1, end: END_OF_FILE }] });
  });
});

describe('diffContents', () => {
  it('diffs valid UTF-8 bytes by line', () => {
    const enc = new TextEncoder();
    expect(diffContents(enc.encode(numbered(4)), enc.encode(numbered(4, { 4: 'vier' })))).toEqual({
      addedLines: [{ start: 4, end: 4 }],
      hunkLines: [{ start: 1, end: 4 }],
    });
  });

  it.each([
    { name: 'head is not UTF-8', base: Uint8Array.from([0x61, 0x0a]), head: Uint8Array.from([0x61, 0x0a, 0xff, 0x0a]) },
    {
      name: 'base is not UTF-8',
      base: Uint8Array.from([0xc3, 0x28, 0x0a]),
      head: Uint8Array.from([0x61, 0x0a, 0x62, 0x0a]),
    },
  ])('counts the whole head as added when the $name', ({ base, head }) => {
    expect(diffContents(base, head)).toEqual(wholeFile(head));
    expect(diffContents(base, head).addedLines).toEqual([{ start: 1, end: END_OF_FILE }]);
  });
});

describe('countLines', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['a\n', 1],
    ['a\nb', 2],
    ['\n\n', 2],
    ['a\r\nb\r\n', 2],
  ])('%j has %i lines, as text and as bytes', (text, n) => {
    expect(countLines(text)).toBe(n);
    expect(countLines(new TextEncoder().encode(text))).toBe(n);
  });
});

// Small alphabets make texts that share lines, so the diff has common runs to find.
const text = fc
  .tuple(fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 40 }), fc.boolean())
  .map(([ls, finalNewline]) => ls.join('\n') + (finalNewline && ls.length > 0 ? '\n' : ''));

/** Lines as jsdiff compares them: with their line break, the last one possibly without. */
const tokens = (s: string): string[] => s.match(/[^\n]*\n|[^\n]+$/g) ?? [];

const expand = (ranges: readonly LineRange[]): number[] =>
  ranges.flatMap((r) => Array.from({ length: r.end - r.start + 1 }, (_, i) => r.start + i));

const isSubsequence = (needles: readonly string[], haystack: readonly string[]): boolean => {
  let j = 0;
  for (const n of needles) {
    while (j < haystack.length && haystack[j] !== n) j++;
    if (j === haystack.length) return false;
    j++;
  }
  return true;
};

describe('diffLines properties', () => {
  it('puts every added and hunk line within head, in sorted, disjoint ranges', () => {
    fc.assert(
      fc.property(text, text, (base, head) => {
        const { addedLines, hunkLines } = diffLines(base, head);
        const n = countLines(head);
        for (const ranges of [addedLines, hunkLines]) {
          for (const [i, r] of ranges.entries()) {
            expect(r.start).toBeGreaterThanOrEqual(1);
            expect(r.end).toBeLessThanOrEqual(n);
            expect(r.start).toBeLessThanOrEqual(r.end);
            if (i > 0) expect(r.start).toBeGreaterThan((ranges[i - 1]?.end ?? 0) + 1);
          }
        }
      }),
    );
  });

  it('leaves head lines outside addedLines that appear in base in the same order', () => {
    fc.assert(
      fc.property(text, text, (base, head) => {
        const added = new Set(expand(diffLines(base, head).addedLines));
        const kept = tokens(head).filter((_, i) => !added.has(i + 1));
        expect(isSubsequence(kept, tokens(base))).toBe(true);
      }),
    );
  });

  it('places every added line inside a hunk', () => {
    fc.assert(
      fc.property(text, text, (base, head) => {
        const { addedLines, hunkLines } = diffLines(base, head);
        const inHunk = new Set(expand(hunkLines));
        expect(expand(addedLines).filter((l) => !inHunk.has(l))).toEqual([]);
      }),
    );
  });

  it('gives no ranges for identical texts', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(diffLines(t, t)).toEqual({ addedLines: [], hunkLines: [] });
      }),
    );
  });

  it('agrees with the head side of jsdiff structuredPatch with 3 lines of context', () => {
    fc.assert(
      fc.property(text, text, (base, head) => {
        const patch = structuredPatch('a', 'b', base, head, undefined, undefined, { context: 3 });
        const added: number[] = [];
        const hunk: number[] = [];
        for (const h of patch.hunks) {
          if (h.newLines > 0) hunk.push(...expand([{ start: h.newStart, end: h.newStart + h.newLines - 1 }]));
          let line = h.newStart;
          for (const l of h.lines) {
            if (l.startsWith('+')) added.push(line++);
            else if (l.startsWith(' ')) line++;
          }
        }
        const ours = diffLines(base, head);
        expect(expand(ours.addedLines)).toEqual(added);
        expect(expand(ours.hunkLines)).toEqual([...new Set(hunk)].sort((x, y) => x - y));
      }),
    );
  });
});
