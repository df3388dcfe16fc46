import { terminalSafe } from './terminal-safe.js';
import { isZeroWidth } from '../parse/unicode-categories.js';

// A compiler-style excerpt: the source line under a line-number gutter, and a caret line under
// the reported columns. Columns are UTF-16 offsets (what the parser reports); the caret line is
// laid out in terminal cells, so tabs, wide characters and combining marks stay aligned.

/** Minified JSON or a long URL fits on one line; show a window around the column instead. */
const MAX_SHOWN = 200;
const CONTEXT_BEFORE = 80;
/** Tabs are expanded to stops, not copied, so a caret can also stand under a tab. */
const TAB_STOP = 4;

/**
 * @param endColumn exclusive end on the same line; undefined when the range runs onto later
 *   lines, where one caret marks the start.
 */
export function codeFrame(source: string, line: number, column: number, endColumn: number | undefined): string[] {
  const start = codePointStart(source, Math.min(Math.max(column - 1, 0), source.length));
  const end =
    endColumn === undefined ? start : Math.max(start, codePointStart(source, Math.min(endColumn - 1, source.length)));
  let from = 0;
  let to = source.length;
  if (source.length > MAX_SHOWN) {
    from = codePointStart(source, Math.max(0, Math.min(start - CONTEXT_BEFORE, source.length - MAX_SHOWN)));
    to = codePointStart(source, Math.min(source.length, from + MAX_SHOWN));
  }

  let shown = from > 0 ? '…' : '';
  let cells = shown.length;
  let caretFrom: number | undefined;
  let caretTo: number | undefined;
  const window = source.slice(from, to);
  if (PRINTABLE_ASCII.test(window)) {
    // Nearly every line of a manifest: one cell a character and nothing to make safe, so the
    // excerpt is the text itself and the carets stand at the offsets (a broken CRD gives tens
    // of thousands of findings, each shown with its line: issue 17).
    if (start < to) caretFrom = cells + start - from;
    if (end < to) caretTo = cells + end - from;
    shown += window;
    cells += window.length;
  } else {
    for (let i = from; i < to;) {
      if (i === start) caretFrom = cells;
      if (i === end) caretTo = cells;
      const ch = String.fromCodePoint(source.codePointAt(i) ?? 0xfffd);
      if (ch === '\t') {
        const width = TAB_STOP - (cells % TAB_STOP);
        shown += ' '.repeat(width);
        cells += width;
      } else {
        const safe = terminalSafe(ch);
        shown += safe;
        cells += cellWidth(safe);
      }
      i += ch.length;
    }
  }
  caretFrom ??= cells; // the column is at or past the end of what is shown
  caretTo ??= cells;
  if (to < source.length) shown += '…';

  const gutter = String(line);
  const carets = '^'.repeat(Math.max(1, caretTo - caretFrom));
  return [`${gutter} |${shown ? ` ${shown}` : ''}`, `${' '.repeat(gutter.length)} | ${' '.repeat(caretFrom)}${carets}`];
}

/** Never split a surrogate pair: back off to the pair's first half. */
function codePointStart(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  const before = text.charCodeAt(index - 1);
  const isLow = unit >= 0xdc00 && unit <= 0xdfff;
  const isAfterHigh = before >= 0xd800 && before <= 0xdbff;
  return index > 0 && isLow && isAfterHigh ? index - 1 : index;
}

/** Characters that are each one terminal cell and never need making safe (terminal-safe.ts). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

// East Asian Wide and Fullwidth blocks and the emoji planes: terminals give these two cells.
// An approximation of wcwidth, enough to keep carets under the right character.
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

function cellWidth(ch: string): number {
  if (isZeroWidth(ch)) return 0;
  const cp = ch.codePointAt(0) ?? 0;
  return WIDE.some(([lo, hi]) => cp >= lo && cp <= hi) ? 2 : 1;
}
