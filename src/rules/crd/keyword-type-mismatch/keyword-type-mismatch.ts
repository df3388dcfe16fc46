import { defineRule, type RuleReport } from '../../../engine/rule.js';
import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { crdSchemas } from '../schema/crd-schemas.js';
import { servedCrds } from '../schema/served-crds.js';
import { flatSchema, type SchemaLocation } from '../schema/walk-schema.js';

// A validation keyword of one JSON type on a node of another: `minLength: 1` on a list (nats-io/
// nack's hand-written `subjects` and `servers`, where `minItems` was meant). kube-apiserver accepts
// the CRD, and validates each value with kube-openapi's validators, each of which applies to its
// own kind of value only (the string validator to strings, the slice validator to lists, ...): the
// keyword checks nothing, and an empty list passes the bound its author wrote. Only nodes with a
// `type` are judged (int-or-string takes string and integer keywords alike; a node without a type,
// a junctor's branch, is checked as its siblings say), and only what the apiserver validates.

export const keywordTypeMismatch = defineRule({
  id: 'crd/keyword-type-mismatch',
  scope: 'object',
  meta: {
    severity: 'warning',
    description:
      "a validation keyword applies to another type than the field's (minLength on a list), so kube-apiserver checks nothing with it",
    messages: {
      mismatch:
        '{{keyword}} applies to {{applies}} only, and {{field}} is of type {{type}}, so kube-apiserver checks nothing with it: {{advice}}',
      enumBooleans:
        'the enum of {{field}}, a string, lists {{values}} as booleans: unquoted, true and false are booleans in any YAML, and YAML 1.1 (kubectl, the apiserver) reads y, yes, on, off and their like as booleans too; no string equals a boolean, so every value meant by them is refused: quote them',
      enumOfOtherType:
        'the enum of {{field}}, of type {{type}}, lists {{values}}, which no {{type}} value equals, so {{refused}}: give the enum values of the type, or the field the type of its values',
    },
  },
  check: (ctx) => {
    const out: RuleReport<'mismatch' | 'enumBooleans' | 'enumOfOtherType'>[] = [];
    // Every node of every schema is looked at, and few carry such a keyword: a loop, not a list a node.
    for (const crd of servedCrds(ctx.head))
      for (const s of crdSchemas(crd)) for (const at of flatSchema(s).nodes) mismatches(crd, at, out);
    return out;
  },
});

/** Whether a value is of a scalar type, as kube-openapi's type validator reads JSON. */
const OF_TYPE: Readonly<Record<string, (v: unknown) => boolean>> = {
  string: (v) => typeof v === 'string',
  integer: (v) => typeof v === 'number' && Number.isInteger(v),
  number: (v) => typeof v === 'number',
  boolean: (v) => typeof v === 'boolean',
  // Gatekeeper 8e0ca170 gave its list of operations a string enum: kube-openapi compares the whole
  // list with each value, so every list was refused.
  array: (v) => Array.isArray(v),
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
};

/** The keywords of each kind of value, as kube-openapi's validators apply them. */
const KEYWORDS: Readonly<Record<string, 'string' | 'number' | 'array' | 'object'>> = {
  minLength: 'string',
  maxLength: 'string',
  pattern: 'string',
  minimum: 'number',
  maximum: 'number',
  exclusiveMinimum: 'number',
  exclusiveMaximum: 'number',
  multipleOf: 'number',
  minItems: 'array',
  maxItems: 'array',
  minProperties: 'object',
  maxProperties: 'object',
  // The object validator alone reads it (antrea 8f3b3fb68 wrote `required: [ips]` on a list).
  required: 'object',
  // The fields of a node that is no object, or the items of one that is no list: the apiserver
  // takes them (no structural rule forbids them) and neither validates nor prunes with them.
  properties: 'object',
  additionalProperties: 'object',
  items: 'array',
};

const APPLIES: Readonly<Record<string, string>> = {
  string: 'strings',
  number: 'numbers',
  array: 'lists (type array)',
  object: 'objects',
};

