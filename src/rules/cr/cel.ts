import { FieldPath } from '../../engine/field-path.js';
import type { World } from '../../engine/world.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { printedPath } from './cr-error.js';
import { crReport, CR_MESSAGES, REFUSED_ON_CREATE, type CrMessageId } from './cr-report.js';
import { customResourceReview, type ReviewedResource } from './custom-resource-review.js';
import { mutatingWebhooks, webhookFilling, webhookSeeing, type MutatingWebhook } from './mutating-webhooks.js';
import { isBlocking, NOT_CHECKED, type CrError, type NotEvaluated } from './validate-custom-resource.js';

// cr/cel (spec/cr-validation.md §8): x-kubernetes-validations rules evaluated on the custom
// resource, and CR-CEL-011, the "some validation rules were not checked" error the apiserver adds
// instead of evaluating them when the object already has a blocking error. A rule that cannot be
// evaluated offline is a notice that says so: never a silent pass.
export const cel = defineRule({
  id: 'cr/cel',
  meta: {
    severity: 'error',
    description:
      'a custom resource that fails an x-kubernetes-validations rule of its CRD, or whose rules the apiserver would not check because of other errors',
    messages: {
      ...CR_MESSAGES,
      notEvaluated:
        'the x-kubernetes-validations rule {{rule}} (at {{at}}) of {{crd}} version {{version}} was not evaluated offline: {{reason}}; the apiserver may still reject this resource',
      notEvaluatedAll:
        'the x-kubernetes-validations rules of {{crd}} version {{version}} were not evaluated offline: {{reason}}; the apiserver may still reject this resource',
      notEvaluatedMany:
        '{{count}} x-kubernetes-validations rules of {{crd}} version {{version}} were not evaluated offline ({{rules}}): {{reason}}; the apiserver may still reject this resource',
      notChecked:
        'the x-kubernetes-validations rules of {{crd}} were not checked: the apiserver evaluates them only once the errors that block them are fixed ({{blocking}}), and adds to its answer: {{line}}',
      noSuchStatus:
        '{{line}} (the rule reads status, which no manifest holds: under the status subresource the apiserver drops it on create and keeps the stored one on updates, which the controller writes through /status, so the rule fails so only where nothing has written status yet)',
      noSuchKeyUnlessWebhook:
        '{{line}}, unless the mutating webhook {{webhook}} sets what the rule reads: webhooks run before the rules, and those built on controller-runtime or knative add every field their Go type declares without omitempty, and what their defaulters set',
      refusedOnCreate: `{{line}}: ${REFUSED_ON_CREATE}`,
      notCheckedUnlessWebhook:
        'the x-kubernetes-validations rules of {{crd}} were not checked, because of required fields the mutating webhook {{webhook}} may set first (see the cr/schema warnings); if it does not, the apiserver rejects the resource with: {{line}}',
    },
  },
  check: (ctx) => {
    const webhooks = () => mutatingWebhooks(ctx);
    return customResourceReview(ctx).reviewed.flatMap((r) => {
      const reports: RuleReport<
        | CrMessageId
        | 'notEvaluated'
        | 'notEvaluatedAll'
        | 'notEvaluatedMany'
        | 'notChecked'
        | 'notCheckedUnlessWebhook'
        | 'noSuchKeyUnlessWebhook'
        | 'noSuchStatus'
        | 'refusedOnCreate'
      >[] = r.errors
        .filter((e) => e.ruleId === 'cr/cel')
        .map((e) => reportOf(r, e, webhooks, ctx.whole?.head ?? ctx.head));
      // A rule the change adds that the unchanged manifest fails: an update of the object stored
      // from it passes (the rule's error ratchets), a create is refused (kube-agentic-networking's
      // quickstart samples under a rule added to AccessPolicy), as cr/schema says of its own.
      for (const e of r.refusedOnCreateOnly ?? []) {
        if (e.ruleId !== 'cr/cel' || e.error === NOT_CHECKED) continue;
        const report = reportOf(r, e, webhooks, ctx.whole?.head ?? ctx.head);
        reports.push({
          ...report,
          messageId: report.messageId === 'apiserver' ? 'refusedOnCreate' : report.messageId,
          severity: 'warning',
        });
      }
      // One notice per resource and reason: a CRD with a hundred rules the runtime cannot bound
      // is one thing to know about the resource, not a hundred.
      const byReason = new Map<string, NotEvaluated[]>();
      for (const n of r.celNotEvaluated) byReason.set(n.reason, [...(byReason.get(n.reason) ?? []), n]);
      for (const [reason, list] of byReason) {
        const first = list[0];
        if (!first) continue;
        // A rule on the schema root has apimachinery's nil path, which Go prints `<nil>` (CR-PATH-001):
        // the server's notation for its own errors, not a name for a place in a sentence.
        const where = (n: NotEvaluated) => n.path?.toString() ?? 'the top level';
        reports.push({
          // '*': every rule of the resource (cr/validate-custom-resource.ts, a templated manifest).
          messageId: first.rule === '*' ? 'notEvaluatedAll' : list.length === 1 ? 'notEvaluated' : 'notEvaluatedMany',
          object: r.object,
          path: list.length === 1 ? (first.path ?? KIND_LINE) : KIND_LINE,
          severity: 'notice',
          data: {
            rule: JSON.stringify(first.rule),
            at: where(first),
            count: list.length,
            rules: listText(list.map((n) => `${JSON.stringify(n.rule)} at ${where(n)}`)),
            crd: r.crd,
            version: r.version,
            reason,
            operation: r.operation,
            notEvaluated: list.map((n) => ({ path: n.path?.toString() ?? '', rule: n.rule })),
          },
          discriminator: reason,
          identity: 'not evaluated',
        });
      }
      return reports;
    });
  },
});

