import { flatSchema, nodesWith, type SchemaLocation } from './walk-schema.js';

// Whether any node at or below a location carries x-kubernetes-validations. SCHEMA-DEF-007 runs
// the rules of a default's node and of every node below it on the default, walking the value
// and the schema together; most defaults sit where no rule is below, and there that walk can
// find nothing. A subtree is a contiguous pre-order range, and the walk already lists the nodes
// with rules in pre-order (nodesWith), so the question is a binary search. Any non-empty list
// counts, more than SchemaNode.validations keeps: a false "yes" only costs the walk that would
// have happened anyway.

export function hasRulesAtOrBelow(at: SchemaLocation): boolean {
  const withRules = nodesWith(at.schema, 'x-kubernetes-validations');
  const from = at.preorder;
  const to = from + (flatSchema(at.schema).subtree[from] ?? 1);
  // The first node with rules at or after `from`.
  let lo = 0;
  let hi = withRules.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((withRules[mid] as SchemaLocation).preorder < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < withRules.length && (withRules[i] as SchemaLocation).preorder < to; i++) {
    const v = (withRules[i] as SchemaLocation).raw['x-kubernetes-validations'];
    if (Array.isArray(v) && v.length > 0) return true;
  }
  return false;
}
