import type { ASTNode } from '@marcbachmann/cel-js';

// Whether a changed CEL rule accepts everything the rule it replaces accepted, proven on the two
// syntax trees: the way a CRD relaxes a rule is to widen it, `self == oldSelf` becoming
// `self == oldSelf || (<when a change is allowed>)` (kueue's Topology levels), or to drop a
// conjunct (`A && B` becoming `A`). Such a change rejects nothing the base rule let through, so it
// is not compat/cel-rule-added-or-changed (spec/crd-compatibility.md §5.5) and not a divergence
// between served versions (§5.8).
//
// CEL's logical operators are commutative and absorb errors (cel-spec langdef.md, "Logical
// operators"): `A || X` is true whenever A is true, whatever X does, and `A && B` is true only when
// both A and B are true. So "base is true" implies "head is true" when head is base, when head is a
// disjunction with one side implied by base (a conjunction: both sides), or when base is a
// conjunction with one side that implies head (a disjunction: both sides), or when a numeric
// bound on the same expression moved outward. Anything else (a new function, a comparison turned
// another way) is not proven and stays a finding.

/** True when `head` evaluates to true on every input on which `base` evaluates to true. */
export function isImpliedBy(base: ASTNode, head: ASTNode): boolean {
  const budget = { steps: MAX_STEPS };
  return implies(base, head, budget);
}

// Each step may try both sides of both rules; long rules made of many && and || are cut off
// (not proven, so reported) rather than searched for long.
const MAX_STEPS = 10_000;

function implies(base: ASTNode, head: ASTNode, budget: { steps: number }): boolean {
  if (--budget.steps < 0) return false;
  if (sameTree(base, head) || boundImplies(base, head)) return true;
  // head = X || Y: true when one side is; head = X && Y: true when both are.
  if (head.op === '||' && sides(head).some((side) => implies(base, side, budget))) return true;
  if (head.op === '&&' && sides(head).length === 2 && sides(head).every((side) => implies(base, side, budget))) return true;
  // base = X && Y true: both sides are; base = X || Y true: at least one side is.
  if (base.op === '&&' && sides(base).some((side) => implies(side, head, budget))) return true;
  return base.op === '||' && sides(base).length === 2 && sides(base).every((side) => implies(side, head, budget));
}

// A bound moved outward on the same expression: istio's `0 < self && self <= 6553` fixed to
// `... <= 65535`. `x <= a` implies `x <= b` when a <= b (and `x < b` when a < b), and the same
// downwards; both compare the same x, so a value of another type fails (errors) in both.
type Comparison = { readonly subject: unknown; readonly op: '<' | '<=' | '>' | '>='; readonly bound: number | bigint };
const FLIPPED = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;

function boundImplies(base: ASTNode, head: ASTNode): boolean {
  const b = comparison(base);
  const h = comparison(head);
  if (!b || !h || !sameTree(b.subject, h.subject)) return false;
  const upper = (op: string) => op === '<' || op === '<=';
  if (upper(b.op) !== upper(h.op)) return false;
  // Whether every x that passes base's bound passes head's: base strict or head not strict allows equal bounds.
  const equalAllowed = b.op.length === 1 || h.op.length === 2;
  if (b.bound === h.bound) return equalAllowed;
  return upper(b.op) ? b.bound < h.bound : b.bound > h.bound;
}

/** `x OP n` or `n OP x` (turned around) with a numeric literal n. */
function comparison(node: ASTNode): Comparison | undefined {
  if (node.op !== '<' && node.op !== '<=' && node.op !== '>' && node.op !== '>=') return undefined;
  const [left, right] = sides(node);
  if (!left || !right) return undefined;
  if (isNumber(right)) return { subject: left, op: node.op, bound: right.args as number | bigint };
  if (isNumber(left)) return { subject: right, op: FLIPPED[node.op], bound: left.args as number | bigint };
  return undefined;
}

const isNumber = (n: ASTNode): boolean => n.op === 'value' && ((typeof n.args === 'number' && Number.isFinite(n.args)) || typeof n.args === 'bigint');

/** The two operands of `&&` / `||`; none when the node is not shaped as expected. */
function sides(node: ASTNode): ASTNode[] {
  const args = node.args as unknown;
  return Array.isArray(args) && args.length === 2 && args.every(isNode) ? (args as ASTNode[]) : [];
}

/** The same expression, whatever its spacing and parentheses (positions are not compared). */
function sameTree(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameTree(x, b[i]));
  if (isNode(a)) return isNode(b) && a.op === b.op && sameTree(a.args, b.args);
  // Literals (numbers, strings, booleans, null, bigints) were compared by value above; other
  // objects (bytes, for one) are not proven equal.
  return false;
}

const isNode = (x: unknown): x is ASTNode => typeof x === 'object' && x !== null && !Array.isArray(x) && 'op' in x && 'args' in x;
