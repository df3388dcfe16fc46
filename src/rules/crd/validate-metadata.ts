import { forbidden, invalid, required, tooLong, type FieldError } from '../../engine/field-error.js';
import { FieldPath } from '../../engine/field-path.js';
import type { JsonObject } from '../../parse/kube-object.js';
import { goObject, goString, goStrings, utf8Length } from './go-decoded.js';
import { isDns1123Subdomain, isLabelValue, isQualifiedName } from './dns-names.js';

// ObjectMeta of a CRD (spec/crd-validation.md §3): apimachinery's ValidateObjectMetaAccessor
// with the CRD's name function (CRD-META-001..004). Each error carries where the user edits it
// (`at`): label and annotation errors are reported at the whole map, but stand at one key.

export interface MetaError {
  readonly error: FieldError;
  readonly at: FieldPath;
}

const METADATA = FieldPath.of('metadata');
export const TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;

/** CRD-META-001..003: only on create; a rename on update is another object (CRD-META-005). */
export function validateCrdName(name: string, plural: string, group: string): MetaError[] {
  const path = METADATA.child('name');
  if (name === '') return [{ error: required(path, 'name or generateName is required'), at: path }];
  const details = isDns1123Subdomain(name);
  // nameValidationFn: exact string compare, reported as one more detail (CRD-META-003).
  if (name !== `${plural}.${group}`) details.push('must be spec.names.plural+"."+spec.group');
  return details.map((d) => ({ error: invalid(path, name, d), at: path }));
}

/** CRD-META-004: namespace, labels, annotations and finalizers, on create and update. */
export function validateGenericMeta(metadata: JsonObject): MetaError[] {
  const out: MetaError[] = [];
  if (goString(metadata.namespace) !== '') {
    const path = METADATA.child('namespace');
    out.push({ error: forbidden(path, 'not allowed on this type'), at: path }); // CRDs are cluster-scoped
  }
  const labels = METADATA.child('labels');
  for (const [k, v] of Object.entries(goObject(metadata.labels) ?? {})) {
    for (const d of isQualifiedName(k)) out.push({ error: invalid(labels, k, d), at: labels.key(k) });
    for (const d of isLabelValue(goString(v))) out.push({ error: invalid(labels, goString(v), d), at: labels.key(k) });
  }
  const annotations = METADATA.child('annotations');
  let size = 0;
  for (const [k, v] of Object.entries(goObject(metadata.annotations) ?? {})) {
    // Case does not matter in annotation keys: checked lowercased.
    for (const d of isQualifiedName(k.toLowerCase())) out.push({ error: invalid(annotations, k, d), at: annotations.key(k) });
    size += utf8Length(k) + utf8Length(goString(v));
  }
  if (size > TOTAL_ANNOTATION_SIZE_LIMIT) out.push({ error: tooLong(annotations, TOTAL_ANNOTATION_SIZE_LIMIT), at: annotations });
  const finalizers = METADATA.child('finalizers');
  goStrings(metadata.finalizers).forEach((f, i) => {
    for (const d of isQualifiedName(f)) out.push({ error: invalid(finalizers, f, d), at: finalizers.index(i) });
  });
  return out;
}
