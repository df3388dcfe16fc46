import type { World } from '../../../engine/world.js';
import { isCrd, isJsonObject, type JsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { crdVersions } from '../schema/hoisting.js';

// controller-gen's schemapatch reads CRDs without schemas and writes them, with the schemas of the
// Go types, into another directory: kubernetes-sigs/mcs-api keeps its inputs in config/crd-base
// (`controller-gen schemapatch:manifests=./config/crd-base ... output:schemapatch:dir=./config/crd`)
// and applies config/crd. The input, applied alone, would be refused ("schemas are required"), but
// it is never applied: every pull request that touched it (a label) got errors. A CRD without a
// schema for some versions, whose copy of the same name in another file has a schema for each of
// them, reads as such an input.

/** The path of a file holding a copy of `crd` with a schema for each of these versions, if any. */
export function copyWithSchemas(world: World, crd: KubeObject, versions: readonly string[]): string | undefined {
  // A v1 CRD that writes its schema where v1beta1 did (spec.validation, unknown to v1) meant to
  // carry one, and is applied as it is: openfaas/faas-netes 269dbb9a moved its CRDs to v1 and kept
  // the v1beta1 layout, beside a generated copy that has the schemas.
  // So does one that keeps another of v1beta1's top-level fields, which controller-gen never writes
  // into a v1 CRD: machine-config-operator 7dc492a649 bumped the apiVersion of its examples by hand,
  // their `spec.subresources` left as they were (crd/unknown-field's error on the same file).
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  if (crd.version === 'v1' && isSchema(isJsonObject(spec.validation) ? spec.validation : undefined)) return undefined;
  if (crd.version === 'v1' && V1BETA1_ONLY.some((key) => spec[key] !== undefined && spec[key] !== null))
    return undefined;
  for (const file of world.filesMentioning(crd.name)) {
    if (file.path === crd.source.file) continue;
    if (file.objects.some((o) => isCrd(o) && o.name === crd.name && hasSchemas(o, versions))) return file.path;
  }
  return undefined;
}

/** The top-level fields of a v1beta1 CRD's spec that v1 moved into each version, or dropped. */
const V1BETA1_ONLY = ['subresources', 'version', 'additionalPrinterColumns'];

function hasSchemas(crd: KubeObject, versions: readonly string[]): boolean {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  // A schema for all versions at once (v1beta1's spec.validation) gives each of them one; in a v1
  // CRD the field is unknown, and no schema at all (topolvm 243662ea: two v1 copies, each with
  // spec.validation only, took each other for the generator's output).
  if (crd.version === 'v1beta1' && isSchema(isJsonObject(spec.validation) ? spec.validation : undefined)) return true;
  const list = crdVersions(crd);
  return versions.every((name) =>
    list.some((v) => v.name === name && isSchema(isJsonObject(v.schema) ? v.schema : undefined)),
  );
}

const isSchema = (holder: JsonObject | undefined): boolean =>
  holder !== undefined && isJsonObject(holder.openAPIV3Schema) && Object.keys(holder.openAPIV3Schema).length > 0;
