import type { RuleServices } from '../engine/rule-services.js';
import type { ChangeSet } from '../sources/change-set.js';
import { approvalPullRequests } from './approval-targets.js';
import { verifyApprovals } from './approval-verifier.js';
import { createClient, type GitHubClient } from './octokit.js';

// Approval verification as a rule service (spec/approval.md §3), for the action and the CLI alike:
// find the approval pull requests at head, verify each distinct one, hand the results in.

export const GITHUB_COM_API = 'https://api.github.com';

export interface ApprovalServiceOptions {
  /** Absent: every lookup on this host is `approval/unverified` (no token). */
  readonly token?: string;
  readonly apiUrl: string;
  /** The web host of that API: github.com, or the GitHub Enterprise host. */
  readonly serverHost: string;
  readonly trusted: readonly string[];
  /** `approval-approvers`: logins and OWNERS_ALIASES alias names whose approval alone counts. */
  readonly approvers?: readonly string[];
  /** A github.com token for approval URLs on github.com when the API is GitHub Enterprise. */
  readonly gitHubComToken?: string;
  readonly log: (message: string) => void;
  /** The client the action already has for apiUrl, reused so its throttle is shared. */
  readonly client?: GitHubClient;
}

export async function approvalServices(
  changeSet: ChangeSet,
  opts: ApprovalServiceOptions,
): Promise<{ services: RuleServices; lookups: number }> {
  const isGitHubCom = opts.serverHost === 'github.com';
  const hosts = isGitHubCom ? ['github.com'] : ['github.com', opts.serverHost];
  const prs = approvalPullRequests(changeSet, hosts);
  const client = opts.token
    ? (opts.client ?? createClient({ token: opts.token, baseUrl: opts.apiUrl, log: opts.log }))
    : undefined;
  const gitHubComClient =
    !isGitHubCom && opts.gitHubComToken
      ? createClient({ token: opts.gitHubComToken, baseUrl: GITHUB_COM_API, log: opts.log })
      : undefined;
  const verified = await verifyApprovals(prs, {
    client,
    serverHost: opts.serverHost,
    trusted: opts.trusted,
    ...(opts.approvers && opts.approvers.length > 0 ? { approvers: opts.approvers } : {}),
    ...(gitHubComClient ? { gitHubComClient } : {}),
  });
  return { services: { approvals: verified }, lookups: verified.lookups };
}

/** The web host behind a REST API root: api.github.com is github.com; GHES serves `https://HOST/api/v3`. */
export function serverHostOf(apiUrl: string): string {
  const host = new URL(apiUrl).host.toLowerCase();
  return host === 'api.github.com' ? 'github.com' : host;
}
