import { defineRule } from '../../engine/rule.js';
import { compatReports, fieldName, goConstantsOf, shown, unchangedName } from './compat-report.js';
import { jsonKey } from './json-equality.js';
import { kubernetesEnum } from './kubernetes-enums.js';
import { isStatusOnly, OLDER_CONTROLLER, STATUS_WRITES } from './status-writes.js';

// compat/enum-narrowed (spec/crd-compatibility.md §5.4): a value the base enum accepted is gone,
// or an enum now restricts a field that took any value. Ratcheted (§5.6): stored objects keep
// working until the field changes; creates are never ratcheted.
export const enumNarrowed = defineRule({
  id: 'compat/enum-narrowed',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'a field of a served CRD version accepts fewer enum values than before',
    messages: {
      removed:
        '{{field}} in {{version}} no longer accepts {{values}} ({{enums}}); stored objects with those values stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to those values is rejected; keep the values in the enum',
      status: `{{field}} in {{version}} {{change}}; ${STATUS_WRITES}, and a status write of such a value is rejected ${OLDER_CONTROLLER}; make sure every running controller writes values the enum accepts`,
      kubernetes:
        "{{field}} in {{version}} now only accepts {{to}} where any value was valid: it is Kubernetes' own {{name}}, whose enum a newer k8s.io/api writes out (or a marker in the repository: the values are all that Kubernetes accepts); creates and changes with other values are rejected, but Kubernetes always refused them in the object it makes, so no such resource ever worked: a warning",
      documented:
        '{{field}} in {{version}} now only accepts {{to}} where any value was valid, the values its description named as the only ones before: creates and changes with other values are rejected, but those were never values the API documented: a warning',
      goConstants:
        "{{field}} in {{version}} now only accepts {{to}} where any value was valid, every value its Go type {{type}} declared as a constant before: creates and changes with other values are rejected, but those were values of no constant of the API's Go type, which its clients write: a warning",
      acceptsNoValue:
        '{{field}} in {{version}} now accepts no value: its enum {{to}} lists no {{type}}, and the apiserver compares the whole value with each entry, so every create and every change that sets the field is rejected; stored objects that set it stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting); to limit the keys of a map, use a rule such as `self.all(k, k in [...])` instead',
      addedOverPattern:
        '{{field}} in {{version}} now only accepts {{to}} where any string matching {{pattern}} was valid; stored objects with other values stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to another value is rejected; add the enum in a new version, or make sure no client writes other values',
      replacesPattern:
        '{{field}} in {{version}} now only accepts {{to}}, none of which its pattern {{pattern}} accepted before, so no value that was valid is valid now; stored objects that set it stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating them again (a GitOps re-apply, a restore) is rejected, and every client that sets the field must change; add the enum in a new version',
      added:
        '{{field}} in {{version}} now only accepts {{to}} where any value was valid; stored objects with other values stay readable and may be updated while {{unchanged}} stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing {{field}} to another value is rejected; add the enum in a new version, or make sure no client writes other values',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/enum-narrowed', (d, crd) => {
      const field = fieldName(d.property);
      const unchanged = unchangedName(d);
      const status = isStatusOnly(crd, d);
      if (!Array.isArray(d.base)) {
        const to = shown(d.head);
        if (status)
          return { messageId: 'status', data: { field, version: d.version, change: `now only accepts ${to}` } };
        const kubernetes = kubernetesEnum(crd, d);
        if (kubernetes !== undefined)
          return {
            messageId: 'kubernetes',
            data: { field, version: d.version, to, name: kubernetes },
            severity: 'warning' as const,
          };
        if ('documentedValues' in d && d.documentedValues === true)
          return { messageId: 'documented', data: { field, version: d.version, to } };
        // Every constant of the field's Go type, a closed set of values the Go clients write
        // (fybrik 6b7f89398e wrote its `DataFlow` constants out as the enum of `flowType`).
        const constants = goConstantsOf(ctx, ctx.baseOf(crd) ?? crd)(d.version)(d.property);
        if (constants !== undefined && constants.values.length >= 2 && Array.isArray(d.head)) {
          const listed = new Set(d.head.map(jsonKey));
          if (constants.values.every((v) => listed.has(jsonKey(v))))
            return {
              messageId: 'goConstants',
              data: { field, version: d.version, to, type: constants.type },
              severity: 'warning' as const,
            };
        }
        // An enum of strings on a map (oadp-operator b1d376d8: controller-gen put the key type's
        // enum on `map[UnsupportedImageKey]string`) accepts no map at all, not those keys.
        if ('acceptsNoValue' in d && d.acceptsNoValue !== undefined)
          return {
            messageId: 'acceptsNoValue',
            data: { field, unchanged, version: d.version, to, type: d.acceptsNoValue === 'array' ? 'list' : 'object' },
          };
        // A pattern limited the field before (aws-load-balancer-operator b15d57d8): said, and
        // where it matched none of the enum's values, that nothing valid before is valid now.
        if ('basePattern' in d && d.basePattern !== undefined)
          return {
            messageId: d.basePatternAdmitsNone ? 'replacesPattern' : 'addedOverPattern',
            data: { field, unchanged, version: d.version, to, pattern: shown(d.basePattern) },
          };
        return { messageId: 'added', data: { field, unchanged, version: d.version, to } };
      }
      const now = new Set((Array.isArray(d.head) ? d.head : []).map(jsonKey));
      const values = d.base
        .filter((v) => !now.has(jsonKey(v)))
        // A null the enum listed is null, not "none": an enum value NONE may stay (zookeeper-operator e3f51ea5).
        .map((v) => (v === null ? 'null' : shown(v)))
        .join(', ');
      const enums = enumsText(d.base, d.head);
      if (status) {
        const change = `no longer accepts ${values} (${enums})`;
        return { messageId: 'status', data: { field, version: d.version, change } };
      }
      return {
        messageId: 'removed',
        data: { field, unchanged, version: d.version, values, enums, from: shown(d.base), to: shown(d.head) },
      };
    }),
});

/** Enums longer than this are counted in a message, not listed: the values removed are named already. */
const LISTED_ENUM = 12;

/**
 * The two enums as a message shows them: listed (`enum ["a","b"] became ["a"]`), or counted where
 * either is long (kedacore/http-add-on's conditions listed 32 values twice in one sentence).
 */
function enumsText(base: readonly unknown[], head: unknown): string {
  const after = Array.isArray(head) ? head : [];
  return base.length > LISTED_ENUM || after.length > LISTED_ENUM
    ? `the enum of ${base.length} values became one of ${after.length}`
    : `enum ${shown(base)} became ${shown(head)}`;
}
