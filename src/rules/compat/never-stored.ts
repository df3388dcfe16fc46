import type { KubeObject } from '../../parse/kube-object.js';
import { SchemaNode } from '../crd/schema/schema-node.js';
import { compatCrdOfBase } from './compat-crd.js';
import { parsePropertyPath, type PropertyStep } from './property-path.js';

// A field of a served version that is not the storage version, where the conversion is `None`
// and the storage version's schema has no place for it: every write through the served version is
// converted to the storage version and pruned by its schema before it is stored, and every read is
// converted back (apiextensions-apiserver's schemaCoercingConverter prunes with the target
// version's schema), so no stored object ever held a value there, and no read ever showed one
// (kubefleet 9543d7ec2f dropped from v1 four top-level fields that v1beta1, its storage version,
// had only under `sourceStatus`). Its removal loses no data: a client that still sets it meets an
// unknown field where its value was dropped in silence before. Unless a version stored earlier
// had it: the base's status.storedVersions, where the manifest lists it, must name the storage
// version alone.

/** The storage version of the base CRD that could never hold `property` of `version`; undefined where it could, or where that cannot be told. */
export function storageNeverHeld(base: KubeObject | undefined, version: string, property: string): string | undefined {
  const crd = base === undefined ? undefined : compatCrdOfBase(base);
  if (crd === undefined || (crd.conversionStrategy !== undefined && crd.conversionStrategy !== 'None'))
    return undefined;
  const storage = crd.versions.filter((v) => v.storage);
  const [stored] = storage;
  if (storage.length !== 1 || stored === undefined || stored.name === version || stored.schema === undefined)
    return undefined;
  if ([...crd.storedVersions].some((v) => v !== stored.name)) return undefined;
  const steps = parsePropertyPath(property);
  return steps !== undefined && !keepsValueAt(new SchemaNode(stored.schema), steps) ? stored.name : undefined;
}

/** Whether pruning by this schema keeps a value at the steps (unknown fields kept on the way count). */
function keepsValueAt(root: SchemaNode, steps: readonly PropertyStep[]): boolean {
  let node = root;
  for (const step of steps) {
    if (node.preserveUnknownFields === true || node.embeddedResource) return true;
    // Items given as a list (a tuple), which the apiserver refuses in a structural schema: not told.
    if (step === 'items' && node.items === undefined) return true;
    const next =
      step === 'items'
        ? node.items
        : step === 'additionalProperties'
          ? node.additionalProperties
          : (node.properties.get(step.property) ?? node.additionalProperties);
    if (next === undefined || next === false) return false;
    if (next === true) return true;
    node = next;
  }
  return true;
}
