import { defineRule, type RuleReport } from '../../engine/rule.js';
import { kubernetesTags, lifecycleFacts, tagReport } from './lifecycle-facts.js';

// spec/go-lifecycle.md §2.2, §4.1: a `+lifecycle:kubernetes:` or `+featureGate=` tag names a
// gate the repository does not define. Upstream carries stale `+featureGate=` names, so an
// untouched tag is a warning (§5). When the review sees no gate definition at all (the feature
// files lie outside the reviewed paths), every name would look unknown: nothing is reported.
export const unknownGate = defineRule({
  id: 'lifecycle/unknown-gate',
  meta: {
    severity: 'error',
    description: 'A lifecycle or featureGate tag names a feature gate the repository does not define',
    messages: {
      unknown: '{{field}}: feature gate {{gate}} is not defined in this repository',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates } = facts.table;
    if (gates.size === 0) return [];
    const out: RuleReport<'unknown'>[] = [];
    for (const k of kubernetesTags(facts.fields)) {
      if (!gates.has(k.featureGate)) out.push(tagReport(facts, k.at, k.tag, 'unknown', { gate: k.featureGate }));
    }
    for (const at of facts.fields) {
      for (const tag of at.featureGates) {
        for (const gate of tag.gates) {
          if (gate !== '' && !gates.has(gate)) out.push({ ...tagReport(facts, at, tag, 'unknown', { gate }), discriminator: `${at.label} ${tag.raw} ${gate}` });
        }
      }
    }
    return out;
  },
});
