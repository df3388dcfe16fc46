import { FieldPath } from '../../../engine/field-path.js';
import type { FactKey } from '../../../parse/derived-facts.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../../parse/kube-object.js';

// CRD-HOIST-001 (spec/crd-validation.md §1): converting a v1 CRD to the internal type moves each
// per-version field that is semantically equal across all versions to a top-level field, and
// the apiserver reports errors at the internal path. A finding's own fieldPath is where the
// user edits (always under spec.versions[i]); `data.apiserver.path` is where kubectl points.

export type HoistableField = 'schema' | 'subresources' | 'additionalPrinterColumns' | 'selectableFields';

export type Hoisting = Readonly<Record<HoistableField, boolean>>;

/** The CRD's versions as written (entries that are not mappings are kept as empty objects). */
export function crdVersions(crd: KubeObject): JsonObject[] {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const versions = Array.isArray(spec.versions) ? spec.versions : [];
  return versions.map((v) => (isJsonObject(v) ? v : {}));
}

/**
 * The versions a CRD serves, by name: those of spec.versions marked served, or for an
 * apiextensions.k8s.io/v1beta1 CRD without them, its one spec.version (as v1beta1 defaulting fills
 * it in).
 */
export function servedVersionNames(crd: KubeObject): string[] {
  const listed = crdVersions(crd);
  if (listed.length > 0 || crd.version !== 'v1beta1')
    return listed.flatMap((v) => (v.served === true && typeof v.name === 'string' ? [v.name] : []));
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  return typeof spec.version === 'string' ? [spec.version] : [];
}

// Half the crd/ rules ask how a CRD hoists, and deciding it compares whole schemas across
// versions. The answer is a pure function of the parsed object, which nobody mutates, so it is
// computed once per object (as crdSchemas does) and kept with it.
const HOISTING: FactKey<Hoisting> = { name: 'CRD hoisting' };

/** Which of the four fields the apiserver hoists: each independently (CRD-HOIST-001). */
export function hoisting(crd: KubeObject): Hoisting {
  return crd.facts.get(HOISTING, () => Object.freeze(computeHoisting(crd)));
}

function computeHoisting(crd: KubeObject): Hoisting {
  const versions = crdVersions(crd);
  const hoisted = (field: HoistableField): boolean => {
    if (versions.length === 0) return false;
    const first = versions[0]?.[field];
    return versions.every((v) => semanticallyEqual(first, v[field], field === 'schema' || field === 'subresources'));
  };
  return {
    schema: hoisted('schema'),
    subresources: hoisted('subresources'),
    additionalPrinterColumns: hoisted('additionalPrinterColumns'),
    selectableFields: hoisted('selectableFields'),
  };
}

/** Where the user wrote version i's field: `spec.versions[i].<field>`. */
export function manifestPath(field: HoistableField, versionIndex: number): FieldPath {
  return FieldPath.of('spec', 'versions').index(versionIndex).child(field);
}

/**
 * Where the apiserver reports version i's field: hoisted to `spec.validation`,
 * `spec.subresources`, `spec.additionalPrinterColumns`, `spec.selectableFields`, or left at
 * `spec.versions[i].<field>`. For the schema, append `openAPIV3Schema` yourself in both cases.
 */
export function apiserverPath(h: Hoisting, field: HoistableField, versionIndex: number): FieldPath {
  if (!h[field]) return manifestPath(field, versionIndex);
  return field === 'schema' ? FieldPath.of('spec', 'validation') : FieldPath.of('spec', field);
}

/**
 * Go's apiequality.Semantic.DeepEqual on decoded values, as the conversion uses it: an absent
 * slice or map equals an empty one; a nil pointer (an absent object-valued field such as
 * `schema`, `subresources`, `items` or `not`) differs from `{}`. Maps of the JSON schema type
 * (properties, definitions, patternProperties, dependencies) are maps, not pointers.
 */
export function semanticallyEqual(a: unknown, b: unknown, isPointer = false): boolean {
  if (a === b) return true; // the same value (one version compared with itself): no walk
  if (a === undefined || a === null || b === undefined || b === null) {
    const other = a === undefined || a === null ? b : a;
    if (other === undefined || other === null) return true;
    if (Array.isArray(other)) return other.length === 0;
    if (isJsonObject(other)) return !isPointer && Object.keys(other).length === 0;
    return false;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!semanticallyEqual(a[i], b[i], true)) return false;
    return true;
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    // Every key of a, then the keys only b has; no per-object allocations (schemas are large).
    // Versions that hoist have the same keys: when b has no more keys than a shares with it, b
    // has none of its own, and the second pass (a lookup in a per key) is not needed.
    let shared = 0;
    for (const key in a) {
      const y = Object.hasOwn(b, key) ? b[key] : undefined; // not an Object.prototype member (`toString`)
      if (y !== undefined) shared++;
      if (!fieldsEqual(key, a[key], y)) return false;
    }
    let count = 0;
    for (const _ in b) count++;
    if (count === shared) return true;
    for (const key in b) if (!Object.hasOwn(a, key) && !fieldsEqual(key, undefined, b[key])) return false;
    return true;
  }
  return a === b;
}

function fieldsEqual(key: string, x: unknown, y: unknown): boolean {
  // Most fields of versions that hoist hold the same scalar: no set lookups for those.
  if (x === y) return true;
  if (VALUE_FIELDS.has(key) && isZero(x) && isZero(y)) return true;
  return semanticallyEqual(x, y, !MAP_FIELDS.has(key));
}

// Fields of JSONSchemaProps (and the CRD types) that are Go maps, so absent equals empty.
const MAP_FIELDS = new Set(['properties', 'patternProperties', 'definitions', 'dependencies']);

// Non-pointer scalar fields of JSONSchemaProps, printer columns, scale subresources and
// selectable fields: absent decodes to the zero value, so absent equals "", false or 0. The
// pointer-typed ones ($ref, maximum, minLength, default, x-kubernetes-preserve-unknown-fields,
// x-kubernetes-list-type, labelSelectorPath, …) are not here: nil differs from a zero value.
const VALUE_FIELDS = new Set([
  'id',
  '$schema',
  'description',
  'type',
  'format',
  'title',
  'pattern',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'uniqueItems',
  'nullable',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-int-or-string',
  'name',
  'jsonPath',
  'priority',
  'specReplicasPath',
  'statusReplicasPath',
]);

const isZero = (v: unknown): boolean => v === undefined || v === null || v === '' || v === false || v === 0;
