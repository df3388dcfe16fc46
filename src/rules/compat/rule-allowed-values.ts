import type { ASTNode } from '@marcbachmann/cel-js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { astNodes } from '../crd/cel/ast-nodes.js';
import { chainOf, hasSelect, isNode, isSelf, literalOf, operandsOf, readsOldSelf } from './cel-ast.js';
import { prefixBefore } from './prefix-before.js';

// The values a base node's CEL rule lets through when it lists them, as an enum would: `self in
// ['a', 'b']` or `self == 'a' || self == 'b'`. kubeflow/trainer's managedBy had
// `self in ['trainer.kubeflow.org/trainjob-controller', 'kueue.x-k8s.io/multikueue']` when it
// gained `maxLength: 253` (38d8243): both values pass it, so it rejects nothing the base accepted,
// as a keyword every value of a base `enum` passes does (enum-satisfies.ts). A list's rule lists
// the values of its items the same way in `self.all(x, x in ['a', 'b'])`: kargo replaced
// `self.onPromotion.all(p, p == 'Failed' || ...)` with an enum on the items, which refuses nothing
// the rule let through. Transition rules (reading oldSelf) restrict changes, not values, and are
// not read.

/** The literals the first listing rule of `node` allows, or undefined when none lists them. */
export function valuesAllowedByRule(
  node: SchemaNode,
  celAst: ((expression: string) => ASTNode | undefined) | undefined,
): readonly unknown[] | undefined {
  if (!celAst) return undefined;
  for (const { rule } of node.validations) {
    if (typeof rule.rule !== 'string') continue;
    const ast = celAst(rule.rule);
    if (!ast || readsOldSelf(ast)) continue;
    const values = listed(ast);
    if (values && values.length > 0) return values;
  }
  return undefined;
}

/**
 * The strings the first rule of `node` that lists them lets its part before a separator be, as
 * `self.split('@')[0] in ['al2', 'windows2022']` does (prefix-before.ts); undefined when none does.
 */
export function prefixesAllowedByRule(
  node: SchemaNode,
  celAst: ((expression: string) => ASTNode | undefined) | undefined,
): { readonly separator: string; readonly values: ReadonlySet<string> } | undefined {
  if (!celAst) return undefined;
  for (const { rule } of node.validations) {
    if (typeof rule.rule !== 'string') continue;
    const ast = celAst(rule.rule);
    if (!ast || readsOldSelf(ast)) continue;
    const first = astNodes(ast)
      .map(prefixBefore)
      .find((p) => p !== undefined && isSelf(p.receiver));
    if (!first) continue;
    const ofSelf = (x: unknown): boolean => {
      const p = isNode(x) ? prefixBefore(x) : undefined;
      return p !== undefined && isSelf(p.receiver) && p.separator === first.separator;
    };
    const values = listed(ast, ofSelf);
    if (values && values.length > 0 && values.every((v): v is string => typeof v === 'string'))
      return { separator: first.separator, values: new Set(values) };
  }
  return undefined;
}

/**
 * The literals a base rule lets every item of a list take, or undefined when none lists them: a
 * rule of the list, `self.all(x, x in [...])`, or of the object holding it as `name`,
 * `self.name.all(x, ...)`.
 */
export function itemValuesAllowedByRule(
  list: SchemaNode,
  celAst: ((expression: string) => ASTNode | undefined) | undefined,
  holder?: { readonly node: SchemaNode; readonly name: string },
): readonly unknown[] | undefined {
  if (!celAst) return undefined;
  const ruled = [
    { node: list, chain: ['self'] },
    ...(holder ? [{ node: holder.node, chain: ['self', holder.name] }] : []),
  ];
  for (const { node, chain } of ruled)
    for (const { rule } of node.validations) {
      if (typeof rule.rule !== 'string') continue;
      const ast = celAst(rule.rule);
      if (!ast || readsOldSelf(ast)) continue;
      const all = allMacro(ast) ?? guardedAll(ast);
      if (!all || all.receiver.join('.') !== chain.join('.')) continue;
      const values = listed(all.body, (x) => isNode(x) && x.op === 'id' && x.args === all.variable);
      if (values && values.length > 0) return values;
    }
  return undefined;
}

/**
 * `!has(R) || R.all(v, body)`, either way round: the `all` of a list that may be absent, as kargo
 * wrote `!has(self.onPromotion) || self.onPromotion.all(p, p == 'Failed' || ...)`.
 */
function guardedAll(n: ASTNode): ReturnType<typeof allMacro> {
  if (n.op !== '||') return undefined;
  const [a, b] = operandsOf(n);
  for (const [guard, rest] of [
    [a, b],
    [b, a],
  ]) {
    if (!guard || !rest || guard.op !== '!_') continue;
    const tested = operandsOf(guard)[0];
    const select = tested && hasSelect(tested);
    const all = allMacro(rest);
    if (select && all && chainOf(select)?.join('.') === all.receiver.join('.')) return all;
  }
  return undefined;
}

/** `R.all(v, body)` with R a chain of fields from an identifier: R's chain, v and the body. */
function allMacro(
  n: ASTNode,
): { readonly receiver: readonly string[]; readonly variable: string; readonly body: ASTNode } | undefined {
  if (n.op !== 'rcall' || !Array.isArray(n.args)) return undefined;
  const [called, receiver, macroArgs] = n.args as unknown[];
  if (called !== 'all' || !isNode(receiver) || !Array.isArray(macroArgs) || macroArgs.length !== 2) return undefined;
  const chain = chainOf(receiver);
  const [variable, body] = macroArgs as unknown[];
  return chain && isNode(variable) && variable.op === 'id' && typeof variable.args === 'string' && isNode(body)
    ? { receiver: chain, variable: variable.args, body }
    : undefined;
}

/** The literals `node` lets `subject` take, where it tests `subject` alone against literals. */
function listed(node: ASTNode, subject: (x: unknown) => boolean = isSelf): unknown[] | undefined {
  const args = node.args as unknown;
  if (!Array.isArray(args)) return undefined;
  const [a, b] = args as unknown[];
  if (node.op === '||') {
    const left = isNode(a) ? listed(a, subject) : undefined;
    const right = isNode(b) ? listed(b, subject) : undefined;
    return left && right ? [...left, ...right] : undefined;
  }
  if (node.op === '==') {
    const value = subject(a) ? literalOf(b) : subject(b) ? literalOf(a) : undefined;
    return value === undefined ? undefined : [value.value];
  }
  if (node.op === 'in' && subject(a) && isNode(b) && b.op === 'list' && Array.isArray(b.args)) {
    const values = (b.args as unknown[]).map(literalOf);
    return values.every((v) => v !== undefined) ? values.map((v) => v?.value) : undefined;
  }
  return undefined;
}
