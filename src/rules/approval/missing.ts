import type { RuleReport } from '../../engine/rule.js';
import { defineRule } from '../../engine/rule.js';
import { approvalSubjects, storedApprovalState, type ApprovalSubject, APPROVAL_PATH } from './approval-subject.js';
import { validateApiApproval } from './validate-api-approval.js';
import type { ApprovalState } from './approval-state.js';

// CRD-APPROVAL-003 and -005 (spec/crd-validation.md §4): a CRD in a protected group without an
// approval annotation is rejected on create, and on an update that changes the approval state
// to Missing. An update that leaves it Missing is accepted (legacy CRDs stay updatable).

const FIX = 'set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved';

const messages = {
  missing: `{{name}} is in the protected group {{group}} but has no api-approved.kubernetes.io annotation, so the apiserver rejects it: ${FIX}`,
  empty: `api-approved.kubernetes.io is empty, which the apiserver treats as missing, so it rejects {{name}} (protected group {{group}}): ${FIX}`,
  wrongCase: `{{name}} is in the protected group {{group}}, and annotation keys are case-sensitive: {{key}} is not api-approved.kubernetes.io, so the apiserver rejects it for a missing approval annotation: rename the key`,
  removed: `this change leaves {{name}} (protected group {{group}}) without api-approved.kubernetes.io, which was {{storedState}} before, so the apiserver rejects the update: restore the annotation`,
} as const;
type MessageId = keyof typeof messages;

export const missing = defineRule({
  id: 'approval/missing',
  meta: {
    severity: 'error',
    description: 'a CRD in a protected group (*.k8s.io, *.kubernetes.io) has no api-approved.kubernetes.io annotation, so kube-apiserver rejects it',
    messages,
  },
  check: (ctx) => approvalSubjects(ctx.head).flatMap((s) => checkSubject(s, storedApprovalState(ctx.baseOf(s.crd)))),
});

function checkSubject(subject: ApprovalSubject, storedState: ApprovalState | undefined): RuleReport<MessageId>[] {
  const rejection = validateApiApproval(subject, storedState).find((e) => e.type === 'Required value');
  if (!rejection) return [];
  const data = {
    name: subject.crd.name,
    group: subject.group ?? '',
    ...(storedState === undefined ? {} : { storedState }),
    ...(subject.caseVariantKey === undefined ? {} : { key: subject.caseVariantKey }),
  };
  const messageId: MessageId =
    subject.caseVariantKey !== undefined
      ? 'wrongCase'
      : storedState !== undefined
        ? 'removed'
        : subject.annotation.kind === 'absent'
          ? 'missing'
          : 'empty';
  return [{ messageId, object: subject.crd, path: APPROVAL_PATH, data, apiserver: rejection }];
}
