import { invalid, notSupported, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import type { JsonObject } from '../../../parse/kube-object.js';
import type { SchemaNode } from '../schema/schema-node.js';
import { isValidFieldPath } from './valid-field-path.js';

// SCHEMA-CEL-001..006 (spec/crd-validation.md §10; validation.go, the x-kubernetes-validations
// block): the checks of one `x-kubernetes-validations[i]` entry that need no compiler. `x` is
// `<n>.x-kubernetes-validations[i]`. These are "schema errors": any of them at a node or below
// it stops the compilation of that node's rules (SCHEMA-CEL-012).

/** A v1 ValidationRule as decoded: string fields that are not strings read as absent. */
export interface ValidationRule {
  readonly rule: string;
  readonly message: string;
  readonly messageExpression: string;
  readonly reason: string | undefined;
  readonly fieldPath: string;
  readonly optionalOldSelf: boolean | undefined;
}

export function decodeValidationRule(raw: JsonObject): ValidationRule {
  const str = (k: string): string => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
  return {
    rule: str('rule'),
    message: str('message'),
    messageExpression: str('messageExpression'),
    reason: typeof raw.reason === 'string' ? raw.reason : undefined,
    fieldPath: str('fieldPath'),
    optionalOldSelf: typeof raw.optionalOldSelf === 'boolean' ? raw.optionalOldSelf : undefined,
  };
}

/** The rule as Go's json.Marshal prints it in an Invalid value: fields in struct order, empty ones omitted. */
export function goRuleValue(r: ValidationRule): Record<string, unknown> {
  return {
    rule: r.rule,
    ...(r.message ? { message: r.message } : {}),
    ...(r.messageExpression ? { messageExpression: r.messageExpression } : {}),
    ...(r.reason !== undefined ? { reason: r.reason } : {}),
    ...(r.fieldPath ? { fieldPath: r.fieldPath } : {}),
    ...(r.optionalOldSelf !== undefined ? { optionalOldSelf: r.optionalOldSelf } : {}),
  };
}

// apiextensions supportedValidationReason, listed sorted as sets.List does.
const SUPPORTED_REASONS = ['FieldValueDuplicate', 'FieldValueForbidden', 'FieldValueInvalid', 'FieldValueRequired'];

// Go's strings.TrimSpace and the `[\n\r]+` matcher of hasNewlines.
const trim = (s: string): string => s.replace(/^[\s\u0085\u00a0]+|[\s\u0085\u00a0]+$/gu, '');
const hasNewlines = (s: string): boolean => /[\n\r]/.test(s);

export function validateRuleFields(r: ValidationRule, node: SchemaNode, x: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const trimmedRule = trim(r.rule);
  const trimmedMsg = trim(r.message);
  // SCHEMA-CEL-001..003: one else-if chain.
  if (trimmedRule.length === 0) errs.push(required(x.child('rule'), 'rule is not specified'));
  else if (r.message.length > 0 && trimmedMsg.length === 0) errs.push(invalid(x.child('message'), r.message, 'message must be non-empty if specified'));
  else if (hasNewlines(trimmedMsg)) errs.push(invalid(x.child('message'), r.message, 'message must not contain line breaks'));
  else if (hasNewlines(trimmedRule) && trimmedMsg.length === 0) errs.push(required(x.child('message'), 'message must be specified if rule contains line breaks'));
  // SCHEMA-CEL-004
  if (r.messageExpression.length > 0 && trim(r.messageExpression).length === 0) {
    errs.push(required(x.child('messageExpression'), 'messageExpression must be non-empty if specified'));
  }
  // SCHEMA-CEL-005
  if (r.reason !== undefined && !SUPPORTED_REASONS.includes(r.reason)) errs.push(notSupported(x.child('reason'), r.reason, SUPPORTED_REASONS));
  // SCHEMA-CEL-006
  if (r.fieldPath.length > 0 && trim(r.fieldPath).length === 0) errs.push(invalid(x.child('fieldPath'), r.fieldPath, 'fieldPath must be non-empty if specified'));
  if (hasNewlines(r.fieldPath)) errs.push(invalid(x.child('fieldPath'), r.fieldPath, 'fieldPath must not contain line breaks'));
  if (r.fieldPath.length > 0 && !isValidFieldPath(r.fieldPath, node)) errs.push(invalid(x.child('fieldPath'), r.fieldPath, 'fieldPath must be a valid path'));
  return errs;
}
