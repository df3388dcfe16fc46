import { rebase } from '../schema/schema-error.js';
import { renderFieldError, type FieldError } from '../../../engine/field-error.js';
import { defineRule, type RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { forbiddenDefault } from './forbidden-defaults.js';
import { defaultsOptions } from './defaults-options.js';
import { validatedDefaultErrors, type DefaultsOptions } from './validate-defaults.js';
import { crdSchemas, type CrdSchema } from '../schema/crd-schemas.js';
import { requireStructuralSchema } from '../schema/schema-options.js';
import { COMPILED_PATTERNS } from './pattern-cache.js';
import { defaultsAreValidated } from '../schema/validation-gates.js';
import { nodesWith } from '../schema/walk-schema.js';
import { servedCrds } from '../schema/served-crds.js';

// crd/defaults: spec/crd-validation.md §10, the rules about `default`: SCHEMA-DEF-001/002 (where
// a default may not stand), SCHEMA-DEF-004 (it must be pruned against its own node),
// SCHEMA-DEF-005 (it must validate against its own node's schema) and SCHEMA-DEF-006 (embedded
// resources need apiVersion and kind); these and DEF-007 only on a schema that passed the
// structural stage (validation-gates.ts). SCHEMA-DEF-003 (defaults in junctors) is crd/structural's
// SCHEMA-STRUCT-005; DEF-008 (`default: null`) and DEF-009 (additionalProperties) are what the
// walk leaves alone. SCHEMA-DEF-007 (the x-kubernetes-validations of the node and below, run on
// the default as an update to itself and from nil) is reported where its evaluation is certain
// (defaults/validate-default-cel.ts, cel/evaluate-rule.ts). Defaults inside resource metadata
// must result in valid metadata (SCHEMA-DEF-006, defaults/validate-embedded-default.ts). Not
// here: metadata that does not decode as ObjectMeta (Go's unmarshalling error is not certain).

export const defaults = defineRule({
  id: 'crd/defaults',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'a schema default that kube-apiserver rejects: inside metadata, with unknown fields, or not valid against its own schema',
    messages: {
      rejected: 'kube-apiserver rejects this CRD: {{error}}',
    },
  },
  check: (ctx) => {
    const verdicts = ctx.cache.get(COMPILED_PATTERNS);
    return servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const opts = defaultsOptions(ctx.cache, base, ctx.config.crd);
      const requireStructural = requireStructuralSchema(crd, base);
      return crdSchemas(crd).flatMap((schema) => {
        // SCHEMA-DEF-001/002 are the keyword validator's and always checked; ValidateDefaults
        // (DEF-004..006) only on a schema that passed the structural stage (validation-gates.ts).
        const validated = defaultsAreValidated(schema, requireStructural, verdicts);
        return schemaErrors(schema, validated, opts).map((e) => report(crd, schema, e));
      });
    });
  },
});

function schemaErrors(schema: CrdSchema, validated: boolean, opts: DefaultsOptions): FieldError[] {
  const errs: FieldError[] = [];
  for (const at of nodesWith(schema, 'default')) if (!at.unvalidated) errs.push(...forbiddenDefault(at));
  return validated ? [...errs, ...validatedDefaultErrors(schema, opts)] : errs;
}

function report(crd: KubeObject, schema: CrdSchema, e: FieldError): RuleReport<'rejected'> {
  return {
    messageId: 'rejected',
    object: crd,
    path: rebase(e.path, schema.apiserverRoot, schema.manifestRoot),
    data: { error: renderFieldError(e) },
    apiserver: e,
    discriminator: `${e.type}: ${e.detail}`,
  };
}
