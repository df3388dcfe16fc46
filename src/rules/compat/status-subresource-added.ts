import { defineRule } from '../../engine/rule.js';
import { compatReports } from './compat-report.js';

// compat/status-subresource-added: `subresources.status` added to a served version whose schema
// kept a status before. The apiserver then drops status from creates and from updates of the
// resource (the status strategy's PrepareForCreate and PrepareForUpdate), without an error: a
// controller that still writes status with an update of the whole object (one of an older
// release, during an upgrade) sees its writes ignored, and a manifest's status is lost. Where the
// schema declared no status, or an empty one, nothing was kept there to lose: no finding.
export const statusSubresourceAdded = defineRule({
  id: 'compat/status-subresource-added',
  scope: 'object',
  meta: {
    severity: 'warning',
    description: 'the status subresource was added to a served CRD version whose schema kept a status',
    messages: {
      added:
        'the status subresource of {{version}} was added, where its schema kept a status before; from now on the apiserver drops status from creates and from updates of the resource without an error, so a controller that writes status with an update of the whole object (one of an older release, during an upgrade) sees its writes ignored; make sure every running controller writes status through /status',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/status-subresource-added', (d) => ({
      messageId: 'added',
      data: { version: d.version },
    })),
});
