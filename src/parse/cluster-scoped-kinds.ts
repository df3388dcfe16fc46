// Kubernetes' own kinds whose objects live outside any namespace. The apiserver clears a
// `metadata.namespace` written on one before anything else (rest.BeforeCreate,
// BeforeUpdate), so such an object is the same object with or without it: NVIDIA's
// k8s-dra-driver dropped a stray `namespace:` from a CRD, and the review took the CRD for removed
// and another added. Custom resources of a CRD with `scope: Cluster` are cleared alike, but which
// CRDs those are is known only once the repository is read.

const CLUSTER_SCOPED: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    '': ['ComponentStatus', 'Namespace', 'Node', 'PersistentVolume'],
    'admissionregistration.k8s.io': [
      'MutatingAdmissionPolicy',
      'MutatingAdmissionPolicyBinding',
      'MutatingWebhookConfiguration',
      'ValidatingAdmissionPolicy',
      'ValidatingAdmissionPolicyBinding',
      'ValidatingWebhookConfiguration',
    ],
    'apiextensions.k8s.io': ['CustomResourceDefinition'],
    'apiregistration.k8s.io': ['APIService'],
    'certificates.k8s.io': ['CertificateSigningRequest', 'ClusterTrustBundle'],
    'flowcontrol.apiserver.k8s.io': ['FlowSchema', 'PriorityLevelConfiguration'],
    'gateway.networking.k8s.io': ['GatewayClass'],
    'networking.k8s.io': ['IngressClass', 'IPAddress', 'ServiceCIDR'],
    'node.k8s.io': ['RuntimeClass'],
    policy: ['PodSecurityPolicy'],
    'rbac.authorization.k8s.io': ['ClusterRole', 'ClusterRoleBinding'],
    'resource.k8s.io': ['DeviceClass', 'ResourceSlice'],
    'scheduling.k8s.io': ['PriorityClass'],
    'storage.k8s.io': ['CSIDriver', 'CSINode', 'StorageClass', 'VolumeAttachment', 'VolumeAttributesClass'],
    'storagemigration.k8s.io': ['StorageVersionMigration'],
  }).map(([group, kinds]) => [group, new Set(kinds)]),
);

/** Whether objects of this group and kind are cluster-scoped in every Kubernetes that serves them. */
export const isClusterScopedKind = (group: string, kind: string): boolean =>
  CLUSTER_SCOPED.get(group)?.has(kind) ?? false;
