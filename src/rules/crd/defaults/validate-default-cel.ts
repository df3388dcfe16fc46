import { duplicate, forbidden, invalid, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import type { RuleEvaluator } from '../cel/evaluate-rule.js';
import { decodeValidationRule, type ValidationRule } from '../cel/validate-rule-fields.js';
import { SchemaNode } from '../schema/schema-node.js';
import { goFloat } from './go-float.js';

// SCHEMA-DEF-007 (spec/crd-validation.md §10; defaulting/validation.go and cel/validation.go):
// a default must satisfy the x-kubernetes-validations of its node and of every node below it,
// walked through properties, additionalProperties and items as the CEL validator walks a value.
// A failing rule is the validator's field error at `<s>.default` and the path inside the value:
// its reason picks the type (Invalid by default), its message (else `failed rule: <rule>`) is
// the detail, and a scalar's value is shown (objects and arrays are not).
//
// Only what is certain is reported (cel/evaluate-rule.ts): a rule that compiles (crd/cel's check),
// with no messageExpression (its text would be the detail), no fieldPath, and no oldSelf; a
// value whose CEL type is plain (no bytes, timestamps or durations, no embedded resources).

/** Whether crd/cel's type check of `rule` at `node` succeeds (the apiserver compiles it). */
export type CompilesAt = (node: SchemaNode, isResourceRoot: boolean, rule: ValidationRule) => boolean;

export interface DefaultCelContext {
  readonly evaluator: RuleEvaluator;
  readonly compiles: CompilesAt;
}

const CEL_UNSAFE_FORMATS: ReadonlySet<string> = new Set(['byte', 'date', 'date-time', 'duration']);
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

export function validateDefaultCel(value: unknown, s: SchemaNode, isResourceRoot: boolean, path: FieldPath, ctx: DefaultCelContext): FieldError[] {
  const errs: FieldError[] = [];
  // An explicit stack: values nest as deep as the parser allows.
  const stack: { value: unknown; node: SchemaNode; path: FieldPath; isRoot: boolean }[] = [{ value, node: s, path, isRoot: isResourceRoot }];
  while (stack.length > 0) {
    const at = stack.pop() as (typeof stack)[number];
    errs.push(...rulesAt(at.value, at.node, at.isRoot, at.path, ctx));
    if (Array.isArray(at.value)) {
      const items = at.node.items;
      if (items) at.value.forEach((v, i) => stack.push({ value: v, node: items, path: at.path.index(i), isRoot: items.embeddedResource }));
    } else if (isJsonObject(at.value)) {
      const props = at.node.properties;
      const additional = at.node.additionalProperties;
      for (const [k, v] of Object.entries(at.value)) {
        const prop = props.get(k);
        if (prop) stack.push({ value: v, node: prop, path: at.path.child(k), isRoot: prop.embeddedResource });
        else if (additional instanceof SchemaNode) stack.push({ value: v, node: additional, path: at.path.key(k), isRoot: additional.embeddedResource });
      }
    }
  }
  return errs;
}

function rulesAt(value: unknown, node: SchemaNode, isRoot: boolean, path: FieldPath, ctx: DefaultCelContext): FieldError[] {
  const rules = node.validations;
  if (rules.length === 0) return [];
  const self = celValue(value, node, isRoot);
  if (self === undefined) return [];
  const errs: FieldError[] = [];
  for (const { rule: raw } of rules) {
    const rule = decodeValidationRule(raw);
    if (rule.rule.trim() === '' || rule.messageExpression !== '' || rule.fieldPath !== '' || rule.optionalOldSelf === true) continue;
    if (!ctx.compiles(node, isRoot, rule)) continue;
    if (ctx.evaluator.evaluate(rule.rule, self.value) !== 'false') continue;
    const error = failure(path, node, value, rule);
    if (error) errs.push(error);
  }
  return errs;
}

function failure(path: FieldPath, node: SchemaNode, value: unknown, rule: ValidationRule): FieldError | undefined {
  const detail = rule.message !== '' ? rule.message.trim() : `failed rule: ${rule.rule.trim()}`;
  if (rule.reason === 'FieldValueForbidden') return forbidden(path, detail);
  if (rule.reason === 'FieldValueRequired') return required(path, detail);
  // Objects and arrays are not printed (field.OmitValueType); scalars are, as Go prints them.
  const shown = node.type === 'object' || node.type === 'array' ? undefined : printable(value);
  if (shown === undefined && node.type !== 'object' && node.type !== 'array') return undefined;
  if (rule.reason === 'FieldValueDuplicate') return shown === undefined ? { type: 'Duplicate value', path, detail: '', hasValue: false } : duplicate(path, shown.value);
  return shown === undefined ? { type: 'Invalid value', path, detail, hasValue: false } : invalid(path, shown.value, detail);
}

/** A scalar as field.Error prints it; undefined where Go's rendering would differ from ours. */
function printable(value: unknown): { value: unknown } | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return { value };
  if (typeof value === 'number') return Number.isInteger(value) || goFloat(value) === String(value) ? { value } : undefined;
  return undefined;
}

/** The CEL value of a JSON value under its schema node, as the apiserver converts it; undefined when not certain. */
function celValue(value: unknown, node: SchemaNode, isRoot: boolean): { value: unknown } | undefined {
  if (value === null) return { value: null };
  // Embedded resources (and the root) show only apiVersion, kind and parts of metadata to CEL.
  if (isRoot || node.embeddedResource) return undefined;
  if (node.intOrString) return typeof value === 'string' ? { value } : int(value);
  if (node.preserveUnknownFields === true || node.type === '') return untyped(value);
  switch (node.type) {
    case 'integer':
      return int(value);
    case 'number':
      return typeof value === 'number' ? { value } : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? { value } : undefined;
    case 'string':
      return typeof value === 'string' && !CEL_UNSAFE_FORMATS.has(node.format) ? { value } : undefined;
    case 'array': {
      const items = node.items;
      if (!Array.isArray(value) || !items) return undefined;
      const out: unknown[] = [];
      for (const v of value) {
        const c = celValue(v, items, items.embeddedResource);
        if (!c) return undefined;
        out.push(c.value);
      }
      return { value: out };
    }
    case 'object': {
      if (!isJsonObject(value)) return undefined;
      const props = node.properties;
      const additional = node.additionalProperties;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        const child = props.get(k) ?? (additional instanceof SchemaNode ? additional : undefined);
        if (!child) return undefined; // a field the schema does not know: pruning's, not judged here
        const c = celValue(v, child, child.embeddedResource);
        if (!c) return undefined;
        out[k] = c.value;
      }
      return { value: out };
    }
    default:
      return undefined;
  }
}

function int(value: unknown): { value: bigint } | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return undefined;
  const n = BigInt(value);
  return n >= INT64.min && n <= INT64.max ? { value: n } : undefined;
}

/** A value without a schema type: integral numbers are ints (the apiserver decodes them as int64). */
function untyped(value: unknown): { value: unknown } | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? int(value) : { value };
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return { value };
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const v of value) {
      const c = untyped(v);
      if (!c) return undefined;
      out.push(c.value);
    }
    return { value: out };
  }
  if (isJsonObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const c = untyped(v);
      if (!c) return undefined;
      out[k] = c.value;
    }
    return { value: out };
  }
  return undefined;
}
