import { invalid, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import type { JsonObject } from '../../../parse/kube-object.js';
import { goObject, goString, isSet } from '../schema/go-decoded.js';

// ValidateCustomResourceDefinitionSubresources (spec/crd-validation.md CRD-SUBRES-001..004).
// The apiserver names the scale paths as one dotted child (`scale.specReplicasPath`), which
// renders the same as two. None of these paths is checked against the schema, and the status
// subresource has no settings of its own.

/** validateSimpleJSONPath (CRD-SUBRES-004): `.`, `..x` and `.a[0]` all pass. */
export function validateSimpleJsonPath(s: string, path: FieldPath): FieldError[] {
  if (s === '') return [invalid(path, s, 'must not be empty')];
  if (!s.startsWith('.')) return [invalid(path, s, 'must be a simple json path starting with .')];
  return [];
}

export function validateSubresources(subresources: JsonObject | undefined, path: FieldPath): FieldError[] {
  const scale = goObject(subresources?.scale);
  if (!scale) return [];
  const errs: FieldError[] = [];
  const replicas = (field: string, prefix: string, detail: string): void => {
    const value = goString(scale[field]);
    const at = path.child(`scale.${field}`);
    if (value === '') {
      errs.push(required(at, ''));
      return;
    }
    const simple = validateSimpleJsonPath(value, at);
    if (simple.length > 0) errs.push(...simple);
    else if (!value.startsWith(prefix)) errs.push(invalid(at, value, detail));
  };
  // CRD-SUBRES-001: scale.specReplicasPath, under .spec.
  replicas('specReplicasPath', '.spec.', 'should be a json path under .spec');
  // CRD-SUBRES-002: scale.statusReplicasPath, under .status.
  replicas('statusReplicasPath', '.status.', 'should be a json path under .status');
  const selector = scale.labelSelectorPath;
  // CRD-SUBRES-003: scale.labelSelectorPath, optional, under .spec or .status.
  if (isSet(selector) && goString(selector) !== '') {
    const value = goString(selector);
    const at = path.child('scale.labelSelectorPath');
    const simple = validateSimpleJsonPath(value, at);
    if (simple.length > 0) errs.push(...simple);
    else if (!value.startsWith('.spec.') && !value.startsWith('.status.'))
      errs.push(invalid(at, value, 'should be a json path under either .spec or .status'));
  }
  return errs;
}
