import type { ASTNode } from '@marcbachmann/cel-js';
import { celJs } from '../../engine/lazy-packages.js';
import { hasSelfField, isNode, isSelf, readsOldSelf, sameTree, whereFieldSet } from './cel-ast.js';
import type { OldObjectFacts } from './holds-without-new-fields.js';
import { readFromParent } from './moved-rule.js';
import { isImpliedByPresence } from './presence-implication.js';

// A rule added to a field that the rules of the object holding it already made true of every
// object the base accepted. nginx-gateway-fabric's WAFPolicy (cc4374f20) added "exactly one
// source" to `spec.policySource`, `[has(self.httpSource), has(self.nimSource),
// has(self.n1cSource)].filter(x, x).size() == 1`, where `spec` required `type` (enum HTTP, NIM,
// N1C) and had a rule per value, `(self.type == 'HTTP') == (has(self.policySource) &&
// has(self.policySource.httpSource))`: every stored spec set exactly the source of its type.
//
// The field's rule runs only where the field is set: read from the holder, it is
// `!has(self.field) || <the rule reading self.field>` (moved-rule.ts), and the holder's base
// rules, which every stored object passed together, must imply it (presence-implication.ts: rules
// that read which fields are set and compare fields with string literals, the holder's enum
// values and required fields known). Rules that read `oldSelf` are left out on either side.

/**
 * Whether the rule `head` of the field `field` holds on every object the holder's base rules
 * accepted, with what every old holder has and holds (`facts`).
 */
export function impliedByHolderRules(
  head: ASTNode,
  field: string,
  holderRules: readonly ASTNode[],
  facts: OldObjectFacts,
): boolean {
  const plain = holderRules.filter((r) => !readsOldSelf(r));
  if (plain.length === 0 || readsOldSelf(head)) return false;
  // Those that read the field, where some do: every base rule held on every stored object, so any
  // of them is a premise, and one that reads what the proof cannot follow (rancher/turtles' spec
  // rule of its version's pattern, beside the one of fetchConfig) would fail it for the rest.
  const reading = plain.filter((r) => selects(r, field));
  const rules = reading.length > 0 ? reading : plain;
  const all = rules.reduce((a, b) => ({ op: '&&', args: [a, b] }) as ASTNode);
  const fieldSet = hasSelfField(field);
  const moved = readFromParent(head, field);
  // The same rule moved down from the holder (Kong's kubernetes-configuration 5edaf96:
  // `has(self.extensions) ? self.extensions.all(e, …) : true` on spec became `self.all(e, …)`
  // on spec.extensions): where the field is set the two are one rule, and unset neither refuses.
  if (rules.some((r) => guardedByPresence(r, fieldSet, moved))) return true;
  const fromHolder = whereFieldSet(field, moved);
  const { serialize } = celJs();
  // And the fields no old value of the field has (a field the change adds to it: rancher/turtles
  // 16826a394d added `oci` to spec.fetchConfig with "one of oci, url, selector", which the rule of
  // spec had asked of url and selector), named from the holder.
  const below = facts.nested?.(field)?.absent ?? new Set<string>();
  const absent = new Set([...facts.absent, ...[...below].map((name) => `${field}.${name}`)]);
  return isImpliedByPresence(
    { text: serialize(all), ast: all },
    { text: serialize(fromHolder), ast: fromHolder },
    absent,
    facts,
  );
}

/** `has(self.f) ? X : true` or `!has(self.f) || X`, X being `rule`. */
function guardedByPresence(node: ASTNode, fieldSet: ASTNode, rule: ASTNode): boolean {
  const args = node.args as unknown;
  if (node.op === '?:' && Array.isArray(args) && args.length === 3) {
    const [condition, then, otherwise] = args as ASTNode[];
    return (
      sameTree(condition, fieldSet) &&
      sameTree(then, rule) &&
      isNode(otherwise) &&
      otherwise.op === 'value' &&
      otherwise.args === true
    );
  }
  if (node.op !== '||' || !Array.isArray(args) || args.length !== 2) return false;
  const [left, right] = args as ASTNode[];
  return isNode(left) && left.op === '!_' && sameTree(left.args as ASTNode, fieldSet) && sameTree(right, rule);
}

/** Whether the rule selects `self.<field>` anywhere. */
function selects(node: unknown, field: string): boolean {
  if (Array.isArray(node)) return node.some((n) => selects(n, field));
  if (!isNode(node)) return false;
  if (node.op === '.' && Array.isArray(node.args)) {
    const [receiver, name] = node.args as unknown[];
    if (name === field && isSelf(receiver)) return true;
  }
  return selects(node.args, field);
}
