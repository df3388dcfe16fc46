import { ReviewCache } from '../../../../src/engine/review-cache.js';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';
import { validateCelRules } from '../../../../src/rules/cr/cel/validate-cel.js';

// The outcome of validateCelRules as plain data, so that a test compares it whole: each error as
// the server prints its parts (path `<nil>` at the root), each rule not evaluated with its path.

export interface PrintedError {
  readonly path: string;
  readonly type: string;
  readonly value?: unknown;
  readonly detail: string;
}

export function runCel(
  schema: object,
  value: unknown,
  oldValue?: unknown,
): { errors: PrintedError[]; notEvaluated: { path: string; rule: string; reason: string }[] } {
  const out = validateCelRules({
    schema: new SchemaNode(schema as Record<string, unknown>),
    value,
    oldValue,
    cache: new ReviewCache(),
  });
  return {
    errors: out.errors.map((e) => ({
      path: e.path?.toString() ?? '<nil>',
      type: e.type,
      ...(e.hasValue ? { value: e.value } : {}),
      detail: e.detail,
    })),
    notEvaluated: out.notEvaluated.map((n) => ({
      path: n.path?.toString() ?? '<nil>',
      rule: n.rule,
      reason: n.reason,
    })),
  };
}

/** Errors only, failing the test when a rule was not evaluated (so an error list cannot pass by not evaluating). */
export function celErrors(schema: object, value: unknown, oldValue?: unknown): PrintedError[] {
  const out = runCel(schema, value, oldValue);
  if (out.notEvaluated.length > 0) throw new Error(`not evaluated: ${JSON.stringify(out.notEvaluated)}`);
  return out.errors;
}

/** A resource root with `spec` of the given schema. */
export const resource = (spec: object, rootRules: object[] = []): object => ({
  type: 'object',
  ...(rootRules.length > 0 ? { 'x-kubernetes-validations': rootRules } : {}),
  properties: { apiVersion: { type: 'string' }, kind: { type: 'string' }, metadata: { type: 'object' }, spec },
});

export const cr = (spec: unknown, name = 'sample'): object => ({
  apiVersion: 'example.com/v1',
  kind: 'Widget',
  metadata: { name, namespace: 'default', labels: { app: 'x' } },
  spec,
});
