import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { compatCrdOfBase, versionNamed } from './compat-crd.js';
import { CONTAINER, ENV_VAR } from './kubernetes-types.js';
import { parsePropertyPath } from './property-path.js';

// Lists of Kubernetes' own types that k8s.io/api marks `+listType=map` with these keys, and that a
// CRD embedding the type (a PodSpec, a Container) gets as `x-kubernetes-list-type: map` when it is
// regenerated with a newer k8s.io/api: prow 233e8db82 took them into ProwJob's pod_spec (15 errors,
// a change its authors could avoid only by not upgrading). Known by the description k8s.io/api
// writes for the item type, the name of the field that holds the list in k8s.io/api (the marks
// are on those fields, not on the types: a CRD's own `extraEnv []corev1.EnvVar` does not get one),
// and the keys it marks. A CRD generated without descriptions (controller-gen's
// `crd:maxDescLen=0`, common where a CRD embeds a whole PodSpec and must stay small: vault-operator)
// is known by the properties the item type has in k8s.io/api instead, all present with their types.
/** The item type whose map list its own documentation prescribes, where the others' are marks of k8s.io/api. */
export const METAV1_CONDITION = 'metav1.Condition';
const METAV1_CONDITION_ITEM = /^Condition contains details for one aspect of the current state of this API Resource\./;

