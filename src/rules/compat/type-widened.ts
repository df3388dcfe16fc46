import { defineRule } from '../../engine/rule.js';
import { compatReports, fieldName, typeText } from './compat-report.js';

// compat/type-widened (spec/crd-compatibility.md §5.2): the node accepts more types than before
// (integer → number, integer or string → int-or-string). Stored values stay valid; typed clients
// meet values they cannot decode. The node's other checks still run.
export const typeWidened = defineRule({
  id: 'compat/type-widened',
  scope: 'object',
  meta: {
    severity: 'warning',
    description: 'a field of a served CRD version accepts more types than before',
    messages: {
      type: 'the type of {{field}} in {{version}} widened from {{from}} to {{to}}; stored values stay valid, but clients that decode it as {{from}} break on the first value of the new kind; make sure every client decodes {{to}}, or add a new field',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/type-widened', (d) => ({
      messageId: 'type',
      data: { field: fieldName(d.property), version: d.version, from: typeText(d.base), to: typeText(d.head) },
    })),
});
