import { isJsonObject } from '../../../parse/kube-object.js';
import { setOwn } from '../../crd/pruning/prune.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';

// Step 2 of spec/cr-validation.md §3.1 ([DF] prunenulls.go, PruneNonNullableNullsWithoutDefaults):
// a null under a schema that is neither nullable nor defaulted is dropped from objects (declared
// properties and additionalProperties values, at any depth) before validation, so it never
// becomes a type error. List items are never dropped. A key without a schema keeps its null.
// Returns a copy; the input is never mutated.
export function dropNulls(x: unknown, s: SchemaNode | undefined): unknown {
  if (Array.isArray(x)) return x.map((v) => dropNulls(v, s?.items));
  if (!isJsonObject(x)) return x;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    const schema = schemaForField(k, s);
    if (v === null && schema !== undefined && !schema.nullable && !schema.hasDefault) continue;
    setOwn(out, k, dropNulls(v, schema));
  }
  return out;
}

export function schemaForField(k: string, s: SchemaNode | undefined): SchemaNode | undefined {
  if (!s) return undefined;
  const props = s.raw.properties;
  if (isJsonObject(props) && Object.hasOwn(props, k)) return SchemaNode.of(props[k]);
  const additional = s.additionalProperties;
  return additional instanceof SchemaNode ? additional : undefined;
}
