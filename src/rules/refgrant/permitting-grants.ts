import type { FoundReference } from './extract-references.js';
import type { GrantSet, SourcedGrant } from './grant-set.js';

// Which grants permit a reference (spec/referencegrant.md §2.4), when some namespaces are not
// known (namespace-defaults.ts). An object without a known namespace may be applied in any
// namespace, and nothing tells which, so a reference is refused only when it is refused
// wherever those objects go:
//   - a referrer without one is permitted by a grant in the target's namespace that admits its
//     group and kind from any namespace: applied there, it is permitted (and applied in the
//     target's namespace itself it needs no grant);
//   - a grant without one permits what it would permit in the target's namespace.
// Matching is otherwise §2.4's: group, kind and name verbatim, from × to.

/** The grants that permit `r` as the repository states it, or would wherever it leaves a namespace open; empty when none does. */
export function permittingGrants(r: FoundReference, grants: GrantSet): SourcedGrant[] {
  if (!r.grantable) return [];
  const { namespace } = r.from;
  const stated = namespace === undefined ? [] : grants.index.permitting({ from: { ...r.from, namespace }, to: r.to });
  if (stated.length > 0) return stated;
  return grants.grants.filter(
    (g) =>
      (g.namespace === undefined || (namespace === undefined && g.namespace === r.to.namespace)) &&
      g.from.some(
        (f) =>
          f.group === r.from.group && f.kind === r.from.kind && (namespace === undefined || f.namespace === namespace),
      ) &&
      g.to.some(
        (t) => t.group === r.to.group && t.kind === r.to.kind && (t.name === undefined || t.name === r.to.name),
      ),
  );
}
