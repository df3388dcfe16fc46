import type { SchemaNode } from '../crd/schema/schema-node.js';

// What a base rule already held values to, in the forms a keyword of the head may take over:
// a node's `self.matches('R')` and a list's `self.all(x, x.matches('R'))`, which `pattern: R`
// and `items.pattern: R` (and the lengths R implies) say again, and a map's `self.all(k, k in ['a', 'b'])`, which a `maxProperties` of at least as
// many keys says again. karpenter-provider-gcp moved its GCENodeClass checks so (3aa04c84,
// 812a1b55): 8 errors for keywords that refused nothing the base rules accepted.
// Only string literals without escapes (CEL's and RE2's backslashes differ): any other rule
// tells nothing here.

const ALL_MATCH = /^\s*self\.all\(\s*(\w+)\s*,\s*\1\.matches\(\s*(?:'([^'\\]*)'|"([^"\\]*)")\s*\)\s*\)\s*$/;
const ALL_IN = /^\s*self\.all\(\s*(\w+)\s*,\s*\1\s+in\s+\[([^\]]*)\]\s*\)\s*$/;
const ALL_OF = /^\s*self\.all\(\s*(\w+)\s*,([^()]*)\)\s*$/;
const LISTED = /^\s*(?:'([^'\\]*)'|"([^"\\]*)")\s*$/;
const LITERAL = `(?:'[^'\\\\]*'|"[^"\\\\]*")`;

/** The patterns a rule of the list holds each of its items to (`self.all(x, x.matches('R'))`). */
export function patternsHeldByListRules(list: SchemaNode | undefined): string[] {
  if (!list) return [];
  return list.validations.flatMap(({ rule }) => {
    const m = typeof rule.rule === 'string' ? ALL_MATCH.exec(rule.rule) : null;
    return m ? [(m[2] ?? m[3]) as string] : [];
  });
}

/**
 * The patterns a rule of the node holds its own value to (`self.matches('R')`, `matches(self,
 * 'R')`), which a `pattern: R` says again, as kubebuilder's Pattern marker in place of an
 * XValidation (agentgateway 513b1688b4, 120 nodes), and the lengths R implies.
 */
export function patternsHeldBySelfRules(node: SchemaNode): string[] {
  return node.validations.flatMap(({ rule }) => {
    const m = typeof rule.rule === 'string' ? (SELF_MATCH.exec(rule.rule) ?? MATCHES_SELF.exec(rule.rule)) : null;
    return m ? [(m[1] ?? m[2]) as string] : [];
  });
}

const SELF_MATCH = /^\s*self\.matches\(\s*(?:'([^'\\]*)'|"([^"\\]*)")\s*\)\s*$/;
const MATCHES_SELF = /^\s*matches\(\s*self\s*,\s*(?:'([^'\\]*)'|"([^"\\]*)")\s*\)\s*$/;

/** The fewest keys a rule of the map lists as the only ones it takes (`self.all(k, k in [...])`), if any. */
export function keysListedByRules(map: SchemaNode): number | undefined {
  const counts = map.validations.flatMap(({ rule }) => {
    const listed = typeof rule.rule === 'string' ? keysListed(rule.rule) : undefined;
    return listed === undefined ? [] : [new Set(listed).size];
  });
  return counts.length === 0 ? undefined : Math.min(...counts);
}

/** The keys of `self.all(k, k in ['a', 'b'])`, or of `self.all(k, k == 'a' || k == 'b')`. */
function keysListed(rule: string): string[] | undefined {
  const inList = ALL_IN.exec(rule);
  if (inList) {
    const items = (inList[2] ?? '').split(',').filter((s) => s.trim() !== '');
    return items.every((s) => LISTED.test(s)) ? items.map((s) => s.trim()) : undefined;
  }
  const ors = ALL_OF.exec(rule);
  if (!ors) return undefined;
  const equal = new RegExp(`^\\s*${ors[1]}\\s*==\\s*(${LITERAL})\\s*$`);
  const terms = (ors[2] ?? '').split('||').map((t) => equal.exec(t)?.[1]);
  return terms.every((t) => t !== undefined) ? (terms as string[]) : undefined;
}
