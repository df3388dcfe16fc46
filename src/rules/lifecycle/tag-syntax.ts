import { defineRule, type RuleReport } from '../../engine/rule.js';
import { lifecycleFacts, tagReport } from './lifecycle-facts.js';

// spec/go-lifecycle.md §2.1: a malformed `+lifecycle:` tag (unknown, duplicate or missing key,
// bad value, a second tag for one component), or a `+featureGate=` or `+k8s:ifEnabled()` /
// `+k8s:ifDisabled()` tag naming nothing (validation-gen stops on "missing required option name
// positional argument"), on fields, struct types and constants. Syntax errors stay errors on
// untouched lines too (§5).
export const tagSyntax = defineRule({
  id: 'lifecycle/tag-syntax',
  meta: {
    severity: 'error',
    description: 'a +lifecycle:, +featureGate= or ifEnabled/ifDisabled tag on a Go declaration is malformed',
    messages: {
      malformed: '{{field}}: {{problem}}',
      second: '{{field}} has a second +lifecycle:{{component}}: tag; a field carries one tag per component (KEP-2558)',
      emptyGate: '{{field}}: +featureGate= names no feature gate',
      emptyCondition: '{{field}}: +k8s:{{condition}}() names no feature gate',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const out: RuleReport<'malformed' | 'second' | 'emptyGate' | 'emptyCondition'>[] = [];
    const fixed = { diffAware: false };
    for (const at of facts.declarations) {
      for (const bad of at.malformed)
        out.push(
          tagReport(
            facts,
            at,
            { raw: bad.message, line: bad.line, column: bad.column },
            'malformed',
            { problem: bad.message },
            fixed,
          ),
        );
      const seen = new Set<string>();
      for (const tag of at.lifecycle) {
        if (tag.problems.length > 0)
          out.push(tagReport(facts, at, tag, 'malformed', { problem: tag.problems.join('; ') }, fixed));
        else if (seen.has(tag.component))
          out.push(tagReport(facts, at, tag, 'second', { component: tag.component }, fixed));
        seen.add(tag.component);
      }
      for (const tag of at.featureGates)
        if (tag.gates.some((g) => g === '')) out.push(tagReport(facts, at, tag, 'emptyGate', {}, fixed));
      for (const tag of at.gateConditions) {
        if (tag.gate === '')
          out.push({
            ...tagReport(facts, at, tag, 'emptyCondition', { condition: tag.condition }, fixed),
            discriminator: `${at.label} ${tag.raw} ${tag.condition}`,
          });
      }
    }
    return out;
  },
});
