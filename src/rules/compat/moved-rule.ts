import type { ASTNode } from '@marcbachmann/cel-js';
import { hasSelect, isNode, readsOldSelf, sameTree } from './cel-ast.js';

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

/** The rule of a field as the object that holds it reads it: every `self` and `oldSelf` read as `self.field` and `oldSelf.field`. */
export const readFromParent = (rule: ASTNode, field: string): ASTNode => selecting(rule, field) as ASTNode;

function selecting(node: unknown, field: string): unknown {
  if (Array.isArray(node)) return node.map((n) => selecting(n, field));
  if (!isNode(node)) return node;
  if (node.op === 'id' && (node.args === 'self' || node.args === 'oldSelf'))
    return { op: '.', args: [{ op: 'id', args: node.args }, field] };
  return { op: node.op, args: selecting(node.args, field) };
}

/**
 * Whether `head` is `!has(self.field) || <base reading self.field>`, the disjuncts in any grouping:
 * the rule of an optional field moved up, guarded for where the field is unset, where the base
 * rule did not run (kserve's llmisvc `wva`, 46be4d903: `!has(self.advanced) || …` on `keda` became
 * `!has(self.keda) || !has(self.keda.advanced) || …` on `wva`). Where the field is set, the other
 * disjuncts are the base rule's on it (CEL's `||` is true when any side is, whatever the others
 * give, so its grouping does not matter). Not for a transition rule: the base one ran only where
 * both the old and the new object set the field.
 */
export function isGuardedMoveUp(base: ASTNode, head: ASTNode, field: string): boolean {
  if (readsOldSelf(base)) return false;
  const rest = disjuncts(head);
  const guard = rest.findIndex((d) => isAbsenceOf(d, field));
  if (guard === -1) return false;
  rest.splice(guard, 1);
  const moved = disjuncts(selecting(base, field) as ASTNode);
  return rest.length === moved.length && rest.every((d, i) => sameTree(d, moved[i]));
}

/** The sides of a chain of `||`, in order, whatever its grouping. */
function disjuncts(node: ASTNode): ASTNode[] {
  if (node.op !== '||' || !Array.isArray(node.args)) return [node];
  return (node.args as unknown[]).flatMap((side) => (isNode(side) ? disjuncts(side) : []));
}

/** `!has(self.field)`. */
function isAbsenceOf(node: ASTNode, field: string): boolean {
  if (node.op !== '!_' || !isNode(node.args)) return false;
  const select = hasSelect(node.args);
  const [receiver, name] = select && Array.isArray(select.args) ? (select.args as unknown[]) : [];
  return name === field && isNode(receiver) && receiver.op === 'id' && receiver.args === 'self';
}
