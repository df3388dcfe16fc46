import { duplicate, invalid, required, tooMany, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import type { JsonObject } from '../../../parse/kube-object.js';
import { goObject, goString } from '../schema/go-decoded.js';
import { validFieldPath } from '../cel/valid-field-path.js';

// ValidateCustomResourceSelectableFields (spec/crd-validation.md CRD-SELF-001..006): each
// jsonPath must name a string, boolean or integer field of the schema outside metadata, once;
// at most 8 distinct fields, unless the stored object already had more, unchanged (§12).

export const MAX_SELECTABLE_FIELDS = 8;
const SCALAR_TYPES = new Set(['string', 'boolean', 'integer']);

export function validateSelectableFields(
  fields: readonly unknown[],
  schema: JsonObject | undefined,
  allowTooMany: boolean,
  path: FieldPath,
): FieldError[] {
  const errs: FieldError[] = [];
  const unique = new Set<string>();
  fields.forEach((f, i) => {
    const at = path.index(i).child('jsonPath');
    const jsonPath = goString(goObject(f)?.jsonPath);
    // CRD-SELF-001: jsonPath required.
    if (jsonPath === '') {
      errs.push(required(at, ''));
      return;
    }
    const found = validFieldPath(jsonPath, schema);
    if (!found.ok) {
      errs.push(invalid(at, jsonPath, `is an invalid path: ${found.error}`));
      return;
    }
    // CRD-SELF-003: not into metadata.
    if (found.root === 'metadata') errs.push(invalid(at, jsonPath, 'must not point to fields in metadata'));
    // CRD-SELF-004: the target is a string, boolean or integer.
    if (!SCALAR_TYPES.has(goString(found.schema?.type))) {
      errs.push(
        invalid(
          at,
          jsonPath,
          'must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed.',
        ),
      );
    }
    // CRD-SELF-005: no duplicates (the later entry).
    if (unique.has(found.path)) errs.push(duplicate(at, jsonPath));
    else unique.add(found.path);
  });
  if (unique.size > MAX_SELECTABLE_FIELDS && !allowTooMany)
    errs.push(tooMany(path, unique.size, MAX_SELECTABLE_FIELDS));
  return errs;
}

/** CRD-SELF-007: selectableFields where the apiserver finds no schema beside them. */
export const NO_TOP_LEVEL_SCHEMA = 'may only be set when validations.schema is included';
// The apiserver's words, inverted as they are in its source.
export const NO_VERSION_SCHEMA = 'may only be set when `version.schema.openAPIV3Schema` is not included';
