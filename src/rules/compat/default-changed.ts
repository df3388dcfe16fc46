import { defineRule, type RuleContext, type RuleReport } from '../../engine/rule.js';
import { compatReports, fieldName, goFieldsOf, sameVersionDifferences, shown } from './compat-report.js';
import { goAssigns } from './webhook-written-field.js';
import { goParseDuration } from '../../engine/go-duration.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { ancestorDefaultsOf } from './ancestor-defaults.js';
import { sameJson } from './json-equality.js';
import { isStatusOnly } from './status-writes.js';
import type { CompatDifference } from './compare-crds.js';
import { nodeAndParentAt } from './kubernetes-map-lists.js';
import { parsePropertyPath } from './property-path.js';
import { crdVersions, servedVersionNames } from '../crd/schema/hoisting.js';
import { mutatingWebhooks, webhookOfEveryWrite } from '../cr/mutating-webhooks.js';
import { crdGroup, crdNames } from './compat-crd.js';

// compat/default-changed (spec/crd-compatibility.md §5.7): the apiserver applies defaults when it
// reads stored objects, so a new or changed default changes what existing objects say without
// anyone writing them; a removed default leaves new objects without a value controllers may
// assume. Nothing is rejected: a warning; a default that is a k8s.io/api type's own, which the
// apiserver sets on the Pods made from the value anyway, a notice (kubernetes-type-defaults.ts), as
// are a default removed from a field the change deprecates and a default added that the field's
// description stated before (documented-default.ts).
export const defaultChanged = defineRule({
  id: 'compat/default-changed',
  scope: 'object',
  meta: {
    severity: 'warning',
    description: 'the default of a field of a served CRD version was added, changed or removed',
    messages: {
      added:
        '{{field}} in {{version}} now defaults to {{to}}; stored objects that never set it read {{toRead}} from now on without anyone writing them, and controllers act on it; make sure that is what those objects mean',
      addedNotStored:
        '{{field}} in {{version}} now defaults to {{to}}; creates and updates sent in {{version}} that leave it out get {{toRead}}, but {{version}} is not the storage version, and an object read from storage takes the defaults of the version it is stored in, so stored objects do not read it; make sure that is what those requests mean',
      addedDocumented:
        '{{field}} in {{version}} now defaults to {{to}}, the default its description stated before: stored objects that never set it read {{toRead}} from now on where they held nothing, which is what they were documented to mean; only a client that tells an unset field from {{toRead}} sees a change',
      addedZeroValue:
        '{{field}} in {{version}} now defaults to {{to}}, the zero value of its type: stored objects that never set it read {{toRead}} from now on, which a client decodes as unset anyway; only one that tells an absent field from {{toRead}} sees a change',
      addedKubernetesDefault:
        "{{field}} in {{version}} now defaults to {{to}}, Kubernetes' own default of {{kubernetesDefault}}: stored objects that never set it read {{toRead}} from now on, and the apiserver sets the same value on every {{madeInto}} made from them",
      changedSameDuration:
        'the default of {{field}} in {{version}} changed from {{from}} to {{to}}, the same duration written otherwise: objects created from now on without it get {{to}} (stored ones keep the {{from}} the apiserver wrote into them), which a controller that parses durations takes for the same value (one that compares the text does not)',
      changed:
        'the default of {{field}} in {{version}} changed from {{from}} to {{to}}; objects created from now on without it get {{toRead}}{{shadowed}}, so a manifest that leaves it out means something else than before (a re-apply to a new cluster, a restore), while stored objects keep {{fromRead}}, which the apiserver wrote into them (those stored before it had any default, never written since, read {{toRead}}); keep the old default, or make sure every such manifest means {{toRead}}',
      changedStatus:
        'the default of {{field}} in {{version}} changed from {{from}} to {{to}}; status the controller writes through /status without it gets {{toRead}} from now on, while stored statuses keep {{fromRead}}; no manifest means something else, as status is dropped on create and kept from the stored object on updates of the resource; make sure readers of status take {{toRead}} as they took {{fromRead}}',
      removed:
        'the default of {{field}} in {{version}} ({{fromValue}}) was removed; new objects are created without a value that controllers and clients may assume; keep the default',
      removedUnderWebhook:
        "the default of {{field}} in {{version}} ({{fromValue}}) was removed, but the repository's mutating webhook {{webhook}} sees every create and update of the resource, before the apiserver validates and stores it: where it sets the field (a defaulting webhook), new objects still get a value; only stored objects written before the default came, which the apiserver filled in on reads, lose it",
      removedStatus:
        'the default of {{field}} in {{version}} ({{fromValue}}) was removed; status the controller writes through /status without it no longer gets {{fromValue}}, so readers of status that assumed it meet no value (manifests are not concerned: status is dropped on create and kept from the stored object on updates of the resource); keep the default, or make sure the controller writes the field',
      removedDocumented:
        'the default of {{field}} in {{version}} ({{fromValue}}) was removed, and its description still says that unset means {{fromValue}}: a controller that reads an unset field so, as users are told, acts as before; only a client that reads the field itself finds no value',
      removedKubernetesDefault:
        "the default of {{field}} in {{version}} ({{fromValue}}), Kubernetes' own default of {{kubernetesDefault}}, was removed: new objects are created without it, but the apiserver sets the same value on every {{madeInto}} made from them; only a client that reads the field itself finds no value",
      removedZeroValue:
        'the default of {{field}} in {{version}} ({{fromValue}}) was removed, the zero value of its type: new objects are created without it, which a client decodes as {{fromValue}} anyway; only one that tells an absent field from {{fromValue}} sees a change',
      removedWithField:
        '{{field}} in {{version}} left the schema for the unknown fields its parent keeps: stored and applied values stay as written, no longer validated, and {{defaults}} set no more on objects that leave {{them}} out; declare it again, or make sure no controller relies on {{those}}',
      removedWithFieldKubernetes:
        '{{field}} in {{version}} left the schema for the unknown fields its parent keeps: stored and applied values stay as written, no longer validated, and {{defaults}} set no more on objects that leave {{them}} out; {{kubernetesOwn}} ({{kubernetesDefault}}), which the apiserver sets on every {{madeInto}} made from them, so only a client that reads the field itself finds no value',
      removedRequired:
        'the default of {{field}} in {{version}} ({{fromValue}}) was removed, and the field is required: the apiserver defaults before it validates, so a create that leaves it out, which got {{fromValue}} before, is now refused (Required value), a re-applied manifest or a restore among them; keep the default',
      removedDeprecated:
        'the default of {{field}} in {{version}} ({{fromValue}}) was removed as the field was deprecated; new objects are created without it, which matters only to controllers and clients that still read the field',
    },
  },
  check: (ctx) =>
    withoutRemovalsMadeRequired(
      ctx,
      compatReports(ctx, 'compat/default-changed', (d, crd) => {
        const kubernetesDefault = 'kubernetesDefault' in d ? d.kubernetesDefault : undefined;
        const deprecated = 'deprecated' in d && d.deprecated === true;
        const baseRead = 'baseRead' in d ? d.baseRead : undefined;
        const headRead = 'headRead' in d ? d.headRead : undefined;
        // Under the status subresource no create or update of the resource carries the field: only
        // the controller's /status writes get its default (status-writes.ts).
        const status = isStatusOnly(crd, d);
        const left = 'defaultsLeft' in d ? d.defaultsLeft : undefined;
        if (left !== undefined)
          return {
            messageId: kubernetesDefault === undefined ? 'removedWithField' : 'removedWithFieldKubernetes',
            data: {
              field: fieldName(d.property),
              version: d.version,
              defaults:
                left.length === 1
                  ? `the default below it (${fieldName(left[0] ?? '')}) is`
                  : `the ${left.length} defaults below it (${left.slice(0, 3).map(fieldName).join(', ')}${left.length > 3 ? ', …' : ''}) are`,
              them: left.length === 1 ? 'it' : 'them',
              those: left.length === 1 ? 'that default' : 'those defaults',
              ...(kubernetesDefault === undefined
                ? {}
                : {
                    kubernetesDefault,
                    madeInto: 'kubernetesDefaultIn' in d ? d.kubernetesDefaultIn : 'Pod',
                    kubernetesOwn:
                      left.length === 1 ? "it is Kubernetes' own default" : "they are Kubernetes' own defaults",
                  }),
            },
          };
        // "10m" and "600s" (fluxcd/notification-controller 4aad301): one duration to Go's time.ParseDuration.
        if (sameDuration(d.base, d.head))
          return {
            messageId: 'changedSameDuration',
            severity: 'notice',
            data: { field: fieldName(d.property), version: d.version, from: shown(d.base), to: shown(d.head) },
          };
        // A field that stays required (redis-operator 4e481080 dropped `default: 3` from a
        // Sentinel's required clusterSize): what left it out got the default and passed; no more.
        if (d.base !== null && d.head === null && !status && !deprecated && !('zeroValue' in d && d.zeroValue === true))
          if (requiredIn(crd, d))
            return {
              messageId: 'removedRequired',
              severity: 'error',
              data: { field: fieldName(d.property), version: d.version, fromValue: shown(baseRead ?? d.base) },
            };
        // A version objects are not stored in: reads take the storage version's defaults (the
        // apiserver defaults what it decodes from etcd by the version it is encoded in), so only
        // requests in this version get it (aws-load-balancer-operator b15d57d8 gave v1alpha1, no
        // longer stored, a default).
        const unstored = !storesVersion(crd, d.version) && !storesVersion(ctx.baseOf(crd), d.version);
        // securesign's operator moved every default into webhooks that see every write (f562c8af).
        if (d.base !== null && d.head === null && !status && !deprecated) {
          const webhook = webhookOfEveryWrite(mutatingWebhooks(ctx, ctx.whole?.head ?? ctx.head), {
            group: crdGroup(crd),
            version: d.version,
            resource: crdNames(crd).plural ?? '',
            ...(crdNames(crd).kind === undefined ? {} : { kind: crdNames(crd).kind }),
            servedVersions: () => servedVersionNames(crd),
          });
          // Only where it may set the field: fence-agents-remediation 9cbdfb4509's template webhook
          // set an annotation alone, and no Go code of the repository assigns the field.
          const head = ctx.whole?.head ?? ctx.head;
          const goField = webhook === undefined ? undefined : goFieldsOf(ctx, crd, head)(d.version)(d.property);
          if (webhook !== undefined && (goField === undefined || goAssigns(head, goField)))
            return {
              messageId: 'removedUnderWebhook',
              severity: 'notice',
              data: {
                field: fieldName(d.property),
                version: d.version,
                fromValue: shown(baseRead ?? d.base),
                webhook: webhook.name,
              },
            };
        }
        return {
          messageId:
            d.base === null
              ? kubernetesDefault === undefined && !status && unstored
                ? 'addedNotStored'
                : kubernetesDefault !== undefined
                  ? 'addedKubernetesDefault'
                  : 'documented' in d && d.documented === true
                    ? 'addedDocumented'
                    : 'zeroValue' in d && d.zeroValue === true
                      ? 'addedZeroValue'
                      : 'added'
              : d.head === null
                ? deprecated
                  ? 'removedDeprecated'
                  : kubernetesDefault !== undefined
                    ? 'removedKubernetesDefault'
                    : 'zeroValue' in d && d.zeroValue === true
                      ? 'removedZeroValue'
                      : 'documented' in d && d.documented === true
                        ? 'removedDocumented'
                        : status
                          ? 'removedStatus'
                          : 'removed'
                : status
                  ? 'changedStatus'
                  : 'changed',
          data: {
            field: fieldName(d.property),
            version: d.version,
            from: described(d.base, baseRead),
            to: described(d.head, headRead),
            fromValue: shown(baseRead ?? d.base),
            fromRead: mentioned(shown(baseRead ?? d.base), 'the old default'),
            toRead: mentioned(shown(headRead ?? d.head), 'the new default'),
            shadowed: d.base !== null && d.head !== null ? shadowedBy(crd, d.version, d.property, d.head) : '',
            ...(kubernetesDefault === undefined
              ? {}
              : { kubernetesDefault, madeInto: 'kubernetesDefaultIn' in d ? d.kubernetesDefaultIn : 'Pod' }),
          },
        };
      }),
    ),
});

