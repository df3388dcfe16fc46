import { invalid, required, tooLong, type FieldError } from '../../../engine/field-error.js';
import { FieldPath } from '../../../engine/field-path.js';
import type { JsonObject } from '../../../parse/kube-object.js';
import { goList, goObject, goString, goStrings, utf8Length } from '../schema/go-decoded.js';
import {
  isDns1035Label,
  isDns1123Label,
  isDns1123Subdomain,
  isLabelValue,
  isPathSegment,
  isQualifiedName,
} from '../schema/dns-names.js';

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
 * generateName goes through the same name function, as a prefix (maskTrailingDash), so it fails
 * unless it is exactly plural.group. Without a name the registry first generates one (the
 * first 58 bytes of generateName and 5 random characters, apiserver names.SimpleNameGenerator)
 * and validates that too: it can never be plural.group (but with odds of 27^-5), and its error
 * names a random value, written here as the prefix and `?????`.
 */
export function validateCrdName(name: string, plural: string, group: string, generateName = ''): MetaError[] {
  const out: MetaError[] = [];
  const wanted = `${plural}.${group}`;
  const generateNamePath = METADATA.child('generateName');
  if (generateName !== '') {
    for (const d of crdNameDetails(maskTrailingDash(generateName), generateName, wanted))
      out.push({ error: invalid(generateNamePath, generateName, d), at: generateNamePath });
  }
  const path = METADATA.child('name');
  if (name === '' && generateName !== '') {
    const prefix = goBytePrefix(generateName, MAX_GENERATED_NAME_PREFIX);
    // Any 5 characters of the generator's alphabet (lowercase consonants and digits) judge alike.
    const details = isDns1123Subdomain(`${prefix}bbbbb`);
    details.push(WRONG_NAME);
    for (const d of details) out.push({ error: invalid(path, `${prefix}${RANDOM_SUFFIX}`, d), at: generateNamePath });
    return out;
  }
  if (name === '') {
    // CRD-META-001: name or generateName required.
    out.push({ error: required(path, 'name or generateName is required'), at: path });
    return out;
  }
  for (const d of crdNameDetails(name, name, wanted)) out.push({ error: invalid(path, name, d), at: path });
  return out;
}

const WRONG_NAME = 'must be spec.names.plural+"."+spec.group';
/** apiserver names.MaxGeneratedNameLength: 63 less the 5 random characters. */
const MAX_GENERATED_NAME_PREFIX = 58;
/** Stands for the 5 random characters of a generated name, which no review can know. */
export const RANDOM_SUFFIX = '?????';

function crdNameDetails(checked: string, name: string, wanted: string): string[] {
  // CRD-META-002: the name is a DNS-1123 subdomain.
  const details = isDns1123Subdomain(checked);
  // nameValidationFn: exact string compare, reported as one more detail (CRD-META-003).
  if (name !== wanted) details.push(WRONG_NAME);
  return details;
}

/**
 * apimachinery's maskTrailingDash: a prefix may end in `-` (the random part follows). It drops
 * the last two bytes, not one, before appending `a` (so `a.-` passes as `aa`); a string is cut
 * by UTF-16 units here, which differs only where the byte before the dash is not ASCII, and such
 * a prefix fails the subdomain pattern either way.
 */
const maskTrailingDash = (prefix: string): string =>
  utf8Length(prefix) > 1 && prefix.endsWith('-') ? `${prefix.slice(0, -2)}a` : prefix;

/** Go's s[:n] when s is longer than n bytes (a cut rune cannot match the subdomain pattern anyway). */
function goBytePrefix(s: string, n: number): string {
  if (utf8Length(s) <= n) return s;
  const bytes = Buffer.from(s, 'utf8').subarray(0, n);
  return bytes.toString('utf8');
}

/**
 * CRD-META-004: labels, annotations, owner references and finalizers, on create and update.
 * Not the namespace: before validating, rest.BeforeCreate and BeforeUpdate clear it on a
 * cluster-scoped object (EnsureObjectNamespaceMatchesRequestNamespace), so its "not allowed on
 * this type" is never returned for a CRD. Nor generation (the strategy sets it) or
 * managedFields (metadata.ts says why).
 */
export function validateGenericMeta(metadata: JsonObject): MetaError[] {
  return validateCommonMeta(metadata, METADATA);
}

/**
 * The metadata of an embedded resource in a default (SCHEMA-DEF-006; objectmeta.Validate): its
 * name and generateName only may not be path segments the REST API cannot serve (a missing name
 * is fine), a namespace must be a DNS label, and the rest is checked as for any object.
 */
