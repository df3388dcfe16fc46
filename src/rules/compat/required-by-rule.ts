import type { SchemaNode } from '../crd/schema/schema-node.js';
import type { ASTNode } from '@marcbachmann/cel-js';
import { chainOf, hasSelect, isNode, readsOldSelf, withPropertyNames } from './cel-ast.js';
import type { CompareOptions } from './compare-schemas.js';

// The fields that the CEL rules of a node, or of the objects holding it, required already: a rule
// that refuses every object without the field refuses each create and update `required` would.
// ovn-kubernetes' UserDefinedNetwork required `has(self.subnets) && size(self.subnets) > 0` of a
// layer3 network, then also `required: [subnets]` (1cb09d40c). A rule that reads the field outside
// has() refuses too: reading an absent field is CEL's "no such key" error, which the apiserver
// reports as an invalid value (apiextensions' cel/validation.go validateExpressions), unratcheted.
// kube-bind's regenerated APIServiceExport (f5157cc2) required spec.group and spec.names, which the
// root rule `self.metadata.name == self.spec.names.plural+"."+self.spec.group` read, and spec.scope,
// which two rules read on either side of `||` beside has(self.clusterScopedIsolation): whichever
// way that is set, one of them errors.
// A transition rule is left out: it runs on updates only, and a create is not held to it.

/** An object holding the node, and the names from it to the node (`['spec']` for the root). */
export interface RulesAbove {
  readonly node: SchemaNode;
  readonly path: readonly string[];
}

// What an expression can come to, as a set: true, false, an error, another value.
const T = 1;
const F = 2;
const E = 4;
const O = 8;
const ANY = T | F | E | O;
/** The most has() tests that the proof tries every combination of. */
const MAX_FREE_TESTS = 8;

/**
 * The fields of `node` that a rule of the node or of one above it refuses every object without,
 * where the base sets no default (a defaulted field was never absent, whatever its rules read).
 */
export function requiredByRules(
  node: SchemaNode,
  celAst: CompareOptions['celAst'],
  above: readonly RulesAbove[] = [],
): ReadonlySet<string> {
  const out = new Set<string>();
  if (!celAst) return out;
  const rules = [{ node, path: [] as readonly string[] }, ...above].flatMap(({ node: holder, path }) =>
    holder.validations.flatMap(({ rule }) => {
      const ast = typeof rule.rule === 'string' ? celAst(rule.rule.trim()) : undefined;
      return ast === undefined || readsOldSelf(ast) ? [] : [{ ast: withPropertyNames(ast) as ASTNode, path }];
    }),
  );
  if (rules.length === 0) return out;
  for (const [name, property] of node.properties)
    if (!property.hasDefault && refusedWithout(rules, name)) out.add(name);
  return out;
}

/** Whether, for every outcome of the has() tests the absence leaves open, some rule refuses. */
function refusedWithout(rules: readonly { ast: ASTNode; path: readonly string[] }[], name: string): boolean {
  const free = new Set<string>();
  for (const { ast, path } of rules) collectTests(ast, path, name, free);
  if (free.size > MAX_FREE_TESTS) return false;
  const tests = [...free];
  for (let m = 0; m < 1 << tests.length; m++) {
    const set = new Map(tests.map((t, i) => [t, (m & (1 << i)) !== 0]));
    if (!rules.some(({ ast, path }) => (outcomes(ast, { path, name, set }) & T) === 0)) return false;
  }
  return true;
}

interface Hypothesis {
  /** The names from the rule's `self` to the node, which is there and lacks `name`. */
  readonly path: readonly string[];
  readonly name: string;
  /** Other has() tests, by the names from the rule's object's root (`a.b`): set or not. */
  readonly set: ReadonlyMap<string, boolean>;
}

type Place = 'above' | 'absent' | 'below' | 'free';

/** Where `self.<fields>` stands to the absent field: on the way to it, it, under it, or elsewhere. */
function place(fields: readonly string[], h: Pick<Hypothesis, 'path' | 'name'>): Place {
  const to = [...h.path, h.name];
  const shared = fields.findIndex((f, i) => i >= to.length || f !== to[i]);
  const common = shared === -1 ? fields.length : shared;
  if (common < Math.min(fields.length, to.length)) return 'free';
  if (fields.length < to.length) return 'above';
  return fields.length === to.length ? 'absent' : 'below';
}

