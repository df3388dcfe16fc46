import type { ASTNode } from '@marcbachmann/cel-js';
import { escapeCelName, unescapeCelName } from '../crd/cel/escape-cel-name.js';

// The shapes of cel-js's parsed expressions that the compat/ proofs read (implied-by-rule.ts,
// presence-implication.ts, holds-without-new-fields.ts): a node is `{op, args}`, and `has(x.f)` is
// a call whose args are ['has', [select]], the select's args [receiver, 'f'].

export const isNode = (x: unknown): x is ASTNode =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && 'op' in x && 'args' in x;

/** The one argument of `has(…)`, whatever it is; undefined for any other node. */
export function hasArgument(node: ASTNode): unknown {
  const args = node.args as unknown;
  if (
    node.op !== 'call' ||
    !Array.isArray(args) ||
    args[0] !== 'has' ||
    !Array.isArray(args[1]) ||
    args[1].length !== 1
  )
    return undefined;
  return args[1][0] as unknown;
}

/** The select inside `has(select)`. */
export function hasSelect(node: ASTNode): ASTNode | undefined {
  const select = hasArgument(node);
  return isNode(select) && select.op === '.' ? select : undefined;
}

/** `has(self.<field>)`, built for a proof (no positions). */
export const hasSelfField = (field: string): ASTNode =>
  ({ op: 'call', args: ['has', [{ op: '.', args: [{ op: 'id', args: 'self' }, field] }]] }) as unknown as ASTNode;

/** `!has(self.<field>) || rule`: what a rule of the field asks of its holder. */
export const whereFieldSet = (field: string, rule: ASTNode): ASTNode =>
  ({ op: '||', args: [{ op: '!_', args: hasSelfField(field) }, rule] }) as unknown as ASTNode;

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
 * A text of the tree that two trees share exactly when sameTree holds of them (literals by value,
 * a bigint as itself, the positions the parser gives each node left out): what a rule is,
 * whatever its spaces and parentheses.
 */
export function treeKey(node: unknown): string {
  return JSON.stringify(node, (key, value: unknown) =>
    key === 'pos' || key === 'start' || key === 'end' ? undefined : typeof value === 'bigint' ? `${value}n` : value,
  );
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

/**
 * The has() chains of a rule that reads `self` and `oldSelf` only through has(): `['self', 'a']`
 * for has(self.a), `['self', 'a', 'b']` for has(self.a.b), at most `depth` fields; undefined when
 * the rule reads either in any other way, or asks deeper. The truth-table proofs
 * (presence-implication.ts, implied-by-structure.ts) decide such rules by trying every combination.
 */
export function presenceChains(ast: ASTNode, depth: number): string[][] | undefined {
  const chains: string[][] = [];
  const walk = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.every(walk);
    if (!isNode(node)) return true;
    if (node.op === 'id') return node.args !== 'self' && node.args !== 'oldSelf';
    const select = hasSelect(node);
    const chain = select ? chainOf(select) : undefined;
    if (chain && (chain[0] === 'self' || chain[0] === 'oldSelf')) {
      if (chain.length - 1 > depth) return false;
      chains.push(chain);
      return true;
    }
    return walk(node.args);
  };
  return walk(ast) ? chains : undefined;
}

/** `v.a.b` as ['v', 'a', 'b']: an identifier and the fields selected from it. */
export function chainOf(node: ASTNode): string[] | undefined {
  if (node.op === 'id') return typeof node.args === 'string' ? [node.args] : undefined;
  if (node.op !== '.' || !Array.isArray(node.args)) return undefined;
  const [receiver, field] = node.args as unknown[];
  const chain = isNode(receiver) ? chainOf(receiver) : undefined;
  return chain && typeof field === 'string' ? [...chain, field] : undefined;
}

/** `v.matches('<literal>')`, or the global `matches(v, '<literal>')`: v and the pattern. */
export function matchesCall(node: ASTNode): { readonly subject: unknown; readonly pattern: string } | undefined {
  const m = call(node, 'matches') ?? globalCall(node, 'matches');
  const literal = m?.args[0];
  return m && m.args.length === 1 && isNode(literal) && literal.op === 'value' && typeof literal.args === 'string'
    ? { subject: m.receiver, pattern: literal.args }
    : undefined;
}

/** A global call `name(first, rest...)`, as the member call `first.name(rest...)` reads. */
export function globalCall(
  node: ASTNode,
  name: string,
): { readonly receiver: unknown; readonly args: readonly unknown[] } | undefined {
  if (node.op !== 'call' || !Array.isArray(node.args)) return undefined;
  const [called, args] = node.args as [unknown, unknown];
  return called === name && Array.isArray(args) && args.length > 0
    ? { receiver: args[0], args: args.slice(1) }
    : undefined;
}

/** The one argument of a global call `name(x)`; undefined for any other node. */
export function soleArgument(node: unknown, name: string): unknown {
  const c = isNode(node) ? globalCall(node, name) : undefined;
  return c && c.args.length === 0 ? c.receiver : undefined;
}

/** A member call `receiver.name(args)`. */
export function call(
  node: ASTNode,
  name: string,
): { readonly receiver: unknown; readonly args: readonly unknown[] } | undefined {
  if (node.op !== 'rcall' || !Array.isArray(node.args)) return undefined;
  const [called, receiver, args] = node.args as [unknown, unknown, unknown];
  return called === name && Array.isArray(args) ? { receiver, args } : undefined;
}

