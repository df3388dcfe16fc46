import { defineRule } from '../../engine/rule.js';

// Reported by the engine (engine/run.ts), which alone sees every rule's findings.
export const unused = defineRule({
  id: 'suppression/unused',
  meta: {
    severity: 'warning',
    description: 'a kube-api-review:ignore comment suppresses nothing',
    messages: { unused: 'this kube-api-review:ignore comment for {{ruleId}} suppresses nothing; remove it' },
  },
});
