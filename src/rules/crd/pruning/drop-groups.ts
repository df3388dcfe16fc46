import type { PrunedPath, SchemaPlace } from './prune.js';

// The keys pruning drops from one resource, grouped by the schema node that drops them. A
// node meets every item of a list and every value of a map, so one missing declaration (or an
// object schema with no properties at all, where x-kubernetes-preserve-unknown-fields was
// meant) drops the same keys once per item: kyverno's `resources: {items: {type: object}}`
// drops apiVersion, kind, metadata and spec from each resource listed. That is one cause, and
// one change to the CRD or the resource fixes it, so it is one finding, not one per key.

/** A dropped key and the place in the schema of the object that held it. */
export interface HeldKey {
  readonly path: PrunedPath;
  readonly holder: SchemaPlace;
}

export interface DropGroup<T extends HeldKey> {
  readonly holder: SchemaPlace;
  /** The first key dropped, where the group is reported. */
  readonly first: T;
  /** In the order pruning met them, the document's. */
  readonly drops: readonly T[];
  /** How many objects at the holder's place lost keys (list items, map values). */
  readonly places: number;
  /** The dropped keys' names, each once, in the order met. */
  readonly names: readonly string[];
}

/** The groups of `drops` by holder, in the order of each group's first drop. */
export function groupDrops<T extends HeldKey>(drops: Iterable<T>): DropGroup<T>[] {
  const byHolder = new Map<SchemaPlace, [T, ...T[]]>();
  for (const d of drops) {
    const list = byHolder.get(d.holder);
    if (list) list.push(d);
    else byHolder.set(d.holder, [d]);
  }
  return [...byHolder].map(([holder, list]) => ({
    holder,
    first: list[0],
    drops: list,
    places: new Set(list.map((d) => JSON.stringify(d.path.slice(0, -1)))).size,
    names: [...new Set(list.map((d) => String(d.path[d.path.length - 1])))],
  }));
}
