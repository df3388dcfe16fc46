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
  if (sameTree(base, head) || boundImplies(base, head) || (isUnchanged(base) && alwaysTrue(head, new Set()))) return true;
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

// `self == oldSelf` (a whole-object immutability rule) narrowed to the fields that matter: kueue's
// ResourceFlavor rule `!has(oldSelf.topologyName) || self == oldSelf` became one rule per field,
// `!has(oldSelf.topologyName) || (has(self.nodeLabels) == has(oldSelf.nodeLabels) &&
// (!has(self.nodeLabels) || self.nodeLabels == oldSelf.nodeLabels))` (0aaac7147a). Where self
// equals oldSelf, every expression reads the same value through either name (CEL has no side
// effects), so it is enough that the head rule is true with oldSelf read as self: an equality of an
// expression with itself that cannot fail (`has()` of a field of self, or a field known to be set
// on that side of `!has(F) || …`). (A double equals itself: JSON has no NaN.)

/** `self == oldSelf` or `oldSelf == self`. */
function isUnchanged(node: ASTNode): boolean {
  const [left, right] = node.op === '==' ? sides(node) : [];
  if (!left || !right) return false;
  const names = [left.args, right.args].sort();
  return left.op === 'id' && right.op === 'id' && names[0] === 'oldSelf' && names[1] === 'self';
}

/** True for every object when oldSelf is read as self; `known`: fields (as keys) known to be set. */
function alwaysTrue(node: ASTNode, known: ReadonlySet<string>): boolean {
  const [left, right] = sides(node);
  switch (node.op) {
    case '&&':
      return left !== undefined && right !== undefined && alwaysTrue(left, known) && alwaysTrue(right, known);
    case '||': {
      if (!left || !right) return false;
      if (alwaysTrue(left, known) || alwaysTrue(right, known)) return true;
      // `!has(F) || X` (either order: || absorbs an error of X where F is unset): X where F is set.
      const guarded = (guard: ASTNode, rest: ASTNode) => {
        const unset = notHasField(guard);
        return unset !== undefined && alwaysTrue(rest, new Set([...known, fieldKey(unset)]));
      };
      return guarded(left, right) || guarded(right, left);
    }
    case '==':
      return left !== undefined && right !== undefined && sameTree(asSelf(left), asSelf(right)) && cannotFail(left, known);
    case 'call': {
      const field = hasArgument(node);
      return field !== undefined && known.has(fieldKey(field));
    }
    default:
      return false;
  }
}

/** F of `!has(F)`. */
function notHasField(node: ASTNode): ASTNode | undefined {
  return node.op === '!_' && isNode(node.args) ? hasArgument(node.args) : undefined;
}

/** The select inside `has(select)`. */
function hasArgument(node: ASTNode): ASTNode | undefined {
  const args = node.args as unknown;
  if (node.op !== 'call' || !Array.isArray(args) || args[0] !== 'has' || !Array.isArray(args[1]) || args[1].length !== 1) return undefined;
  const select: unknown = args[1][0];
  return isNode(select) && select.op === '.' ? select : undefined;
}

/** Evaluating `node` cannot fail: self, a field of self known to be set, has() of a field of such a value. */
function cannotFail(node: ASTNode, known: ReadonlySet<string>): boolean {
  if (node.op === 'id') return node.args === 'self' || node.args === 'oldSelf';
  const field = hasArgument(node);
  if (field !== undefined) {
    const [receiver] = field.args as unknown[];
    return isNode(receiver) && cannotFail(receiver, known);
  }
  if (node.op !== '.' || !Array.isArray(node.args)) return false;
  const [receiver] = node.args as unknown[];
  return isNode(receiver) && cannotFail(receiver, known) && known.has(fieldKey(node));
}

const fieldKey = (select: ASTNode): string => JSON.stringify(stripped(asSelf(select)));

/** The tree with oldSelf read as self. */
function asSelf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asSelf);
  if (!isNode(node)) return node;
  if (node.op === 'id' && node.args === 'oldSelf') return { op: 'id', args: 'self' };
  return { op: node.op, args: asSelf(node.args) };
}

/** op and args only, for a key. */
function stripped(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripped);
  return isNode(node) ? { op: node.op, args: stripped(node.args) } : node;
}

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
