import { defineRule } from '../../engine/rule.js';
import { APPROVAL_PATH } from './approval-subject.js';
import { pullRequestData, verifiedApprovals } from './verified-approval.js';

// spec/approval.md §2-3, verified: the pull request exists but did not merge. An open one may
// still be approved; a closed one never will be. Either way it has not approved anything yet.
export const prNotMerged = defineRule({
  id: 'approval/pr-not-merged',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'error',
    description: 'the pull request that api-approved.kubernetes.io links is open, or was closed without merging',
    messages: {
      open: '{{url}} is still open, so the API of {{name}} is not approved yet: link it once it has merged, or write "unapproved, <reason>" until then',
      closed:
        '{{url}} was closed without merging, so it did not approve the API of {{name}}: link the pull request that did',
    },
  },
  check: (ctx) =>
    verifiedApprovals(ctx, 'not-merged').map(({ subject, pr, result }) => ({
      messageId: result.state,
      object: subject.crd,
      path: APPROVAL_PATH,
      data: { name: subject.crd.name, url: pr.url, state: result.state, pullRequest: pullRequestData(pr) },
      discriminator: pr.url,
    })),
});
