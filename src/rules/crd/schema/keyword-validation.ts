import { forbidden, invalid, notSupported, required } from '../../../engine/field-error.js';
import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import { internalSchemaProps } from './internal-schema-props.js';
import type { CrdSchema } from './crd-schemas.js';
import { schemaError, type SchemaError } from './schema-error.js';
import { KEYWORD } from './schema-keywords.js';
import type { SchemaLocation } from './walk-schema.js';

// spec §8: the root rules (SCHEMA-ROOT-*) and the keyword rules the apiserver applies at every
// node its recursion reaches (specStandardValidatorV3 and ValidateCustomResourceDefinitionOpenAPISchema):
// SCHEMA-KW-*, SCHEMA-AP-001, SCHEMA-X-001, SCHEMA-MAPTYPE-*. List extensions are in
// list-validation.ts, structural rules in structural-validation.ts.

export type KeywordMessageId =
  | 'rootNullable'
  | 'rootType'
  | 'rootFields'
  | 'id'
  | 'ref'
  | 'patternProperties'
  | 'definitions'
  | 'dependencies'
  | 'additionalItems'
  | 'itemsArray'
  | 'uniqueItems'
  | 'uniqueItemsOfObjects'
  | 'nullType'
  | 'unknownType'
  | 'additionalPropertiesWithProperties'
  | 'preserveFalse'
  | 'mapTypeNeedsObject'
  | 'mapTypeValue';

/** SCHEMA-KW-011: sorted, as sets.List gives them. */
export const OPENAPI_V3_TYPES = ['array', 'boolean', 'integer', 'number', 'object', 'string'] as const;
const TYPES: ReadonlySet<string> = new Set(OPENAPI_V3_TYPES);

export const isInvalidType = (type: string): boolean => type !== '' && !TYPES.has(type);

/**
 * The internal JSONSchemaProps fields in struct order, with their v1 keys and whether they are
 * allowed at the root with the status subresource (SCHEMA-ROOT-003). The apiserver scans them in
 * this order and stops at the first non-zero offender, so the order decides which error shows.
 */
const ROOT_FIELDS: readonly (readonly [goName: string, key: string, allowed: boolean])[] = [
  ['ID', 'id', false],
  ['Schema', '$schema', false],
  ['Ref', '$ref', false],
  ['Description', 'description', true],
  ['Type', 'type', true],
  ['Nullable', 'nullable', false],
  ['Format', 'format', true],
  ['Title', 'title', true],
  ['Default', 'default', false],
  ['Maximum', 'maximum', true],
  ['ExclusiveMaximum', 'exclusiveMaximum', true],
  ['Minimum', 'minimum', true],
  ['ExclusiveMinimum', 'exclusiveMinimum', true],
  ['MaxLength', 'maxLength', true],
  ['MinLength', 'minLength', true],
  ['Pattern', 'pattern', true],
  ['MaxItems', 'maxItems', true],
  ['MinItems', 'minItems', true],
  ['UniqueItems', 'uniqueItems', true],
  ['MultipleOf', 'multipleOf', true],
  ['Enum', 'enum', false],
  ['MaxProperties', 'maxProperties', false],
  ['MinProperties', 'minProperties', false],
  ['Required', 'required', true],
  ['Items', 'items', true],
  ['AllOf', 'allOf', false],
  ['OneOf', 'oneOf', false],
  ['AnyOf', 'anyOf', false],
  ['Not', 'not', false],
  ['Properties', 'properties', true],
  ['AdditionalProperties', 'additionalProperties', false],
  ['PatternProperties', 'patternProperties', false],
  ['Dependencies', 'dependencies', false],
  ['AdditionalItems', 'additionalItems', false],
  ['Definitions', 'definitions', false],
  ['ExternalDocs', 'externalDocs', true],
  ['Example', 'example', true],
  ['XPreserveUnknownFields', 'x-kubernetes-preserve-unknown-fields', true],
  ['XEmbeddedResource', 'x-kubernetes-embedded-resource', false],
  ['XIntOrString', 'x-kubernetes-int-or-string', false],
  ['XListMapKeys', 'x-kubernetes-list-map-keys', false],
  ['XListType', 'x-kubernetes-list-type', false],
  ['XMapType', 'x-kubernetes-map-type', false],
  ['XValidations', 'x-kubernetes-validations', true],
];

const ALLOWED_AT_ROOT = ROOT_FIELDS.filter(([, , allowed]) => allowed).map(([goName]) => goName);

