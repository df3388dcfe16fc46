import type { ASTNode } from '@marcbachmann/cel-js';
import { celJs } from '../../engine/lazy-packages.js';
import { readsOldSelf } from './cel-ast.js';
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
  const rules = holderRules.filter((r) => !readsOldSelf(r));
  if (rules.length === 0 || readsOldSelf(head)) return false;
  const all = rules.reduce((a, b) => ({ op: '&&', args: [a, b] }) as ASTNode);
  const fieldSet = { op: 'call', args: ['has', [{ op: '.', args: [{ op: 'id', args: 'self' }, field] }]] };
  const fromHolder = { op: '||', args: [{ op: '!_', args: fieldSet }, readFromParent(head, field)] } as ASTNode;
  const { serialize } = celJs();
  return isImpliedByPresence(
    { text: serialize(all), ast: all },
    { text: serialize(fromHolder), ast: fromHolder },
    facts.absent,
    facts,
  );
}
