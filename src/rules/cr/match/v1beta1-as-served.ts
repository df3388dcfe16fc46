import { isJsonObject, toKubeObject, type JsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { v1beta1ServedVersions } from '../../v1beta1-versions.js';

// The base of a change that converts a CRD from apiextensions.k8s.io/v1beta1 to v1 was served by
// the clusters of its day (before Kubernetes 1.22), which validated custom resources against it as
// against the v1 CRD it became: apiextensions-apiserver converts a v1beta1 CRD into its internal
// form (v1beta1-versions.ts). A resource the v1beta1 CRD refused was refused before the change,
// so the `new` filter must know that finding as the base's
// (metering-operator ebc147db moved every CRD to v1, and 13 samples it did not touch showed their
// old `spec.storage: Required value` as new). Only the review of the base for that filter reads a
// v1beta1 CRD so (RuleContext.judgesBase): at head it serves nothing.

const SERVED = new WeakMap<KubeObject, KubeObject | null>();
const CONVERTED = new WeakSet<KubeObject>();

/**
 * Whether a CRD is a v1beta1 one as served (v1beta1AsServed). Its schemas judge the base's
 * resources whatever the apiserver said of them: one that kept unknown fields was served even
 * where it was not structural (with the NonStructuralSchema condition), and a resource of a CRD
 * that newer clusters refused (kubevault d76d8a10: a list-map key neither required nor defaulted)
 * was refused there too, for want of its CRD, so its finding is not the change's either.
 */
export const isV1beta1AsServed = (crd: KubeObject): boolean => CONVERTED.has(crd);

/**
 * A v1beta1 CRD as the apiextensions.k8s.io/v1 CRD it was served as; undefined where its spec or
 * a version is not a mapping. One that kept unknown fields keeps them at every level of the schema
 * (x-kubernetes-preserve-unknown-fields on each node that may hold an object), as nothing was
 * pruned; a version without a schema validated nothing.
 */
export function v1beta1AsServed(crd: KubeObject): KubeObject | undefined {
  let served = SERVED.get(crd);
  if (served === undefined) {
    served = convert(crd) ?? null;
    SERVED.set(crd, served);
  }
  return served ?? undefined;
}

function convert(crd: KubeObject): KubeObject | undefined {
  const spec = crd.value.spec;
  if (!isJsonObject(spec)) return undefined;
  const preserves = spec.preserveUnknownFields !== false;
  const versions: JsonObject[] = [];
  for (const v of v1beta1ServedVersions(spec)) {
    if (!isJsonObject(v)) return undefined;
    const schema =
      isJsonObject(v.schema) && isJsonObject(v.schema.openAPIV3Schema) ? v.schema.openAPIV3Schema : undefined;
    versions.push({
      ...v,
      schema: {
        openAPIV3Schema:
          schema === undefined
            ? { type: 'object', 'x-kubernetes-preserve-unknown-fields': true }
            : preserves
              ? keepingUnknownFields(schema)
              : schema,
      },
    });
  }
  const {
    validation: _validation,
    subresources: _subresources,
    version: _version,
    preserveUnknownFields: _p,
    ...rest
  } = spec;
  const served = toKubeObject(
    { ...crd.value, apiVersion: 'apiextensions.k8s.io/v1', spec: { ...rest, versions } },
    crd.source,
  );
  if (served) CONVERTED.add(served);
  return served;
}

/** The schema with x-kubernetes-preserve-unknown-fields on every node that may hold an object, but the root's metadata. */
function keepingUnknownFields(node: JsonObject, root = true): JsonObject {
  const out: Record<string, unknown> = { ...node };
  if (isJsonObject(node.properties)) {
    const properties: Record<string, unknown> = {};
    // The root's metadata is the apiserver's to prune, whatever the schema says.
    for (const [name, child] of Object.entries(node.properties))
      properties[name] =
        isJsonObject(child) && !(root && name === 'metadata') ? keepingUnknownFields(child, false) : child;
    out.properties = properties;
  }
  const mayHoldObjects = isJsonObject(node.properties) || node.type === 'object' || node.type === undefined;
  if (mayHoldObjects && node.additionalProperties === undefined) out['x-kubernetes-preserve-unknown-fields'] = true;
  if (isJsonObject(node.items)) out.items = keepingUnknownFields(node.items, false);
  if (isJsonObject(node.additionalProperties))
    out.additionalProperties = keepingUnknownFields(node.additionalProperties, false);
  return out;
}
