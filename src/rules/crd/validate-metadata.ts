import { forbidden, invalid, required, tooLong, type FieldError } from '../../engine/field-error.js';
import { FieldPath } from '../../engine/field-path.js';
import type { JsonObject } from '../../parse/kube-object.js';
import { goList, goObject, goString, goStrings, utf8Length } from './go-decoded.js';
import { isDns1123Label, isDns1123Subdomain, isLabelValue, isPathSegment, isQualifiedName } from './dns-names.js';

// ObjectMeta of a CRD (spec/crd-validation.md §3): apimachinery's ValidateObjectMetaAccessor
// with the CRD's name function (CRD-META-001..004). Each error carries where the user edits it
// (`at`): label and annotation errors are reported at the whole map, but stand at one key.

export interface MetaError {
  readonly error: FieldError;
  readonly at: FieldPath;
}

const METADATA = FieldPath.of('metadata');
export const TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;

/**
 * CRD-META-001..003: only on create; a rename on update is another object (CRD-META-005).
 * generateName goes through the same name function, as a prefix (a trailing `-` is allowed), so
 * it fails unless it is exactly plural.group; without a name the apiserver then generates one
 * (generateName and five random characters) that can never be plural.group, and whose error
 * names a random value: the generateName error is the one reported.
 */
export function validateCrdName(name: string, plural: string, group: string, generateName = ''): MetaError[] {
  const out: MetaError[] = [];
  const wanted = `${plural}.${group}`;
  if (generateName !== '') {
    const path = METADATA.child('generateName');
    for (const d of crdNameDetails(maskTrailingDash(generateName), generateName, wanted)) out.push({ error: invalid(path, generateName, d), at: path });
  }
  const path = METADATA.child('name');
  if (name === '') {
    if (generateName === '') out.push({ error: required(path, 'name or generateName is required'), at: path });
    return out;
  }
  for (const d of crdNameDetails(name, name, wanted)) out.push({ error: invalid(path, name, d), at: path });
  return out;
}

function crdNameDetails(checked: string, name: string, wanted: string): string[] {
  const details = isDns1123Subdomain(checked);
  // nameValidationFn: exact string compare, reported as one more detail (CRD-META-003).
  if (name !== wanted) details.push('must be spec.names.plural+"."+spec.group');
  return details;
}

/** apimachinery's maskTrailingDash: a prefix may end in `-` (the random part follows). */
const maskTrailingDash = (prefix: string): string => (prefix.length > 1 && prefix.endsWith('-') ? `${prefix.slice(0, -1)}a` : prefix);

/** CRD-META-004: namespace, labels, annotations and finalizers, on create and update. */
export function validateGenericMeta(metadata: JsonObject): MetaError[] {
  const out: MetaError[] = [];
  if (goString(metadata.namespace) !== '') {
    const path = METADATA.child('namespace');
    out.push({ error: forbidden(path, 'not allowed on this type'), at: path }); // CRDs are cluster-scoped
  }
  return [...out, ...validateCommonMeta(metadata, METADATA)];
}

/**
 * The metadata of an embedded resource in a default (SCHEMA-DEF-006; objectmeta.Validate): its
 * name and generateName only may not be path segments the REST API cannot serve (a missing name
 * is fine), a namespace must be a DNS label, and the rest is checked as for any object.
 */
export function validateEmbeddedMeta(metadata: JsonObject, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const generateName = goString(metadata.generateName);
  if (generateName !== '') for (const d of isPathSegment(generateName, true)) errs.push(invalid(path.child('generateName'), generateName, d));
  const name = goString(metadata.name);
  for (const d of isPathSegment(name === '' ? 'fakename' : name, false)) errs.push(invalid(path.child('name'), name, d));
  const namespace = goString(metadata.namespace);
  if (namespace !== '') for (const d of isDns1123Label(namespace)) errs.push(invalid(path.child('namespace'), namespace, d));
  if (typeof metadata.generation === 'number' && metadata.generation < 0) {
    errs.push(invalid(path.child('generation'), metadata.generation, 'must be greater than or equal to 0'));
  }
  return [...errs, ...validateCommonMeta(metadata, path).map((e) => e.error)];
}

