import { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { CRD_V1, type Shape } from './crd-v1-shape.js';

// What Go's strict JSON decoding of a v1 CRD fails on outside openAPIV3Schema (spec/crd-
// validation.md CRD-API-002/003): fields the type does not have, and values of the wrong JSON
// type. null is never an error (it leaves the zero value). js-yaml reads an unquoted YAML
// timestamp as a Date; kubectl sends it as a string, so a Date counts as a string here.

export type DecodeProblem =
  | { readonly kind: 'unknown'; readonly path: FieldPath; readonly strictPath: string }
  | {
      readonly kind: 'type';
      readonly path: FieldPath;
      readonly strictPath: string;
      readonly got: string;
      readonly want: string;
    };

const PROBLEMS = new WeakMap<object, readonly DecodeProblem[]>();

/**
 * What decoding a v1 CRD's manifest fails on, found once per parsed value: crd/unknown-field
 * reports them, and servedCrds leaves out the CRDs whose values are of the wrong type.
 */
export function crdDecodeProblems(value: { readonly [key: string]: unknown }): readonly DecodeProblem[] {
  let problems = PROBLEMS.get(value);
  if (problems === undefined) {
    const found: DecodeProblem[] = [];
    decodeProblems(value, CRD_V1, undefined, '', found);
    PROBLEMS.set(value, (problems = found));
  }
  return problems;
}

function decodeProblems(
  value: unknown,
  shape: Shape,
  path: FieldPath | undefined,
  strictPath: string,
  out: DecodeProblem[],
): void {
  if (value === null || value === undefined || shape === 'any') return;
  const at = path ?? FieldPath.of('');
  const mismatch = (want: string): void => {
    out.push({ kind: 'type', path: at, strictPath, got: jsonType(value), want });
  };
  if (typeof shape === 'string') {
    const ok =
      shape === 'string'
        ? typeof value === 'string' || value instanceof Date
        : shape === 'time'
          ? (typeof value === 'string' && RFC3339.test(value)) || value instanceof Date
          : shape === 'bool'
            ? typeof value === 'boolean' || (typeof value === 'string' && YAML11_BOOLS.has(value))
            : shape === 'bytes'
              ? typeof value === 'string' && isBase64(value)
              : typeof value === 'number' &&
                Number.isInteger(value) &&
                (shape === 'int64' || Math.abs(value) <= 2 ** 31);
    // CRD-API-003: a value of the wrong JSON type fails decoding.
    if (!ok) mismatch(GO_TYPES[shape]);
    return;
  }
  if ('list' in shape) {
    if (!Array.isArray(value)) return mismatch(`[]${goTypeOf(shape.list)}`);
    value.forEach((item, i) => decodeProblems(item, shape.list, at.index(i), `${strictPath}[${i}]`, out));
    return;
  }
  if (!isJsonObject(value) || value instanceof Date)
    return mismatch('map' in shape ? `map[string]${goTypeOf(shape.map)}` : 'object');
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? ('map' in shape ? path.key(key) : path.child(key)) : FieldPath.of(key);
    const childStrict = strictPath === '' ? key : `${strictPath}.${key}`;
    if ('map' in shape) decodeProblems(child, shape.map, childPath, childStrict, out);
    else {
      const fieldShape = shape.object[key];
      // CRD-API-002: a field the v1 type does not have.
      if (fieldShape === undefined) out.push({ kind: 'unknown', path: childPath, strictPath: childStrict });
      else decodeProblems(child, fieldShape, childPath, childStrict, out);
    }
  }
}

// kubectl reads YAML 1.1 (goyaml.v2), where unquoted yes/no/on/off are booleans; js-yaml reads
// them as strings. Quoted or not cannot be told apart here, so they are not called mismatches.
const YAML11_BOOLS = new Set([
  'y',
  'Y',
  'yes',
  'Yes',
  'YES',
  'n',
  'N',
  'no',
  'No',
  'NO',
  'on',
  'On',
  'ON',
  'off',
  'Off',
  'OFF',
]);

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

// encoding/base64 StdEncoding as encoding/json uses it: padded; CR and LF are ignored.
function isBase64(s: string): boolean {
  const t = s.replace(/[\r\n]/g, '');
  return t.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(t);
}

const GO_TYPES: Readonly<Record<Exclude<Shape, object>, string>> = {
  string: 'string',
  bool: 'bool',
  int32: 'int32',
  int64: 'int64',
  bytes: '[]uint8',
  time: 'v1.Time',
  any: 'interface {}',
};

function goTypeOf(shape: Shape): string {
  if (typeof shape === 'string') return GO_TYPES[shape];
  if ('list' in shape) return `[]${goTypeOf(shape.list)}`;
  if ('map' in shape) return `map[string]${goTypeOf(shape.map)}`;
  return 'object';
}

function jsonType(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'number' : `number ${v}`;
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string') return 'string';
  return 'object';
}
