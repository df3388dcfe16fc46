import type { CompatDifference } from './compare-crds.js';
import { parsePropertyPath } from './property-path.js';

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

const holdsKubernetesTypes = (name: string, next: string | undefined): boolean =>
  KUBERNETES_TYPE_HOLDERS.has(name) && (!POD_TEMPLATES.has(name) || next === 'spec');

/**
 * The Kubernetes field whose own enum the difference added where the CRD took any value, in a
 * type of Kubernetes' the CRD embeds; undefined for any other enum. Only an enum added whole: one
 * that drops a value is the CRD's own choice.
 */
export function kubernetesEnum(d: CompatDifference): string | undefined {
  if (d.check !== 'enum' || Array.isArray(d.base) || !Array.isArray(d.head)) return undefined;
  const names = (parsePropertyPath(d.property) ?? []).flatMap((s) => (typeof s === 'object' ? [s.property] : []));
  // The name of the field, or of the list whose items the enum holds (`accessModes[*]`).
  const field = names.at(-1);
  if (!names.slice(0, -1).some((n, i) => holdsKubernetesTypes(n, names[i + 1]))) return undefined;
  const sets = field === undefined ? undefined : KUBERNETES_ENUMS.get(field);
  const head = new Set(d.head);
  const same = (values: readonly string[]) => values.length === head.size && values.every((v) => head.has(v));
  return sets?.some(same) ? field : undefined;
}
