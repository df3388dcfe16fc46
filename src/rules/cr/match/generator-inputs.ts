import type { KubeObject } from '../../../parse/kube-object.js';

// Files in a resource's shape that a generator reads rather than anyone applies. operator-sdk
// scaffolds config/manifests/bases/<name>.clusterserviceversion.yaml with
// `install: {spec: {deployments: null}, strategy: ""}`, and `operator-sdk generate bundle` (`make
// bundle`: `kustomize build config/manifests | operator-sdk generate bundle`) fills in the
// deployments from the built Deployment: only the bundle's CSV reaches OLM. Judged against a copy
// of OLM's CSV CRD in the tree (redhat-marketplace-operator's cluster dump in v2/crds.yaml), it
// gave `spec.install.spec.deployments: Required value` on every project scaffolded so.
const CSV_BASE = /(^|\/)config\/manifests\/bases\/[^/]+$/;

/** Whether an object is operator-sdk's base ClusterServiceVersion, an input of `generate bundle`. */
export const isGeneratorInput = (o: KubeObject): boolean =>
  o.group === 'operators.coreos.com' && o.kind === 'ClusterServiceVersion' && CSV_BASE.test(o.source.file);
