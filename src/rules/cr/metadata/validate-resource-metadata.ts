import { invalid, required, type FieldError } from '../../../engine/field-error.js';
import { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import { isDns1123Subdomain } from '../../crd/schema/dns-names.js';
import {
  validateEmbeddedMeta,
  validateEmbeddedTypeMeta,
  validateGenericMeta,
} from '../../crd/metadata/validate-metadata.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import { schemaTrait, traitBelow } from '../schema-trait-below.js';

// cr/metadata (spec/cr-validation.md §4.2 CR-META-001 and §6).
//
// The root's metadata ([VR] validator.go, ValidateObjectMetaDeclaratively with NameIsDNSSubdomain):
// on create a name (or generateName) is required and must be a DNS-1123 subdomain; labels,
// annotations, owner references and finalizers are checked on create and update (the name is
// immutable on update, and an update is found by name, so it is not re-checked). The namespace is
// not checked: kubectl fills it from its context.
//
// Embedded resources ([OM] objectmeta/validation.go): every object whose schema has
// x-kubernetes-embedded-resource needs a string apiVersion that parses as a GroupVersion and a
// string kind that is a DNS-1035 label once lower-cased; its metadata is ObjectMeta whose name
// is only checked as a path segment. The strategy walks with isResourceRoot false, so the root
// itself is not checked here a second time.

const METADATA = FieldPath.of('metadata');

/**
 * The root metadata's errors; `at` where the finding stands when the server's path names a
 * container (a label's value is `metadata.labels: Invalid value: "operator/v2"`: at its key).
 */
export function validateRootMetadata(
  obj: JsonObject,
  operation: 'create' | 'update',
): (FieldError & { readonly at?: FieldPath })[] {
  const metadata = isJsonObject(obj.metadata) ? obj.metadata : {};
  const errs: (FieldError & { readonly at?: FieldPath })[] = [];
  if (operation === 'create') {
    const name = typeof metadata.name === 'string' ? metadata.name : '';
    const generateName = typeof metadata.generateName === 'string' ? metadata.generateName : '';
    // generateName is a prefix: the name function judges it with a trailing dash masked
    // (apimachinery maskTrailingDash: the last two bytes become `a`), as the random part follows.
    if (generateName !== '')
      for (const d of isDns1123Subdomain(maskTrailingDash(generateName)))
        errs.push(invalid(METADATA.child('generateName'), generateName, d));
    if (name === '' && generateName === '')
      errs.push(required(METADATA.child('name'), 'name or generateName is required'));
    else if (name !== '') for (const d of isDns1123Subdomain(name)) errs.push(invalid(METADATA.child('name'), name, d));
  }
  for (const { error, at } of validateGenericMeta(metadata))
    errs.push(at.toString() === error.path.toString() ? error : { ...error, at });
  return errs;
}

const maskTrailingDash = (prefix: string): string =>
  prefix.length > 1 && prefix.endsWith('-') ? `${prefix.slice(0, -2)}a` : prefix;

/** objectmeta.Validate(nil, obj, schema, false): the embedded resources below the root. */
export function validateEmbeddedResources(obj: unknown, schema: SchemaNode | undefined): FieldError[] {
  const errs: FieldError[] = [];
  walk(obj, schema, undefined, errs);
  return errs;
}

const childOf = (p: FieldPath | undefined, k: string): FieldPath => (p ? p.child(k) : FieldPath.of(k));
const keyOf = (p: FieldPath | undefined, k: string): FieldPath => (p ? p.key(k) : FieldPath.of('').key(k));

/** Only an embedded resource is checked: a branch of the schema without one is not walked. */
const EMBEDDED = schemaTrait((n) => n.embeddedResource);

function walk(x: unknown, s: SchemaNode | undefined, path: FieldPath | undefined, errs: FieldError[]): void {
  if (!s || !traitBelow(s, EMBEDDED)) return;
  if (Array.isArray(x)) {
    x.forEach((v, i) => walk(v, s.items, (path ?? FieldPath.of('')).index(i), errs));
    return;
  }
  if (!isJsonObject(x)) return;
  if (s.embeddedResource && path) errs.push(...embeddedResource(x, path));
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional = s.additionalProperties;
  for (const k of Object.keys(x)) {
    if (Object.hasOwn(props, k)) walk(x[k], SchemaNode.of(props[k]), childOf(path, k), errs);
    else if (additional instanceof SchemaNode) walk(x[k], additional, keyOf(path, k), errs);
  }
}

function embeddedResource(x: JsonObject, path: FieldPath): FieldError[] {
  const errs = validateEmbeddedTypeMeta(x, path);
  if (isJsonObject(x.metadata)) errs.push(...validateEmbeddedMeta(x.metadata, path.child('metadata')));
  return errs;
}
