import { invalid, notSupported, required, tooLong, tooMany, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { SchemaNode } from '../schema/schema-node.js';
import { goFloat } from './go-float.js';
import { goJsonValue } from './go-json-value.js';
import type { PatternCache } from './pattern-cache.js';
import { fitsNumberFormat, NUMBER_BOUNDS, outOfRangeDetail } from '../schema/number-formats.js';
import { sameValue } from '../schema/same-value.js';

// SCHEMA-DEF-005 (spec/crd-validation.md §10, [AV]): the raw default validated against its own
// node's schema with kube-openapi's validator, and its errors mapped to field errors the way
// apiextensions does. Paths continue inside the value as one dotted child (`default.a.b.0`), and
// messages follow the go-openapi templates (`<name> in body must be of type integer: "string"`,
// spec §16 on their exact words).
//
// A subset, each part exact where implemented: type (with nullable), enum, required, string
// length and pattern, numeric bounds and multipleOf, item and property counts, recursing through
// properties, additionalProperties schemas and items. allOf/anyOf/oneOf/not and formats are not
// checked here (no finding rather than a guess).

export function validateDefaultValue(
  value: unknown,
  s: SchemaNode,
  at: FieldPath,
  patterns: PatternCache,
  numberFormats = true,
): FieldError[] {
  const errs: FieldError[] = [];
  // SCHEMA-DEF-005: the default against its own node's schema.
  check(value, s, '', { at, patterns, errs, numberFormats });
  return errs;
}

interface Walk {
  /** `<s>.default` */
  readonly at: FieldPath;
  readonly patterns: PatternCache;
  readonly errs: FieldError[];
  /** Kubernetes 1.36's checks of a number and its bounds against the node's format (number-formats.ts). */
  readonly numberFormats: boolean;
}

function check(v: unknown, s: SchemaNode, name: string, w: Walk): void {
  const { at, errs } = w;
  const path = name === '' ? at : at.child(name);
  const kind = kindOf(v);
  if (kind === 'null') {
    // kube-openapi lets null through only on nullable schemas; int-or-string and untyped nodes say nothing.
    if (!s.nullable && KNOWN_TYPES.has(s.type) && !s.intOrString) errs.push(typeError(path, name, s.type, 'null'));
    return;
  }
  // int-or-string and unknown type names (SCHEMA-KW-011's) are left alone: no exact message known.
  if (KNOWN_TYPES.has(s.type) && !s.intOrString && !typeMatches(s.type, kind))
    errs.push(typeError(path, name, s.type, kind));
  const enumValues = s.enum;
  if (enumValues && enumValues.length > 0 && !enumValues.some((e) => sameValue(e, v))) {
    errs.push(
      notSupported(
        path,
        goJsonValue(v),
        enumValues.map((e) => (typeof e === 'string' ? e : JSON.stringify(goJsonValue(e)))),
      ),
    );
  }
  if (typeof v === 'string') checkString(v, s, name, path, w);
  else if (typeof v === 'number') checkNumber(v, s, name, path, w);
  else if (Array.isArray(v)) {
    if (s.maxItems !== undefined && v.length > s.maxItems) errs.push(tooMany(path, v.length, s.maxItems));
    if (s.minItems !== undefined && v.length < s.minItems)
      errs.push(invalid(path, goJsonValue(v), `${name} in body should have at least ${s.minItems} items`));
    const items = s.items;
    if (items) v.forEach((item, i) => check(item, items, join(name, String(i)), w));
  } else if (isJsonObject(v)) checkObject(v, s, name, path, w);
}

function checkString(v: string, s: SchemaNode, name: string, path: FieldPath, { errs, patterns }: Walk): void {
  const length = [...v].length; // runes, as go-openapi counts
  // kube-openapi's stringValidator returns at the first of these that fails: one error a string.
  if (s.maxLength !== undefined && length > s.maxLength) errs.push(tooLong(path, s.maxLength));
  else if (s.minLength !== undefined && length < s.minLength)
    errs.push(invalid(path, v, `${name} in body should be at least ${s.minLength} chars long`));
  else if (s.pattern !== '' && !patterns.matches(s.pattern, v))
    errs.push(invalid(path, v, `${name} in body should match '${s.pattern}'`));
}

function checkNumber(v: number, s: SchemaNode, name: string, path: FieldPath, w: Walk): void {
  const { errs } = w;
  // kube-openapi's numberValidator since 1.36: the value, then each bound, must fit the node's type
  // and format. Its error is no Validation error: apiextensions reports it at the default's own
  // path with "" as the value, and the path within the default in the detail.
  if (w.numberFormats) {
    const outOfRange = (prefix: string) => invalid(w.at, '', outOfRangeDetail(prefix, s, name));
    if (!fitsNumberFormat(s, v)) errs.push(outOfRange('Checked'));
    for (const [keyword, prefix] of NUMBER_BOUNDS) {
      const bound = s[keyword];
      if (bound !== undefined && !fitsNumberFormat(s, bound, true)) errs.push(outOfRange(prefix));
    }
  }
  const max = s.maximum;
  if (max !== undefined && (s.exclusiveMaximum ? v >= max : v > max)) {
    errs.push(
      invalid(
        path,
        v,
        `${name} in body should be less than ${s.exclusiveMaximum ? '' : 'or equal to '}${goFloat(max)}`,
      ),
    );
  }
  const min = s.minimum;
  if (min !== undefined && (s.exclusiveMinimum ? v <= min : v < min)) {
    errs.push(
      invalid(
        path,
        v,
        `${name} in body should be greater than ${s.exclusiveMinimum ? '' : 'or equal to '}${goFloat(min)}`,
      ),
    );
  }
  const m = s.multipleOf;
  if (m !== undefined && m > 0 && !Number.isInteger(v / m))
    errs.push(invalid(path, v, `${name} in body should be a multiple of ${goFloat(m)}`));
}

function checkObject(
  v: Readonly<Record<string, unknown>>,
  s: SchemaNode,
  name: string,
  path: FieldPath,
  w: Walk,
): void {
  const { at, errs } = w;
  const count = Object.keys(v).length;
  if (s.maxProperties !== undefined && count > s.maxProperties) errs.push(tooMany(path, count, s.maxProperties));
  if (s.minProperties !== undefined && count < s.minProperties)
    errs.push(invalid(path, goJsonValue(v), `${name} in body should have at least ${s.minProperties} properties`));
  for (const r of s.required) if (!Object.hasOwn(v, r)) errs.push(required(at.child(join(name, r)), ''));
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional = s.additionalProperties;
  for (const k of Object.keys(v)) {
    const prop = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : undefined;
    const child = prop ?? (additional instanceof SchemaNode ? additional : undefined);
    if (child) check(v[k], child, join(name, k), w);
  }
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(['array', 'boolean', 'integer', 'number', 'object', 'string']);

const join = (name: string, k: string): string => (name === '' ? k : `${name}.${k}`);

type Kind = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

function kindOf(v: unknown): Kind {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return 'boolean';
  // Go decodes an integral JSON number to int64, any other to float64.
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (typeof v === 'string') return 'string';
  return Array.isArray(v) ? 'array' : 'object';
}

function typeMatches(type: string, kind: Kind): boolean {
  if (type === 'number') return kind === 'number' || kind === 'integer';
  return type === kind;
}

/** kube-openapi's InvalidType, mapped to TypeInvalid: the value shown is the received type. */
const typeError = (path: FieldPath, name: string, type: string, received: string): FieldError =>
  invalid(path, received, `${name} in body must be of type ${type}: ${JSON.stringify(received)}`);
