import { describe, expect, it } from 'vitest';
import { World } from '../../src/engine/world.js';
import { parseManifestFile } from '../../src/parse/manifest-file.js';

// DESIGN §2.3: an update finds its stored object by identity; where one identity stands in
// several files, the object at the same path wins, an equal copy next, then the copy whose path
// ends most like the object's own.

const configMap = (data: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: same, namespace: ns}\ndata: {k: ${data}}\n`;
const worldOf = (files: Readonly<Record<string, string>>) =>
  new World(Object.entries(files).map(([path, text]) => parseManifestFile(path, text)));
const only = (w: World) => {
  const [o] = w.objects;
  if (!o) throw new Error('no object');
  return o;
};
const stored = (base: World, head: World, preferredFile?: string) => {
  const o = base.counterpart(only(head), preferredFile);
  return o && `${o.source.file}:${String(o.value.data && (o.value.data as Record<string, unknown>).k)}`;
};

describe('World.counterpart', () => {
  const base = worldOf({ 'a.yaml': configMap('a'), 'b.yaml': configMap('b'), 'c.yaml': configMap('c') });

  it('takes the copy in the same file, whatever the others hold', () => {
    expect(stored(base, worldOf({ 'b.yaml': configMap('a') }))).toBe('b.yaml:b');
  });

  it('takes the copy in the file the head file was renamed from', () => {
    expect(stored(base, worldOf({ 'renamed.yaml': configMap('x') }), 'c.yaml')).toBe('c.yaml:c');
  });

  it('takes an equal copy when none is in the same file (a file moved unchanged)', () => {
    expect(stored(base, worldOf({ 'moved.yaml': configMap('b') }))).toBe('b.yaml:b');
    expect(
      stored(
        base,
        worldOf({
          'moved.yaml': 'apiVersion: v1\nkind: ConfigMap\ndata: {k: c}\nmetadata: {namespace: ns, name: same}\n',
        }),
      ),
    ).toBe('c.yaml:c');
  });

  it('takes the first copy when none is in the same file or equal, and no path ends more like its own', () => {
    expect(stored(base, worldOf({ 'moved.yaml': configMap('changed') }))).toBe('a.yaml:a');
  });

  // kubescape/helm-charts: a chart's `clustered/` and `namespaced/` variants of one CRD, both moved and changed.
  it('takes the copy whose path ends most like its own when none is in the same file or equal', () => {
    const variants = worldOf({
      'chart/clustered/crds/binding.yaml': configMap('clustered'),
      'chart/namespaced/crds/binding.yaml': configMap('namespaced'),
    });
    expect(stored(variants, worldOf({ 'deps/namespaced/crds/binding.yaml': configMap('changed') }))).toBe(
      'chart/namespaced/crds/binding.yaml:namespaced',
    );
    expect(stored(variants, worldOf({ 'deps/clustered/crds/binding.yaml': configMap('changed') }))).toBe(
      'chart/clustered/crds/binding.yaml:clustered',
    );
  });

  it('among several copies in the same file, takes the equal one', () => {
    const twice = worldOf({ 'a.yaml': `${configMap('one')}---\n${configMap('two')}` });
    expect(stored(twice, worldOf({ 'a.yaml': configMap('two') }))).toBe('a.yaml:two');
  });

  it('finds nothing for a new identity, and the one object of an identity wherever it is', () => {
    expect(stored(base, worldOf({ 'a.yaml': configMap('a').replace('name: same', 'name: other') }))).toBeUndefined();
    expect(stored(worldOf({ 'z.yaml': configMap('z') }), worldOf({ 'a.yaml': configMap('a') }))).toBe('z.yaml:z');
  });
});
