import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import { LIMITS } from '../../../parse/parse-problem.js';
import { decodeValidationRule, goRuleValue } from '../cel/validate-rule-fields.js';
import { goJsonValue } from '../defaults/go-json-value.js';
import { goBool, goString, isSet } from './go-decoded.js';
import { goMapObject } from './go-map-object.js';

// A v1 schema as the apiserver prints it when the bad value of a field error holds one
// (CRD-VERS-002/003 print spec.versions, SCHEMA-LIST-006 schema.Items, SCHEMA-ROOT-003 the root). field.Error marshals the
// *internal* apiextensions.JSONSchemaProps (types_jsonschema.go) after the v1 conversion, and
// the internal types have no JSON tags and no MarshalJSON: every field, in struct order, under
// its Go name; nil pointers, slices and maps print null, an empty slice [] and map {}; maps sort
// their keys (goMapObject). Wrong-typed values, which fail decoding before validation (crd/unknown-
// field reports them), read as the zero value, as go-decoded.ts does.
//
// Default, Example and Enum are the v1 JSON decoded into interface{} (Convert_v1_JSON_To_
// apiextensions_JSON), printed by goJsonValue. Numbers need no Go formatter: encoding/json
// writes a float64 "as if by ES6 number to string conversion", which is JSON.stringify (goFloat
// is %v, another format). Left approximate: integers beyond 2^53, exact int64s in Go, print as
// the double the YAML parser read; and a float -0.0 prints 0 where Go prints -0 (js-yaml reads
// the integer -0, which Go prints 0, as the same -0, so the two cannot be told apart).
//
// Schemas nest without limit, so nothing recurses: each schema's output object is created empty
// where it is referenced and filled when its turn on an explicit stack comes. renderValue's
// JSON.stringify does recurse (V8 throws at about 4,000 levels), so schemas are cut at
// MAX_DEPTH levels of output; a parsed document cannot reach that (see MAX_DEPTH).

/** The internal JSONSchemaProps of a v1 schema (any JSON value; a non-object is the zero schema). */
export function internalSchemaProps(raw: unknown): unknown {
  const root: GoStruct = {};
  fillAll([{ raw, depth: 0, into: root }]);
  return root;
}

/**
 * A v1 `items` as the internal *JSONSchemaPropsOrArray: null when absent or null; a schema fills
 * Schema, a list JSONSchemas. Any other value decodes to both nil (v1 UnmarshalJSON ignores it).
 */
export function internalSchemaPropsOrArray(raw: unknown): unknown {
  const pending: Slot[] = [];
  // The value is the root of the output (depth 0), held by nothing: its holder sits at -1.
  const out = propsOrArray(raw, -1, pending);
  fillAll(pending);
  return out;
}

type GoStruct = Record<string, unknown>;

/** A schema to convert into `into`, an empty object; depth is its output nesting below the root schema. */
interface Slot {
  readonly raw: unknown;
  readonly depth: number;
  readonly into: GoStruct;
}

// Output levels per YAML level are at most two (`items: {…}` becomes {"Schema": {…}}; lists and
// maps cost a YAML level each), so a document within the parser's depth limit never reaches this.
const MAX_DEPTH = 2 * LIMITS.maxDepth;
const TOO_DEEP = `(nested more than ${MAX_DEPTH} levels deep: not shown)`;

function fillAll(pending: Slot[]): void {
  for (let slot = pending.pop(); slot !== undefined; slot = pending.pop()) {
    Object.assign(slot.into, schemaFields(slot.raw, slot.depth, pending));
  }
}

/** A nested schema held by value (list entry, map value): the zero schema when not an object. */
function schema(raw: unknown, depth: number, pending: Slot[]): unknown {
  if (depth > MAX_DEPTH) return TOO_DEEP;
  const into: GoStruct = {};
  pending.push({ raw, depth, into });
  return into;
}

/** A *JSONSchemaProps: nil unless an object. */
const schemaPointer = (raw: unknown, depth: number, pending: Slot[]): unknown =>
  isJsonObject(raw) ? schema(raw, depth, pending) : null;