const KUBERNETES_MAP_LISTS: readonly {
  readonly type: string;
  readonly item: RegExp;
  /** Properties of the item type and their types, all present in its schema: how it is known without descriptions. */
  readonly shape: Shape;
  /** For a small type: every property it has (in any Kubernetes version); a schema with another is the CRD's own. */
  readonly only?: readonly string[];
  /** Properties of the list's parent besides the list, for item types that k8s.io/api repeats (conditions). */
  readonly parent?: Shape;
  readonly fields: readonly string[];
  readonly keys: string;
}[] = [
  {
    type: 'Container',
    shape: CONTAINER.shape,
    item: CONTAINER.description,
    fields: ['containers', 'initContainers'],
    keys: 'name',
  },
  {
    type: 'EphemeralContainer',
    shape: { name: 'string', image: 'string', targetContainerName: 'string', terminationMessagePolicy: 'string' },
    item: /^An EphemeralContainer is a temporary container\b/,
    fields: ['ephemeralContainers'],
    keys: 'name',
  },
  {
    type: 'EnvVar',
    shape: ENV_VAR.shape,
    ...(ENV_VAR.only ? { only: ENV_VAR.only } : {}),
    item: ENV_VAR.description,
    fields: ['env'],
    keys: 'name',
  },
  {
    type: 'VolumeMount',
    shape: {
      name: 'string',
      mountPath: 'string',
      mountPropagation: 'string',
      subPath: 'string',
      subPathExpr: 'string',
    },
    item: /^VolumeMount describes a mounting of a Volume within a container\./,
    fields: ['volumeMounts'],
    keys: 'mountPath',
  },
  {
    type: 'VolumeDevice',
    shape: { name: 'string', devicePath: 'string' },
    only: ['name', 'devicePath'],
    item: /^volumeDevice describes a mapping of a raw block device within a container\./,
    fields: ['volumeDevices'],
    keys: 'devicePath',
  },
  {
    type: 'HostAlias',
    shape: { ip: 'string', hostnames: 'array' },
    only: ['ip', 'hostnames'],
    item: /^HostAlias holds the mapping between IP and hostnames\b/,
    fields: ['hostAliases'],
    keys: 'ip',
  },
  {
    type: 'LocalObjectReference',
    shape: { name: 'string' },
    only: ['name'],
    item: /^LocalObjectReference contains enough information to let you locate the\s+referenced object inside the same\s+namespace\./,
    fields: ['imagePullSecrets'],
    keys: 'name',
  },
  {
    type: 'ContainerPort',
    shape: { containerPort: 'integer', hostIP: 'string', hostPort: 'integer', protocol: 'string' },
    item: /^ContainerPort represents a network port in a single container\./,
    fields: ['ports'],
    keys: 'containerPort,protocol',
  },
  {
    type: 'ResourceClaim',
    shape: { name: 'string' },
    only: ['name', 'request'],
    item: /^ResourceClaim references one entry in PodSpec\.ResourceClaims\./,
    fields: ['claims'],
    keys: 'name',
  },
  {
    type: 'TopologySpreadConstraint',
    shape: { maxSkew: 'integer', topologyKey: 'string', whenUnsatisfiable: 'string', labelSelector: 'object' },
    item: /^TopologySpreadConstraint specifies how to spread matching pods among the given topology\./,
    fields: ['topologySpreadConstraints'],
    keys: 'topologyKey,whenUnsatisfiable',
  },
  {
    type: 'PodSchedulingGate',
    shape: { name: 'string' },
    only: ['name'],
    item: /^PodSchedulingGate is associated to a Pod to guard its scheduling\./,
    fields: ['schedulingGates'],
    keys: 'name',
  },
  {
    type: 'PodResourceClaim',
    shape: { name: 'string', resourceClaimTemplateName: 'string' },
    item: /^PodResourceClaim references exactly one ResourceClaim\b/,
    fields: ['resourceClaims'],
    keys: 'name',
  },
  {
    type: 'PodCondition',
    shape: { type: 'string', status: 'string', lastProbeTime: 'string', lastTransitionTime: 'string' },
    parent: { podIP: 'string', hostIP: 'string' },
    item: /^PodCondition contains details for the current condition of this pod\./,
    fields: ['conditions'],
    keys: 'type',
  },
  {
    // A CRD that embeds a PersistentVolumeClaim (prometheus-operator's volumeClaimTemplate) holds its status too.
    type: 'PersistentVolumeClaimCondition',
    shape: { type: 'string', status: 'string', lastProbeTime: 'string', lastTransitionTime: 'string' },
    parent: { accessModes: 'array', capacity: 'object' },
    item: /^PersistentVolumeClaimCondition contains details about state of pvc\b/,
    fields: ['conditions'],
    keys: 'type',
  },
  {
    // Not marked by k8s.io/api: metav1.Condition's documentation asks the field that holds it at
    // .status.conditions for `+listType=map` and `+listMapKey=type` (and kube-api-linter's
    // conditions linter requires them); cluster-inventory-api 8e1564a added them to its ClusterProfile.
    type: METAV1_CONDITION,
    shape: { type: 'string', status: 'string', lastTransitionTime: 'string', reason: 'string', message: 'string' },
    only: ['type', 'status', 'lastTransitionTime', 'reason', 'message', 'observedGeneration'],
    item: METAV1_CONDITION_ITEM,
    fields: ['conditions'],
    keys: 'type',
  },
  {
    // kruise-game f2d02a6: a GameServer's status holds a PodStatus, regenerated with k8s.io/api 0.30.
    type: 'PodIP',
    shape: { ip: 'string' },
    only: ['ip'],
    item: /^PodIP represents a single IP address allocated to the pod\./,
    parent: { podIP: 'string', hostIP: 'string' },
    fields: ['podIPs'],
    keys: 'ip',
  },
  {
    // An ObjectMeta a CRD copies (openshift/machine-api-operator 5727c949: a Machine's
    // spec.metadata): apimachinery marks its ownerReferences a map by uid.
    type: 'OwnerReference',
    shape: { apiVersion: 'string', kind: 'string', name: 'string', uid: 'string' },
    only: ['apiVersion', 'kind', 'name', 'uid', 'controller', 'blockOwnerDeletion'],
    item: /^OwnerReference contains enough information to let you identify an owning\s+object\./,
    fields: ['ownerReferences'],
    keys: 'uid',
  },
  {
    type: 'ServicePort',
    shape: { port: 'integer', protocol: 'string', targetPort: 'int-or-string', nodePort: 'integer' },
    item: /^ServicePort contains information on service's port\./,
    fields: ['ports'],
    keys: 'port,protocol',
  },
  {
    type: 'Volume',
    shape: {
      name: 'string',
      configMap: 'object',
      secret: 'object',
      emptyDir: 'object',
      persistentVolumeClaim: 'object',
      hostPath: 'object',
    },
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
  const [node, parent] = nodeAndParentAt(head, d);
  if (!node || !isJsonObject(node.items)) return undefined;
  const items = node.items;
  const described = typeof items.description === 'string' && items.description !== '';
  const keys = Array.isArray(node['x-kubernetes-list-map-keys']) ? node['x-kubernetes-list-map-keys'].join(',') : '';
  const field = lastProperty(d);
  // A type of the exact properties of one (`only`) is known by them whatever its description says:
  // karpenter's operatorpkg status.Condition is metav1.Condition under a description of its own
  // (karpenter-provider-gcp 6335af44).
  return KUBERNETES_MAP_LISTS.find(
    (l) =>
      l.fields.includes(field) &&
      l.keys === keys &&
      ((described && l.item.test(items.description as string)) ||
        ((!described || l.only !== undefined) &&
          hasShape(items, l.shape, l.only) &&
          (l.parent === undefined || hasShape(parent, l.parent)))),
  )?.type;
}

/**
 * How a list of conditions the difference made a map is named: metav1.Condition, or where its item
 * is known by metav1.Condition's fields under a description of another type (openshift/api's
 * `OperatorCondition is just the standard condition fields.`: cluster-kube-descheduler-operator
 * 3d95d0b3), that type, or conditions of those fields.
 */
export function conditionsName(head: KubeObject, d: CompatDifference): string {
  const [node] = nodeAndParentAt(head, d);
  const description = isJsonObject(node?.items) ? node.items.description : undefined;
  if (typeof description !== 'string' || description === '' || METAV1_CONDITION_ITEM.test(description))
    return METAV1_CONDITION;
  const named = /^([A-Z]\w*Condition)\b/.exec(description)?.[1];
  return named !== undefined && named !== 'Condition'
    ? `${named} (metav1.Condition's fields under another name)`
    : "conditions of metav1.Condition's fields";
}

/** Properties by name, and the type each has in k8s.io/api's schema. */
export type Shape = Readonly<Record<string, 'string' | 'integer' | 'array' | 'object' | 'int-or-string'>>;

/**
 * Whether a schema node declares every property of the shape, each of its type, and, with `only`,
 * no property outside it: a type of the CRD's own that shares some names (an `env` whose
 * `valueFrom` is a string, a `dns` of `ip`, `hostnames` and `port`) is not Kubernetes'.
 */
export function hasShape(node: JsonObject | undefined, shape: Shape, only?: readonly string[]): boolean {
  const properties = node?.properties;
  if (!isJsonObject(properties)) return false;
  if (only && Object.keys(properties).some((name) => !only.includes(name))) return false;
  return Object.entries(shape).every(([name, type]) => {
    const property = properties[name];
    if (!isJsonObject(property)) return false;
    return type === 'int-or-string' ? property['x-kubernetes-int-or-string'] === true : property.type === type;
  });
}

/**
 * Whether a schema node is this Kubernetes type: by the description k8s.io/api writes for it, or,
 * without one (controller-gen's `crd:maxDescLen=0`), by its properties (hasShape).
 */
export function declaresType(
  node: JsonObject,
  type: { readonly description: RegExp; readonly shape: Shape; readonly only?: readonly string[] },
): boolean {
  const { description } = node;
  return typeof description === 'string' && description !== ''
    ? type.description.test(description.trim())
    : hasShape(node, type.shape, type.only);
}

/** The schema node of the head CRD the difference is about, and the node that holds it. */
export function nodeAndParentAt(
  head: KubeObject,
  d: CompatDifference,
): [JsonObject | undefined, JsonObject | undefined] {
  const nodes = schemaNodesAt(head, d);
  return [nodes.at(-1), nodes.at(-2)];
}

/**
 * The schema nodes of the CRD along the difference's property path: the version's schema, then
 * the node after each step; undefined from where the path leaves the schema on (an empty list
 * for a path that does not parse).
 */
export function schemaNodesAt(crd: KubeObject, d: CompatDifference): (JsonObject | undefined)[] {
  const steps = parsePropertyPath(d.property);
  if (!steps) return [];
  // A base of apiextensions.k8s.io/v1beta1 too, as compat/ reads it (compatCrdOfBase).
  const compat = compatCrdOfBase(crd);
  const schema: unknown = compat && versionNamed(compat, d.version)?.schema;
  let node = isJsonObject(schema) ? schema : undefined;
  const nodes = [node];
  for (const step of steps) {
    const next: unknown =
      node === undefined
        ? undefined
        : step === 'items' || step === 'additionalProperties'
          ? node[step]
          : isJsonObject(node.properties)
            ? node.properties[step.property]
            : undefined;
    node = isJsonObject(next) ? next : undefined;
    nodes.push(node);
  }
  return nodes;
}

/** The property the difference's path ends in, '' where it ends in items or additionalProperties. */
function lastProperty(d: CompatDifference): string {
  const last = parsePropertyPath(d.property)?.at(-1);
  return last === undefined || typeof last === 'string' ? '' : last.property;
}

// Maps of string values that k8s.io/api marks `+mapType=atomic` (a Pod spec's nodeSelector, a
// Service's selector), which a CRD embedding the type gets as `x-kubernetes-map-type: atomic` when
// it is regenerated with a newer k8s.io/api (keda-olm-operator 7cf348e): Kubernetes made the same
// change to its own type. Known by the description k8s.io/api writes for the field, and its name;
// without descriptions, by the properties the type that holds it has in k8s.io/api, all present
// (a struct of the CRD's own with a nodeSelector has no such mark).
const KUBERNETES_ATOMIC_MAPS: readonly {
  readonly field: string;
  readonly description: RegExp;
  /** Properties of the type that holds the map, besides it: how it is known without descriptions. */
  readonly besides: Shape;
  readonly type: string;
}[] = [
  {
    type: 'PodSpec.nodeSelector',
    field: 'nodeSelector',
    description: /^NodeSelector is a selector which must be true for the pod to fit on a node\./,
    besides: {
      containers: 'array',
      nodeName: 'string',
      restartPolicy: 'string',
      schedulerName: 'string',
      serviceAccountName: 'string',
    },
  },
  {
    type: 'ServiceSpec.selector',
    field: 'selector',
    description: /^Route service traffic to pods with label keys and values matching this\s+selector\./,
    besides: { ports: 'array', clusterIP: 'string', sessionAffinity: 'string', type: 'string' },
  },
];

/**
 * The Kubernetes field whose map the difference made atomic, as k8s.io/api marks it (granular
 * before, `atomic` now); undefined for any other map-type change.
 */
export function kubernetesAtomicMap(head: KubeObject, d: CompatDifference): string | undefined {
  if (d.check !== 'x-kubernetes-map-type' || d.base !== null || d.head !== 'atomic') return undefined;
  const [node, parent] = nodeAndParentAt(head, d);
  if (!node || !isJsonObject(node.additionalProperties)) return undefined;
  const description = typeof node.description === 'string' ? node.description : '';
  const field = lastProperty(d);
  return KUBERNETES_ATOMIC_MAPS.find(
    (m) => m.field === field && (description === '' ? hasShape(parent, m.besides) : m.description.test(description)),
  )?.type;
}
