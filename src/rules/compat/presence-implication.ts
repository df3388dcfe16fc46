import type { ASTNode } from '@marcbachmann/cel-js';
import { hasOfIdentifier, isNode } from './cel-ast.js';
import { celJs } from '../../engine/lazy-packages.js';

// Whether a changed CEL rule that reads only which fields of `self` are set accepts everything the
// rule it replaces accepted, decided by trying every combination of those fields. Such rules are
// what "exactly one / at most one of these fields" markers generate, and they are rewritten often
// without changing their meaning: kueue replaced controller-gen's
// `[has(self.universal),has(self.individual)].filter(x,x==true).size() == 1` with
// `has(self.universal) != has(self.individual)` (2be7aeed68), which is the same rule. The
// syntactic proof (implied-by-rule.ts) cannot see that; a truth table over the has() atoms can.
//
// A rule qualifies when every `self` in it is `has(self.F)` (no value of a field is read) and it
// does not read `oldSelf`; with more than MAX_FIELDS fields the table is not built (not proven).

const MAX_FIELDS = 6;

/** True when both rules read only presence of fields of self, and head is true wherever base is. */
export function isImpliedByPresence(
  base: { readonly text: string; readonly ast: ASTNode },
  head: { readonly text: string; readonly ast: ASTNode },
): boolean {
  const fields = new Set<string>();
  if (!readsOnlyPresence(base.ast, fields) || !readsOnlyPresence(head.ast, fields) || fields.size > MAX_FIELDS)
    return false;
  const names = [...fields];
  const baseHolds = holds(base.text);
  const headHolds = holds(head.text);
  for (let mask = 0; mask < 1 << names.length; mask++) {
    const self = Object.fromEntries(names.filter((_, i) => (mask >> i) & 1).map((name) => [name, true]));
    // A rule this library cannot evaluate (a Kubernetes function it lacks) proves nothing: read as
    // false, a base rule would make any head look implied.
    const b = baseHolds(self);
    if (b === undefined || (b && headHolds(self) !== true)) return false;
  }
  return true;
}

/** The rule, parsed once: its boolean value for a `self`, undefined when it does not evaluate to one. */
function holds(text: string): (self: Record<string, boolean>) => boolean | undefined {
  const { parse } = celJs();
  let run: ReturnType<typeof parse>;
  try {
    run = parse(text);
  } catch {
    return () => undefined;
  }
  return (self) => {
    try {
      const value: unknown = run({ self });
      return typeof value === 'boolean' ? value : undefined;
    } catch {
      return undefined;
    }
  };
}

/** Walks `node`, collecting F of every has(self.F); false when self or oldSelf is read otherwise. */
function readsOnlyPresence(node: unknown, fields: Set<string>): boolean {
  if (Array.isArray(node)) return node.every((x) => readsOnlyPresence(x, fields));
  if (!isNode(node)) return true;
  if (node.op === 'id') return node.args !== 'self' && node.args !== 'oldSelf';
  const field = hasOfSelfField(node);
  if (field !== undefined) {
    fields.add(field);
    return true;
  }
  return readsOnlyPresence(node.args, fields);
}

/** F of `has(self.F)`. */
function hasOfSelfField(node: ASTNode): string | undefined {
  const has = hasOfIdentifier(node);
  return has?.name === 'self' ? has.field : undefined;
}
