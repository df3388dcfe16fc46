import type { ASTNode } from '@marcbachmann/cel-js';
import { hasArgument, hasSelect, isNode, isSelf, treeKey } from './cel-ast.js';

// A rule that reads an optional field through a default, `(has(self.a) ? self.a : []).exists(…)`
// or `self.?a.orValue([]).exists(…)`,
// as the explicit presence test it is: `has(self.a) && self.a.exists(…)`. istio's generator
// rewrote its rules so (e9d6ef7d838): `!(has(a) && a.exists(P) && has(r) && r != "STATIC" &&
// r != "NONE")` became `!((has(a) ? a : []).exists(P) && !((has(r) ? r : "NONE") in ["STATIC",
// "NONE"]))`, the same rule, and the proofs (implied-by-rule.ts) read the two forms alike once
// both are written this way. Every step gives the same value as the rule it rewrites, errors
// included, so a proof about the rewritten rules holds of the rules:
//
// - `f(G ? X : D)`, where f is a comparison, a membership or a call that reads the value, is
//   `G ? f(X) : f(D)`, and f(D) is worked out where D and f's other operands are literals (an
//   empty list has no element, its size is 0);
// - `G ? A : false` is `G && A`, and `G ? A : true` is `!G || A`, where G cannot fail (a presence
//   test, or one comparison of a field it tested with a literal): were G an error, the conditional
//   would be one, and `G && A` might not;
// - `x in [l1, l2]` is `x == l1 || x == l2`;
// - `has(x.?a.b)` is `has(x.a) && has(x.a.b)`: in cel-go a `.?` makes every select after it
//   optional too, and a presence test of an empty optional is false (postgres-operator ee3a1d5610
//   rewrote `!has(self.config) || !has(self.config.parameters) || …` so);
// - a negation goes down to the comparisons (De Morgan, which CEL's commutative `&&` and `||`
//   keep, errors included).

/**
 * The rule with its presence defaults read as presence tests (above); the very node where nothing
 * is rewritten. Once a rule: a base rule is proven against every head rule of its node.
 */
export function withPresenceDefaultsRead(node: ASTNode): ASTNode {
  let read = READ.get(node);
  if (read === undefined) {
    const rewritten = negationsInward(rewrite(node));
    read = treeKey(rewritten) === treeKey(node) ? node : rewritten;
    READ.set(node, read);
  }
  return read;
}

const READ = new WeakMap<ASTNode, ASTNode>();

function rewrite(node: ASTNode): ASTNode {
  const args = node.args;
  const children = Array.isArray(args)
    ? args.map((a) => (isNode(a) ? rewrite(a) : Array.isArray(a) ? a.map((x) => (isNode(x) ? rewrite(x) : x)) : a))
    : isNode(args)
      ? rewrite(args)
      : args;
  const rebuilt = sizeAsMethod({ op: node.op, args: children } as ASTNode);
  return asPresence(lifted(rebuilt) ?? expandedMembership(rebuilt) ?? optionalPresence(rebuilt) ?? rebuilt);
}

// ----- f(G ? X : D) as G ? f(X) : f(D)

const READS = new Set(['==', '!=', '<', '<=', '>', '>=', 'in']);
const READING_CALLS = new Set(['exists', 'all', 'exists_one', 'size', 'contains', 'startsWith', 'endsWith']);

/** The atom with a presence default among its operands lifted out of it, or undefined. */
function lifted(node: ASTNode): ASTNode | undefined {
  const args = node.args;
  if (!Array.isArray(args)) return undefined;
  const operands = READS.has(node.op) ? [0, 1] : node.op === 'rcall' && READING_CALLS.has(args[0] as string) ? [1] : [];
  for (const i of operands) {
    const operand = args[i];
    if (!isNode(operand)) continue;
    // The operand itself, or `size(T)` / `T.size()` as the operand of a comparison.
    const d = presenceDefault(operand) ?? (READS.has(node.op) ? sizeOfDefault(operand) : undefined);
    if (d === undefined) continue;
    const withValue = (value: ASTNode): ASTNode =>
      ({ op: node.op, args: args.map((a, j) => (j === i ? d.rebuild(value) : a)) }) as ASTNode;
    const expanded = (atom: ASTNode): ASTNode => expandedMembership(atom) ?? atom;
    return {
      op: '?:',
      args: [d.guard, expanded(withValue(d.value)), expanded(folded(withValue(d.otherwise)))],
    } as ASTNode;
  }
  return undefined;
}

