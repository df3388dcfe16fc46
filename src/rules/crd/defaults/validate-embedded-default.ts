import { invalid, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { isDns1035Label } from '../dns-names.js';
import { SchemaNode } from '../schema/schema-node.js';

// SCHEMA-DEF-006 (spec/crd-validation.md §10; [OM] objectmeta.Validate): a default that is, or
// contains, an embedded resource (the schema root counts as one) must carry a string apiVersion
// that parses as a GroupVersion and a string kind that is a DNS-1035 label once lowercased.
// Metadata validity (ObjectMeta) is not checked here.

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
  return errs;
}
