import { defineRule } from '../../engine/rule.js';
import { hasStatusSubresource, isStatusOnly, OLDER_CONTROLLER, STATUS_WRITES } from './status-writes.js';
import { compatReports, fieldName, goFieldsOf, goTypesOf, sameVersionDifferences, shown } from './compat-report.js';
import { webhookWritesField } from './webhook-written-field.js';
import { requiredRenamedFrom } from './rename-candidate.js';
import { kubernetesRequiredField } from './kubernetes-required-fields.js';
import { formatPropertyPath, parsePropertyPath } from './property-path.js';
import { crdGroup, crdNames } from './compat-crd.js';
import { mutatingWebhooks, webhookOfEveryWrite } from '../cr/mutating-webhooks.js';
import { servedVersionNames } from '../crd/schema/hoisting.js';

// compat/required-added (spec/crd-compatibility.md §5.4): a name newly in `required` of a node
// that existed in base, without a default in head (the apiserver defaults before validating).
// The parent raises the error, so any change of the parent of a stored object without it fails
// (§5.6); creates are never ratcheted.
export const requiredAdded = defineRule({
  id: 'compat/required-added',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'a field of a served CRD version became required',
    messages: {
      required:
        '{{field}} is now required in {{version}}; {{creates}} (a GitOps re-apply, a restore) and every update of {{parent}} that leaves it out is rejected; give it a default or keep it optional',
      requiredDefaultRemoved:
        '{{field}} is now required in {{version}}, and its default ({{default}}) was removed; {{creates}} (a GitOps re-apply, a restore), which the apiserver gave {{default}} before, and every update of {{parent}} that leaves it out is rejected; keep the default',
      status: `{{field}} is now required in {{version}}; ${STATUS_WRITES}, and a status write that leaves it out of {{parent}} is rejected ${OLDER_CONTROLLER}; give it a default, or make sure every running controller sets it`,
      documented:
        '{{field}} is now required in {{version}}, as its description said before ("{{sentence}}"): creates and updates of {{parent}} without it are rejected, but the API never documented such objects as valid: a warning',
      renamed:
        '{{field}} is now required in {{version}}, in place of {{from}}, which the base required and the change removed: every object the base accepted set {{from}}, so the break is the rename, which compat/field-removed reports there; keep {{from}} readable (or serve the rename as a new version)',
      statusRoot:
        'status is now required in {{version}}, which has the status subresource: the apiserver drops status from every create before it validates, so no object of {{version}} can be created at all, and a default does not help (it is dropped with it); controller-gen requires status where the Status field lacks omitempty: give it omitempty or +optional',
      sentByGo:
        '{{field}} is now required in {{version}}; {{creates}} (a GitOps re-apply, a restore) and every update of {{parent}} that leaves it out is rejected, but the Go type the CRD was generated from holds {{field}} as a struct, which encoding/json writes even when empty, so only a manifest or an unstructured client that leaves {{field}} out meets the refusal, never a Go client: a warning',
      webhook:
        "{{field}} is now required in {{version}}; creates and updates of {{parent}} without it are rejected unless the mutating webhook {{webhook}} sets it: webhooks run before schema validation, and those built on controller-runtime or knative add every field their Go type declares without omitempty (the fields controller-gen marks required), so only writes it does not see meet the refusal (while it is down, or before the release's webhook serves): a warning",
      kubernetes:
        "{{field}} is now required in {{version}}: it is Kubernetes' {{type}}, which k8s.io/api marks required, and a CRD generated with it takes the mark; creates and updates of {{parent}} without it are rejected, but Kubernetes always refused {{refuses}} without it, so no such object ever worked: a warning",
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/required-added', (d, crd) => {
      const field = fieldName(d.property);
      // The parent's path from the parsed steps: a quoted name (`^.spec["x.y"]`) holds dots and brackets.
      const parent = formatPropertyPath((parsePropertyPath(d.property) ?? []).slice(0, -1));
      // In the items of an atomic list, the list is what an update changes or not (§5.6).
      const unit = 'ratchetUnit' in d ? d.ratchetUnit : undefined;
      const data = {
        field,
        version: d.version,
        parent: unit !== undefined ? fieldName(unit) : parent === '^' ? 'the object' : fieldName(parent),
        // Required applies where its parent is there: a create without spec, or without any item of
        // a list, is not refused for a field of theirs (zalando/postgres-operator's review).
        creates: parent === '^' ? 'every create without it' : `every create whose ${fieldName(parent)} lacks it`,
      };
      // A required field renamed: the removal of the old name is the break (rename-candidate.ts).
      const from = requiredRenamedFrom(
        ctx,
        crd,
        d,
        sameVersionDifferences(ctx, crd).filter((r) => r.ruleId === 'compat/field-removed'),
      );
      if (from !== undefined) return { messageId: 'renamed', data: { ...data, from }, severity: 'notice' as const };
      const kubernetes = kubernetesRequiredField(crd, d, ctx.baseOf(crd));
      if (kubernetes !== undefined)
        return { messageId: 'kubernetes', data: { ...data, ...kubernetes }, severity: 'warning' as const };
      if ('documentedRequired' in d && d.documentedRequired !== undefined && !isStatusOnly(crd, d))
        return { messageId: 'documented', data: { ...data, sentence: d.documentedRequired.trim() } };
      if (isStatusOnly(crd, d)) return { messageId: 'status', data };
      // kubemod d3bb27cc: its controller-runtime defaulter re-encodes every ModRule from a Go type
      // whose new field has no omitempty. Only a value field: a nil pointer (sap-btp-service-operator
      // 13017ef5's `*SecretKeyReference`), slice or map encodes as null, which the apiserver drops
      // before it validates. (A status write goes to the status subresource, which the webhooks of
      // the resource do not see.)
      const head = ctx.whole?.head ?? ctx.head;
      const goType = goTypesOf(ctx, crd, head)(d.version)(d.property);
      const webhook =
        goType !== undefined && webhookWritesField(goType, goFieldsOf(ctx, crd, head)(d.version)(d.property), head)
          ? webhookOfEveryWrite(mutatingWebhooks(ctx, head), {
              group: crdGroup(crd),
              version: d.version,
              resource: crdNames(crd).plural ?? '',
              ...(crdNames(crd).kind === undefined ? {} : { kind: crdNames(crd).kind }),
              servedVersions: () => servedVersionNames(crd),
            })
          : undefined;
      if (webhook !== undefined)
        return { messageId: 'webhook', data: { ...data, webhook: webhook.name }, severity: 'warning' as const };
      if ('sentByGo' in d && d.sentByGo === true) return { messageId: 'sentByGo', data };
      // status itself, under the status subresource (kubeedge/sedna 8ef8c4d2): not one create passes.
      if (d.property === '^.status' && hasStatusSubresource(crd, d.version)) return { messageId: 'statusRoot', data };
      // The default the change removes with it (compat/default-changed leaves that removal to this).
      const removedDefault = sameVersionDifferences(ctx, crd).find(
        (r) =>
          r.ruleId === 'compat/default-changed' &&
          r.version === d.version &&
          r.property === d.property &&
          r.head === null,
      );
      return removedDefault === undefined
        ? { messageId: 'required', data }
        : { messageId: 'requiredDefaultRemoved', data: { ...data, default: shown(removedDefault.base) } };
    }),
});
