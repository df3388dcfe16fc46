import type { ASTNode } from '@marcbachmann/cel-js';
import { hasSelect, isNode, isSelf } from './cel-ast.js';

// A field read with a default, `(has(self.f) ? self.f : "")`, as istio's CEL pre-processor writes
// what `has(self.f) && …` or `!has(self.f) || …` said (istio/api a684e698b: 20 rules rewritten,
// none changed). The rule is rewritten back, exactly: a method call on, or a comparison with, the
// conditional is taken into both of its branches, `(C ? A : B).m(x)` being `C ? A.m(x) : B.m(x)`;
// what then reads literals alone is worked out (`"".startsWith("unix://")` is false); and a
// conditional on `has(self.f)`, which never fails, with a literal boolean for a branch is the
// `&&` or `||` it means. Both sides of a comparison of rules are rewritten so.

const COMPARISONS: ReadonlySet<string> = new Set(['==', '!=']);
const STRING_METHODS: Readonly<Record<string, (s: string, x: string) => boolean>> = {
  startsWith: (s, x) => s.startsWith(x),
  endsWith: (s, x) => s.endsWith(x),
  contains: (s, x) => s.includes(x),
};

/** The rule with its defaulted reads written as presence tests (unchanged where there are none). */
export function withDefaultedReadsExpanded(node: ASTNode): ASTNode {
  return expand(node) as ASTNode;
}

/** The node rewritten, or the very same node where nothing below it is (so a rule without defaulted reads is not compared twice). */
function expand(x: unknown): unknown {
  if (Array.isArray(x)) {
    const items = x.map(expand);
    return items.every((item, i) => item === x[i]) ? x : items;
  }
  if (!isNode(x)) return x;
  const expandedArgs = expand(x.args);
  const n = expandedArgs === x.args ? x : make(x.op, expandedArgs);
  const args = n.args as unknown;
  if (n.op === 'rcall' && Array.isArray(args)) {
    const [method, receiver, callArgs] = args as [unknown, unknown, unknown];
    const c = conditionalOf(receiver);
    if (c)
      return simplified(make('?:', [c.condition, call(method, c.then, callArgs), call(method, c.otherwise, callArgs)]));
  }
  if (COMPARISONS.has(n.op) && Array.isArray(args) && args.length === 2) {
    const [a, b] = args as [unknown, unknown];
    const c = conditionalOf(a) ?? conditionalOf(b);
    if (c) {
      const side = (branch: unknown) => folded(make(n.op, conditionalOf(a) ? [branch, b] : [a, branch]));
      return simplified(make('?:', [c.condition, side(c.then), side(c.otherwise)]));
    }
  }
  return n.op === '?:' ? simplified(n) : n;
}

const make = (op: string, args: unknown): ASTNode => ({ op, args }) as unknown as ASTNode;

const call = (method: unknown, receiver: unknown, args: unknown): ASTNode =>
  folded(make('rcall', [method, receiver, args]));

function conditionalOf(x: unknown): { condition: unknown; then: unknown; otherwise: unknown } | undefined {
  if (!isNode(x) || x.op !== '?:' || !Array.isArray(x.args) || x.args.length !== 3) return undefined;
  const [condition, then, otherwise] = x.args as [unknown, unknown, unknown];
  return { condition, then, otherwise };
}

const literal = (x: unknown): { value: unknown } | undefined =>
  isNode(x) && x.op === 'value' ? { value: x.args } : undefined;

/** A call or comparison of literals alone, worked out; anything else as it is. */
function folded(n: ASTNode): ASTNode {
  const args = n.args as unknown;
  if (!Array.isArray(args)) return n;
  if (n.op === 'rcall') {
    const [method, receiver, callArgs] = args as [unknown, unknown, unknown];
    const s = literal(receiver)?.value;
    const only = Array.isArray(callArgs) && callArgs.length === 1 ? literal(callArgs[0])?.value : undefined;
    const f = typeof method === 'string' ? STRING_METHODS[method] : undefined;
    if (f && typeof s === 'string' && typeof only === 'string') return make('value', f(s, only));
  }
  if (COMPARISONS.has(n.op) && args.length === 2) {
    const [a, b] = [literal(args[0])?.value, literal(args[1])?.value];
    const comparable =
      (typeof a === 'string' && typeof b === 'string') || (typeof a === 'boolean' && typeof b === 'boolean');
    if (comparable) return make('value', n.op === '==' ? a === b : a !== b);
  }
  return n;
}

/** `has(self.f) ? X : false` is `has(self.f) && X`, and so on, where the condition cannot fail. */
function simplified(n: ASTNode): ASTNode {
  const c = conditionalOf(n);
  if (!c || !isNode(c.condition) || !isPresenceOnSelf(c.condition)) return n;
  const not = make('!_', c.condition);
  const [then, otherwise] = [literal(c.then)?.value, literal(c.otherwise)?.value];
  if (otherwise === false) return make('&&', [c.condition, c.then]);
  if (otherwise === true) return make('||', [not, c.then]);
  if (then === true) return make('||', [c.condition, c.otherwise]);
  if (then === false) return make('&&', [not, c.otherwise]);
  return n;
}

/** `has(self.f)`: a field of the node the rule is on, which has() reads without failing. */
function isPresenceOnSelf(node: ASTNode): boolean {
  const select = hasSelect(node);
  return select !== undefined && Array.isArray(select.args) && isSelf(select.args[0]);
}
