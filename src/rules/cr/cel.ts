import { defineRule, type RuleReport } from '../../engine/rule.js';
import { crReport, CR_MESSAGES } from './cr-report.js';
import { customResourceReview } from './custom-resource-review.js';

// cr/cel (spec/cr-validation.md §8): x-kubernetes-validations rules evaluated on the custom
// resource, and CR-CEL-011, the "some validation rules were not checked" error the apiserver adds
// instead of evaluating them when the object already has a blocking error. A rule that cannot be
// evaluated offline is a notice that says so: never a silent pass.
export const cel = defineRule({
  id: 'cr/cel',
  meta: {
    severity: 'error',
    description: 'a custom resource that fails an x-kubernetes-validations rule of its CRD, or whose rules the apiserver would not check because of other errors',
    messages: {
      ...CR_MESSAGES,
      notEvaluated: 'the x-kubernetes-validations rules of {{crd}} version {{version}} were not evaluated offline ({{reason}}): the apiserver may still reject this resource',
    },
  },
  check: (ctx) =>
    customResourceReview(ctx).reviewed.flatMap((r) => {
      const reports: RuleReport<'apiserver' | 'notEvaluated'>[] = r.errors.filter((e) => e.ruleId === 'cr/cel').map((e) => crReport(r, e.error));
      const first = r.celNotEvaluated[0];
      if (first) {
        reports.push({ messageId: 'notEvaluated', object: r.object, severity: 'notice', data: { crd: r.crd, version: r.version, reason: first.reason, operation: r.operation }, identity: 'not evaluated' });
      }
      return reports;
    }),
});
