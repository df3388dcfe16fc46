import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKustomizationPath, isPatchDocument, patchPathsOf } from '../../src/parse/kustomize-patches.js';
import { nonObjectFiles } from '../../src/parse/non-object-files.js';
import { parseManifestFile } from '../../src/parse/manifest-file.js';

describe('patchPathsOf', () => {
  it('reads every form of patch kustomize lists, relative to the kustomization', () => {
    const k = [
      'apiVersion: kustomize.config.k8s.io/v1beta1',
      'kind: Kustomization',
      'resources: [../crd/bases]',
      'patches:',
      '- path: patches/webhook_in_jobs.yaml',
      '- path: ./patches/delete.yaml',
      '  target: {kind: CustomResourceDefinition}',
      '- patch: |-',
      '    - op: remove',
      '      path: /spec/x',
      'patchesStrategicMerge:',
      '- manager_patch.yaml',
      '- |-',
      '  apiVersion: apps/v1',
      '  kind: Deployment',
      'patchesJson6902:',
      '- target: {group: apps, version: v1, kind: Deployment, name: m}',
      '  path: ../shared/json6902.yaml',
      'transformers: [labels.yaml, https://example.com/t.yaml]',
      'generators: [../gen]',
      '',
    ].join('\n');
    expect(patchPathsOf('config/default/kustomization.yaml', k)).toEqual([
      'config/default/patches/webhook_in_jobs.yaml',
      'config/default/patches/delete.yaml',
      'config/shared/json6902.yaml',
      'config/default/manager_patch.yaml',
      'config/default/labels.yaml',
      'config/gen',
    ]);
  });

  it('reads the patch entries kubebuilder scaffolds commented out, and only those under a patch key', () => {
    const k = [
      'resources:',
      '- bases/example.com_jobs.yaml',
      '#- bases/example.com_widgets.yaml',
      '# +kubebuilder:scaffold:crdkustomizeresource',
      '',
      'patches:',
      '# [WEBHOOK] To enable webhook, uncomment all the sections with [WEBHOOK] prefix.',
      '# patches here are for enabling the conversion webhook for each CRD',
      '#- path: patches/webhook_in_jobs.yaml',
      '#  target:',
      '#    kind: CustomResourceDefinition',
      '- path: patches/cainjection_in_widgets.yaml',
      '',
      '#patchesStrategicMerge:',
      '# Protect the /metrics endpoint by putting it behind auth.',
      '#- manager_auth_proxy_patch.yaml',
      '#patchesJson6902:',
      '#- target: {kind: Deployment}',
      '#  path: ops.json',
      'configurations:',
      '#- kustomizeconfig.yaml',
      'namePrefix: x-',
      '#- not_a_patch.yaml',
      '',
    ].join('\n');
    expect(patchPathsOf('config/crd/kustomization.yaml', k)).toEqual([
      'config/crd/patches/cainjection_in_widgets.yaml',
      'config/crd/patches/webhook_in_jobs.yaml',
      'config/crd/manager_auth_proxy_patch.yaml',
      'config/crd/ops.json',
    ]);
  });

  it('reads a kustomization without apiVersion and kind, at the root', () => {
    expect(patchPathsOf('kustomization.yaml', 'patches:\n- path: patch_crds.yaml\n')).toEqual(['patch_crds.yaml']);
  });

  it("reads a kustomization as kustomize does, in go-yaml's grammar (a flow list closed at its key's indentation)", () => {
    expect(patchPathsOf('kustomization.yaml', 'patchesStrategicMerge: [\n  a.yaml,\n  b.yaml\n]\n')).toEqual([
      'a.yaml',
      'b.yaml',
    ]);
  });

  it.each([
    {
      name: 'a Flux Kustomization (its patches are inline, under spec)',
      text: 'apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\npatches:\n- path: x.yaml\n',
    },
    { name: 'broken YAML', text: 'patches: [\n' },
    { name: 'an alias (a small file needs none)', text: 'a: &p [{path: x.yaml}]\npatches: *p\n' },
    { name: 'patches that are not a list', text: 'patches: {path: x.yaml}\n' },
    {
      name: 'entries that are not paths',
      text: 'patches:\n- path: 7\n- path: /etc/passwd\n- path: github.com/o/r/p.yaml\npatchesStrategicMerge: [{a: b}]\n',
    },
    { name: 'not text', text: Uint8Array.from([0xff, 0xfe, 0x00]) },
  ])('lists nothing from $name', ({ text }) => {
    expect(patchPathsOf('k/kustomization.yaml', text)).toEqual([]);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Array.isArray(patchPathsOf('a/kustomization.yaml', text))).toBe(true);
      }),
    );
  });
});

describe('isKustomizationPath', () => {
  it.each([
    ['config/kustomization.yaml', true],
    ['kustomization.yml', true],
    ['overlays/prod/Kustomization', true],
    ['config/my-kustomization.yaml', false],
    ['Kustomization.yaml', false],
  ])('%s → %s', (p, expected) => {
    expect(isKustomizationPath(p)).toBe(expected);
  });
});

describe('nonObjectFiles: kustomize patches', () => {
  it('reads head kustomizations for head, base ones (at their old path) for base', () => {
    const got = nonObjectFiles([
      { path: 'a/kustomization.yaml', head: 'patches: [{path: new.yaml}]\n', base: 'patches: [{path: old.yaml}]\n' },
      {
        path: 'b/Kustomization',
        previousPath: 'c/Kustomization',
        head: 'patches: [{path: p.yaml}]\n',
        base: 'patches: [{path: p.yaml}]\n',
      },
      { path: 'a/new.yaml', head: 'x: 1\n' },
    ]);
    expect([...got.head]).toEqual([
      ['a/new.yaml', 'kustomize-patch'],
      ['b/p.yaml', 'kustomize-patch'],
    ]);
    expect([...got.base]).toEqual([
      ['a/old.yaml', 'kustomize-patch'],
      ['c/p.yaml', 'kustomize-patch'],
    ]);
  });
});

describe('isPatchDocument', () => {
  it.each([
    { name: '$patch: delete at the top', value: { $patch: 'delete', apiVersion: 'v1', kind: 'X' }, expected: true },
    {
      name: '$patch in a list element',
      value: { spec: { containers: [{ name: 'a', $patch: 'delete' }] } },
      expected: true,
    },
    { name: '$setElementOrder', value: { spec: { '$setElementOrder/containers': [{ name: 'a' }] } }, expected: true },
    { name: '$retainKeys', value: { spec: { strategy: { $retainKeys: ['type'] } } }, expected: true },
    {
      name: '$deleteFromPrimitiveList',
      value: { metadata: { '$deleteFromPrimitiveList/finalizers': ['x'] } },
      expected: true,
    },
    { name: 'a $ in a value only', value: { description: 'set $patch: delete to remove it' }, expected: false },
    { name: 'a key that merely starts with $', value: { spec: { $ref: '#/x' } }, expected: false },
    { name: 'a plain object', value: { apiVersion: 'v1', kind: 'ConfigMap' }, expected: false },
  ])('$name → $expected', ({ value, expected }) => {
    expect(isPatchDocument(value)).toBe(expected);
  });

  it("a document with a directive is no object; the file's other documents are", () => {
    const file = parseManifestFile(
      'p.yaml',
      '$patch: delete\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, annotations: {note: "$patch"}}\n',
    );
    expect(file.objects.map((o) => o.name)).toEqual(['b']);
  });
});
