import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { hasShape, schemaNodesAt, type Shape } from './kubernetes-map-lists.js';
import { parsePropertyPath } from './property-path.js';
import { isLabelSelectorOperatorEnum } from './label-selector-requirement.js';

// Enums of Kubernetes' own types (k8s.io/api's `+enum` string types), by the name of the field
// that holds one and the values its validation has always accepted, no other (pkg/apis/core/
// validation: ValidateProcMountType, validateMountPropagation, validatePreemptionPolicy,
// validateHostPathType, ValidatePersistentVolumeClaimSpec's access and volume modes, ...). A newer
// k8s.io/api writes them into the OpenAPI, and a CRD that embeds a Pod template takes them when it
// is regenerated (agones 848ede93f: 42 such enums in three templates). A custom resource with
// another value never made an object the apiserver accepts, so what the CRD now refuses never
// worked. Known by the field's name and the whole set of values, below where a CRD holds
// Kubernetes' types (KUBERNETES_TYPE_HOLDERS).
const KUBERNETES_ENUMS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  ['accessModes', [['ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOnce', 'ReadWriteOncePod']]],
  ['volumeMode', [['Block', 'Filesystem']]],
  ['procMount', [['Default', 'Unmasked']]],
  ['mountPropagation', [['Bidirectional', 'HostToContainer', 'None']]],
  ['preemptionPolicy', [['Never', 'PreemptLowerPriority']]],
  ['fsGroupChangePolicy', [['Always', 'OnRootMismatch']]],
  ['nodeAffinityPolicy', [['Honor', 'Ignore']]],
  ['nodeTaintsPolicy', [['Honor', 'Ignore']]],
  ['whenUnsatisfiable', [['DoNotSchedule', 'ScheduleAnyway']]],
  ['cachingMode', [['None', 'ReadOnly', 'ReadWrite']]],
  ['kind', [['Dedicated', 'Managed', 'Shared']]],
  ['type', [['', 'BlockDevice', 'CharDevice', 'Directory', 'DirectoryOrCreate', 'File', 'FileOrCreate', 'Socket']]],
  ['imagePullPolicy', [['Always', 'IfNotPresent', 'Never']]],
  ['terminationMessagePolicy', [['FallbackToLogsOnError', 'File']]],
  ['dnsPolicy', [['ClusterFirst', 'ClusterFirstWithHostNet', 'Default', 'None']]],
  ['protocol', [['SCTP', 'TCP', 'UDP']]],
  ['effect', [['NoExecute', 'NoSchedule', 'PreferNoSchedule']]],
  [
    'operator',
    [
      ['Equal', 'Exists'],
      ['DoesNotExist', 'Exists', 'Gt', 'In', 'Lt', 'NotIn'],
    ],
  ],
  [
    'restartPolicy',
    [
      ['Always', 'Never', 'OnFailure'],
      ['NotRequired', 'RestartContainer'],
    ],
  ],
  ['recursiveReadOnly', [['Disabled', 'Enabled', 'IfPossible']]],
  ['scheme', [['HTTP', 'HTTPS']]],
]);

// Where a CRD holds Kubernetes' own types: below a Pod template or Pod spec, a container, a volume
// or a claim template, a toleration, a spread constraint, affinity or a security context. A field
// of the same name and values elsewhere is the CRD's own (Kubeflow's replica specs' restartPolicy,
// which took `ExitCode` too; a listener's protocol), which Kubernetes never validated.
const KUBERNETES_TYPE_HOLDERS: ReadonlySet<string> = new Set([
  'template',
  'podTemplate',
  'podSpec',
  'podTemplateSpec',
  'containers',
  'initContainers',
  'ephemeralContainers',
  'sidecars',
  'extraContainers',
  'container',
  'livenessProbe',
  'readinessProbe',
  'startupProbe',
  'volumes',
  'volumeClaimTemplates',
  'volumeClaimTemplate',
  'tolerations',
  'topologySpreadConstraints',
  'affinity',
  'securityContext',
]);

/** A Pod template holds Kubernetes' types in its `spec` (`template.protocol` is the CRD's own field). */
const POD_TEMPLATES: ReadonlySet<string> = new Set(['template', 'podTemplate', 'podTemplateSpec']);

