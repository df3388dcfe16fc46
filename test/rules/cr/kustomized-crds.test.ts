import { describe, expect, it } from 'vitest';
import { crRules } from '../../../src/rules/cr/index.js';
import { located, reviewFiles } from '../../support/review-files.js';
import { widget, widgetCrd } from './cr-fixtures.js';

// cass-operator deploys its CRD through config/crd/kustomization.yaml, whose JSON6902 patch removes
// the `config` property (type string, format byte) that its samples fill with an object: the
// cluster's CRD leaves the field to x-kubernetes-preserve-unknown-fields. Two cr/schema errors were
// reported against the file as written.

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      x-kubernetes-preserve-unknown-fields: true
      properties:
        config: {type: string, format: byte}
        size: {type: integer, maximum: 3}
`);
const cr = widget('spec: {config: {jvm: {heap: 1G}}, size: 2}');
const removal = '- op: remove\n  path: /spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/config\n';
const kustomization = (target: string) =>
  `resources:\n- bases/widgets.yaml\npatches:\n- path: patches/config_removal.yaml\n  target: ${target}\n`;
const TARGET = '{group: apiextensions.k8s.io, version: v1, kind: CustomResourceDefinition, name: widgets.example.com}';

describe('CRDs as kustomizations render them', () => {
  const files = {
    'config/crd/bases/widgets.yaml': crd,
    'config/crd/patches/config_removal.yaml': removal,
    'config/samples/widget.yaml': cr,
  };

  it('a resource the patched CRD accepts is not reported, though the file as written refuses it', () => {
    expect(reviewFiles(crRules, { ...files, 'config/crd/kustomization.yaml': kustomization(TARGET) })).toEqual([]);
    expect(reviewFiles(crRules, files).map(located)).toEqual([
      'cr/unknown-field config/samples/widget.yaml:5:8 spec.config',
    ]);
  });

  it('what both the patched CRD and the file refuse is still reported', () => {
    const tooBig = { ...files, 'config/samples/widget.yaml': widget('spec: {config: {jvm: {}}, size: 5}') };
    expect(
      reviewFiles(crRules, { ...tooBig, 'config/crd/kustomization.yaml': kustomization(TARGET) }).map(located),
    ).toEqual(['cr/schema config/samples/widget.yaml:5:33 spec.size']);
  });

  it('a patch for another CRD, or one that fails (kustomize build fails with it), changes nothing', () => {
    for (const k of [
      kustomization('{kind: CustomResourceDefinition, name: gadgets.example.com}'),
      kustomization(TARGET).replace('config_removal.yaml', 'missing.yaml'),
      kustomization(TARGET).replace('bases/widgets.yaml', 'bases/other.yaml'),
    ])
      expect(reviewFiles(crRules, { ...files, 'config/crd/kustomization.yaml': k }).map(located)).toEqual([
        'cr/unknown-field config/samples/widget.yaml:5:8 spec.config',
      ]);
    const failing = { ...files, 'config/crd/patches/config_removal.yaml': removal.replace('config', 'absent') };
    expect(
      reviewFiles(crRules, { ...failing, 'config/crd/kustomization.yaml': kustomization(TARGET) }).map(located),
    ).toEqual(['cr/unknown-field config/samples/widget.yaml:5:8 spec.config']);
  });
});
