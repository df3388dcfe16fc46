import { describe, expect, it } from 'vitest';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widget, widgetCrd } from './cr-fixtures.js';

// A resource of a kustomize base that an overlay patches before it applies it (overlay-patched.ts):
// openshift/cluster-logging-operator's hack/manifests/clusterlogforwarder/base lacks the
// spec.outputs its overlays/lokistack patches in.
const crd = widgetCrd(
  'type: object\nproperties: {spec: {type: object, required: [size], properties: {size: {type: integer}, color: {type: string}}}}',
);
const base = widget('spec:\n  color: red');
const review = (overlay: string) =>
  reviewFiles(crRules, {
    'config/crd/widgets.yaml': crd,
    'deploy/base/kustomization.yaml': 'resources:\n- widget.yaml\n',
    'deploy/base/widget.yaml': base,
    'deploy/overlays/prod/kustomization.yaml': overlay,
  }).map(
    (f) =>
      `${f.severity} ${f.ruleId} ${f.file}:${f.line}${f.data?.apiserver ? ' apiserver' : ''}${/which deploy\/overlays\/prod\/kustomization\.yaml patches/.test(f.message) ? ' (patched)' : ''}`,
  );

describe('cr/ on a resource of a kustomize base an overlay patches', () => {
  it('is at most a warning that names the overlay, whose patch targets its kind', () => {
    expect(
      review(
        'resources:\n- ../../base\npatches:\n- target: {kind: Widget}\n  patch: |-\n    - op: add\n      path: /spec/size\n      value: 3\n',
      ),
    ).toEqual(['warning cr/schema deploy/base/widget.yaml:5 (patched)']);
    // A strategic merge patch that names it.
    expect(
      review(
        'resources:\n- ../../base\npatches:\n- patch: |-\n    apiVersion: example.com/v1\n    kind: Widget\n    metadata:\n      name: w\n    spec:\n      size: 3\n',
      ),
    ).toEqual(['warning cr/schema deploy/base/widget.yaml:5 (patched)']);
  });

  it('stays an error where no overlay patches it, or the patch targets another resource', () => {
    expect(review('resources:\n- ../../base\n')).toEqual(['error cr/schema deploy/base/widget.yaml:5 apiserver']);
    expect(review('resources:\n- ../../base\npatches:\n- target: {kind: Gadget}\n  path: gadget.yaml\n')).toEqual([
      'error cr/schema deploy/base/widget.yaml:5 apiserver',
    ]);
  });
});
