import type { LineRange } from '../sources/change-set.js';

// The head lines GitHub accepts review comments on, read from GitHub's own `patch` of a file
// (pulls/{n}/files). A review with one comment outside these lines is refused whole with 422
// "line must be part of the diff" (spec/github.md §2.1), so they are known before posting.

export interface PatchLines {
  /** RIGHT-side lines inside a hunk: added lines and their context; comments may go here. */
  readonly hunkLines: readonly LineRange[];
  /** RIGHT-side lines the patch adds. */
  readonly addedLines: readonly LineRange[];
}

const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;

/**
 * Parses a unified diff body as GitHub sends it (hunks only, no file headers). Malformed input
 * gives what was read up to the fault: fewer commentable lines, never a wrong one.
 */
export function parsePatchLines(patch: string): PatchLines {
  const hunks: LineRange[] = [];
  const added: LineRange[] = [];
  let line = 0; // the next head line; 0 outside a hunk
  let remaining = 0; // head lines still expected in this hunk
  for (const text of patch.split('\n')) {
    const header = HUNK_HEADER.exec(text);
    if (header) {
      line = Number(header[1]);
      remaining = header[2] === undefined ? 1 : Number(header[2]);
      if (remaining > 0) push(hunks, line, line + remaining - 1);
      continue;
    }
    if (line === 0 || text.startsWith('\\')) continue; // "\ No newline at end of file"
    if (text.startsWith('-')) continue; // a base line: no head line
    if (remaining <= 0) {
      line = 0; // past the hunk's stated length: wait for the next header
      continue;
    }
    if (text.startsWith('+')) push(added, line, line);
    else if (!text.startsWith(' ') && text !== '') {
      line = 0;
      continue;
    }
    line += 1;
    remaining -= 1;
  }
  return { hunkLines: merge(hunks), addedLines: merge(added) };
}

function push(ranges: LineRange[], start: number, end: number): void {
  ranges.push({ start, end });
}

function merge(ranges: readonly LineRange[]): LineRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end + 1) last.end = Math.max(last.end, r.end);
    else out.push({ start: r.start, end: r.end });
  }
  return out;
}

/** Whether every line of start..end can carry a review comment. */
export function isCommentable(ranges: readonly LineRange[], start: number, end: number): boolean {
  // A multi-line comment must also lie within one hunk (422 "start line must be part of the same hunk").
  return ranges.some((r) => r.start <= start && end <= r.end);
}
