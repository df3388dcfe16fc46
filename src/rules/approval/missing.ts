import type { RuleContext, RuleReport } from '../../engine/rule.js';
import { defineRule } from '../../engine/rule.js';
import type { Fix } from '../../engine/suggested-change.js';
import { annotationOf, isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { kustomizedAnnotationSources } from '../kustomized-crds.js';
import { takenInBy } from '../kustomize-listing.js';
import {
  approvalSubjects,
  storedApprovalAnnotation,
  storedApprovalState,
  type ApprovalAnnotation,
  type ApprovalSubject,
  approvalAt,
} from './approval-subject.js';
import { APPROVAL_ANNOTATION } from './approval-state.js';
import { validateApiApproval } from './validate-api-approval.js';
import type { ApprovalState } from './approval-state.js';

// CRD-APPROVAL-003 and -005 (spec/crd-validation.md §4): a CRD in a protected group without an
// approval annotation is rejected on create, and on an update that changes the approval state
// to Missing. An update that leaves it Missing is accepted (legacy CRDs stay updatable).

// The suggested change for a missing approval: a value the apiserver accepts (a bypass), so
// accepting it as it stands is honest, and approval/unapproved keeps it in view until it is replaced.
export const APPROVAL_PLACEHOLDER = 'unapproved, replace with the URL of the pull request that approved this API';

const FIX =
  'set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved';

const messages = {
  missing: `{{name}} is in the protected group {{group}} but has no api-approved.kubernetes.io annotation, so the apiserver rejects it: ${FIX}`,
  empty: `api-approved.kubernetes.io is empty, which the apiserver treats as missing, so it rejects {{name}} (protected group {{group}}): ${FIX}`,
  wrongCase: `{{name}} is in the protected group {{group}}, and annotation keys are case-sensitive: {{key}} is not api-approved.kubernetes.io, so the apiserver rejects it for a missing approval annotation: rename the key`,
  removed: `this change leaves {{name}} (protected group {{group}}) without api-approved.kubernetes.io, which was {{storedState}} before, so the apiserver rejects the update: restore the annotation`,
  movedOutOfKustomization: `{{name}} (protected group {{group}}) had api-approved.kubernetes.io only as {{kustomization}} renders it, and this change moves it to {{file}}, which no kustomization of the repository takes in: applied as the file writes it, without the annotation, the apiserver rejects it, as it rejected the file before; take the new path into {{kustomization}}, or write the annotation in the file`,
} as const;
type MessageId = keyof typeof messages;

export const missing = defineRule({
  id: 'approval/missing',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'error',
    description:
      'a CRD in a protected group (*.k8s.io, *.kubernetes.io) has no api-approved.kubernetes.io annotation, so kube-apiserver rejects it',
    messages,
  },
  check: (ctx) =>
    approvalSubjects(ctx.head, ctx.whole?.head).flatMap((s) => {
      const stored = ctx.baseOf(s.crd);
      const storedAnnotation = storedApprovalAnnotation(stored, ctx.whole?.base ?? ctx.base, s);
      const storedState = storedApprovalState(storedAnnotation);
      // A CRD moved from v1beta1 without the annotation it lacked there: clusters that hold it take
      // the update (Missing stays Missing), but no new install of this manifest is accepted, where
      // the v1beta1 one was before Kubernetes 1.22 (the apiserver checked approval on v1 requests
      // only): a warning, as that one installs nowhere since.
      if (stored?.apiVersion === V1BETA1 && storedState === 'Missing')
        return checkSubject(s, undefined, undefined).map((r) => ({
          ...r,
          note: FROM_V1BETA1,
          atMost: 'warning' as const,
        }));
      const reports = checkSubject(s, storedState, storedAnnotation);
      const left = reports.length > 0 && stored ? leftApprovingKustomization(ctx, s, stored) : undefined;
      return left === undefined
        ? reports
        : reports.map(({ apiserver: _applied, fix: _fix, ...r }) => ({
            ...r,
            messageId: 'movedOutOfKustomization' as const,
            data: { ...r.data, kustomization: left, file: s.crd.source.file },
            severity: 'warning' as const,
          }));
    }),
});

/**
 * The kustomization that gave the stored CRD its approval, where the change moved the CRD's file out
 * of its reach and out of every kustomization's, the file writing the annotation as it did: the
 * container object storage interface moved its CRD files to client/config/crd/ (ab36b8aade) while
 * its root kustomization, whose commonAnnotations approve them, still listed crds/, and its build
 * failed until 1cc5c463 listed the new paths. What installs the file now is not in the repository;
 * applied as it is, it is refused as the file was before. Undefined otherwise.
 */
function leftApprovingKustomization(
  ctx: RuleContext,
  subject: ApprovalSubject,
  stored: KubeObject,
): string | undefined {
  const wholeBase = ctx.whole?.base ?? ctx.base;
  if (subject.setBy !== undefined || !wholeBase || stored.source.file === subject.crd.source.file) return undefined;
  const approving = kustomizedAnnotationSources(wholeBase, stored, APPROVAL_ANNOTATION)[0];
  if (approving === undefined) return undefined;
  if (annotationOf(stored, APPROVAL_ANNOTATION) !== annotationOf(subject.crd, APPROVAL_ANNOTATION)) return undefined;
  return takenInBy(ctx, ctx.whole?.head ?? ctx.head, subject.crd.source.file) ? undefined : approving.kustomization;
}

const V1BETA1 = 'apiextensions.k8s.io/v1beta1';
const FROM_V1BETA1 =
  'it was apiextensions.k8s.io/v1beta1 before the change, without the annotation: clusters that hold it take this update, but every new install of this manifest is refused';

function checkSubject(
  subject: ApprovalSubject,
  storedState: ApprovalState | undefined,
  storedAnnotation: ApprovalAnnotation | undefined,
): RuleReport<MessageId>[] {
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
  // A removed annotation is restored as it was; a missing one gets the placeholder. A key in the
  // wrong case is renamed on its own line, not the one the finding is on: no suggestion.
  const value =
    messageId === 'removed' && storedAnnotation?.kind === 'string' ? storedAnnotation.value : APPROVAL_PLACEHOLDER;
  const fix =
    messageId === 'wrongCase' || (messageId === 'removed' && storedAnnotation?.kind !== 'string')
      ? undefined
      : fixOf(subject, value);
  return [{ messageId, ...approvalAt(subject), data, apiserver: rejection, ...(fix ? { fix } : {}) }];
}

/** Where the finding lands decides the fix: on the empty value, or on the nearest key present (DESIGN §4). */
function fixOf(subject: ApprovalSubject, value: string): Fix | undefined {
  if (subject.annotation.kind === 'string') return { kind: 'set-scalar', was: subject.annotation.value, value };
  const metadata = subject.crd.value.metadata;
  if (!isJsonObject(metadata)) return undefined;
  const annotations = metadata.annotations;
  if (annotations === undefined)
    return { kind: 'add-entry', under: 'metadata', keys: ['annotations', APPROVAL_ANNOTATION], value };
  if (annotations === null || isJsonObject(annotations))
    return { kind: 'add-entry', under: 'annotations', keys: [APPROVAL_ANNOTATION], value };
  return undefined;
}
