import type { Rule } from '../engine/rule.js';
import { approvalRules } from './approval/index.js';
import { compatRules } from './compat/index.js';
import { crRules } from './cr/index.js';
import { crdRules } from './crd/index.js';
import { parseProblemRules } from './parse/parse-problem-rules.js';
import { lifecycleRules } from './lifecycle/index.js';
import { refgrantRules } from './refgrant/index.js';
import { suppressionRules } from './suppression/index.js';

// Every rule, in one explicit list (no registration by side effect). The README's rules table,
// `kube-api-review rules`, SARIF and config validation all read it.
export const RULES: readonly Rule[] = [
  ...approvalRules,
  ...crdRules,
  ...crRules,
  ...refgrantRules,
  ...lifecycleRules,
  ...compatRules,
  ...parseProblemRules,
  ...suppressionRules,
];

// Known from the catalogue of this list (rule-catalog.ts), which a review that loads only some
// families reads (review-rules.ts).
export { RULE_IDS } from './rule-ids.js';