interface Default {
  readonly guard: ASTNode;
  readonly value: ASTNode;
  readonly otherwise: ASTNode;
  /** The operand with the default's place holding `v`. */
  readonly rebuild: (v: ASTNode) => ASTNode;
}

/** `G ? X : D` with G a presence test that cannot fail and D a literal; or `self.?f.orValue(D)`, the same default in CEL's optional types. */
function presenceDefault(node: ASTNode): Default | undefined {
  const optional = optionalDefault(node);
  if (optional !== undefined) return optional;
  if (node.op !== '?:' || !Array.isArray(node.args) || node.args.length !== 3) return undefined;
  const [guard, value, otherwise] = node.args as unknown[];
  if (!isNode(guard) || !isNode(value) || !isNode(otherwise) || !isLiteral(otherwise) || !cannotFail(guard))
    return undefined;
  return { guard, value, otherwise, rebuild: (v) => v };
}

/** `self.?f.orValue(D)` as `has(self.f) ? self.f : D`: the field's value where it is set, else D. */
function optionalDefault(node: ASTNode): Default | undefined {
  const args = node.args;
  if (node.op !== 'rcall' || !Array.isArray(args) || args[0] !== 'orValue' || !Array.isArray(args[2])) return undefined;
  const [selected, [otherwise]] = [args[1], args[2] as unknown[]];
  if (!isNode(selected) || selected.op !== '.?' || !Array.isArray(selected.args) || args[2].length !== 1)
    return undefined;
  const [receiver, field] = selected.args as unknown[];
  if (!isNode(receiver) || receiver.op !== 'id' || receiver.args !== 'self' || typeof field !== 'string')
    return undefined;
  if (!isNode(otherwise) || !isLiteral(otherwise)) return undefined;
  const value = { op: '.', args: [receiver, field] } as unknown as ASTNode;
  const guard = { op: 'call', args: ['has', [value]] } as unknown as ASTNode;
  return { guard, value, otherwise, rebuild: (v) => v };
}

/** `size(G ? X : D)` or `(G ? X : D).size()`. */
function sizeOfDefault(node: ASTNode): Default | undefined {
  const args = node.args;
  if (!Array.isArray(args) || args[0] !== 'size') return undefined;
  if (node.op === 'call' && Array.isArray(args[1]) && args[1].length === 1 && isNode(args[1][0])) {
    const d = presenceDefault(args[1][0]);
    return d && { ...d, rebuild: (v) => ({ op: 'call', args: ['size', [v]] }) as unknown as ASTNode };
  }
  if (node.op === 'rcall' && isNode(args[1]) && Array.isArray(args[2]) && args[2].length === 0) {
    const d = presenceDefault(args[1]);
    return d && { ...d, rebuild: (v) => ({ op: 'rcall', args: ['size', v, []] }) as unknown as ASTNode };
  }
  return undefined;
}

// ----- literals and what can be worked out from them

type Literal = string | number | bigint | boolean | null | readonly Literal[];

function literalValue(node: unknown): { readonly value: Literal } | undefined {
  if (!isNode(node)) return undefined;
  if (node.op === 'value') {
    const v = node.args as unknown;
    return typeof v === 'string' ||
      typeof v === 'number' ||
      typeof v === 'bigint' ||
      typeof v === 'boolean' ||
      v === null
      ? { value: v }
      : undefined;
  }
  if (node.op === 'list' && Array.isArray(node.args)) {
    const items = node.args.map(literalValue);
    return items.every((i) => i !== undefined) ? { value: items.map((i) => i.value) } : undefined;
  }
  if (node.op === 'map' && Array.isArray(node.args) && node.args.length === 0) return { value: [] };
  return undefined;
}

const isLiteral = (node: ASTNode): boolean => literalValue(node) !== undefined;

/** The atom worked out where its operands are literals (what an empty list or map gives); else as it is. */
function folded(node: ASTNode): ASTNode {
  const v = foldedValue(node);
  return v === undefined ? node : ({ op: 'value', args: v } as ASTNode);
}