/** The enums of a Service's spec, which operators embed whole or in their own `service` fields. */
function serviceSpecEnums() {
  const besides: Shape = { ports: 'array', clusterIP: 'string', selector: 'object' };
  const enums: readonly [string, readonly string[], readonly string[]][] = [
    [
      'type',
      ['type determines how the Service is exposed.'],
      ['ClusterIP', 'ExternalName', 'LoadBalancer', 'NodePort'],
    ],
    [
      'externalTrafficPolicy',
      [
        'externalTrafficPolicy describes how nodes distribute service traffic they receive',
        'externalTrafficPolicy denotes if this Service desires to route external traffic',
      ],
      ['Cluster', 'Local'],
    ],
    [
      'internalTrafficPolicy',
      [
        'InternalTrafficPolicy describes how nodes distribute service traffic they receive',
        'InternalTrafficPolicy specifies if the cluster internal traffic should be routed',
      ],
      ['Cluster', 'Local'],
    ],
    ['sessionAffinity', ['Supports "ClientIP" and "None". Used to maintain session affinity.'], ['ClientIP', 'None']],
    [
      'ipFamilyPolicy',
      ['IPFamilyPolicy represents the dual-stack-ness requested or required by this Service'],
      ['PreferDualStack', 'RequireDualStack', 'SingleStack'],
    ],
    [
      'ipFamilies',
      ['IPFamilies is a list of IP families (e.g. IPv4, IPv6) assigned to this service.'],
      ['IPv4', 'IPv6'],
    ],
  ];
  return enums.map(([field, described, values]) => ({
    type: `ServiceSpec.${field}`,
    field,
    described,
    besides,
    values: [values],
  }));
}

const JOB_SPEC: Shape = { parallelism: 'integer', completions: 'integer', backoffLimit: 'integer', template: 'object' };

const holdsKubernetesTypes = (name: string, next: string | undefined): boolean =>
  KUBERNETES_TYPE_HOLDERS.has(name) && (!POD_TEMPLATES.has(name) || next === 'spec');

