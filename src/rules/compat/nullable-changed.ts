import { defineRule } from '../../engine/rule.js';
import { isStatusOnly, OLDER_CONTROLLER, STATUS_WRITES } from './status-writes.js';
import { compatReports, fieldName } from './compat-report.js';

// compat/nullable-changed (spec/crd-compatibility.md §5.4): nullable true → false is an error
// where the apiserver rejects a null (a required field without default, list items; ratcheted as
// §5.6 says) and where it drops a map's entry with its null value (the key is lost); a warning for
// an object's optional or defaulted property, where the null is dropped or defaulted and the field
// reads unset (compare-schemas.ts compareNullable; apiextensions-apiserver's
// PruneNonNullableNullsWithoutDefaults deletes null values of properties and of maps, not of
// lists); false → true a warning (clients meet null), or
// nothing with `compat: {nullableAddition: Allow}` (§6). A configured severity replaces both.
export const nullableChanged = defineRule({
  id: 'compat/nullable-changed',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'a field of a served CRD version stopped (or started) accepting null',
    messages: {
      removed:
        '{{field}} in {{version}} no longer accepts null; stored objects with null stay readable and may be updated while {{kept}} (ratcheting), but creating objects with null (a GitOps re-apply, a restore) and setting {{field}} to null is rejected; keep nullable: true',
      entryDropped:
        '{{field}} in {{version}} no longer keeps null: the apiserver drops an entry whose value is null instead of storing it, so the key is lost from new objects (a GitOps re-apply, a restore) and from stored objects, from every read at once and from etcd on their next write; keep nullable: true',
      dropped:
        '{{field}} in {{version}} no longer keeps null: the apiserver drops a null there (or sets the default in its place) instead of storing it, so clients that read null as meaningful find the field unset or defaulted; keep nullable: true',
      status: `{{field}} in {{version}} no longer accepts null; ${STATUS_WRITES}, and a status write of null is rejected ${OLDER_CONTROLLER}; keep nullable: true, or make sure every running controller writes a value`,
      added:
        '{{field}} in {{version}} now accepts null; clients and controllers that assume a value meet null; make sure they handle it, or set nullableAddition: Allow under compat: in the configuration',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/nullable-changed', (d, crd) => {
      const field = fieldName(d.property);
      // In the items of an atomic list, the whole list must stay as it is (§5.6).
      const unit = 'ratchetUnit' in d ? d.ratchetUnit : undefined;
      const kept = unit === undefined ? `${field} stays null` : `${fieldName(unit)} stays unchanged`;
      if (d.base !== true) return { messageId: 'added', data: { field, kept, version: d.version } };
      if ('nullDropped' in d && d.nullDropped !== undefined)
        return {
          messageId: d.nullDropped === 'entry' ? 'entryDropped' : 'dropped',
          data: { field, kept, version: d.version },
        };
      return { messageId: isStatusOnly(crd, d) ? 'status' : 'removed', data: { field, kept, version: d.version } };
    }),
});
