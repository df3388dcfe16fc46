import type { FoundReference } from './extract-references.js';
import type { SourcedGrant } from './grant-set.js';

// spec/referencegrant.md §2.1 item 2 takes `default` for an object whose namespace nothing in
// the repository states. Manifests without a namespace are often applied with `kubectl apply -n`
// (test fixtures, samples: kgateway's TCPRoute e2e data puts the route, and a grant from its
// namespace, each in a namespace only the test knows). Judged in `default`, such a grant
// permits nothing and the reference looks refused, which is a guess, not a finding.
//
// These are the grants that would permit a reference that no grant permits as judged, if each
// object without a stated namespace stood in the namespace that makes it match: the grant in the
// target's namespace, the referrer in the grant's `from` namespace. Matching is otherwise
// §2.4's (group, kind and name verbatim).

export function grantsIfAppliedElsewhere(r: FoundReference, grants: readonly SourcedGrant[]): SourcedGrant[] {
  return grants.filter(
    (g) =>
      (r.fromNamespaceAssumed || g.namespaceAssumed) &&
      (g.namespaceAssumed || g.namespace === r.to.namespace) &&
      g.from.some((f) => f.group === r.from.group && f.kind === r.from.kind && (r.fromNamespaceAssumed || f.namespace === r.from.namespace)) &&
      g.to.some((t) => t.group === r.to.group && t.kind === r.to.kind && (t.name === undefined || t.name === r.to.name)),
  );
}
