import { defineRule } from '../../engine/rule.js';
import { APPROVAL_PATH } from './approval-subject.js';
import { pullRequestData, verifiedApprovals } from './verified-approval.js';

// spec/approval.md §2-3: verification was asked for and could not be done (no token, a rate limit,
// the network, GitHub Enterprise without a github.com token). Never a silent pass: the reader sees
// that this approval is unchecked and why.
export const unverified = defineRule({
  id: 'approval/unverified',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'warning',
    description: 'the approval pull request could not be verified through the GitHub API',
    messages: {
      unverified: 'could not verify {{url}} as the approval of {{name}}: {{reason}}',
    },
  },
  check: (ctx) =>
    verifiedApprovals(ctx, 'unverified').map(({ subject, pr, result }) => ({
      messageId: 'unverified' as const,
      object: subject.crd,
      path: APPROVAL_PATH,
      data: { name: subject.crd.name, url: pr.url, reason: result.reason, pullRequest: pullRequestData(pr) },
      discriminator: pr.url,
    })),
});
