import { defineRule, type RuleReport } from '../../engine/rule.js';
import { lifecycleFacts, tagReport } from './lifecycle-facts.js';

// spec/go-lifecycle.md §2.1: a malformed `+lifecycle:` tag (unknown, duplicate or missing key,
// bad value, a second tag for one component), or a `+featureGate=` tag naming nothing. Syntax
// errors stay errors on untouched lines too (§5).
export const tagSyntax = defineRule({
  id: 'lifecycle/tag-syntax',
  meta: {
    severity: 'error',
    description: 'A +lifecycle: or +featureGate= tag on a Go field is malformed',
    messages: {
      malformed: '{{field}}: {{problem}}',
      second: '{{field}} has a second +lifecycle:{{component}}: tag; a field carries one tag per component (KEP-2558)',
      emptyGate: '{{field}}: +featureGate= names no feature gate',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const out: RuleReport<'malformed' | 'second' | 'emptyGate'>[] = [];
    const fixed = { diffAware: false };
    for (const at of facts.fields) {
      for (const bad of at.malformed) out.push(tagReport(facts, at, { raw: bad.message, line: bad.line, column: bad.column }, 'malformed', { problem: bad.message }, fixed));
      const seen = new Set<string>();
      for (const tag of at.lifecycle) {
        if (tag.problems.length > 0) out.push(tagReport(facts, at, tag, 'malformed', { problem: tag.problems.join('; ') }, fixed));
        else if (seen.has(tag.component)) out.push(tagReport(facts, at, tag, 'second', { component: tag.component }, fixed));
        seen.add(tag.component);
      }
      for (const tag of at.featureGates) if (tag.gates.some((g) => g === '')) out.push(tagReport(facts, at, tag, 'emptyGate', {}, fixed));
    }
    return out;
  },
});
