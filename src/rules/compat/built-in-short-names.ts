// The short names of kube-apiserver's own resources (`kubectl api-resources`, Kubernetes 1.31).
// kubectl resolves a short name through discovery in the order the groups come, the core group
// and the built-in groups before any CRD's (client-go restmapper/shortcut.go: the first match
// wins), so a CRD's short name that is one of these never found the CRD: metacontroller's CatSet
// had `cs`, which is componentstatuses'.
export const BUILT_IN_SHORT_NAMES: ReadonlySet<string> = new Set([
  'cm', // configmaps
  'cs', // componentstatuses
  'ep', // endpoints
  'ev', // events
  'limits', // limitranges
  'ns', // namespaces
  'no', // nodes
  'pvc', // persistentvolumeclaims
  'pv', // persistentvolumes
  'po', // pods
  'rc', // replicationcontrollers
  'quota', // resourcequotas
  'sa', // serviceaccounts
  'svc', // services
  'crd', // customresourcedefinitions
  'crds',
  'ds', // daemonsets
  'deploy', // deployments
  'rs', // replicasets
  'sts', // statefulsets
  'hpa', // horizontalpodautoscalers
  'cj', // cronjobs
  'csr', // certificatesigningrequests
  'ing', // ingresses
  'netpol', // networkpolicies
  'pdb', // poddisruptionbudgets
  'pc', // priorityclasses
  'sc', // storageclasses
]);
