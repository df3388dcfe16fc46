import type {
  ApprovalEvidence,
  ApprovalVerification,
  ApprovalVerifications,
} from '../rules/approval/approval-verification.js';
import { GITHUB_HOST, type PullRequestRef } from '../rules/approval/approval-pull-request.js';
import { mapConcurrent } from '../sources/map-concurrent.js';
import { standingApprovals } from './approve-commands.js';
import { approverResolver, type ApproverResolver, type Approvers } from './approver-resolution.js';
import type { GitHubClient } from './octokit.js';
import { describeFailure, statusOf } from './octokit.js';

// Verifies approval pull requests through the GitHub API (spec/approval.md §3): trusted repository,
// exists, merged, approved (by one of `approval-approvers` when configured). Once per distinct pull
// request per run (many CRDs share one URL), a few at a time. Every failure is a result
// (`unverified`, or the specific outcome), never a pass.

/**
 * Distinct pull requests verified at once: each takes 2-3 requests (up to 6 with approval-approvers:
 * OWNERS_ALIASES and logins are read once per run, comments only when needed), under the throttle.
 */
export const VERIFY_CONCURRENCY = 4;

/** spec/approval.md §3: the Kubernetes organisations' repositories. */
export const DEFAULT_APPROVAL_REPOS: readonly string[] = ['kubernetes/*', 'kubernetes-sigs/*', 'kubernetes-csi/*'];

/** Prow's label for "approved by OWNERS approvers of all touched files" (spec/github.md §1.9). */
export const APPROVED_LABEL = 'approved';

export interface VerifierOptions {
  /** The client for the host the action runs against (GITHUB_API_URL). */
  readonly client: GitHubClient | undefined;
  /** The host of GITHUB_SERVER_URL: `github.com`, or a GitHub Enterprise host. */
  readonly serverHost: string;
  /** For github.com URLs when serverHost is an Enterprise host (the `approval-token` input). */
  readonly gitHubComClient?: GitHubClient;
  /** `owner`, `owner/*` or `owner/repo`, compared case-insensitively as GitHub does. */
  readonly trusted: readonly string[];
  /**
   * `approval-approvers` (spec/approval.md §3 item 3): logins and OWNERS_ALIASES alias names; when
   * given, only their approval counts. Absent or empty: any approval counts.
   */
  readonly approvers?: readonly string[];
}

export interface VerificationRun extends ApprovalVerifications {
  /** How many pull requests were looked up: one per distinct URL. */
  readonly lookups: number;
}

export async function verifyApprovals(prs: readonly PullRequestRef[], opts: VerifierOptions): Promise<VerificationRun> {
  const distinct = [...new Map(prs.map((pr) => [pr.url, pr])).values()];
  // One resolver for the run, so each OWNERS_ALIASES is read once however many PRs cite it.
  const resolver = opts.approvers && opts.approvers.length > 0 ? approverResolver(opts.approvers) : undefined;
  const results = await mapConcurrent(distinct, (pr) => verifyOne(pr, opts, resolver), VERIFY_CONCURRENCY);
  const hosts = opts.serverHost === GITHUB_HOST ? [GITHUB_HOST] : [GITHUB_HOST, opts.serverHost];
  return {
    hosts,
    results: new Map(distinct.map((pr, i) => [pr.url, results[i] as ApprovalVerification])),
    lookups: distinct.length,
  };
}

export function isTrusted(pr: Pick<PullRequestRef, 'owner' | 'repo'>, trusted: readonly string[]): boolean {
  const owner = pr.owner.toLowerCase();
  const full = `${owner}/${pr.repo.toLowerCase()}`;
  return trusted.some((t) => {
    const entry = t.toLowerCase();
    return entry === owner || entry === `${owner}/*` || entry === full;
  });
}

async function verifyOne(
  pr: PullRequestRef,
  opts: VerifierOptions,
  resolver: ApproverResolver | undefined,
): Promise<ApprovalVerification> {
  // Anyone can open and merge a pull request in a repository they own: only trusted ones count.
  if (!isTrusted(pr, opts.trusted)) return { outcome: 'untrusted-repo', trusted: opts.trusted };
  const client = clientFor(pr, opts);
  if ('reason' in client) return { outcome: 'unverified', reason: client.reason };
  const gh = client.client;
  const repo = { owner: pr.owner, repo: pr.repo };
  let merged: boolean;
  let mergedAt: string | undefined;
  let mergeCommit: string | undefined;
  let state: 'open' | 'closed';
  try {
    const { data } = await gh.rest.pulls.get({ ...repo, pull_number: pr.number });
    merged = data.merged === true;
    mergedAt = data.merged_at ?? undefined;
    mergeCommit = data.merge_commit_sha ?? undefined;
    state = data.state === 'open' ? 'open' : 'closed';
  } catch (error) {
    // 404 is also what a private repository looks like without access: "not found or not visible".
    if (statusOf(error) === 404) return { outcome: 'not-found' };
    return { outcome: 'unverified', reason: `reading ${pr.url}: ${describeFailure(error)}` };
  }
  if (!merged) return { outcome: 'not-merged', state };
  try {
    if (resolver) return await approvedByConfigured(gh, pr, { mergedAt, mergeCommit }, resolver);
    const approvers = await latestApprovers(gh, repo, pr.number);
    const base = { merged, ...(mergedAt ? { mergedAt } : {}), approvers };
    if (approvers.length > 0)
      return { outcome: 'approved', evidence: { ...base, level: 'approved-review', approvedLabelAtMerge: false } };
    // Kubernetes approves with /approve and Prow's label; most of its PRs have no GitHub review state.
    const labelled = await hadLabelAtMerge(gh, repo, pr.number, mergedAt);
    const evidence: ApprovalEvidence = {
      ...base,
      level: labelled ? 'approved-label' : 'merged-only',
      approvedLabelAtMerge: labelled,
    };
    return labelled ? { outcome: 'approved', evidence } : { outcome: 'not-approved', evidence };
  } catch (error) {
    return { outcome: 'unverified', reason: `reading the approvals of ${pr.url}: ${describeFailure(error)}` };
  }
}

