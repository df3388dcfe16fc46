import type { World } from '../../../engine/world.js';
import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { crdDecodeProblems } from './decode-crd.js';

/** The apiextensions.k8s.io/v1 CRDs. Any other version is a 404 before decoding (CRD-API-001), which crd/api-version reports alone. */
export const v1Crds = (world: World): KubeObject[] => world.crds().filter((o) => o.version === 'v1');

// The CRDs the crd/ validation rules judge: v1 CRDs that decode. A value of the wrong JSON type
// outside openAPIV3Schema (`versions:` written as a mapping, tektoncd/operator's bundled
// tektonresults CRD) fails decoding with 400 BadRequest before any validation runs (CRD-API-003),
// so crd/unknown-field reports it alone: crd/versions' "must have exactly one version marked as
// storage version" for the versions it could not read was an answer no apiserver gives.
export const servedCrds = (world: World): KubeObject[] =>
  v1Crds(world).filter((o) => !crdDecodeProblems(o.value).some((p) => p.kind === 'type'));

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