export function validateEmbeddedMeta(metadata: JsonObject, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const generateName = goString(metadata.generateName);
  if (generateName !== '')
    for (const d of isPathSegment(generateName, true)) errs.push(invalid(path.child('generateName'), generateName, d));
  const name = goString(metadata.name);
  for (const d of isPathSegment(name === '' ? 'fakename' : name, false))
    errs.push(invalid(path.child('name'), name, d));
  const namespace = goString(metadata.namespace);
  if (namespace !== '')
    for (const d of isDns1123Label(namespace)) errs.push(invalid(path.child('namespace'), namespace, d));
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
    for (const d of isQualifiedName(k.toLowerCase()))
      out.push({ error: invalid(annotations, k, d), at: annotations.key(k) });
    size += utf8Length(k) + utf8Length(goString(v));
  }
  if (size > TOTAL_ANNOTATION_SIZE_LIMIT)
    out.push({ error: tooLong(annotations, TOTAL_ANNOTATION_SIZE_LIMIT), at: annotations });
  out.push(...validateOwnerReferences(goList(metadata.ownerReferences), meta.child('ownerReferences')));
  const finalizers = meta.child('finalizers');
  const names = goStrings(metadata.finalizers);
  names.forEach((f, i) => {
    for (const d of isQualifiedName(f)) out.push({ error: invalid(finalizers, f, d), at: finalizers.index(i) });
  });
  // Orphaning the dependents and deleting them in the foreground cannot both be asked for.
  if (names.includes(ORPHAN) && names.includes(FOREGROUND)) {
    out.push({
      error: invalid(finalizers, names, `finalizer ${ORPHAN} and ${FOREGROUND} cannot be both set`),
      at: finalizers,
    });
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
    if (apiVersion === '')
      out.push({ error: required(at.child('apiVersion'), 'must not be empty'), at: at.child('apiVersion') });
    else if (!isGroupVersion(apiVersion))
      out.push({
        error: invalid(at.child('apiVersion'), apiVersion, 'must be <group>/<version> or <version>'),
        at: at.child('apiVersion'),
      });
    for (const field of ['kind', 'name', 'uid'] as const) {
      if (goString(ref[field]) === '')
        out.push({ error: required(at.child(field), 'must not be empty'), at: at.child(field) });
    }
    // BannedOwners: the group/version (empty when apiVersion does not parse) and kind of an Event.
    const gv = parseGroupVersion(apiVersion);
    if (gv && gv.group === '' && gv.version === 'v1' && goString(ref.kind) === 'Event') {
      out.push({ error: invalid(at, printed[i], '/v1, Kind=Event is disallowed from being an owner'), at });
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
  return (parseGroupVersion(gv)?.version ?? '') !== '';
}

/** schema.ParseGroupVersion: "" and "/" are the empty GroupVersion; more than one `/` fails. */
function parseGroupVersion(gv: string): { readonly group: string; readonly version: string } | undefined {
  if (gv === '' || gv === '/') return { group: '', version: '' };
  const parts = gv.split('/');
  if (parts.length > 2) return undefined;
  return parts.length === 1 ? { group: '', version: gv } : { group: parts[0] ?? '', version: parts[1] ?? '' };
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

/**
 * apiVersion and kind of an embedded resource (`x-kubernetes-embedded-resource: true`), as
 * apiextensions' objectmeta.validateEmbeddedResource checks them: both required, apiVersion a
 * non-empty group/version, kind a DNS-1035 label once lower-cased. Its metadata is the caller's:
 * a default (crd/defaults) and a custom resource (cr/metadata) decode it differently.
 */
export function validateEmbeddedTypeMeta(x: Readonly<Record<string, unknown>>, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  if (!Object.hasOwn(x, 'apiVersion')) errs.push(required(path.child('apiVersion'), ''));
  if (!Object.hasOwn(x, 'kind')) errs.push(required(path.child('kind'), ''));
  if (Object.hasOwn(x, 'apiVersion')) {
    const v = x.apiVersion;
    if (typeof v !== 'string') errs.push(invalid(path.child('apiVersion'), v, 'must be a string'));
    else if (v === '') errs.push(invalid(path.child('apiVersion'), v, 'must not be empty'));
    else if (v.split('/').length > 2)
      errs.push(invalid(path.child('apiVersion'), v, `unexpected GroupVersion string: ${v}`));
  }
  if (Object.hasOwn(x, 'kind')) {
    const v = x.kind;
    if (typeof v !== 'string') errs.push(invalid(path.child('kind'), v, 'must be a string'));
    else if (v === '') errs.push(invalid(path.child('kind'), v, 'must not be empty'));
    else {
      const problems = isDns1035Label(v.toLowerCase());
      if (problems.length > 0)
        errs.push(
          invalid(path.child('kind'), v, `may have mixed case, but should otherwise match: ${problems.join(',')}`),
        );
    }
  }
  return errs;
}
