import { defineRule, type RuleReport } from '../../engine/rule.js';
import { isDependencyGate } from './dependency-gates.js';
import { lifecycleFacts, tagReport } from './lifecycle-facts.js';

// spec/go-lifecycle.md §2.2, §4.1: a `+lifecycle:kubernetes:` or `+featureGate=` tag, or the gate
// of a `+k8s:ifEnabled(G)` / `+k8s:ifDisabled(G)` tag (issue 15), names a gate the repository does
// not define; on fields, struct types and constants (apps/v1 gates an enum value). Upstream
// carries stale `+featureGate=` names, so an untouched tag is a warning (§5). When the review
// sees no gate definition at all, every name would look unknown: lifecycle/gates-not-found says
// so once instead. A gate of a Go module the repository requires (vendored, or in the module
// cache) is known too (dependency-gates.ts).
export const unknownGate = defineRule({
  id: 'lifecycle/unknown-gate',
  meta: {
    severity: 'error',
    description:
      'a lifecycle, featureGate or ifEnabled/ifDisabled tag names a feature gate the repository does not define',
    messages: {
      unknown: '{{field}}: feature gate {{gate}} is not defined in this repository',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const { gates } = facts.table;
    if (gates.size === 0) return [];
    const unknown = (file: string, gate: string): boolean => !gates.has(gate) && !isDependencyGate(ctx, file, gate);
    const out: RuleReport<'unknown'>[] = [];
    for (const k of facts.kubernetesTags) {
      if (unknown(k.at.file.path, k.featureGate))
        out.push(tagReport(facts, k.at, k.tag, 'unknown', { gate: k.featureGate }));
    }
    for (const at of facts.declarations) {
      for (const tag of at.featureGates) {
        for (const gate of tag.gates) {
          if (gate !== '' && unknown(at.file.path, gate))
            out.push({
              ...tagReport(facts, at, tag, 'unknown', { gate }),
              discriminator: `${at.label} ${tag.raw} ${gate}`,
            });
        }
      }
      for (const tag of at.gateConditions) {
        if (tag.gate !== '' && unknown(at.file.path, tag.gate))
          out.push({
            ...tagReport(facts, at, tag, 'unknown', { gate: tag.gate }),
            discriminator: `${at.label} ${tag.raw} ${tag.condition} ${tag.gate}`,
          });
      }
    }
    return out;
  },
});
