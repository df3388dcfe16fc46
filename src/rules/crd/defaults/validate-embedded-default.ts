import { invalid, renderFieldError, type FieldError } from '../../../engine/field-error.js';
import { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { validateEmbeddedMeta, validateEmbeddedTypeMeta } from '../metadata/validate-metadata.js';
import { SchemaNode } from '../schema/schema-node.js';
import type { SchemaLocation } from '../schema/walk-schema.js';
import { goJsonValue } from './go-json-value.js';

// SCHEMA-DEF-006 (spec/crd-validation.md §10; [OM] objectmeta.Coerce, then objectmeta.Validate):
// a default that is, or contains, an embedded resource (the schema root counts as one) must carry
// a string apiVersion that parses as a GroupVersion and a string kind that is a DNS-1035 label
// once lowercased, and its metadata must be valid ObjectMeta (validate-metadata.ts). Coerce comes
// first and stops at its first error (a non-string apiVersion or kind), and then Validate does
// not run. A default inside resource meta (metadata, apiVersion or kind of the root or of an
// embedded resource) is checked as the resource it would produce: `validateMetaDefault`.
//
// Metadata that does not decode as ObjectMeta (a field of the wrong JSON type) fails Coerce with
// Go's unmarshalling error, whose wording is not certain here: no finding for it, and its other
// fields are still judged.

export function validateEmbeddedDefault(
  value: unknown,
  s: SchemaNode,
  path: FieldPath,
  isResourceRoot: boolean,
): FieldError[] {
  const root = isResourceRoot ? asResource(s) : s;
  const coerced = coerce(value, root, path);
  if (coerced) return [coerced];
  const errs: FieldError[] = [];
  walk(value, root, path, errs);
  return errs;
}

/**
 * The "must result in valid metadata" branch of ValidateDefaults: the default is put where it
 * stands in an otherwise empty resource (defaulting.SurroundingObjectFunc, from the nearest
 * embedded resource or the root, with apiVersion `validation/v1` and kind `Validation` unless the
 * default sets them), which is then coerced and validated from a nil path. Any error rejects the
 * default as a whole: `<s>.default: Invalid value: <default>: must result in valid metadata: <err>`,
 * where <err> is Coerce's one error or Validate's list as an aggregate (`[a, b]` when several).
 */
export function validateMetaDefault(value: unknown, at: SchemaLocation, path: FieldPath): FieldError[] {
  let resource: SchemaLocation = at;
  let surrounding: unknown = value;
  for (; resource.parent && !resource.node.embeddedResource; resource = resource.parent) {
    surrounding = resource.relation === 'items' ? [surrounding] : { [String(resource.key)]: surrounding };
  }
  if (!isJsonObject(surrounding)) return []; // the root's default is not a meta default
  const obj = { ...surrounding };
  if (!Object.hasOwn(obj, 'kind')) obj.kind = 'Validation';
  if (!Object.hasOwn(obj, 'apiVersion')) obj.apiVersion = 'validation/v1';
  const errs = validateEmbeddedDefault(obj, resource.node, NIL_PATH, true);
  if (errs.length === 0) return [];
  return [invalid(path, goJsonValue(value), `must result in valid metadata: ${aggregate(errs)}`)];
}

/** Go's nil *field.Path: its children render without a leading dot (`metadata.name`). */
const NIL_PATH = FieldPath.of('');

/** field.ErrorList.ToAggregate().Error(): duplicates dropped, one alone, several in brackets. */
function aggregate(errs: readonly FieldError[]): string {
  const messages = [...new Set(errs.map(renderFieldError))];
  return messages.length === 1 ? (messages[0] ?? '') : `[${messages.join(', ')}]`;
}

const asResource = (s: SchemaNode): SchemaNode =>
  s.embeddedResource ? s : new SchemaNode({ ...s.raw, 'x-kubernetes-embedded-resource': true });

/** objectmeta.Coerce: the first apiVersion or kind of an embedded resource that is not a string. */
function coerce(x: unknown, s: SchemaNode | undefined, path: FieldPath): FieldError | undefined {
  if (!s) return undefined;
  if (Array.isArray(x)) {
    for (const [i, v] of x.entries()) {
      const e = coerce(v, s.items, path.index(i));
      if (e) return e;
    }
    return undefined;
  }
  if (!isJsonObject(x)) return undefined;
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional = s.additionalProperties;
  for (const [k, v] of Object.entries(x)) {
    if (s.embeddedResource && (k === 'apiVersion' || k === 'kind') && typeof v !== 'string')
      return invalid(path.child(k), v, 'must be a string');
    const e = Object.hasOwn(props, k)
      ? coerce(v, SchemaNode.of(props[k]), path.child(k))
      : additional !== undefined
        ? coerce(v, additional instanceof SchemaNode ? additional : undefined, path.key(k))
        : undefined;
    if (e) return e;
  }
  return undefined;
}

function walk(x: unknown, s: SchemaNode | undefined, path: FieldPath, errs: FieldError[]): void {
  if (!s) return;
  if (Array.isArray(x)) {
    x.forEach((v, i) => walk(v, s.items, path.index(i), errs));
    return;
  }
  if (!isJsonObject(x)) return;
  if (s.embeddedResource) errs.push(...embeddedResource(x, path));
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional = s.additionalProperties;
  for (const k of Object.keys(x)) {
    if (Object.hasOwn(props, k)) walk(x[k], SchemaNode.of(props[k]), path.child(k), errs);
    else if (additional !== undefined)
      walk(x[k], additional instanceof SchemaNode ? additional : undefined, path.key(k), errs);
  }
}

function embeddedResource(x: Readonly<Record<string, unknown>>, path: FieldPath): FieldError[] {
  const errs = validateEmbeddedTypeMeta(x, path);
  const metadata = x.metadata;
  if (isJsonObject(metadata) && decodesAsObjectMeta(metadata))
    errs.push(...validateEmbeddedMeta(metadata, path.child('metadata')));
  return errs;
}

const STRING_FIELDS = ['name', 'generateName', 'namespace', 'uid', 'resourceVersion', 'selfLink'] as const;
const STRING_MAPS = ['labels', 'annotations'] as const;

/** The fields read here have the JSON types ObjectMeta's decoding accepts (null is the zero value). */
function decodesAsObjectMeta(m: Readonly<Record<string, unknown>>): boolean {
  const isNullOr = (v: unknown, ok: (v: unknown) => boolean): boolean => v === undefined || v === null || ok(v);
  if (!STRING_FIELDS.every((k) => isNullOr(m[k], (v) => typeof v === 'string'))) return false;
  if (!isNullOr(m.generation, (v) => typeof v === 'number' && Number.isInteger(v))) return false;
  if (
    !STRING_MAPS.every((k) =>
      isNullOr(m[k], (v) => isJsonObject(v) && Object.values(v).every((s) => s === null || typeof s === 'string')),
    )
  )
    return false;
  if (!isNullOr(m.finalizers, (v) => Array.isArray(v) && v.every((s) => s === null || typeof s === 'string')))
    return false;
  return isNullOr(
    m.ownerReferences,
    (v) =>
      Array.isArray(v) &&
      v.every(
        (r) =>
          r === null ||
          (isJsonObject(r) &&
            ['apiVersion', 'kind', 'name', 'uid'].every((k) => isNullOr(r[k], (s) => typeof s === 'string')) &&
            ['controller', 'blockOwnerDeletion'].every((k) => isNullOr(r[k], (b) => typeof b === 'boolean'))),
      ),
  );
}