/** The has() tests of `self` fields that the absence does not decide, keyed by their names. */
function collectTests(node: unknown, path: readonly string[], name: string, into: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((n) => collectTests(n, path, name, into));
  if (!isNode(node)) return;
  const chain = testedChain(node);
  if (chain && place(chain, { path, name }) === 'free') into.add(testKey(path, chain));
  collectTests(node.args, path, name, into);
}

/** `has(self.a.b)`: ['a', 'b']. */
function testedChain(node: ASTNode): string[] | undefined {
  const select = hasSelect(node);
  const chain = select ? chainOf(select) : undefined;
  return chain?.[0] === 'self' ? chain.slice(1) : undefined;
}

/**
 * A has() test keyed by where it points from the node (how many objects up, then the names down),
 * so that rules at two depths share it: the root's `has(self.spec.x)` is spec's `has(self.x)`.
 */
function testKey(path: readonly string[], chain: readonly string[]): string {
  let shared = 0;
  while (shared < path.length && shared < chain.length && chain[shared] === path[shared]) shared++;
  return JSON.stringify([path.length - shared, ...chain.slice(shared)]);
}

// The macros, whose arguments CEL evaluates per element or not at all (their errors can be absorbed).
const LAZY_CALLS: ReadonlySet<string> = new Set(['all', 'exists', 'exists_one', 'map', 'filter', 'bind']);

/** What the expression can come to on an object whose node is there and lacks the field. */
function outcomes(node: ASTNode, h: Hypothesis): number {
  const args = node.args as unknown;
  const parts = Array.isArray(args) ? args : [args];
  switch (node.op) {
    case 'value':
      return args === true ? T : args === false ? F : O;
    case '||':
    case '&&': {
      const [a, b] = parts.map((p) => (isNode(p) ? outcomes(p, h) : ANY)) as [number, number];
      return junction(a, b, node.op === '||' ? T : F);
    }
    case '!_': {
      const a = isNode(args) ? outcomes(args, h) : ANY;
      return (a & T ? F : 0) | (a & F ? T : 0) | (a & (E | O) ? E : 0);
    }
    case '?:': {
      const [c, a, b] = parts.map((p) => (isNode(p) ? outcomes(p, h) : ANY)) as [number, number, number];
      return (c & T ? a : 0) | (c & F ? b : 0) | (c & (E | O) ? E : 0);
    }
    case '.': {
      const chain = chainOf(node);
      if (chain?.[0] === 'self') {
        const at = place(chain.slice(1), h);
        if (at === 'absent' || at === 'below') return E;
      }
      break;
    }
    case 'call': {
      const chain = testedChain(node);
      if (chain) {
        const at = place(chain, h);
        if (at === 'above') return T;
        if (at === 'absent') return F;
        if (at === 'below') return E;
        const set = h.set.get(testKey(h.path, chain));
        return set === undefined ? ANY : set ? T : F;
      }
      if (!Array.isArray(args) || LAZY_CALLS.has(args[0] as string)) return ANY;
      return strictly(args[1], h);
    }
    case 'rcall':
      // The receiver is evaluated first, whatever the function; a macro's arguments may not be.
      return Array.isArray(args) && LAZY_CALLS.has(args[0] as string)
        ? strictly([args[1]], h)
        : strictly(Array.isArray(args) ? [args[1], args[2]] : undefined, h);
    case 'id':
    case '.?':
    case '[?]':
      return ANY;
  }
  return strictly(args, h);
}

/** An operation that evaluates every operand: an error wherever one surely errs. */
function strictly(operands: unknown, h: Hypothesis): number {
  const list: unknown[] = Array.isArray(operands) ? operands.flat(2) : [operands];
  return list.some((o) => isNode(o) && outcomes(o, h) === E) ? E : ANY;
}

/** CEL's `||` (absorbing true) or `&&` (absorbing false): the absorbing side decides, else an error errs. */
function junction(a: number, b: number, absorbing: number): number {
  const other = absorbing === T ? F : T;
  let out = 0;
  for (const x of [T, F, E, O])
    for (const y of [T, F, E, O]) {
      if (!(a & x) || !(b & y)) continue;
      if (x === absorbing || y === absorbing) out |= absorbing;
      else if (x === other && y === other) out |= other;
      else out |= E;
    }
  return out;
}
