import { expect, it } from 'vitest';
import { RULE_ALIASES } from '../../src/engine/rule-aliases.js';
import { RULES } from '../../src/rules/index.js';
import { RULE_CATALOG } from '../../src/rules/rule-catalog.js';
import { catalogEntryOf } from '../../src/rules/rule-catalog-entry.js';
import { RULE_IDS } from '../../src/rules/rule-ids.js';

// The catalogue is generated (npm run docs): a rule added, removed, moved or redescribed in the
// registry without running it fails here.

it('the catalogue is the registry without its checks, in its order', () => {
  expect(RULE_CATALOG).toEqual(RULES.map(catalogEntryOf));
});

it('the rule ids are the catalogue’s and the renamed rules’ old ones', () => {
  expect([...RULE_IDS]).toEqual([...RULES.map((r) => r.id), ...RULE_ALIASES.keys()]);
});
