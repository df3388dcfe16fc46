// A progress line on stderr for a long review (issue 21 item 5): a run that stays silent for
// minutes looks hung. Only on a terminal and outside CI (the caller decides); it appears once
// the run has taken DELAY_MS, so a quick run prints nothing, is rewritten at most every
// INTERVAL_MS (the review calls it for every file), and is erased before the report is written.

export interface ReviewProgress {
  /** Manifest files parsed so far (head and base sides of a change alike). */
  readonly files: number;
  /** Objects in them. */
  readonly objects: number;
}

export interface ProgressLine {
  readonly update: (progress: ReviewProgress) => void;
  /** Erases the line, when one was drawn; safe to call more than once. */
  readonly clear: () => void;
}

export const DELAY_MS = 2000;
export const INTERVAL_MS = 100;

const ERASE_LINE = '\r\x1b[K';
const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function progressLine(write: (text: string) => void, now: () => number = () => performance.now()): ProgressLine {
  const started = now();
  let drawnAt: number | undefined;
  return {
    update(progress) {
      const t = now();
      if (t - started < DELAY_MS || (drawnAt !== undefined && t - drawnAt < INTERVAL_MS)) return;
      drawnAt = t;
      write(`${ERASE_LINE}kube-api-review: ${plural(progress.files, 'file')} read, ${plural(progress.objects, 'object')} checked…`);
    },
    clear() {
      if (drawnAt === undefined) return;
      drawnAt = undefined;
      write(ERASE_LINE);
    },
  };
}
