import { describe, expect, it } from 'vitest';
import { jsonPatchChains, targetMatches } from '../../src/parse/kustomize-json-patches.js';

// Which JSON6902 patches kustomizations apply to the files they list, in which order.

const chainsOf = (files: Record<string, string>) => {
  const chains = jsonPatchChains(Object.keys(files), (p) => files[p]);
  return Object.fromEntries(
    [...chains].map(([file, list]) => [
      file,
      list.map((chain) => chain.map((p) => `${p.kustomization} ${JSON.stringify(p.target)} ${p.operations.length}`)),
    ]),
  );
};
const TARGET =
  '  target: {group: apiextensions.k8s.io, version: v1, kind: CustomResourceDefinition, name: widgets.example.com}\n';

describe('jsonPatchChains', () => {
  it('reads patch files and inline patches of patches and patchesJson6902, and leaves strategic-merge patches out', () => {
    const chains = chainsOf({
      'config/crd/kustomization.yaml': [
        'resources:',
        '- bases/widgets.yaml',
        'patches:',
        '- path: patches/remove.yaml',
        TARGET,
        '- path: patches/webhook.yaml',
        TARGET,
        '- patch: |-',
        '    - op: remove',
        '      path: /spec/x',
        '    - op: remove',
        '      path: /spec/y',
        TARGET,
        'patchesJson6902:',
        '- path: patches/remove.yaml',
        '  target: {kind: CustomResourceDefinition}',
        '',
      ].join('\n'),
      'config/crd/patches/remove.yaml':
        '- op: remove\n  path: /spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/config\n',
      'config/crd/patches/webhook.yaml':
        'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec: {conversion: {strategy: Webhook}}\n',
    });
    const target =
      '{"group":"apiextensions.k8s.io","version":"v1","kind":"CustomResourceDefinition","name":"widgets.example.com"}';
    expect(chains).toEqual({
      'config/crd/bases/widgets.yaml': [
        [
          `config/crd/kustomization.yaml ${target} 1`,
          `config/crd/kustomization.yaml ${target} 2`,
          'config/crd/kustomization.yaml {"kind":"CustomResourceDefinition"} 1',
        ],
      ],
    });
  });

  it("applies a kustomization's patches first, then those of the kustomizations that list its directory", () => {
    const patch = (path: string) => `patches:\n- patch: '[{op: remove, path: ${path}}]'\n${TARGET}`;
    const chains = chainsOf({
      'config/crd/kustomization.yaml': `resources: [bases/widgets.yaml]\n${patch('/a')}`,
      'config/default/kustomization.yaml': `resources: [../crd, ../default]\n${patch('/b')}`,
      'config/other/kustomization.yaml': 'resources: [../crd]\n',
    });
    const t =
      '{"group":"apiextensions.k8s.io","version":"v1","kind":"CustomResourceDefinition","name":"widgets.example.com"}';
    expect(chains).toEqual({
      'config/crd/bases/widgets.yaml': [
        [`config/crd/kustomization.yaml ${t} 1`],
        [`config/crd/kustomization.yaml ${t} 1`, `config/default/kustomization.yaml ${t} 1`],
        [`config/crd/kustomization.yaml ${t} 1`],
      ],
    });
  });

  it('leaves out targets chosen by labels, annotations or namespace, and kustomizations that cannot be read', () => {
    const inline = "- patch: '[{op: remove, path: /a}]'\n";
    expect(
      chainsOf({
        'a/kustomization.yaml': `resources: [crd.yaml]\npatches:\n${inline}  target: {labelSelector: app=x}\n${inline}  target: {namespace: system, kind: Deployment}\n${inline}`,
        'b/kustomization.yaml': 'resources: [crd.yaml]\npatches: [{patch: "[{op: remove, path: /a}]", target: {kind: ',
      }),
    ).toEqual({});
  });
});

describe('targetMatches', () => {
  const crd = {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
  };

  it('matches each field given as a regular expression over the whole value', () => {
    expect(targetMatches({ kind: 'CustomResourceDefinition', name: 'widgets\\..*' }, crd)).toBe(true);
    expect(targetMatches({ group: 'apiextensions.k8s.io', version: 'v1' }, crd)).toBe(true);
    expect(targetMatches({ name: 'widgets' }, crd)).toBe(false);
    expect(targetMatches({ kind: 'Deployment' }, crd)).toBe(false);
    expect(targetMatches({ version: 'v1beta1' }, crd)).toBe(false);
    expect(targetMatches({ name: '(' }, crd)).toBe(false);
  });
});
