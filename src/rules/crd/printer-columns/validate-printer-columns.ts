import { invalid, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import type { JsonObject } from '../../../parse/kube-object.js';
import { goString } from '../schema/go-decoded.js';
import { validateSimpleJsonPath } from '../subresources/validate-subresources.js';

// ValidateCustomResourceColumnDefinition (spec/crd-validation.md CRD-COLS-001..004). The lists
// are printed sorted, as the apiserver's string sets print them. `priority` and `description`
// are not validated.

export const COLUMN_TYPES = ['boolean', 'date', 'integer', 'number', 'string'];
export const COLUMN_FORMATS = ['byte', 'date', 'date-time', 'double', 'float', 'int32', 'int64', 'password'];

export function validatePrinterColumn(col: JsonObject, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  // CRD-COLS-001: a column needs a name.
  if (goString(col.name) === '') errs.push(required(path.child('name'), ''));
  const type = goString(col.type);
  const types = `must be one of ${COLUMN_TYPES.join(',')}`;
  // CRD-COLS-002: type required, one of COLUMN_TYPES.
  if (type === '') errs.push(required(path.child('type'), types));
  else if (!COLUMN_TYPES.includes(type)) errs.push(invalid(path.child('type'), type, types));
  const format = goString(col.format);
  // CRD-COLS-003: format, if set, one of COLUMN_FORMATS.
  if (format !== '' && !COLUMN_FORMATS.includes(format))
    errs.push(invalid(path.child('format'), format, `must be one of ${COLUMN_FORMATS.join(',')}`));
  // The internal field is JSONPath, and so is the reported path (CRD-COLS-004).
  const jsonPath = goString(col.jsonPath);
  if (jsonPath === '') errs.push(required(path.child('JSONPath'), ''));
  else errs.push(...validateSimpleJsonPath(jsonPath, path.child('JSONPath')));
  return errs;
}