/** Labels, annotations, owner references and finalizers: the same for every object's metadata. */
function validateCommonMeta(metadata: JsonObject, meta: FieldPath): MetaError[] {
  const out: MetaError[] = [];
  const labels = meta.child('labels');
  for (const [k, v] of Object.entries(goObject(metadata.labels) ?? {})) {
    for (const d of isQualifiedName(k)) out.push({ error: invalid(labels, k, d), at: labels.key(k) });
    for (const d of isLabelValue(goString(v))) out.push({ error: invalid(labels, goString(v), d), at: labels.key(k) });
  }
  const annotations = meta.child('annotations');
  let size = 0;
  for (const [k, v] of Object.entries(goObject(metadata.annotations) ?? {})) {
    // Case does not matter in annotation keys: checked lowercased.
    for (const d of isQualifiedName(k.toLowerCase())) out.push({ error: invalid(annotations, k, d), at: annotations.key(k) });
    size += utf8Length(k) + utf8Length(goString(v));
  }
  if (size > TOTAL_ANNOTATION_SIZE_LIMIT) out.push({ error: tooLong(annotations, TOTAL_ANNOTATION_SIZE_LIMIT), at: annotations });
  out.push(...validateOwnerReferences(goList(metadata.ownerReferences), meta.child('ownerReferences')));
  const finalizers = meta.child('finalizers');
  const names = goStrings(metadata.finalizers);
  names.forEach((f, i) => {
    for (const d of isQualifiedName(f)) out.push({ error: invalid(finalizers, f, d), at: finalizers.index(i) });
  });
  // Orphaning the dependents and deleting them in the foreground cannot both be asked for.
  if (names.includes(ORPHAN) && names.includes(FOREGROUND)) {
    out.push({ error: invalid(finalizers, names, `finalizer ${ORPHAN} and ${FOREGROUND} cannot be both set`), at: finalizers });
  }
  return out;
}

const ORPHAN = 'orphan';
const FOREGROUND = 'foregroundDeletion';

/**
 * apimachinery's ValidateOwnerReferences: apiVersion, kind, name and uid are required, apiVersion
 * must parse as <group>/<version> or <version>, and at most one reference is the controller.
 * The list is printed as JSON of metav1.OwnerReference, in its field order.
 */
function validateOwnerReferences(refs: readonly unknown[], path: FieldPath): MetaError[] {
  const out: MetaError[] = [];
  const printed = refs.map(printedOwnerReference);
  let firstController: string | undefined;
  refs.forEach((raw, i) => {
    const ref = goObject(raw) ?? {};
    const at = path.index(i);
    const apiVersion = goString(ref.apiVersion);
    if (apiVersion === '') out.push({ error: required(at.child('apiVersion'), 'must not be empty'), at: at.child('apiVersion') });
    else if (!isGroupVersion(apiVersion)) out.push({ error: invalid(at.child('apiVersion'), apiVersion, 'must be <group>/<version> or <version>'), at: at.child('apiVersion') });
    for (const field of ['kind', 'name', 'uid'] as const) {
      if (goString(ref[field]) === '') out.push({ error: required(at.child(field), 'must not be empty'), at: at.child(field) });
    }
    if (ref.controller !== true) return;
    const controller = `${goString(ref.kind)}/${goString(ref.name)}`;
    if (firstController === undefined) firstController = controller;
    else {
      const detail = `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${controller}`;
      out.push({ error: invalid(path, printed, detail), at });
    }
  });
  return out;
}

/** schema.ParseGroupVersion succeeds (at most one `/`) and gives a version. */
function isGroupVersion(gv: string): boolean {
  const slashes = gv.split('/').length - 1;
  if (slashes > 1) return false;
  return slashes === 0 ? gv !== '' : gv.slice(gv.indexOf('/') + 1) !== '';
}

function printedOwnerReference(raw: unknown): Record<string, unknown> {
  const ref = goObject(raw) ?? {};
  return {
    apiVersion: goString(ref.apiVersion),
    kind: goString(ref.kind),
    name: goString(ref.name),
    uid: goString(ref.uid),
    ...(typeof ref.controller === 'boolean' ? { controller: ref.controller } : {}),
    ...(typeof ref.blockOwnerDeletion === 'boolean' ? { blockOwnerDeletion: ref.blockOwnerDeletion } : {}),
  };
}
