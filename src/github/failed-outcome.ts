import { describeFailure, statusOf } from './octokit.js';
import type { ReportOutcome, ReporterName } from './reporter.js';

/**
 * A reporter's outcome when a GitHub call failed. A fork's read-only token gets 403 "Resource not
 * accessible by integration", and reviewdog treats 404 the same way (spec/github.md §2.5): both
 * are `forbidden`, so the caller falls back to outputs that need no token.
 */
export function failedOutcome(reporter: ReporterName, error: unknown, doing: string): ReportOutcome {
  const status = statusOf(error);
  return {
    reporter,
    status: status === 403 || status === 404 ? 'forbidden' : 'failed',
    detail: `${doing}: ${describeFailure(error)}`,
  };
}
