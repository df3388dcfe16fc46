import { requestError } from '../../../engine/field-error.js';
import { goQuote } from '../../../engine/go-quote.js';
import { defineRule, type RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { crdSchemas } from './crd-schemas.js';
import { decodeSchemas, type DecodeProblem } from './decode-schema.js';
import type { KeywordMessageId } from './keyword-validation.js';
import { keywordErrors } from './node-errors.js';
import { schemaReports } from './schema-error.js';
import { servedCrds } from './served-crds.js';

// spec §8: the schema root (SCHEMA-ROOT-*) and the keywords a CRD schema may not use, at every
// node the apiserver's recursion reaches (SCHEMA-KW-*, AP-001, X-001, MAPTYPE-*). A hoisted
// schema is validated once (CRD-HOIST-001). Only v1 CRDs: others are crd/api-version's.
// Also CRD-API-002/003 for the schema's keywords (decode-schema.ts): unknown keywords and values
// of the wrong JSON type, which fail before validation (crd/unknown-field has the rest of the CRD).

type SchemaMessageId = KeywordMessageId | 'unknownKeyword' | 'droppedKeyword' | 'keywordType';

// What the keyword a user wrote is called in CRD schemas, where JSON Schema has a near twin.
const HINTS: Readonly<Record<string, string>> = {
  const: '; use `enum: [<value>]`',
  examples: '; use `example` (one value)',
  propertyNames: '; use an x-kubernetes-validations rule on the map',
  if: '; use an x-kubernetes-validations rule',
  contains: '; use an x-kubernetes-validations rule such as `self.exists(x, ...)`',
  readOnly: '; immutability is an x-kubernetes-validations rule `self == oldSelf`',
  $defs: '; inline each definition where it is used',
  'x-kubernetes-list-merge-key': '; use `x-kubernetes-list-map-keys`',
  'x-kubernetes-patch-merge-key': '; use `x-kubernetes-list-map-keys` with `x-kubernetes-list-type: map`',
  'x-kubernetes-patch-strategy': '; use `x-kubernetes-list-type`',
};
const TYPE_HINTS: Readonly<Record<string, string>> = {
  type: ' (one type name; for "or null" add `nullable: true`)',
  exclusiveMinimum: ' (in OpenAPI v3 it is a boolean beside `minimum`)',
  exclusiveMaximum: ' (in OpenAPI v3 it is a boolean beside `maximum`)',
  required: ' (a list of property names)',
  'x-kubernetes-list-map-keys': ' (a list of property names)',
};

export const schema = defineRule<SchemaMessageId>({
  id: 'crd/schema',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'an openAPIV3Schema uses a keyword or value kube-apiserver rejects in CRD schemas',
    messages: {
      rootNullable: 'the schema root of {{version}} cannot be nullable: remove `nullable: true` from openAPIV3Schema',
      rootType: 'with the status subresource enabled, the schema root of {{version}} must be `type: object`',
      rootFields:
        'with the status subresource enabled, the schema root of {{version}} may not use `{{field}}`: move it into a property (spec or status) or remove it',
      id: '`id` is not supported in CRD schemas: remove it',
      ref: '`$ref` is not supported in CRD schemas: inline the referenced schema',
      patternProperties:
        '`patternProperties` is not supported in CRD schemas: use `additionalProperties` with a schema, or list the properties',
      definitions: '`definitions` is not supported in CRD schemas: inline each definition where it is used',
      dependencies:
        '`dependencies` is not supported in CRD schemas: express the dependency as an x-kubernetes-validations rule',
      additionalItems: '`additionalItems` is not supported in CRD schemas: remove it and give `items` one schema',
      itemsArray:
        '`items` is a list of schemas (a tuple), which CRD schemas do not support: give one schema for every item',
      uniqueItems:
        '`uniqueItems: true` is forbidden (quadratic to validate): use `x-kubernetes-list-type: set` instead',
      uniqueItemsOfObjects:
        '`uniqueItems: true` is forbidden (quadratic to validate): for a list of objects, use `x-kubernetes-list-type: map` with the `x-kubernetes-list-map-keys` that identify an item (a `set` of them needs `x-kubernetes-map-type: atomic` on the items), or remove it',
      nullType: '`type: "null"` is not allowed: give the real type and add `nullable: true`',
      unknownType: '`type: {{type}}` is not an OpenAPI v3 type: use array, boolean, integer, number, object or string',
      additionalPropertiesWithProperties:
        '`additionalProperties` cannot be combined with `properties`: keep `properties` for a struct, or `additionalProperties` for a map',
      preserveFalse:
        '`x-kubernetes-preserve-unknown-fields: false` is invalid: remove it (only true is allowed; without it unknown fields are pruned)',
      mapTypeNeedsObject: '`x-kubernetes-map-type` needs `type: object` on the same schema',
      mapTypeValue: '`x-kubernetes-map-type: {{mapType}}` is not supported: use atomic or granular',
      unknownKeyword:
        '`{{field}}` is not a keyword of CRD schemas, so `kubectl apply` fails with {{detail}} (clients without strict validation drop it in silence): remove it{{hint}}',
      droppedKeyword:
        '`{{field}}` is not a keyword of CRD schemas; below items, additionalProperties or dependencies the apiserver drops it in silence, so it validates nothing: remove it{{hint}}',
      keywordType:
        '`{{field}}` must be {{want}}{{hint}} but is {{got}}, so the apiserver cannot decode the CRD (400 BadRequest)',
    },
  },
  check: (ctx) =>
    servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const decoding = decodeSchemas(crd).map((p) => decodeReport(crd, p));
      return [
        ...decoding,
        ...crdSchemas(crd).flatMap((s) => schemaReports<SchemaMessageId>(crd, s, keywordErrors(s, base))),
      ];
    }),
});

function decodeReport(crd: KubeObject, p: DecodeProblem): RuleReport<SchemaMessageId> {
  if (p.kind === 'type') {
    // JSONSchemaPropsOrBool's own error; otherwise encoding/json's (its struct naming is approximate, §16).
    const detail =
      p.want === 'boolean or JSON schema'
        ? 'boolean or JSON schema expected'
        : `json: cannot unmarshal ${p.got} into Go struct field ${p.jsonPath.replace(/\[\d+\]/g, '')} of type ${p.want}`;
    return {
      messageId: 'keywordType',
      object: crd,
      path: p.path,
      data: { field: p.field, want: p.want, got: p.got, hint: TYPE_HINTS[p.field] ?? '' },
      apiserver: requestError('BadRequest', detail),
    };
  }
  const detail = `strict decoding error: unknown field ${goQuote(p.jsonPath)}`;
  const hint = HINTS[p.field] ?? '';
  if (p.kind === 'dropped')
    return {
      messageId: 'droppedKeyword',
      object: crd,
      path: p.path,
      // The key is what is wrong, not its value (kube-ovn's `min: 1`).
      placement: 'key',
      data: { field: p.field, hint },
      severity: 'warning',
    };
  return {
    messageId: 'unknownKeyword',
    object: crd,
    path: p.path,
    placement: 'key',
    data: { field: p.field, detail: goQuote(detail), hint },
    apiserver: requestError('BadRequest', detail),
  };
}
