import { defineRule } from '../../engine/rule.js';
import { compatReports, fieldName, shown } from './compat-report.js';
import { jsonKey } from './json-equality.js';

// compat/enum-widened (spec/crd-compatibility.md §5.4): new enum values, or the enum removed.
// Nothing is rejected; clients that switch over the known values meet one they do not know.
/** The most values, before and after together, a message lists in full. */
const ENUM_SHOWN_IN_FULL = 16;

export const enumWidened = defineRule({
  id: 'compat/enum-widened',
  scope: 'object',
  meta: {
    severity: 'warning',
    description: 'a field of a served CRD version accepts more enum values than before',
    messages: {
      added:
        '{{field}} in {{version}} now also accepts {{values}} ({{enum}}); clients and controllers that switch over the old values meet values they do not know; make sure they handle them, or turn this rule off if adding values is your policy',
      removed:
        'the enum of {{field}} in {{version}} was removed (it was {{from}}); clients and controllers that switch over those values meet values they do not know; make sure they handle any value',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/enum-widened', (d) => {
      const field = fieldName(d.property);
      if (!Array.isArray(d.head))
        return { messageId: 'removed', data: { field, version: d.version, from: shown(d.base) } };
      const was = new Set((Array.isArray(d.base) ? d.base : []).map(jsonKey));
      const values = d.head
        .filter((v) => !was.has(jsonKey(v)))
        .map(shown)
        .join(', ');
      const from = Array.isArray(d.base) ? d.base : [];
      // Both lists in full only while they read at a glance: nginx's ingress enums of 60 values made
      // a message of 3,600 characters that said no more than the values added.
      const enumText =
        from.length + d.head.length <= ENUM_SHOWN_IN_FULL
          ? `enum ${shown(d.base)} became ${shown(d.head)}`
          : `the enum of ${from.length} values became one of ${d.head.length}`;
      return {
        messageId: 'added',
        data: { field, version: d.version, values, enum: enumText },
      };
    }),
});
