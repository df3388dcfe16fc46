import type { Grant, GrantTo, Reference } from './grant.js';

// The evaluation every controller should share (KEP-3766 "Potential for Variations Among
// Implementations"; spec/referencegrant.md §2.4). Exported for tools and controllers, and used
// by the refgrant/ rules.

const fromKey = (group: string, kind: string, namespace: string): string => `${group}\u0000${kind}\u0000${namespace}`;

interface IndexedTo<G extends Grant> {
  readonly to: GrantTo;
  readonly grant: G;
}

/**
 * Grants indexed by their own namespace (where the target lives, §2.4 item 11) and then by
 * `from` entry, so a lookup costs the `to` entries of the grants that name the referrer,
 * whatever the number of grants. Built once per set of grants.
 */
export class GrantIndex<G extends Grant = Grant> {
  private readonly byNamespace = new Map<string, Map<string, IndexedTo<G>[]>>();

  constructor(readonly grants: readonly G[]) {
    for (const grant of grants) {
      let byFrom = this.byNamespace.get(grant.namespace);
      if (!byFrom) this.byNamespace.set(grant.namespace, (byFrom = new Map()));
      // from × to is a cross product (§2.4 item 12): every from entry admits every to entry.
      const seen = new Set<string>();
      for (const f of grant.from) {
        const key = fromKey(f.group, f.kind, f.namespace);
        if (seen.has(key)) continue; // a duplicate entry adds nothing, and must not list a grant twice
        seen.add(key);
        let list = byFrom.get(key);
        if (!list) byFrom.set(key, (list = []));
        for (const to of grant.to) list.push({ to, grant });
      }
    }
  }

  /**
   * The grants that permit a cross-namespace reference, each once, in the order given; empty
   * when none does. Same-namespace references need no grant, so none is returned for them.
   */
  permitting(reference: Reference): G[] {
    const { from, to } = reference;
    if (from.namespace === to.namespace) return [];
    const candidates = this.byNamespace.get(to.namespace)?.get(fromKey(from.group, from.kind, from.namespace));
    if (!candidates) return [];
    const out: G[] = [];
    for (const c of candidates) {
      if (out.includes(c.grant)) continue;
      if (matchesTo(c.to, reference)) out.push(c.grant);
    }
    return out;
  }
}

// Verbatim comparison (§2.4 items 13–15): no `core` alias for "", no case folding of kinds,
// and a `to` entry without a name admits every object of its group and kind.
function matchesTo(to: GrantTo, reference: Reference): boolean {
  return (
    to.group === reference.to.group &&
    to.kind === reference.to.kind &&
    (to.name === undefined || to.name === reference.to.name)
  );
}

/**
 * Whether a reference is permitted: it stays in its namespace, or some grant in the target's
 * namespace has a `from` entry matching the referrer (group, kind, namespace) and a `to` entry
 * matching the target (group, kind, and name when the entry has one).
 *
 * Grants only add (§2.4 item 16): any one is enough, and none can deny. The answer never
 * depends on whether the target exists (§2.5 item 19: a missing namespace, a missing object and
 * a missing grant are indistinguishable), so callers must decide this before looking targets up.
 *
 * `grants` must be valid and normalised (see `Grant`); pass a `GrantIndex` to evaluate many
 * references against one set of grants.
 *
 * @example
 * isReferencePermitted(
 *   { from: { group: 'gateway.networking.k8s.io', kind: 'HTTPRoute', namespace: 'a', name: 'r' },
 *     to: { group: '', kind: 'Service', namespace: 'b', name: 'svc' } },
 *   [{ namespace: 'b', name: 'g', from: [{ group: 'gateway.networking.k8s.io', kind: 'HTTPRoute', namespace: 'a' }],
 *      to: [{ group: '', kind: 'Service' }] }],
 * ); // true
 */
export function isReferencePermitted(reference: Reference, grants: GrantIndex | readonly Grant[]): boolean {
  if (reference.from.namespace === reference.to.namespace) return true;
  const index = grants instanceof GrantIndex ? grants : new GrantIndex(grants);
  return index.permitting(reference).length > 0;
}
