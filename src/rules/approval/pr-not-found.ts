import { defineRule } from '../../engine/rule.js';
import { APPROVAL_PATH } from './approval-subject.js';
import { pullRequestData, verifiedApprovals } from './verified-approval.js';

// spec/approval.md §2-3, verified: GET pulls/{n} answered 404. GitHub answers the same for a
// private repository the token cannot see, so the message says "or is not visible".
export const prNotFound = defineRule({
  id: 'approval/pr-not-found',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'error',
    description: 'the pull request that api-approved.kubernetes.io links does not exist (or is not visible)',
    messages: {
      notFound:
        '{{url}} does not exist or is not visible to this token, so it cannot be the approval of {{name}}: link the pull request that approved this API',
    },
  },
  check: (ctx) =>
    verifiedApprovals(ctx, 'not-found').map(({ subject, pr }) => ({
      messageId: 'notFound' as const,
      object: subject.crd,
      path: APPROVAL_PATH,
      data: { name: subject.crd.name, url: pr.url, pullRequest: pullRequestData(pr) },
      discriminator: pr.url,
    })),
});