function foldedValue(node: ASTNode): boolean | bigint | undefined {
  const args = node.args;
  if (!Array.isArray(args)) return undefined;
  if (node.op === 'rcall' && args[0] === 'size' && Array.isArray(args[2]) && args[2].length === 0) {
    const of = literalValue(args[1]);
    return of && Array.isArray(of.value) ? BigInt(of.value.length) : undefined;
  }
  if (node.op === 'call' && args[0] === 'size' && Array.isArray(args[1]) && args[1].length === 1) {
    const of = literalValue(args[1][0]);
    return of && Array.isArray(of.value) ? BigInt(of.value.length) : undefined;
  }
  if (node.op === 'rcall' && (args[0] === 'exists' || args[0] === 'exists_one' || args[0] === 'all')) {
    const of = literalValue(args[1]);
    // Over no element, exists is false and all is true, whatever the body.
    return of && Array.isArray(of.value) && of.value.length === 0 ? args[0] === 'all' : undefined;
  }
  if (!READS.has(node.op) || args.length !== 2) return undefined;
  const [l, r] = args.map((a) => (isNode(a) ? (literalValue(a) ?? sizeValue(a)) : undefined));
  if (l === undefined || r === undefined) return undefined;
  if (node.op === 'in') return Array.isArray(r.value) ? r.value.some((x) => same(l.value, x)) : undefined;
  if (node.op === '==' || node.op === '!=') {
    if (Array.isArray(l.value) || Array.isArray(r.value)) return undefined;
    return (node.op === '==') === same(l.value, r.value);
  }
  const a = l.value;
  const b = r.value;
  // Order only between two integers: CEL compares across numeric types in ways not worth copying.
  if (typeof a !== 'bigint' || typeof b !== 'bigint') return undefined;
  return node.op === '<' ? a < b : node.op === '<=' ? a <= b : node.op === '>' ? a > b : a >= b;
}

/** The size an operand worked out to (`size([])` is 0). */
function sizeValue(node: ASTNode): { readonly value: bigint } | undefined {
  const v = foldedValue(node);
  return typeof v === 'bigint' ? { value: v } : undefined;
}

/** CEL's equality of two scalar literals (a string is never a number, 1 is 1.0). */
function same(a: Literal, b: Literal): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return false;
  if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number'))
    return Number(a) === Number(b);
  return a === b;
}

/** `size(X)` as `X.size()`, one spelling of one function. */
function sizeAsMethod(node: ASTNode): ASTNode {
  const args = node.args;
  if (node.op !== 'call' || !Array.isArray(args) || args[0] !== 'size' || !Array.isArray(args[1])) return node;
  const [of] = args[1] as unknown[];
  return args[1].length === 1 && isNode(of) ? ({ op: 'rcall', args: ['size', of, []] } as unknown as ASTNode) : node;
}

// ----- the conditional as presence logic, membership as equalities

/** `G ? A : false` as `G && A`, `G ? A : true` as `!G || A`, where G cannot fail; else as it is. */
function asPresence(node: ASTNode): ASTNode {
  if (node.op !== '?:' || !Array.isArray(node.args) || node.args.length !== 3) return node;
  const [guard, then, otherwise] = node.args as unknown[];
  if (!isNode(guard) || !isNode(then) || !isNode(otherwise) || otherwise.op !== 'value' || !cannotFail(guard))
    return node;
  if (otherwise.args === false) return { op: '&&', args: [guard, then] } as ASTNode;
  if (otherwise.args === true) return { op: '||', args: [{ op: '!_', args: guard }, then] } as ASTNode;
  return node;
}

/** `has(x.f.?a.b)` as `has(x.f.a) && has(x.f.a.b)`: a presence test for each select from the first `.?` on. */
function optionalPresence(node: ASTNode): ASTNode | undefined {
  const selects: { readonly field: string; readonly optional: boolean }[] = [];
  let receiver = hasArgument(node);
  while (isNode(receiver) && (receiver.op === '.' || receiver.op === '.?') && Array.isArray(receiver.args)) {
    const [inner, field] = receiver.args as unknown[];
    if (typeof field !== 'string') return undefined;
    selects.unshift({ field, optional: receiver.op === '.?' });
    receiver = inner;
  }
  const first = selects.findIndex((s) => s.optional);
  if (first < 0 || !isNode(receiver)) return undefined;
  let select = receiver;
  const tests: ASTNode[] = [];
  selects.forEach(({ field }, i) => {
    select = { op: '.', args: [select, field] } as unknown as ASTNode;
    if (i >= first) tests.push({ op: 'call', args: ['has', [select]] } as unknown as ASTNode);
  });
  return tests.reduce((a, b) => ({ op: '&&', args: [a, b] }) as ASTNode);
}

