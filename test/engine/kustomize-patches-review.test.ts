import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/rules/index.js';
import { located, reviewFiles, type Files } from '../support/review-files.js';

// kustomize patches are pieces of objects that kustomize applies to what it renders: the whole
// review (every rule) sees none of them as objects, whether a kustomization lists the file or a
// document carries a patch directive; the same documents elsewhere are objects and reviewed.

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              size: {type: integer}
`;

const WIDGET_PATCH = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
spec:
  size: big
  colour: red
`;

const DELETE_CRD = `$patch: delete
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: mpijobs.kubeflow.org
`;

const JSON6902 = `- op: replace
  path: /spec/size
  value: 3
`;

const KUSTOMIZATION = `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
- ../crds/widgets.yaml
- https://example.com/crds.yaml
patches:
- path: patches/widget-size.yaml
patchesStrategicMerge:
- patches/delete-crd.yaml
patchesJson6902:
- target: {group: example.com, version: v1, kind: Widget, name: w}
  path: patches/ops.yaml
`;

const repository: Files = {
  'crds/widgets.yaml': CRD,
  'config/kustomization.yaml': KUSTOMIZATION,
  'config/patches/widget-size.yaml': WIDGET_PATCH,
  'config/patches/delete-crd.yaml': DELETE_CRD,
  'config/patches/ops.yaml': JSON6902,
};

describe('kustomize patches are not reviewed as objects', () => {
  it('the same partial Widget is reviewed where nothing lists it as a patch (the control)', () => {
    expect(
      reviewFiles(RULES, {
        'crds/widgets.yaml': CRD,
        'samples/widget.yaml': WIDGET_PATCH,
        'samples/delete-crd.yaml': `$patchX: delete\n${CRD.replaceAll('widget', 'gadget').replaceAll('Widget', 'Gadget')}`,
      }).map(located),
    ).toEqual([
      'crd/unknown-field samples/delete-crd.yaml:1:1 $patchX',
      'cr/schema samples/widget.yaml:6:9 spec.size',
      'cr/unknown-field samples/widget.yaml:7:3 spec.colour',
    ]);
  });

  it('nothing from patches, strategic-merge patches or JSON 6902 patches that a kustomization lists (the kustomize-patch-delete reproducer)', () => {
    expect(reviewFiles(RULES, repository).map(located)).toEqual([]);
  });

  it('a document with `$patch` is a patch wherever it is', () => {
    expect(
      reviewFiles(RULES, {
        'crds/widgets.yaml': CRD,
        'loose/delete-crd.yaml': DELETE_CRD,
        'loose/w.yaml': `$patch: replace\n${WIDGET_PATCH}`,
      }).map(located),
    ).toEqual([]);
  });

  it('in a change, a patch is a patch when the kustomization that lists it is untouched', () => {
    const base = { ...repository, 'config/patches/widget-size.yaml': WIDGET_PATCH.replace('big', '2') };
    expect(reviewFiles(RULES, repository, { base }).map(located)).toEqual([]);
  });

  it('a file the kustomization stops listing is an object again', () => {
    const head = {
      ...repository,
      'config/kustomization.yaml': KUSTOMIZATION.replace('- path: patches/widget-size.yaml\n', '[]\n').replace(
        'patches:\n[]',
        'patches: []',
      ),
    };
    expect(reviewFiles(RULES, head, { base: repository }).map(located)).toEqual([
      'cr/schema config/patches/widget-size.yaml:6:9 spec.size',
      'cr/unknown-field config/patches/widget-size.yaml:7:3 spec.colour',
    ]);
  });

  it("a patch the kustomization lists commented out (kubebuilder's conversion-webhook scaffold) is still a patch", () => {
    const webhookPatch = [
      'apiVersion: apiextensions.k8s.io/v1',
      'kind: CustomResourceDefinition',
      'metadata:',
      '  name: widgets.example.com',
      'spec:',
      '  conversion:',
      '    strategy: Webhook',
      '    webhook:',
      '      conversionReviewVersions: [v2]',
      '      clientConfig: {service: {namespace: system, name: webhook-service, path: /convert}}',
      '',
    ].join('\n');
    const kustomization =
      'resources:\n- bases/widgets.yaml\npatches:\n# [WEBHOOK] uncomment to enable\n#- path: patches/webhook_in_widgets.yaml\n';
    const files = { 'config/crd/bases/widgets.yaml': CRD, 'config/crd/patches/webhook_in_widgets.yaml': webhookPatch };
    // Unlisted, it is still no CRD: a CRD stating none of group, names and scope is a fragment
    // of one (parse/crd-fragment.ts); listed commented out, it is a patch as well.
    expect(reviewFiles(RULES, files).map(located)).toEqual([]);
    expect(reviewFiles(RULES, { ...files, 'config/crd/kustomization.yaml': kustomization }).map(located)).toEqual([]);
  });
});
