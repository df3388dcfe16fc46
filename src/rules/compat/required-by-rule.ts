import type { SchemaNode } from '../crd/schema/schema-node.js';
import type { ASTNode } from '@marcbachmann/cel-js';
import { chainOf, conjuncts, hasSelect, readsOldSelf, withPropertyNames } from './cel-ast.js';
import type { CompareOptions } from './compare-schemas.js';

// The fields a node's own CEL rules require: a rule that holds only where `has(self.f)` holds
// (the rule is that test, or a conjunction with it) refuses every object without f, as `required`
// does. ovn-kubernetes' UserDefinedNetwork required `has(self.subnets) && size(self.subnets) > 0`
// of a layer3 network, then also `required: [subnets]` (1cb09d40c): no object the base accepted
// lacked it. A transition rule is left out: it runs on updates only, and a create is not held to it.

export function requiredByRules(node: SchemaNode, celAst: CompareOptions['celAst']): ReadonlySet<string> {
  const out = new Set<string>();
  if (!celAst) return out;
  for (const { rule } of node.validations) {
    if (typeof rule.rule !== 'string') continue;
    const ast = celAst(rule.rule.trim());
    if (ast === undefined || readsOldSelf(ast)) continue;
    for (const conjunct of conjuncts(withPropertyNames(ast) as ASTNode)) {
      const select = hasSelect(conjunct);
      const chain = select ? chainOf(select) : undefined;
      if (chain?.length === 2 && chain[0] === 'self') out.add(chain[1] as string);
    }
  }
  return out;
}
