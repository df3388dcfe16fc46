import type { ASTNode } from '@marcbachmann/cel-js';
import { chainOf, hasSelect, isNode } from './cel-ast.js';
import {
  comparesFieldsOfOneValue,
  comparesWithImpossibleValue,
  comparesWithOnlyValue,
  hasOfField,
  knownBoolean,
  type OldObjectFacts,
  type Scope,
} from './holds-without-new-fields.js';
import { CEL_MACROS } from '../crd/cel/macros.js';

// A changed rule as it reads on every object the base schema accepted, for the proof that it
// accepts what the base rule did (implied-by-rule.ts): a comparison of a field every old object
// has with a string its base enum did not allow is false (`!=`: true), and falls out of the `||`,
// `&&`, `!` and `?:` around it. An enum gains values with the rule that judges them: karpenter
// added the requirement operators Gte and Lte, and its rule `self.all(x, (x.operator == 'Gt' ||
// x.operator == 'Lt') ? <one integer value> : true)` became the same with `|| x.operator == 'Gte'
// || x.operator == 'Lte'` (c81e6ace); on every object the base accepted it reads as the base rule.
//
// The objects are those of the operations the base accepted: on an update both `self` and
// `oldSelf` held to the base schema, so the facts hold for both. Inside a macro on `self`
// (`self.all(x, …)`, `exists`, `map`…), or on a list field of it (`self.roles.filter(r, …)`), the
// variable is an item of the list, with the items' facts; a variable bound by any other macro
// hides what the same name meant outside it.
//
// `has()` of a field no old object has is false, of one every old object has true: lws narrowed
// DisaggregatedSet's rule on its roles with the field it added, `self.roles.all(r, P)` becoming
// `self.roles.filter(r, !has(r.scaling) || r.scaling.mode != 'External').all(r, P)` (03e24b0). On
// every old object the filter keeps every role (`filter(r, true)` is the list), and the rule
// reads as before.

export interface OldObjectScope {
  /** What every old `self` (and, in a transition rule, `oldSelf`) has and holds. */
  readonly self: OldObjectFacts;
  /** The same of every item, when `self` is a list of objects. */
  readonly items?: OldObjectFacts;
  /** The rule reads `oldSelf` as an old object (a transition rule without optionalOldSelf). */
  readonly oldSelf: boolean;
}

const literal = (value: boolean): ASTNode => ({ op: 'value', args: value }) as ASTNode;
const isLiteral = (n: unknown, value: boolean): boolean => isNode(n) && n.op === 'value' && n.args === value;

/** `ast` with what every old object decides written as its value; `ast` itself when nothing is. */
export function onOldObjects(ast: ASTNode, facts: OldObjectScope): ASTNode {
  const scope = new Map<string, OldObjectFacts>();
  for (const variable of facts.oldSelf ? ['self', 'oldSelf'] : ['self'])
    withPresentObjects(scope, variable, facts.self);
  return rewrite(ast, scope, facts.items) as ASTNode;
}

/** How deep below a variable the objects every old object has are known by their chains. */
const PRESENT_DEPTH = 3;

/**
 * The facts of a variable and, by their chains (`self.spec`), of the objects below it that every
 * old object has: `has(self.spec.prefix)` of a field the change adds to a spec every old object
 * has is false on all of them (gardener/etcd-druid 108ba26b), where a spec that may be unset
 * makes it an error there, which nothing here decides.
 */
function withPresentObjects(scope: Map<string, OldObjectFacts>, chain: string, facts: OldObjectFacts, depth = 0): void {
  scope.set(chain, facts);
  if (depth === PRESENT_DEPTH) return;
  for (const field of facts.present ?? []) {
    const nested = facts.nested?.(field);
    if (nested) withPresentObjects(scope, `${chain}.${field}`, nested, depth + 1);
  }
}

