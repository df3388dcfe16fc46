import type { FieldPath } from '../../../engine/field-path.js';
import type { FieldError } from '../../../engine/field-error.js';
import type { FactKey } from '../../../parse/derived-facts.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { apiserverPath, crdVersions, hoisting, manifestPath, type Hoisting } from './hoisting.js';
import type { KeywordMessageId } from './keyword-validation.js';
import type { ListMessageId } from './list-validation.js';
import type { SchemaError } from './schema-error.js';
import type { StructuralResult } from './structural-validation.js';
import type { FlatSchema } from './walk-schema.js';

// SHARED MODEL (with the defaults, CEL and pruning rules; see schema-node.ts).
//
// The distinct openAPIV3Schemas of a CRD as the apiserver validates them (CRD-HOIST-001): a
// schema that is semantically equal across all versions is hoisted to spec.validation and
// validated once, so it is reported once, at the first version's manifest path; otherwise each
// version's schema is its own, at spec.versions[i].schema.openAPIV3Schema on both sides.

export interface CrdSchema {
  /** The version whose `schema.openAPIV3Schema` the user edits (the first one when hoisted). */
  readonly versionIndex: number;
  readonly versionName: string;
  readonly hoisted: boolean;
  /** The openAPIV3Schema as written: an object (other kinds are not schemas; see crd/schema-fields). */
  readonly root: JsonObject;
  /** `spec.versions[i].schema.openAPIV3Schema`: where the finding lands. */
  readonly manifestRoot: FieldPath;
  /** `spec.validation.openAPIV3Schema` when hoisted, else the manifest root: `data.apiserver.path`. */
  readonly apiserverRoot: FieldPath;
  /**
   * The status subresource is enabled for this schema (SCHEMA-ROOT-002/003): for a hoisted
   * schema, on any version; for a per-version schema, on its version (hoisted subresources are
   * equal on every version, so the version's own says the same).
   */
  readonly statusEnabled: boolean;
  /** What several rules derive from this schema, filled in on first use. */
  readonly memo: SchemaMemo;
}

/**
 * Facts that depend on the schema alone and that several rules ask for: the walk order
 * (walk-schema.ts) and the structural checks (structural-validation.ts).
 * They live on the schema, which lives as long as the review that parsed it.
 */
export interface SchemaMemo {
  flat?: FlatSchema;
  /** checkStructural with structure required (crd/structural, and the gates of defaults and CEL). */
  structural?: StructuralResult;
  /** node-errors.ts: the errors, under the ratchet options (as JSON) they were computed with. */
  keywordErrors?: { readonly key: string; readonly errors: readonly SchemaError<KeywordMessageId>[] };
  listTypeErrors?: { readonly key: string; readonly errors: readonly SchemaError<ListMessageId>[] };
  /** ValidateDefaults' errors (defaults/validate-defaults.ts), under the ratchet they were computed with. */
  defaultErrors?: {
    readonly requirePrunedDefaults: boolean;
    readonly numberFormats: boolean;
    readonly errors: readonly FieldError[];
  };
}

const NOT_HOISTED: Hoisting = {
  schema: false,
  subresources: false,
  additionalPrinterColumns: false,
  selectableFields: false,
};

const hasStatus = (version: JsonObject): boolean => {
  const sub = version.subresources;
  return isJsonObject(sub) && sub.status !== undefined && sub.status !== null;
};

// Every schema rule (and the defaults, CEL and pruning rules) asks for the schemas of every CRD,
// and deciding hoisting compares whole schemas across versions: tens of milliseconds per rule
// over the corpus. The answer is a pure function of the parsed object, which is never mutated,
// so it is computed once per object and kept with it.
const SCHEMAS: FactKey<readonly CrdSchema[]> = { name: 'CRD schemas' };

export function crdSchemas(crd: KubeObject): readonly CrdSchema[] {
  return crd.facts.get(SCHEMAS, () => Object.freeze(computeSchemas(crd)));
}

function computeSchemas(crd: KubeObject): CrdSchema[] {
  const versions = crdVersions(crd);
  // Only the schema's hoisting matters here (CRD-HOIST-001 decides each field on its own).
  const h = { ...NOT_HOISTED, schema: hoisting(crd).schema };
  const out: CrdSchema[] = [];
  for (let i = 0; i < versions.length; i++) {
    const version = versions[i] ?? {};
    const schema = version.schema;
    const root = isJsonObject(schema) ? schema.openAPIV3Schema : undefined;
    if (!isJsonObject(root)) continue;
    out.push({
      versionIndex: i,
      versionName: typeof version.name === 'string' ? version.name : '',
      hoisted: h.schema,
      root,
      manifestRoot: manifestPath('schema', i).child('openAPIV3Schema'),
      apiserverRoot: apiserverPath(h, 'schema', i).child('openAPIV3Schema'),
      statusEnabled: h.schema ? versions.some(hasStatus) : hasStatus(version),
      memo: {},
    });
    if (h.schema) break; // one hoisted schema, validated once
  }
  return out;
}
