import type { Rule } from '../engine/rule.js';
import { approvalRules } from './approval/index.js';
import { crdRules } from './crd/index.js';
import type { LazyFamily } from './families-needed.js';
import { parseProblemRules } from './parse/parse-problem-rules.js';
import { RULE_CATALOG } from './rule-catalog.js';
import type { RuleCatalogEntry } from './rule-catalog-entry.js';
import { suppressionRules } from './suppression/index.js';

// The rules a review runs. A review that needs none of the lazy families (families-needed.ts)
// runs the registry's other rules without loading the code of cr/, refgrant/, lifecycle/ and
// compat/ (issue 17 item 4: a one-CRD review); their rules keep their places in the registry's
// order as catalogue entries without a check, which report nothing, as the rules would have:
// configuration, severities, suppressions and reports still see every rule. Any other review
// loads the whole registry (index.ts). The four families come in through that one import(): each
// import() is a point the bundles split at, and every chunk file costs a start about a
// millisecond of Node's module loader, so a chunk per family cost more than it saved.

const CORE_RULES: ReadonlyMap<string, Rule> = new Map(
  [...approvalRules, ...crdRules, ...parseProblemRules, ...suppressionRules].map((rule) => [rule.id, rule]),
);

/** A rule known by its catalogue entry alone: it has no check, so it reports nothing. */
const withoutCheck = (entry: RuleCatalogEntry): Rule => ({
  id: entry.id,
  meta: {
    severity: entry.severity,
    ...(entry.offByDefault ? { offByDefault: true } : {}),
    description: entry.description,
    messages: {},
  },
  ...(entry.scope === undefined ? {} : { scope: entry.scope }),
});

/** The registry's rules, in its order: whole when a lazy family is needed, else without their checks. */
export async function reviewRules(needed: ReadonlySet<LazyFamily>): Promise<readonly Rule[]> {
  if (needed.size > 0) return (await import('./index.js')).RULES;
  return RULE_CATALOG.map((entry) => CORE_RULES.get(entry.id) ?? withoutCheck(entry));
}