function rewrite(node: unknown, scope: Scope, items: OldObjectFacts | undefined): unknown {
  if (Array.isArray(node)) {
    const out = node.map((x) => rewrite(x, scope, items));
    return out.every((x, i) => x === node[i]) ? node : out;
  }
  if (!isNode(node)) return node;
  if ((node.op === '==' || node.op === '!=') && comparesWithImpossibleValue(node.args, scope))
    return literal(node.op === '!=');
  if (
    (node.op === '==' || node.op === '!=') &&
    (comparesWithOnlyValue(node.args, scope) || comparesFieldsOfOneValue(node.args, scope))
  )
    return literal(node.op === '==');
  const known = presenceOf(node, scope) ?? knownBoolean(node, scope);
  if (known !== undefined) return literal(known);
  if (node.op === 'rcall') return rewriteCall(node, scope, items);
  const listed = withoutImpossibleItems(node, scope, items);
  if (listed !== undefined) return listed;
  const args = rewrite(node.args, scope, items);
  return simplified(args === node.args ? node : ({ op: node.op, args } as ASTNode));
}

/**
 * `v.F in ['a', 'b', 'c']` with the strings no old object's F holds taken out of the list, as `==`
 * of each reads false: envoyproxy/ai-gateway added `DynamicModule` to the enum of a required `type`
 * and to `self.type in ['Random', 'ConsistentHash'] ? !has(self.slowStart) : true` (f2d59a6a4f).
 * Undefined where no item goes.
 */
function withoutImpossibleItems(node: ASTNode, scope: Scope, items: OldObjectFacts | undefined): ASTNode | undefined {
  const args = node.args as unknown;
  if (node.op !== 'in' || !Array.isArray(args) || args.length !== 2) return undefined;
  const [value, list] = args as [unknown, unknown];
  if (!isNode(list) || list.op !== 'list' || !Array.isArray(list.args)) return undefined;
  const kept = (list.args as unknown[]).filter((item) => !comparesWithImpossibleValue([value, item], scope));
  if (kept.length === list.args.length) return undefined;
  return { op: 'in', args: [rewrite(value, scope, items), { op: 'list', args: kept }] } as ASTNode;
}

/** A macro binds its variable in its body: an item of `self`, or a value nothing is known of. */
function rewriteCall(node: ASTNode, scope: Scope, items: OldObjectFacts | undefined): ASTNode {
  const args = node.args as unknown;
  if (!Array.isArray(args)) return node;
  const [name, receiver, macroArgs] = args as unknown[];
  const variable = Array.isArray(macroArgs) ? (macroArgs[0] as unknown) : undefined;
  const newReceiver = rewrite(receiver, scope, items);
  let newArgs: unknown;
  if (
    typeof name === 'string' &&
    CEL_MACROS.has(name) &&
    isNode(variable) &&
    variable.op === 'id' &&
    typeof variable.args === 'string'
  ) {
    const inner = new Map(scope);
    inner.delete(variable.args);
    const overSelf = isNode(receiver) && receiver.op === 'id' && receiver.args === 'self';
    const itemFacts = overSelf ? items : isNode(receiver) ? itemsOfField(receiver, scope) : undefined;
    if (itemFacts) inner.set(variable.args, itemFacts);
    const bodies = (macroArgs as unknown[]).slice(1).map((b) => rewrite(b, inner, undefined));
    newArgs = bodies.every((b, i) => b === (macroArgs as unknown[])[i + 1]) ? macroArgs : [variable, ...bodies];
  } else newArgs = rewrite(macroArgs, scope, items);
  if (newReceiver === receiver && newArgs === macroArgs) return node;
  // A macro whose predicate is known for every item: `filter` keeps them all (the list, which
  // errors where the list does), `exists` and `exists_one` find none: false, where the list is
  // there. On a list an old object may lack, they error ("no such key"), which is no false: under
  // a `!` it would read true (jobset ec942521: `!(… && self.replicatedJobs.exists(x,
  // has(x.dependsOn)))`, `dependsOn` new and `replicatedJobs` optional, fails where the base
  // accepted `spec` without replicatedJobs). `all` of true is left: true where the list is one.
  const body = Array.isArray(newArgs) ? (newArgs as unknown[])[1] : undefined;
  if (name === 'filter' && isLiteral(body, true) && isNode(newReceiver)) return newReceiver;
  if ((name === 'exists' || name === 'exists_one') && isLiteral(body, false) && isThere(receiver, scope))
    return literal(false);
  return { op: node.op, args: [name, newReceiver, newArgs, ...(args as unknown[]).slice(3)] } as ASTNode;
}

