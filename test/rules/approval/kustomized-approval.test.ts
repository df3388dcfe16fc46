import { describe, expect, it } from 'vitest';
import { invalid } from '../../../src/rules/approval/invalid.js';
import { missing } from '../../../src/rules/approval/missing.js';
import { placeholderUrl } from '../../../src/rules/approval/placeholder-url.js';
import { reviewFiles } from '../../support/review-files.js';

// A CRD whose approval annotation a kustomization sets is judged with the value kustomize renders
// (kops's k8s/kustomization.yaml gives its CRDs KEP-1111's example URL through commonAnnotations),
// at the CRD's metadata, with a note that names the kustomization.

const CRD = [
  'apiVersion: apiextensions.k8s.io/v1',
  'kind: CustomResourceDefinition',
  'metadata:',
  '  name: widgets.demo.k8s.io',
  'spec:',
  '  group: demo.k8s.io',
  '',
].join('\n');
const kustomization = (value: string) =>
  `commonAnnotations:\n  api-approved.kubernetes.io: ${value}\nresources:\n  - crds/widgets.yaml\n`;
const review = (value: string) =>
  reviewFiles([invalid, missing, placeholderUrl], {
    'k8s/crds/widgets.yaml': CRD,
    'k8s/kustomization.yaml': kustomization(value),
  });

describe('approval/ where a kustomization sets the annotation', () => {
  it('reports a value the apiserver refuses, at the metadata, naming the kustomization', () => {
    const [finding, ...rest] = review('github.com/example/demo/pull/12');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ ruleId: 'approval/invalid', file: 'k8s/crds/widgets.yaml', line: 3, column: 1 });
    expect(finding?.message).toBe(
      'api-approved.kubernetes.io is "github.com/example/demo/pull/12", which is neither a URL with a scheme and host nor a reason starting with "unapproved" (it has no scheme such as https://), so the apiserver rejects widgets.demo.k8s.io: set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved (the value k8s/kustomization.yaml gives it, as kustomize renders this CRD)',
    );
  });

  it("reports KEP-1111's example URL", () => {
    expect(
      review('https://github.com/kubernetes/enhancements/pull/1111').map((f) => `${f.ruleId} ${f.file}:${f.line}`),
    ).toEqual(['approval/placeholder-url k8s/crds/widgets.yaml:3']);
  });

  it('says nothing of an approval the apiserver takes, nor of the annotation the file lacks', () => {
    expect(review('https://github.com/kubernetes/enhancements/pull/1979')).toEqual([]);
  });
});

// The stored CRD is the one kustomize rendered at base: the value a kustomization gave it then is
// what a cluster holds, and the ratchet starts from it, not from the file's own annotations.
describe('approval/ on update where a kustomization set the annotation at base', () => {
  const change = (base: string | undefined, head: string | undefined) => {
    const files = (value: string | undefined): Record<string, string> => ({
      'k8s/crds/widgets.yaml': CRD,
      'k8s/kustomization.yaml': value === undefined ? 'resources:\n  - crds/widgets.yaml\n' : kustomization(value),
    });
    return reviewFiles([invalid, missing], files(head), { base: files(base) }).map(
      (f) => `${f.ruleId} ${f.file}:${f.line} ${f.message}`,
    );
  };

  it('keeps an Invalid value that the kustomization gave at base (the update is accepted)', () => {
    expect(change('github.com/example/demo/pull/12', 'github.com/example/demo/pull/13')).toEqual([]);
  });

  it('says the change makes the value Invalid where the kustomization gave an approval at base', () => {
    expect(change('https://github.com/kubernetes/enhancements/pull/1979', 'github.com/example/demo/pull/12')).toEqual([
      'approval/invalid k8s/crds/widgets.yaml:3 this change makes api-approved.kubernetes.io "github.com/example/demo/pull/12", which is neither a URL with a scheme and host nor a reason starting with "unapproved" (it has no scheme such as https://); it was Approved before, so the apiserver rejects the update: set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved (the value k8s/kustomization.yaml gives it, as kustomize renders this CRD)',
    ]);
  });

  it('reports a kustomization that stops giving the approval as its removal', () => {
    expect(change('https://github.com/kubernetes/enhancements/pull/1979', undefined)).toEqual([
      'approval/missing k8s/crds/widgets.yaml:3 this change leaves widgets.demo.k8s.io (protected group demo.k8s.io) without api-approved.kubernetes.io, which was Approved before, so the apiserver rejects the update: restore the annotation',
    ]);
  });
});

// kubernetes-sigs/container-object-storage-interface ab36b8aade moved its CRD files to
// client/config/crd/ while its root kustomization, whose commonAnnotations approve them, still
// listed crds/: the files say what they said, and no kustomization takes them in now.
describe('approval/missing where the change moves the file out of the kustomization that approved it', () => {
  const APPROVED = kustomization('https://github.com/kubernetes/enhancements/pull/1979');
  const moved = (head: Record<string, string>) =>
    reviewFiles([missing], head, { base: { 'k8s/crds/widgets.yaml': CRD, 'k8s/kustomization.yaml': APPROVED } }).map(
      (f) => `${f.severity} ${f.file}:${f.line} ${f.data?.apiserver === undefined ? '' : '(apiserver) '}${f.message}`,
    );

  it('is a warning that names the kustomization and the new path', () => {
    expect(moved({ 'client/crd/widgets.yaml': CRD, 'k8s/kustomization.yaml': APPROVED })).toEqual([
      'warning client/crd/widgets.yaml:3 widgets.demo.k8s.io (protected group demo.k8s.io) had api-approved.kubernetes.io only as k8s/kustomization.yaml renders it, and this change moves it to client/crd/widgets.yaml, which no kustomization of the repository takes in: applied as the file writes it, without the annotation, the apiserver rejects it, as it rejected the file before; take the new path into k8s/kustomization.yaml, or write the annotation in the file',
    ]);
  });

  it('stays an error where a kustomization takes in the new path without the annotation, or the file loses its own', () => {
    expect(
      moved({
        'client/crd/widgets.yaml': CRD,
        'client/kustomization.yaml': 'resources:\n  - crd/widgets.yaml\n',
        'k8s/kustomization.yaml': APPROVED,
      }).map((f) => f.slice(0, f.indexOf(' ', f.indexOf(' ') + 1))),
    ).toEqual(['error client/crd/widgets.yaml:3']);
    const annotated = CRD.replace(
      '  name: widgets.demo.k8s.io\n',
      '  name: widgets.demo.k8s.io\n  annotations: {api-approved.kubernetes.io: "https://github.com/kubernetes/enhancements/pull/1979"}\n',
    );
    expect(
      reviewFiles(
        [missing],
        { 'client/crd/widgets.yaml': CRD, 'k8s/kustomization.yaml': APPROVED },
        {
          base: { 'k8s/crds/widgets.yaml': annotated, 'k8s/kustomization.yaml': APPROVED },
        },
      ).map((f) => `${f.severity} ${f.data?.apiserver === undefined ? '' : '(apiserver)'}`),
    ).toEqual(['error (apiserver)']);
  });
});
