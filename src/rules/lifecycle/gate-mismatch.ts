import { defineRule } from '../../engine/rule.js';
import { lifecycleFacts, tagReport } from './lifecycle-facts.js';

// spec/go-lifecycle.md §2.2, §7.5: a field with both tags names its gate in both; the finding
// is on the `+lifecycle:kubernetes:` line.
export const gateMismatch = defineRule({
  id: 'lifecycle/gate-mismatch',
  meta: {
    severity: 'error',
    description: "a field's +lifecycle:kubernetes: gate is not among the gates of its +featureGate= tag",
    messages: {
      mismatch: '{{field}}: the lifecycle tag names feature gate {{gate}}, but +featureGate= names {{named}}',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    return facts.kubernetesTags.flatMap((k) => {
      const named = k.at.featureGates.flatMap((t) => t.gates).filter((g) => g !== '');
      if (named.length === 0 || named.includes(k.featureGate)) return [];
      return [tagReport(facts, k.at, k.tag, 'mismatch', { gate: k.featureGate, named: named.join(', ') })];
    });
  },
});
