import { defineRule } from '../../engine/rule.js';
import type { CompatDifference } from './compare-crds.js';
import { compatReports } from './compat-report.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';

// compat/subresource-removed (spec/crd-compatibility.md §5.3): `subresources.status` or
// `subresources.scale` of a compared version is gone.
export const subresourceRemoved = defineRule({
  id: 'compat/subresource-removed',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'the status or scale subresource of a served CRD version was removed',
    messages: {
      status:
        'the status subresource of {{version}} was removed; controllers that write /status now get 404 Not Found, and status becomes writable through the main resource, where spec writers overwrite it; keep subresources.status',
      statusGone:
        'the status subresource of {{version}} was removed, and status with it from the schema; controllers that write /status now get 404 Not Found, and the status stored objects hold is pruned from every read at once and from etcd on their next write; keep subresources.status',
      statusEmpty:
        "the status subresource of {{version}} was removed; its schema's status declares no fields, so /status stored nothing but `{}`, but a controller that still calls it now gets 404 Not Found; keep subresources.status while such a controller may run",
      statusUndeclared:
        'the status subresource of {{version}} was removed; its schema declares no status, so nothing was ever stored through /status, but a controller that still calls it now gets 404 Not Found; keep subresources.status while such a controller may run',
      scale:
        'the scale subresource of {{version}} was removed; kubectl scale, HorizontalPodAutoscalers and other clients of /scale now get 404 Not Found; keep subresources.scale',
      leftAtSpec:
        'the {{subresource}} subresource of {{version}} was removed: the change leaves it at spec.subresources, where apiextensions.k8s.io/v1beta1 kept it, but v1 has no such field (crd/unknown-field), so a client that does not refuse the CRD for it drops it, and clients of /{{subresource}} get 404 Not Found; move it into spec.versions[*].subresources',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/subresource-removed', (d, crd) => {
      // A move to v1 that kept v1beta1's spec.subresources (pixie 61e750043f's copy of cert-manager's CRDs).
      const subresource = d.check === 'scale' ? 'scale' : 'status';
      return leftAtSpec(crd, subresource)
        ? { messageId: 'leftAtSpec', data: { version: d.version, subresource } }
        : { messageId: messageIdOf(d), data: { version: d.version } };
    }),
});

/** Whether a v1 CRD holds the subresource at spec.subresources, v1beta1's place for it, which v1 does not read. */
function leftAtSpec(crd: KubeObject, subresource: 'status' | 'scale'): boolean {
  const spec = crd.value.spec;
  return (
    crd.version === 'v1' &&
    isJsonObject(spec) &&
    isJsonObject(spec.subresources) &&
    Object.hasOwn(spec.subresources, subresource)
  );
}

function messageIdOf(d: CompatDifference): 'scale' | 'statusUndeclared' | 'statusEmpty' | 'statusGone' | 'status' {
  if (d.check === 'scale') return 'scale';
  if ('statusUndeclared' in d && d.statusUndeclared) return 'statusUndeclared';
  if ('statusEmpty' in d && d.statusEmpty) return 'statusEmpty';
  return 'statusGone' in d && d.statusGone ? 'statusGone' : 'status';
}
