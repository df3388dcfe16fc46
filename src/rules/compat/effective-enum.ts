import type { SchemaNode } from '../crd/schema/schema-node.js';
import { jsonKey } from './json-equality.js';

// The values a node's enums let through: its own `enum` and that of every allOf branch (each
// must hold), so the node accepts only values all of them list. controller-gen writes an enum
// marker on a type and another on a field of that type as `allOf: [{enum: […]}, {enum: […]}]`
// (the container-object-storage-interface's authenticationType: `["", Key, ServiceAccount]` and
// `[Key, ServiceAccount]`), and a change that folds them into one `enum: [Key, ServiceAccount]`
// accepts the same values. anyOf and oneOf branches are alternatives and are not read.

/** The values every enum of the node lists (in the order of the first), or undefined when it has none. */
export function effectiveEnum(node: SchemaNode): readonly unknown[] | undefined {
  const lists: (readonly unknown[])[] = [];
  const stack = [node];
  let seen = 0;
  while (stack.length > 0 && ++seen <= 1_000) {
    const n = stack.pop() as SchemaNode;
    if (n.enum !== undefined) lists.push(n.enum);
    stack.push(...n.allOf);
  }
  const [first, ...rest] = lists;
  if (first === undefined) return undefined;
  if (rest.length === 0) return first;
  const keys = rest.map((l) => new Set(l.map(jsonKey)));
  return first.filter((v) => keys.every((k) => k.has(jsonKey(v))));
}