/** `self.<name>(v, body)`: a macro over `self` and its variable (never `self` itself) and body. */
export function macroOnSelf(
  n: ASTNode | undefined,
  name: string,
): { readonly variable: string; readonly body: ASTNode } | undefined {
  if (!n || n.op !== 'rcall' || !Array.isArray(n.args)) return undefined;
  const [called, receiver, macroArgs] = n.args as unknown[];
  if (called !== name || !isNode(receiver) || receiver.op !== 'id' || receiver.args !== 'self') return undefined;
  if (!Array.isArray(macroArgs) || macroArgs.length !== 2) return undefined;
  const [variable, body] = macroArgs as unknown[];
  return isNode(variable) &&
    variable.op === 'id' &&
    typeof variable.args === 'string' &&
    variable.args !== 'self' &&
    isNode(body)
    ? { variable: variable.args, body }
    : undefined;
}

/** X of `size(X)` or `X.size()`. */
export function sizeOf(n: ASTNode): ASTNode | undefined {
  const args = n.args as unknown;
  if (!Array.isArray(args) || args[0] !== 'size') return undefined;
  if (n.op === 'call' && Array.isArray(args[1]) && args[1].length === 1 && isNode(args[1][0])) return args[1][0];
  if (n.op === 'rcall' && isNode(args[1]) && Array.isArray(args[2]) && args[2].length === 0) return args[1];
  return undefined;
}

/** Whether the rule reads oldSelf (an identifier, not the word in a string): a transition rule. */
export function readsOldSelf(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsOldSelf);
  return isNode(node) && ((node.op === 'id' && node.args === 'oldSelf') || readsOldSelf(node.args));
}

/** A comparison with its operands swapped: `a < b` is `b > a`. */
export const MIRRORED_COMPARISON: Readonly<Record<string, string>> = {
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '==': '==',
  '!=': '!=',
};

/** The node's operands: its args that are nodes (a unary operator's one is not in a list). */
export function operandsOf(node: ASTNode): ASTNode[] {
  const args = node.args as unknown;
  return Array.isArray(args) ? args.filter(isNode) : isNode(args) ? [args] : [];
}

/**
 * Folds `!`, `&&` and `||` into true, false or unknown as CEL evaluates them (`true || error` is
 * true: the side that decides absorbs the other); `leaf` decides every other node.
 */
export function foldLogic(node: ASTNode, leaf: (n: ASTNode) => boolean | undefined): boolean | undefined {
  const operands = operandsOf(node);
  switch (node.op) {
    case '!_': {
      const t = operands[0] && foldLogic(operands[0], leaf);
      return t === undefined ? undefined : !t;
    }
    case '&&':
    case '||': {
      const [a, b] = operands.map((o) => foldLogic(o, leaf));
      const absorbing = node.op === '||';
      if (a === absorbing || b === absorbing) return absorbing;
      return a === !absorbing && b === !absorbing ? !absorbing : undefined;
    }
    default:
      return leaf(node);
  }
}

/** Whether the node is the variable `self`. */
export const isSelf = (x: unknown): boolean => isNode(x) && x.op === 'id' && x.args === 'self';

/**
 * A string, number or boolean literal, as the JSON value it compares equal to (`-1` parses as
 * unary minus on 1); an integer beyond what a JSON number holds exactly is none.
 */
export function literalOf(x: unknown): { readonly value: string | number | boolean } | undefined {
  if (isNode(x) && x.op === '-_') {
    const negated = literalOf(x.args);
    return negated && typeof negated.value === 'number' ? { value: -negated.value } : undefined;
  }
  if (!isNode(x) || x.op !== 'value') return undefined;
  const v = x.args as unknown;
  if (typeof v === 'string' || typeof v === 'boolean') return { value: v };
  if (typeof v === 'number' && Number.isFinite(v)) return { value: v };
  if (typeof v === 'bigint' && v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER))
    return { value: Number(v) };
  return undefined;
}

/** The operands of a chain of `&&`, whatever its grouping, or the node itself. */
export function conjuncts(node: ASTNode): ASTNode[] {
  const args = node.args as unknown;
  return node.op === '&&' && Array.isArray(args) && args.length === 2 && args.every(isNode)
    ? (args as ASTNode[]).flatMap(conjuncts)
    : [node];
}

/** The sides of an `||` chain, nested ones flattened. */
export function disjuncts(node: ASTNode): ASTNode[] {
  const args = node.args as unknown;
  return node.op === '||' && Array.isArray(args) && args.length === 2 && args.every(isNode)
    ? (args as ASTNode[]).flatMap(disjuncts)
    : [node];
}

/** `^[^c]+` or `^[^c]*`, c one character (escaped or not): the text before the first c. */
const PREFIX_BEFORE = /^\^\[\^(\\?[^\\\]])\][+*]$/;

/**
 * The tree with each `s.find('^[^c]+')` written as `s.split('c')[0]`, which selects the same: the
 * text before the first `c`, "" where `s` starts with it (Kubernetes' regex library's find gives ""
 * where nothing matches), all of `s` where it has none. karpenter-provider-aws rewrote its alias
 * rules so (b1e5526ba).
 */
export function withPrefixSelectionsAlike(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withPrefixSelectionsAlike);
  if (!isNode(node)) return node;
  const args = node.args as unknown;
  if (node.op === 'rcall' && Array.isArray(args) && args[0] === 'find' && Array.isArray(args[2])) {
    const [pattern] = args[2] as unknown[];
    const m =
      isNode(pattern) && pattern.op === 'value' && typeof pattern.args === 'string' && args[2].length === 1
        ? PREFIX_BEFORE.exec(pattern.args)
        : null;
    const separator = m?.[1]?.replace(/^\\/, '');
    if (separator !== undefined && separator.length === 1)
      return {
        op: '[]',
        args: [
          { op: 'rcall', args: ['split', withPrefixSelectionsAlike(args[1]), [{ op: 'value', args: separator }]] },
          { op: 'value', args: 0n },
        ],
      };
  }
  return { op: node.op, args: withPrefixSelectionsAlike(args) };
}
