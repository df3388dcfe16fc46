import { FieldPath } from '../../engine/field-path.js';
import type { World } from '../../engine/world.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { crReport, CR_MESSAGES, REFUSED_ON_CREATE, type CrMessageId } from './cr-report.js';
import { customResourceReview, type ReviewedResource } from './custom-resource-review.js';
import { isIdentityOnlyTestResource } from './identity-only-resource.js';
import { mutatingWebhooks, webhookFilling, type MutatingWebhook } from './mutating-webhooks.js';
import type { CrError } from './validate-custom-resource.js';
import { goTypesLookup } from '../compat/compat-report.js';
import type { GoPropertyTypes } from '../compat/go-property-type.js';
import type { PropertyStep } from '../compat/property-path.js';
import { webhookLeavesRefused } from '../compat/webhook-written-field.js';

// cr/schema: OpenAPI value validation (spec/cr-validation.md §5) and the scale subresource's replicas paths (CR-SCALE-001). Every finding is one error kube-apiserver returns on
// create (or update, against the base object) of a custom resource whose CRD is in the
// repository, in the server's words (spec/cr-validation.md §5, §4.3, §11). A mapping or list that
// pruning emptied and validation then refuses is cr/unknown-field's finding, which names the keys.

export const schema = defineRule({
  id: 'cr/schema',
  meta: {
    severity: 'error',
    description:
      "a custom resource that the apiserver's OpenAPI validation of its CRD's schema rejects (types, formats, enums, required fields, bounds, patterns, scale replicas)",
    messages: {
      ...CR_MESSAGES,
      requiredInReference:
        '{{line}}: this resource of a test tree writes nothing but its identity, as end-to-end tests write the objects they look up or wait for rather than create; if this one is applied, the apiserver rejects it',
      requiredUnlessWebhook:
        '{{line}}, unless the mutating webhook {{webhook}} sets it: webhooks run before schema validation, and those built on controller-runtime or knative add every field their Go type declares without omitempty (the fields controller-gen marks required)',
      requiredUnlessWebhookSetsValue:
        '{{line}}, unless the mutating webhook {{webhook}} sets it to a value the schema accepts: webhooks run before schema validation, but one that only adds every field its Go type declares without omitempty (as those built on controller-runtime or knative do) writes {{zero}} here, which the schema refuses too ({{refusal}})',
      branchUnlessWebhook:
        '{{line}}, unless the mutating webhook {{webhook}} sets the fields a branch requires: webhooks run before schema validation, and what they set is not known offline',
      fieldReference:
        '{{placeholders}} of the {{strings}} string values of this {{kind}} are placeholders ("" or "string"): a field reference generated from the schema of {{crd}}, not a resource anybody applies, so the apiserver\'s answer for its placeholders is not reported ({{errors}} errors as written)',
      refusedOnCreate: `{{line}}: ${REFUSED_ON_CREATE}`,
      refusedOnCreateWrittenNull: `${CR_MESSAGES.requiredWrittenNull}: ${REFUSED_ON_CREATE}`,
      notConverted:
        'the stored object is {{stored}}, which only the conversion webhook of {{crd}} converts to {{version}}: this update was validated without it (no ratcheting, no transition rules), so an unchanged invalid value the apiserver would accept may be reported',
    },
  },
  check: (ctx) => {
    const webhooks = () => mutatingWebhooks(ctx);
    const goTypes = () => goTypesLookup(ctx, ctx.whole?.head ?? ctx.head);
    return customResourceReview(ctx).reviewed.flatMap((r) => {
      const reports: RuleReport<
        | CrMessageId
        | 'requiredUnlessWebhook'
        | 'requiredUnlessWebhookSetsValue'
        | 'branchUnlessWebhook'
        | 'requiredInReference'
        | 'notConverted'
        | 'fieldReference'
        | 'refusedOnCreate'
        | 'refusedOnCreateWrittenNull'
      >[] = r.errors
        .filter((e) => e.ruleId === 'cr/schema' && !e.reportedByUnknownField)
        .map((e) => reportOf(r, e, webhooks, ctx.whole?.head ?? ctx.head, goTypes));
      // A warning: whether the manifest is ever created again (a sample) or only re-applied (a
      // GitOps tree) is not known; the rejection stays in data.apiserver.
      for (const e of r.refusedOnCreateOnly ?? []) {
        if (e.ruleId !== 'cr/schema' || e.reportedByUnknownField) continue;
        const report = reportOf(r, e, webhooks, ctx.whole?.head ?? ctx.head, goTypes);
        const messageId =
          report.messageId === 'apiserver'
            ? ('refusedOnCreate' as const)
            : report.messageId === 'requiredWrittenNull'
              ? ('refusedOnCreateWrittenNull' as const)
              : report.messageId;
        reports.push({ ...report, messageId, severity: 'warning' });
      }
      if (r.fieldReference)
        reports.push({
          messageId: 'fieldReference',
          object: r.object,
          path: KIND,
          severity: 'notice',
          data: { ...r.fieldReference, kind: r.object.kind, crd: r.crd },
        });
      // CR-MATCH-005: said once per resource, never silently.
      if (r.notConverted)
        reports.push({
          messageId: 'notConverted',
          object: r.object,
          path: API_VERSION,
          severity: 'notice',
          data: { stored: r.notConverted, crd: r.crd, version: r.object.apiVersion },
        });
      return reports;
    });
  },
});

