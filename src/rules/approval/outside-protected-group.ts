import { defineRule } from '../../engine/rule.js';
import { annotationOf, type KubeObject } from '../../parse/kube-object.js';
import { approvalSubjects, approvalAt } from './approval-subject.js';

// CRD-APPROVAL-006: outside the protected groups the apiserver ignores the annotation, whatever
// it holds. KEP-1111 said such CRDs should be rejected, but that was never implemented, so this
// is only a notice: the annotation promises a review that nobody enforces here.
export const outsideProtectedGroup = defineRule({
  id: 'approval/outside-protected-group',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'notice',
    description: 'api-approved.kubernetes.io on a CRD outside the protected groups, where it has no effect',
    messages: {
      outside:
        '{{group}} is not a protected group (only k8s.io, kubernetes.io and groups ending in .k8s.io or .kubernetes.io are), so the apiserver ignores api-approved.kubernetes.io on {{name}}: remove it, unless the API is meant to move into a protected group',
    },
  },
  check: (ctx) =>
    approvalSubjects(ctx.head, ctx.whole?.head)
      // A CRD without a group is rejected for that (crd/ rules); it has no group to be outside of.
      .filter((s) => s.group !== undefined && !s.isProtected && s.annotation.kind !== 'absent')
      // Gateway API's own release bundle (`gateway.networking.k8s.io/bundle-version`) sets it on its
      // x-k8s.io experimental CRDs, meant to move into its protected group; a repository that ships
      // that bundle as it is (contour's examples) has nothing to remove.
      .filter((s) => !isGatewayApiBundle(s.crd))
      .map((s) => ({
        messageId: 'outside' as const,
        ...approvalAt(s),
        data: { name: s.crd.name, group: s.group ?? '' },
      })),
});

/** Whether a CRD carries the annotation Gateway API's release bundles set on each of theirs. */
const isGatewayApiBundle = (crd: KubeObject): boolean =>
  annotationOf(crd, 'gateway.networking.k8s.io/bundle-version') !== undefined;