/**
 * spec/approval.md §3 item 3: an APPROVED latest review from a configured approver, else Prow's
 * `approved` label at merge together with a standing `/approve` comment from one (the label alone
 * says that *some* OWNERS approver approved, not which).
 */
async function approvedByConfigured(
  gh: GitHubClient,
  pr: PullRequestRef,
  merge: { readonly mergedAt: string | undefined; readonly mergeCommit: string | undefined },
  resolver: ApproverResolver,
): Promise<ApprovalVerification> {
  const { mergedAt } = merge;
  const resolved = await resolver.resolve(gh, pr, merge.mergeCommit);
  if ('reason' in resolved) return { outcome: 'unverified', reason: resolved.reason };
  const repo = { owner: pr.owner, repo: pr.repo };
  const approvers = await latestApprovers(gh, repo, pr.number);
  const base = { merged: true, ...(mergedAt ? { mergedAt } : {}), approvers, requiredApprovers: resolver.names };
  const byReview = firstListed(approvers, resolved.approvers);
  if (byReview) {
    return {
      outcome: 'approved',
      evidence: {
        ...base,
        level: 'approved-review',
        approvedLabelAtMerge: false,
        approvedBy: { ...byReview, via: 'review' },
      },
    };
  }
  const labelled = await hadLabelAtMerge(gh, repo, pr.number, mergedAt);
  if (!labelled)
    return { outcome: 'not-approved', evidence: { ...base, level: 'merged-only', approvedLabelAtMerge: false } };
  const approveCommenters = await standingApproveCommenters(gh, repo, pr.number, mergedAt);
  const byComment = firstListed(approveCommenters, resolved.approvers);
  const evidence = { ...base, approvedLabelAtMerge: true, approveCommenters };
  return byComment
    ? {
        outcome: 'approved',
        evidence: { ...evidence, level: 'approved-label', approvedBy: { ...byComment, via: 'approve-comment' } },
      }
    : { outcome: 'not-approved', evidence: { ...evidence, level: 'merged-only' } };
}

function firstListed(logins: readonly string[], approvers: Approvers): { login: string; listedAs: string } | undefined {
  for (const login of logins) {
    const listedAs = approvers.get(login.toLowerCase());
    if (listedAs !== undefined) return { login, listedAs };
  }
  return undefined;
}

/** Commenters whose `/approve` stood when the pull request merged, from its issue comments. */
async function standingApproveCommenters(
  gh: GitHubClient,
  repo: { owner: string; repo: string },
  number: number,
  mergedAt: string | undefined,
): Promise<string[]> {
  const comments = await gh.paginate(gh.rest.issues.listComments, { ...repo, issue_number: number, per_page: 100 });
  return standingApprovals(
    comments.map((c) => ({ login: c.user?.login, body: c.body, createdAt: c.created_at })),
    mergedAt,
  );
}

function clientFor(pr: PullRequestRef, opts: VerifierOptions): { client: GitHubClient } | { reason: string } {
  if (pr.host === opts.serverHost) {
    return opts.client ? { client: opts.client } : { reason: 'no GitHub token (set GITHUB_TOKEN)' };
  }
  if (pr.host === GITHUB_HOST) {
    // From GitHub Enterprise the Enterprise token does not authenticate on github.com.
    return opts.gitHubComClient
      ? { client: opts.gitHubComClient }
      : {
          reason: `${pr.url} is on github.com and this runs on ${opts.serverHost}: give a github.com token in approval-token`,
        };
  }
  return { reason: `${pr.host} is neither github.com nor ${opts.serverHost}` };
}

/** Reviewers whose latest review that decides (approve, request changes, dismissed) is APPROVED. */
async function latestApprovers(
  gh: GitHubClient,
  repo: { owner: string; repo: string },
  number: number,
): Promise<string[]> {
  const reviews = await gh.paginate(gh.rest.pulls.listReviews, { ...repo, pull_number: number, per_page: 100 });
  const latest = new Map<string, string>();
  for (const r of reviews) {
    const login = r.user?.login;
    // A comment-only review leaves an earlier approval standing, as GitHub counts it.
    if (!login || r.state === 'COMMENTED' || r.state === 'PENDING') continue;
    latest.set(login, r.state);
  }
  return [...latest]
    .filter(([, s]) => s === 'APPROVED')
    .map(([login]) => login)
    .sort();
}

/** Whether the `approved` label was on the pull request when it merged, from its timeline. */
async function hadLabelAtMerge(
  gh: GitHubClient,
  repo: { owner: string; repo: string },
  number: number,
  mergedAt: string | undefined,
): Promise<boolean> {
  const events = await gh.paginate(gh.rest.issues.listEventsForTimeline, {
    ...repo,
    issue_number: number,
    per_page: 100,
  });
  const mergeTime = mergedAt ? Date.parse(mergedAt) : Number.POSITIVE_INFINITY;
  let on = false;
  for (const e of events) {
    const event = 'event' in e ? e.event : undefined;
    const label =
      'label' in e && e.label && typeof e.label === 'object' && 'name' in e.label ? e.label.name : undefined;
    const at = 'created_at' in e && typeof e.created_at === 'string' ? Date.parse(e.created_at) : Number.NaN;
    if (label !== APPROVED_LABEL || !(at <= mergeTime)) continue;
    if (event === 'labeled') on = true;
    else if (event === 'unlabeled') on = false;
  }
  return on;
}