// A required field the manifest leaves out (or an anyOf / oneOf whose branch misses only fields)
// is the apiserver's rejection only when no mutating webhook of the repository sees the request
// first (mutating-webhooks.ts), and when the resource is one anybody creates: a test's reference
// to an object it looks up writes only its identity (identity-only-resource.ts). Otherwise it is a warning without data.apiserver: the answer is
// not known, or no request is made.
function reportOf(
  r: ReviewedResource,
  e: CrError,
  webhooks: () => readonly MutatingWebhook[],
  world: World,
  goTypes: () => GoPropertyTypes,
): RuleReport<
  | CrMessageId
  | 'requiredUnlessWebhook'
  | 'requiredUnlessWebhookSetsValue'
  | 'branchUnlessWebhook'
  | 'requiredInReference'
> {
  const report = crReport(r, e.error);
  const zero = e.error.zeroRefused;
  const webhook =
    e.error.type === 'Required value' && goLeavesRefused(r, e, world, goTypes)
      ? undefined
      : webhookFilling(webhooks, r, e, world);
  const softened = webhook
    ? {
        messageId:
          e.error.type !== 'Required value'
            ? ('branchUnlessWebhook' as const)
            : zero
              ? ('requiredUnlessWebhookSetsValue' as const)
              : ('requiredUnlessWebhook' as const),
        data: {
          ...report.data,
          webhook: webhook.name,
          ...(zero ? { zero: JSON.stringify(zero.value), refusal: zero.refusal } : {}),
        },
      }
    : e.error.type === 'Required value' && isIdentityOnlyTestResource(r.object)
      ? { messageId: 'requiredInReference' as const }
      : undefined;
  if (!softened) return report;
  const { apiserver: _notKnown, ...rest } = report;
  return { ...rest, ...softened, severity: 'warning' };
}

/**
 * Whether the repository's Go type of the missing field says a defaulting webhook leaves it refused
 * (webhook-written-field.ts): its re-encoding writes nothing there, or a zero the schema refuses,
 * and no Go code sets it. The path's fields and list indexes are followed (a map key is none).
 */
function goLeavesRefused(r: ReviewedResource, e: CrError, world: World, goTypes: () => GoPropertyTypes): boolean {
  const steps: PropertyStep[] = [];
  for (const step of e.error.path?.steps() ?? []) {
    if ('field' in step) steps.push(...step.field.split('.').map((property) => ({ property })));
    else if (/^\d+$/.test(step.subscript)) steps.push('items');
    else return false;
  }
  if (steps.length === 0) return false;
  const { group, version, kind } = r.object;
  const lookup = goTypes();
  return webhookLeavesRefused(
    lookup(group, version, kind, steps),
    lookup.field(group, version, kind, steps),
    world,
    e.error.zeroRefused !== undefined,
  );
}

const API_VERSION = FieldPath.of('apiVersion');
const KIND = FieldPath.of('kind');
