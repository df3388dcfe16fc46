import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { compatCrd, versionNamed } from './compat-crd.js';
import { formatPropertyPath, parsePropertyPath } from './property-path.js';

// An alpha field of a Kubernetes API type, embedded in a CRD with the type (a PodSpec, a
// ResourceRequirements): Kubernetes writes "This is an alpha field and requires enabling the
// <Gate> feature gate." (or a variant, below) in its description, and changes or drops such a
// field from one release to the next without deprecation (the API deprecation policy binds beta
// and GA fields only). A CRD regenerated with a newer k8s.io/api follows: knative's
// `resources.claims` (DynamicResourceAllocation), jobset's `resourceClaims[*].source` and the PVC
// status's `resizeStatus` in grafana's charts were removed that way, errors that said every stored
// value would be pruned. Only users who enabled the gate on their clusters could use the field, as
// Kubernetes' own API does not promise it to them, so such a break is at most a warning.

// k8s.io/api has written it several ways: "… enabling the DynamicResourceAllocation feature gate.",
// "… enabling MatchLabelKeysInPodAffinity feature gate.", "… enabling RecoverVolumeExpansionFailure feature.".
// (A gate left unnamed, "… enabling the feature.", is a gate all the same.)
const ALPHA_FIELD = /\bThis is an alpha field and requires enabling\s+(?:the\s+)?(?:(?!feature\b)(\S+)\s+)?feature\b/;
// And older: "This field is alpha-level and is only honored by servers that enable the
// ServiceTopology feature." (Service's topologyKeys, removed in 1.22).
const ALPHA_LEVEL_FIELD =
  /\bThis field is alpha-level and is only honored by servers that enable\s+(?:the\s+)?(\S+)\s+feature\b/;

/**
 * The alpha Kubernetes field at or above the difference's property, in the base CRD's version
 * (its outermost one, as a message names it), with its gate; undefined when there is none.
 */
export function alphaKubernetesField(
  base: KubeObject | undefined,
  d: CompatDifference,
): { readonly field: string; readonly gate: string; readonly depth: number } | undefined {
  const crd = base && compatCrd(base);
  const steps = parsePropertyPath(d.property);
  let node: unknown = crd && versionNamed(crd, d.version)?.schema;
  if (!steps) return undefined;
  let grandparent: JsonObject | undefined;
  for (const [i, step] of steps.entries()) {
    if (!isJsonObject(node)) return undefined;
    const parent: JsonObject = node;
    node = childOf(parent, step);
    const gate =
      gateOf(node) ?? (typeof step === 'string' ? undefined : knownAlphaGate(parent, step.property, node, grandparent));
    grandparent = parent;
    // The field as messages name it: `spec.claims[*]`.
    if (gate !== undefined)
      return { field: formatPropertyPath(steps.slice(0, i + 1)).replace(/^\^\.?/, ''), gate, depth: i + 1 };
  }
  return undefined;
}

/**
 * Whether the head holds the alpha field of the base (`alpha`, found by alphaKubernetesField) and
 * no longer says it is alpha: a k8s.io/api bump that took it to beta or GA (eraser 6ac5218fc5:
 * ephemeralContainers, GA in Kubernetes 1.25).
 */
export function leftAlpha(head: KubeObject, d: CompatDifference, alpha: { readonly depth: number }): boolean {
  if (alphaKubernetesField(head, d) !== undefined) return false;
  const crd = compatCrd(head);
  const steps = parsePropertyPath(d.property)?.slice(0, alpha.depth);
  let node: unknown = crd && versionNamed(crd, d.version)?.schema;
  for (const step of steps ?? []) node = isJsonObject(node) ? childOf(node, step) : undefined;
  return steps !== undefined && isJsonObject(node);
}

/** The gate an alpha field's description names, as a message says it: `the DynamicResourceAllocation`, or `a`. */
function gateOf(node: unknown): string | undefined {
  const description = isJsonObject(node) && typeof node.description === 'string' ? node.description : '';
  const m = ALPHA_FIELD.exec(description) ?? ALPHA_LEVEL_FIELD.exec(description);
  if (!m) return undefined;
  return m[1] === undefined ? 'a' : `the ${m[1].replace(/\.$/, '')}`;
}

