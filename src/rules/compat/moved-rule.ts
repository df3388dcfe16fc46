import type { ASTNode } from '@marcbachmann/cel-js';
import { disjuncts, hasSelect, isNode, isSelf, readsOldSelf, sameTree } from './cel-ast.js';

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
  const rest = presenceTernary(head, field) ?? disjuncts(head);
  const guard = rest.findIndex((d) => isAbsenceOf(d, field));
  if (guard === -1) return false;
  rest.splice(guard, 1);
  const moved = disjuncts(selecting(base, field) as ASTNode);
  return rest.length === moved.length && rest.every((d, i) => sameTree(d, moved[i]));
}

/**
 * `has(self.field) ? X : true` as the disjuncts of `!has(self.field) || X`, which it is where
 * X is boolean (Kong's kubernetes-configuration 5edaf96 wrote its spec rules so); undefined for
 * another form.
 */
function presenceTernary(node: ASTNode, field: string): ASTNode[] | undefined {
  const args = node.args as unknown;
  if (node.op !== '?:' || !Array.isArray(args) || args.length !== 3 || !args.every(isNode)) return undefined;
  const [condition, then, otherwise] = args as ASTNode[];
  const notSet = { op: '!_', args: condition } as ASTNode;
  if (!isAbsenceOf(notSet, field) || otherwise?.op !== 'value' || otherwise.args !== true || !then) return undefined;
  return [notSet, ...disjuncts(then)];
}

/** `!has(self.field)`. */
function isAbsenceOf(node: ASTNode, field: string): boolean {
  if (node.op !== '!_' || !isNode(node.args)) return false;
  const select = hasSelect(node.args);
  const [receiver, name] = select && Array.isArray(select.args) ? (select.args as unknown[]) : [];
  return name === field && isNode(receiver) && receiver.op === 'id' && receiver.args === 'self';
}

/**
 * The rule each element of a list or map met, where a rule of the list or map iterated over its
 * elements: `self.all(v, P(v))` of a list, `self.all(k, P(self[k]))` or
 * `self.map(k, self[k]).all(v, P(v))` of a map, read as `P(self)` on the element. istio moved
 * `self.map(key, self[key]).all(v, !v.contains('*'))` of matchLabels down to its values as
 * `!self.contains('*')` (0d10e34706d): every old object met it on every value. Undefined for a
 * rule of another shape, one that reads the list or map otherwise, or a transition rule.
 */
export function elementRule(rule: ASTNode, holds: 'list' | 'map'): ASTNode | undefined {
  if (readsOldSelf(rule) || rule.op !== 'rcall' || !Array.isArray(rule.args)) return undefined;
  const [called, receiver, macroArgs] = rule.args as unknown[];
  if (called !== 'all' || !Array.isArray(macroArgs) || macroArgs.length !== 2) return undefined;
  const [variable, body] = macroArgs as unknown[];
  if (!isNode(variable) || variable.op !== 'id' || typeof variable.args !== 'string' || !isNode(body)) return undefined;
  const name = variable.args;
  if (isSelf(receiver)) {
    // Over a list, the variable is the item; over a map, the key, and the value is `self[key]`.
    if (holds === 'list') return usesOnly(body, name, false) ? (renamed(body, name) as ASTNode) : undefined;
    return usesOnly(body, name, true) ? (renamed(body, name) as ASTNode) : undefined;
  }
  // `self.map(k, self[k])`: the map's values, which the variable then is.
  if (holds !== 'map' || !isNode(receiver) || receiver.op !== 'rcall' || !Array.isArray(receiver.args))
    return undefined;
  const [mapped, over, mapArgs] = receiver.args as unknown[];
  if (mapped !== 'map' || !isSelf(over) || !Array.isArray(mapArgs) || mapArgs.length !== 2) return undefined;
  const [key, value] = mapArgs as unknown[];
  if (!isNode(key) || key.op !== 'id' || typeof key.args !== 'string' || !isValueAt(value, key.args)) return undefined;
  return usesOnly(body, name, false) ? (renamed(body, name) as ASTNode) : undefined;
}

/** `self[key]`. */
const isValueAt = (x: unknown, key: string): boolean =>
  isNode(x) &&
  x.op === '[]' &&
  Array.isArray(x.args) &&
  isSelf(x.args[0]) &&
  isNode(x.args[1]) &&
  x.args[1].op === 'id' &&
  x.args[1].args === key;

/**
 * Whether the body reads the element through `name` alone (as `self[name]` where `viaSelf`), never
 * `self` otherwise, and binds `name` in no macro of its own (where it would be another variable).
 */
function usesOnly(node: unknown, name: string, viaSelf: boolean): boolean {
  if (Array.isArray(node)) return node.every((n) => usesOnly(n, name, viaSelf));
  if (!isNode(node)) return true;
  if (viaSelf && isValueAt(node, name)) return true;
  if (node.op === 'id') return node.args !== 'self' && (viaSelf ? node.args !== name : true);
  if (node.op === 'rcall' && Array.isArray(node.args)) {
    const macroArgs = (node.args as unknown[])[2];
    const bound = Array.isArray(macroArgs) ? macroArgs[0] : undefined;
    if (isNode(bound) && bound.op === 'id' && bound.args === name) return false;
  }
  return usesOnly(node.args, name, viaSelf);
}

/** The body with the element, `name` or `self[name]`, read as `self`. */
function renamed(node: unknown, name: string): unknown {
  if (Array.isArray(node)) return node.map((n) => renamed(n, name));
  if (!isNode(node)) return node;
  if (isValueAt(node, name) || (node.op === 'id' && node.args === name)) return { op: 'id', args: 'self' };
  return { op: node.op, args: renamed(node.args, name) };
}