// `depth` below is the output depth of the struct that holds the field.
function schemaFields(raw: unknown, depth: number, pending: Slot[]): GoStruct {
  const s: JsonObject = isJsonObject(raw) ? raw : {};
  return {
    ID: goString(s.id),
    Schema: goString(s.$schema),
    Ref: stringPointer(s.$ref),
    Description: goString(s.description),
    Type: goString(s.type),
    Nullable: goBool(s.nullable),
    Format: goString(s.format),
    Title: goString(s.title),
    Default: jsonPointer(s.default),
    Maximum: floatPointer(s.maximum),
    ExclusiveMaximum: goBool(s.exclusiveMaximum),
    Minimum: floatPointer(s.minimum),
    ExclusiveMinimum: goBool(s.exclusiveMinimum),
    MaxLength: intPointer(s.maxLength),
    MinLength: intPointer(s.minLength),
    Pattern: goString(s.pattern),
    MaxItems: intPointer(s.maxItems),
    MinItems: intPointer(s.minItems),
    UniqueItems: goBool(s.uniqueItems),
    MultipleOf: floatPointer(s.multipleOf),
    Enum: Array.isArray(s.enum) ? s.enum.map((v: unknown) => goJsonValue(v)) : null,
    MaxProperties: intPointer(s.maxProperties),
    MinProperties: intPointer(s.minProperties),
    Required: stringSlice(s.required),
    Items: propsOrArray(s.items, depth, pending),
    AllOf: schemaSlice(s.allOf, depth, pending),
    OneOf: schemaSlice(s.oneOf, depth, pending),
    AnyOf: schemaSlice(s.anyOf, depth, pending),
    Not: schemaPointer(s.not, depth + 1, pending),
    Properties: schemaMap(s.properties, depth, pending),
    AdditionalProperties: propsOrBool(s.additionalProperties, depth, pending),
    PatternProperties: schemaMap(s.patternProperties, depth, pending),
    Dependencies: dependencies(s.dependencies, depth, pending),
    AdditionalItems: propsOrBool(s.additionalItems, depth, pending),
    Definitions: schemaMap(s.definitions, depth, pending),
    ExternalDocs: isJsonObject(s.externalDocs)
      ? { Description: goString(s.externalDocs.description), URL: goString(s.externalDocs.url) }
      : null,
    Example: jsonPointer(s.example),
    XPreserveUnknownFields: boolPointer(s['x-kubernetes-preserve-unknown-fields']),
    XEmbeddedResource: goBool(s['x-kubernetes-embedded-resource']),
    XIntOrString: goBool(s['x-kubernetes-int-or-string']),
    XListMapKeys: stringSlice(s['x-kubernetes-list-map-keys']),
    XListType: stringPointer(s['x-kubernetes-list-type']),
    XMapType: stringPointer(s['x-kubernetes-map-type']),
    XValidations: Array.isArray(s['x-kubernetes-validations'])
      ? s['x-kubernetes-validations'].map((r: unknown) => goRuleValue(decodeValidationRule(r)))
      : null,
  };
}

function propsOrArray(raw: unknown, depth: number, pending: Slot[]): unknown {
  if (!isSet(raw)) return null;
  return {
    Schema: isJsonObject(raw) ? schema(raw, depth + 2, pending) : null,
    JSONSchemas: Array.isArray(raw) ? raw.map((v: unknown) => schema(v, depth + 3, pending)) : null,
  };
}

/** A *JSONSchemaPropsOrBool: true/false allow or not; a schema allows, with that schema. */
function propsOrBool(raw: unknown, depth: number, pending: Slot[]): unknown {
  if (typeof raw === 'boolean') return { Allows: raw, Schema: null };
  return isJsonObject(raw) ? { Allows: true, Schema: schema(raw, depth + 2, pending) } : null;
}

function schemaSlice(raw: unknown, depth: number, pending: Slot[]): unknown {
  return Array.isArray(raw) ? raw.map((v: unknown) => schema(v, depth + 2, pending)) : null;
}

function schemaMap(raw: unknown, depth: number, pending: Slot[]): unknown {
  return isJsonObject(raw) ? goMapObject(Object.keys(raw), (k) => schema(raw[k], depth + 2, pending)) : null;
}

/** JSONSchemaDependencies: each entry a schema or a list of property names (else neither). */
function dependencies(raw: unknown, depth: number, pending: Slot[]): unknown {
  if (!isJsonObject(raw)) return null;
  return goMapObject(Object.keys(raw), (k) => {
    const v = raw[k];
    return {
      Schema: isJsonObject(v) ? schema(v, depth + 3, pending) : null,
      Property: Array.isArray(v) ? v.map(goString) : null,
    };
  });
}

// `default: null` decodes to a nil *JSON, and a nil interface{} would print null as well.
const jsonPointer = (v: unknown): unknown => (v === undefined ? null : goJsonValue(v));
const stringPointer = (v: unknown): string | null => (isSet(v) ? goString(v) : null);
const boolPointer = (v: unknown): boolean | null => (isSet(v) ? goBool(v) : null);
const floatPointer = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const intPointer = (v: unknown): number | null => (Number.isInteger(v) ? (v as number) : null);
const stringSlice = (v: unknown): string[] | null => (Array.isArray(v) ? v.map(goString) : null);