/**
 * The reports less a default removed from a field the change makes required: no object is created
 * without it then, and compat/required-added reports the creates it refuses, naming the default
 * (operator-controller 130c9878 dropped lifecycleState's default as it required it).
 */
function withoutRemovalsMadeRequired<R extends RuleReport<string>>(ctx: RuleContext, reports: R[]): R[] {
  return reports.filter((r) => {
    const compat = r.data?.compat as { version?: string; property?: string; head?: unknown } | undefined;
    if (!r.object || !compat || compat.head !== null) return true;
    return !sameVersionDifferences(ctx, r.object).some(
      (d) => d.ruleId === 'compat/required-added' && d.version === compat.version && d.property === compat.property,
    );
  });
}

/** Whether the head's schema requires the field of the difference (in its parent's `required`). */
function requiredIn(crd: KubeObject, d: CompatDifference): boolean {
  const last = parsePropertyPath(d.property)?.at(-1);
  const [, parent] = nodeAndParentAt(crd, d);
  return (
    typeof last === 'object' &&
    parent !== undefined &&
    Array.isArray(parent.required) &&
    parent.required.includes(last.property)
  );
}

/**
 * Where the default of an ancestor still gives the field another value, what the message adds:
 * the nearest such ancestor (ancestor-defaults.ts).
 */
