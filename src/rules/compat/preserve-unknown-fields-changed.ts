import { defineRule } from '../../engine/rule.js';
import { compatReports, fieldName } from './compat-report.js';

// compat/preserve-unknown-fields-changed (spec/crd-compatibility.md §5.7): true → false/absent.
// Fields that objects carry today and the schema does not list are pruned on their next write.
// The opposite change prunes nothing.
export const preserveUnknownFieldsChanged = defineRule({
  id: 'compat/preserve-unknown-fields-changed',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'x-kubernetes-preserve-unknown-fields was turned off on a field of a served CRD version',
    messages: {
      pruned:
        '{{field}} in {{version}} no longer preserves unknown fields; fields that stored objects carry there and the schema does not list are pruned on their next write (data loss), and clients that set them see them dropped; keep x-kubernetes-preserve-unknown-fields: true, or list every field that objects use',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/preserve-unknown-fields-changed', (d) => ({
      messageId: 'pruned',
      data: { field: fieldName(d.property), version: d.version },
    })),
});
