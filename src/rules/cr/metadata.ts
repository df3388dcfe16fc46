import { defineRule } from '../../engine/rule.js';
import { crReport, CR_MESSAGES } from './cr-report.js';
import { customResourceReview } from './custom-resource-review.js';

// cr/metadata: root metadata (CR-META-001) and embedded resources with their metadata (spec/cr-validation.md §6). Every finding is one error kube-apiserver returns on
// create (or update, against the base object) of a custom resource whose CRD is in the
// repository, in the server's words (spec/cr-validation.md §4.2, §6, §11).
export const metadata = defineRule({
  id: 'cr/metadata',
  meta: {
    severity: 'error',
    description:
      "a custom resource whose metadata, or an embedded resource's apiVersion, kind or metadata, the apiserver rejects",
    messages: CR_MESSAGES,
  },
  check: (ctx) =>
    customResourceReview(ctx).reviewed.flatMap((r) =>
      r.errors.filter((e) => e.ruleId === 'cr/metadata').map((e) => crReport(r, e.error)),
    ),
});
