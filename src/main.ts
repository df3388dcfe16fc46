import * as core from '@actions/core';
import { writeFile } from 'node:fs/promises';
import { setGlobalProxyFromEnv } from 'node:http';
import { join } from 'node:path';
import { readInputs, type ActionInputs } from './action-inputs.js';
import { docsUrl } from './engine/docs-url.js';
import type { Finding } from './engine/finding.js';
import { placeFindings, type FilterMode, type Placed } from './engine/filter.js';
import type { RuleServices } from './engine/rule-services.js';
import { review, type Review } from './engine/run.js';
import { AnnotationsReporter } from './github/annotations-reporter.js';
import { approvalServices } from './github/approval-services.js';
import { loadBaseConfig } from './github/base-config.js';
import { CheckRunReporter } from './github/check-run-reporter.js';
import { gitHubContext, type ChangeTarget, type GitHubContext } from './github/context.js';
import { JobSummaryReporter } from './github/job-summary-reporter.js';
import { createClient, type GitHubClient } from './github/octokit.js';
import { reportToGitHub } from './github/report-to-github.js';
import type { Reporter } from './github/reporter.js';
import { listPosted, ReviewReporter } from './github/review-reporter.js';
import { countFailing, runLocalReview } from './local-review.js';
import { loadGoParser } from './parse/go/load-go-parser.js';
import { escapeMarkdown } from './report/escape-markdown.js';
import { render } from './report/index.js';
import { renderMarkdown } from './report/markdown.js';
import type { RenderInput } from './report/render-input.js';
import { RULE_IDS, RULES } from './rules/index.js';
import type { ChangeSet } from './sources/change-set.js';
import { readPullRequestSource, type UnreadableFile } from './sources/pull-request-source.js';
import { VERSION } from './version.js';

// The action (DESIGN §7). On pull_request, pull_request_target and merge_group it reviews the
// change through the GitHub API and reports as a review, a check run on the head SHA and the job
// summary (merge_group: the check run only); on any other event it reviews the workspace and
// reports through workflow commands. Both write a SARIF file, set the outputs and the exit status.

const RULE_INFO = RULES.map((r) => ({ id: r.id, severity: r.meta.severity, description: r.meta.description, docsUrl: docsUrl(r.id) }));

