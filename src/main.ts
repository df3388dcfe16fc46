import * as core from '@actions/core';
import { writeFile } from 'node:fs/promises';
import { setGlobalProxyFromEnv } from 'node:http';
import { join } from 'node:path';
import { readInputs, type ActionInputs } from './action-inputs.js';
import type { Finding } from './engine/finding.js';
import type { FilterMode, Placed } from './engine/filter.js';
import type { RuleServices } from './engine/rule-services.js';
import type { Review } from './engine/run.js';
import { AnnotationsReporter } from './github/annotations-reporter.js';
import { approvalServices } from './github/approval-services.js';
import { loadBaseConfig } from './github/base-config.js';
import { CheckRunReporter } from './github/check-run-reporter.js';
import { gitHubContext, type ChangeTarget, type GitHubContext, type RepoRef } from './github/context.js';
import { JobSummaryReporter } from './github/job-summary-reporter.js';
import { createClient, type GitHubClient } from './github/octokit.js';
import { reportToGitHub } from './github/report-to-github.js';
import type { Reporter } from './github/reporter.js';
import { listPosted, ReviewReporter } from './github/review-reporter.js';
import { countFailing, runLocalReview } from './local-review.js';
import { render } from './report/index.js';
import { reviewChangeSet } from './review-change-set.js';
import { catalogExclude, withCheckoutServices } from './checkout-services.js';
import { misnamedConfiguration } from './misnamed-configuration.js';
import { renderMarkdown } from './report/markdown.js';
import type { RenderInput } from './report/render-input.js';
import { RULE_IDS, RULES } from './rules/index.js';
import type { ChangeSet } from './sources/change-set.js';
import { readPullRequestSource, type UnreadableFile } from './github/pull-request-source.js';
import { VERSION } from './version.js';
import { ruleInfoOf } from './rules-table.js';

// The action (DESIGN §7). On pull_request, pull_request_target and merge_group it reviews the
// change through the GitHub API and reports as a review, a check run on the head SHA and the job
// summary (merge_group: the check run only); on any other event it reviews the workspace and
// reports through workflow commands and the job summary. Both write a SARIF file, set the outputs
// and the exit status.

const RULE_INFO = ruleInfoOf(RULES);

