import type { World } from '../../engine/world.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { APPROVAL_ANNOTATION } from '../approval/approval-state.js';
import { approvalSubjectOf, hasTemplatedAnnotations } from '../approval/approval-subject.js';
import { kustomizedAnnotationSources } from '../kustomized-crds.js';

// A CRD of a group KEP-1111 protects without a valid `api-approved.kubernetes.io`, as the
// repository installs it: every create since Kubernetes 1.16 refuses it (approval/missing,
// approval/invalid), so no cluster holds it, and how a change differs from it breaks nobody
// (external-snapshot-metadata 704f365 renamed `audiences` in cbt.storage.k8s.io's CRD, which had
// none until bc06389: a field-removed and three required-added errors). Only a CRD created before
// 1.16 and never given one could be updated so, which no v1 manifest of today first installs.
// The value a kustomization gives counts, as approval/ reads it; annotations a template renders
// may hold it, and are taken for an approval.

/** Whether the CRD, as `world`'s kustomizations render it (or as written), is refused for its approval. */
export function isUnapprovedCrd(crd: KubeObject, world?: World): boolean {
  const subject = approvalSubjectOf(crd);
  if (!subject.isProtected) return false;
  if (hasTemplatedAnnotations(crd)) return false;
  const given = world ? kustomizedAnnotationSources(world, crd, APPROVAL_ANNOTATION) : [];
  const states = given.length > 0 ? given.map((g) => approvalSubjectOf(crd, g.value).state) : [subject.state];
  return states.every((s) => s === 'Missing' || s === 'Invalid');
}
