import { SchemaNode } from '../crd/schema/schema-node.js';

// Whether a schema node, or any node below it that a walk over a custom resource goes to
// (properties, items, additionalProperties), has some trait: a list type, an embedded resource.
// A walk that only acts where the trait is can then leave out the branches without it, which in
// a large CRD is most of them, for every resource. Kept per node and trait (the parsed CRD never
// changes once read); iterative, as schemas are as deep as the parser allows (DESIGN §9).

export interface SchemaTrait {
  readonly has: (node: SchemaNode) => boolean;
  readonly known: WeakMap<SchemaNode, boolean>;
}

export const schemaTrait = (has: (node: SchemaNode) => boolean): SchemaTrait => ({ has, known: new WeakMap() });

export function traitBelow(node: SchemaNode, trait: SchemaTrait): boolean {
  let found = trait.known.get(node);
  if (found === undefined) {
    found = false;
    const seen = new Set<SchemaNode>();
    const pending = [node];
    for (let n = pending.pop(); n && !found; n = pending.pop()) {
      if (seen.has(n)) continue;
      seen.add(n);
      const below = trait.known.get(n);
      if (below !== undefined) {
        found = below;
        continue;
      }
      found = trait.has(n);
      if (n.items) pending.push(n.items);
      pending.push(...n.properties.values());
      const additional = n.additionalProperties;
      if (additional instanceof SchemaNode) pending.push(additional);
    }
    trait.known.set(node, found);
  }
  return found;
}
