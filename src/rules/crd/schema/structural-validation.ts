import { forbidden, invalid, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import type { PatternCache } from '../defaults/pattern-cache.js';
import { patternErrors } from './pattern-errors.js';
import type { CrdSchema } from './crd-schemas.js';
import { KEYWORD } from './schema-keywords.js';
import { schemaError, type SchemaError } from './schema-error.js';
import { SchemaNode } from './schema-node.js';
import { walkSchema, type SchemaLocation } from './walk-schema.js';

// spec §9: NewStructural (the conversion that fails on keywords a structural schema cannot hold),
// ValidateStructural (SCHEMA-STRUCT-001..009, META-*, EMB-001..003/005, IOS-*), and the
// completeness of the root's junctors (SCHEMA-STRUCT-008). The junctor rules (005..007) and the
// pattern rule (009, pattern-errors.ts) apply at every depth; completeness only from the root.

export type StructuralMessageId =
  | 'conversion'
  | 'typeRequired'
  | 'rootType'
  | 'itemsRequired'
  | 'rootAdditionalProperties'
  | 'junctorField'
  | 'junctorMetadata'
  | 'incomplete'
  | 'pattern'
  | 'metadataFields'
  | 'metadataType'
  | 'metaStringType'
  | 'embeddedType'
  | 'embeddedProperties'
  | 'embeddedAdditionalProperties'
  | 'embeddedInsideMeta'
  | 'intOrStringEmbedded'
  | 'intOrStringPreserve';

const META_FIELDS: ReadonlySet<string> = new Set(['metadata', 'apiVersion', 'kind']);

/** Keywords NewStructural may fail on (with their values read). */
const UNCONVERTIBLE =
  KEYWORD.id |
  KEYWORD.$schema |
  KEYWORD.$ref |
  KEYWORD.patternProperties |
  KEYWORD.dependencies |
  KEYWORD.additionalItems |
  KEYWORD.definitions |
  KEYWORD['x-kubernetes-preserve-unknown-fields'];

function unsupported(at: SchemaLocation): string | undefined {
  const n = at.node;
  const raw = n.raw;
  if ((at.keywords & UNCONVERTIBLE) === 0 && ((at.keywords & KEYWORD.items) === 0 || !Array.isArray(raw.items)))
    return undefined;
  if (n.id !== '') return "OpenAPIV3Schema 'id' is not supported";
  // SCHEMA-KW-002: $schema fails the conversion alone, reported as SCHEMA-STRUCT-011 says.
  if (n.$schema !== '') return "OpenAPIV3Schema 'schema' is not supported";
  if (n.ref !== undefined && n.ref !== '') return "OpenAPIV3Schema '$ref' is not supported";
  if (isNonEmptyMap(raw.patternProperties)) return "OpenAPIV3Schema 'patternProperties' is not supported";
  if (isNonEmptyMap(raw.dependencies)) return "OpenAPIV3Schema 'dependencies' is not supported";
  if (n.has('additionalItems')) return "OpenAPIV3Schema 'additionalItems' is not supported";
  if (isNonEmptyMap(raw.definitions)) return "OpenAPIV3Schema 'definitions' is not supported";
  if (Array.isArray(raw.items) && raw.items.length > 0) return 'items must be a schema object and not an array';
  if (n.preserveUnknownFields === false) return 'internal error: found x-kubernetes-preserve-unknown-fields: false';
  return undefined;
}

/** SCHEMA-STRUCT-011: the conversion failure, at the schema root. */
export const conversionFieldError = (schema: CrdSchema, message: string): SchemaError<StructuralMessageId> =>
  schemaError('conversion', invalid(schema.apiserverRoot, '', message), { reason: message });

/**
 * SCHEMA-EMB-004, which the keyword validator applies whatever the structural requirement:
 * x-kubernetes-embedded-resource inside the root's or an embedded resource's metadata, apiVersion
 * or kind (nodes below patternProperties/additionalItems are not reached).
 */
export function validateEmbeddedInsideMeta(at: SchemaLocation, out: SchemaError<StructuralMessageId>[]): void {
  if ((at.keywords & KEYWORD['x-kubernetes-embedded-resource']) === 0 || at.unvalidated) return;
  if (at.node.raw['x-kubernetes-embedded-resource'] !== true || !isInsideResourceMeta(at)) return;
  out.push(
    schemaError(
      'embeddedInsideMeta',
      forbidden(at.apiserverPath().child('x-kubernetes-embedded-resource'), 'must not be used inside of resource meta'),
    ),
  );
}

/** Below a metadata/apiVersion/kind property of the root or of an embedded resource. */
export function isInsideResourceMeta(at: SchemaLocation): boolean {
  for (let l: SchemaLocation | undefined = at; l?.parent; l = l.parent) {
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

export interface StructuralResult {
  /** NewStructural's failure (SCHEMA-STRUCT-011); when set, `errors` holds no structural errors. */
  readonly conversion: string | undefined;
  readonly errors: SchemaError<StructuralMessageId>[];
}

/**
 * One walk: SCHEMA-EMB-004 always; then, when structure is required, the conversion and, if it
 * succeeds, ValidateStructural (invariants at every structural node, the junctor rules inside
 * allOf/anyOf/oneOf/not at any depth) and the root's completeness.
 */
export function checkStructural(
  schema: CrdSchema,
  requireStructural: boolean,
  patterns: PatternCache,
): StructuralResult {
  // Asked by crd/structural and by the gates of defaults and CEL (validation-gates.ts); the
  // answer with structure required depends on the schema alone.
  if (requireStructural) return (schema.memo.structural ??= computeStructural(schema, true, patterns));
  return computeStructural(schema, false, patterns);
}

function computeStructural(schema: CrdSchema, requireStructural: boolean, patterns: PatternCache): StructuralResult {
  const emb: SchemaError<StructuralMessageId>[] = [];
  const structural: SchemaError<StructuralMessageId>[] = [];
  let conversion: string | undefined;
  walkSchema(schema, (at) => {
    validateEmbeddedInsideMeta(at, emb);
    if (!requireStructural) return at.unvalidated ? 'skip' : undefined;
    if (conversion === undefined) conversion = unsupported(at);
    if (at.unvalidated || conversion !== undefined) return undefined;
    if (!at.inJunctor) {
      structuralInvariants(at, patterns, structural);
      return undefined;
    }
    // Inside a junctor only items and properties are followed; additionalProperties is forbidden there.
    if (at.relation === 'additionalProperties' || isSkippedIntOrStringAnyOf(at)) return 'skip';
    nestedValueValidation(at, patterns, structural);
    return undefined;
  });
  if (!requireStructural || conversion !== undefined) return { conversion, errors: emb };
  completeness(schema, new SchemaNode(schema.root), structural);
  return { conversion, errors: [...emb, ...structural] };
}

type Level = 'root' | 'item' | 'field';

const levelOf = (at: SchemaLocation): Level => (at.isRoot ? 'root' : at.relation === 'items' ? 'item' : 'field');

function structuralInvariants(
  at: SchemaLocation,
  patterns: PatternCache,
  errs: SchemaError<StructuralMessageId>[],
): void {
  const s = at.node;
  const raw = s.raw;
  const lvl = levelOf(at);
  // This runs at every structural node of every schema: a value is read only where the node's
  // keyword bits say it is there (schema-keywords.ts).
  const has = at.keywords;
  const type = typeof raw.type === 'string' ? raw.type : '';
  const intOrString = (has & KEYWORD['x-kubernetes-int-or-string']) !== 0 && raw['x-kubernetes-int-or-string'] === true;
  const preserves =
    (has & KEYWORD['x-kubernetes-preserve-unknown-fields']) !== 0 &&
    raw['x-kubernetes-preserve-unknown-fields'] === true;
  const embedded =
    (has & KEYWORD['x-kubernetes-embedded-resource']) !== 0 && raw['x-kubernetes-embedded-resource'] === true;
  const hasAdditionalProperties =
    (has & KEYWORD.additionalProperties) !== 0 &&
    (typeof raw.additionalProperties === 'boolean' || isJsonObject(raw.additionalProperties));
  // SCHEMA-STRUCT-003: arrays need items.
  if (type === 'array' && !isJsonObject(raw.items))
    errs.push(schemaError('itemsRequired', required(at.apiserverPath().child('items'), 'must be specified')));
  // SCHEMA-STRUCT-004: no additionalProperties at the root.
  if (hasAdditionalProperties && lvl === 'root') {
    errs.push(
      schemaError(
        'rootAdditionalProperties',
        forbidden(at.apiserverPath().child('additionalProperties'), 'must not be used at the root'),
      ),
    );
  }
  // SCHEMA-IOS-002: not together with preserve-unknown-fields.
  if (intOrString && preserves) {
    errs.push(
      schemaError(
        'intOrStringPreserve',
        invalid(
          at.apiserverPath().child('x-kubernetes-preserve-unknown-fields'),
          true,
          'must be false if x-kubernetes-int-or-string is true',
        ),
      ),
    );
  }
  // SCHEMA-EMB-005: not together with int-or-string.
  if (intOrString && embedded) {
    errs.push(
      schemaError(
        'intOrStringEmbedded',
        invalid(
          at.apiserverPath().child('x-kubernetes-embedded-resource'),
          true,
          'must be false if x-kubernetes-int-or-string is true',
        ),
      ),
    );
  }
  // SCHEMA-STRUCT-009 at a structural node.
  if ((has & KEYWORD.pattern) !== 0 && typeof raw.pattern === 'string' && raw.pattern !== '')
    patternErrors(s, at, patterns, errs);

  // SCHEMA-EMB-001: an embedded resource is type: object.
  if (embedded && type !== 'object') {
    const detail = 'must be object if x-kubernetes-embedded-resource is true';
    errs.push(
      schemaError(
        'embeddedType',
        type === ''
          ? required(at.apiserverPath().child('type'), detail)
          : invalid(at.apiserverPath().child('type'), type, detail),
      ),
    );
    // SCHEMA-STRUCT-001: type required.
  } else if (type === '' && !intOrString && !preserves) {
    const detail =
      lvl === 'root'
        ? 'must not be empty at the root'
        : lvl === 'item'
          ? 'must not be empty for specified array items'
          : 'must not be empty for specified object fields';
    errs.push(schemaError('typeRequired', required(at.apiserverPath().child('type'), detail)));
    // SCHEMA-STRUCT-002: the root type is object.
  } else if (lvl === 'root' && type !== '' && type !== 'object') {
    errs.push(schemaError('rootType', invalid(at.apiserverPath().child('type'), type, 'must be object at the root')));
  }

  if (embedded) {
    // SCHEMA-EMB-002: an embedded resource needs properties or preserve-unknown-fields.
    if (!preserves && s.properties.size === 0) {
      errs.push(
        schemaError(
          'embeddedProperties',
          required(
            at.apiserverPath().child('properties'),
            'must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields',
          ),
        ),
      );
    }
    // SCHEMA-EMB-003: no additionalProperties on an embedded resource.
    if (hasAdditionalProperties) {
      errs.push(
        schemaError(
          'embeddedAdditionalProperties',
          forbidden(
            at.apiserverPath().child('additionalProperties'),
            'must not be used if x-kubernetes-embedded-resource is set',
          ),
        ),
      );
    }
  }

  if (lvl === 'root' || embedded) {
    const props = s.properties;
    const metadata = props.get('metadata');
    if (metadata) {
      // SCHEMA-META-002: metadata is an object.
      if (metadata.type !== 'object')
        errs.push(
          schemaError(
            'metadataType',
            invalid(
              at.apiserverPath().child('properties').key('metadata').child('type'),
              metadata.type,
              'must be object',
            ),
            { property: 'metadata' },
          ),
        );
      // SCHEMA-META-001: root metadata restricts name and generateName only.
      if (lvl === 'root' && !isNameAndGenerateNameOnly(metadata)) {
        errs.push(
          schemaError(
            'metadataFields',
            forbidden(
              at.apiserverPath().child('properties').key('metadata'),
              'must not specify anything other than name and generateName, but metadata is implicitly specified',
            ),
          ),
        );
      }
    }
    for (const key of ['kind', 'apiVersion']) {
      const p = props.get(key);
      // SCHEMA-META-003: kind and apiVersion are strings.
      if (p && p.type !== 'string')
        errs.push(
          schemaError(
            'metaStringType',
            invalid(at.apiserverPath().child('properties').key(key).child('type'), p.type, 'must be string'),
            { property: key },
          ),
        );
    }
  }
}

// Keys the structural conversion drops, so they never make two schemas differ (example,
// externalDocs), and the metadata keys the root rule ignores (SCHEMA-META-001).
const DROPPED = new Set(['example', 'externalDocs']);

/** SCHEMA-META-001: `{type: object}` plus properties of exactly name, generateName, or both. */
function isNameAndGenerateNameOnly(metadata: SchemaNode): boolean {
  const raw = metadata.raw;
  for (const key of Object.keys(raw)) {
    if (key === 'type' || key === 'default' || DROPPED.has(key) || isZeroValue(raw, key)) continue;
    if (key === 'properties') {
      const names = [...metadata.properties.keys()].sort().join(',');
      if (names === '' || names === 'name' || names === 'generateName' || names === 'generateName,name') continue;
    }
    return false;
  }
  return true;
}

const isZeroValue = (raw: JsonObject, key: string): boolean => {
  const v = raw[key];
  return v === undefined || v === null || v === '' || v === false || (key === 'properties' && isEmptyMap(v));
};

/** SCHEMA-STRUCT-005..007 and 009 at a node inside a junctor. */
function nestedValueValidation(
  at: SchemaLocation,
  patterns: PatternCache,
  errs: SchemaError<StructuralMessageId>[],
): void {
  const v = at.node;
  const raw = v.raw;
  const junctorField = (key: string, detail: string) =>
    errs.push(schemaError('junctorField', forbidden(at.apiserverPath().child(key), detail), { field: key }));
  // SCHEMA-STRUCT-009 inside a junctor.
  patternErrors(v, at, patterns, errs);
  // SCHEMA-STRUCT-005: the generic fields forbidden in junctors.
  if (v.type !== '') junctorField('type', 'must be empty to be structural');
  if (v.hasDefault) junctorField('default', 'must be undefined to be structural');
  if (v.title !== '') junctorField('title', 'must be empty to be structural');
  if (v.description !== '') junctorField('description', 'must be empty to be structural');
  if (v.nullable) junctorField('nullable', 'must be false to be structural');
  // SCHEMA-STRUCT-006: the extensions, additionalProperties and rules forbidden in junctors.
  if (v.preserveUnknownFields === true)
    junctorField('x-kubernetes-preserve-unknown-fields', 'must be false to be structural');
  if (v.embeddedResource) junctorField('x-kubernetes-embedded-resource', 'must be false to be structural');
  if (v.intOrString) junctorField('x-kubernetes-int-or-string', 'must be false to be structural');
  if (v.listMapKeys.length > 0) junctorField('x-kubernetes-list-map-keys', 'must be empty to be structural');
  if (v.listType !== undefined) junctorField('x-kubernetes-list-type', 'must be undefined to be structural');
  if (v.mapType !== undefined) junctorField('x-kubernetes-map-type', 'must be undefined to be structural');
  if (v.has('additionalProperties')) junctorField('additionalProperties', 'must be undefined to be structural');
  if (Array.isArray(raw['x-kubernetes-validations']) && raw['x-kubernetes-validations'].length > 0) {
    junctorField('x-kubernetes-validations', 'must be empty to be structural');
  }
  // SCHEMA-STRUCT-007: no metadata property inside junctors.
  if (v.properties.has('metadata')) {
    errs.push(
      schemaError(
        'junctorMetadata',
        forbidden(at.apiserverPath().child('properties').key('metadata'), 'must not be specified in a nested context'),
      ),
    );
  }
}

/**
 * SCHEMA-IOS-001: an anyOf branch skipped because its parent has the int-or-string shape: the
 * structural node's own `anyOf: [{type: integer}, {type: string}]`, or that anyOf as the first
 * allOf entry's. The shape is checked without looking at x-kubernetes-int-or-string.
 */
function isSkippedIntOrStringAnyOf(at: SchemaLocation): boolean {
  if (at.relation !== 'anyOf' || !at.parent) return false;
  const holder = at.parent;
  if (!holder.inJunctor) return isIntOrStringAnyOf(holder.node.raw.anyOf);
  const structural = holder.parent;
  return (
    holder.relation === 'allOf' &&
    holder.key === 0 &&
    structural !== undefined &&
    !structural.inJunctor &&
    isIntOrStringAnyOf(holder.node.raw.anyOf)
  );
}

function isIntOrStringAnyOf(anyOf: unknown): boolean {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return false;
  return isOnlyType(anyOf[0], 'integer') && isOnlyType(anyOf[1], 'string');
}

/** `{type: t}` and nothing the structural conversion keeps (example and externalDocs are dropped). */
function isOnlyType(value: unknown, type: string): boolean {
  const node = SchemaNode.of(value);
  if (!node || node.type !== type) return false;
  return Object.keys(node.raw).every((k) => k === 'type' || DROPPED.has(k) || isZeroValue(node.raw, k));
}

/** SCHEMA-STRUCT-008 from the root: what the root's junctors name must exist in the structural part. */
function completeness(schema: CrdSchema, root: SchemaNode, errs: SchemaError<StructuralMessageId>[]): void {
  const rootPath = schema.apiserverRoot;
  interface Pending {
    readonly v: SchemaNode;
    readonly s: SchemaNode | undefined;
    readonly sPath: FieldPath;
    readonly vPath: FieldPath;
  }
  const stack: Pending[] = [];
  // The junctors of v (a value validation) are all checked against the same structural s.
  const pushJunctors = (v: SchemaNode, s: SchemaNode, sPath: FieldPath, vPath: FieldPath): void => {
    const nested: Pending[] = [];
    const not = v.not;
    if (not) nested.push({ v: not, s, sPath, vPath: vPath.child('not') });
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = v.raw[key];
      if (!Array.isArray(list)) continue;
      list.forEach((x, i) => {
        const node = SchemaNode.of(x);
        if (node) nested.push({ v: node, s, sPath, vPath: vPath.child(key).index(i) });
      });
    }
    for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i] as Pending);
  };
  const incomplete = (sPath: FieldPath, vPath: FieldPath): FieldError =>
    required(sPath, `because it is defined in ${vPath.toString()}`);
  pushJunctors(root, root, rootPath, rootPath);
  while (stack.length > 0) {
    const { v, s, sPath, vPath } = stack.pop() as Pending;
    if (!s) {
      // SCHEMA-STRUCT-008: what a root junctor names exists in the structural part.
      errs.push(schemaError('incomplete', incomplete(sPath, vPath), { definedIn: vPath.toString() }));
      continue;
    }
    pushJunctors(v, s, sPath, vPath);
    const items = v.items;
    if (items) stack.push({ v: items, s: s.items, sPath: sPath.child('items'), vPath: vPath.child('items') });
    const sProps = s.properties;
    for (const [k, vProp] of v.properties) {
      stack.push({
        v: vProp,
        s: sProps.get(k),
        sPath: sPath.child('properties').key(k),
        vPath: vPath.child('properties').key(k),
      });
    }
  }
}

function isNonEmptyMap(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  for (const _ in v) return true;
  return false;
}
const isEmptyMap = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;
