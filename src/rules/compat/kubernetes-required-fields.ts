import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { declaresType, nodeAndParentAt, type Shape } from './kubernetes-map-lists.js';
import {
  CONTAINER,
  ENV_VAR,
  LABEL_SELECTOR_REQUIREMENT,
  NODE_SELECTOR_REQUIREMENT,
  VOLUME,
  VOLUME_MOUNT,
} from './kubernetes-types.js';
import { parsePropertyPath } from './property-path.js';

// Fields of Kubernetes' own types that its validation has always refused to go without, and that
// k8s.io/api marks required (a JSON tag without `omitempty`): a CRD that embeds the type gets
// them in `required` when it is regenerated with a k8s.io/api that marks them (a Pod spec's host
// aliases, with k8s.io/api 0.30: jenkinsci/kubernetes-operator 9c09db80, bank-vaults'
// vault-operator), or when it embeds the type where it held the field free-form before (an env
// var's and a container's name: zalando/postgres-operator a585b177). A custom resource
// without one never made an object the apiserver accepts, so what the CRD now refuses never
// worked. Known by the description k8s.io/api writes for the type that holds the field or, in a
// CRD generated without descriptions, by that type's fields, all present.
const KUBERNETES_REQUIRED_FIELDS: readonly {
  readonly type: string;
  readonly field: string;
  readonly holder: RegExp;
  /** The type's properties and their types, and every property it has: how it is known without descriptions. */
  readonly shape: Shape;
  readonly only: readonly string[];
  /** What Kubernetes refuses without the field. */
  readonly refuses: string;
  /** The base field's description where an older version of the type defaulted it: then it is the CRD's break. */
  readonly defaultedBefore?: RegExp;
  /**
   * The property that holds the type, where it is a lone object rather than a list's item: its
   * name too tells the type (`seccompProfile`), as a lone object of the same fields may be the CRD's own.
   */
  readonly heldBy?: string;
}[] = [
  {
    // ValidateHostAliases: the IP must be a valid IP address, and "" is not one.
    type: 'HostAlias.ip',
    field: 'ip',
    holder: /^HostAlias holds the mapping between IP and hostnames\b/,
    shape: { ip: 'string', hostnames: 'array' },
    only: ['ip', 'hostnames'],
    refuses: 'a Pod',
  },
  {
    // core ValidateEnv: a name is required. EnvVar's name never had omitempty, so a CRD that
    // embeds it from k8s.io/api always had it required; one that held env free-form before
    // (zalando/postgres-operator a585b177) now gets it.
    type: 'EnvVar.name',
    field: 'name',
    holder: ENV_VAR.description,
    shape: ENV_VAR.shape,
    only: ENV_VAR.only ?? [],
    refuses: 'a Pod',
  },
  {
    // core validateContainers: a container's name is required (a DNS label).
    type: 'Container.name',
    field: 'name',
    holder: CONTAINER.description,
    shape: CONTAINER.shape,
    only: CONTAINER.only ?? [],
    refuses: 'a Pod',
  },
  // core ValidateVolumes and validateVolumeMounts: a volume's name, a mount's name and mountPath
  // are required (kubeflow 8ed362ca5 embedded them where PodDefault had held them free-form).
  ...(
    [
      ['Volume.name', 'name', VOLUME],
      ['VolumeMount.name', 'name', VOLUME_MOUNT],
      ['VolumeMount.mountPath', 'mountPath', VOLUME_MOUNT],
    ] as const
  ).map(([type, field, holder]) => ({
    type,
    field,
    holder: holder.description,
    shape: holder.shape,
    only: holder.only ?? [],
    refuses: 'a Pod',
  })),
  {
    // core validateSeccompProfileType: "type is required when seccompProfile is set" (kubeflow/spark-operator
    // 779ea3de regenerated its pod templates' security contexts with a k8s.io/api that marks it).
    // The holder's description is the field's, a Pod's or a container's.
    type: 'SeccompProfile.type',
    field: 'type',
    heldBy: 'seccompProfile',
    holder: /^The seccomp options to use by\b/,
    shape: { type: 'string', localhostProfile: 'string' },
    only: ['type', 'localhostProfile'],
    refuses: 'a Pod',
  },
  {
    // core ValidatePersistentVolumeClaimTemplate: a generic ephemeral volume's claim template
    // without a spec has no access modes, which a claim's spec requires (spark-operator 779ea3de).
    type: 'PersistentVolumeClaimTemplate.spec',
    field: 'spec',
    heldBy: 'volumeClaimTemplate',
    holder: /^Will be used to create a stand-alone PVC to provision the volume\b/,
    shape: { metadata: 'object', spec: 'object' },
    only: ['metadata', 'spec'],
    refuses: 'a Pod',
  },
  {
    // networking/v1 validateHTTPIngressPath: "pathType must be specified". Not where the base
    // embedded networking/v1beta1's, which defaulted it (SetDefaults_HTTPIngressPath: k8gb
    // 0d0cb594 moved its Gslb's ingress from v1beta1 to v1).
    type: 'HTTPIngressPath.pathType',
    field: 'pathType',
    holder: /^HTTPIngressPath associates a path with a backend\./,
    shape: { path: 'string', pathType: 'string', backend: 'object' },
    only: ['path', 'pathType', 'backend'],
    refuses: 'an Ingress',
    defaultedBefore: /\bDefaults to ImplementationSpecific\b/,
  },
  // The sources of an env var's value (core validateEnvVarValueFrom): the key of a ConfigMap or
  // a Secret, a field or a resource of the Pod, a key of an env file (tektoncd/operator 7c96af4c53
  // typed its free-form controllerEnvs as k8s.io/api's EnvVar).
  ...(
    [
      [
        'ConfigMapKeySelector',
        'configMapKeyRef',
        ['key'],
        /^Selects a key of a ConfigMap\b/,
        { key: 'string', name: 'string' },
      ],
      ['SecretKeySelector', 'secretKeyRef', ['key'], /^Selects a key of a secret\b/, { key: 'string', name: 'string' }],
      [
        'ObjectFieldSelector',
        'fieldRef',
        ['fieldPath'],
        /^Selects a field of the pod\b/,
        { apiVersion: 'string', fieldPath: 'string' },
      ],
      [
        'ResourceFieldSelector',
        'resourceFieldRef',
        ['resource'],
        /^Selects a resource of the container\b/,
        { containerName: 'string', resource: 'string' },
      ],
      [
        'FileKeySelector',
        'fileKeyRef',
        ['key', 'path', 'volumeName'],
        /^FileKeyRef selects a key of the env file\b/,
        { key: 'string', path: 'string', volumeName: 'string' },
      ],
    ] as const
  ).flatMap(([name, heldBy, fields, holder, shape]) =>
    fields.map((field) => ({
      type: `${name}.${field}`,
      field,
      heldBy,
      holder,
      shape,
      only: [...Object.keys(shape), 'divisor', 'optional'],
      refuses: 'a Pod',
    })),
  ),
  // A Pod's topology spread constraint (dragonfly-operator 7a563e6c replaced its own item with
  // k8s.io/api's): validateTopologySpreadConstraints refuses a maxSkew of 0, an empty topologyKey
  // and a whenUnsatisfiable outside its values, what a constraint without them decodes to.
  ...(['maxSkew', 'topologyKey', 'whenUnsatisfiable'] as const).map((field) => ({
    type: `TopologySpreadConstraint.${field}`,
    field,
    holder: /^TopologySpreadConstraint specifies how to spread matching pods among the given topology\./,
    shape: { maxSkew: 'integer', topologyKey: 'string', whenUnsatisfiable: 'string' } as const,
    only: [
      'maxSkew',
      'topologyKey',
      'whenUnsatisfiable',
      'labelSelector',
      'minDomains',
      'nodeAffinityPolicy',
      'nodeTaintsPolicy',
      'matchLabelKeys',
    ],
    refuses: 'a Pod',
  })),
  // A label selector's requirement (kube-ovn d336c9801 regenerated its []metav1.LabelSelector
  // fields): ValidateLabelSelectorRequirement refuses either missing on Kubernetes' own objects,
  // and LabelSelectorAsSelector, which a controller converts the selector with, refuses an empty
  // operator ("is not a valid label selector operator") and an empty key (validateLabelKey). A
  // node selector's (a Pod's node affinity): ValidateNodeSelectorRequirement.
  ...(
    [
      ['LabelSelectorRequirement', LABEL_SELECTOR_REQUIREMENT, 'a label selector'],
      ['NodeSelectorRequirement', NODE_SELECTOR_REQUIREMENT, 'a Pod'],
    ] as const
  ).flatMap(([name, type, refuses]) =>
    (['key', 'operator'] as const).map((field) => ({
      type: `${name}.${field}`,
      field,
      holder: type.description,
      shape: type.shape,
      only: type.only ?? [],
      refuses,
    })),
  ),
];

