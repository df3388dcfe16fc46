import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { nodeAndParentAt } from './kubernetes-map-lists.js';
import { parsePropertyPath } from './property-path.js';

// A field of a Kubernetes API type that the apiserver never acted on, and that k8s.io/api dropped:
// ObjectMeta's `clusterName` ("This field is not set anywhere right now and apiserver is going to
// ignore it if set in create or update request"), removed in Kubernetes 1.25. A CRD that embeds an
// ObjectMeta (a Pod template's metadata) loses it when it is regenerated with a newer k8s.io/api
// (flink-kubernetes-operator 45a280aa, whose own compatibility checker exempts it): what a
// custom resource held there never reached an object Kubernetes made, so its removal is at most a
// warning. Known by the description k8s.io/api wrote for it or, in a CRD generated without
// descriptions (Fabric8's), by the ObjectMeta fields beside it; under a `metadata` key either way.

const IGNORED_BY_APISERVER = /\bapiserver is going to ignore it\b/;
const OBJECT_META_FIELDS = ['annotations', 'labels', 'name', 'namespace'];

/** The retired Kubernetes field the difference removed, as messages name it; undefined for any other. */
export function retiredKubernetesField(base: KubeObject | undefined, d: CompatDifference): string | undefined {
  if (d.ruleId !== 'compat/field-removed' || !base) return undefined;
  const [holder, last] = (parsePropertyPath(d.property) ?? []).slice(-2);
  if (typeof last !== 'object' || last.property !== 'clusterName') return undefined;
  if (typeof holder !== 'object' || holder.property !== 'metadata') return undefined;
  const [node, parent] = nodeAndParentAt(base, d);
  const beside = isJsonObject(parent?.properties) ? parent.properties : {};
  return isClusterName(node, beside) ? d.property.replace(/^\^\.?/, '') : undefined;
}

function isClusterName(node: unknown, beside: JsonObject): boolean {
  if (!isJsonObject(node) || node.type !== 'string') return false;
  if (typeof node.description === 'string' && node.description !== '')
    return IGNORED_BY_APISERVER.test(node.description);
  return OBJECT_META_FIELDS.every((f) => Object.hasOwn(beside, f));
}

/** What a report adds for the removal of a retired Kubernetes field: at most a warning, and why. */
export const retiredFieldSoftening = (field: string) =>
  ({
    atMost: 'warning',
    note: `${field} is ObjectMeta's clusterName, which the apiserver ignored and Kubernetes 1.25 removed from k8s.io/api`,
  }) as const;
