import { defineRule } from '../../engine/rule.js';

// Reported by the engine (engine/run.ts) from the comments it could not read.
export const invalid = defineRule({
  id: 'suppression/invalid',
  meta: {
    severity: 'warning',
    description: 'a kube-api-review:ignore comment is malformed, so it suppresses nothing',
    messages: { invalid: '{{problem}}' },
  },
});
