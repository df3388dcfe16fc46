import { fitsNumberFormat, numberFormatOf, outOfRangeDetail } from '../../crd/schema/number-formats.js';
import type { FieldErrorType } from '../../../engine/field-error.js';
import { goQuote } from '../../../engine/go-quote.js';
import { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { goFloat } from '../../crd/defaults/go-float.js';
import { goJsonValue } from '../../crd/defaults/go-json-value.js';
import type { PatternCache } from '../../crd/defaults/pattern-cache.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import { isMissingFields, type CrFieldError } from '../cr-error.js';
import { sameValue } from '../../crd/schema/same-value.js';
import { checkFormat } from './string-formats.js';
import { oldMapListItem } from '../cel/correlation.js';

// OpenAPI value validation of a custom resource (spec/cr-validation.md §5): kube-openapi's
// SchemaValidator (pkg/validation/validate: schema.go, type.go, validator.go, slice_validator.go,
// object_validator.go, schema_props.go) as apiextensions maps its result to field errors
// (pkg/apiserver/validation/validation.go kubeOpenAPIResultToFieldErrors), with ratcheting on
// update (ratcheting.go, spec §9).
//
// Each node runs the validators in kube-openapi's order: type, allOf/anyOf/oneOf/not, string,
// format, number, slice, enum, object. A null gets only the type check and enum. Paths are
// kube-openapi's dotted strings (`spec.items[0].labels.a.b`), kept as `renderedPath` beside the
// structured path that places the finding.
//
// Ratcheting: a node the old object correlates with (same property or map key; a map-list item
// with equal keys; never an item of an atomic list or a set, never apiVersion or kind at the root)
// whose new value deep-equals the old one returns no errors at all, whatever its children raised
// (ratchetingValueValidator: the result becomes warnings). Errors bubble to the nearest correlated
// node, so a change anywhere under it keeps them.

/**
 * Where a value stands: kube-openapi's dotted path and the structured one (undefined at the
 * root). Both are written out only when an error is made there or below: most values have none,
 * and a resource has thousands of values.
 */
class Place {
  private dottedMade: string | undefined;
  private pathMade: FieldPath | undefined;

  private constructor(
    private readonly parent: Place | undefined,
    /** A list index, or a key: a property name, or (`asKey`) an additionalProperties key. */
    private readonly step: number | string,
    private readonly asKey: boolean,
  ) {}

  static readonly ROOT = new Place(undefined, '', false);

  /** The place of a list item. */
  item(i: number): Place {
    return new Place(this, i, false);
  }

  /** The place of an object's member; a map key (`asKey`), or a name with dots, is one subscript step. */
  member(k: string, asKey: boolean): Place {
    return new Place(this, k, asKey || k.includes('.'));
  }

  get dotted(): string {
    if (this.dottedMade === undefined) {
      const { parent, step } = this;
      if (parent === undefined) this.dottedMade = '';
      else if (typeof step === 'number') this.dottedMade = `${parent.dotted}[${step}]`;
      else this.dottedMade = parent.dotted === '' ? step : `${parent.dotted}.${step}`;
    }
    return this.dottedMade;
  }

  get path(): FieldPath | undefined {
    const { parent, step } = this;
    if (parent === undefined) return undefined;
    if (this.pathMade === undefined) {
      const above = parent.path;
      if (typeof step === 'number') this.pathMade = (above ?? FieldPath.of('')).index(step);
      else if (above === undefined) this.pathMade = this.asKey ? FieldPath.of('').key(step) : FieldPath.of(step);
      else this.pathMade = this.asKey ? above.key(step) : above.child(step);
    }
    return this.pathMade;
  }
}

/** The old value correlated with a node (spec §9); undefined where nothing correlates. */
type Old = { readonly value: unknown } | undefined;

export interface ValueValidationOptions {
  readonly patterns: PatternCache;
  /** Whether the k8s-short-name and k8s-long-name formats are checked (1.34+, on every cluster targeted). */
  readonly k8sNameFormats?: boolean;
  /** Whether numbers are checked against their format's range, values and bounds alike (1.36+, on every cluster targeted). */
  readonly numberFormats?: boolean;
  /** The old object on update: ratcheting is on (CRDValidationRatcheting is GA and locked). */
  readonly old?: { readonly value: unknown };
}

/** The checks that need more than the value and its schema. */
interface Checks {
  readonly patterns: PatternCache;
  readonly k8sNameFormats: boolean;
  readonly numberFormats: boolean;
}

export function validateValue(value: unknown, schema: SchemaNode, opts: ValueValidationOptions): CrFieldError[] {
  const errs: CrFieldError[] = [];
  node(
    errs,
    value,
    schema,
    Place.ROOT,
    opts.old,
    { patterns: opts.patterns, k8sNameFormats: opts.k8sNameFormats ?? true, numberFormats: opts.numberFormats ?? true },
    true,
  );
  return errs;
}

// The walk appends to one list (`errs`) rather than returning one per value: a resource has
// thousands of values, and almost none has an error.

/** Appends a value's errors, unless ratcheting drops them (a correlated value equal to the old one). */
function node(
  errs: CrFieldError[],
  v: unknown,
  s: SchemaNode,
  at: Place,
  old: Old,
  checks: Checks,
  isRoot = false,
): void {
  const start = errs.length;
  validateNodeInto(errs, v, s, at, old, checks, isRoot);
  if (errs.length > start && old !== undefined && sameValue(v, old.value)) errs.length = start;
}

function validateNode(v: unknown, s: SchemaNode, at: Place, old: Old, checks: Checks, isRoot: boolean): CrFieldError[] {
  const errs: CrFieldError[] = [];
  validateNodeInto(errs, v, s, at, old, checks, isRoot);
  return errs;
}

function validateNodeInto(
  errs: CrFieldError[],
  v: unknown,
  s: SchemaNode,
  at: Place,
  old: Old,
  checks: Checks,
  isRoot: boolean,
): void {
  if (v === null || v === undefined) {
    const t = typeError(v, s, at);
    if (t) errs.push(t);
    const e = enumError(v, s, at);
    if (e) errs.push(e);
    return;
  }
  const t = typeError(v, s, at);
  if (t) errs.push(t);
  // The junctors' lists are read only where the schema has one (each read makes the list).
  const { raw } = s;
  if (Array.isArray(raw.anyOf) || Array.isArray(raw.oneOf) || Array.isArray(raw.allOf) || raw.not !== undefined)
    errs.push(...junctors(v, s, at, checks));
  if (typeof v === 'string') errs.push(...stringErrors(v, s, at, checks));
  else if (typeof v === 'number') errs.push(...numberErrors(v, s, at, checks));
  else if (Array.isArray(v)) sliceErrors(errs, v, s, at, old, checks);
  const e = enumError(v, s, at);
  if (e) errs.push(e);
  if (isJsonObject(v)) objectErrors(errs, v, s, at, old, checks, isRoot);
}

const err = (
  type: FieldErrorType,
  at: Place,
  detail: string,
  value?: { readonly v: unknown },
  typeInvalid = false,
): CrFieldError => ({
  type,
  path: at.path,
  ...(at.path?.toString() === at.dotted ? {} : { renderedPath: at.dotted === '' ? '<nil>' : at.dotted }),
  ...(value ? { value: value.v } : {}),
  hasValue: value !== undefined,
  detail,
  ...(typeInvalid ? { typeInvalid } : {}),
});

/** The declared types as kube-openapi holds them (int-or-string is `integer,string`, spec §5). */
function typesOf(s: SchemaNode): string[] {
  if (s.intOrString) return ['integer', 'string'];
  return s.type === '' ? [] : [s.type];
}

/** reflect's view of a decoded JSON value: its JSON schema type and strfmt's format name. */
function infoOf(v: unknown): { readonly type: string; readonly format: string } {
  if (typeof v === 'boolean') return { type: 'boolean', format: '' };
  if (typeof v === 'string') return { type: 'string', format: '' };
  // Go decodes an integral JSON number to int64, any other to float64.
  if (typeof v === 'number')
    return Number.isInteger(v) ? { type: 'integer', format: 'int64' } : { type: 'number', format: 'float64' };
  if (Array.isArray(v)) return { type: 'array', format: '' };
  return { type: 'object', format: '' };
}

/** kube-openapi typeValidator, mapped to field.TypeInvalid (printed `Invalid value`). */
function typeError(v: unknown, s: SchemaNode, at: Place): CrFieldError | undefined {
  const types = typesOf(s);
  // A number's format the apiserver strips (uint32, float32) names no type either.
  const format = s.type === 'integer' || s.type === 'number' ? numberFormatOf(s) : s.format;
  // No type: only the odd format-without-type schema would be judged; not reported (no false error).
  if (types.length === 0) return undefined;
  const message = (expected: string, got: string) =>
    err('Invalid value', at, `${at.dotted} in body must be of type ${expected}: ${goQuote(got)}`, { v: got }, true);
  if (v === null || v === undefined) return s.nullable ? undefined : message(types.join(','), 'null');
  const info = infoOf(v);
  const isString = info.type === 'string';
  const isSlice = info.type === 'array';
  const isFloatInt = info.type === 'number' && Number.isInteger(v) && types.includes('integer');
  const isIntFloat = info.type === 'integer' && types.includes('number');
  const isLowerInt = format === 'int64' && info.format === 'int32';
  if (
    !isString &&
    !isSlice &&
    format !== '' &&
    !(types.includes(info.type) || info.format === format || isFloatInt || isIntFloat || isLowerInt)
  ) {
    return message(format, info.format);
  }
  if (!(types.includes('number') || types.includes('integer')) && format !== '' && (isString || isSlice))
    return undefined;
  if (!(types.includes(info.type) || isFloatInt || isIntFloat)) return message(types.join(','), info.type);
  return undefined;
}

/** allOf, anyOf, oneOf, not: the branches' errors and the junctor's own (never ratcheted below the node). */
function junctors(v: unknown, s: SchemaNode, at: Place, checks: Checks): CrFieldError[] {
  const errs: CrFieldError[] = [];
  // The junctor's own message is not a kube-openapi Validation error: apiextensions maps it to an
  // Invalid value at the nil path with "" as the value (validation.go, default branch), and the
  // path inside it is quoted: `<nil>: Invalid value: "": "field" must validate at least one
  // schema (anyOf)` (validation_test.go TestValidateCustomResource).
  // The finding stands at the node the detail names (spec/cr-validation.md §11 put a nil path at the
  // kind line; a junctor's nil path names its node in the detail, where a reviewer looks for it).
  const judgedPath = at.path;
  const own = (detail: string, branches?: readonly CrFieldError[][]): CrFieldError => ({
    type: 'Invalid value',
    ...(branches?.some((b) => b.every(isMissingFields)) ? { missingFieldsOnly: true as const } : {}),
    path: undefined,
    value: '',
    hasValue: true,
    detail,
    judged: judgedPath?.segments() ?? [],
    ...(judgedPath ? { at: judgedPath } : {}),
  });
  const anyOf = s.anyOf;
  if (anyOf.length > 0) {
    const results = anyOf.map((b) => validateNode(v, b, at, undefined, checks, false));
    if (!results.some((r) => r.length === 0)) {
      errs.push(own(`${goQuote(at.dotted)} must validate at least one schema (anyOf)`, results));
      errs.push(...fewest(results));
    }
  }
  const oneOf = s.oneOf;
  if (oneOf.length > 0) {
    const results = oneOf.map((b) => validateNode(v, b, at, undefined, checks, false));
    const valid = results.filter((r) => r.length === 0).length;
    if (valid !== 1) {
      errs.push(
        own(
          `${goQuote(at.dotted)} must validate one and only one schema (oneOf). ${valid === 0 ? 'Found none valid' : `Found ${valid} valid alternatives`}`,
          valid === 0 ? results : undefined,
        ),
      );
      if (valid === 0) errs.push(...fewest(results));
    }
  }
  const allOf = s.allOf;
  if (allOf.length > 0) {
    const results = allOf.map((b) => validateNode(v, b, at, undefined, checks, false));
    const valid = results.filter((r) => r.length === 0).length;
    for (const r of results) errs.push(...r);
    if (valid !== allOf.length)
      errs.push(
        own(`${goQuote(at.dotted)} must validate all the schemas (allOf)${valid === 0 ? '. None validated' : ''}`),
      );
  }
  const not = s.not;
  if (not && validateNode(v, not, at, undefined, checks, false).length === 0)
    errs.push(own(`${goQuote(at.dotted)} must not validate the schema (not)`));
  return errs;
}

/** kube-openapi keeps the failing branch with the most passing checks; the one with the fewest errors stands for it here. */
function fewest(results: readonly CrFieldError[][]): CrFieldError[] {
  let best: CrFieldError[] | undefined;
  for (const r of results) if (!best || r.length < best.length) best = r;
  return best ?? [];
}

function stringErrors(v: string, s: SchemaNode, at: Place, checks: Checks): CrFieldError[] {
  const errs: CrFieldError[] = [];
  const length = [...v].length; // runes, as utf8.RuneCountInString
  // kube-openapi's stringValidator returns at the first of these that fails: one error a string.
  if (s.maxLength !== undefined && length > s.maxLength)
    errs.push(err('Too long', at, `may not be more than ${s.maxLength} bytes`));
  else if (s.minLength !== undefined && length < s.minLength)
    errs.push(err('Invalid value', at, `${at.dotted} in body should be at least ${s.minLength} chars long`, { v }));
  else if (s.pattern !== '' && !checks.patterns.matches(s.pattern, v))
    errs.push(err('Invalid value', at, `${at.dotted} in body should match '${s.pattern}'`, { v }));
  // formatValidator: only registered formats, and only on strings.
  if (s.format !== '' && isCheckedFormat(s.format, checks) && checkFormat(s.format, v) === false)
    errs.push(err('Invalid value', at, `${at.dotted} in body must be of type ${s.format}: ${goQuote(v)}`, { v }, true));
  return errs;
}

/** k8s-short-name and k8s-long-name are known to the apiserver since 1.34 only: older ones ignore them. */
const isCheckedFormat = (format: string, checks: Checks): boolean =>
  checks.k8sNameFormats || !/^k8s-?(short|long)-?name$/i.test(format.replaceAll('_', ''));

function numberErrors(v: number, s: SchemaNode, at: Place, checks: Checks): CrFieldError[] {
  const errs: CrFieldError[] = [];
  // kube-openapi's numberValidator since 1.36: the value, then each bound, must fit the node's
  // type and format (IsValueValidAgainstRange); a bound that does not is still compared as a number.
  const outside = (n: number, bound: boolean) => checks.numberFormats && !fitsNumberFormat(s, n, bound);
  if (outside(v, false)) errs.push(rangeError('Checked', s, at));
  // A bound that fits is compared by the value's own Go type (MaximumNativeType and its kin): the
  // apiserver decodes an integral number as an int64, and the bound is then the int64 Go converts
  // it to, compared and printed as one ("less than or equal to 86400000", not 8.64e+07).
  const asInt64 = (bound: number): bigint | undefined =>
    isInt64Value(v) && !outside(bound, true) ? goInt64(bound) : undefined;
  const m = s.multipleOf;
  if (m !== undefined && m > 0) {
    if (outside(m, true)) errs.push(rangeError('MultipleOf', s, at));
    const factor = asInt64(m);
    // A factor below 1 is 0 as an int64, which Go cannot divide by: left to the comparison of numbers.
    if (factor !== undefined && factor > 0n) {
      if (BigInt(v) % factor !== 0n)
        errs.push(err('Invalid value', at, `${at.dotted} in body should be a multiple of ${factor}`, { v }));
    } else {
      const mult = m < 1 ? (1 / m) * v : v / m;
      if (!Number.isInteger(mult))
        errs.push(err('Invalid value', at, `${at.dotted} in body should be a multiple of ${goFloat(m)}`, { v }));
    }
  }
  for (const side of BOUNDS) {
    const limit = s[side.keyword];
    if (limit === undefined) continue;
    if (outside(limit, true)) errs.push(rangeError(side.boundary, s, at));
    const exclusive = s[side.exclusive];
    const bound = asInt64(limit);
    // -1, 0 or 1 as the value is below, at or above the bound, in the value's Go type.
    const order = bound === undefined ? Math.sign(v - limit) : BigInt(v) < bound ? -1 : BigInt(v) > bound ? 1 : 0;
    if (order === side.beyond || (exclusive && order === 0))
      errs.push(
        err(
          'Invalid value',
          at,
          `${at.dotted} in body should be ${side.words} ${exclusive ? '' : 'or equal to '}${bound ?? goFloat(limit)}`,
          { v },
        ),
      );
  }
  return errs;
}

/** maximum and minimum: the keyword, its exclusive flag, the boundary's name, the side beyond it, and the words. */
const BOUNDS = [
  { keyword: 'maximum', exclusive: 'exclusiveMaximum', boundary: 'Maximum boundary', beyond: 1, words: 'less than' },
  {
    keyword: 'minimum',
    exclusive: 'exclusiveMinimum',
    boundary: 'Minimum boundary',
    beyond: -1,
    words: 'greater than',
  },
] as const;

/** Whether the apiserver's JSON decoding makes the number an int64: integral, and within int64's range. */
const isInt64Value = (v: number): boolean => Number.isInteger(v) && v >= -(2 ** 63) && v < 2 ** 63;

/** Go's int64(f) for a float64 bound: truncated; out of int64's range, what amd64 gives (the least int64). */
const goInt64 = (f: number): bigint => (f >= -(2 ** 63) && f < 2 ** 63 ? BigInt(Math.trunc(f)) : -(2n ** 63n));

/**
 * The error of a value (`Checked`) or a bound that does not fit the node's type and format. It is
 * not a Validation error, so apiextensions reports it at the nil path with "" as the value
 * (validation_test.go, "numeric formats invalid"). It is a plain Invalid value: it does not block
 * CEL. A bound that does not fit refuses every value (metallb's BGPPeer: an ASN of `format: int32`
 * with `maximum: 4294967295`, refused for every ASN by Kubernetes 1.36).
 */
function rangeError(prefix: string, s: SchemaNode, at: Place): CrFieldError {
  const detail = outOfRangeDetail(prefix, s, at.dotted);
  // Placed at the value the detail names, not at the nil path's `kind:` line.
  const place = at.path;
  return { type: 'Invalid value', path: undefined, value: '', hasValue: true, detail, ...(place ? { at: place } : {}) };
}

function sliceErrors(
  errs: CrFieldError[],
  v: readonly unknown[],
  s: SchemaNode,
  at: Place,
  old: Old,
  checks: Checks,
): void {
  const items = s.items;
  if (items) {
    v.forEach((item, i) => {
      node(errs, item, items, at.item(i), correlatedItem(item, s, old), checks);
    });
  }
  if (s.minItems !== undefined && v.length < s.minItems)
    errs.push(
      err('Invalid value', at, `${at.dotted} in body should have at least ${s.minItems} items`, { v: v.length }),
    );
  if (s.maxItems !== undefined && v.length > s.maxItems) errs.push(tooMany(at, v.length, s.maxItems));
}

/**
 * A map-list item correlates with the old item of equal keys (spec §9); items of other lists never
 * do. The same correlation as CEL's ratcheting (cel/correlation.ts), as in the apiserver.
 */
function correlatedItem(item: unknown, s: SchemaNode, old: Old): Old {
  if (!old) return undefined;
  const match = oldMapListItem(s, old.value, item);
  return match === undefined ? undefined : { value: match };
}

/** field.TooMany: the count as the value (spec §5: the same wording for properties). */
const tooMany = (at: Place, actual: number, max: number): CrFieldError =>
  err('Too many', at, `must have at most ${max} ${max === 1 ? 'item' : 'items'}`, { v: actual });

function enumError(v: unknown, s: SchemaNode, at: Place): CrFieldError | undefined {
  const values = s.enum;
  if (!values || values.length === 0) return undefined;
  // reflect's ConvertibleTo then DeepEqual: a null never matches (its reflect.Value is invalid).
  if (v !== null && v !== undefined && values.some((e) => e !== null && sameValue(e, v))) return undefined;
  const supported = values.map((e) => (typeof e === 'string' ? e : JSON.stringify(goJsonValue(e))));
  return {
    type: 'Unsupported value',
    path: at.path,
    ...(at.path?.toString() === at.dotted ? {} : { renderedPath: at.dotted === '' ? '<nil>' : at.dotted }),
    value: v ?? null,
    hasValue: true,
    detail: `supported values: ${supported.map(goQuote).join(', ')}`,
  };
}

function objectErrors(
  errs: CrFieldError[],
  v: Readonly<Record<string, unknown>>,
  s: SchemaNode,
  at: Place,
  old: Old,
  checks: Checks,
  isRoot: boolean,
): void {
  const count = Object.keys(v).length;
  // minProperties and maxProperties end the object's validation (errorHelp.sErr).
  if (s.minProperties !== undefined && count < s.minProperties) {
    errs.push(
      err('Invalid value', at, `${at.dotted} in body should have at least ${s.minProperties} properties`, { v: count }),
    );
    return;
  }
  if (s.maxProperties !== undefined && count > s.maxProperties) {
    errs.push(tooMany(at, count, s.maxProperties));
    return;
  }
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional = s.additionalProperties;
  const oldObject = old && isJsonObject(old.value) ? old.value : undefined;
  const childOld = (k: string): Old =>
    oldObject && Object.hasOwn(oldObject, k) && !(isRoot && (k === 'apiVersion' || k === 'kind'))
      ? { value: oldObject[k] }
      : undefined;
  if (additional === false) {
    for (const k of Object.keys(v)) {
      if (!Object.hasOwn(props, k))
        errs.push(
          err('Invalid value', at, `${at.dotted === '' ? '' : at.dotted}.${k} in body is a forbidden property`, {
            v: k,
          }),
        );
    }
  } else if (additional instanceof SchemaNode) {
    for (const k of Object.keys(v))
      if (!Object.hasOwn(props, k)) node(errs, v[k], additional, at.member(k, true), childOld(k), checks);
  }
  // s.properties: the nodes of `props` in its order, read once per schema node.
  for (const [k, ps] of s.properties)
    if (Object.hasOwn(v, k)) node(errs, v[k], ps, at.member(k, false), childOld(k), checks);
  for (const r of s.required) {
    if (Object.hasOwn(v, r)) continue;
    const missing = at.member(r, false);
    const zero = zeroRefused(s.properties.get(r), missing, checks);
    errs.push({ ...err('Required value', missing, ''), hasValue: false, ...(zero ? { zeroRefused: zero } : {}) });
  }
}

/**
 * The Go zero value of a required scalar that is missing, where its own schema refuses it: what a
 * mutating webhook that only adds the fields of its Go type (controller-runtime's, which marshals
 * the whole object) would write there, so such a webhook does not make the object valid (kruise's
 * SidecarSet sample: `targetContainersMode`, enum [sum, max], written "" by its webhook).
 */
function zeroRefused(s: SchemaNode | undefined, at: Place, checks: Checks): CrFieldError['zeroRefused'] | undefined {
  if (s === undefined || s.intOrString) return undefined;
  const zero =
    s.type === 'string'
      ? ''
      : s.type === 'integer' || s.type === 'number'
        ? 0
        : s.type === 'boolean'
          ? false
          : undefined;
  if (zero === undefined) return undefined;
  const [refusal] = validateNode(zero, s, at, undefined, checks, false);
  return refusal && { value: zero, refusal: refusal.type };
}