// Enums of Kubernetes' types that a CRD holds wherever it likes (an operator's own `service` field
// of type ServiceSpec, a Job spec, a seccomp profile), known where the holder's name says nothing:
// by the description k8s.io/api writes for the field, which controller-gen copies (its first
// words, in any of the wordings Kubernetes has had), and the field's name; without descriptions
// (`crd:maxDescLen=0`), by the properties of the type that holds it in k8s.io/api, all present.
// Every value set is all that Kubernetes' validation accepts, and has accepted since the field came
// (ValidateService, ValidateJobSpec, ValidateStatefulSetSpec, validateSeccompProfileField, ...);
// a set a later Kubernetes widened is listed in each form.
const DESCRIBED_KUBERNETES_ENUMS: readonly {
  readonly type: string;
  readonly field: string;
  readonly described: readonly string[];
  /** Properties of the type that holds the field, besides it: how it is known without descriptions. */
  readonly besides: Shape;
  /** For a small type: every property it has; a holder with another is the CRD's own. */
  readonly only?: readonly string[];
  readonly values: readonly (readonly string[])[];
}[] = [
  ...(['seccomp', 'AppArmor'] as const).map((profile) => ({
    type: `${profile === 'seccomp' ? 'SeccompProfile' : 'AppArmorProfile'}.type`,
    field: 'type',
    described: [`type indicates which kind of ${profile} profile will be applied.`],
    besides: { localhostProfile: 'string' } as const,
    only: ['type', 'localhostProfile'],
    values: [['Localhost', 'RuntimeDefault', 'Unconfined']],
  })),
  {
    type: 'PodSecurityContext.supplementalGroupsPolicy',
    field: 'supplementalGroupsPolicy',
    described: ['Defines how supplemental groups of the first container processes are calculated.'],
    besides: { runAsUser: 'integer', fsGroup: 'integer', supplementalGroups: 'array' },
    values: [['Merge', 'Strict']],
  },
  ...serviceSpecEnums(),
  {
    type: 'ServicePort.protocol',
    field: 'protocol',
    described: ['The IP protocol for this port. Supports "TCP", "UDP", and "SCTP".'],
    besides: { port: 'integer', targetPort: 'int-or-string', nodePort: 'integer' },
    values: [['SCTP', 'TCP', 'UDP']],
  },
  {
    type: 'JobSpec.completionMode',
    field: 'completionMode',
    described: ['completionMode specifies how Pod completions are tracked.'],
    besides: JOB_SPEC,
    values: [['Indexed', 'NonIndexed']],
  },
  {
    type: 'JobSpec.podReplacementPolicy',
    field: 'podReplacementPolicy',
    described: ['podReplacementPolicy specifies when to create replacement Pods.'],
    besides: JOB_SPEC,
    values: [['Failed', 'TerminatingOrFailed']],
  },
  {
    type: 'PodFailurePolicyRule.action',
    field: 'action',
    described: ['Specifies the action taken on a pod failure when the requirements are satisfied.'],
    besides: { onExitCodes: 'object', onPodConditions: 'array' },
    only: ['action', 'onExitCodes', 'onPodConditions'],
    // FailIndex came with backoffLimitPerIndex (Kubernetes 1.28).
    values: [
      ['Count', 'FailIndex', 'FailJob', 'Ignore'],
      ['Count', 'FailJob', 'Ignore'],
    ],
  },
  {
    // A Job's pod failure policy, and (Kubernetes 1.34) a container's restart rules.
    type: 'PodFailurePolicyOnExitCodesRequirement.operator',
    field: 'operator',
    described: ['Represents the relationship between the container exit code(s) and the specified values.'],
    besides: { values: 'array' },
    only: ['containerName', 'operator', 'values'],
    values: [['In', 'NotIn']],
  },
  {
    type: 'StatefulSetSpec.podManagementPolicy',
    field: 'podManagementPolicy',
    described: ['podManagementPolicy controls how pods are created during initial scale up,'],
    besides: { serviceName: 'string', template: 'object', volumeClaimTemplates: 'array' },
    values: [['OrderedReady', 'Parallel']],
  },
  ...(['whenDeleted', 'whenScaled'] as const).map((field) => ({
    type: `StatefulSetPersistentVolumeClaimRetentionPolicy.${field}`,
    field,
    described: [`${field} specifies what happens to PVCs created from StatefulSet VolumeClaimTemplates when`],
    besides: { [field === 'whenDeleted' ? 'whenScaled' : 'whenDeleted']: 'string' } as Shape,
    only: ['whenDeleted', 'whenScaled'],
    values: [['Delete', 'Retain']],
  })),
  // Without descriptions the three strategies look alike ({type, rollingUpdate}): their values tell
  // a Deployment's apart, and a StatefulSet's and a DaemonSet's are both named.
  {
    type: 'StatefulSetUpdateStrategy.type',
    field: 'type',
    described: ['Type indicates the type of the StatefulSetUpdateStrategy.'],
    besides: { rollingUpdate: 'object' },
    only: ['type', 'rollingUpdate'],
    values: [['OnDelete', 'RollingUpdate']],
  },
  {
    type: 'DaemonSetUpdateStrategy.type',
    field: 'type',
    described: ['Type of daemon set update. Can be "RollingUpdate" or "OnDelete".'],
    besides: { rollingUpdate: 'object' },
    only: ['type', 'rollingUpdate'],
    values: [['OnDelete', 'RollingUpdate']],
  },
  {
    type: 'DeploymentStrategy.type',
    field: 'type',
    described: ['Type of deployment. Can be "Recreate" or "RollingUpdate".'],
    besides: { rollingUpdate: 'object' },
    only: ['type', 'rollingUpdate'],
    values: [['Recreate', 'RollingUpdate']],
  },
  // An operator's own field of a Kubernetes type, described by the type's comment (controller-gen
  // copies it where the field has none), whose value it copies into the objects it makes
  // (stolostron/gatekeeper-operator 8effdaa265, 8468a894fb): validatePullPolicy, and the webhook
  // configurations' supportedFailurePolicies, accepted no other value.
  {
    type: 'PullPolicy',
    field: 'imagePullPolicy',
    described: ['PullPolicy describes a policy for if/when to pull a container image'],
    besides: {},
    only: ['imagePullPolicy'],
    values: [['Always', 'IfNotPresent', 'Never']],
  },
  {
    type: 'FailurePolicyType',
    field: 'failurePolicy',
    described: [
      'FailurePolicyType specifies a failure policy that defines how unrecognized errors from the admission endpoint are handled.',
    ],
    besides: {},
    only: ['failurePolicy'],
    values: [['Fail', 'Ignore']],
  },
  {
    type: 'ImageVolumeSource.pullPolicy',
    field: 'pullPolicy',
    described: ['Policy for pulling OCI objects.'],
    besides: { reference: 'string' },
    only: ['reference', 'pullPolicy'],
    values: [['Always', 'IfNotPresent', 'Never']],
  },
];

