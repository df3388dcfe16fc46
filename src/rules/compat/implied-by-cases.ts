import type { ASTNode } from '@marcbachmann/cel-js';
import { chainOf, hasSelect, isNode, readsOldSelf, treeKey } from './cel-ast.js';

// Whether a changed CEL rule accepts everything the rule it replaces accepted, decided case by
// case where the two are logic over the presence of fields and over comparisons: every field the
// rules read (`self.f`, `oldSelf.f`) is present or not, and every comparison is true, false or an
// error (one of a field that is absent is always an error), and the head rule must hold in every
// case the base rule holds in. implied-by-rule.ts proves implications step by step on the trees;
// this finds those that need both conjuncts of the base at once: package-operator 60bedfcb relaxed
// "immutable, and may not be added later" `(has(self.r) == has(oldSelf.r)) && (!has(self.r) ||
// self.r == oldSelf.r)` to "immutable once set" `!has(oldSelf.r) || self.r == oldSelf.r`.
// Comparisons are taken as independent of each other (two that cannot both hold may be assumed
// to), which can only leave an implication unproven, never prove a false one.

type Value = boolean | 'error';

/** A comparison or other expression the logic does not look into, and the fields it is an error without. */
interface Atom {
  readonly reads: readonly number[];
}

interface Cases {
  readonly fields: Map<string, number>;
  readonly atoms: Map<string, { readonly index: number; readonly atom: Atom }>;
}

// 3^6 atom values × 2^6 field presences: 46,656 cases at most, each a walk of two small trees.
const MAX_FIELDS = 6;
const MAX_ATOMS = 6;

/** True when, in every case of field presence and comparison results, `head` is true where `base` is. */
export function impliedByCases(base: ASTNode, head: ASTNode): boolean {
  // A rule that reads oldSelf runs on updates alone: one that does not runs on creates too, where
  // the other says nothing.
  if (readsOldSelf(base) !== readsOldSelf(head)) return false;
  const cases: Cases = { fields: new Map(), atoms: new Map() };
  const b = formulaOf(base, cases);
  const h = formulaOf(head, cases);
  if (b === undefined || h === undefined) return false;
  const fields = cases.fields.size;
  const atoms = [...cases.atoms.values()].map((a) => a.atom);
  if (fields > MAX_FIELDS || atoms.length > MAX_ATOMS) return false;
  const present = new Array<boolean>(fields).fill(false);
  const values = new Array<Value>(atoms.length).fill(false);
  for (let p = 0; p < 2 ** fields; p++) {
    for (let i = 0; i < fields; i++) present[i] = ((p >> i) & 1) === 1;
    for (let a = 0; a < 3 ** atoms.length; a++) {
      let rest = a;
      let possible = true;
      for (const [i, atom] of atoms.entries()) {
        const value: Value = rest % 3 === 0 ? true : rest % 3 === 1 ? false : 'error';
        rest = Math.floor(rest / 3);
        // A comparison of a field that is absent is an error, and only an error.
        if (value !== 'error' && atom.reads.some((f) => present[f] !== true)) possible = false;
        values[i] = value;
      }
      if (possible && b(present, values) === true && h(present, values) !== true) return false;
    }
  }
  return true;
}

type Formula = (present: readonly boolean[], values: readonly Value[]) => Value;