function shadowedBy(crd: KubeObject, version: string, property: string, head: unknown): string {
  const nearest = ancestorDefaultsOf(crd, version, property).find((a) => !sameJson(a.value, head));
  return nearest === undefined
    ? ''
    : ` (where ${fieldName(nearest.ancestor)} is left out too, its own default still gives ${mentioned(shown(nearest.value), 'another value')})`;
}

/**
 * A default as written, and what an object without the field reads where the defaults of its
 * fields complete it: `{}` alone says nothing of the `[container]` its `allowed` defaults to.
 */
const described = (written: unknown, read: unknown): string =>
  read === undefined ? shown(written) : `${shown(written)} (which the defaults of its fields make ${shown(read)})`;

/**
 * A value as the message mentions it again after naming it: itself when short, else what it is
 * (an object's default expanded runs to kilobytes, and the message said it five times: emqx-operator
 * 2d14a904, where only a replicas default inside changed).
 */
const mentioned = (value: string, what: string): string => (value.length <= MENTIONED_LENGTH ? value : what);
const MENTIONED_LENGTH = 40;

/** Two strings that Go reads as one duration. */
function sameDuration(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a === b) return false;
  const [x, y] = [goParseDuration(a), goParseDuration(b)];
  return x !== undefined && x === y;
}

/** Whether the CRD (where there is one) stores `version`. */
const storesVersion = (crd: KubeObject | undefined, version: string): boolean =>
  crd !== undefined && crdVersions(crd).some((v) => v.name === version && v.storage === true);
