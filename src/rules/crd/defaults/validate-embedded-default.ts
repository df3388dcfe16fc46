import { invalid, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { isDns1035Label } from '../dns-names.js';
import { validateEmbeddedMeta } from '../validate-metadata.js';
import { SchemaNode } from '../schema/schema-node.js';

// SCHEMA-DEF-006 (spec/crd-validation.md §10; [OM] objectmeta.Validate): a default that is, or
// contains, an embedded resource (the schema root counts as one) must carry a string apiVersion
// that parses as a GroupVersion and a string kind that is a DNS-1035 label once lowercased, and
// its metadata must be valid ObjectMeta (validate-metadata.ts). Metadata that does not decode as
// ObjectMeta (a field of the wrong JSON type) gets Go's unmarshalling error, whose wording is not
// certain here: no finding for it.

export function validateEmbeddedDefault(value: unknown, s: SchemaNode, path: FieldPath, isResourceRoot: boolean): FieldError[] {
  const errs: FieldError[] = [];
  walk(value, isResourceRoot ? new SchemaNode({ ...s.raw, 'x-kubernetes-embedded-resource': true }) : s, path, errs);
  return errs;
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
    else if (additional !== undefined) walk(x[k], additional instanceof SchemaNode ? additional : undefined, path.key(k), errs);
  }
}

function embeddedResource(x: Readonly<Record<string, unknown>>, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  if (!Object.hasOwn(x, 'apiVersion')) errs.push(required(path.child('apiVersion'), ''));
  if (!Object.hasOwn(x, 'kind')) errs.push(required(path.child('kind'), ''));
  if (Object.hasOwn(x, 'apiVersion')) {
    const v = x.apiVersion;
    if (typeof v !== 'string') errs.push(invalid(path.child('apiVersion'), v, 'must be a string'));
    else if (v === '') errs.push(invalid(path.child('apiVersion'), v, 'must not be empty'));
    else if (v.split('/').length > 2) errs.push(invalid(path.child('apiVersion'), v, `unexpected GroupVersion string: ${v}`));
  }
  if (Object.hasOwn(x, 'kind')) {
    const v = x.kind;
    if (typeof v !== 'string') errs.push(invalid(path.child('kind'), v, 'must be a string'));
    else if (v === '') errs.push(invalid(path.child('kind'), v, 'must not be empty'));
    else {
      const problems = isDns1035Label(v.toLowerCase());
      if (problems.length > 0) errs.push(invalid(path.child('kind'), v, `may have mixed case, but should otherwise match: ${problems.join(',')}`));
    }
  }
  const metadata = x.metadata;
  if (isJsonObject(metadata) && decodesAsObjectMeta(metadata)) errs.push(...validateEmbeddedMeta(metadata, path.child('metadata')));
  return errs;
}

const STRING_FIELDS = ['name', 'generateName', 'namespace', 'uid', 'resourceVersion', 'selfLink'] as const;
const STRING_MAPS = ['labels', 'annotations'] as const;

/** The fields read here have the JSON types ObjectMeta's decoding accepts (null is the zero value). */
function decodesAsObjectMeta(m: Readonly<Record<string, unknown>>): boolean {
  const isNullOr = (v: unknown, ok: (v: unknown) => boolean): boolean => v === undefined || v === null || ok(v);
  if (!STRING_FIELDS.every((k) => isNullOr(m[k], (v) => typeof v === 'string'))) return false;
  if (!isNullOr(m.generation, (v) => typeof v === 'number' && Number.isInteger(v))) return false;
  if (!STRING_MAPS.every((k) => isNullOr(m[k], (v) => isJsonObject(v) && Object.values(v).every((s) => s === null || typeof s === 'string')))) return false;
  if (!isNullOr(m.finalizers, (v) => Array.isArray(v) && v.every((s) => s === null || typeof s === 'string'))) return false;
  return isNullOr(m.ownerReferences, (v) => Array.isArray(v) && v.every((r) => r === null || (isJsonObject(r) && ['apiVersion', 'kind', 'name', 'uid'].every((k) => isNullOr(r[k], (s) => typeof s === 'string')))));
}
