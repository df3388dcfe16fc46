import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { RULES } from '../src/rules/index.js';
import { catalogEntryOf, RULE_CATALOG_FILE } from '../src/rules/rule-catalog-entry.js';

// npm run docs: rewrites src/rules/rule-catalog.ts, the registry's rules without their checks
// (test/rules/rule-catalog.test.ts fails when it differs from the registry).
const entries = JSON.stringify(RULES.map(catalogEntryOf), null, 2);
const text = `import type { RuleCatalogEntry } from './rule-catalog-entry.js';

// Generated from src/rules/index.ts by scripts/write-rule-catalog.ts (npm run docs): do not edit.
// Every rule's id and metadata, in the registry's order, without its check: what configuration,
// reports and the choice of the families a review loads need, without loading the families
// (review-rules.ts; issue 17 item 4).
export const RULE_CATALOG: readonly RuleCatalogEntry[] = ${entries};
`;
const options = await resolveConfig(RULE_CATALOG_FILE);
writeFileSync(RULE_CATALOG_FILE, await format(text, { ...options, filepath: RULE_CATALOG_FILE }));
