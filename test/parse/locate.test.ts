import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../src/parse/line-index.js';
import { Locator } from '../../src/parse/locate.js';
import { parseManifestFile } from '../../src/parse/manifest-file.js';

const text = [
  '# two documents',
  'apiVersion: v1',
  'kind: Namespace',
  'metadata: {name: first}',
  '---',
  'apiVersion: apiextensions.k8s.io/v1',
  'kind: CustomResourceDefinition',
  'metadata:',
  '  name: gateways.gateway.networking.k8s.io',
  '  annotations:',
  '    api-approved.kubernetes.io: "https://github.com/kubernetes-sigs/gateway-api/pull/3328"',
  'spec:',
  '  group: gateway.networking.k8s.io',
  '  versions:',
  '  - name: v1',
  '    served: true',
  '  - name: v1beta1',
  '',
].join('\n');

const file = parseManifestFile('crd.yaml', text);
const crd = file.objects[1]!;
const locator = new Locator(() => text);
const at = (...segments: string[]) => locator.locate(crd.source, segments);

describe('Locator', () => {
  it('places a scalar on its value, quotes included', () => {
    expect(at('metadata', 'annotations', 'api-approved.kubernetes.io')).toEqual({
      line: 11,
      column: 33,
      endLine: 11,
      endColumn: 91,
    });
  });

  it('places a mapping on its key', () => {
    expect(at('metadata', 'annotations')).toEqual({ line: 10, column: 3, endLine: 10, endColumn: 14 });
  });

  it('places a missing value on its nearest present parent', () => {
    expect(at('metadata', 'labels', 'app')).toEqual({ line: 8, column: 1, endLine: 8, endColumn: 9 });
    expect(at('spec', 'names', 'plural')).toEqual({ line: 12, column: 1, endLine: 12, endColumn: 5 });
  });

  it('follows sequence indexes', () => {
    expect(at('spec', 'versions', '1', 'name')).toEqual({ line: 17, column: 11, endLine: 17, endColumn: 18 });
    expect(at('spec', 'versions', '0')).toEqual({ line: 15, column: 5, endLine: 15, endColumn: 13 });
    expect(at('spec', 'versions', '7')).toEqual({ line: 14, column: 3, endLine: 14, endColumn: 11 });
  });

  it('places the first document too', () => {
    expect(locator.locate(file.objects[0]!.source, ['metadata', 'name'])).toEqual({
      line: 4,
      column: 18,
      endLine: 4,
      endColumn: 23,
    });
  });

  it('places an empty value after its key and the spaces that follow, and a path below it there too', () => {
    const empty = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n  labels:   # none\ndata:\n- \n';
    const object = parseManifestFile('empty.yaml', empty).objects[0]!;
    const locate = (...segments: string[]) => new Locator(() => empty).locate(object.source, segments);
    expect(locate('metadata', 'labels')).toEqual({ line: 5, column: 13, endLine: 5, endColumn: 13 });
    expect(locate('metadata', 'labels', 'app')).toEqual({ line: 5, column: 13, endLine: 5, endColumn: 13 });
    expect(locate('data', '0')).toEqual({ line: 7, column: 3, endLine: 7, endColumn: 3 });
  });

  it('places the deepest value of a document as deep as the parser reads, without recursion', () => {
    // Deeper than `yaml`'s composer reaches on a default stack; flow lines indented under `data:`.
    const levels = 990;
    const deep = `apiVersion: v1\nkind: ConfigMap\ndata: ${'{"a":\n '.repeat(levels)}"end"${'}'.repeat(levels)}\n`;
    const object = parseManifestFile('deep.yaml', deep).objects[0]!;
    expect(object).toBeDefined();
    const where = new Locator(() => deep).locate(object.source, ['data', ...Array<string>(levels).fill('a')]);
    expect(where).toEqual({ line: 3 + levels, column: 2, endLine: 3 + levels, endColumn: 7 });
  });

  it('places an item of a List under its prefix', () => {
    const list = 'apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Secret\n  metadata:\n    name: s\n';
    const item = parseManifestFile('list.yaml', list).objects[0]!;
    expect(new Locator(() => list).locate(item.source, ['metadata', 'name'])).toEqual({
      line: 7,
      column: 11,
      endLine: 7,
      endColumn: 12,
    });
  });
});

describe('LineIndex', () => {
  it('turns offsets into 1-based lines and columns', () => {
    const index = new LineIndex('ab\ncd\n\nx');
    expect([0, 1, 3, 6, 7, 8].map((o) => index.position(o))).toEqual([
      { line: 1, column: 1 },
      { line: 1, column: 2 },
      { line: 2, column: 1 },
      { line: 3, column: 1 },
      { line: 4, column: 1 },
      { line: 4, column: 2 },
    ]);
    expect(index.lineCount).toBe(4);
    expect(index.lineStart(3)).toBe(6);
  });
});
