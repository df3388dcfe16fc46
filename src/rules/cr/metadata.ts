import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { crReport, CR_MESSAGES, type CrMessageId } from './cr-report.js';
import { customResourceReview } from './custom-resource-review.js';

// cr/metadata: root metadata (CR-META-001) and embedded resources with their metadata (spec/cr-validation.md §6). Every finding is one error kube-apiserver returns on
// create (or update, against the base object) of a custom resource whose CRD is in the
// repository, in the server's words (spec/cr-validation.md §4.2, §6, §11). A resource without
// a name is not validated (custom-resource-review.ts isNameless): a notice says so.
export const metadata = defineRule({
  id: 'cr/metadata',
  meta: {
    severity: 'error',
    description:
      "a custom resource whose metadata, or an embedded resource's apiVersion, kind or metadata, the apiserver rejects",
    messages: {
      ...CR_MESSAGES,
      nameless:
        '{{kind}} has neither metadata.name nor metadata.generateName, so kubectl cannot apply it as it is: taken for data a program reads or a skeleton a tool completes, it was not validated against {{crd}}',
    },
  },
  check: (ctx) => {
    const review = customResourceReview(ctx);
    const nameless = review.nameless.map(({ object, crd }): RuleReport<CrMessageId | 'nameless'> => ({
      messageId: 'nameless',
      severity: 'notice',
      object,
      path: METADATA,
      placement: 'key',
      data: { kind: object.kind, crd },
    }));
    return [
      ...review.reviewed.flatMap((r) =>
        r.errors.filter((e) => e.ruleId === 'cr/metadata').map((e) => crReport(r, e.error)),
      ),
      ...nameless,
    ];
  },
});

const METADATA = FieldPath.of('metadata');
