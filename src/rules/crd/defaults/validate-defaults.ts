import { invalid, type FieldError } from '../../../engine/field-error.js';
import { prune } from '../pruning/prune.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { crdSchemas, type CrdSchema } from '../schema/crd-schemas.js';
import { hasRulesAtOrBelow } from '../schema/rules-below.js';
import { nodesWith, type SchemaLocation } from '../schema/walk-schema.js';
import { goJsonValue } from './go-json-value.js';
import type { PatternCache } from './pattern-cache.js';
import { CelBudget } from './cel-budget.js';
import { validateDefaultCel, type DefaultCelContext } from './validate-default-cel.js';
import { validateDefaultValue } from './validate-default-value.js';
import { validateEmbeddedDefault, validateMetaDefault } from './validate-embedded-default.js';

// ValidateDefaults (spec/crd-validation.md §10 [DV]), one default at a time (crd/defaults walks
// the schema once for these and SCHEMA-DEF-001/002): for every node reached through properties
// and items (never additionalProperties, SCHEMA-DEF-009, nor junctors) that has a default:
// SCHEMA-DEF-004 (pruned against the node itself), then the else-if chain of SCHEMA-DEF-006
// (embedded resources) and SCHEMA-DEF-005 (the node's own schema). The schema root counts as an
// embedded resource. Then SCHEMA-DEF-007 (validate-default-cel.ts) when the default passed the
// rest. A default inside resource meta (the root's or an embedded resource's metadata,
// apiVersion or kind) is not pruned, and instead of DEF-006 must result in valid metadata
// (validateMetaDefault), the rest alike.

export interface DefaultsOptions {
  /** SCHEMA-DEF-004's ratchet (§12 requirePrunedDefaults): off when the stored object had unpruned defaults. */
  readonly requirePrunedDefaults: boolean;
  readonly patterns: PatternCache;
  /** Numbers and their bounds checked against the node's format, as kube-apiserver 1.36 checks them (number-formats.ts). */
  readonly numberFormats: boolean;
  /** SCHEMA-DEF-007: evaluating the rules on the default; without it they are not evaluated. */
  readonly cel?: DefaultCelContext;
}

const META_FIELDS: ReadonlySet<string> = new Set(['metadata', 'apiVersion', 'kind']);

/** Reached from the root through properties and items only. */
export function isValidatedDefault(at: SchemaLocation): boolean {
  for (let l: SchemaLocation | undefined = at; l?.parent; l = l.parent) {
    if (l.relation !== 'properties' && l.relation !== 'items') return false;
    if (l.relation === 'items' && typeof l.key === 'number') return false; // tuple items do not convert
  }
  return true;
}

/** The default of one node: its errors, in the apiserver's order. */
export function validateDefault(at: SchemaLocation, opts: DefaultsOptions): FieldError[] {
  const errs: FieldError[] = [];
  const value = at.node.default;
  const path = at.apiserverPath().child('default');
  const isResourceRoot = at.isRoot || at.node.embeddedResource;
  const inMeta = insideMeta(at);
  if (!inMeta && opts.requirePrunedDefaults && prune(value, at.node, isResourceRoot).pruned.length > 0) {
    errs.push(invalid(path, goJsonValue(value), 'must not have unknown fields'));
  }
  const embedded = inMeta
    ? validateMetaDefault(value, at, path)
    : validateEmbeddedDefault(value, at.node, path, isResourceRoot);
  if (embedded.length > 0) return [...errs, ...embedded];
  const schemaErrs = validateDefaultValue(value, at.node, path, opts.patterns, opts.numberFormats);
  // Without a rule at or below the node, SCHEMA-DEF-007's walk of the default finds nothing.
  if (schemaErrs.length > 0 || !opts.cel || !hasRulesAtOrBelow(at)) return [...errs, ...schemaErrs];
  // SCHEMA-DEF-007, the last of the else-if chain: the rules, only on a default valid so far.
  return [...errs, ...validateDefaultCel(value, at.node, isResourceRoot, path, opts.cel)];
}

/** Below a metadata, apiVersion or kind property of the root or of an embedded resource, and not itself embedded. */
function insideMeta(at: SchemaLocation): boolean {
  for (let l: SchemaLocation | undefined = at; l?.parent; l = l.parent) {
    if (l.node.embeddedResource) return false;
    if (
      l.relation === 'properties' &&
      typeof l.key === 'string' &&
      META_FIELDS.has(l.key) &&
      (l.parent.isRoot || l.parent.node.embeddedResource)
    )
      return true;
  }
  return false;
}

/**
 * ValidateDefaults over one schema: validateDefault at every node it reaches. crd/defaults
 * reports these, and crd/cel compiles only when there are none (SCHEMA-CEL-012), so they are
 * computed once per schema and kept on it, under the ratchet they were computed with.
 */
export function validatedDefaultErrors(schema: CrdSchema, opts: DefaultsOptions): readonly FieldError[] {
  const known = schema.memo.defaultErrors;
  if (known && known.requirePrunedDefaults === opts.requirePrunedDefaults && known.numberFormats === opts.numberFormats)
    return known.errors;
  let errors: FieldError[] = [];
  // SCHEMA-DEF-007's cost is the schema's: its rules' errors stand only within the budget.
  const budget = opts.cel ? new CelBudget() : undefined;
  const perSchema = opts.cel && budget ? { ...opts, cel: { ...opts.cel, budget } } : opts;
  for (const at of nodesWith(schema, 'default')) {
    if (!at.unvalidated && isValidatedDefault(at)) errors.push(...validateDefault(at, perSchema));
  }
  if (budget?.exceeded) errors = errors.filter((e) => !budget.produced.has(e));
  if (budget) opts.cel?.stats?.add(budget);
  schema.memo.defaultErrors = {
    requirePrunedDefaults: opts.requirePrunedDefaults,
    numberFormats: opts.numberFormats,
    errors,
  };
  return errors;
}

/** §12 requirePrunedDefaults: whole-object, decided from the stored object (off when it had unpruned defaults). */
export function requirePrunedDefaults(base: KubeObject | undefined): boolean {
  return !base || !crdSchemas(base).some(hasUnprunedDefault);
}

/** Whether some default of the schema would fail SCHEMA-DEF-004 (for the ratchet, from the stored object). */
export function hasUnprunedDefault(schema: CrdSchema): boolean {
  return nodesWith(schema, 'default').some(
    (at) =>
      isValidatedDefault(at) &&
      !insideMeta(at) &&
      prune(at.node.default, at.node, at.isRoot || at.node.embeddedResource).pruned.length > 0,
  );
}
