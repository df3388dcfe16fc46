import type { RuleContext } from '../../engine/rule.js';
import type { ApprovalVerification } from './approval-verification.js';
import type { World } from '../../engine/world.js';
import {
  approvalPullRequest,
  GITHUB_HOST,
  isPlaceholderPullRequest,
  type PullRequestRef,
} from './approval-pull-request.js';
import { approvalSubjects, type ApprovalSubject } from './approval-subject.js';

// Which approval URLs are verified through the GitHub API (spec/approval.md §3), shared by the
// verifier that gathers the results before the run and by the rules that report them, so every
// URL a rule looks up was verified. A fact helper: it reports nothing.

export interface ApprovalToVerify {
  readonly subject: ApprovalSubject;
  readonly pr: PullRequestRef;
}

/**
 * Protected CRDs whose value the apiserver takes as a URL and that name a pull request. Placeholders
 * (KEP-1111's examples, pull request 0) are approval/placeholder-url's: verifying them would only
 * prove that some other API was approved.
 */
export function approvalsToVerify(world: World, hosts: readonly string[] = [GITHUB_HOST]): ApprovalToVerify[] {
  return approvalSubjects(world).flatMap((subject) => {
    // A value a kustomization gives is not on a line of the CRD, where the verifier looks it up.
    if (!subject.isProtected || subject.state !== 'Approved' || subject.setBy !== undefined) return [];
    const pr = approvalPullRequest(subject.value, hosts);
    return pr && !isPlaceholderPullRequest(pr) ? [{ subject, pr }] : [];
  });
}

export interface VerifiedApproval<O extends ApprovalVerification['outcome']> extends ApprovalToVerify {
  readonly result: Extract<ApprovalVerification, { outcome: O }>;
}

const NOT_LOOKED_UP: ApprovalVerification = {
  outcome: 'unverified',
  reason: "the verifier did not find this URL on the annotation's line (write the value on one line, without escapes)",
};

/** The head CRDs whose verification came out as `outcome`; none when verification was not asked for. */
export function verifiedApprovals<O extends ApprovalVerification['outcome']>(
  ctx: RuleContext,
  outcome: O,
): VerifiedApproval<O>[] {
  const approvals = ctx.services?.approvals;
  if (!approvals) return [];
  return approvalsToVerify(ctx.head, approvals.hosts).flatMap((a) => {
    // A URL the verifier did not look up is unverified, never a pass.
    const result = approvals.results.get(a.pr.url) ?? NOT_LOOKED_UP;
    return result.outcome === outcome
      ? [{ ...a, result: result as Extract<ApprovalVerification, { outcome: O }> }]
      : [];
  });
}

/** The pull request as findings carry it in `data.pullRequest`. */
export const pullRequestData = (pr: PullRequestRef) => ({
  host: pr.host,
  owner: pr.owner,
  repo: pr.repo,
  number: pr.number,
  url: pr.url,
});