/** The rule as a function of the case, or undefined where it is not logic of this kind. */
function formulaOf(node: ASTNode, cases: Cases): Formula | undefined {
  const args = node.args as unknown;
  if ((node.op === '&&' || node.op === '||') && Array.isArray(args) && args.length === 2 && args.every(isNode)) {
    const left = formulaOf(args[0] as ASTNode, cases);
    const right = formulaOf(args[1] as ASTNode, cases);
    if (!left || !right) return undefined;
    return node.op === '&&' ? (p, v) => and(left(p, v), right(p, v)) : (p, v) => or(left(p, v), right(p, v));
  }
  if (node.op === '!_' && isNode(args)) {
    const inner = formulaOf(args, cases);
    return inner && ((p, v) => not(inner(p, v)));
  }
  if (node.op === 'value' && typeof args === 'boolean') return () => args;
  const tested = hasSelect(node);
  if (tested) {
    const field = fieldOf(tested, cases);
    return field === undefined ? undefined : (p) => p[field] === true;
  }
  // Two presence tests compared: `has(self.a) == has(oldSelf.a)`.
  if ((node.op === '==' || node.op === '!=') && Array.isArray(args) && args.length === 2 && args.every(isNode)) {
    const [l, r] = args as ASTNode[];
    if (l && r && isLogic(l) && isLogic(r)) {
      const left = formulaOf(l, cases);
      const right = formulaOf(r, cases);
      if (!left || !right) return undefined;
      const same = node.op === '==';
      return (p, v) => {
        const a = left(p, v);
        const c = right(p, v);
        return a === 'error' || c === 'error' ? 'error' : (a === c) === same;
      };
    }
    // `x != y` is `!(x == y)`: one comparison, so that the two are not taken as independent.
    if (node.op === '!=') {
      const equal = atomOf({ ...node, op: '==' } as ASTNode, cases);
      return equal && ((p, v) => not(equal(p, v)));
    }
  }
  return atomOf(node, cases);
}

/** Whether a node is logic of presence tests (a side of a comparison of two such). */
const isLogic = (node: ASTNode): boolean =>
  hasSelect(node) !== undefined ||
  node.op === '&&' ||
  node.op === '||' ||
  (node.op === '!_' && isNode(node.args) && isLogic(node.args));

function atomOf(node: ASTNode, cases: Cases): Formula {
  const key = treeKey(node);
  let known = cases.atoms.get(key);
  if (known === undefined) {
    known = { index: cases.atoms.size, atom: { reads: fieldsRead(node, cases) } };
    cases.atoms.set(key, known);
  }
  const index = known.index;
  return (_p, v) => v[index] ?? 'error';
}

/**
 * The fields a comparison of two fields or literals reads (`self.r == oldSelf.r`, `self.x > 1`),
 * which it is an error without. Any other expression may read a field only where another part of
 * it makes sure the field is there (`has(self.a) ? self.a == 1 : true`, a presence test among a
 * function's arguments): it is taken as true, false or an error in every case.
 */
function fieldsRead(node: ASTNode, cases: Cases): number[] {
  const args = node.args as unknown;
  if (!COMPARISONS.has(node.op) || !Array.isArray(args) || args.length !== 2) return [];
  const reads: number[] = [];
  for (const side of args) {
    if (isNode(side) && side.op === 'value') continue;
    const field = isNode(side) && side.op === '.' ? fieldOf(side, cases) : undefined;
    if (field === undefined) return [];
    reads.push(field);
  }
  return reads;
}

const COMPARISONS: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);

/** The case variable of `self.f` or `oldSelf.f`; undefined for a deeper selection. */
function fieldOf(select: ASTNode, cases: Cases): number | undefined {
  const chain = chainOf(select);
  if (!chain || chain.length !== 2 || (chain[0] !== 'self' && chain[0] !== 'oldSelf')) return undefined;
  const key = chain.join('.');
  let index = cases.fields.get(key);
  if (index === undefined) {
    index = cases.fields.size;
    cases.fields.set(key, index);
  }
  return index;
}

// CEL's logical operators absorb errors where the other side decides (cel-spec langdef.md).
function and(a: Value, b: Value): Value {
  if (a === false || b === false) return false;
  return a === 'error' || b === 'error' ? 'error' : true;
}

function or(a: Value, b: Value): Value {
  if (a === true || b === true) return true;
  return a === 'error' || b === 'error' ? 'error' : false;
}

const not = (a: Value): Value => (a === 'error' ? 'error' : !a);
