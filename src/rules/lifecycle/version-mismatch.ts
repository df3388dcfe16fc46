import { defineRule, type RuleReport } from '../../engine/rule.js';
import { formatVersion, parseMinorVersion, compareVersions } from './minor-version.js';
import { lifecycleFacts, tagReport } from './lifecycle-facts.js';
import { statusOfStage } from './stage.js';

// spec/go-lifecycle.md §4.4, §7.3: minVersion is the version at which the gate first reached
// the tag's status: its first spec with that stage, or, for a legacy gate, the stage comment.
export const versionMismatch = defineRule({
  id: 'lifecycle/version-mismatch',
  meta: {
    severity: 'error',
    description: "a +lifecycle:kubernetes: tag's minVersion is not the version its feature gate reached that status",
    messages: {
      spec: '{{field}}: the tag says minVersion={{minVersion}}, but feature gate {{gate}} became {{status}} in v{{expected}}',
      comment:
        '{{field}}: the tag says minVersion={{minVersion}}, but the comment of feature gate {{gate}} says {{status}}: v{{expected}}',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    return facts.kubernetesTags.flatMap((k): RuleReport<'spec' | 'comment'>[] => {
      const gate = facts.table.gates.get(k.featureGate);
      const tagged = parseMinorVersion(k.minVersion);
      if (!gate || !tagged) return [];
      if (gate.isLegacy) {
        const comment = gate.stageComments.find((c) => c.stage === k.status);
        if (!comment || compareVersions(comment.version, tagged) === 0) return [];
        return [
          tagReport(facts, k.at, k.tag, 'comment', {
            minVersion: k.minVersion,
            gate: gate.name,
            status: k.status,
            expected: formatVersion(comment.version),
          }),
        ];
      }
      const first = gate.specs.find((s) => s.stage !== undefined && statusOfStage(s.stage) === k.status);
      if (!first?.version || compareVersions(first.version, tagged) === 0) return [];
      return [
        tagReport(facts, k.at, k.tag, 'spec', {
          minVersion: k.minVersion,
          gate: gate.name,
          status: k.status,
          expected: formatVersion(first.version),
        }),
      ];
    });
  },
});
