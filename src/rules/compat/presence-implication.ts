import type { ASTNode } from '@marcbachmann/cel-js';
import { presenceChains } from './cel-ast.js';
import { celPredicate } from './cel-predicate.js';

// Whether a changed CEL rule that reads only which fields of `self` are set accepts everything the
// rule it replaces accepted, decided by trying every combination of those fields. Such rules are
// what "exactly one / at most one of these fields" markers generate, and they are rewritten often
// without changing their meaning: kueue replaced controller-gen's
// `[has(self.universal),has(self.individual)].filter(x,x==true).size() == 1` with
// `has(self.universal) != has(self.individual)` (2be7aeed68), which is the same rule. The
// syntactic proof (implied-by-rule.ts) cannot see that; a truth table over the has() atoms can.
//
// A rule qualifies when every `self` and `oldSelf` in it is `has(self.F)` or `has(oldSelf.F)` (no
// value of a field is read): transition rules too, such as cluster-api-provider-vsphere's
// `has(self.network) == has(oldSelf.network)` relaxed to `!has(oldSelf.network) || has(self.network)`
// (304d454e1). With more than MAX_FIELDS atoms the table is not built (not proven).
//
// Fields the change adds are unset in every old object and every manifest written before it
// (`absent`, holds-without-new-fields.ts): antrea extended `(has(self.icmp)?1:0)+…<=1` with
// `+(has(self.icmpv6)?1:0)` for a new `icmpv6` (3d68f8f13), the same rule wherever icmpv6 is unset.

const MAX_FIELDS = 6;

type Objects = Record<'self' | 'oldSelf', Record<string, boolean>>;

/**
 * True when both rules read only presence of fields of self and oldSelf, and head is true
 * wherever base is, among objects that set none of `absent`.
 */
export function isImpliedByPresence(
  base: { readonly text: string; readonly ast: ASTNode },
  head: { readonly text: string; readonly ast: ASTNode },
  absent: ReadonlySet<string> = new Set(),
): boolean {
  const [b, h] = [presenceChains(base.ast, 1), presenceChains(head.ast, 1)];
  if (!b || !h) return false;
  const atoms = new Set([...b, ...h].map((chain) => chain.join('.')));
  // `self.F` and `oldSelf.F`, the F an old object may set.
  const names = [...atoms].filter((a) => !absent.has(a.slice(a.indexOf('.') + 1)));
  if (names.length > MAX_FIELDS) return false;
  const baseHolds = celPredicate(base.text);
  const headHolds = celPredicate(head.text);
  for (let mask = 0; mask < 1 << names.length; mask++) {
    const objects: Objects = { self: {}, oldSelf: {} };
    names.forEach((atom, i) => {
      if (((mask >> i) & 1) === 0) return;
      const dot = atom.indexOf('.');
      objects[atom.slice(0, dot) as keyof Objects][atom.slice(dot + 1)] = true;
    });
    // A rule this library cannot evaluate (a Kubernetes function it lacks) proves nothing: read as
    // false, a base rule would make any head look implied.
    const b = baseHolds(objects);
    if (b === undefined || (b && headHolds(objects) !== true)) return false;
  }
  return true;
}
