import type { ASTNode } from '@marcbachmann/cel-js';
import { CEL_MACROS } from '../crd/cel/macros.js';
import { isNode, literalOf, operandsOf, sameTree } from './cel-ast.js';

// Where a base rule lists the strings an expression of `self` may take (`self.split('@')[0] in
// ['al2', 'windows2022']`), every object the base accepted gave that expression one of them (an
// error, or another value, failed the rule). A rule that tests the same expression against a list
// then reads, on those objects, as the same test against the listed strings the base allowed:
// karpenter-provider-aws added `windows2025` to such a rule on an EC2NodeClass alias and to its
// neighbour `self.split('@')[0] in ['windows2019', 'windows2022'] ? self.split('@')[1] == 'latest'
// : true` (6eabbdd9f); on every old object the neighbour reads as before, so it refuses nothing
// the base accepted. The proof (compare-schemas.ts) narrows the head rule and the base rules alike
// and compares them as implied-by-rule.ts does.

/** An expression of `self` that every object the base accepted evaluated to one of these strings. */
export interface Membership {
  readonly subject: ASTNode;
  readonly values: ReadonlySet<string>;
}

/** The memberships the rules state, each as a whole rule or as a conjunct of one (`A && E in [...]`). */
export function membershipsStated(rules: readonly ASTNode[]): Membership[] {
  const out: Membership[] = [];
  const visit = (node: ASTNode): void => {
    if (node.op === '&&') {
      for (const side of operandsOf(node)) visit(side);
      return;
    }
    const tested = membershipTest(node);
    if (tested && readsOnlySelf(tested.subject)) out.push({ subject: tested.subject, values: tested.values });
  };
  for (const rule of rules) visit(rule);
  return out;
}

/**
 * `node` with each test of a stated expression against a list of strings narrowed to the strings
 * the memberships allow (a test that none passes is `false`), the list in sorted order; `node`
 * itself when no test is narrowed. Macro bodies are left as they are: their variable may hide
 * `self`'s meaning there.
 */
export function narrowedByMemberships(node: ASTNode, facts: readonly Membership[]): ASTNode {
  return narrow(node, facts) as ASTNode;
}

function narrow(node: unknown, facts: readonly Membership[]): unknown {
  if (Array.isArray(node)) {
    const out = node.map((x) => narrow(x, facts));
    return out.every((x, i) => x === node[i]) ? node : out;
  }
  if (!isNode(node)) return node;
  const tested = membershipTest(node);
  if (tested) {
    let allowed = tested.values;
    for (const fact of facts)
      if (sameTree(fact.subject, tested.subject)) allowed = new Set([...allowed].filter((v) => fact.values.has(v)));
    if (allowed === tested.values) return node;
    if (allowed.size === 0) return { op: 'value', args: false } as ASTNode;
    const list = [...allowed].sort().map((v) => ({ op: 'value', args: v }));
    return { op: 'in', args: [tested.subject, { op: 'list', args: list }] } as ASTNode;
  }
  if (node.op === 'rcall' && Array.isArray(node.args) && CEL_MACROS.has(node.args[0] as string)) {
    const [name, receiver, body] = node.args as unknown[];
    const narrowed = narrow(receiver, facts);
    return narrowed === receiver ? node : ({ op: node.op, args: [name, narrowed, body] } as ASTNode);
  }
  const args = narrow(node.args, facts);
  return args === node.args ? node : ({ op: node.op, args } as ASTNode);
}

/** `E in [s1, s2, ...]` with string literals: E and the strings. */
function membershipTest(
  node: ASTNode,
): { readonly subject: ASTNode; readonly values: ReadonlySet<string> } | undefined {
  if (node.op !== 'in' || !Array.isArray(node.args)) return undefined;
  const [subject, list] = node.args as unknown[];
  if (!isNode(subject) || !isNode(list) || list.op !== 'list' || !Array.isArray(list.args)) return undefined;
  const values = (list.args as unknown[]).map((x) => literalOf(x)?.value);
  return values.every((v) => typeof v === 'string') ? { subject, values: new Set(values as string[]) } : undefined;
}

/** Whether the expression's only variable is `self`, outside any macro (whose variable would be another). */
function readsOnlySelf(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(readsOnlySelf);
  if (!isNode(node)) return true;
  if (node.op === 'id') return node.args === 'self';
  if (node.op === 'rcall' && Array.isArray(node.args) && CEL_MACROS.has(node.args[0] as string)) return false;
  return readsOnlySelf(node.args);
}
