import { isUtf8 } from 'node:buffer';
import { diffLines as jsDiffLines } from 'diff';
import type { LineRange } from './change-set.js';

export interface LineDiff {
  /** Head lines added or changed. */
  readonly addedLines: readonly LineRange[];
  /** Head lines inside a hunk: the changes and CONTEXT lines around them, as `git diff -U3`. */
  readonly hunkLines: readonly LineRange[];
}

export interface DiffLimits {
  /** Edits (added + removed lines) beyond which a diff counts as a rewrite. */
  readonly maxEditLength: number;
  /** Wall-clock guard for long lines or a slow machine; maxEditLength is the usual bound. */
  readonly timeoutMs: number;
}

// Myers' algorithm costs about maxEditLength² steps when it gives up: 2,000 edits take well under
// a second on a 100,000-line rewrite, where 10,000 take over ten. Past that size a change is a
// rewrite, and the reviewer reads the whole file anyway.
export const DEFAULT_DIFF_LIMITS: DiffLimits = { maxEditLength: 2000, timeoutMs: 2000 };

/** `git diff -U3`: the hunk lines shown on the head side of a review. */
const CONTEXT = 3;

/** Lines as git and jsdiff count them: `\n` ends a line, and a last line needs no `\n`. */
export function countLines(content: Uint8Array | string): number {
  if (typeof content === 'string') {
    if (content === '') return 0;
    let n = 0;
    for (let i = content.indexOf('\n'); i !== -1; i = content.indexOf('\n', i + 1)) n++;
    return content.endsWith('\n') ? n : n + 1;
  }
  if (content.length === 0) return 0;
  let n = 0;
  for (let i = content.indexOf(0x0a); i !== -1; i = content.indexOf(0x0a, i + 1)) n++;
  return content[content.length - 1] === 0x0a ? n : n + 1;
}

/** The end of a range that runs to the end of its file, however many lines it has. */
export const END_OF_FILE = Number.MAX_SAFE_INTEGER;

/**
 * A file with no base to compare with: every line is new (an empty file has none). The lines are
 * not counted: a review of a directory reads every file as new, and counting them cost as much
 * as splitting them into documents.
 */
export function wholeFile(head: Uint8Array | string): LineDiff {
  const all = head.length === 0 ? [] : [{ start: 1, end: END_OF_FILE }];
  return { addedLines: all, hunkLines: all };
}

export function diffLines(base: string, head: string, limits: DiffLimits = DEFAULT_DIFF_LIMITS): LineDiff {
  if (base === head) return { addedLines: [], hunkLines: [] };
  const changes = jsDiffLines(base, head, { maxEditLength: limits.maxEditLength, timeout: limits.timeoutMs });
  if (changes === undefined) return wholeFile(head);

  const headLines = countLines(head);
  const added: LineRange[] = [];
  const hunks: LineRange[] = [];
  // Around a change, the hunk spans CONTEXT lines on each side; hunks whose context meets are one
  // hunk, as in git and jsdiff's structuredPatch, which is what merging touching ranges gives.
  const hunkAround = (start: number, end: number) => {
    const range = { start: Math.max(1, start - CONTEXT), end: Math.min(headLines, end + CONTEXT) };
    if (range.start <= range.end) hunks.push(range);
  };
  let line = 1; // the next head line
  for (const change of changes) {
    if (change.added) {
      added.push({ start: line, end: line + change.count - 1 });
      hunkAround(line, line + change.count - 1);
      line += change.count;
    } else if (change.removed) {
      // A deletion sits between head lines line-1 and line.
      hunkAround(line, line - 1);
    } else {
      line += change.count;
    }
  }
  return { addedLines: mergeRanges(added), hunkLines: mergeRanges(hunks) };
}

/**
 * The diff of two file contents as they come from disk or git. Line ranges need text, and a side
 * that is not valid UTF-8 has none, so the whole head counts as added: the parser reports the
 * bytes themselves (DESIGN §9), and a finding about them must be shown.
 */
export function diffContents(
  base: Uint8Array | string,
  head: Uint8Array | string,
  limits: DiffLimits = DEFAULT_DIFF_LIMITS,
): LineDiff {
  const baseText = asText(base);
  const headText = asText(head);
  if (baseText === undefined || headText === undefined) return wholeFile(head);
  return diffLines(baseText, headText, limits);
}

/** The text with its byte order mark, as git diffs it; undefined where it is not UTF-8. */
function asText(content: Uint8Array | string): string | undefined {
  if (typeof content === 'string') return content;
  const buffer = Buffer.isBuffer(content)
    ? content
    : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return isUtf8(buffer) ? buffer.toString('utf8') : undefined;
}

/** Sorted, with overlapping and adjacent ranges joined. Input must be sorted by start. */
function mergeRanges(ranges: readonly LineRange[]): LineRange[] {
  const merged: { start: number; end: number }[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end + 1) last.end = Math.max(last.end, r.end);
    else merged.push({ start: r.start, end: r.end });
  }
  return merged;
}
