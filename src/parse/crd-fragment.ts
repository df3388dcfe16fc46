import { isJsonObject, type KubeObject } from './kube-object.js';

/**
 * Whether a CustomResourceDefinition document is a fragment of one rather than a definition: it
 * states none of spec.group, spec.names and spec.scope, the three that say what it defines. No
 * CRD meant to be applied omits all three; the files that do are pieces a tool merges into a
 * CRD: kustomize patches a kustomization no longer lists (kubebuilder's
 * config/crd/patches/cainjection_in_*.yaml, often still apiextensions.k8s.io/v1beta1), and
 * generators' inputs (openshift/api's manual-override-crd-manifests). Reviewed as CRDs, each
 * gave a dozen "Required value" errors about a file nobody applies; they hold no object here,
 * as patches do (kustomize-patches.ts).
 */
export function isCrdFragment(o: KubeObject): boolean {
  if (o.group !== 'apiextensions.k8s.io' || o.kind !== 'CustomResourceDefinition') return false;
  const spec = o.value.spec;
  if (spec === undefined || spec === null) return true;
  return isJsonObject(spec) && spec.group === undefined && spec.names === undefined && spec.scope === undefined;
}
