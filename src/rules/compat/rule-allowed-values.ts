import type { ASTNode } from '@marcbachmann/cel-js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { isNode, isSelf, literalOf, readsOldSelf } from './cel-ast.js';

// The values a base node's CEL rule lets through when it lists them, as an enum would: `self in
// ['a', 'b']` or `self == 'a' || self == 'b'`. kubeflow/trainer's managedBy had
// `self in ['trainer.kubeflow.org/trainjob-controller', 'kueue.x-k8s.io/multikueue']` when it
// gained `maxLength: 253` (38d8243): both values pass it, so it rejects nothing the base accepted,
// as a keyword every value of a base `enum` passes does (enum-satisfies.ts). Transition rules
// (reading oldSelf) restrict changes, not values, and are not read.

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

function listed(node: ASTNode): unknown[] | undefined {
  const args = node.args as unknown;
  if (!Array.isArray(args)) return undefined;
  const [a, b] = args as unknown[];
  if (node.op === '||') {
    const left = isNode(a) ? listed(a) : undefined;
    const right = isNode(b) ? listed(b) : undefined;
    return left && right ? [...left, ...right] : undefined;
  }
  if (node.op === '==') {
    const value = isSelf(a) ? literalOf(b) : isSelf(b) ? literalOf(a) : undefined;
    return value === undefined ? undefined : [value.value];
  }
  if (node.op === 'in' && isSelf(a) && isNode(b) && b.op === 'list' && Array.isArray(b.args)) {
    const values = (b.args as unknown[]).map(literalOf);
    return values.every((v) => v !== undefined) ? values.map((v) => v?.value) : undefined;
  }
  return undefined;
}
