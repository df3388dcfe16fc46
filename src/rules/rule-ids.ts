import { RULE_ALIASES } from '../engine/rule-aliases.js';
import { RULE_CATALOG } from './rule-catalog.js';

// Every rule id configuration and suppressions may name, known without loading the rules
// (rule-catalog.ts); renamed rules' old ids stay known too (engine/rule-aliases.ts).
export const RULE_IDS: ReadonlySet<string> = new Set([...RULE_CATALOG.map((r) => r.id), ...RULE_ALIASES.keys()]);
