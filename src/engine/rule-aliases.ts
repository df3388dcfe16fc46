// Rule ids that were renamed, and the id that now reports what they did. Configuration (`rules:`
// entries) and inline suppressions that name an old id keep working: both are read through
// `canonicalRuleId`, here and nowhere else, so a finding is reported once, under its current id.

export const RULE_ALIASES: ReadonlyMap<string, string> = new Map([
  // spec/cr-validation.md §1: pruning of custom resources moved from the crd/ family to cr/.
  ['crd/pruned-field', 'cr/unknown-field'],
]);

export const canonicalRuleId = (id: string): string => RULE_ALIASES.get(id) ?? id;
