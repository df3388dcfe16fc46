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
  const summary = new JobSummaryReporter({ render: (shown) => `${shown.length} by file\n`, write: (t) => Promise.resolve(void written.push(t)) });
  const fallback = new AnnotationsReporter({ write: (t) => void out.push(t), rules: [] });
  return { out, written, logs, summary, fallback, log: (m: string) => void logs.push(m) };
}

describe('reportToGitHub', () => {
  it('falls back to annotations and the job summary when the token is read-only, saying so once', async () => {
    const s = setup();
    const items = [placed(finding(1, { severity: 'notice' })), placed(finding(2)), placed(finding(3), false)];
    const outcomes = await reportToGitHub(items, {
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
    expect(s.logs).toEqual(['The token cannot write reviews or check runs here (a pull request from a fork gets a read-only token): the findings are reported as annotations and in the job summary instead.']);
    // Most severe first: the runner shows only 10 per level.
    expect(s.out.join('').split('\n').filter(Boolean).map((l) => l.slice(0, l.indexOf(' ')))).toEqual(['::error', '::notice']);
    expect(s.written[0]).toContain('> The token cannot write reviews or check runs here');
  });

  it('writes only what was selected when the writers succeed', async () => {
    const s = setup();
    const check = fixed({ reporter: 'check', status: 'done' });
    const outcomes = await reportToGitHub([placed(finding(1))], { writers: [check], summary: s.summary, summarySelected: false, fallback: s.fallback, log: s.log });
    expect(outcomes.map((o) => o.reporter)).toEqual(['check']);
    expect(check.added).toBe(1);
    expect(s.out).toEqual([]);
    expect(s.written).toEqual([]);
  });
});

describe('JobSummaryReporter', () => {
  it('lists findings by rule with docs links, escapes notes, and skips without a summary file', async () => {
    const summary = new JobSummaryReporter({
      render: () => '',
      write: () => Promise.reject(new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY.')),
    });
    summary.add(placed(finding(1)));
    summary.add(placed(finding(2)));
    summary.note('config <b>changed</b>');
    expect(summary.markdown()).toBe(
      '> config &lt;b&gt;changed&lt;/b&gt;\n\n\n### Findings by rule\n\n| Rule | Severity | Findings |\n| --- | --- | ---: |\n| [approval/invalid](https://github.com/kube-api-review/kube-api-review/blob/main/docs/rules/approval/invalid.md) | error | 2 |\n',
    );
    expect((await summary.flush()).status).toBe('skipped');
  });

  it('stays under 1 MiB however many findings there are', () => {
    const summary = new JobSummaryReporter({ render: (_s, max) => 'é'.repeat(max), write: () => Promise.resolve() });
    summary.add(placed(finding(1)));
    expect(Buffer.byteLength(summary.markdown())).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
  });
});
