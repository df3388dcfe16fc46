import { defineRule } from '../../engine/rule.js';
import { crReport, CR_MESSAGES } from './cr-report.js';
import { customResourceReview } from './custom-resource-review.js';

// cr/list-type: x-kubernetes-list-type set and map uniqueness (spec/cr-validation.md §7). Every finding is one error kube-apiserver returns on
// create (or update, against the base object) of a custom resource whose CRD is in the
// repository, in the server's words (spec/cr-validation.md §7, §11).
export const listType = defineRule({
  id: 'cr/list-type',
  meta: {
    severity: 'error',
    description: 'a custom resource with duplicate items in an x-kubernetes-list-type set or map list',
    messages: CR_MESSAGES,
  },
  check: (ctx) =>
    customResourceReview(ctx).reviewed.flatMap((r) =>
      r.errors.filter((e) => e.ruleId === 'cr/list-type').map((e) => crReport(r, e.error)),
    ),
});
