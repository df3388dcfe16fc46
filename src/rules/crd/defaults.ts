import { rebase } from './schema/schema-error.js';
import { renderFieldError, type FieldError } from '../../engine/field-error.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { forbiddenDefault } from './defaults/forbidden-defaults.js';
import { COMPILED_PATTERNS } from './defaults/pattern-cache.js';
import { hasUnprunedDefault, isValidatedDefault, validateDefault, type DefaultsOptions } from './defaults/validate-defaults.js';
import { crdSchemas, type CrdSchema } from './schema/crd-schemas.js';
import { conversionError } from './schema/structural-validation.js';
import { walkSchema } from './schema/walk-schema.js';

// crd/defaults: spec/crd-validation.md §10, the rules about `default`: SCHEMA-DEF-001/002 (where
// a default may not stand), SCHEMA-DEF-004 (it must be pruned against its own node),
// SCHEMA-DEF-005 (it must validate against its own node's schema) and SCHEMA-DEF-006 (embedded
// resources need apiVersion and kind). SCHEMA-DEF-003 (defaults in junctors) is crd/structural's
// SCHEMA-STRUCT-005; DEF-008 (`default: null`) and DEF-009 (additionalProperties) are what the
// walk leaves alone. Not here: DEF-007 (running CEL on a default) and the metadata validity of
// defaults inside resource meta.

export const defaults = defineRule({
  id: 'crd/defaults',
  meta: {
    severity: 'error',
    description: 'a schema default that kube-apiserver rejects: inside metadata, with unknown fields, or not valid against its own schema',
    messages: {
      rejected: 'kube-apiserver rejects this CRD: {{error}}',
    },
  },
  check: (ctx) => {
    const patterns = ctx.cache.get(COMPILED_PATTERNS);
    return ctx.head
      .crds()
      .filter((crd) => crd.version === 'v1')
      .flatMap((crd) => {
        const base = ctx.baseOf(crd);
        // §12 requirePrunedDefaults: whole-object, from the stored object.
        const requirePrunedDefaults = !base || !crdSchemas(base).some(hasUnprunedDefault);
        return crdSchemas(crd).flatMap((schema) => schemaErrors(schema, { requirePrunedDefaults, patterns }).map((e) => report(crd, schema, e)));
      });
  },
});

function schemaErrors(schema: CrdSchema, opts: DefaultsOptions): FieldError[] {
  const errs: FieldError[] = [];
  // ValidateDefaults runs only on a schema that converts to a structural one. (It also needs no
  // SCHEMA-STRUCT-00x error; that check is crd/structural's and too costly to repeat here, so a
  // non-structural schema may get default findings the apiserver would not reach.) Asked only
  // at the first default: most schemas have none. The walk itself is cheap: every schema rule
  // shares its flattened nodes (walk-schema.ts), so no separate scan for `default` comes first.
  let converts: boolean | undefined;
  walkSchema(schema, (at) => {
    if (at.unvalidated) return 'skip';
    if (!at.node.hasDefault) return undefined;
    errs.push(...forbiddenDefault(at));
    converts ??= conversionError(schema) === undefined;
    if (converts && isValidatedDefault(at)) errs.push(...validateDefault(at, opts));
    return undefined;
  });
  return errs;
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
