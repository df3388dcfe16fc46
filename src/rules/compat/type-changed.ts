import { defineRule } from '../../engine/rule.js';
import { compatReports, fieldName, typeText } from './compat-report.js';
import { isStatusOnly, OLDER_CONTROLLER, STATUS_WRITES } from './status-writes.js';
import { TEXT_TYPE } from './go-property-type.js';
import { nodeAndParentAt } from './kubernetes-map-lists.js';
import type { CompatDifference } from './compare-crds.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';

// compat/type-changed (spec/crd-compatibility.md §5.2): the set of JSON types a node accepts
// changed, and not by growing. Nothing below the node is reported (§4.1 step 1). Ratcheting does
// not rescue it in practice (§5.6): typed clients fail to decode stored values at once. The
// apiserver itself ratchets the type as any other keyword (ratcheting.go validates the node whole
// and drops its errors where the value is unchanged), so the message says which writes fail
// rather than that stored objects "no longer validate" (koordinator fdc3b633).
export const typeChanged = defineRule({
  id: 'compat/type-changed',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'the type of a field of a served CRD version changed',
    messages: {
      type: 'the type of {{field}} in {{version}} changed from {{from}} to {{to}}; typed clients fail to decode stored objects, and creating one again (a GitOps re-apply, a restore) is refused, as is an update that changes the value (one that leaves it as it is passes, by ratcheting); add a new field, or serve the new type as a new version',
      numberToIntegerOfGoInteger:
        'the type of {{field}} in {{version}} changed from "number" to "integer"; a stored value with a fraction no longer validates, but the field is a Go {{goType}}, which no such value decodes into, so only objects its controllers could not read are refused; make sure none is stored, or serve the new type as a new version',
      toGoString:
        'the type of {{field}} in {{version}} changed from {{from}} to "string", which its Go type, {{goString}}, decodes alone: a stored value of another type never decoded into it, so only objects its controllers could not read are refused; make sure none is stored, or serve the new type as a new version',
      toGoStruct:
        'the type of {{field}} in {{version}} changed from {{from}} to "object", which its Go type, a struct, is: a stored value of another type never decoded into it, so only objects its controllers could not read are refused; make sure none is stored, or serve the new type as a new version',
      status: `the type of {{field}} in {{version}} changed from {{from}} to {{to}}; typed clients fail to decode stored objects; ${STATUS_WRITES}, and a status write of another type is rejected ${OLDER_CONTROLLER}; add a new field, or serve the new type as a new version`,
      fieldsToMap:
        '{{field}} in {{version}} changed from an object of the fields {{fields}} to a map whose values are {{to}}: each of those keys now holds a value of that type, which stored values are not, so typed clients fail to decode stored objects, and creating one again (a GitOps re-apply, a restore) is refused, as is an update that changes them (one that leaves them as they are passes, by ratcheting); add a new field, or serve the new type as a new version',
      statusFieldsToMap: `{{field}} in {{version}} changed from an object of the fields {{fields}} to a map whose values are {{to}}: each of those keys now holds a value of that type, which stored values are not, so typed clients fail to decode stored objects; ${STATUS_WRITES}, and a status write of the old shape is rejected ${OLDER_CONTROLLER}; add a new field, or serve the new type as a new version`,
      freeFormToFields:
        '{{field}} in {{version}} changed from any value (x-kubernetes-preserve-unknown-fields) to an object of the fields {{fields}}, keeping no other: every other key of a stored value is pruned from every read at once and from etcd on the next write, and values of another type{{required}} are refused when an object is created again or the value changed, and typed clients that decoded any value now decode only those fields; keep the free-form field and add the new shape beside it, or serve it as a new version',
      fromAnyType:
        'the type of {{field}} in {{version}} changed from any type to {{to}}; stored values of another type are refused when an object is created again or the value changed (an update that leaves it as it is passes, by ratcheting), and typed clients that decoded any value now decode only {{to}}; make sure no stored object holds another type there, or serve the new type as a new version',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/type-changed', (d, crd) => {
      const freeForm = d.base === null ? freeFormMadeFields(ctx.baseOf(crd), crd, d) : undefined;
      if (freeForm)
        return {
          messageId: 'freeFormToFields' as const,
          data: {
            field: fieldName(d.property),
            version: d.version,
            fields: namesText(freeForm.fields),
            required: freeForm.required.length === 0 ? '' : ` or without ${namesText(freeForm.required)}`,
            from: typeText(d.base),
            to: typeText(d.head),
          },
        };
      return {
        // From no type at all, only the values of other types stop validating (fluxcd/helm-controller
        // 622a87a typed its RFC 6902 operations as objects, which every stored one was).
        // What the Go type says decides the wording before status does: the warning is its doing
        // (carina fb42379017 made a status field the string its Go type was).
        messageId:
          'fieldsRetyped' in d && d.fieldsRetyped !== undefined
            ? isStatusOnly(crd, d)
              ? 'statusFieldsToMap'
              : 'fieldsToMap'
            : 'goStruct' in d && d.goStruct === true
              ? 'toGoStruct'
              : d.base === null
                ? 'fromAnyType'
                : 'goType' in d && d.goType !== undefined
                  ? 'numberToIntegerOfGoInteger'
                  : 'goString' in d && d.goString !== undefined
                    ? 'toGoString'
                    : isStatusOnly(crd, d)
                      ? 'status'
                      : 'type',
        data: {
          field: fieldName(d.property),
          version: d.version,
          from: typeText(d.base),
          ...('fieldsRetyped' in d && d.fieldsRetyped !== undefined ? { fields: retypedFields(d.base) } : {}),
          to: typeText(d.head),
          ...('goType' in d && d.goType !== undefined ? { goType: d.goType } : {}),
          ...('goString' in d && d.goString !== undefined ? { goString: goStringText(d.goString) } : {}),
        },
      };
    }),
});

