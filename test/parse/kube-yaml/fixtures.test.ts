import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Locator } from '../../../src/parse/locate.js';
import { parseManifestFile } from '../../../src/parse/manifest-file.js';

// Files in the forms real repositories hold (the reproducers of shared/repro/realworld/yaml-lenient,
// an mkdocs.yml, YAML 1.1 values), read as kubectl reads them, each value placed where it stands.
const fixture = (name: string) => {
  const text = readFileSync(new URL(`../fixtures/kube-yaml/${name}`, import.meta.url), 'utf8');
  const file = parseManifestFile(name, text);
  const locator = new Locator(() => text);
  const at = (...path: string[]) => {
    const object = file.objects[0];
    if (!object) throw new Error('no object');
    const r = locator.locate(object.source, path);
    return [r.line, r.column, r.endLine, r.endColumn];
  };
  return { file, at };
};

describe('fixtures read as Kubernetes reads them', () => {
  it("a flow mapping closed at its parent's indentation, a tab between its entries, one at column 0", () => {
    const { file, at } = fixture('flow-brace.yaml');
    expect(file.problems).toEqual([]);
    expect(file.objects[0]?.value).toEqual({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'flow', labels: { app: 'demo', tier: 'web' } },
      data: { mode: 'fast' },
    });
    expect(at('metadata', 'labels', 'app')).toEqual([6, 10, 6, 16]);
    expect(at('metadata', 'labels', 'tier')).toEqual([7, 8, 7, 11]);
    expect(at('data', 'mode')).toEqual([10, 7, 10, 11]);
    expect(at('data')).toEqual([9, 1, 9, 5]);
  });

  it('quoted scalars continued less indented than their key', () => {
    const { file, at } = fixture('quoted-continuation.yaml');
    expect(file.problems).toEqual([]);
    expect(file.objects[0]?.value).toMatchObject({
      data: { script: "function f(h) h:logInfo('x') end", other: 'one two' },
    });
    expect(at('data', 'script')).toEqual([6, 11, 8, 5]);
    expect(at('data', 'other')).toEqual([9, 10, 10, 5]);
  });

  it('an mkdocs.yml with !!python/name tags and !ENV: read, and nothing to review', () => {
    const { file } = fixture('mkdocs.yml');
    expect(file.problems).toEqual([]);
    expect(file.objects).toEqual([]);
  });

  it('YAML 1.1 values and merge keys, plain and tagged !!merge (a value tagged !!merge is a string)', () => {
    const { file, at } = fixture('yaml11-values.yaml');
    expect(file.problems).toEqual([]);
    expect(file.objects[0]?.value.spec).toEqual({
      enabled: true,
      paused: false,
      mode: 420,
      country: false,
      defaults: { replicas: 2, tier: 'web' },
      primary: { replicas: 2, tier: 'db' },
      secondary: { replicas: 3, tier: 'web' },
      note: '<<',
      other: 'text',
    });
    expect(at('spec', 'mode')).toEqual([8, 9, 8, 13]);
    expect(at('spec', 'secondary', 'replicas')).toEqual([16, 15, 16, 16]);
  });
});