// Non-pointer scalars of the internal type: "" and false are their zero values. Pointers, slices
// and maps are non-zero as soon as they are present and not null (`enum: []` counts).
const VALUE_FIELDS: ReadonlySet<string> = new Set([
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
]);

/** Go's reflect zero-value test on the decoded field. */
export function isZeroField(raw: JsonObject, key: string): boolean {
  const v = raw[key];
  if (v === undefined || v === null) return true;
  return VALUE_FIELDS.has(key) && (v === '' || v === false || v === 0);
}

/** SCHEMA-ROOT-001..003 on one schema's root. */
export function validateRoot(schema: CrdSchema, root: SchemaLocation): SchemaError<KeywordMessageId>[] {
  const errs: SchemaError<KeywordMessageId>[] = [];
  const raw = root.node.raw;
  // SCHEMA-ROOT-002 (the type) and SCHEMA-ROOT-003 (the other fields) with the status subresource.
  if (schema.statusEnabled) {
    for (const [goName, key, allowed] of ROOT_FIELDS) {
      if (isZeroField(raw, key)) continue;
      if (goName === 'Type') {
        if (root.node.type !== 'object') {
          const detail =
            'only "object" is allowed as the type at the root of the schema if the status subresource is enabled';
          errs.push(schemaError('rootType', invalid(root.apiserverPath().child('type'), root.node.type, detail)));
          break;
        }
        continue;
      }
      if (!allowed) {
        // The value is *schema, the internal JSONSchemaProps of the whole root.
        const detail = `only [${ALLOWED_AT_ROOT.join(' ')}] fields are allowed at the root of the schema if the status subresource is enabled`;
        errs.push(
          schemaError('rootFields', invalid(root.apiserverPath(), internalSchemaProps(raw), detail), { field: key }),
        );
        break;
      }
    }
  }
  // SCHEMA-ROOT-001: root nullable is forbidden.
  if (root.node.nullable)
    errs.push(
      schemaError(
        'rootNullable',
        forbidden(root.apiserverPath().child('nullable'), 'nullable cannot be true at the root'),
      ),
    );
  return errs;
}

export interface KeywordOptions {
  /** SCHEMA-KW-011; relaxed on update when the stored object has an invalid type anywhere (§12). */
  readonly requireValidPropertyType: boolean;
}

