import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';

// A field under `status` of a version with the status subresource is never written by a create
// or by an update of the main resource: apiextensions-apiserver's customResourceStrategy drops
// status in PrepareForCreate and copies the stored status over the new one in PrepareForUpdate
// (registry/customresource/strategy.go). Only writes to /status carry it, which its controller
// makes. A tightening there breaks no GitOps re-apply or restore; it breaks a controller that
// still writes the old values (one of an older release, during an upgrade). Before Kubernetes 1.30,
// which ratchets validation (CRDValidationRatcheting), an update of the resource also validates the
// status it keeps, and is refused while that status fails the change (k8gb's revert 9346b95a was for
// it): the messages say both.

/** Said of a tightened status field in place of what it does to creates; each message says which status write fails. */
export const STATUS_WRITES =
  'status is dropped on create and kept from the stored object on updates of the resource, so creates and re-applies are not affected: only writes to the /status subresource are checked (and, on clusters before Kubernetes 1.30, which do not ratchet validation, every update of the resource, until its stored status meets the change)';

/** Who still writes what the change rejects. */
export const OLDER_CONTROLLER = '(a controller of an older release, during an upgrade)';

/**
 * Whether the difference is at or under `status` of a version the status subresource serves; not
 * `status` made required, which the root checks on every create.
 */
export function isStatusOnly(crd: KubeObject, d: Pick<CompatDifference, 'property' | 'ruleId' | 'version'>): boolean {
  if (!/^\^\.status(?:$|[.[{])/.test(d.property)) return false;
  if (d.property === '^.status' && d.ruleId === 'compat/required-added') return false;
  return hasStatusSubresource(crd, d.version);
}

/** Whether `version` of the CRD has the status subresource (status dropped on create, written through /status). */
export function hasStatusSubresource(crd: KubeObject, version: string): boolean {
  const spec = crd.value.spec;
  const versions = isJsonObject(spec) && Array.isArray(spec.versions) ? spec.versions : [];
  const found = versions.find((v) => isJsonObject(v) && v.name === version);
  return isJsonObject(found) && isJsonObject(found.subresources) && isJsonObject(found.subresources.status);
}

// A tightening of status under the status subresource rejects no create, re-apply or update of
// the resource: only status writes, which the project's own controller makes, by an older release
// of it during an upgrade. The API's users are not broken, so it is at most a warning
// (approver-policy's adoption of metav1.Condition, bae7253: 11 errors for `reason`, `message` and
// `lastTransitionTime` made required, which its controller always wrote). So is a list or map type
// changed there: only the controllers that write status merge it differently (kube-ovn
// 31fc9817e). What readers of status see (a field removed, a type changed) is not capped.
const STATUS_TIGHTENINGS: ReadonlySet<CompatDifference['ruleId']> = new Set([
  'compat/validation-tightened',
  'compat/required-added',
  'compat/enum-narrowed',
  'compat/cel-rule-added-or-changed',
  'compat/nullable-changed',
  'compat/list-type-changed',
]);

/** A difference that tightens only what status writes may hold (isStatusOnly, of the kinds above): at most a warning. */
export const tightensStatusOnly = (crd: KubeObject, d: Pick<CompatDifference, 'property' | 'ruleId' | 'version'>) =>
  STATUS_TIGHTENINGS.has(d.ruleId) && isStatusOnly(crd, d);
