import { isJsonObject, toKubeObject, type JsonObject, type KubeObject } from '../../../parse/kube-object.js';

// The base of a change that converts a CRD from apiextensions.k8s.io/v1beta1 to v1 was served by
// the clusters of its day (before Kubernetes 1.22), which validated custom resources against it as
// against the v1 CRD it became: apiextensions-apiserver converts a v1beta1 CRD into its internal
// form, where the top-level `validation` and `subresources` are those of every version without its
// own, and `version` alone is one served storage version. A resource the v1beta1 CRD refused was
// refused before the change, so the `new` filter must know that finding as the base's
// (metering-operator ebc147db moved every CRD to v1, and 13 samples it did not touch showed their
// old `spec.storage: Required value` as new). Only the review of the base for that filter reads a
// v1beta1 CRD so (RuleContext.judgesBase): at head it serves nothing.

const SERVED = new WeakMap<KubeObject, KubeObject | null>();
/** Converted CRDs that kept unknown fields: v1beta1 served their schemas structural or not. */
const KEPT_UNKNOWN_FIELDS = new WeakSet<KubeObject>();

/**
 * Whether a CRD is a v1beta1 one as served that kept unknown fields: its schemas validated
 * resources even where they were not structural (the CRD only had the NonStructuralSchema
 * condition), and it had no defaults to validate.
 */
export const servedNonStructural = (crd: KubeObject): boolean => KEPT_UNKNOWN_FIELDS.has(crd);

/**
 * A v1beta1 CRD as the apiextensions.k8s.io/v1 CRD it was served as; undefined where it could not
 * be created (keeping unknown fields, v1beta1's default, with defaults in its schema). One that
 * kept unknown fields keeps them at every level of the schema (x-kubernetes-preserve-unknown-fields
 * on each object node), as nothing was pruned; a version without a schema validated nothing.
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
  const listed = Array.isArray(spec.versions)
    ? spec.versions
    : typeof spec.version === 'string'
      ? [{ name: spec.version, served: true, storage: true }]
      : [];
  const topSchema = isJsonObject(spec.validation) ? spec.validation.openAPIV3Schema : undefined;
  const versions: JsonObject[] = [];
  for (const v of listed) {
    if (!isJsonObject(v)) return undefined;
    const own = isJsonObject(v.schema) ? v.schema.openAPIV3Schema : undefined;
    const schema = isJsonObject(own) ? own : isJsonObject(topSchema) ? topSchema : undefined;
    // v1beta1 refused defaults in a CRD that kept unknown fields.
    if (preserves && schema !== undefined && hasDefault(schema)) return undefined;
    const { schema: _schema, subresources, ...rest } = v;
    const sub = subresources ?? spec.subresources;
    versions.push({
      ...rest,
      schema: {
        openAPIV3Schema:
          schema === undefined
            ? { type: 'object', 'x-kubernetes-preserve-unknown-fields': true }
            : preserves
              ? keepingUnknownFields(schema)
              : schema,
      },
      ...(isJsonObject(sub) ? { subresources: sub } : {}),
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
  if (served && preserves) KEPT_UNKNOWN_FIELDS.add(served);
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

function hasDefault(node: JsonObject): boolean {
  if (node.default !== undefined) return true;
  const children = [
    ...(isJsonObject(node.properties) ? Object.values(node.properties) : []),
    node.items,
    node.additionalProperties,
  ];
  return children.some((c) => isJsonObject(c) && hasDefault(c));
}
