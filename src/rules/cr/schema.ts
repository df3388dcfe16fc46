import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { crReport, CR_MESSAGES } from './cr-report.js';
import { customResourceReview } from './custom-resource-review.js';

// cr/schema: OpenAPI value validation (spec/cr-validation.md §5) and the scale subresource's replicas paths (CR-SCALE-001). Every finding is one error kube-apiserver returns on
// create (or update, against the base object) of a custom resource whose CRD is in the
// repository, in the server's words (spec/cr-validation.md §5, §4.3, §11). A mapping or list that
// pruning emptied and validation then refuses is cr/unknown-field's finding, which names the keys.
export const schema = defineRule({
  id: 'cr/schema',
  meta: {
    severity: 'error',
    description: "a custom resource that the apiserver's OpenAPI validation of its CRD's schema rejects (types, formats, enums, required fields, bounds, patterns, scale replicas)",
    messages: {
      ...CR_MESSAGES,
      notConverted:
        'the stored object is {{stored}}, which only the conversion webhook of {{crd}} converts to {{version}}: this update was validated without it (no ratcheting, no transition rules), so an unchanged invalid value the apiserver would accept may be reported',
    },
  },
  check: (ctx) =>
    customResourceReview(ctx).reviewed.flatMap((r) => {
      const reports: RuleReport<'apiserver' | 'notConverted'>[] = r.errors.filter((e) => e.ruleId === 'cr/schema' && !e.reportedByUnknownField).map((e) => crReport(r, e.error));
      // CR-MATCH-005: said once per resource, never silently.
      if (r.notConverted) reports.push({ messageId: 'notConverted', object: r.object, path: API_VERSION, severity: 'notice', data: { stored: r.notConverted, crd: r.crd, version: r.object.apiVersion } });
      return reports;
    }),
});

const API_VERSION = FieldPath.of('apiVersion');