export async function run(context: GitHubContext = gitHubContext()): Promise<void> {
  try {
    // Self-hosted runners behind a proxy set HTTP(S)_PROXY; Node's fetch (Octokit's transport) only
    // follows them when told to (DESIGN §7: proxies honoured as the runner sets them).
    if (context.proxyEnv) setGlobalProxyFromEnv({ ...context.proxyEnv });
    const inputs = readInputs();
    const outcome = context.target ? await reviewChange(inputs, context, context.target) : await reviewWorkspace(inputs, context);
    const shown = outcome.placed.filter((p) => p.shown).map((p) => p.finding);
    const sarifFile = join(context.tempDir, 'kube-api-review.sarif');
    await writeFile(sarifFile, render('sarif', renderInput(shown, outcome.review)));
    core.setOutput('errors', shown.filter((f) => f.severity === 'error').length);
    core.setOutput('warnings', shown.filter((f) => f.severity === 'warning').length);
    core.setOutput('notices', shown.filter((f) => f.severity === 'notice').length);
    core.setOutput('sarif-file', sarifFile);
    core.info(`kube-api-review: ${shown.length} finding(s) in ${outcome.review.stats.files} file(s); the rules took ${outcome.review.stats.durationMs} ms`);
    for (const e of outcome.review.internalErrors) core.error(`internal error in ${e.where}: ${e.message}`);

    const failing = countFailing(outcome.placed, inputs.failOn);
    if (outcome.review.internalErrors.length > 0) core.setFailed('kube-api-review hit an internal error (see the log)');
    else if (failing > 0) core.setFailed(`${failing} finding(s) at or above ${inputs.failOn}`);
    else if (outcome.incomplete) core.setFailed(outcome.incomplete);
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}

interface Outcome {
  readonly review: Review;
  readonly placed: readonly Placed[];
  /** Why the review is incomplete (files GitHub did not serve): the run fails rather than pass. */
  readonly incomplete?: string;
}

async function reviewWorkspace(inputs: ActionInputs, context: GitHubContext): Promise<Outcome> {
  if (inputs.verifyApprovals) core.info('verify-approvals applies to pull requests; approval URLs are checked offline here');
  const result = await runLocalReview({
    paths: ['.'],
    cwd: context.workspace,
    include: inputs.paths,
    ...(inputs.filter === undefined ? {} : { filter: inputs.filter }),
    ...(inputs.config === undefined ? {} : { configFile: inputs.config }),
  });
  const shown = result.placed.filter((p) => p.shown).map((p) => p.finding);
  const annotations = render('github', renderInput(shown, result.review));
  if (annotations !== '') process.stdout.write(annotations);
  return { review: result.review, placed: result.placed };
}

async function reviewChange(inputs: ActionInputs, context: GitHubContext, target: ChangeTarget): Promise<Outcome> {
  const client = createClient({ token: inputs.githubToken || undefined, baseUrl: context.apiUrl, log: (m) => core.info(m) });
  const isMergeGroup = target.kind === 'merge_group';
  // On merge_group there is no pull request to comment on: the check run is what the queue waits for.
  const reviewTarget =
    !isMergeGroup && target.number !== undefined && inputs.reporters.has('review')
      ? { owner: target.repo.owner, repo: target.repo.repo, number: target.number, headSha: target.headSha }
      : undefined;
  // What earlier runs posted is listed while the change is read, not after the review.
  const listed = reviewTarget ? listPosted(client, reviewTarget) : undefined;
  const base = await loadBaseConfig(client, target, inputs.config, RULE_IDS);
  const changes = await readPullRequestSource({
    client,
    target,
    workspace: context.workspace,
    selection: { include: [...base.config.include, ...inputs.paths], exclude: [...base.config.exclude], vendored: base.config.vendored === true, testdata: base.config.testdata === true },
    ...(base.bytes ? { prefetched: new Map([[`${target.baseSha}:${base.file}`, base.bytes]]) } : {}),
  });
  const notes = [...changes.notes];
  const incomplete = incompleteness(changes.unreadable);
  if (incomplete) notes.push(incomplete);
  if (inputs.config !== undefined && !base.foundAtBase) {
    notes.push(`The configuration ${base.file} is not on the base branch, so the defaults apply to this change.`);
  }
  if (changes.listedPaths.has(base.file)) {
    // DESIGN §7: the gate is the base branch's; the PR's edit is reported, and applies after merge.
    notes.push(`This change edits ${base.file}; the review used the version on the base branch, and the edit applies once it is merged.`);
  }
  for (const n of notes) core.info(n);
  core.info(
    `kube-api-review: ${changes.changeSet.files.length} file(s) (${changes.headFromCheckout ? 'head from the checkout' : 'head through the API'}), ` +
      `${changes.requests.fileListCalls} file-list call(s), ${changes.requests.contentFetches.length} file(s) fetched`,
  );

  const services = inputs.verifyApprovals ? await verificationServices(inputs, context, client, changes.changeSet) : undefined;
  const filter: FilterMode = inputs.filter ?? 'new';
  const { changeSet } = changes;
  const goParser = changeSet.files.some((f) => /\.go$/i.test(f.path)) ? await loadGoParser() : undefined;
  const result = review(changeSet, {
    rules: RULES,
    config: base.config,
    withBaseFindings: filter === 'new',
    ...(goParser ? { goParser } : {}),
    ...(services ? { services } : {}),
  });
  const placed = placeFindings(result.findings, changeSet, filter, result.baseFingerprints);

  const markdown = (shown: readonly Finding[], maxLength: number) => renderMarkdown(renderInput(shown, result), { maxLength });
  const summary = new JobSummaryReporter({ render: markdown, write: async (text) => void (await core.summary.addRaw(text).write()) });
  for (const n of notes) summary.note(n);
  const writers: Reporter[] = [];
  if (reviewTarget) writers.push(new ReviewReporter({ client, target: reviewTarget, commentable: changes.commentable, reviewed: changes.reviewed, ...(listed ? { listed } : {}) }));
  if (isMergeGroup || inputs.reporters.has('check')) {
    writers.push(
      new CheckRunReporter({
        client,
        owner: target.repo.owner,
        repo: target.repo.repo,
        headSha: target.headSha,
        isFailing: (shown) => incomplete !== undefined || countFailing(shown.map((finding) => shownPlaced(finding)), inputs.failOn) > 0,
        summary: (shown, maxLength) => withNotes(notes, markdown(shown, maxLength - notesLength(notes))),
        ...(context.runUrl ? { detailsUrl: context.runUrl } : {}),
      }),
    );
  }
  const outcomes = await reportToGitHub(placed, {
    writers,
    summary,
    summarySelected: !isMergeGroup && inputs.reporters.has('summary'),
    fallback: new AnnotationsReporter({ write: (text) => void process.stdout.write(text), rules: RULE_INFO }),
    log: (m) => core.warning(m),
  });
  for (const o of outcomes) core.info(`${o.reporter}: ${o.status}: ${o.detail}`);
  return { review: result, placed, ...(incomplete ? { incomplete } : {}) };
}

/** The note for files GitHub did not serve: which, at which commit, and why (the first few). */
function incompleteness(unreadable: readonly UnreadableFile[]): string | undefined {
  if (unreadable.length === 0) return undefined;
  const shown = unreadable.slice(0, 5).map((u) => `${u.path} at ${u.ref.slice(0, 12)} (${u.reason})`);
  const more = unreadable.length > shown.length ? ` and ${unreadable.length - shown.length} more` : '';
  return `The review is incomplete: GitHub did not serve ${unreadable.length} file(s), which were not reviewed: ${shown.join('; ')}${more}. Re-run the job.`;
}

async function verificationServices(inputs: ActionInputs, context: GitHubContext, client: GitHubClient, changeSet: ChangeSet): Promise<RuleServices> {
  const { services, lookups } = await approvalServices(changeSet, {
    ...(inputs.githubToken ? { token: inputs.githubToken, client } : {}),
    apiUrl: context.apiUrl,
    serverHost: new URL(context.serverUrl).host.toLowerCase(),
    trusted: inputs.approvalRepos,
    ...(inputs.approvalApprovers.length > 0 ? { approvers: inputs.approvalApprovers } : {}),
    ...(inputs.approvalToken ? { gitHubComToken: inputs.approvalToken } : {}),
    log: (m) => core.info(m),
  });
  core.info(`kube-api-review: verified ${lookups} approval pull request(s)`);
  return services;
}

const shownPlaced = (finding: Finding): Placed => ({ finding, shown: true, inChangedFile: true, inHunk: true, onAddedLine: true });

const withNotes = (notes: readonly string[], markdown: string): string => (notes.length === 0 ? markdown : `${notes.map((n) => `> ${escapeMarkdown(n)}\n`).join('')}\n${markdown}`);
const notesLength = (notes: readonly string[]): number => notes.reduce((n, s) => n + escapeMarkdown(s).length + 4, 1);

function renderInput(findings: readonly Finding[], result: Review): RenderInput {
  return { findings, rules: RULE_INFO, texts: result.textOf, stats: result.stats, toolVersion: VERSION };
}
