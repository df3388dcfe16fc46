import { describe, expect, it } from 'vitest';
import { generatorDataPathsOf } from '../../src/parse/kustomize-generator-data.js';

describe('generatorDataPathsOf', () => {
  it('lists the files of ConfigMap and Secret generators, as `path` or `key=path`, from the kustomization', () => {
    const kustomization = [
      'configMapGenerator:',
      '- name: profiles',
      '  files:',
      '  - profiles/recorder.yaml',
      '  - addon.yaml=../addons/csi.yaml',
      '  literals: [a=b]',
      'secretGenerator:',
      '- name: tls',
      '  files: [tls.crt]',
      '  envs: [secret.env]',
      '',
    ].join('\n');
    expect(generatorDataPathsOf('deploy/base/kustomization.yaml', kustomization)).toEqual([
      'deploy/base/profiles/recorder.yaml',
      'deploy/addons/csi.yaml',
      'deploy/base/tls.crt',
    ]);
  });

  it.each([
    ['a kustomization without generators', 'resources: [a.yaml]\n'],
    ['a generator without files', 'configMapGenerator:\n- name: a\n  literals: [a=b]\n'],
    ['files that are not a list', 'configMapGenerator:\n- name: a\n  files: a.yaml\n'],
    [
      'remote and absolute entries',
      'configMapGenerator:\n- name: a\n  files: [/etc/a.yaml, "k=https://example.com/a.yaml"]\n',
    ],
    ['another kind', 'apiVersion: v1\nkind: ConfigMap\nconfigMapGenerator:\n- files: [a.yaml]\n'],
    ['YAML that does not read', 'configMapGenerator: [\n'],
  ])('lists nothing for %s', (_name, text) => {
    expect(generatorDataPathsOf('kustomization.yaml', text)).toEqual([]);
  });
});
