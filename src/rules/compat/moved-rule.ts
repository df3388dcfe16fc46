import type { ASTNode } from '@marcbachmann/cel-js';
import { isNode, sameTree } from './cel-ast.js';

// A rule moved from a field up to the object that holds it, rewritten to select the field:
// cluster-api-provider-vsphere moved its policies immutability rule from VSphereMachineSpec to
// VSphereMachine (58ee68e11), `has(self.policies) == has(oldSelf.policies) && …` on spec becoming
// `has(self.spec.policies) == has(oldSelf.spec.policies) && …` on the root, so that the template
// kind, which shares the spec type, lost it. Where every old object sets the field (compare-schemas
// checks that the base required it), the moved rule evaluates on each old object as the base rule
// did on its field: it rejects nothing the base accepted.

/** Whether `head` is `base` with every `self` and `oldSelf` read as `self.field` and `oldSelf.field`. */
export function isMovedUp(base: ASTNode, head: ASTNode, field: string): boolean {
  return sameTree(selecting(base, field), head);
}

function selecting(node: unknown, field: string): unknown {
  if (Array.isArray(node)) return node.map((n) => selecting(n, field));
  if (!isNode(node)) return node;
  if (node.op === 'id' && (node.args === 'self' || node.args === 'oldSelf'))
    return { op: '.', args: [{ op: 'id', args: node.args }, field] };
  return { op: node.op, args: selecting(node.args, field) };
}
