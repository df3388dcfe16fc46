import { invalid, notSupported, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import { goString } from '../schema/go-decoded.js';
import type { SchemaNode } from '../schema/schema-node.js';
import { isValidFieldPath } from './valid-field-path.js';

// SCHEMA-CEL-001..006 (spec/crd-validation.md §10; validation.go, the x-kubernetes-validations
// block): the checks of one `x-kubernetes-validations[i]` entry that need no compiler. `x` is
// `<n>.x-kubernetes-validations[i]`. These are "schema errors": any of them at a node or below
// it stops the compilation of that node's rules (SCHEMA-CEL-012).

/**
 * A v1 ValidationRule as decoded (go-decoded.ts): absent and wrong-typed fields read as zero or
 * nil, so a value that fails decoding (crd/unknown-field) raises nothing more here.
 */
export interface ValidationRule {
  readonly rule: string;
  readonly message: string;
  readonly messageExpression: string;
  readonly reason: string | undefined;
  readonly fieldPath: string;
  readonly optionalOldSelf: boolean | undefined;
}

export function decodeValidationRule(raw: unknown): ValidationRule {
  const r: JsonObject = isJsonObject(raw) ? raw : {};
  return {
    rule: goString(r.rule),
    message: goString(r.message),
    messageExpression: goString(r.messageExpression),
    reason: typeof r.reason === 'string' ? r.reason : undefined,
    fieldPath: goString(r.fieldPath),
    optionalOldSelf: typeof r.optionalOldSelf === 'boolean' ? r.optionalOldSelf : undefined,
  };
}

/**
 * The rule as the apiserver prints it in an Invalid value: the bad value is the *internal*
 * ValidationRule (schema.XValidations[i]), which has no JSON tags, so json.Marshal writes every
 * field under its Go name in struct order, and the nil pointers Reason and OptionalOldSelf as null.
 */
export function goRuleValue(r: ValidationRule): Record<string, unknown> {
  return {
    Rule: r.rule,
    Message: r.message,
    MessageExpression: r.messageExpression,
    Reason: r.reason ?? null,
    FieldPath: r.fieldPath,
    OptionalOldSelf: r.optionalOldSelf ?? null,
  };
}

// apiextensions supportedValidationReason, listed sorted as sets.List does.
const SUPPORTED_REASONS = ['FieldValueDuplicate', 'FieldValueForbidden', 'FieldValueInvalid', 'FieldValueRequired'];

// Go's strings.TrimSpace and the `[\n\r]+` matcher of hasNewlines.
const trim = (s: string): string => s.replace(/^[\s\u0085\u00a0]+|[\s\u0085\u00a0]+$/gu, '');
const hasNewlines = (s: string): boolean => /[\n\r]/.test(s);

/** `x()` builds the entry's path, only for an error: most entries have none. */
export function validateRuleFields(r: ValidationRule, node: SchemaNode, x: () => FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const trimmedRule = trim(r.rule);
  const trimmedMsg = trim(r.message);
  // SCHEMA-CEL-001..003: one else-if chain.
  // SCHEMA-CEL-001: rule required.
  if (trimmedRule.length === 0) errs.push(required(x().child('rule'), 'rule is not specified'));
  // SCHEMA-CEL-002: a message set is not blank and has no line breaks.
  else if (r.message.length > 0 && trimmedMsg.length === 0)
    errs.push(invalid(x().child('message'), r.message, 'message must be non-empty if specified'));
  else if (hasNewlines(trimmedMsg))
    errs.push(invalid(x().child('message'), r.message, 'message must not contain line breaks'));
  // SCHEMA-CEL-003: a multi-line rule needs a message.
  else if (hasNewlines(trimmedRule) && trimmedMsg.length === 0)
    errs.push(required(x().child('message'), 'message must be specified if rule contains line breaks'));
  // SCHEMA-CEL-004
  if (r.messageExpression.length > 0 && trim(r.messageExpression).length === 0) {
    errs.push(required(x().child('messageExpression'), 'messageExpression must be non-empty if specified'));
  }
  // SCHEMA-CEL-005
  if (r.reason !== undefined && !SUPPORTED_REASONS.includes(r.reason))
    errs.push(notSupported(x().child('reason'), r.reason, SUPPORTED_REASONS));
  // SCHEMA-CEL-006
  if (r.fieldPath.length > 0 && trim(r.fieldPath).length === 0)
    errs.push(invalid(x().child('fieldPath'), r.fieldPath, 'fieldPath must be non-empty if specified'));
  if (hasNewlines(r.fieldPath))
    errs.push(invalid(x().child('fieldPath'), r.fieldPath, 'fieldPath must not contain line breaks'));
  if (r.fieldPath.length > 0 && !isValidFieldPath(r.fieldPath, node))
    errs.push(invalid(x().child('fieldPath'), r.fieldPath, 'fieldPath must be a valid path'));
  return errs;
}
