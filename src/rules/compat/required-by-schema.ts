import type { SchemaNode } from '../crd/schema/schema-node.js';

// The fields a schema node requires, its own `required` and what its junctors imply: a field an
// allOf branch requires, or every branch of an anyOf (or of a oneOf) requires, is one every
// object the node accepts has. apisix-ingress-controller's ApisixRoute required
// `oneOf: [{required: [subject, op, value]}, {required: [subject, op, set]}]` of each expression,
// then `required: [subject, op]` (756ed51d): subject and op were required before as after.

export function requiredBySchema(node: SchemaNode, depth = 0): ReadonlySet<string> {
  const out = new Set(node.required);
  // Junctors nest rarely and never deeply in a structural schema; the bound is against a cycle of anchors.
  if (depth > 8) return out;
  for (const branch of node.allOf) for (const name of requiredBySchema(branch, depth + 1)) out.add(name);
  for (const branches of [node.anyOf, node.oneOf]) {
    const [first, ...rest] = branches.map((b) => requiredBySchema(b, depth + 1));
    if (first === undefined) continue;
    for (const name of first) if (rest.every((r) => r.has(name))) out.add(name);
  }
  return out;
}