/** The Go type as the message names it: a string, a duration, or a type with a text decoder. */
const goStringText = (goType: string): string =>
  goType === 'string'
    ? 'a string'
    : goType === TEXT_TYPE
      ? 'a type with a text decoder of its own (UnmarshalText)'
      : `a ${goType}`;

/** The fields that became a map's keys, as the message names them: `phase (string), since (string)`. */
function retypedFields(types: unknown): string {
  const named = Object.entries(types as Record<string, unknown>).map(([name, type]) => `${name} (${typeText(type)})`);
  return named.length <= 4 ? named.join(', ') : `${named.slice(0, 4).join(', ')} and ${named.length - 4} more`;
}

/**
 * A free-form field (no type, x-kubernetes-preserve-unknown-fields) made an object of declared
 * fields that keeps no other (Kong/kong-operator 59a37d5566 wrapped `route.model.body`, any JSON,
 * in `{body: JSON}`): every stored object value loses its keys to pruning, not only the values of
 * another type; its fields, and those it requires.
 */
function freeFormMadeFields(
  base: KubeObject | undefined,
  head: KubeObject,
  d: CompatDifference,
): { readonly fields: readonly string[]; readonly required: readonly string[] } | undefined {
  const [was] = base === undefined ? [] : nodeAndParentAt(base, d);
  const [now] = nodeAndParentAt(head, d);
  if (was?.['x-kubernetes-preserve-unknown-fields'] !== true || now === undefined) return undefined;
  if (now['x-kubernetes-preserve-unknown-fields'] === true || (now.additionalProperties ?? false) !== false)
    return undefined;
  if (!isJsonObject(now.properties)) return undefined;
  const fields = Object.keys(now.properties);
  if (fields.length === 0) return undefined;
  const required = Array.isArray(now.required) ? now.required.filter((r): r is string => typeof r === 'string') : [];
  return { fields, required };
}

/** Field names as a message lists them: `body`, `body and headers`, the first four and how many more. */
function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length <= 4) return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, 4).join(', ')} and ${names.length - 4} more`;
}
