import { SchemaNode } from '../crd/schema/schema-node.js';

// Whether a schema holds any x-kubernetes-validations rule where the apiserver looks for one
// (cel/validation.go hasXValidations: the node, its properties, items and additionalProperties;
// not inside allOf/anyOf/oneOf/not). Without one it builds no CEL validator: no rule runs, and
// CR-CEL-011 adds no "not checked" error. Kept per schema node: every resource of a CRD version
// asks. Iterative: schemas are as deep as the parser allows (DESIGN §9).
const KNOWN = new WeakMap<SchemaNode, boolean>();

export function hasCelRules(schema: SchemaNode | undefined): boolean {
  if (!schema) return false;
  let known = KNOWN.get(schema);
  if (known === undefined) {
    known = findRules(schema);
    KNOWN.set(schema, known);
  }
  return known;
}

function findRules(schema: SchemaNode): boolean {
  const pending = [schema];
  for (let n = pending.pop(); n; n = pending.pop()) {
    if (n.validations.length > 0) return true;
    if (n.items) pending.push(n.items);
    pending.push(...n.properties.values());
    const additional = n.additionalProperties;
    if (additional instanceof SchemaNode) pending.push(additional);
  }
  return false;
}
