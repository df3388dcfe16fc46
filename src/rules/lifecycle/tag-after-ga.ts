import { defineRule, type RuleReport } from '../../engine/rule.js';
import { effectiveSpec } from './feature-gate.js';
import { compareVersions } from './minor-version.js';
import { lifecycleFacts, tagReport } from './lifecycle-facts.js';

// spec/go-lifecycle.md §4.3: KEP-2558 removes the tag when the gate reaches GA (or is locked to
// its default): the field is no longer gated.
export const tagAfterGa = defineRule({
  id: 'lifecycle/tag-after-ga',
  meta: {
    severity: 'error',
    description: 'a +lifecycle:kubernetes: tag remains after its feature gate went GA or was locked to its default',
    messages: {
      ga: '{{field}}: feature gate {{gate}} is GA; remove the +lifecycle:kubernetes: tag',
      locked: '{{field}}: feature gate {{gate}} is locked to its default; remove the +lifecycle:kubernetes: tag',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates, currentVersion } = facts.table;
    return facts.kubernetesTags.flatMap((k): RuleReport<'ga' | 'locked'>[] => {
      const gate = gates.get(k.featureGate);
      const spec = gate ? effectiveSpec(gate, currentVersion, compareVersions) : undefined;
      if (!spec) return [];
      if (spec.stage === 'GA') return [tagReport(facts, k.at, k.tag, 'ga', { gate: k.featureGate })];
      if (spec.lockToDefault) return [tagReport(facts, k.at, k.tag, 'locked', { gate: k.featureGate })];
      return [];
    });
  },
});
