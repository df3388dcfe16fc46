// A progress line on stderr for a long review (issue 21 item 5): a run that stays silent for
// minutes looks hung. Only on a terminal and outside CI (the caller decides); it appears once
// the run has taken DELAY_MS, so a quick run prints nothing, is rewritten at most every
// INTERVAL_MS (the review reports every file) or when another rule starts (a rule over a large
// repository can take seconds), and is erased before the report is written.

import { nowMs } from './engine/clock.js';

export interface ReviewProgress {
  /** Manifest files parsed so far (head and base sides of a change alike). */
  readonly files: number;
  /** Objects in them. */
  readonly objects: number;
  /** The rule now running over the whole repository, once the files are read. */
  readonly rule?: string;
}

export interface ProgressLine {
  readonly update: (progress: ReviewProgress) => void;
  /**
   * Draws the last progress again, or that files are being read when none came yet: called on
   * a timer, which fires while the files are read (the rules run without yielding).
   */
  readonly refresh: () => void;
  /** Erases the line, when one was drawn; safe to call more than once. */
  readonly clear: () => void;
}

export const DELAY_MS = 2000;
export const INTERVAL_MS = 100;

const ERASE_LINE = '\r\x1b[K';
const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function describeProgress(progress: ReviewProgress | undefined): string {
  if (progress === undefined) return 'reading files…';
  const read = `${plural(progress.files, 'file')} read (${plural(progress.objects, 'object')})`;
  return progress.rule === undefined ? `${read}…` : `${read}; checking ${progress.rule}…`;
}

export function progressLine(write: (text: string) => void, now: () => number = nowMs): ProgressLine {
  const started = now();
  let drawnAt: number | undefined;
  let drawnRule: string | undefined;
  let last: ReviewProgress | undefined;
  const draw = (progress: ReviewProgress | undefined): void => {
    const t = now();
    const newRule = progress?.rule !== undefined && progress.rule !== drawnRule;
    if (t - started < DELAY_MS || (drawnAt !== undefined && t - drawnAt < INTERVAL_MS && !newRule)) return;
    drawnAt = t;
    drawnRule = progress?.rule;
    write(`${ERASE_LINE}kube-api-review: ${describeProgress(progress)}`);
  };
  return {
    update(progress) {
      last = progress;
      draw(progress);
    },
    refresh() {
      draw(last);
    },
    clear() {
      if (drawnAt === undefined) return;
      drawnAt = undefined;
      write(ERASE_LINE);
    },
  };
}
