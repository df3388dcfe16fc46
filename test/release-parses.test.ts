import { describe, expect, it } from 'vitest';
import { parseManifestFile } from '../src/parse/manifest-file.js';
import { ReleaseParses } from '../src/release-parses.js';

describe('ReleaseParses', () => {
  const v1 = Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
  const v2 = Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n');
  it('parses the same bytes at the same path once, and anything else again', () => {
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
    // The same bytes at another path are other objects (their source names the path).
    expect(of('charts/a.yaml', v1)[0]?.source.file).toBe('charts/a.yaml');
    // And the documents naming one CRD are not the whole file's.
    of('crds/a.yaml', v1, 'widgets.example.com');
    expect(calls).toBe(4);
  });
});
