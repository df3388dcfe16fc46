// The API groups kube-apiserver serves itself (and the aggregated metrics APIs). A request for
// one of their kinds reaches the built-in handler, never a CRD: a repository that holds CRDs of
// these groups (kcp serves RBAC and admission registration through CRD copies of them, with its
// own name validation) cannot say what a Kubernetes cluster does with such a resource, so cr/
// neither validates against those CRDs nor asks for a CRD for these groups.

export const BUILT_IN_GROUPS: ReadonlySet<string> = new Set([
  '',
  'admissionregistration.k8s.io',
  'apiextensions.k8s.io',
  'apiregistration.k8s.io',
  'apps',
  'authentication.k8s.io',
  'authorization.k8s.io',
  'autoscaling',
  'batch',
  'certificates.k8s.io',
  'coordination.k8s.io',
  'discovery.k8s.io',
  'events.k8s.io',
  'extensions',
  'flowcontrol.apiserver.k8s.io',
  'internal.apiserver.k8s.io',
  'networking.k8s.io',
  'node.k8s.io',
  'policy',
  'rbac.authorization.k8s.io',
  'resource.k8s.io',
  'scheduling.k8s.io',
  'storage.k8s.io',
  'storagemigration.k8s.io',
  'metrics.k8s.io',
  'custom.metrics.k8s.io',
  'external.metrics.k8s.io',
]);
