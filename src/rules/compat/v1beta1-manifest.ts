import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';

// An apiextensions.k8s.io/v1beta1 CRD of the base: compat/ compares v1 CRDs only, but removing or
// moving one still reaches the clusters that installed it before Kubernetes 1.22 (argo-events
// 4ba08551 removed its v1beta1 manifests; kube-fledged b6607de899 moved its chart's v1beta1 CRD
// from templates/ to crds/). No newer cluster could install it: such a finding is at most a warning.

/** Whether a CRD of the base is a v1beta1 manifest with a spec. */
export const isV1beta1Manifest = (stored: KubeObject): boolean =>
  stored.version === 'v1beta1' && isJsonObject(stored.value.spec);

export const V1BETA1_NOTE =
  'an apiextensions.k8s.io/v1beta1 manifest, which clusters since Kubernetes 1.22 refuse, so only clusters that installed it before hold the CRD';

/** A report's softening with the v1beta1 note first, and at most a warning. */
export function v1beta1Softening<S extends { readonly note?: string; readonly atMost?: string }>(
  softened: S,
): S & { readonly atMost: 'warning' | 'notice' } {
  const note = softened.note === undefined ? V1BETA1_NOTE : `${V1BETA1_NOTE}; ${softened.note}`;
  return { ...softened, note, atMost: softened.atMost === 'notice' ? 'notice' : 'warning' };
}
