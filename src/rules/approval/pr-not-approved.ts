import { defineRule } from '../../engine/rule.js';
import { APPROVAL_PATH } from './approval-subject.js';
import { pullRequestData, verifiedApprovals } from './verified-approval.js';

// spec/approval.md §3, verified: merged, but with neither an APPROVED review (each reviewer's
// latest) nor Prow's `approved` label at merge time; with approval-approvers configured (item 3),
// with no approval from one of them. `data.evidence` says what was found.
export const prNotApproved = defineRule({
  id: 'approval/pr-not-approved',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'error',
    description: 'the pull request that api-approved.kubernetes.io links merged without any approval on record',
    messages: {
      notApproved:
        '{{url}} merged without an approving review or the "approved" label, so nothing shows that the API of {{name}} was approved: link the pull request where it was',
      noConfiguredApprover:
        '{{url}} merged without an approving review or a standing /approve from any of approval-approvers ({{approvalApprovers}}), so nothing shows that an API approver approved {{name}}: link the pull request where one did',
    },
  },
  check: (ctx) =>
    verifiedApprovals(ctx, 'not-approved').map(({ subject, pr, result }) => {
      const required = result.evidence.requiredApprovers;
      return {
        messageId: required ? ('noConfiguredApprover' as const) : ('notApproved' as const),
        object: subject.crd,
        path: APPROVAL_PATH,
        data: {
          name: subject.crd.name,
          url: pr.url,
          evidence: result.evidence,
          pullRequest: pullRequestData(pr),
          ...(required ? { approvalApprovers: required.join(', ') } : {}),
        },
        discriminator: pr.url,
      };
    }),
});
