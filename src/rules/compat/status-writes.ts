import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';

// A field under `status` of a version with the status subresource is never written by a create
// or by an update of the main resource: apiextensions-apiserver's customResourceStrategy drops
// status in PrepareForCreate and copies the stored status over the new one in PrepareForUpdate
// (registry/customresource/strategy.go). Only writes to /status carry it, which its controller
// makes. A tightening there breaks no GitOps re-apply or restore; it breaks a controller that
// still writes the old values (one of an older release, during an upgrade). The messages say so.

/** Said of a tightened status field in place of what it does to creates; each message says which status write fails. */
export const STATUS_WRITES =
  'status is dropped on create and kept from the stored object on updates of the resource, so creates and re-applies are not affected: only writes to the /status subresource are checked';

/** Who still writes what the change rejects. */
export const OLDER_CONTROLLER = '(a controller of an older release, during an upgrade)';

/**
 * Whether the difference is at or under `status` of a version the status subresource serves; not
 * `status` made required, which the root checks on every create.
 */
export function isStatusOnly(crd: KubeObject, d: CompatDifference): boolean {
  if (!/^\^\.status(?:$|[.[])/.test(d.property)) return false;
  if (d.property === '^.status' && d.ruleId === 'compat/required-added') return false;
  const spec = crd.value.spec;
  const versions = isJsonObject(spec) && Array.isArray(spec.versions) ? spec.versions : [];
  const version = versions.find((v) => isJsonObject(v) && v.name === d.version);
  return isJsonObject(version) && isJsonObject(version.subresources) && isJsonObject(version.subresources.status);
}
