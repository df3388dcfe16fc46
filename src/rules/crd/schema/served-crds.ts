import type { World } from '../../../engine/world.js';
import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';

// The CRDs the crd/ validation rules judge: apiextensions.k8s.io/v1 only. Any other version is
// a 404 before validation (CRD-API-001), which crd/api-version reports alone.
export const servedCrds = (world: World): KubeObject[] => world.crds().filter((o) => o.version === 'v1');

/**
 * A kustomize patch, not a CRD to apply: no group, no names and no versions (kubebuilder's
 * `webhook_in_<kind>.yaml` holds only spec.conversion, `cainjection_in_<kind>.yaml` only an
 * annotation). Applied alone it would be rejected, but it is merged into a whole CRD first, so
 * the rules about the whole object (name, names, versions) leave it alone; what it does say
 * (its conversion stanza, its field names) is still checked.
 */
export function isPatchFragment(crd: KubeObject): boolean {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  return spec.group === undefined && spec.names === undefined && spec.versions === undefined;
}
