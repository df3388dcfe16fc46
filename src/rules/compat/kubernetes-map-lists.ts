import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { compatCrd, versionNamed } from './compat-crd.js';
import { parsePropertyPath } from './property-path.js';

// Lists of Kubernetes' own types that k8s.io/api marks `+listType=map` with these keys, and that a
// CRD embedding the type (a PodSpec, a Container) gets as `x-kubernetes-list-type: map` when it is
// regenerated with a newer k8s.io/api: prow 233e8db82 took them into ProwJob's pod_spec (15 errors,
// a change its authors could avoid only by not upgrading). Known by the description k8s.io/api
// writes for the item type, the name of the field that holds the list in k8s.io/api (the marks
// are on those fields, not on the types: a CRD's own `extraEnv []corev1.EnvVar` does not get one),
// and the keys it marks. A CRD generated without descriptions is not recognised, and its change
// stays as reported.
const KUBERNETES_MAP_LISTS: readonly {
  readonly type: string;
  readonly item: RegExp;
  readonly fields: readonly string[];
  readonly keys: string;
}[] = [
  {
    type: 'Container',
    item: /^A single application container that you want to run within a pod\./,
    fields: ['containers', 'initContainers'],
    keys: 'name',
  },
  {
    type: 'EphemeralContainer',
    item: /^An EphemeralContainer is a temporary container\b/,
    fields: ['ephemeralContainers'],
    keys: 'name',
  },
  {
    type: 'EnvVar',
    item: /^EnvVar represents an environment variable present in a Container\./,
    fields: ['env'],
    keys: 'name',
  },
  {
    type: 'VolumeMount',
    item: /^VolumeMount describes a mounting of a Volume within a container\./,
    fields: ['volumeMounts'],
    keys: 'mountPath',
  },
  {
    type: 'VolumeDevice',
    item: /^volumeDevice describes a mapping of a raw block device within a container\./,
    fields: ['volumeDevices'],
    keys: 'devicePath',
  },
  {
    type: 'HostAlias',
    item: /^HostAlias holds the mapping between IP and hostnames\b/,
    fields: ['hostAliases'],
    keys: 'ip',
  },
  {
    type: 'LocalObjectReference',
    item: /^LocalObjectReference contains enough information to let you locate the\s+referenced object inside the same\s+namespace\./,
    fields: ['imagePullSecrets'],
    keys: 'name',
  },
  {
    type: 'ContainerPort',
    item: /^ContainerPort represents a network port in a single container\./,
    fields: ['ports'],
    keys: 'containerPort,protocol',
  },
  {
    type: 'ResourceClaim',
    item: /^ResourceClaim references one entry in PodSpec\.ResourceClaims\./,
    fields: ['claims'],
    keys: 'name',
  },
  {
    type: 'TopologySpreadConstraint',
    item: /^TopologySpreadConstraint specifies how to spread matching pods among the given topology\./,
    fields: ['topologySpreadConstraints'],
    keys: 'topologyKey,whenUnsatisfiable',
  },
  {
    type: 'PodSchedulingGate',
    item: /^PodSchedulingGate is associated to a Pod to guard its scheduling\./,
    fields: ['schedulingGates'],
    keys: 'name',
  },
  {
    type: 'PodResourceClaim',
    item: /^PodResourceClaim references exactly one ResourceClaim\b/,
    fields: ['resourceClaims'],
    keys: 'name',
  },
  {
    type: 'PodCondition',
    item: /^PodCondition contains details for the current condition of this pod\./,
    fields: ['conditions'],
    keys: 'type',
  },
  {
    // A CRD that embeds a PersistentVolumeClaim (prometheus-operator's volumeClaimTemplate) holds its status too.
    type: 'PersistentVolumeClaimCondition',
    item: /^PersistentVolumeClaimCondition contains details about state of pvc\b/,
    fields: ['conditions'],
    keys: 'type',
  },
  {
    type: 'ServicePort',
    item: /^ServicePort contains information on service's port\./,
    fields: ['ports'],
    keys: 'port,protocol',
  },
  {
    type: 'Volume',
    item: /^Volume represents a named volume in a pod that may be accessed by any container in the pod\./,
    fields: ['volumes'],
    keys: 'name',
  },
];

/**
 * The Kubernetes type whose list the difference made a map, as k8s.io/api marks it (atomic before,
 * `map` now, with k8s.io/api's keys); undefined for any other list-type change.
 */
export function kubernetesMapList(head: KubeObject, d: CompatDifference): string | undefined {
  if (d.check !== 'x-kubernetes-list-type' || d.base !== null || d.head !== 'map') return undefined;
  const node = nodeAt(head, d);
  if (!node || !isJsonObject(node.items)) return undefined;
  const description = typeof node.items.description === 'string' ? node.items.description : '';
  const keys = Array.isArray(node['x-kubernetes-list-map-keys']) ? node['x-kubernetes-list-map-keys'].join(',') : '';
  const field = lastProperty(d);
  return KUBERNETES_MAP_LISTS.find((l) => l.fields.includes(field) && l.item.test(description) && l.keys === keys)
    ?.type;
}

/** The schema node of the head CRD the difference is about. */
function nodeAt(head: KubeObject, d: CompatDifference): JsonObject | undefined {
  const crd = compatCrd(head);
  const steps = parsePropertyPath(d.property);
  let node: unknown = crd && versionNamed(crd, d.version)?.schema;
  if (!steps) return undefined;
  for (const step of steps) {
    if (!isJsonObject(node)) return undefined;
    node =
      step === 'items' || step === 'additionalProperties'
        ? node[step]
        : isJsonObject(node.properties)
          ? node.properties[step.property]
          : undefined;
  }
  return isJsonObject(node) ? node : undefined;
}

/** The property the difference's path ends in, '' where it ends in items or additionalProperties. */
function lastProperty(d: CompatDifference): string {
  const last = parsePropertyPath(d.property)?.at(-1);
  return last === undefined || typeof last === 'string' ? '' : last.property;
}

// Maps of string values that k8s.io/api marks `+mapType=atomic` (a Pod spec's nodeSelector, a
// Service's selector), which a CRD embedding the type gets as `x-kubernetes-map-type: atomic` when
// it is regenerated with a newer k8s.io/api (keda-olm-operator 7cf348e): Kubernetes made the same
// change to its own type. Known by the description k8s.io/api writes for the field, and its name.
const KUBERNETES_ATOMIC_MAPS: readonly {
  readonly field: string;
  readonly description: RegExp;
  readonly type: string;
}[] = [
  {
    type: 'PodSpec.nodeSelector',
    field: 'nodeSelector',
    description: /^NodeSelector is a selector which must be true for the pod to fit on a node\./,
  },
  {
    type: 'ServiceSpec.selector',
    field: 'selector',
    description: /^Route service traffic to pods with label keys and values matching this\s+selector\./,
  },
];

/**
 * The Kubernetes field whose map the difference made atomic, as k8s.io/api marks it (granular
 * before, `atomic` now); undefined for any other map-type change.
 */
export function kubernetesAtomicMap(head: KubeObject, d: CompatDifference): string | undefined {
  if (d.check !== 'x-kubernetes-map-type' || d.base !== null || d.head !== 'atomic') return undefined;
  const node = nodeAt(head, d);
  if (!node || !isJsonObject(node.additionalProperties)) return undefined;
  const description = typeof node.description === 'string' ? node.description : '';
  const field = lastProperty(d);
  return KUBERNETES_ATOMIC_MAPS.find((m) => m.field === field && m.description.test(description))?.type;
}
