import type { ASTNode } from '@marcbachmann/cel-js';
import { conjuncts, isSelf, literalOf, MIRRORED_COMPARISON, readsOldSelf, sizeOf } from './cel-ast.js';

// The bounds on the size of the value itself that a node's rules state, `size(self) <= 4` or
// `self.size() >= 1` (alone or as a conjunct): every value the base accepted met them, so a
// `maxItems`, `maxLength` or `maxProperties` (a `min…`) the change writes in their place refuses
// nothing those rules did not (a keyword replacing the rule it stood for). Only rules that run on
// creates: a transition rule judged no object as it was created.

/** The most and the fewest items, characters or properties every value the rules accepted has. */
export interface SizeBounds {
  readonly max?: number;
  readonly min?: number;
}

export function sizeBoundsOfRules(rules: readonly (ASTNode | undefined)[]): SizeBounds {
  let max: number | undefined;
  let min: number | undefined;
  for (const rule of rules) {
    if (rule === undefined || readsOldSelf(rule)) continue;
    for (const c of conjuncts(rule)) {
      const bound = sizeBoundOf(c);
      if (bound?.kind === 'max') max = Math.min(max ?? Infinity, bound.value);
      if (bound?.kind === 'min') min = Math.max(min ?? -Infinity, bound.value);
    }
  }
  return { ...(max === undefined ? {} : { max }), ...(min === undefined ? {} : { min }) };
}

/** `size(self) <op> N` or `N <op> size(self)`, as a bound on the size. */
function sizeBoundOf(node: ASTNode): { readonly kind: 'max' | 'min'; readonly value: number } | undefined {
  const args = node.args as unknown;
  if (!Array.isArray(args) || args.length !== 2) return undefined;
  let [left, right] = args as unknown[];
  let op: string = node.op;
  const sizeOfSelf = (x: unknown) => {
    const of = x !== null && typeof x === 'object' && 'op' in x ? sizeOf(x as ASTNode) : undefined;
    return of !== undefined && isSelf(of);
  };
  if (!sizeOfSelf(left) && sizeOfSelf(right)) {
    [left, right] = [right, left];
    op = MIRRORED_COMPARISON[op] ?? '';
  }
  const n = literalOf(right)?.value;
  if (!sizeOfSelf(left) || typeof n !== 'number' || !Number.isInteger(n)) return undefined;
  switch (op) {
    case '<=':
      return { kind: 'max', value: n };
    case '<':
      return { kind: 'max', value: n - 1 };
    case '>=':
      return { kind: 'min', value: n };
    case '>':
      return { kind: 'min', value: n + 1 };
    default:
      return undefined;
  }
}
