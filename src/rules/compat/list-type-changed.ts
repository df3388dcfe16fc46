import { defineRule } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { conditionsName, kubernetesAtomicMap, kubernetesMapList, METAV1_CONDITION } from './kubernetes-map-lists.js';
import { compatReports, fieldName, shown } from './compat-report.js';
import { isStatusOnly } from './status-writes.js';

// compat/list-type-changed (spec/crd-compatibility.md §5.7): x-kubernetes-list-type (absent is
// atomic), x-kubernetes-list-map-keys (as a set) or x-kubernetes-map-type (absent is granular)
// changed. Server-side apply owns and merges the value differently; a list that becomes a set or
// a map, or a map keyed otherwise, also gains uniqueness that stored lists may violate (the
// apiserver checks it for set and map lists only: apiextensions-apiserver's listtype validation,
// on a create, and on an update only where the stored object met it: "ratcheting validation of
// x-kubernetes-list-type value map and set" in its strategy's ValidateUpdate).
export const listTypeChanged = defineRule({
  id: 'compat/list-type-changed',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'the list or map type (x-kubernetes-list-type, -list-map-keys, -map-type) of a field of a served CRD version changed',
    messages: {
      changed:
        '{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply now merges {{field}} and assigns its ownership differently, so field managers that apply it conflict or overwrite each other, and {{refused}}; keep the list type, or serve the change in a new version',
      kubernetesListMadeMap:
        "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}: it is a list of Kubernetes' {{type}}, which k8s.io/api marks as a map, and a CRD generated with a newer k8s.io/api takes the mark; server-side apply now merges its items by key, and {{refused}}; Kubernetes made the same change to its own type, so it is a warning",
      kubernetesListMadeMapInWholeList:
        "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}: it is a list of Kubernetes' {{type}}, which k8s.io/api marks as a map, and a CRD generated with a newer k8s.io/api takes the mark; server-side apply owns {{whole}} whole, so how {{field}} merges does not change, but {{refused}}; Kubernetes made the same change to its own type, so it is a warning",
      conditionsMadeMap:
        "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}: it is a list of {{conditions}}, and metav1.Condition's documentation asks for a map keyed by type at .status.conditions; server-side apply now merges its items by type, and {{refused}}; as the change follows Kubernetes' conventions, it is a warning",
      conditionsMadeMapInWholeList:
        "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}: it is a list of {{conditions}}, and metav1.Condition's documentation asks for a map keyed by type; server-side apply owns {{whole}} whole, so how {{field}} merges does not change, but {{refused}}; as the change follows Kubernetes' conventions, it is a warning",
      kubernetesMapMadeAtomic:
        "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}: it is Kubernetes' {{type}}, which k8s.io/api marks atomic, and a CRD generated with a newer k8s.io/api takes the mark; server-side apply now owns {{field}} whole, so a manager that applies it conflicts with the managers of the keys it leaves out, and removes those keys where it forces the apply (Flux does); Kubernetes made the same change to its own type, so it is a warning",
      structMadeAtomic:
        '{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply now owns {{field}} whole, so a manager that applies some of its fields conflicts with the managers of the others, and removes them where it forces the apply (Flux does); Kubernetes made the same change to its own structs in place (kubernetes/kubernetes#100684), so it is only noted',
      structMadeGranular:
        '{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply now merges the fields of {{field}} one by one, so managers that apply different fields of it no longer conflict, and a manager that applies some of them no longer removes the others; Kubernetes made the same change to its own structs in place (PersistentVolumeClaimSpec.dataSourceRef in 1.26), so it is only noted',
      mergeChanged:
        '{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply now merges {{field}} and assigns its ownership differently, so field managers that apply it conflict or overwrite each other; keep the type, or serve the change in a new version',
      uniquenessInWholeList:
        '{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply owns {{whole}} whole, so how {{field}} merges does not change, but {{refused}}; keep the list type, or serve the change in a new version',
      embeddedStatusMadeAtomic:
        "{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; {{field}} is Kubernetes' {{type}} list in the status of a template the CRD embeds, which the cluster writes on the objects made from the template and no client applies in the custom resource, so owning it whole under server-side apply changes nothing anyone merges: a warning",
      statusMadeAtomic:
        '{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply no longer merges {{field}} but owns it whole; it is status, which an apply of the resource itself leaves alone (the status subresource resets it), so only writers of /status meet it: a controller that applies it there conflicts with the managers of the items or keys it leaves out, and removes them where it forces the apply; make sure one manager writes {{field}}, or keep the type',
      statusMergeChanged:
        '{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply now merges {{field}} and assigns its ownership differently; it is status, which an apply of the resource itself leaves alone (the status subresource resets it), so only the controllers that apply it through /status conflict or overwrite each other; make sure they agree on the type, or keep it',
      madeAtomic:
        '{{check}} of {{field}} in {{version}} changed from {{from}} to {{to}}; server-side apply no longer merges {{field}} but owns it whole, so a manager that applies it conflicts with the managers of the items or keys it leaves out, and removes them where it forces the apply (Flux does); keep the type, or serve the change in a new version',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/list-type-changed', (d, crd) => {
      // Who a new uniqueness rule refuses, said only where the change brings one.
      const refused = { refused: isStatusOnly(crd, d) ? REFUSED_STATUS_WRITE : REFUSED_CREATE };
      const data = {
        check: d.check,
        field: fieldName(d.property),
        whole: fieldName(wholeListOf(d) ?? ''),
        version: d.version,
        from: valueText(d.check, d.base),
        to: valueText(d.check, d.head),
      };
      // A template's status condition list (VictoriaMetrics' volumeClaimTemplate, 0f6a51d1), made atomic.
      const embeddedStatus = embeddedStatusList(ctx.baseOf(crd), d);
      if (embeddedStatus !== undefined)
        return { messageId: 'embeddedStatusMadeAtomic', data: { ...data, type: embeddedStatus }, severity: 'warning' };
      const atomicMap = kubernetesAtomicMap(crd, d);
      if (atomicMap !== undefined)
        return { messageId: 'kubernetesMapMadeAtomic', data: { ...data, type: atomicMap }, severity: 'warning' };
      const kubernetesType = kubernetesMapList(crd, d);
      if (kubernetesType === undefined) {
        const merged = messageIdOf(d);
        // Under the status subresource an apply of the resource never owns status: only /status writers merge it.
        const messageId =
          isStatusOnly(crd, d) && (merged === 'madeAtomic' || merged === 'mergeChanged')
            ? merged === 'madeAtomic'
              ? 'statusMadeAtomic'
              : 'statusMergeChanged'
            : merged;
        const bringsUniqueness = messageId === 'changed' || messageId === 'uniquenessInWholeList';
        return { messageId, data: bringsUniqueness ? { ...refused, ...data } : data };
      }
      // Inside a list server-side apply owns whole (a Pod spec's containers, atomic), only the uniqueness is new.
      const inWholeList = wholeListOf(d) !== undefined;
      const messageId =
        kubernetesType === METAV1_CONDITION
          ? inWholeList
            ? 'conditionsMadeMapInWholeList'
            : 'conditionsMadeMap'
          : inWholeList
            ? 'kubernetesListMadeMapInWholeList'
            : 'kubernetesListMadeMap';
      const named = kubernetesType === METAV1_CONDITION ? { conditions: conditionsName(crd, d) } : {};
      return { messageId, data: { ...refused, ...data, type: kubernetesType, ...named }, severity: 'warning' };
    }),
});