export async function run(context: GitHubContext = gitHubContext()): Promise<void> {
  try {
    // Self-hosted runners behind a proxy set HTTP(S)_PROXY; Node's fetch (Octokit's transport) only
    // follows them when told to (DESIGN §7: proxies honoured as the runner sets them).
    if (context.proxyEnv) setGlobalProxyFromEnv({ ...context.proxyEnv });
    const inputs = readInputs();
    const outcome = context.target
      ? await reviewChange(inputs, context, context.target)
      : await reviewWorkspace(inputs, context);
    const shown = outcome.placed.filter((p) => p.shown).map((p) => p.finding);
    const sarifFile = join(context.tempDir, 'kube-api-review.sarif');
    // Every finding of the reviewed files, whatever the filter: code scanning compares an upload
    // with the base branch's analysis, and a finding left out would look fixed (issue 18).
    await writeFile(
      sarifFile,
      render(
        'sarif',
        renderInput(
          outcome.placed.map((p) => p.finding),
          outcome.review,
        ),
      ),
    );
    core.setOutput('errors', shown.filter((f) => f.severity === 'error').length);
    core.setOutput('warnings', shown.filter((f) => f.severity === 'warning').length);
    core.setOutput('notices', shown.filter((f) => f.severity === 'notice').length);
    core.setOutput('sarif-file', sarifFile);
    core.info(
      `kube-api-review: ${shown.length} finding(s) in ${outcome.review.stats.files} file(s); the rules took ${outcome.review.stats.durationMs} ms`,
    );
    for (const e of outcome.review.internalErrors) core.error(`internal error in ${e.where}: ${e.message}`);

    const failing = countFailing(outcome.placed, inputs.failOn);
    const failure =
      outcome.review.internalErrors.length > 0
        ? 'kube-api-review hit an internal error (see the log)'
        : failing > 0
          ? `${failing} finding(s) at or above ${inputs.failOn}`
          : (outcome.incomplete ?? (inputs.failOn === 'never' ? undefined : outcome.undelivered));
    // A review GitHub did not take is not a pass: it fails the run, and with fail-on: never it is
    // still said as an error, as it is when another failure is what the step reports.
    if (outcome.undelivered && failure !== outcome.undelivered) core.error(outcome.undelivered);
    if (failure) core.setFailed(failure);
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}

interface Outcome {
  readonly review: Review;
  readonly placed: readonly Placed[];
  /** Why the review is incomplete (files GitHub did not serve): the run fails rather than pass. */
  readonly incomplete?: string;
  /** What GitHub did not accept (a review, a check run): the run fails rather than pass. */
  readonly undelivered?: string;
}

async function reviewWorkspace(inputs: ActionInputs, context: GitHubContext): Promise<Outcome> {
  if (inputs.verifyApprovals)
    core.info('verify-approvals applies to pull requests; approval URLs are checked offline here');
  const result = await runLocalReview({
    paths: ['.'],
    cwd: context.workspace,
    workspace: context.workspace,
    include: inputs.paths,
    ...(inputs.filter === undefined ? {} : { filter: inputs.filter }),
    ...(inputs.config === undefined ? {} : { configFile: inputs.config }),
  });
  // What the review could not do as configured (an include glob matching nothing, an empty tree):
  // said in the log, as the CLI says it on stderr (issue 21 item 4).
  for (const warning of result.warnings) core.warning(warning);
  const shown = result.placed.filter((p) => p.shown).map((p) => p.finding);
  const annotations = render('github', renderInput(shown, result.review));
  if (annotations !== '') process.stdout.write(annotations);
  if (inputs.reporters.has('summary')) {
    const blobUrl = context.repository && context.sha ? blobUrlOf(context, context.repository, context.sha) : undefined;
    const summary = new JobSummaryReporter({
      render: (findings, maxLength, notes) =>
        renderMarkdown(renderInput(findings, result.review), { maxLength, notes, ...(blobUrl ? { blobUrl } : {}) }),
      write: writeStepSummary,
    });
    for (const item of result.placed) summary.add(item);
    const written = await summary.flush();
    core.info(`${written.reporter}: ${written.status}: ${written.detail}`);
  }
  return { review: result.review, placed: result.placed };
}

async function reviewChange(inputs: ActionInputs, context: GitHubContext, target: ChangeTarget): Promise<Outcome> {
  const client = createClient({
    token: inputs.githubToken || undefined,
    baseUrl: context.apiUrl,
    log: (m) => core.info(m),
  });
  const isMergeGroup = target.kind === 'merge_group';
  // On merge_group there is no pull request to comment on: the check run is what the queue waits for.
  const reviewTarget =
    !isMergeGroup && target.number !== undefined && inputs.reporters.has('review')
      ? { owner: target.repo.owner, repo: target.repo.repo, number: target.number, headSha: target.headSha }
      : undefined;
  // What earlier runs posted is listed while the change is read, not after the review.
  const listed = reviewTarget ? listPosted(client, reviewTarget) : undefined;
  const base = await loadBaseConfig(client, target, inputs.config, RULE_IDS);
  const misnamed =
    inputs.config === undefined
      ? await misnamedConfiguration(context.workspace, base.foundAtBase, 'the config input')
      : [];
  for (const w of misnamed) core.warning(w);
  const changes = await readPullRequestSource({
    client,
    target,
    workspace: context.workspace,
    selection: {
      include: [...base.config.include, ...inputs.paths],
      exclude: [...base.config.exclude, ...catalogExclude(base.config)],
      vendored: base.config.vendored === true,
      testdata: base.config.testdata === true,
    },
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
    notes.push(
      `This change edits ${base.file}; the review used the version on the base branch, and the edit applies once it is merged.`,
    );
  }
  for (const n of notes) core.info(n);
  core.info(
    `kube-api-review: ${changes.changeSet.files.length} file(s) (${changes.headFromCheckout ? 'head from the checkout' : 'head through the API'}), ` +
      `${changes.requests.fileListCalls} file-list call(s), ${changes.requests.contentFetches.length} file(s) fetched`,
  );

  const verification = inputs.verifyApprovals
    ? await verificationServices(inputs, context, client, changes.changeSet)
    : undefined;
  // cr.catalog is read from the checkout: a vendored directory of CRDs the API does not list.
  const catalog = await withCheckoutServices(verification, context.workspace, base.config, {
    changeSet: changes.changeSet,
    commits: { base: target.baseSha, head: target.headSha },
  });
  for (const w of catalog.warnings) {
    const note = `${w} (the action reads it from the checkout: run actions/checkout before this step).`;
    notes.push(note);
    core.warning(note);
  }
  const { services } = catalog;
  const filter: FilterMode = inputs.filter ?? 'new';
  const { changeSet } = changes;
  const { review: result, placed } = await reviewChangeSet(changeSet, {
    config: base.config,
    filter,
    ...(services ? { services } : {}),
  });
  for (const note of catalog.afterReview()) {
    notes.push(note);
    core.warning(note);
  }

  const blobUrl = blobUrlOf(context, target.repo, target.headSha);
  const markdown = (shown: readonly Finding[], maxLength: number, notes: readonly string[]) =>
    renderMarkdown(renderInput(shown, result), { maxLength, blobUrl, notes });
  const summary = new JobSummaryReporter({ render: markdown, write: writeStepSummary });
  for (const n of notes) summary.note(n);
  const writers: Reporter[] = [];
  if (reviewTarget)
    writers.push(
      new ReviewReporter({
        client,
        target: reviewTarget,
        commentable: changes.commentable,
        reviewed: changes.reviewed,
        ...(listed ? { listed } : {}),
      }),
    );
  if (isMergeGroup || inputs.reporters.has('check')) {
    writers.push(
      new CheckRunReporter({
        client,
        owner: target.repo.owner,
        repo: target.repo.repo,
        headSha: target.headSha,
        isFailing: (shown) =>
          incomplete !== undefined ||
          countFailing(
            shown.map((finding) => shownPlaced(finding)),
            inputs.failOn,
          ) > 0,
        summary: (shown, maxLength) => markdown(shown, maxLength, notes),
        ...(context.runUrl ? { detailsUrl: context.runUrl } : {}),
      }),
    );
  }
  const { outcomes, undelivered } = await reportToGitHub(placed, {
    writers,
    summary,
    summarySelected: !isMergeGroup && inputs.reporters.has('summary'),
    fallback: new AnnotationsReporter({ write: (text) => void process.stdout.write(text), rules: RULE_INFO }),
    log: (m) => core.warning(m),
  });
  for (const o of outcomes) core.info(`${o.reporter}: ${o.status}: ${o.detail}`);
  return { review: result, placed, ...(incomplete ? { incomplete } : {}), ...(undelivered ? { undelivered } : {}) };
}

/** The note for files GitHub did not serve: which, at which commit, and why (the first few). */
function incompleteness(unreadable: readonly UnreadableFile[]): string | undefined {
  if (unreadable.length === 0) return undefined;
  const shown = unreadable.slice(0, 5).map((u) => `${u.path} at ${u.ref.slice(0, 12)} (${u.reason})`);
  const more = unreadable.length > shown.length ? ` and ${unreadable.length - shown.length} more` : '';
  return `The review is incomplete: GitHub did not serve ${unreadable.length} file(s), which were not reviewed: ${shown.join('; ')}${more}. Re-run the job.`;
}

async function verificationServices(
  inputs: ActionInputs,
  context: GitHubContext,
  client: GitHubClient,
  changeSet: ChangeSet,
): Promise<RuleServices> {
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

const writeStepSummary = async (markdown: string): Promise<void> => void (await core.summary.addRaw(markdown).write());

/** Where the job summary links a finding's line: the file at the commit that was reviewed. */
const blobUrlOf = (context: GitHubContext, repo: RepoRef, sha: string): string =>
  `${context.serverUrl}/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}/blob/${sha}`;

const shownPlaced = (finding: Finding): Placed => ({
  finding,
  shown: true,
  inChangedFile: true,
  inHunk: true,
  onAddedLine: true,
});

function renderInput(findings: readonly Finding[], result: Review): RenderInput {
  return { findings, rules: RULE_INFO, texts: result.textOf, stats: result.stats, toolVersion: VERSION };
}
