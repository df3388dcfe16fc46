import { defineRule } from '../../../engine/rule.js';
import { decodeValidationRule, validateRuleFields } from '../cel/validate-rule-fields.js';
import { forbiddenDefault } from '../defaults/forbidden-defaults.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { crdSchemas, type CrdSchema } from '../schema/crd-schemas.js';
import { keywordErrors, listTypeErrors } from '../schema/node-errors.js';
import { schemaReports, type SchemaError } from '../schema/schema-error.js';
import { requireStructuralSchema } from '../schema/schema-options.js';
import { COMPILED_PATTERNS, type PatternCache } from '../defaults/pattern-cache.js';
import { checkStructural, conversionFieldError, type StructuralMessageId } from '../schema/structural-validation.js';
import { walkSchema } from '../schema/walk-schema.js';
import { servedCrds } from '../schema/served-crds.js';

// spec §9: structural schemas ("Future of CRDs: structural schema"). Required on create, and on
// update unless the stored object was already non-structural and the new one keeps
// preserveUnknownFields, defaults and extensions out (SCHEMA-STRUCT-010, §12).

export const structural = defineRule<StructuralMessageId>({
  id: 'crd/structural',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'an openAPIV3Schema is not structural, so kube-apiserver rejects the CRD',
    messages: {
      conversion: 'the schema of {{version}} is not structural ({{reason}}): remove that keyword from the schema',
      typeRequired:
        'every field of a structural schema needs a `type` (or `x-kubernetes-int-or-string: true`, or `x-kubernetes-preserve-unknown-fields: true`): add one here',
      rootType: 'the schema root must be `type: object`',
      itemsRequired: '`type: array` needs an `items` schema',
      rootAdditionalProperties:
        '`additionalProperties` is not allowed at the schema root: declare the top-level `properties` (spec, status) instead',
      junctorField:
        '`{{field}}` is not allowed inside allOf/anyOf/oneOf/not: move it to the schema that holds the junctor',
      junctorMetadata: '`metadata` cannot be constrained inside allOf/anyOf/oneOf/not: remove it from the junctor',
      incomplete: 'this field is only defined in {{definedIn}}: declare it, with its type, in the schema itself too',
      pattern:
        'the pattern is not a Go RE2 regular expression ({{problem}}): RE2 has no lookahead, lookbehind or backreferences',
      metadataFields: 'the root `metadata` schema may only restrict `name` and `generateName`: remove everything else',
      metadataType: '`metadata` must be `type: object`',
      metaStringType: '`{{property}}` must be `type: string`',
      embeddedType: 'an `x-kubernetes-embedded-resource` must be `type: object`',
      embeddedProperties:
        'an `x-kubernetes-embedded-resource` needs `properties`, or `x-kubernetes-preserve-unknown-fields: true`',
      embeddedAdditionalProperties: '`additionalProperties` cannot be used on an `x-kubernetes-embedded-resource`',
      embeddedInsideMeta: '`x-kubernetes-embedded-resource` cannot be used inside metadata, apiVersion or kind',
      intOrStringEmbedded:
        '`x-kubernetes-embedded-resource` cannot be combined with `x-kubernetes-int-or-string`: remove one',
      intOrStringPreserve:
        '`x-kubernetes-preserve-unknown-fields` cannot be combined with `x-kubernetes-int-or-string`: remove one',
    },
  },
  check: (ctx) => {
    // A verdict depends on the pattern alone, and CRDs repeat patterns.
    const patterns = ctx.cache.get(COMPILED_PATTERNS);
    return servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const requireStructural = requireStructuralSchema(crd, base);
      return crdSchemas(crd).flatMap((s) =>
        schemaReports(crd, s, structuralErrors(s, requireStructural, base, patterns)),
      );
    });
  },
});

function structuralErrors(
  s: CrdSchema,
  requireStructural: boolean,
  base: KubeObject | undefined,
  patterns: PatternCache,
): SchemaError<StructuralMessageId>[] {
  // SCHEMA-EMB-004 comes back whether or not structure is required: the keyword validator's.
  const { conversion, errors } = checkStructural(s, requireStructural, patterns);
  if (conversion === undefined) return errors;
  // SCHEMA-STRUCT-011: the conversion error shows only when the schema's other checks found nothing.
  return errors.length === 0 && !hasOtherErrors(s, base) ? [conversionFieldError(s, conversion)] : errors;
}

function hasOtherErrors(s: CrdSchema, base: KubeObject | undefined): boolean {
  // The apiserver's keyword recursion: §8 (node-errors.ts), and §10's forbidden defaults and rule fields.
  if (keywordErrors(s, base).length > 0 || listTypeErrors(s, base).length > 0) return true;
  let found = false;
  walkSchema(s, (at) => {
    if (found || at.unvalidated) return 'skip';
    found =
      forbiddenDefault(at).length > 0 ||
      at.node.validations.some(
        ({ index, rule }) =>
          validateRuleFields(decodeValidationRule(rule), at.node, () =>
            at.apiserverPath().child('x-kubernetes-validations').index(index),
          ).length > 0,
      );
    return undefined;
  });
  return found;
}