/** The keyword rules at one node the CRD recursion reaches (not below patternProperties/additionalItems). */
export function validateKeywords(at: SchemaLocation, opts: KeywordOptions): readonly SchemaError<KeywordMessageId>[] {
  const raw = at.node.raw;
  const has = at.keywords;
  const type = typeof raw.type === 'string' ? raw.type : '';
  const invalidType = opts.requireValidPropertyType && isInvalidType(type);
  // Most nodes hold none of the keywords below: decide that from the node's keyword bits, as
  // reading each raw value at every node of every schema is the cost (schema-keywords.ts).
  if (
    !invalidType &&
    type !== 'null' &&
    (has & RARE) === 0 &&
    ((has & KEYWORD.items) === 0 || !Array.isArray(raw.items)) &&
    ((has & KEYWORD.additionalProperties) === 0 ||
      raw.additionalProperties === null ||
      raw.additionalProperties === true)
  ) {
    return NONE;
  }
  const id = raw.id;
  const additionalItems = raw.additionalItems;
  const dependencies = raw.dependencies;
  const ref = raw.$ref;
  const items = raw.items;
  const ap = raw.additionalProperties;
  const preserve = raw['x-kubernetes-preserve-unknown-fields'];
  const mapType = raw['x-kubernetes-map-type'];
  const errs: SchemaError<KeywordMessageId>[] = [];
  // SCHEMA-KW-011: the type must be one of the OpenAPI v3 type names.
  if (invalidType)
    errs.push(
      schemaError('unknownType', notSupported(at.apiserverPath().child('type'), type, OPENAPI_V3_TYPES), { type }),
    );
  // SCHEMA-KW-001: a non-empty id is forbidden.
  if (typeof id === 'string' && id !== '')
    errs.push(schemaError('id', forbidden(at.apiserverPath().child('id'), 'id is not supported')));
  // SCHEMA-KW-007: additionalItems is forbidden, whatever its value.
  if (additionalItems !== undefined && additionalItems !== null)
    errs.push(
      schemaError(
        'additionalItems',
        forbidden(at.apiserverPath().child('additionalItems'), 'additionalItems is not supported'),
      ),
    );
  // SCHEMA-KW-004: non-empty patternProperties are forbidden.
  if (isNonEmptyMap(raw.patternProperties))
    errs.push(
      schemaError(
        'patternProperties',
        forbidden(at.apiserverPath().child('patternProperties'), 'patternProperties is not supported'),
      ),
    );
  // SCHEMA-KW-005: non-empty definitions are forbidden.
  if (isNonEmptyMap(raw.definitions))
    errs.push(
      schemaError('definitions', forbidden(at.apiserverPath().child('definitions'), 'definitions is not supported')),
    );
  // SCHEMA-KW-006: dependencies are forbidden.
  if (dependencies !== undefined && dependencies !== null)
    errs.push(
      schemaError('dependencies', forbidden(at.apiserverPath().child('dependencies'), 'dependencies is not supported')),
    );
  // SCHEMA-KW-003: $ref is forbidden, even "".
  if (typeof ref === 'string')
    errs.push(schemaError('ref', forbidden(at.apiserverPath().child('$ref'), '$ref is not supported')));
  // SCHEMA-KW-010: type null is forbidden (SCHEMA-KW-011 fires too).
  if (type === 'null')
    errs.push(
      schemaError(
        'nullType',
        forbidden(at.apiserverPath().child('type'), 'type cannot be set to null, use nullable as an alternative'),
      ),
    );
  // SCHEMA-KW-008: items as a list of schemas is forbidden.
  if (Array.isArray(items) && items.length > 0)
    errs.push(
      schemaError(
        'itemsArray',
        forbidden(at.apiserverPath().child('items'), 'items must be a schema object and not an array'),
      ),
    );
  // SCHEMA-KW-009: uniqueItems: true is forbidden.
  if (raw.uniqueItems === true) {
    // A set holds scalars only (or atomic items): for a list of objects or lists, the advice is a map list.
    const itemType = isJsonObject(raw.items) ? raw.items.type : undefined;
    errs.push(
      schemaError(
        itemType === 'object' || itemType === 'array' ? 'uniqueItemsOfObjects' : 'uniqueItems',
        forbidden(
          at.apiserverPath().child('uniqueItems'),
          'uniqueItems cannot be set to true since the runtime complexity becomes quadratic',
        ),
      ),
    );
  }
  // SCHEMA-AP-001: additionalProperties (but true) beside non-empty properties.
  if ((ap === false || isJsonObject(ap)) && isNonEmptyMap(raw.properties)) {
    errs.push(
      schemaError(
        'additionalPropertiesWithProperties',
        forbidden(
          at.apiserverPath().child('additionalProperties'),
          'additionalProperties and properties are mutual exclusive',
        ),
      ),
    );
  }
  // SCHEMA-X-001: x-kubernetes-preserve-unknown-fields: false.
  if (preserve === false) {
    errs.push(
      schemaError(
        'preserveFalse',
        invalid(at.apiserverPath().child('x-kubernetes-preserve-unknown-fields'), false, 'must be true or undefined'),
      ),
    );
  }
  if (typeof mapType === 'string') {
    // SCHEMA-MAPTYPE-001: x-kubernetes-map-type needs type: object.
    if (type === '')
      errs.push(
        schemaError(
          'mapTypeNeedsObject',
          required(at.apiserverPath().child('type'), 'must be object if x-kubernetes-map-type is specified'),
        ),
      );
    else if (type !== 'object')
      errs.push(
        schemaError(
          'mapTypeNeedsObject',
          invalid(at.apiserverPath().child('type'), type, 'must be object if x-kubernetes-map-type is specified'),
        ),
      );
    // SCHEMA-MAPTYPE-002: the map-type values.
    if (mapType !== 'atomic' && mapType !== 'granular') {
      errs.push(
        schemaError(
          'mapTypeValue',
          notSupported(at.apiserverPath().child('x-kubernetes-map-type'), mapType, ['atomic', 'granular']),
          { mapType },
        ),
      );
    }
  }
  return errs;
}

const NONE: readonly SchemaError<KeywordMessageId>[] = Object.freeze([]);

/** Keywords that are an error, or may be one, wherever they stand (with their values read). */
const RARE =
  KEYWORD.id |
  KEYWORD.additionalItems |
  KEYWORD.patternProperties |
  KEYWORD.definitions |
  KEYWORD.dependencies |
  KEYWORD.$ref |
  KEYWORD.uniqueItems |
  KEYWORD['x-kubernetes-preserve-unknown-fields'] |
  KEYWORD['x-kubernetes-map-type'];

function isNonEmptyMap(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  for (const _ in v) return true;
  return false;
}
