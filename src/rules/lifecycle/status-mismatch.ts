import { defineRule } from '../../engine/rule.js';
import { effectiveSpec } from './feature-gate.js';
import { compareVersions, formatVersion } from './minor-version.js';
import { lifecycleFacts, tagReport } from './lifecycle-facts.js';
import { statusOfStage } from './stage.js';

// spec/go-lifecycle.md §4.2, §7.2: the tag's status is the gate's effective stage at the
// repository's current version (a GA gate matches no status).
export const statusMismatch = defineRule({
  id: 'lifecycle/status-mismatch',
  meta: {
    severity: 'error',
    description: "a +lifecycle:kubernetes: tag's status is not its feature gate's stage at the current version",
    messages: {
      mismatch: '{{field}}: the tag says status={{status}}, but feature gate {{gate}} is {{stage}} at {{version}}',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates, currentVersion } = facts.table;
    return facts.kubernetesTags.flatMap((k) => {
      const gate = gates.get(k.featureGate);
      const spec = gate ? effectiveSpec(gate, currentVersion, compareVersions) : undefined;
      if (!spec?.stage || statusOfStage(spec.stage) === k.status) return [];
      const version = gate?.isLegacy || !currentVersion ? 'the current version' : `v${formatVersion(currentVersion)}`;
      return [
        tagReport(facts, k.at, k.tag, 'mismatch', {
          status: k.status,
          gate: k.featureGate,
          stage: spec.stage,
          version,
        }),
      ];
    });
  },
});
