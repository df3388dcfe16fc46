import type { SchemaNode } from '../crd/schema/schema-node.js';
import { sameJson } from './json-equality.js';

// The `+default=` markers of k8s.io/api's core/v1 types, which controller-gen copies into every
// CRD that embeds the type: a dependency bump (k8s.io/api 1.32 in kubeflow/spark-operator
// 25ca90cb) makes each embedded Volume gain `pool: {default: rbd}` and the like. They are the
// values kube-apiserver's own defaulting of the type sets (pkg/apis/core/v1/defaults.go:
// SetDefaults_RBDVolumeSource, SetDefaults_AzureDiskVolumeSource, ...), so the Pod a controller
// makes from the embedded value holds the same value either way: a stored object that now reads
// `pool: rbd` gives the same Pod as before.
//
// The type is recognised by the properties of the object holding the field (its schema, as
// controller-gen writes it from the Go struct): it must have every property named here, which no
// other type has all of.

interface KubernetesType {
  readonly name: string;
  /** Properties that tell the type apart from any other (the holder must have them all). */
  readonly has: readonly string[];
  /** Or the holder's exact properties, for a type too small to be told apart by some alone. */
  readonly exactly?: readonly (readonly string[])[];
  /** Its fields' `+default=` values. */
  readonly defaults: Readonly<Record<string, unknown>>;
  /**
   * The default is the value every reader of the type reads where the field is unset (a plain Go
   * string's zero value): the default changes nothing anyone can see.
   */
  readonly readsAlike?: true;
  /** The objects the apiserver defaults the type in, where not Pods (a ServicePort's, Services). */
  readonly madeInto?: string;
}

const RBD = { pool: 'rbd', user: 'admin', keyring: '/etc/ceph/keyring' };
const SCALE_IO = { storageMode: 'ThinProvisioned', fsType: 'xfs' };

const TYPES: readonly KubernetesType[] = [
  { name: 'RBDVolumeSource', has: ['monitors', 'image'], defaults: RBD },
  { name: 'ISCSIVolumeSource', has: ['targetPortal', 'iqn', 'lun'], defaults: { iscsiInterface: 'default' } },
  {
    name: 'AzureDiskVolumeSource',
    has: ['diskName', 'diskURI'],
    defaults: { cachingMode: 'ReadWrite', fsType: 'ext4', readOnly: false, kind: 'Shared' },
  },
  { name: 'ScaleIOVolumeSource', has: ['gateway', 'system', 'protectionDomain'], defaults: SCALE_IO },
  { name: 'ContainerPort', has: ['containerPort', 'hostPort'], defaults: { protocol: 'TCP' } },
  { name: 'ServicePort', has: ['port', 'targetPort', 'nodePort'], defaults: { protocol: 'TCP' }, madeInto: 'Service' },
  { name: 'FileKeySelector', has: ['volumeName', 'path', 'key'], defaults: { optional: false } },
  // k8s.io/api 1.30 gave LocalObjectReference.Name `+default=""` (and `+kubebuilder:default=""`,
  // kubebuilder#3896), and GRPCAction.Service `+default=""`: numaflow's bump to 1.31 (4fad59c06)
  // gained 1,245 such defaults in its CRDs, in every secretKeyRef, configMapRef and imagePullSecret.
  // Both read "" as unset: LocalObjectReference.Name is a plain string in Go, and GRPCAction.Service
  // a *string that the kubelet reads as "" where nil. LocalObjectReference stands alone
  // (imagePullSecrets) or inline in the key selectors and env sources.
  {
    name: 'LocalObjectReference',
    has: [],
    // Also inline in a ConfigMap volume source and the projections of a projected volume (bank-vaults'
    // vault-operator df86c2e3 gained it there with the env sources, where only these stayed notices).
    exactly: [
      ['name'],
      ['name', 'optional'],
      ['name', 'key', 'optional'],
      ['name', 'key'],
      ['name', 'items', 'defaultMode', 'optional'],
      ['name', 'items', 'optional'],
    ],
    defaults: { name: '' },
    readsAlike: true,
  },
  { name: 'GRPCAction', has: [], exactly: [['port', 'service']], defaults: { service: '' }, readsAlike: true },
];

/**
 * `Type.field` when `field` of the object `holder` describes is a k8s.io/api type's field and
 * `value` is that field's own default, and whether its readers read that default and unset alike;
 * undefined otherwise.
 */
export function kubernetesTypeDefault(
  holder: SchemaNode,
  field: string,
  value: unknown,
): { readonly field: string; readonly readsAlike: boolean; readonly madeInto: string } | undefined {
  for (const type of TYPES) {
    if (!Object.hasOwn(type.defaults, field) || !sameJson(type.defaults[field], value)) continue;
    const names = [...holder.properties.keys()].sort();
    const isType = type.exactly
      ? type.exactly.some((props) => props.length === names.length && [...props].sort().every((p, i) => p === names[i]))
      : type.has.every((p) => holder.properties.has(p));
    if (isType)
      return { field: `${type.name}.${field}`, readsAlike: type.readsAlike === true, madeInto: type.madeInto ?? 'Pod' };
  }
  return undefined;
}
