import { flatSchema, type SchemaLocation } from './walk-schema.js';

// Whether any node at or below a location carries x-kubernetes-validations. SCHEMA-DEF-007 runs
// the rules of a default's node and of every node below it on the default, walking the value
// and the schema together; most defaults sit where no rule is below, and there that walk can
// find nothing. One pass per schema counts the nodes with rules before each pre-order index, so
// a subtree (a contiguous pre-order range) is asked about in constant time.

export function hasRulesAtOrBelow(at: SchemaLocation): boolean {
  const flat = flatSchema(at.schema);
  const before = (at.schema.memo.validationsBefore ??= countBefore(flat.nodes));
  const from = at.preorder;
  const to = from + (flat.subtree[from] ?? 1);
  return (before[to] ?? 0) - (before[from] ?? 0) > 0;
}

function countBefore(nodes: readonly SchemaLocation[]): Int32Array {
  const before = new Int32Array(nodes.length + 1);
  for (let i = 0; i < nodes.length; i++) {
    // Any non-empty list counts (more than SchemaNode.validations, which keeps objects only): a
    // false "yes" only costs the walk that would have happened anyway.
    const v = (nodes[i] as SchemaLocation).node.raw['x-kubernetes-validations'];
    before[i + 1] = (before[i] ?? 0) + (Array.isArray(v) && v.length > 0 ? 1 : 0);
  }
  return before;
}
