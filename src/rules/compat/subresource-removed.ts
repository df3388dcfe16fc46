import { defineRule } from '../../engine/rule.js';
import type { CompatDifference } from './compare-crds.js';
import { compatReports } from './compat-report.js';

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
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/subresource-removed', (d) => ({
      messageId: messageIdOf(d),
      data: { version: d.version },
    })),
});

function messageIdOf(d: CompatDifference): 'scale' | 'statusUndeclared' | 'statusEmpty' | 'statusGone' | 'status' {
  if (d.check === 'scale') return 'scale';
  if ('statusUndeclared' in d && d.statusUndeclared) return 'statusUndeclared';
  if ('statusEmpty' in d && d.statusEmpty) return 'statusEmpty';
  return 'statusGone' in d && d.statusGone ? 'statusGone' : 'status';
}
