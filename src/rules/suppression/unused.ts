import { defineRule } from '../../engine/rule.js';

// Reported by the engine (engine/run.ts), which alone sees every rule's findings.
export const unused = defineRule({
  id: 'suppression/unused',
  meta: {
    severity: 'warning',
    description: 'a kube-api-review:ignore comment suppresses nothing',
    messages: {
      unused: 'this kube-api-review:ignore comment for {{ruleId}} suppresses nothing; remove it',
      // spec/crd-compatibility.md §6: a configured exception that matches no finding of a CRD this review compared.
      unusedException: 'this compat exception for {{ruleId}} on {{crd}} matches no finding; remove it',
    },
  },
});
