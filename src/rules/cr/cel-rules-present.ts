import { isJsonObject } from '../../parse/kube-object.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';

// Whether a schema holds any x-kubernetes-validations rule (CR-CEL-011 adds its "not checked"
// error only then). Iterative: schemas are as deep as the parser allows (DESIGN §9).
export function hasCelRules(schema: SchemaNode | undefined): boolean {
  if (!schema) return false;
  const pending: unknown[] = [schema.raw];
  while (pending.length > 0) {
    const s = pending.pop();
    if (!isJsonObject(s)) continue;
    const rules = s['x-kubernetes-validations'];
    if (Array.isArray(rules) && rules.length > 0) return true;
    if (isJsonObject(s.properties)) pending.push(...Object.values(s.properties));
    pending.push(s.items, s.additionalProperties);
    for (const k of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(s[k])) pending.push(...(s[k] as unknown[]));
    pending.push(s.not);
  }
  return false;
}
