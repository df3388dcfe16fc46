import { isJsonObject, type JsonObject } from '../parse/kube-object.js';

/**
 * The versions of an apiextensions.k8s.io/v1beta1 CRD's spec as the apiserver serves them (its
 * internal form, which v1 writes out): each with the top-level `validation` and `subresources`
 * where it has none of its own, and `version` alone one served storage version. Entries that are
 * not mappings are kept as they are.
 */
export function v1beta1ServedVersions(spec: JsonObject): unknown[] {
  const listed: unknown[] = Array.isArray(spec.versions)
    ? spec.versions
    : typeof spec.version === 'string'
      ? [{ name: spec.version, served: true, storage: true }]
      : [];
  return listed.map((v) => {
    if (!isJsonObject(v)) return v;
    const schema = v.schema ?? spec.validation;
    const subresources = v.subresources ?? spec.subresources;
    return {
      ...v,
      ...(schema === undefined ? {} : { schema }),
      ...(subresources === undefined ? {} : { subresources }),
    };
  });
}