/**
 * Whether a macro's receiver is there on every old object: a variable (`self`, a macro's), or a
 * select chain from one through fields every old object has.
 */
function isThere(receiver: unknown, scope: Scope): boolean {
  if (!isNode(receiver)) return false;
  const chain = chainOf(receiver);
  if (!chain || chain.length === 0) return false;
  if (chain.length === 1) return true;
  let facts = scope.get(chain[0] ?? '');
  for (const [i, field] of chain.slice(1).entries()) {
    if (!facts?.present?.has(field)) return false;
    if (i < chain.length - 2) facts = facts.nested?.(field);
  }
  return true;
}

/** `has(v.F)` where every old object lacks F (false) or has it (true); undefined otherwise. */
function presenceOf(node: ASTNode, scope: Scope): boolean | undefined {
  if (hasOfField(node, scope, 'absent')) return false;
  return hasOfField(node, scope, 'present') ? true : undefined;
}

/**
 * The facts of the items of `v.F`, or of `v.A.B.F` through object fields, a list field below a
 * variable the scope knows: envoyproxy/gateway's `self.authorization.rules.exists(r, has(r.principal) ? … : false)`
 * (3c4c4d328e), where every old rule had the principal its items required.
 */
function itemsOfField(receiver: ASTNode, scope: Scope): OldObjectFacts | undefined {
  const chain = chainOf(receiver);
  if (!chain || chain.length < 2) return undefined;
  let facts = scope.get(chain[0] ?? '');
  // What is known of an object field holds where it is set, which the macro needs to run at all.
  for (const field of chain.slice(1, -1)) facts = facts?.nested?.(field);
  return facts?.itemsOf?.(chain.at(-1) ?? '');
}

/** CEL's logical operators with a known side (commutative, absorbing errors: cel-spec langdef.md). */
function simplified(node: ASTNode): ASTNode {
  const args = node.args as unknown;
  const [a, b, c] = Array.isArray(args) ? (args as unknown[]) : [];
  switch (node.op) {
    case '||':
      if (isLiteral(a, true) || isLiteral(b, true)) return literal(true);
      if (isLiteral(a, false) && isNode(b)) return b;
      if (isLiteral(b, false) && isNode(a)) return a;
      return node;
    case '&&':
      if (isLiteral(a, false) || isLiteral(b, false)) return literal(false);
      if (isLiteral(a, true) && isNode(b)) return b;
      if (isLiteral(b, true) && isNode(a)) return a;
      return node;
    case '!_':
      return isLiteral(args, true) ? literal(false) : isLiteral(args, false) ? literal(true) : node;
    case '?:':
      if (isLiteral(a, true) && isNode(b)) return b;
      if (isLiteral(a, false) && isNode(c)) return c;
      return node;
    case '==':
    case '!=':
      return comparedWithBoolean(node.op, a, b) ?? comparedWithBoolean(node.op, b, a) ?? node;
    default:
      return node;
  }
}

/**
 * `X == true` and `X != false` are X, `X == false` and `X != true` are `!X`, for an X that is a
 * boolean: capsule's exactly-one rule `(has(self.path) && …) != (has(self.cel) && …)`, with `cel`
 * added in the change, reads `(has(self.path) && …) != false` on every old object (2252c530).
 */
function comparedWithBoolean(op: '==' | '!=', x: unknown, literalSide: unknown): ASTNode | undefined {
  if (!isBoolean(x)) return undefined;
  const keeps = op === '==' ? isLiteral(literalSide, true) : isLiteral(literalSide, false);
  const negates = op === '==' ? isLiteral(literalSide, false) : isLiteral(literalSide, true);
  if (keeps) return x;
  return negates ? ({ op: '!_', args: x } as ASTNode) : undefined;
}

const BOOLEAN_OPS: ReadonlySet<string> = new Set(['&&', '||', '!_', '==', '!=', '<', '<=', '>', '>=', 'in']);

/** A node whose value is a boolean whatever it reads: a logical operator, a comparison, `has()`. */
const isBoolean = (n: unknown): n is ASTNode =>
  isNode(n) &&
  (BOOLEAN_OPS.has(n.op) || hasSelect(n) !== undefined || (n.op === 'value' && typeof n.args === 'boolean'));
