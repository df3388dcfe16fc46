import type { ASTNode } from '@marcbachmann/cel-js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { chainOf, disjuncts, hasSelect, isNode, matchesCall } from './cel-ast.js';

// A rule that holds every item of a list to a pattern its items' field had already:
// `self.wicks.all(w, w.label.matches(P))` where every item required `label` with a pattern whose
// strings all match P. fluxcd/source-watcher 3e23678761 wrote its artifacts' DNS-subdomain rule on
// spec, where v2.1.1 had held each artifact's required `name` to a DNS label: no object of that
// release fails it. Where the list may be missing, a disjunct `!has(self.wicks)` beside it, or the
// list required (or defaulted) in every old object, keeps the selection from failing.

type PatternAdmits = (base: string, head: string) => boolean | undefined;

/** `self.L.all(v, v.F.matches(P))`: L, F and P. */
function itemsMatch(
  node: ASTNode,
): { readonly list: string; readonly field: string; readonly pattern: string } | undefined {
  if (node.op !== 'rcall' || !Array.isArray(node.args)) return undefined;
  const [called, receiver, macroArgs] = node.args as unknown[];
  const chain = isNode(receiver) ? chainOf(receiver) : undefined;
  if (called !== 'all' || chain?.length !== 2 || chain[0] !== 'self' || !Array.isArray(macroArgs)) return undefined;
  const [variable, body] = macroArgs as unknown[];
  if (!isNode(variable) || variable.op !== 'id' || typeof variable.args !== 'string' || !isNode(body)) return undefined;
  const matched = matchesCall(body);
  const subject = matched && isNode(matched.subject) ? chainOf(matched.subject) : undefined;
  if (!matched || subject?.length !== 2 || subject[0] !== variable.args) return undefined;
  return { list: chain[1] as string, field: subject[1] as string, pattern: matched.pattern };
}

/** `!has(self.L)`: L. */
function absenceTested(node: ASTNode): string | undefined {
  const selected = node.op === '!_' && isNode(node.args) ? hasSelect(node.args) : undefined;
  const chain = selected && chainOf(selected);
  return chain?.length === 2 && chain[0] === 'self' ? chain[1] : undefined;
}

/**
 * Whether a disjunct of the rule holds on every object the base accepted because of the pattern
 * of the items' field it matches; `had` says which fields every old object of a node has.
 */
export function itemsMatchImpliedByPattern(
  ast: ASTNode,
  base: SchemaNode,
  patternAdmitsAllOf: PatternAdmits | undefined,
  had: (node: SchemaNode) => ReadonlySet<string>,
): boolean {
  if (!patternAdmitsAllOf) return false;
  const sides = disjuncts(ast);
  const guarded = new Set(sides.flatMap((side) => absenceTested(side) ?? []));
  return sides.some((side) => {
    const m = itemsMatch(side);
    if (!m || !(guarded.has(m.list) || had(base).has(m.list))) return false;
    const items = base.properties.get(m.list)?.items;
    const field = items?.properties.get(m.field);
    return (
      items !== undefined &&
      field !== undefined &&
      had(items).has(m.field) &&
      field.type === 'string' &&
      field.pattern !== '' &&
      patternAdmitsAllOf(field.pattern, m.pattern) === true
    );
  });
}