/**
 * The Kubernetes field the difference made required, where Kubernetes always refused an object
 * without it, and the object it refuses; undefined for any other field made required.
 */
export function kubernetesRequiredField(
  head: KubeObject,
  d: CompatDifference,
  base?: KubeObject,
): { readonly type: string; readonly refuses: string } | undefined {
  if (d.check !== 'required') return undefined;
  const [list, items, last] = (parsePropertyPath(d.property) ?? []).slice(-3);
  if (typeof last !== 'object') return undefined;
  // The field of an item of a list (`hostAliases[*].ip`; VictoriaMetrics' operator names its list
  // of HostAlias `host_aliases`): a lone object of the same fields is the CRD's own, unless its
  // property's name says what it is (`seccompProfile`).
  const inList = items === 'items' && typeof list === 'object';
  const heldBy = typeof items === 'object' ? items.property : undefined;
  const [, holder] = nodeAndParentAt(head, d);
  if (!holder || !isJsonObject(holder.properties)) return undefined;
  const known = KUBERNETES_REQUIRED_FIELDS.find(
    (k) =>
      k.field === last.property &&
      (k.heldBy === undefined ? inList : k.heldBy === heldBy) &&
      declaresType(holder, { description: k.holder, shape: k.shape, only: k.only }),
  );
  if (known?.defaultedBefore && base) {
    const [, baseHolder] = nodeAndParentAt(base, d);
    const properties = isJsonObject(baseHolder?.properties) ? baseHolder.properties : {};
    const field = properties[known.field];
    const said = isJsonObject(field) && typeof field.description === 'string' ? field.description : '';
    if (known.defaultedBefore.test(said)) return undefined;
  }
  return known && { type: known.type, refuses: known.refuses };
}
