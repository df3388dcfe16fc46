import type { Severity } from '../engine/finding.js';
import type { Rule, RuleScope } from '../engine/rule.js';

/** A rule of the registry without its check (rule-catalog.ts). */
export interface RuleCatalogEntry {
  readonly id: string;
  readonly severity: Severity;
  readonly offByDefault?: true;
  readonly description: string;
  readonly scope?: RuleScope;
}

/** Where scripts/write-rule-catalog.ts writes the catalogue, from the repository root. */
export const RULE_CATALOG_FILE = 'src/rules/rule-catalog.ts';

export const catalogEntryOf = (rule: Rule): RuleCatalogEntry => ({
  id: rule.id,
  severity: rule.meta.severity,
  ...(rule.meta.offByDefault ? { offByDefault: true } : {}),
  description: rule.meta.description,
  ...(rule.scope === undefined ? {} : { scope: rule.scope }),
});
