import { invalid, type FieldError } from '../../../engine/field-error.js';
import { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { unrecognizedFormat } from '../schema/recognized-formats.js';
import type { SchemaNode } from '../schema/schema-node.js';
import type { PrunedPath } from './prune.js';

// What validation makes of an object or list that pruning walked (spec/crd-validation.md
// PRUNE-006: prune, then validate). Pruning never looks at `type` (apiextensions-apiserver
// pkg/apiserver/schema/pruning/algorithm.go descends by properties, additionalProperties and
// items only), so a mapping where the schema declares a string loses every key and is left as
// `{}`, and a list where it declares an object has the keys of its items dropped; then
// kube-openapi's type validator (pkg/validation/validate/type.go) rejects the value, and the
// whole request fails with 422. Likewise a key of an `additionalProperties: false` object keeps
// its (emptied) value through pruning and is then refused by the object validator. Only
// objects and lists are judged here: a scalar of the wrong type loses nothing to pruning, and
// is the custom-resource validation's to report (spec/cr-validation.md §5).

export interface ValueRejection {
  /** The value the apiserver refuses: the mapping or list, or the forbidden key. */
  readonly path: PrunedPath;
  readonly reason: 'type' | 'forbidden';
  /** For `type`: what the schema declares, as kube-openapi names it (`string`, `integer,string`). */
  readonly declared: string;
  /** `object` or `array`: the JSON type of the value. */
  readonly actual: 'object' | 'array';
  /** The first error the apiserver returns for the value (its 422 lists the type error first). */
  readonly error: FieldError;
}

/** The rejections of one object or list met by pruning under `schema`. */
export function rejectionsOf(value: unknown, schema: SchemaNode, path: PrunedPath): ValueRejection[] {
  const actual = Array.isArray(value) ? 'array' : isJsonObject(value) ? 'object' : undefined;
  if (!actual) return [];
  const out: ValueRejection[] = [];
  const type = typeRejection(schema, actual, path);
  if (type) out.push(type);
  // kube-openapi objectValidator: with additionalProperties false, every key that is not a
  // declared property is "a forbidden property" (validation.go maps it to Invalid value).
  if (actual === 'object' && isJsonObject(value) && schema.additionalProperties === false) {
    const props = isJsonObject(schema.raw.properties) ? schema.raw.properties : {};
    const parent = openapiPath(path);
    for (const key of Object.keys(value)) {
      if (Object.hasOwn(props, key)) continue;
      out.push({
        path: [...path, key],
        reason: 'forbidden',
        declared: 'object',
        actual,
        error: invalid(FieldPath.of(parent), key, `${parent}.${key} in body is a forbidden property`),
      });
    }
  }
  return out;
}

/**
 * kube-openapi's typeValidator.Validate for a mapping (JSON type object, no format) or a list
 * (array), against the schema as apiextensions converts it: int-or-string is the type list
 * `integer,string`, and formats the apiserver does not support are stripped first
 * (validation/formats.go, StripUnsupportedFormatsPostProcessorForVersion).
 */
function typeRejection(s: SchemaNode, actual: 'object' | 'array', path: PrunedPath): ValueRejection | undefined {
  const types = s.intOrString ? ['integer', 'string'] : s.type === '' ? [] : [s.type];
  const format = keptFormat(types, s.format);
  if (types.length === 0 && format === '') return undefined; // the validator does not apply
  const name = openapiPath(path);
  const declared = types.join(',');
  // A value that is not a string or a list, under a format the data does not carry: the
  // format is named as the type, and the value's (empty) format is shown.
  if (actual === 'object' && format !== '' && !types.includes('object')) {
    return {
      path,
      reason: 'type',
      declared: declared || format,
      actual,
      error: invalid(FieldPath.of(name), '', `${name} in body must be of type ${format}: ""`),
    };
  }
  // A list under a formatted non-numeric schema passes the type check (type.go returns early).
  if (actual === 'array' && format !== '' && !types.includes('number') && !types.includes('integer')) return undefined;
  if (types.includes(actual)) return undefined;
  return {
    path,
    reason: 'type',
    declared,
    actual,
    error: invalid(FieldPath.of(name), actual, `${name} in body must be of type ${declared}: "${actual}"`),
  };
}

function keptFormat(types: readonly string[], format: string): string {
  if (format === '') return '';
  const only = types.length === 1 ? types[0] : '';
  switch (only) {
    case '':
    case 'string':
      return unrecognizedFormat('string', format) === undefined ? format : '';
    case 'integer':
      return format === 'int32' || format === 'int64' ? format : '';
    case 'number':
      return format === 'float' || format === 'double' ? format : '';
    default:
      return '';
  }
}

/**
 * kube-openapi's path for a value: properties and additionalProperties keys joined with `.`
 * (a key with dots is not bracketed), list items as `[i]` (spec/cr-validation.md CR-PATH-001).
 */
export function openapiPath(path: PrunedPath): string {
  let out = '';
  for (const step of path) out += typeof step === 'number' ? `[${step}]` : out === '' ? step : `.${step}`;
  return out;
}
