import type { Placed } from '../engine/filter.js';

// The reporter contract (STYLE §3, after reviewdog's BulkCommentService): add() buffers and does
// no I/O; flush() sends everything and reports how it went. GitHub faults come back in the
// outcome, never thrown, so one failed reporter costs its own output and nothing else.

export type ReporterName = 'review' | 'check' | 'summary' | 'annotations';

export interface ReportOutcome {
  readonly reporter: ReporterName;
  /**
   * `forbidden`: the token cannot write here (403: a fork's read-only token), so the caller
   * falls back to outputs that need no token; `failed`: anything else went wrong.
   */
  readonly status: 'done' | 'skipped' | 'forbidden' | 'failed';
  /** One line for the log; never holds the token. */
  readonly detail: string;
}

export interface Reporter {
  add(item: Placed): void;
  flush(): Promise<ReportOutcome>;
}