/**
 * Alpha fields whose description does not say so, by the type that holds them (known by the
 * properties beside them, as kubernetes-type-defaults.ts knows types, and where the name is
 * common, by the field's own properties): PodSpec's `workloadRef` (1.35, GenericWorkload), which
 * 1.36 replaced by `schedulingGroup`, so that every CRD embedding a PodSpec lost it with the
 * k8s.io/api bump (jobset bc3ce1fc, operator-lifecycle-manager 4b21b9ba1). The others matter in
 * CRDs generated without descriptions (controller-gen's `crd:maxDescLen=0` in minio's operator,
 * the Fabric8 generator in flink-kubernetes-operator), where the same bump was an error that a
 * described CRD gave as a warning: a PodResourceClaim's `source` (DynamicResourceAllocation, alpha
 * when 1.31 replaced it by `resourceClaimName` and `resourceClaimTemplateName`), and a
 * PersistentVolumeClaim status's `resizeStatus` (RecoverVolumeExpansionFailure, alpha when 1.28
 * replaced it by `allocatedResourceStatuses`), a PVC spec's `resources.claims`, and a generic
 * ephemeral volume's `readOnly`.
 */
const UNDESCRIBED_ALPHA: readonly {
  readonly field: string;
  readonly beside: readonly string[];
  /** Properties the field itself has, where its name alone says too little. */
  readonly holding?: readonly string[];
  /** Properties beside the type that holds the field, where that type alone says too little. */
  readonly holderBeside?: readonly string[];
  readonly gate: string;
}[] = [
  { field: 'workloadRef', beside: ['containers', 'restartPolicy'], gate: 'the GenericWorkload' },
  {
    field: 'source',
    beside: ['name'],
    holding: ['resourceClaimName', 'resourceClaimTemplateName'],
    gate: 'the DynamicResourceAllocation',
  },
  { field: 'resizeStatus', beside: ['accessModes', 'capacity', 'phase'], gate: 'the RecoverVolumeExpansionFailure' },
  // A generic ephemeral volume's `readOnly`, dropped in 1.21 while the volume type was alpha
  // (GenericEphemeralVolume): jaeger-operator 91e3b69e.
  { field: 'readOnly', beside: ['volumeClaimTemplate'], gate: 'the GenericEphemeralVolume' },
  // A Service spec's `topologyKeys`, alpha from 1.17, deprecated in 1.21 and gone from k8s.io/api
  // in 1.22 (ServiceTopology): rabbitmq/cluster-operator d1ff9011's override of its Service.
  { field: 'topologyKeys', beside: ['ports', 'selector', 'sessionAffinity'], gate: 'the ServiceTopology' },
  // A PersistentVolumeClaim spec's resources lost `claims` in 1.28 (VolumeResourceRequirements),
  // while alpha; a container's resources kept theirs.
  {
    field: 'claims',
    beside: ['limits', 'requests'],
    holderBeside: ['accessModes', 'storageClassName'],
    gate: 'the DynamicResourceAllocation',
  },
];

function knownAlphaGate(
  holder: JsonObject,
  field: string,
  node: unknown,
  holderParent: JsonObject | undefined,
): string | undefined {
  const propertiesOf = (n: unknown) => (isJsonObject(n) && isJsonObject(n.properties) ? n.properties : {});
  const [beside, own, around] = [propertiesOf(holder), propertiesOf(node), propertiesOf(holderParent)];
  return UNDESCRIBED_ALPHA.find(
    (a) =>
      a.field === field &&
      a.beside.every((p) => Object.hasOwn(beside, p)) &&
      (a.holding ?? []).every((p) => Object.hasOwn(own, p)) &&
      (a.holderBeside ?? []).every((p) => Object.hasOwn(around, p)),
  )?.gate;
}

function childOf(node: JsonObject, step: NonNullable<ReturnType<typeof parsePropertyPath>>[number]): unknown {
  if (step === 'items' || step === 'additionalProperties') return node[step];
  return isJsonObject(node.properties) ? node.properties[step.property] : undefined;
}

/** What a report adds for a break inside an alpha Kubernetes field: at most a warning, and why. */
export const alphaFieldSoftening = (alpha: { readonly field: string; readonly gate: string }, left = false) =>
  ({
    atMost: 'warning',
    note: left
      ? `${alpha.field} was an alpha field of a Kubernetes API type before the change (it needed ${alpha.gate} feature gate), which Kubernetes changes without deprecation; its description after the change no longer says so`
      : `${alpha.field} is an alpha field of a Kubernetes API type (it needs ${alpha.gate} feature gate), which Kubernetes changes without deprecation`,
  }) as const;
