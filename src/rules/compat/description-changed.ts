import { defineRule } from '../../engine/rule.js';
import { compatReports, fieldName } from './compat-report.js';

// compat/description-changed (spec/crd-compatibility.md §5.7): a notice, off by default, for
// projects that review documentation changes of their API like the API itself (crdify's
// description validation). Nothing breaks.
export const descriptionChanged = defineRule({
  id: 'compat/description-changed',
  scope: 'object',
  meta: {
    severity: 'notice',
    offByDefault: true,
    description: 'the description of a field of a served CRD version changed (off by default)',
    messages: {
      changed:
        'the description of {{field}} in {{version}} changed; kubectl explain and generated client docs show the new text; make sure it still describes what stored objects mean',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/description-changed', (d) => ({
      messageId: 'changed',
      data: { field: fieldName(d.property), version: d.version },
    })),
});