/** The keyword of the node's own type that says what the misplaced one says: a count is a count. */
const COUNTERPART: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  minLength: { array: 'minItems', object: 'minProperties' },
  maxLength: { array: 'maxItems', object: 'maxProperties' },
  minItems: { string: 'minLength', object: 'minProperties' },
  maxItems: { string: 'maxLength', object: 'maxProperties' },
  minProperties: { string: 'minLength', array: 'minItems' },
  maxProperties: { string: 'maxLength', array: 'maxItems' },
};

function mismatches(
  crd: KubeObject,
  at: SchemaLocation,
  out: RuleReport<'mismatch' | 'enumBooleans' | 'enumOfOtherType'>[],
): void {
  const { raw } = at;
  const type = typeof raw.type === 'string' ? raw.type : '';
  if (type === '' || raw['x-kubernetes-int-or-string'] === true || at.unvalidated) return;
  // An enum of a string written `[auto, on, off]` (starboard's probe): YAML 1.1 made two of its
  // values booleans.
  const booleans = type === 'string' && Array.isArray(raw.enum) ? raw.enum.filter((v) => typeof v === 'boolean') : [];
  if (booleans.length > 0)
    out.push({
      messageId: 'enumBooleans',
      object: crd,
      // At the first of them, as written (`on`), where the enum's line says nothing of which.
      path: at
        .manifestPath()
        .child('enum')
        .index((raw.enum as unknown[]).findIndex((v) => typeof v === 'boolean')),
      data: { field: at.valuePath(), values: booleans.map(String).join(' and ') },
    });
  // An enum of values of another type (hydra-maester b1f17b5 gave an integer field `[delete,
  // orphan]`): kube-apiserver takes the CRD, and every value then fails the type or the enum.
  const others =
    OF_TYPE[type] && Array.isArray(raw.enum) ? raw.enum.filter((v) => v !== null && !OF_TYPE[type]?.(v)) : [];
  const alsoBooleans = type === 'string' && others.every((v) => typeof v === 'boolean'); // enumBooleans says it
  if (others.length > 0 && !alsoBooleans)
    out.push({
      messageId: 'enumOfOtherType',
      object: crd,
      path: at.manifestPath().child('enum'),
      data: {
        field: at.valuePath(),
        type,
        values: others.map((v) => JSON.stringify(v)).join(', '),
        refused:
          others.length === (raw.enum as unknown[]).filter((v) => v !== null).length
            ? 'no value of the field is accepted'
            : 'they allow nothing',
      },
    });
  const kind = type === 'integer' ? 'number' : type;
  if (!(kind in APPLIES) && kind !== 'boolean') return; // a type the apiserver refuses: crd/schema's
  // The node's own keys, in the order written (a node has a few; the keywords are many).
  for (const keyword in raw) {
    if (!Object.hasOwn(KEYWORDS, keyword)) continue;
    // `exclusiveMaximum: false` and the like say nothing.
    const value = raw[keyword];
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue; // `required: []` requires nothing
    if (isJsonObject(value) && keyword === 'properties' && Object.keys(value).length === 0) continue;
    const applies = KEYWORDS[keyword] as string;
    if (applies === kind) continue;
    const counterpart = COUNTERPART[keyword]?.[kind];
    // A list of values of the keyword's kind: karpenter's requirement `values` carry the
    // maxLength and pattern of a label value, meant for each item.
    const items = kind === 'array' ? itemKind(raw.items) : undefined;
    const forItems = items === applies ? `move it under items, where it checks each value` : undefined;
    out.push({
      messageId: 'mismatch',
      object: crd,
      path: at.manifestPath().child(keyword),
      data: {
        keyword,
        applies: APPLIES[applies] as string,
        field: at.valuePath(),
        type,
        advice:
          forItems !== undefined
            ? counterpart !== undefined
              ? `${forItems}, or write ${counterpart}: ${String(value)} if the list's length was meant`
              : forItems
            : counterpart !== undefined
              ? `write ${counterpart}: ${String(value)} for the bound it means`
              : `remove it, or give ${at.valuePath()} the type it was meant for`,
      },
    });
  }
}

/** The kind of value a list's items schema declares (integer counted as number); undefined without one. */
function itemKind(items: unknown): string | undefined {
  const type = isJsonObject(items) ? items.type : undefined;
  return type === 'integer' ? 'number' : typeof type === 'string' ? type : undefined;
}
