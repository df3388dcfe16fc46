import { defineRule, type RuleReport } from '../../engine/rule.js';
import { lifecycleFacts, tagReport, type KubernetesTag } from './lifecycle-facts.js';

// spec/go-lifecycle.md §4.6, §7.11: fields gated by one gate carry one status and minVersion.
// The later tag in file order (path, then line) is reported, even when it is the one that
// agrees with the gate.
export const inconsistentTags = defineRule({
  id: 'lifecycle/inconsistent-tags',
  meta: {
    severity: 'error',
    description: 'two fields tagged with the same feature gate disagree on status or minVersion',
    messages: {
      inconsistent:
        '{{field}} is tagged minVersion={{minVersion}},status={{status}} for feature gate {{gate}}, but {{other}} is tagged minVersion={{otherMinVersion}},status={{otherStatus}}',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const byGate = new Map<string, KubernetesTag[]>();
    for (const k of facts.kubernetesTags) byGate.set(k.featureGate, [...(byGate.get(k.featureGate) ?? []), k]);
    const out: RuleReport<'inconsistent'>[] = [];
    for (const [gate, tags] of byGate) {
      const ordered = [...tags].sort((a, b) =>
        a.at.file.path < b.at.file.path ? -1 : a.at.file.path > b.at.file.path ? 1 : a.tag.line - b.tag.line,
      );
      const [first, ...later] = ordered;
      if (!first) continue;
      for (const k of later) {
        if (k.status === first.status && k.minVersion === first.minVersion) continue;
        out.push(
          tagReport(facts, k.at, k.tag, 'inconsistent', {
            minVersion: k.minVersion,
            status: k.status,
            gate,
            other: first.at.label,
            otherMinVersion: first.minVersion,
            otherStatus: first.status,
          }),
        );
      }
    }
    return out;
  },
});
