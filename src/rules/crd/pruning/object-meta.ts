import { isJsonObject } from '../../../parse/kube-object.js';

// PRUNE-005 (spec/crd-validation.md §11): ObjectMeta at the resource root and in embedded
// resources is not pruned by the schema but decoded into ObjectMeta, which drops every key it
// does not know. These are the JSON names of metav1.ObjectMeta's fields (apimachinery
// pkg/apis/meta/v1 types.go; `clusterName` was removed in 1.25).
const OBJECT_META_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'generateName',
  'namespace',
  'selfLink',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'labels',
  'annotations',
  'ownerReferences',
  'finalizers',
  'managedFields',
]);

/** The keys of a metadata object that decoding into ObjectMeta drops. */
export function unknownObjectMetaKeys(metadata: unknown): string[] {
  if (!isJsonObject(metadata)) return [];
  return Object.keys(metadata).filter((k) => !OBJECT_META_FIELDS.has(k));
}
