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
  readonly type: FieldErrorType | RequestErrorType | StrictDecodingErrorType;
  readonly detail: string;
}

/** Rejections of a whole request (an API version that is not served), not of one field. */
export type RequestErrorType = 'NotFound' | 'BadRequest';

/** A field strict field validation refuses (a 400 before validation; spec/cr-validation.md §3.2). */
export type StrictDecodingErrorType = 'unknown field';

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

/** apimachinery field.NotSupported: the detail lists the accepted values, %q-quoted. */
export const notSupported = (path: FieldPath, value: unknown, supported: readonly string[]): FieldError => ({
  type: 'Unsupported value',
  path,
  value,
  detail: supportedValues(supported),
  hasValue: true,
});

// The last list written and its text: a broken CRD's errors come in runs of one kind (tens of
// thousands of `type: strin`, each listing the six OpenAPI types), and each wrote the same
// text again and kept its own copy (issue 17). Compared by its members, not by identity, so a
// list built afresh for each call matches too and a list changed since cannot match.
let lastList: readonly string[] = [];
let lastListText = '';

function supportedValues(supported: readonly string[]): string {
  if (!sameMembers(supported, lastList)) {
    lastList = [...supported];
    lastListText = supported.length > 0 ? `supported values: ${supported.map(goQuote).join(', ')}` : '';
  }
  return lastListText;
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** apimachinery field.Duplicate: the value, no detail. */
export const duplicate = (path: FieldPath, value: unknown): FieldError => ({
  type: 'Duplicate value',
  path,
  value,
  detail: '',
  hasValue: true,
});

/** apimachinery field.TooMany: the actual count as the value. */
export const tooMany = (path: FieldPath, actual: number, max: number): FieldError => ({
  type: 'Too many',
  path,
  value: actual,
  detail: `must have at most ${max} ${max === 1 ? 'item' : 'items'}`,
  hasValue: true,
});

/** apimachinery field.TooLong: the value is omitted from the text. */
export const tooLong = (path: FieldPath, maxBytes: number): FieldError => ({
  type: 'Too long',
  path,
  detail: `may not be more than ${maxBytes} ${maxBytes === 1 ? 'byte' : 'bytes'}`,
  hasValue: false,
});

/** Go's rendering of a value in a field error: strings %q-quoted, numbers and bools bare. */
export function renderValue(value: unknown): string {
  if (typeof value === 'string') return goQuote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Go's json.Marshal escapes <, >, & and U+2028/U+2029 (HTML-safe), e.g. in a CEL rule's `&&`.
  return (JSON.stringify(value) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `<path>: <TypeText>[: <value>][: <detail>]`, the line kubectl prints for one error. */
export function renderFieldError(e: FieldError): string {
  return renderApiserverError(toApiserverError(e));
}

/** The same line from the error already in the apiserver's notation (its detail holds the value). */
export function renderApiserverError(e: ApiserverError): string {
  return e.detail === '' ? `${e.path}: ${e.type}` : `${e.path}: ${e.type}: ${e.detail}`;
}

export function toApiserverError(e: FieldError): ApiserverError {
  return { path: e.path.toString(), type: e.type, detail: detailWithValue(e) };
}

/** The detail of data.apiserver: the value as kubectl prints it, then the detail (a Duplicate has a value and no detail: no dangling separator). */
export const detailWithValue = (e: Pick<FieldError, 'hasValue' | 'value' | 'detail'>): string =>
  e.hasValue ? (e.detail ? `${renderValue(e.value)}: ${e.detail}` : renderValue(e.value)) : e.detail;
