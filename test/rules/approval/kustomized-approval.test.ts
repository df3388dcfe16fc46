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
