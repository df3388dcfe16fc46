import type { ASTNode } from '@marcbachmann/cel-js';
import { isNode, macroOnSelf, sizeOf } from './cel-ast.js';

// A rule on a list that says its items are unique, in the spellings CRDs use, which holds for
// every list the base stored when the base's list type already made the items unique (`set`, or
// `map` by the keys the rule compares). kueue made MultiKueueConfig's `clusters` ordered: the
// list type went from `set` to `atomic`, and the uniqueness `set` gave was kept by a rule,
// `size(self.filter(i, size(self.filter(j, j == i)) > 1)) == 0` (4d16709). Recognised:
//
// - `size(self.filter(i, size(self.filter(j, S)) > 1)) == 0` (`.size()` too, `>= 2` or `!= 1`);
// - `self.all(i, self.exists_one(j, S))`;
// - `self.all(i, size(self.filter(j, S)) == 1)` (or `<= 1`, `< 2`);
//
// where S says that items j and i are the same: `j == i`, or `j.K == i.K` for each key K of a map
// list (either side first, joined with `&&`). A list whose items are unique satisfies each: an
// item meets only itself.

/** How the base told items apart: whole items (`set`), or by these keys (`map`). */
export type UniqueBy = 'whole' | readonly string[];

/** Whether `ast` only says that the items of `self` are unique by `by` (or as whole items). */
export function isUniquenessRule(ast: ASTNode, by: UniqueBy): boolean {
  return countedNone(ast, by) || allMeetOnlyThemselves(ast, by);
}

/** `size(self.filter(i, size(self.filter(j, S)) > 1)) == 0`. */
function countedNone(n: ASTNode, by: UniqueBy): boolean {
  const [left, right] = pair(n);
  if (n.op !== '==' || !left || !right || intLiteral(right) !== 0n) return false;
  const outer = macroOnSelf(sizeOf(left), 'filter');
  if (!outer) return false;
  const [count, bound] = pair(outer.body);
  const limit = bound ? intLiteral(bound) : undefined;
  const inner = macroOnSelf(count ? sizeOf(count) : undefined, 'filter');
  const moreThanOne =
    (outer.body.op === '>' && limit === 1n) ||
    (outer.body.op === '>=' && limit === 2n) ||
    (outer.body.op === '!=' && limit === 1n);
  return moreThanOne && inner !== undefined && sameItems(inner.body, inner.variable, outer.variable, by);
}

/** `self.all(i, self.exists_one(j, S))` or `self.all(i, size(self.filter(j, S)) == 1)`. */
function allMeetOnlyThemselves(n: ASTNode, by: UniqueBy): boolean {
  const all = macroOnSelf(n, 'all');
  if (!all) return false;
  const one = macroOnSelf(all.body, 'exists_one');
  if (one) return sameItems(one.body, one.variable, all.variable, by);
  const [count, bound] = pair(all.body);
  const limit = bound ? intLiteral(bound) : undefined;
  const atMostOne =
    (all.body.op === '==' && limit === 1n) ||
    (all.body.op === '<=' && limit === 1n) ||
    (all.body.op === '<' && limit === 2n);
  const inner = macroOnSelf(count ? sizeOf(count) : undefined, 'filter');
  return atMostOne && inner !== undefined && sameItems(inner.body, inner.variable, all.variable, by);
}

/** S: `a == b` (whole items), or `a.K == b.K` for every key joined with `&&`, either side first. */
function sameItems(n: ASTNode, a: string, b: string, by: UniqueBy): boolean {
  if (a === b) return false;
  if (by === 'whole') return comparesVariables(n, a, b, undefined);
  const compared = new Set<string>();
  const collect = (x: ASTNode): boolean => {
    if (x.op === '&&') return pair(x).length === 2 && pair(x).every(collect);
    const key = by.find((k) => comparesVariables(x, a, b, k));
    if (key === undefined) return false;
    compared.add(key);
    return true;
  };
  return by.length > 0 && collect(n) && by.every((k) => compared.has(k));
}

function comparesVariables(n: ASTNode, a: string, b: string, key: string | undefined): boolean {
  const [left, right] = pair(n);
  if (n.op !== '==' || !left || !right) return false;
  const [l, r] = [reads(left, key), reads(right, key)];
  return (l === a && r === b) || (l === b && r === a);
}

/** The variable `v` read whole (no key) or as `v.key`. */
function reads(n: ASTNode, key: string | undefined): string | undefined {
  if (key === undefined) return n.op === 'id' && typeof n.args === 'string' ? n.args : undefined;
  const [receiver, field] = Array.isArray(n.args) ? (n.args as unknown[]) : [];
  return n.op === '.' && field === key && isNode(receiver) && receiver.op === 'id' && typeof receiver.args === 'string'
    ? receiver.args
    : undefined;
}

function intLiteral(n: ASTNode): bigint | undefined {
  if (n.op !== 'value') return undefined;
  return typeof n.args === 'bigint' ? n.args : undefined;
}

const pair = (n: ASTNode): ASTNode[] =>
  Array.isArray(n.args) && n.args.length === 2 && n.args.every(isNode) ? (n.args as ASTNode[]) : [];

/**
 * The fields the rule reads of its variables (`i.name`, `j.name`): the keys a uniqueness rule may
 * compare items by, to be confirmed by isUniquenessRule.
 */
export function keysRead(ast: ASTNode): string[] {
  const keys = new Set<string>();
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) for (const y of x) visit(y);
    if (!isNode(x)) return;
    const [receiver, field] = Array.isArray(x.args) ? (x.args as unknown[]) : [];
    if (
      x.op === '.' &&
      typeof field === 'string' &&
      isNode(receiver) &&
      receiver.op === 'id' &&
      receiver.args !== 'self'
    )
      keys.add(field);
    visit(x.args);
  };
  visit(ast);
  return [...keys];
}
