import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../src/report/code-frame.js';

// The excerpt under a finding in the text report. Lines of printable ASCII (nearly every
// manifest line) are laid out as the text itself; the others character by character
// (test/report/text.test.ts holds the tabs, wide characters and unsafe ones).

const printable = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength, maxLength });

/** A source line with a column on it (or just past its end) and an end at or after it, or none. */
const lineWithRange = (minLength: number, maxLength: number) =>
  printable(minLength, maxLength).chain((source) =>
    fc.integer({ min: 1, max: source.length + 1 }).chain((column) =>
      fc.record({
        source: fc.constant(source),
        column: fc.constant(column),
        endColumn: fc.option(fc.integer({ min: column, max: source.length + 1 }), { nil: undefined }),
      }),
    ),
  );

describe('codeFrame', () => {
  it('shows a printable ASCII line of up to 200 characters as it is, carets under the columns', () => {
    fc.assert(
      fc.property(lineWithRange(0, 200), ({ source, column, endColumn }) => {
        const width = Math.max(1, (endColumn ?? column) - column);
        expect(codeFrame(source, 7, column, endColumn)).toEqual([
          source === '' ? '7 |' : `7 | ${source}`,
          `  | ${' '.repeat(column - 1)}${'^'.repeat(width)}`,
        ]);
      }),
    );
  });

  it('puts the carets of a longer line under the characters of the range, in a window of 200', () => {
    fc.assert(
      fc.property(lineWithRange(201, 600), ({ source, column, endColumn }) => {
        fc.pre(column <= source.length);
        const [sourceLine = '', caretLine = ''] = codeFrame(source, 7, column, endColumn);
        const shown = sourceLine.slice('7 | '.length);
        expect(shown.replace(/^…/, '').replace(/…$/, '').length).toBe(200);
        const at = caretLine.indexOf('^');
        const carets = caretLine.length - at;
        expect(caretLine.slice(at)).toBe('^'.repeat(carets));
        expect(sourceLine.slice(at, at + carets)).toBe(source.slice(column - 1, column - 1 + carets));
        expect(carets).toBe(
          Math.max(1, Math.min((endColumn ?? column) - column, sourceLine.length - at - (shown.endsWith('…') ? 1 : 0))),
        );
      }),
    );
  });

  it('lays out the window of a long line as its text when only the part outside it is not ASCII', () => {
    // A tab at the start, a wide character at the end: both outside the 200 characters shown.
    const source = `\t${'a'.repeat(150)}KEY${'b'.repeat(150)}日本`;
    expect(codeFrame(source, 3, 152, 155)).toEqual([
      `3 | …${'a'.repeat(80)}KEY${'b'.repeat(117)}…`,
      `  | ${' '.repeat(81)}^^^`,
    ]);
  });

  it('lays out a window that holds a tab cell by cell', () => {
    const source = `${'a'.repeat(150)}\tKEY${'b'.repeat(150)}`;
    // The window starts at offset 71; the tab at offset 150 stands at cell 80 of the excerpt
    // (after the ellipsis) and runs to the next stop of 4, cell 84.
    expect(codeFrame(source, 3, 152, 155)).toEqual([
      `3 | …${'a'.repeat(79)}    KEY${'b'.repeat(117)}…`,
      `  | ${' '.repeat(84)}^^^`,
    ]);
  });
});