/**
 * Whether a description begins with one of the sentences, as controller-gen writes a Go comment:
 * its lines joined by line breaks or by spaces, the first letter of either case (older k8s.io/api
 * wrote `CompletionMode specifies ...`).
 */
function describedAs(description: string, sentences: readonly string[]): boolean {
  const words = description.trimStart().split(/\s+/);
  return sentences.some((sentence) =>
    sentence
      .split(' ')
      .every((word, i) => (i === 0 ? word.toLowerCase() === words[0]?.toLowerCase() : word === words[i])),
  );
}

/**
 * The Kubernetes field whose own enum the difference added where the CRD took any value, in a
 * type of Kubernetes' the CRD embeds; undefined for any other enum. Only an enum added whole: one
 * that drops a value is the CRD's own choice.
 */
export function kubernetesEnum(head: KubeObject, d: CompatDifference): string | undefined {
  if (d.check !== 'enum' || Array.isArray(d.base) || !Array.isArray(d.head)) return undefined;
  const headValues = new Set(d.head);
  const same = (values: readonly string[]) =>
    values.length === headValues.size && values.every((v) => headValues.has(v));
  const names = (parsePropertyPath(d.property) ?? []).flatMap((s) => (typeof s === 'object' ? [s.property] : []));
  // The name of the field, or of the list whose items the enum holds (`accessModes[*]`).
  const field = names.at(-1);
  if (field === undefined) return undefined;
  if (isLabelSelectorOperatorEnum(head, d)) return 'LabelSelectorOperator';
  if (
    names.slice(0, -1).some((n, i) => holdsKubernetesTypes(n, names[i + 1])) &&
    KUBERNETES_ENUMS.get(field)?.some(same)
  )
    return field;
  const [fieldNode, holder] = fieldAndHolder(head, d);
  const description = typeof fieldNode?.description === 'string' ? fieldNode.description : '';
  const known = DESCRIBED_KUBERNETES_ENUMS.filter(
    (e) =>
      e.field === field &&
      e.values.some(same) &&
      (description === ''
        ? isUndescribed(holder) && hasShape(holder, e.besides, e.only)
        : describedAs(description, e.described)),
  );
  // Without descriptions a StatefulSet's and a DaemonSet's update strategy look alike, as do seccomp and
  // AppArmor profiles: each is named.
  return known.length === 0 ? undefined : known.map((e) => e.type).join(' or ');
}

/**
 * Whether an object's schema and its properties say nothing: a CRD generated without
 * descriptions, where only the properties tell Kubernetes' type. A field left undescribed in a
 * described CRD is the CRD's own (k8s.io/api describes every field of its types).
 */
function isUndescribed(holder: JsonObject | undefined): boolean {
  const described = (node: unknown): boolean =>
    isJsonObject(node) && typeof node.description === 'string' && node.description !== '';
  if (!holder || described(holder)) return false;
  return !isJsonObject(holder.properties) || !Object.values(holder.properties).some(described);
}

/** The schema of the field the difference's path names last, and of the object that holds it. */
function fieldAndHolder(head: KubeObject, d: CompatDifference): [JsonObject | undefined, JsonObject | undefined] {
  const steps = parsePropertyPath(d.property) ?? [];
  const nodes = schemaNodesAt(head, d);
  const last = steps.findLastIndex((s) => typeof s === 'object');
  // nodes[i] is the node before steps[i] is taken, nodes[i + 1] the one after.
  return last === -1 ? [undefined, undefined] : [nodes[last + 1], nodes[last]];
}
