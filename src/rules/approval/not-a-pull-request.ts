import { defineRule } from '../../engine/rule.js';
import { approvalPullRequest, GITHUB_HOST } from './approval-pull-request.js';
import { approvalSubjects, approvalAt } from './approval-subject.js';
import { parseRequestUri } from './parse-request-uri.js';

// spec/approval.md §2-3: the apiserver accepts any URL (state Approved), but an approval is a
// merged pull request a reviewer (and --verify-approvals) can check; a tree, blob or issue
// link, or a page on another host, is not one.

export type NotAPullRequestKind = 'http' | 'issue' | 'github-page' | 'other-host' | 'trailingSpace';

const messages = {
  http: '{{value}} uses http: write it as https://… so that it is a pull request URL a reviewer can verify',
  issue:
    '{{value}} links an issue, not a pull request: APIs are approved on the pull request that adds them; link it (https://github.com/OWNER/REPO/pull/N)',
  'github-page':
    '{{value}} is not a pull request URL: link the pull request that approved this API (https://github.com/OWNER/REPO/pull/N)',
  trailingSpace:
    '{{shown}} ends in whitespace, after which the pull request URL it holds is no longer one a reviewer or --verify-approvals can follow (the apiserver takes it): remove the whitespace',
  'other-host':
    '{{value}} is not a GitHub pull request URL: APIs in protected groups are approved on GitHub; link the approving pull request (https://github.com/OWNER/REPO/pull/N)',
} as const;

export const notAPullRequest = defineRule({
  id: 'approval/not-a-pull-request',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'warning',
    description: 'api-approved.kubernetes.io is a URL the apiserver accepts, but not a pull request URL',
    messages,
  },
  check: (ctx) =>
    approvalSubjects(ctx.head, ctx.whole?.head).flatMap((s) => {
      // With verification on GitHub Enterprise, pull requests on that host are pull requests too.
      if (!s.isProtected || s.state !== 'Approved' || approvalPullRequest(s.value, ctx.services?.approvals?.hosts))
        return [];
      // A pull request URL and whitespace after it (external-snapshot-metadata's probe): say so.
      const trimmed = s.value.trimEnd();
      const kind: NotAPullRequestKind =
        trimmed !== s.value && approvalPullRequest(trimmed, ctx.services?.approvals?.hosts)
          ? 'trailingSpace'
          : kindOf(s.value);
      return [{ messageId: kind, ...approvalAt(s), data: { value: s.value, shown: JSON.stringify(s.value), kind } }];
    }),
});

function kindOf(value: string): NotAPullRequestKind {
  const parsed = parseRequestUri(value);
  if (!parsed.ok) return 'other-host'; // not reached: the value is Approved, so it parses
  const host = parsed.uri.host.toLowerCase().replace(/:\d*$/, '');
  if (host !== GITHUB_HOST && host !== `www.${GITHUB_HOST}`) return 'other-host';
  if (parsed.uri.scheme === 'http' && approvalPullRequest(`https${value.slice(value.indexOf(':'))}`)) return 'http';
  return /^\/[^/]+\/[^/]+\/issues\/\d+/.test(parsed.uri.path) ? 'issue' : 'github-page';
}