/** `x in [l1, l2]` as `x == l1 || x == l2`, for a list of literals. */
function expandedMembership(node: ASTNode): ASTNode | undefined {
  if (node.op !== 'in' || !Array.isArray(node.args) || node.args.length !== 2) return undefined;
  const [subject, list] = node.args as unknown[];
  if (!isNode(subject) || !isNode(list) || list.op !== 'list' || !Array.isArray(list.args)) return undefined;
  const items = list.args as unknown[];
  if (items.length === 0 || !items.every((i) => isNode(i) && i.op === 'value')) return undefined;
  return (items as ASTNode[])
    .map((i) => ({ op: '==', args: [subject, i] }) as ASTNode)
    .reduce((a, b) => ({ op: '||', args: [a, b] }) as ASTNode);
}

/**
 * Whether the condition evaluates without an error on every object: presence tests of fields of
 * `self` or of objects a presence test before it (in a chain of `&&`) found, and comparisons of
 * such found fields with literals (CEL's `==` of values of two types is false, not an error).
 */
function cannotFail(node: ASTNode, found: ReadonlySet<string> = new Set()): boolean {
  if (node.op === '&&' && Array.isArray(node.args) && node.args.length === 2) {
    const [left, right] = node.args as unknown[];
    return isNode(left) && isNode(right) && cannotFail(left, found) && cannotFail(right, foundBy(left, found));
  }
  if (node.op === '!_' && isNode(node.args)) return cannotFail(node.args, found);
  const tested = hasSelect(node);
  if (tested !== undefined) return isReadable(tested, found);
  if ((node.op === '==' || node.op === '!=') && Array.isArray(node.args) && node.args.length === 2) {
    const [left, right] = node.args as unknown[];
    return (
      (isNode(right) && isLiteral(right) && isNode(left) && found.has(treeKey(left))) ||
      (isNode(left) && isLiteral(left) && isNode(right) && found.has(treeKey(right)))
    );
  }
  return false;
}

/** Whether reading the receiver of `X.f` cannot fail: X is `self`, or was found present. */
function isReadable(selected: ASTNode, found: ReadonlySet<string>): boolean {
  const [receiver] = selected.args as unknown[];
  return isSelf(receiver) || found.has(treeKey(receiver));
}

/** What a chain of `&&` found present, for the conditions after it. */
function foundBy(node: ASTNode, found: ReadonlySet<string>): ReadonlySet<string> {
  const out = new Set(found);
  const walk = (n: unknown): void => {
    if (!isNode(n)) return;
    if (n.op === '&&' && Array.isArray(n.args)) n.args.forEach(walk);
    const tested = hasSelect(n);
    if (tested !== undefined && isReadable(tested, out)) out.add(treeKey(tested));
  };
  walk(node);
  return out;
}

// ----- negation

const NEGATED: Readonly<Record<string, string>> = { '==': '!=', '!=': '==' };

/** Negations moved down to the comparisons they negate (De Morgan, double negation, `!(a == b)` as `a != b`). */
function negationsInward(node: ASTNode): ASTNode {
  if (node.op === '!_' && isNode(node.args)) return negated(node.args);
  if ((node.op === '&&' || node.op === '||') && Array.isArray(node.args))
    return { op: node.op, args: node.args.map((a) => (isNode(a) ? negationsInward(a) : a)) } as ASTNode;
  if (node.op === '?:' && Array.isArray(node.args))
    return { op: node.op, args: node.args.map((a, i) => (i > 0 && isNode(a) ? negationsInward(a) : a)) } as ASTNode;
  return node;
}

function negated(node: ASTNode): ASTNode {
  if (node.op === '!_' && isNode(node.args)) return negationsInward(node.args);
  if ((node.op === '&&' || node.op === '||') && Array.isArray(node.args) && node.args.every(isNode))
    return { op: node.op === '&&' ? '||' : '&&', args: (node.args as ASTNode[]).map(negated) } as ASTNode;
  const flipped = NEGATED[node.op];
  if (flipped !== undefined) return { op: flipped, args: node.args } as ASTNode;
  return { op: '!_', args: node } as ASTNode;
}
