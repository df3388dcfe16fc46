import type { Placed } from '../engine/filter.js';
import type { AnnotationsReporter } from './annotations-reporter.js';
import type { JobSummaryReporter } from './job-summary-reporter.js';
import type { Reporter, ReportOutcome } from './reporter.js';

// Runs the selected reporters and owns the fallback (STYLE §3: the loop never branches on forks):
// when the token cannot write a review or a check run (a fork's read-only token, 403), or GitHub
// fails it, the findings go out as workflow-command annotations and the full job summary instead,
// said once. The exit status is the caller's and does not change.

export interface GitHubReporters {
  /** review and check, in that order, as selected by the `reporters` input. */
  readonly writers: readonly Reporter[];
  /** Written when selected, and always when a writer could not post. */
  readonly summary: JobSummaryReporter;
  readonly summarySelected: boolean;
  readonly fallback: AnnotationsReporter;
  readonly log: (message: string) => void;
}

export async function reportToGitHub(placed: readonly Placed[], reporters: GitHubReporters): Promise<ReportOutcome[]> {
  const { writers, summary, fallback, log } = reporters;
  for (const item of placed) {
    for (const w of writers) w.add(item);
    summary.add(item);
    fallback.add(item);
  }
  const outcomes: ReportOutcome[] = [];
  for (const w of writers) outcomes.push(await settle(w));
  const unposted = outcomes.filter((o) => o.status === 'forbidden' || o.status === 'failed');
  if (unposted.length > 0) {
    const readOnly = unposted.some((o) => o.status === 'forbidden');
    const why = readOnly
      ? 'The token cannot write reviews or check runs here (a pull request from a fork gets a read-only token)'
      : `GitHub did not accept the ${unposted.map((o) => o.reporter).join(' and ')}`;
    const message = `${why}: the findings are reported as annotations and in the job summary instead.`;
    log(message);
    summary.note(message);
    outcomes.push(await settle(fallback));
  }
  if (reporters.summarySelected || unposted.length > 0) outcomes.push(await settle(summary));
  return outcomes;
}

/** flush() must not throw (STYLE §3); should one do so anyway, it costs that reporter only. */
async function settle(r: Reporter): Promise<ReportOutcome> {
  try {
    return await r.flush();
  } catch (error) {
    return { reporter: 'annotations', status: 'failed', detail: `internal error: ${error instanceof Error ? error.message : String(error)}` };
  }
}
