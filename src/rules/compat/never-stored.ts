import { FieldPath } from '../../engine/field-path.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { SchemaNode } from '../crd/schema/schema-node.js';
import { compareSchemas } from './compare-schemas.js';
import { compatCrdOfBase } from './compat-crd.js';
import { isAtOrBelow } from './property-path.js';

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
  const served = crd.versions.find((v) => v.name === version);
  if (storage.length !== 1 || stored === undefined || stored === served || !stored.schema || !served?.schema)
    return undefined;
  if ([...crd.storedVersions].some((v) => v !== stored.name)) return undefined;
  // What the storage version prunes of what the served one declares, as the compat/ comparison
  // finds a field removed (served-version-divergence.ts asks it the same of its lower versions).
  const pruned = compareSchemas(new SchemaNode(served.schema), new SchemaNode(stored.schema), FieldPath.of('spec'), {
    only: new Set(['compat/field-removed']),
  });
  return pruned.some((p) => isAtOrBelow(property, p.property)) ? stored.name : undefined;
}
