import { describe, expect, it } from 'vitest';
import { parseManifestFile } from '../src/parse/manifest-file.js';
import { ReleaseParses } from '../src/release-parses.js';

describe('ReleaseParses', () => {
  const v1 = Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
  const v2 = Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n');
  it('parses the same bytes once, at any path, and anything else again', () => {
    const parses = new ReleaseParses();
    let calls = 0;
    const of = (path: string, bytes: Buffer, what = '') =>
      parses.of(path, bytes, what, () => {
        calls++;
        return parseManifestFile(path, bytes).objects;
      });
    const first = of('crds/a.yaml', v1);
    expect(of('crds/a.yaml', Buffer.from(v1))).toBe(first); // another release's equal copy
    expect(calls).toBe(1);
    expect(of('crds/a.yaml', v2).map((o) => o.name)).toEqual(['b']);
    // The same bytes at another path are not parsed again, but are other objects: their source
    // names that path, and they derive their own facts.
    const copy = of('charts/a.yaml', v1);
    expect(calls).toBe(2);
    expect(copy.map((o) => [o.name, o.source.file, o.source.docLine])).toEqual([['a', 'charts/a.yaml', 1]]);
    expect(copy[0]).not.toBe(first[0]);
    expect(copy[0]?.facts).not.toBe(first[0]?.facts);
    expect(of('charts/a.yaml', Buffer.from(v1))).toBe(copy);
    expect(of('crds/a.yaml', v1)).toBe(first);
    // And the documents naming one CRD are not the whole file's.
    of('crds/a.yaml', v1, 'widgets.example.com');
    expect(calls).toBe(3);
  });
});
