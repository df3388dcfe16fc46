import type { Placed } from '../engine/filter.js';
import type { AnnotationsReporter } from './annotations-reporter.js';
import type { JobSummaryReporter } from './job-summary-reporter.js';
import type { Reporter, ReportOutcome, ReporterName } from './reporter.js';

// Runs the selected reporters and owns the fallback (STYLE §3: the loop never branches on forks):
// when the token cannot write a review or a check run (a fork's read-only token, 403), or GitHub
// fails it, the findings go out as workflow-command annotations and the full job summary instead,
// said once. A read-only token is how forks work, so that fallback is the delivery; a write GitHub
// failed is not, and comes back as `undelivered` for the caller to fail the run with (issue 18):
// a review nobody saw is not a pass.

export interface GitHubReporters {
  /** review and check, in that order, as selected by the `reporters` input. */
  readonly writers: readonly Reporter[];
  /** Written when selected, and always when a writer could not post. */
  readonly summary: JobSummaryReporter;
  readonly summarySelected: boolean;
  readonly fallback: AnnotationsReporter;
  readonly log: (message: string) => void;
}

export interface GitHubReport {
  readonly outcomes: readonly ReportOutcome[];
  /** What GitHub failed to take (not a read-only token), in one sentence; undefined when all went out. */
  readonly undelivered?: string;
}

const WHAT: Readonly<Record<ReporterName, string>> = {
  review: 'the review',
  check: 'the check run',
  summary: 'the job summary',
  annotations: 'the annotations',
};

export async function reportToGitHub(placed: readonly Placed[], reporters: GitHubReporters): Promise<GitHubReport> {
  const { writers, summary, fallback, log } = reporters;
  for (const item of placed) {
    for (const w of writers) w.add(item);
    summary.add(item);
    fallback.add(item);
  }
  const outcomes: ReportOutcome[] = [];
  for (const w of writers) outcomes.push(await settle(w));
  const forbidden = outcomes.filter((o) => o.status === 'forbidden');
  const failed = outcomes.filter((o) => o.status === 'failed');
  const undelivered = failed.length === 0 ? undefined : undeliveredSentence(failed);
  if (forbidden.length > 0) {
    const message =
      'The token cannot write reviews or check runs here (a pull request from a fork gets a read-only token): ' +
      'the findings are reported as annotations and in the job summary instead.';
    log(message);
    summary.note(message);
  }
  // The caller fails the run with the same sentence; the summary is where readers look for why.
  if (undelivered) summary.note(undelivered);
  if (forbidden.length > 0 || failed.length > 0) outcomes.push(await settle(fallback));
  if (reporters.summarySelected || forbidden.length > 0 || failed.length > 0) outcomes.push(await settle(summary));
  return { outcomes, ...(undelivered ? { undelivered } : {}) };
}

function undeliveredSentence(failed: readonly ReportOutcome[]): string {
  const what = failed.map((o) => `${WHAT[o.reporter]} (${o.detail})`).join(' and ');
  return `Not delivered: GitHub did not accept ${what}. The findings are in this job summary and in the annotations of the run instead; re-run the job to deliver them.`;
}

/** flush() must not throw (STYLE §3); should one do so anyway, it costs that reporter only. */
async function settle(r: Reporter): Promise<ReportOutcome> {
  try {
    return await r.flush();
  } catch (error) {
    return {
      reporter: 'annotations',
      status: 'failed',
      detail: `internal error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
