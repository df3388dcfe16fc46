// What the approval/ rules are told of the GitHub API (spec/approval.md §3): the GitHub code
// (github/approval-verifier.ts) finds it before the review, and the rules read it through
// RuleServices (engine/rule-services.ts).

/** What the GitHub API showed about one approval pull request (spec/approval.md §3). */
export type ApprovalVerification =
  | { readonly outcome: 'approved'; readonly evidence: ApprovalEvidence }
  | { readonly outcome: 'not-found' }
  | { readonly outcome: 'not-merged'; readonly state: 'open' | 'closed' }
  | { readonly outcome: 'not-approved'; readonly evidence: ApprovalEvidence }
  | { readonly outcome: 'untrusted-repo'; readonly trusted: readonly string[] }
  | { readonly outcome: 'unverified'; readonly reason: string };

/**
 * Graded evidence, strongest first (spec/approval.md §3 and spec/github.md §1.9): what the API
 * proved, so a reader knows how far to trust it.
 */
export interface ApprovalEvidence {
  readonly level: 'approved-review' | 'approved-label' | 'merged-only';
  readonly merged: boolean;
  readonly mergedAt?: string;
  /** Logins of the reviewers whose latest review is APPROVED. */
  readonly approvers: readonly string[];
  /** Whether Prow's `approved` label was on the pull request when it merged. */
  readonly approvedLabelAtMerge: boolean;
  /** With `approval-approvers` (spec/approval.md §3 item 3): the configured logins and alias names. */
  readonly requiredApprovers?: readonly string[];
  /** With `approval-approvers`: the configured approver whose approval counted, and the name that lists them. */
  readonly approvedBy?: {
    readonly login: string;
    readonly via: 'review' | 'approve-comment';
    readonly listedAs: string;
  };
  /** With `approval-approvers` and the label at merge: logins whose `/approve` comment stood at merge. */
  readonly approveCommenters?: readonly string[];
}

export interface ApprovalVerifications {
  /** Hosts whose `/OWNER/REPO/pull/N` URLs are pull requests: github.com and a GitHub Enterprise host. */
  readonly hosts: readonly string[];
  /** By canonical pull request URL (`https://<host>/<owner>/<repo>/pull/<n>`). */
  readonly results: ReadonlyMap<string, ApprovalVerification>;
}
