import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';

/** The names of the CRDs a ClusterServiceVersion owns (`spec.customresourcedefinitions.owned[*].name`). */
export function ownedCrdNames(csv: KubeObject): string[] {
  const spec = isJsonObject(csv.value.spec) ? csv.value.spec : {};
  const crds = isJsonObject(spec.customresourcedefinitions) ? spec.customresourcedefinitions : {};
  return (Array.isArray(crds.owned) ? crds.owned : []).flatMap((o) =>
    isJsonObject(o) && typeof o.name === 'string' ? [o.name] : [],
  );
}