// CR-CEL-011, the error the apiserver adds after blocking errors, is a notice: the blocking errors
// are reported (cr/schema), and this one says only that the rules wait for them; as an error it
// doubled the count of every invalid resource. It keeps data.apiserver, and every finding of the
// resource has the whole answer in data.response.
// After blocking errors that are all Required values a mutating webhook of the repository may fill
// in (cr/schema reports those as warnings), whether the rules are skipped is not known either: a
// notice too, without data.apiserver, that names the webhook. The risk is the cr/schema warnings';
// as a warning it gave every such resource two (jobset's documented examples, whose rules' names
// the webhook fills in).
function reportOf(
  r: ReviewedResource,
  e: CrError,
  webhooks: () => readonly MutatingWebhook[],
  world: World,
): RuleReport<CrMessageId | 'notChecked' | 'notCheckedUnlessWebhook' | 'noSuchKeyUnlessWebhook' | 'noSuchStatus'> {
  const report = crReport(r, e.error);
  // A rule that read a field the manifest leaves out (CEL's "no such key"), where a mutating
  // webhook of the repository sees the resource first: kyma-project/telemetry-manager's samples
  // leave out spec.input, which its LogPipeline defaulter fills in. A warning, as cr/schema's
  // Required values are there.
  if (e.error !== NOT_CHECKED) {
    // A rule over status (Kong's "authRef is immutable when an entity is already Programmed") on a
    // manifest's object, which no status was written to: its controller writes one in a cluster.
    if (r.statusSubresource && NO_SUCH_STATUS.test(e.error.detail))
      return { ...report, messageId: 'noSuchStatus', severity: 'warning' };
    const webhook = NO_SUCH_KEY.test(e.error.detail) ? webhookSeeing(webhooks, r, world) : undefined;
    return webhook === undefined ? report : unlessWebhook(report, 'noSuchKeyUnlessWebhook', 'warning', webhook);
  }
  const blocking = r.errors.filter((b) => isBlocking(b.error));
  const filling = blocking.map((b) => webhookFilling(webhooks, r, b, world));
  const webhook = filling[0];
  if (webhook === undefined || filling.some((w) => w === undefined))
    return {
      ...report,
      messageId: 'notChecked',
      severity: 'notice',
      // Named here: in the review of a change the blocking errors may be old ones, and not shown.
      data: { ...report.data, blocking: listText(blocking.map((b) => `${printedPath(b.error)}: ${b.error.type}`)) },
    };
  return unlessWebhook(report, 'notCheckedUnlessWebhook', 'notice', webhook);
}

/** The report of an answer a mutating webhook may change: without data.apiserver (not known), naming the webhook. */
function unlessWebhook<M extends string>(
  report: RuleReport<CrMessageId>,
  messageId: M,
  severity: 'warning' | 'notice',
  webhook: MutatingWebhook,
): RuleReport<M> {
  const { apiserver: _unknown, ...rest } = report;
  return { ...rest, messageId, severity, data: { ...report.data, webhook: webhook.name } };
}

const KIND_LINE = FieldPath.of('kind');

/** How CEL says a rule read a field the object does not have. */
const NO_SUCH_KEY = /\bno such key\b/;
const NO_SUCH_STATUS = /\bno such key: status\b/;

/** At most three, then how many more. */
const listText = (items: readonly string[]): string =>
  items.length <= 3 ? items.join(', ') : `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`;
