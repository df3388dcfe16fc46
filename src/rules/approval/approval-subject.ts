import { FieldPath } from '../../engine/field-path.js';
import type { World } from '../../engine/world.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { placeholderInKey } from '../../parse/template-syntax.js';
import { kustomizedAnnotationSources } from '../kustomized-crds.js';
import { APPROVAL_ANNOTATION, approvalState, isProtectedGroup, type ApprovalState } from './approval-state.js';

// What the approval rules judge: each apiextensions.k8s.io/v1 CustomResourceDefinition with
// its group and approval annotation, read once. Other versions are not served (CRD-API-001):
// crd/api-version rejects them whole, so the approval rules would only repeat it.

/** Where the apiserver reports approval errors; the locator places it on the value. */
export const APPROVAL_PATH = FieldPath.of('metadata', 'annotations').key(APPROVAL_ANNOTATION);

export type ApprovalAnnotation =
  /** No such key. */
  | { readonly kind: 'absent' }
  /** A string; YAML's `key:` with nothing after it (null) reads as "", as the apiserver decodes it. */
  | { readonly kind: 'string'; readonly value: string }
  /** A number, bool, list or map: annotation values are strings, so the object cannot be decoded. */
  | { readonly kind: 'not-a-string'; readonly value: unknown };

export interface ApprovalSubject {
  readonly crd: KubeObject;
  /** `spec.group` when it is a non-empty string (a missing group is crd/ business). */
  readonly group: string | undefined;
  readonly isProtected: boolean;
  readonly annotation: ApprovalAnnotation;
  /** The text the apiserver would classify: '' when absent or not a string. */
  readonly value: string;
  readonly state: ApprovalState;
  /** An annotation key that differs only in case (`API-Approved.kubernetes.io`): not the approval key. */
  readonly caseVariantKey?: string;
  /** The kustomization that sets the value, where one does (kustomize renders it; the file lacks it). */
  readonly setBy?: string;
}

/**
 * Where a finding about the subject's annotation stands: at the annotation, or, where a
 * kustomization sets it, at the CRD's metadata, with a note that names the kustomization.
 */
export function approvalAt(subject: ApprovalSubject) {
  if (subject.setBy === undefined) return { object: subject.crd, path: APPROVAL_PATH } as const;
  return {
    object: subject.crd,
    path: FieldPath.of('metadata'),
    note: `the value ${subject.setBy} gives it, as kustomize renders this CRD`,
  } as const;
}

export const isServedCrd = (o: KubeObject): boolean => o.version === 'v1';

/** The subjects of `world`; `whole`: the repository, where the kustomizations are (RuleContext.whole). */
export function approvalSubjects(world: World, whole: World = world): ApprovalSubject[] {
  return world
    .crds()
    .filter((crd) => isServedCrd(crd) && !hasTemplatedAnnotations(crd))
    .flatMap((crd) => {
      const set = kustomizedAnnotationSources(whole, crd, APPROVAL_ANNOTATION);
      if (set.length === 0) return [approvalSubjectOf(crd)];
      // One subject per distinct value the renderings give (an overlay may set another).
      const seen = new Set<string>();
      return set.flatMap(({ value, kustomization }) => {
        if (seen.has(value)) return [];
        seen.add(value);
        return [{ ...approvalSubjectOf(crd, value), setBy: kustomization }];
      });
    });
}

// A CRD whose approval annotation a kustomization of the repository sets (commonAnnotations: the
// container object storage interface's root kustomization gives it to every CRD file, installed
// with `kubectl apply -k`) has it only once kustomize renders it, like a templated one below: it is
// judged with the value the kustomization gives it (kops's kustomization gives its CRDs KEP-1111's
// example URL), at the CRD's metadata. The rules read the kustomizations in the whole worlds for
// this (consultsOtherFiles).

/**
 * Annotations a template renders, read as an entry whose key is a placeholder (a chart's
 * `{{- toYaml .Values.crds.annotations | nindent 4 }}`: parse/helm-wrapped-crd.ts): the approval
 * annotation may be among them, so the CRD's approval is known only once it is rendered.
 */
export const hasTemplatedAnnotations = (crd: KubeObject): boolean =>
  Object.keys(annotationsOf(crd)).some((k) => placeholderInKey(k) !== undefined);

/** The CRD's subject; `kustomized`: the value a kustomization gives the annotation instead of the file's. */
export function approvalSubjectOf(crd: KubeObject, kustomized?: string): ApprovalSubject {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const group = typeof spec.group === 'string' && spec.group !== '' ? spec.group : undefined;
  const annotations = annotationsOf(crd);
  const annotation: ApprovalAnnotation =
    kustomized === undefined ? readAnnotation(annotations) : { kind: 'string', value: kustomized };
  const value = annotation.kind === 'string' ? annotation.value : '';
  const caseVariantKey = Object.keys(annotations).find(
    (k) => k !== APPROVAL_ANNOTATION && k.toLowerCase() === APPROVAL_ANNOTATION,
  );
  return {
    crd,
    group,
    isProtected: group !== undefined && isProtectedGroup(group),
    annotation,
    value,
    state: approvalState(value),
    ...(caseVariantKey === undefined ? {} : { caseVariantKey }),
  };
}

/**
 * The approval state the apiserver has stored for the base version of a CRD, which is what
 * update validation compares with (CRD-APPROVAL-005). Any version of the stored manifest
 * counts: a CRD written as v1beta1 before 1.22 is stored and still updatable through v1.
 * Undefined when there is no stored object, or when its annotation was not a string: such an
 * object could never have been stored, so the change is judged as a create.
 */
export function storedApprovalState(stored: ApprovalAnnotation | undefined): ApprovalState | undefined {
  if (!stored || stored.kind === 'not-a-string') return undefined;
  return approvalState(stored.kind === 'string' ? stored.value : '');
}

/**
 * The annotation the stored CRD had as the base's kustomizations rendered it (as the head's are
 * read in approvalSubjects), or as its file writes it where none sets it: what a cluster holds is
 * what kustomize applied, so a value a kustomization gave at base and gives still is kept, not
 * made. Where the head's value comes from a kustomization, that one's value at base first.
 */
export function storedApprovalAnnotation(
  stored: KubeObject | undefined,
  wholeBase: World | undefined,
  subject: ApprovalSubject,
): ApprovalAnnotation | undefined {
  if (!stored) return undefined;
  const set = wholeBase ? kustomizedAnnotationSources(wholeBase, stored, APPROVAL_ANNOTATION) : [];
  const chosen = set.find((s) => s.kustomization === subject.setBy) ?? set[0];
  return chosen ? { kind: 'string', value: chosen.value } : readAnnotation(annotationsOf(stored));
}

function annotationsOf(o: KubeObject): Readonly<Record<string, unknown>> {
  const metadata = isJsonObject(o.value.metadata) ? o.value.metadata : {};
  return isJsonObject(metadata.annotations) ? metadata.annotations : {};
}

function readAnnotation(annotations: Readonly<Record<string, unknown>>): ApprovalAnnotation {
  if (!Object.hasOwn(annotations, APPROVAL_ANNOTATION)) return { kind: 'absent' };
  const value = annotations[APPROVAL_ANNOTATION];
  if (value === null || value === undefined) return { kind: 'string', value: '' };
  if (typeof value === 'string') return { kind: 'string', value };
  return { kind: 'not-a-string', value };
}
