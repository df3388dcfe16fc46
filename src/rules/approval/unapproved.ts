import { goQuote } from '../../engine/go-quote.js';
import { defineRule } from '../../engine/rule.js';
import { approvalReason } from './approval-state.js';
import { approvalSubjects, approvalAt } from './approval-subject.js';

// State Bypassed (spec/approval.md §2, CRD-APPROVAL-002/007): the apiserver accepts the CRD, and
// its API-approval controller records that the API is unapproved in a False condition. Worth a
// reviewer's eye on every change, never a rejection.
export const CONFORMANT_CONDITION = 'KubernetesAPIApprovalPolicyConformant';

export const unapproved = defineRule({
  id: 'approval/unapproved',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'warning',
    description: 'a CRD in a protected group is marked "unapproved": it installs, but its API has not been approved',
    messages: {
      unapproved: `{{name}} is in the protected group {{group}} and marked {{quoted}}: the apiserver accepts it but sets ${CONFORMANT_CONDITION}=False; get the API approved and link the approving pull request`,
    },
  },
  check: (ctx) =>
    approvalSubjects(ctx.head, ctx.whole?.head)
      .filter((s) => s.isProtected && s.state === 'Bypassed')
      .map((s) => ({
        messageId: 'unapproved' as const,
        ...approvalAt(s),
        data: {
          name: s.crd.name,
          group: s.group ?? '',
          quoted: goQuote(s.value),
          // The condition the controller sets (CRD-APPROVAL-007, COND-003), so a reader sees what the cluster will say.
          condition: {
            type: CONFORMANT_CONDITION,
            status: 'False',
            reason: 'UnapprovedAnnotation',
            message: approvalReason('Bypassed', s.value),
          },
        },
      })),
});
