import type { ASTNode } from '@marcbachmann/cel-js';
import { isNode, readsOldSelf } from './cel-ast.js';

// A transition rule without optionalOldSelf runs only on updates, where oldSelf is the stored
// object: `oldSelf == null` is never true there. Rules written for both cases keep the check
// anyway: kamaji's `oldSelf == null || self.driver == oldSelf.driver` on a DataStore's spec
// (309d988), which is `self.driver == oldSelf.driver`, the immutability its base already had on
// spec.driver. The compat/ proofs compare the rule without that disjunct.

/**
 * The text of the rule without its `oldSelf == null` disjuncts (`oldSelf == null || A` → `A`);
 * undefined when the rule has none, or has optionalOldSelf (then oldSelf is null on create), or
 * nothing would be left.
 */
export function withoutOldSelfNullCheck(ast: ASTNode, text: string, optionalOldSelf: boolean): string | undefined {
  if (optionalOldSelf || !readsOldSelf(ast) || !hasNullCheck(ast)) return undefined;
  const rest = withoutNullChecks(ast, text);
  return typeof rest === 'string' ? rest : undefined;
}

/** What `oldSelf == null` leaves: nothing. */
const DROPPED = Symbol('dropped');

/** The node's text without the null checks among its `||` sides; DROPPED when it is one; undefined when a text is not known. */
function withoutNullChecks(node: ASTNode, text: string): string | typeof DROPPED | undefined {
  if (isOldSelfNull(node)) return DROPPED;
  const sides = node.op === '||' && Array.isArray(node.args) ? (node.args as unknown[]).filter(isNode) : [];
  if (sides.length !== 2 || !hasNullCheck(node)) return textOf(node, text);
  const [l, r] = sides.map((side) => withoutNullChecks(side, text));
  if (l === undefined || r === undefined) return undefined;
  if (l === DROPPED) return r;
  if (r === DROPPED) return l;
  return `(${l}) || (${r})`;
}

/** Whether the node is `oldSelf == null`, or a chain of `||` one side of which is. */
function hasNullCheck(node: ASTNode): boolean {
  if (isOldSelfNull(node)) return true;
  return (
    node.op === '||' && Array.isArray(node.args) && (node.args as unknown[]).some((a) => isNode(a) && hasNullCheck(a))
  );
}

/** `oldSelf == null` or `null == oldSelf`. */
function isOldSelfNull(node: ASTNode): boolean {
  if (node.op !== '==' || !Array.isArray(node.args) || node.args.length !== 2) return false;
  const [a, b] = node.args as unknown[];
  const isOldSelf = (x: unknown) => isNode(x) && x.op === 'id' && x.args === 'oldSelf';
  const isNull = (x: unknown) => isNode(x) && x.op === 'value' && x.args === null;
  return (isOldSelf(a) && isNull(b)) || (isNull(a) && isOldSelf(b));
}

/** The node's own text: cel-js records where each node starts and ends (without the parentheses around it). */
function textOf(node: ASTNode, text: string): string | undefined {
  const { start, end } = node as { readonly start?: unknown; readonly end?: unknown };
  return typeof start === 'number' && typeof end === 'number' ? text.slice(start, end) : undefined;
}
