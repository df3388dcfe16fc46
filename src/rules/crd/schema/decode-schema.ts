import type { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { crdVersions, manifestPath } from './hoisting.js';
import { crdSchemas } from './crd-schemas.js';
import { SchemaLocation, walkSchema } from './walk-schema.js';

// CRD-API-002/003 inside openAPIV3Schema: what Go's JSON decoding of v1 JSONSchemaProps makes of
// each keyword, before any validation runs.
// - A keyword the type does not have (`const`, `examples`, `if`, an unknown `x-` key) fails
//   `kubectl apply` under strict field validation (the default since kubectl 1.27) with 400
//   BadRequest. Strictness stops where a custom UnmarshalJSON takes over: `items`,
//   `additionalProperties`, `additionalItems` and `dependencies` decode their schema with plain
//   json.Unmarshal, so an unknown keyword at or below them is dropped in silence by every client.
// - A value of the wrong JSON type is a 400 for every client (`type: [string, "null"]`,
//   `exclusiveMinimum: 5`, `required: name`). null is never an error: it leaves the zero value.

type Kind =
  | 'string'
  | 'bool'
  | 'float64'
  | 'int64'
  | 'any'
  | 'anyList'
  | 'stringList'
  | 'schema'
  | 'schemaList'
  | 'schemaMap'
  | 'schemaOrArray'
  | 'schemaOrBool'
  | 'dependencies'
  | 'externalDocs'
  | 'validations';

/** The json names of v1 JSONSchemaProps and the JSON each takes. */
const KEYWORDS: Readonly<Record<string, Kind>> = {
  id: 'string',
  $schema: 'string',
  $ref: 'string',
  description: 'string',
  type: 'string',
  format: 'string',
  title: 'string',
  default: 'any',
  maximum: 'float64',
  exclusiveMaximum: 'bool',
  minimum: 'float64',
  exclusiveMinimum: 'bool',
  maxLength: 'int64',
  minLength: 'int64',
  pattern: 'string',
  maxItems: 'int64',
  minItems: 'int64',
  uniqueItems: 'bool',
  multipleOf: 'float64',
  enum: 'anyList',
  maxProperties: 'int64',
  minProperties: 'int64',
  required: 'stringList',
  items: 'schemaOrArray',
  allOf: 'schemaList',
  oneOf: 'schemaList',
  anyOf: 'schemaList',
  not: 'schema',
  properties: 'schemaMap',
  additionalProperties: 'schemaOrBool',
  patternProperties: 'schemaMap',
  dependencies: 'dependencies',
  additionalItems: 'schemaOrBool',
  definitions: 'schemaMap',
  externalDocs: 'externalDocs',
  example: 'any',
  nullable: 'bool',
  'x-kubernetes-preserve-unknown-fields': 'bool',
  'x-kubernetes-embedded-resource': 'bool',
  'x-kubernetes-int-or-string': 'bool',
  'x-kubernetes-list-map-keys': 'stringList',
  'x-kubernetes-list-type': 'string',
  'x-kubernetes-map-type': 'string',
  'x-kubernetes-validations': 'validations',
};

const VALIDATION_RULE_FIELDS: Readonly<Record<string, Kind>> = {
  rule: 'string',
  message: 'string',
  messageExpression: 'string',
  reason: 'string',
  fieldPath: 'string',
  optionalOldSelf: 'bool',
};
const EXTERNAL_DOCS_FIELDS: Readonly<Record<string, Kind>> = { description: 'string', url: 'string' };

const GO_TYPES: Readonly<Record<Kind, string>> = {
  string: 'string',
  bool: 'bool',
  float64: 'float64',
  int64: 'int64',
  any: 'v1.JSON',
  anyList: '[]v1.JSON',
  stringList: '[]string',
  schema: 'v1.JSONSchemaProps',
  schemaList: '[]v1.JSONSchemaProps',
  schemaMap: 'map[string]v1.JSONSchemaProps',
  schemaOrArray: 'v1.JSONSchemaPropsOrArray',
  schemaOrBool: 'v1.JSONSchemaPropsOrBool',
  dependencies: 'v1.JSONSchemaDependencies',
  externalDocs: 'v1.ExternalDocumentation',
  validations: 'v1.ValidationRules',
};

// Keywords whose value is decoded by a custom UnmarshalJSON with a non-strict json.Unmarshal.
const CUSTOM_DECODED = new Set(['items', 'additionalProperties', 'additionalItems', 'dependencies']);

export type DecodeProblem =
  /** An unknown keyword that strict decoding rejects (400 BadRequest). */
  | { readonly kind: 'unknown'; readonly path: FieldPath; readonly field: string; readonly jsonPath: string }
  /** An unknown keyword below a custom decoder, dropped in silence. */
  | { readonly kind: 'dropped'; readonly path: FieldPath; readonly field: string; readonly jsonPath: string }
  /** A value of the wrong JSON type (400 BadRequest). */
  | {
      readonly kind: 'type';
      readonly path: FieldPath;
      readonly field: string;
      readonly jsonPath: string;
      readonly got: string;
      readonly want: string;
    };

/**
 * Decoding problems of a CRD's schemas, at manifest paths. A schema hoisted from several
 * versions is the same text in each (up to zero values), so it is decoded and reported once, at
 * the first version, as its validation errors are; an openAPIV3Schema that is not an object at
 * all is reported for each version that has one.
 */
export function decodeSchemas(crd: KubeObject): DecodeProblem[] {
  const out: DecodeProblem[] = [];
  crdVersions(crd).forEach((v, i) => {
    const schema = v.schema;
    const root = isJsonObject(schema) ? schema.openAPIV3Schema : undefined;
    if (root === undefined || root === null || (isJsonObject(root) && !(root instanceof Date))) return;
    const jsonPath = `spec.versions[${i}].schema.openAPIV3Schema`;
    out.push({
      kind: 'type',
      path: manifestPath('schema', i).child('openAPIV3Schema'),
      field: 'openAPIV3Schema',
      jsonPath,
      got: jsonType(root),
      want: GO_TYPES.schema,
    });
  });
  for (const schema of crdSchemas(crd)) {
    walkSchema(schema, (at) => {
      checkObject(at.node.raw, KEYWORDS, at, undefined, out);
    });
  }
  return out;
}

// Paths are built only for problems: a place is a schema node (the node itself, so the walk
// allocates nothing per node) or a node plus the steps below it (`x-kubernetes-validations`, 3,
// `rule`).
type Step = { readonly field: string } | { readonly key: string } | { readonly index: number };
type Place = SchemaLocation | { readonly at: SchemaLocation; readonly below: readonly Step[] };
const NO_STEPS: readonly Step[] = [];

const nodeOf = (place: Place): SchemaLocation => (place instanceof SchemaLocation ? place : place.at);
const stepsOf = (place: Place): readonly Step[] => (place instanceof SchemaLocation ? NO_STEPS : place.below);
const under = (place: Place, ...steps: Step[]): Place => ({ at: nodeOf(place), below: [...stepsOf(place), ...steps] });

function problemAt(place: Place): { path: FieldPath; jsonPath: string } {
  const at = nodeOf(place);
  let path = at.manifestPath();
  let jsonPath = jsonPathOf(at);
  for (const s of stepsOf(place)) {
    if ('field' in s) {
      path = path.child(s.field);
      jsonPath += `.${s.field}`;
    } else if ('key' in s) {
      path = path.key(s.key);
      jsonPath += `.${s.key}`;
    } else {
      path = path.index(s.index);
      jsonPath += `[${s.index}]`;
    }
  }
  return { path, jsonPath };
}

/**
 * Whether an unknown field is dropped rather than rejected (below a custom decoder); undefined
 * until known, as finding out walks up to the root and most nodes have no unknown field.
 */
type Lenient = boolean | undefined;

function checkObject(
  raw: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, Kind>>,
  place: Place,
  lenient: Lenient,
  out: DecodeProblem[],
): void {
  for (const key in raw) {
    const kind = fields[key];
    if (kind === undefined) {
      out.push({
        kind: (lenient ?? isBelowCustomDecoder(nodeOf(place))) ? 'dropped' : 'unknown',
        field: key,
        ...problemAt(under(place, { field: key })),
      });
      continue;
    }
    const value = raw[key];
    // The common cases inline (a scalar of the right type): this runs for every key of every node.
    if (value === null || kind === 'any') continue;
    if (
      kind === 'string'
        ? typeof value === 'string'
        : kind === 'bool'
          ? typeof value === 'boolean'
          : kind === 'float64'
            ? typeof value === 'number'
            : false
    )
      continue;
    checkValue(value, kind, place, key, CUSTOM_DECODED.has(key) || lenient, out);
  }
}

/** The value of `field` at `place`; steps into lists and maps are added only for problems. */
function checkValue(
  value: unknown,
  kind: Kind,
  place: Place,
  field: string,
  lenient: Lenient,
  out: DecodeProblem[],
  inner: readonly Step[] = NO_STEPS,
): void {
  if (value === null || value === undefined || kind === 'any') return;
  switch (kind) {
    case 'string':
      if (typeof value !== 'string' && !(value instanceof Date))
        mismatch(out, value, GO_TYPES[kind], place, field, inner);
      return;
    case 'bool':
      if (typeof value !== 'boolean') mismatch(out, value, GO_TYPES[kind], place, field, inner);
      return;
    case 'float64':
      if (typeof value !== 'number') mismatch(out, value, GO_TYPES[kind], place, field, inner);
      return;
    case 'int64':
      if (typeof value !== 'number' || !Number.isInteger(value))
        mismatch(out, value, GO_TYPES[kind], place, field, inner);
      return;
    case 'anyList':
      if (!Array.isArray(value)) mismatch(out, value, GO_TYPES[kind], place, field, inner);
      return;
    case 'stringList':
      if (!Array.isArray(value)) return mismatch(out, value, GO_TYPES[kind], place, field, inner);
      for (let i = 0; i < value.length; i++) {
        const x: unknown = value[i];
        if (x !== null && typeof x !== 'string' && !(x instanceof Date))
          checkValue(x, 'string', place, field, lenient, out, [...inner, { index: i }]);
      }
      return;
    case 'schema':
      if (!isJsonObject(value) || value instanceof Date) mismatch(out, value, GO_TYPES[kind], place, field, inner);
      return; // the schema itself is visited by the walk
    case 'schemaMap':
      if (!isJsonObject(value) || value instanceof Date)
        return mismatch(out, value, GO_TYPES[kind], place, field, inner);
      if (entriesAreSchemas(place, inner)) return;
      for (const k in value) {
        const x = value[k];
        if (x !== null && !isJsonObject(x)) checkValue(x, 'schema', place, field, lenient, out, [...inner, { key: k }]);
      }
      return;
    case 'schemaList':
      if (!Array.isArray(value)) return mismatch(out, value, GO_TYPES[kind], place, field, inner);
      if (entriesAreSchemas(place, inner)) return;
      for (let i = 0; i < value.length; i++) {
        const x: unknown = value[i];
        if (x !== null && !isJsonObject(x))
          checkValue(x, 'schema', place, field, lenient, out, [...inner, { index: i }]);
      }
      return;
    case 'schemaOrArray':
      if (Array.isArray(value)) checkValue(value, 'schemaList', place, field, lenient, out, inner);
      else if (!isJsonObject(value) || value instanceof Date) mismatch(out, value, GO_TYPES[kind], place, field, inner);
      return;
    case 'schemaOrBool':
      // JSONSchemaPropsOrBool.UnmarshalJSON: an object, true or false, else its own error text.
      if (typeof value !== 'boolean' && (!isJsonObject(value) || value instanceof Date))
        mismatch(out, value, 'boolean or JSON schema', place, field, inner);
      return;
    case 'dependencies':
      if (!isJsonObject(value) || value instanceof Date)
        return mismatch(out, value, GO_TYPES[kind], place, field, inner);
      for (const k in value) {
        const d = value[k];
        if (Array.isArray(d)) checkValue(d, 'stringList', place, field, lenient, out, [...inner, { key: k }]);
        else if (d !== null && !isJsonObject(d))
          checkValue(d, 'schema', place, field, lenient, out, [...inner, { key: k }]);
      }
      return;
    case 'externalDocs':
      if (!isJsonObject(value) || value instanceof Date)
        return mismatch(out, value, GO_TYPES[kind], place, field, inner);
      checkObject(value, EXTERNAL_DOCS_FIELDS, under(place, { field }, ...inner), lenient, out);
      return;
    case 'validations':
      if (!Array.isArray(value)) return mismatch(out, value, GO_TYPES[kind], place, field, inner);
      for (let i = 0; i < value.length; i++) {
        const x: unknown = value[i];
        if (x === null) continue;
        if (!isJsonObject(x) || x instanceof Date)
          checkValue(x, 'schema', place, field, lenient, out, [...inner, { index: i }]);
        else checkObject(x, VALIDATION_RULE_FIELDS, under(place, { field }, ...inner, { index: i }), lenient, out);
      }
      return;
  }
}

/** The walk saw every entry of this node's schema maps and lists, and none was a non-schema. */
const entriesAreSchemas = (place: Place, inner: readonly Step[]): boolean =>
  inner.length === 0 && place instanceof SchemaLocation && !place.holdsNonSchema;

function mismatch(
  out: DecodeProblem[],
  value: unknown,
  want: string,
  place: Place,
  field: string,
  inner: readonly Step[],
): void {
  out.push({ kind: 'type', field, got: jsonType(value), want, ...problemAt(under(place, { field }, ...inner)) });
}

function isBelowCustomDecoder(at: SchemaLocation): boolean {
  for (let l: SchemaLocation | undefined = at; l?.parent; l = l.parent) if (CUSTOM_DECODED.has(l.relation)) return true;
  return false;
}

/** The decoder's path of a node: map keys and fields dotted, list indexes bracketed. */
function jsonPathOf(at: SchemaLocation): string {
  const chain: SchemaLocation[] = [];
  for (let l: SchemaLocation | undefined = at; l?.parent; l = l.parent) chain.push(l);
  let out = `spec.versions[${at.schema.versionIndex}].schema.openAPIV3Schema`;
  for (let i = chain.length - 1; i >= 0; i--) {
    const l = chain[i] as SchemaLocation;
    out += `.${l.relation}`;
    if (typeof l.key === 'number') out += `[${l.key}]`;
    else if (l.key !== undefined) out += `.${l.key}`;
  }
  return out;
}

function jsonType(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'number' : `number ${v}`;
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string' || v instanceof Date) return 'string';
  return 'object';
}
