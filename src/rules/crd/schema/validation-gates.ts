import type { FieldPath } from '../../../engine/field-path.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { forbiddenDefault } from '../defaults/forbidden-defaults.js';
import { validatedDefaultErrors, type DefaultsOptions } from '../defaults/validate-defaults.js';
import type { CrdSchema } from './crd-schemas.js';
import { keywordErrors, listTypeErrors } from './node-errors.js';
import type { PatternCache } from '../defaults/pattern-cache.js';
import { checkStructural } from './structural-validation.js';
import { nodesWith } from './walk-schema.js';

// The stages of the apiserver's schema validation (validation.go, the openAPIV3Schema branch;
// spec §10): only when structure is required, and the schema converts and passes
// ValidateStructural, are its defaults validated (ValidateDefaults); only when those pass too
// are its x-kubernetes-validations compiled, and then only at nodes with no schema error at or
// below them (SCHEMA-CEL-012). A later stage's findings on a schema an earlier one rejects are
// findings the apiserver would never report.

/** ValidateDefaults runs on the schema. */
export function defaultsAreValidated(schema: CrdSchema, requireStructural: boolean, patterns: PatternCache): boolean {
  if (!requireStructural) return false;
  const { conversion, errors } = checkStructural(schema, true, patterns);
  // SCHEMA-EMB-004 comes back from checkStructural, but is the keyword validator's, not ValidateStructural's.
  return conversion === undefined && errors.every((e) => e.messageId === 'embeddedInsideMeta');
}

/** The CEL rules of the schema are compiled at all (the apiserver's CEL context exists). */
export function celRulesCompile(
  schema: CrdSchema,
  requireStructural: boolean,
  patterns: PatternCache,
  defaults: DefaultsOptions,
): boolean {
  return (
    defaultsAreValidated(schema, requireStructural, patterns) && validatedDefaultErrors(schema, defaults).length === 0
  );
}

/**
 * Where the apiserver's recursion over the schema found errors (its SchemaErrors): the keyword,
 * list-type, forbidden-default and embedded-in-metadata errors. The rule-field errors of
 * x-kubernetes-validations are crd/cel's own and it adds them itself.
 */
export function schemaErrorPaths(schema: CrdSchema, base: KubeObject | undefined, patterns: PatternCache): FieldPath[] {
  const paths = [...keywordErrors(schema, base), ...listTypeErrors(schema, base)].map((e) => e.error.path);
  for (const e of checkStructural(schema, true, patterns).errors)
    if (e.messageId === 'embeddedInsideMeta') paths.push(e.error.path);
  for (const at of nodesWith(schema, 'default'))
    if (!at.unvalidated) for (const e of forbiddenDefault(at)) paths.push(e.path);
  return paths;
}

/** Whether an error path lies at `node` (one of its keywords) or below it. */
export function isAtOrBelow(errorPath: string, node: string): boolean {
  return (
    errorPath.startsWith(node) &&
    (errorPath.length === node.length || errorPath[node.length] === '.' || errorPath[node.length] === '[')
  );
}
