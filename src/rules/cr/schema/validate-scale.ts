import { invalid, type FieldError } from '../../../engine/field-error.js';
import { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import type { ScaleSubresource } from '../match/serving-crds.js';

// CR-SCALE-001 (spec/cr-validation.md §4.3; [VR] validator.go ValidateScaleSpec/Status): with a
// scale subresource, the replicas paths must read as int64 (absent is 0), non-negative and at
// most MaxInt32; the label selector path, when set, as a string. The error's path is the
// jsonPath as written, leading dot included (`.spec.replicas`), as one field.Path step.

const MAX_INT32 = 2147483647;

export function validateScale(obj: unknown, scale: ScaleSubresource | undefined): FieldError[] {
  if (!scale) return [];
  const errs: FieldError[] = [];
  for (const p of [scale.specReplicasPath, scale.statusReplicasPath]) {
    const path = FieldPath.of(p);
    const read = nested(obj, p, 'int64');
    if (read.error !== undefined) errs.push(invalid(path, 0, read.error));
    else if (typeof read.value === 'number' && read.value < 0)
      errs.push(invalid(path, read.value, 'should be a non-negative integer'));
    else if (typeof read.value === 'number' && read.value > MAX_INT32)
      errs.push(invalid(path, read.value, `should be less than or equal to ${MAX_INT32}`));
  }
  if (scale.labelSelectorPath !== undefined) {
    const read = nested(obj, scale.labelSelectorPath, 'string');
    if (read.error !== undefined) errs.push(invalid(FieldPath.of(scale.labelSelectorPath), '', read.error));
  }
  return errs;
}

/** unstructured.NestedInt64 / NestedString: the value, absent as undefined, or the accessor error. */
function nested(
  obj: unknown,
  jsonPath: string,
  want: 'int64' | 'string',
): { readonly value?: unknown; readonly error?: string } {
  const fields = jsonPath.replace(/^\./, '').split('.');
  let v: unknown = obj;
  for (const [i, f] of fields.entries()) {
    if (!isJsonObject(v)) {
      return { error: `value cannot be found at .${fields.slice(0, i).join('.')}: ${goTypeName(v)} is not a map` };
    }
    if (!Object.hasOwn(v, f)) return {};
    v = v[f];
  }
  if (want === 'int64' ? typeof v === 'number' && Number.isInteger(v) : typeof v === 'string') return { value: v };
  return {
    error: `.${fields.join('.')} accessor error: ${goValue(v)} is of the type ${goTypeName(v)}, expected ${want}`,
  };
}

function goTypeName(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int64' : 'float64';
  return Array.isArray(v) ? '[]interface {}' : 'map[string]interface {}';
}

function goValue(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
