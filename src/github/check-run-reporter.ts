import { randomUUID } from 'node:crypto';
import type { Finding, Severity } from '../engine/finding.js';
import type { Placed } from '../engine/filter.js';
import { bySeverity } from '../report/finding-order.js';
import { regionOf } from '../report/source-region.js';
import { failedOutcome } from './failed-outcome.js';
import type { GitHubClient } from './octokit.js';
import type { Reporter, ReportOutcome } from './reporter.js';
import { retryWrite } from './retry-policy.js';

// The check run (DESIGN §7, spec/github.md §2.2): on the pull request's head SHA, never the test
// merge commit (it would not show on the PR), under a name no other workflow uses (GITHUB_TOKEN
// check runs land in some Actions suite, and a required check is matched by name). Annotations go
// 50 per request, the rest appended by PATCH; the summary stays under GitHub's 65,535 characters.
// Neither write is sent twice blindly (issue 18 item 4): a create GitHub answered 5xx is looked for
// by this run's external_id, an append by the run's annotation count, before it is sent again.

export const CHECK_RUN_NAME = 'kube-api-review';
/** 422 "No more than 50 items are allowed" above this (spec/github.md §2.2). */
export const ANNOTATIONS_PER_REQUEST = 50;
/** output.summary and output.text: 422 "Only 65535 characters are allowed" above this. */
export const MAX_SUMMARY_CHARS = 65_535;
const MAX_TITLE_CHARS = 255;
/** message and raw_details are limited to 64 KB; characters can take up to 3 bytes. */
const MAX_MESSAGE_CHARS = 20_000;

const LEVEL: Readonly<Record<Severity, 'failure' | 'warning' | 'notice'>> = {
  error: 'failure',
  warning: 'warning',
  notice: 'notice',
};

export interface CheckRunOptions {
  readonly client: GitHubClient;
  readonly owner: string;
  readonly repo: string;
  readonly headSha: string;
  /** Whether the shown findings fail the run (fail-on): the check's conclusion says the same. */
  readonly isFailing: (shown: readonly Finding[]) => boolean;
  /** The Markdown summary of the shown findings, at most maxLength characters, with an "N more" note. */
  readonly summary: (shown: readonly Finding[], maxLength: number) => string;
  readonly detailsUrl?: string;
  /** The check run's external_id, which tells this run's check run from earlier ones on the same head. */
  readonly externalId?: string;
}

interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  message: string;
  title: string;
  raw_details?: string;
}

export class CheckRunReporter implements Reporter {
  private readonly shown: Finding[] = [];

  private readonly externalId: string;

  constructor(private readonly options: CheckRunOptions) {
    this.externalId = options.externalId ?? `kube-api-review-${randomUUID()}`;
  }

  add(item: Placed): void {
    if (item.shown) this.shown.push(item.finding);
  }

  async flush(): Promise<ReportOutcome> {
    const { client, owner, repo, headSha } = this.options;
    const findings = [...this.shown].sort(bySeverity); // most severe first, should a reader stop early
    const annotations = findings.map(annotationOf);
    const batches: Annotation[][] = [];
    for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST)
      batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
    const conclusion = this.options.isFailing(findings) ? ('failure' as const) : ('success' as const);
    const output = (batch: Annotation[] | undefined) => ({
      title: titleOf(findings),
      summary: this.options.summary(findings, MAX_SUMMARY_CHARS),
      ...(batch ? { annotations: batch } : {}),
    });
    const [first, ...rest] = batches;
    const completed = { status: 'completed' as const, conclusion };
    let id: number;
    try {
      // One request when everything fits; otherwise the run stays in progress until the last batch.
      const { data } = await client.rest.checks.create({
        owner,
        repo,
        name: CHECK_RUN_NAME,
        head_sha: headSha,
        external_id: this.externalId,
        ...(this.options.detailsUrl ? { details_url: this.options.detailsUrl } : {}),
        ...(rest.length === 0 ? completed : { status: 'in_progress' as const }),
        output: output(first),
        request: retryWrite(() => this.findCreated()),
      });
      id = data.id;
    } catch (error) {
      return failedOutcome('check', error, 'creating the check run');
    }
    for (const [i, batch] of rest.entries()) {
      const isLast = i === rest.length - 1;
      // Annotations are appended: a PATCH sent twice would show a batch twice.
      const sentSoFar = Math.min(annotations.length, (i + 2) * ANNOTATIONS_PER_REQUEST);
      const findApplied = async () => {
        const { data } = await client.rest.checks.get({ owner, repo, check_run_id: id });
        return data.output.annotations_count >= sentSoFar && (!isLast || data.status === 'completed')
          ? data
          : undefined;
      };
      try {
        await client.rest.checks.update({
          owner,
          repo,
          check_run_id: id,
          ...(isLast ? completed : {}),
          output: output(batch),
          request: retryWrite(findApplied),
        });
      } catch (error) {
        return failedOutcome('check', error, `appending annotations ${(i + 1) * ANNOTATIONS_PER_REQUEST + 1}…`);
      }
    }
    return {
      reporter: 'check',
      status: 'done',
      detail: `check run ${CHECK_RUN_NAME} (${conclusion}) with ${annotations.length} annotation(s) in ${batches.length || 1} request(s)`,
    };
  }

  /** This run's check run on the head, when an attempt to create it was applied after all. */
  private async findCreated(): Promise<{ id: number } | undefined> {
    const { client, owner, repo, headSha } = this.options;
    const runs = await client.paginate(client.rest.checks.listForRef, {
      owner,
      repo,
      ref: headSha,
      check_name: CHECK_RUN_NAME,
      filter: 'all',
      per_page: 100,
    });
    return runs.find((r) => r.external_id === this.externalId && r.head_sha === headSha);
  }
}

function annotationOf(f: Finding): Annotation {
  const r = regionOf(f);
  // Columns only on a single line: GitHub refuses them otherwise (spec/github.md §2.2).
  const columns =
    r.endLine === r.line ? { start_column: r.column, end_column: Math.max(r.column, r.endColumn - 1) } : {};
  return {
    path: f.file,
    start_line: r.line,
    end_line: r.endLine,
    ...columns,
    annotation_level: LEVEL[f.severity],
    message: cut(f.message, MAX_MESSAGE_CHARS),
    title: cut(f.ruleId, MAX_TITLE_CHARS),
    ...(f.fieldPath ? { raw_details: cut(`${f.fieldPath}\n${f.docsUrl}`, MAX_MESSAGE_CHARS) } : {}),
  };
}

function titleOf(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'No findings';
  const count = (s: Severity) => findings.filter((f) => f.severity === s).length;
  return `${count('error')} error(s), ${count('warning')} warning(s), ${count('notice')} notice(s)`;
}

const cut = (s: string, max: number): string => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);