// Who meets a new uniqueness rule: the apiserver checks it on a create, and on an update only where
// the stored object met it ("ratcheting validation of x-kubernetes-list-type value map and set");
// under status with the status subresource, only writes to /status (status-writes.ts).
const REFUSED_CREATE =
  'a create whose values break the new uniqueness rule is refused (an update checks it only where the stored object met it)';
const REFUSED_STATUS_WRITE =
  'a write to /status whose values break the new uniqueness rule is refused where the stored status met it (status is dropped on create)';

/**
 * The list, or the atomic struct, owned whole that the changed node is in (compare-schemas.ts
 * reports only uniqueness there).
 */
const wholeListOf = (d: CompatDifference): string | undefined =>
  ('ratchetUnit' in d ? d.ratchetUnit : undefined) ?? ('ownedWhole' in d ? d.ownedWhole : undefined);

function messageIdOf(
  d: CompatDifference,
): 'uniquenessInWholeList' | 'changed' | 'structMadeAtomic' | 'structMadeGranular' | 'madeAtomic' | 'mergeChanged' {
  if (wholeListOf(d) !== undefined) return 'uniquenessInWholeList';
  if ('uniquenessGained' in d && d.uniquenessGained === true) return 'changed';
  // compare-schemas.ts notes a struct made atomic or granular, and reports every other change.
  if (d.check === 'x-kubernetes-map-type' && d.severity === 'notice')
    return isAtomic(d.check, d.head) ? 'structMadeAtomic' : 'structMadeGranular';
  return isAtomic(d.check, d.head) ? 'madeAtomic' : 'mergeChanged';
}

/**
 * The condition list of the status of a Kubernetes type a CRD embeds as a template (a Pod's, a
 * PersistentVolumeClaim's), a map in the base, that the change makes atomic; undefined otherwise.
 */
function embeddedStatusList(base: KubeObject | undefined, d: CompatDifference): string | undefined {
  if (!base || d.check !== 'x-kubernetes-list-type' || d.base !== 'map' || !isAtomic(d.check, d.head)) return undefined;
  const type = kubernetesMapList(base, { ...d, base: null, head: 'map' });
  return type === 'PodCondition' || type === 'PersistentVolumeClaimCondition' ? type : undefined;
}

/** Whether the change makes the value one server-side apply owns whole (absent list type is atomic). */
const isAtomic = (check: string, head: unknown): boolean =>
  head === 'atomic' || (check === 'x-kubernetes-list-type' && head === null);

/** Absent is what the apiserver assumes: atomic for lists, granular for maps, no keys. */
function valueText(check: string, value: unknown): string {
  if (value !== null) return shown(value);
  return check === 'x-kubernetes-list-type'
    ? 'none (atomic)'
    : check === 'x-kubernetes-map-type'
      ? 'none (granular)'
      : 'none';
}
