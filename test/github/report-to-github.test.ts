import { describe, expect, it } from 'vitest';
import { AnnotationsReporter } from '../../src/github/annotations-reporter.js';
import { JobSummaryReporter, MAX_SUMMARY_BYTES } from '../../src/github/job-summary-reporter.js';
import { reportToGitHub } from '../../src/github/report-to-github.js';
import type { Reporter, ReportOutcome } from '../../src/github/reporter.js';
import { finding, placed } from './findings.js';

// The fallback for read-only tokens (spec/github.md §2.5): annotations, most severe first, and the
// full job summary, said once; the job summary within its 1 MiB cap.

const fixed = (outcome: Omit<ReportOutcome, 'detail'>): Reporter & { added: number } => {
  const r = {
    added: 0,
    add: () => void (r.added += 1),
    flush: () => Promise.resolve({ ...outcome, detail: 'x' }),
  };
  return r;
};

function setup() {
  const out: string[] = [];
  const written: string[] = [];
  const logs: string[] = [];
  const summary = new JobSummaryReporter({
    render: (shown, _max, notes) => `${notes.map((n) => `> ${n}\n`).join('')}${shown.length} shown\n`,
    write: (t) => Promise.resolve(void written.push(t)),
  });
  const fallback = new AnnotationsReporter({ write: (t) => void out.push(t), rules: [] });
  return { out, written, logs, summary, fallback, log: (m: string) => void logs.push(m) };
}

describe('reportToGitHub', () => {
  it('falls back to annotations and the job summary when the token is read-only, saying so once', async () => {
    const s = setup();
    const items = [placed(finding(1, { severity: 'notice' })), placed(finding(2)), placed(finding(3), false)];
    const { outcomes, undelivered } = await reportToGitHub(items, {
      writers: [fixed({ reporter: 'review', status: 'forbidden' }), fixed({ reporter: 'check', status: 'forbidden' })],
      summary: s.summary,
      summarySelected: false,
      fallback: s.fallback,
      log: s.log,
    });
    expect(outcomes.map((o) => [o.reporter, o.status])).toEqual([
      ['review', 'forbidden'],
      ['check', 'forbidden'],
      ['annotations', 'done'],
      ['summary', 'done'],
    ]);
    expect(s.logs).toEqual([
      'The token cannot write reviews or check runs here (a pull request from a fork gets a read-only token): the findings are reported as annotations and in the job summary instead.',
    ]);
    // Most severe first: the runner shows only 10 per level.
    expect(
      s.out
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.slice(0, l.indexOf(' '))),
    ).toEqual(['::error', '::notice']);
    expect(s.written[0]).toContain('> The token cannot write reviews or check runs here');
    // A read-only token is how forks work: the fallback is the delivery, and nothing is undelivered.
    expect(undelivered).toBeUndefined();
  });

  it('says what GitHub did not accept, in the job summary and to the caller, and still falls back', async () => {
    const s = setup();
    const review: Reporter = {
      add: () => undefined,
      flush: () =>
        Promise.resolve({ reporter: 'review', status: 'failed', detail: 'posting the review: HTTP 500: boom' }),
    };
    const check: Reporter = {
      add: () => undefined,
      flush: () =>
        Promise.resolve({ reporter: 'check', status: 'failed', detail: 'creating the check run: HTTP 500: boom' }),
    };
    const { outcomes, undelivered } = await reportToGitHub([placed(finding(1, { severity: 'warning' }))], {
      writers: [review, check],
      summary: s.summary,
      summarySelected: false,
      fallback: s.fallback,
      log: s.log,
    });
    const sentence =
      'Not delivered: GitHub did not accept the review (posting the review: HTTP 500: boom) and the check run (creating the check run: HTTP 500: boom). ' +
      'The findings are in this job summary and in the annotations of the run instead; re-run the job to deliver them.';
    expect(undelivered).toBe(sentence);
    expect(outcomes.map((o) => [o.reporter, o.status])).toEqual([
      ['review', 'failed'],
      ['check', 'failed'],
      ['annotations', 'done'],
      ['summary', 'done'],
    ]);
    expect(s.written[0]?.startsWith(`> ${sentence}\n`)).toBe(true);
    expect(s.out.join('')).toMatch(/^::warning /);
    expect(s.logs).toEqual([]);
  });

  it('writes only what was selected when the writers succeed', async () => {
    const s = setup();
    const check = fixed({ reporter: 'check', status: 'done' });
    const { outcomes } = await reportToGitHub([placed(finding(1))], {
      writers: [check],
      summary: s.summary,
      summarySelected: false,
      fallback: s.fallback,
      log: s.log,
    });
    expect(outcomes.map((o) => o.reporter)).toEqual(['check']);
    expect(check.added).toBe(1);
    expect(s.out).toEqual([]);
    expect(s.written).toEqual([]);
  });
});

describe('JobSummaryReporter', () => {
  it('hands the notes to the report, folds a count by rule with docs links below it, and skips without a summary file', async () => {
    const summary = new JobSummaryReporter({
      render: (shown, _max, notes) => `${shown.length} findings; notes: ${notes.join(' / ')}\n`,
      write: () => Promise.reject(new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY.')),
    });
    summary.add(placed(finding(1)));
    summary.add(placed(finding(2)));
    summary.note('config changed');
    summary.note('config changed');
    summary.note('not delivered');
    expect(summary.markdown()).toBe(
      '2 findings; notes: config changed / not delivered\n\n<details><summary>Findings by rule</summary>\n\n| Rule | Severity | Findings |\n| --- | --- | ---: |\n| [approval/invalid](https://github.com/kube-api-review/kube-api-review/blob/main/docs/rules/approval/invalid.md) | error | 2 |\n\n</details>\n',
    );
    expect((await summary.flush()).status).toBe('skipped');
  });

  it('stays under 1 MiB however many findings there are', () => {
    const summary = new JobSummaryReporter({ render: (_s, max) => 'é'.repeat(max), write: () => Promise.resolve() });
    summary.add(placed(finding(1)));
    expect(Buffer.byteLength(summary.markdown())).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
  });
});
