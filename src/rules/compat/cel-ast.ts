import type { ASTNode } from '@marcbachmann/cel-js';
import { escapeCelName, unescapeCelName } from '../crd/cel/escape-cel-name.js';

// The shapes of cel-js's parsed expressions that the compat/ proofs read (implied-by-rule.ts,
// presence-implication.ts, holds-without-new-fields.ts): a node is `{op, args}`, and `has(x.f)` is
// a call whose args are ['has', [select]], the select's args [receiver, 'f'].

export const isNode = (x: unknown): x is ASTNode =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && 'op' in x && 'args' in x;

/** The select inside `has(select)`. */
export function hasSelect(node: ASTNode): ASTNode | undefined {
  const args = node.args as unknown;
  if (
    node.op !== 'call' ||
    !Array.isArray(args) ||
    args[0] !== 'has' ||
    !Array.isArray(args[1]) ||
    args[1].length !== 1
  )
    return undefined;
  const select: unknown = args[1][0];
  return isNode(select) && select.op === '.' ? select : undefined;
}

/** `x` and `f` of `has(x.f)` where `x` is an identifier (`self`, a macro's variable). */
export function hasOfIdentifier(node: ASTNode): { readonly name: string; readonly field: string } | undefined {
  const select = hasSelect(node);
  if (!select || !Array.isArray(select.args)) return undefined;
  const [receiver, field] = select.args as unknown[];
  return isNode(receiver) && receiver.op === 'id' && typeof receiver.args === 'string' && typeof field === 'string'
    ? { name: receiver.args, field }
    : undefined;
}

/** The same expression, whatever its spacing and parentheses (positions are not compared). */
export function sameTree(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameTree(x, b[i]));
  if (isNode(a)) return isNode(b) && a.op === b.op && sameTree(a.args, b.args);
  // Literals (numbers, strings, booleans, null, bigints) were compared by value above; other
  // objects (bytes, for one) are not proven equal.
  return false;
}

/**
 * The tree with every selected field named by the property it escapes: `self.ref.__namespace__`
 * selects the property `namespace`, which clusters since 1.32 also select as `self.ref.namespace`
 * (redpanda-operator 6b9bf81ef rewrote one into the other), and `__dash__` and the like spell the
 * characters CEL names cannot hold.
 */
export function withPropertyNames(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withPropertyNames);
  if (!isNode(node)) return node;
  const args = node.args as unknown;
  if (node.op === '.' && Array.isArray(args) && typeof args[1] === 'string') {
    const field = args[1];
    const property = unescapeCelName(field);
    return { op: '.', args: [withPropertyNames(args[0]), escapeCelName(property) === field ? property : field] };
  }
  return { op: node.op, args: withPropertyNames(args) };
}
