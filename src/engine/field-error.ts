import type { FieldPath } from './field-path.js';
import { goQuote } from './go-quote.js';

// The apiserver's error kinds (apimachinery field.ErrorType) with their fixed type text, so a
// message can say exactly what `kubectl apply` would print (spec/crd-validation.md §1).
export type FieldErrorType =
  | 'Required value'
  | 'Forbidden'
  | 'Invalid value'
  | 'Unsupported value'
  | 'Duplicate value'
  | 'Too many'
  | 'Too long'
  | 'Internal error';

export interface FieldError {
  readonly type: FieldErrorType;
  readonly path: FieldPath;
  readonly detail: string;
  /** Shown for Invalid, Unsupported, Duplicate and Too many, as the apiserver shows it. */
  readonly value?: unknown;
  readonly hasValue: boolean;
}

/** `data.apiserver` of a finding that predicts a rejection (DESIGN §5). */
export interface ApiserverError {
  /** Empty for a rejection of the whole request, which has no field path. */
  readonly path: string;
  readonly type: FieldErrorType | RequestErrorType;
  readonly detail: string;
}

/** Rejections of a whole request (an API version that is not served), not of one field. */
export type RequestErrorType = 'NotFound';

export const requestError = (type: RequestErrorType, detail: string): ApiserverError => ({ path: '', type, detail });

export const required = (path: FieldPath, detail: string): FieldError => ({
  type: 'Required value',
  path,
  detail,
  hasValue: false,
});

export const forbidden = (path: FieldPath, detail: string): FieldError => ({
  type: 'Forbidden',
  path,
  detail,
  hasValue: false,
});

export const invalid = (path: FieldPath, value: unknown, detail: string): FieldError => ({
  type: 'Invalid value',
  path,
  value,
  detail,
  hasValue: true,
});

/** Go's rendering of a value in a field error: strings %q-quoted, numbers and bools bare. */
export function renderValue(value: unknown): string {
  if (typeof value === 'string') return goQuote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? 'null';
}

/** `<path>: <TypeText>[: <value>][: <detail>]`, the line kubectl prints for one error. */
export function renderFieldError(e: FieldError): string {
  const parts = [e.path.toString(), e.type];
  if (e.hasValue) parts.push(renderValue(e.value));
  if (e.detail) parts.push(e.detail);
  return parts.join(': ');
}

export function toApiserverError(e: FieldError): ApiserverError {
  return {
    path: e.path.toString(),
    type: e.type,
    detail: e.hasValue ? `${renderValue(e.value)}: ${e.detail}` : e.detail,
  };
}
