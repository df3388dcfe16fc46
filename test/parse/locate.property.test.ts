import fc from 'fast-check';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { LineIndex } from '../../src/parse/line-index.js';
import { Locator } from '../../src/parse/locate.js';
import { parseManifestFile } from '../../src/parse/manifest-file.js';

// The Locator walks `yaml`'s syntax tree (src/parse/locate.ts). On documents shallow enough for
// `yaml`'s composer, its answer must be the composed Document's: the oracle below walks that
// Document as the Locator did before it read the tree, for every path of random values written
// in block style, in flow style (JSON) and mixed.

type Value = null | boolean | number | string | Value[] | { [k: string]: Value };

const key = fc.string({
  unit: fc.constantFrom('a', 'b', 'Z', '1', '-', '.', ' ', ':', '#', '"', "'", 'é'),
  minLength: 1,
  maxLength: 5,
});
const { value } = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<Value>(null, true, 0, -1.5, '', 'x', 'a: b', '#c', '"q"', 'multi\nline', 'yes'),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
}));

const styles: Record<string, (doc: Value) => string> = {
  block: (doc) => dump(doc),
  flow: (doc) => JSON.stringify(doc, null, 1),
  mixed: (doc) => dump(doc, { flowLevel: 2 }),
};

/** Every path below `v`, and one step past each leaf and collection, which the document lacks. */
function paths(v: Value, at: string[] = []): string[][] {
  const below = Array.isArray(v)
    ? v.flatMap((x, i) => paths(x, [...at, String(i)]))
    : v !== null && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => paths(x, [...at, k]))
      : [];
  return [at, [...at, 'missing'], ...below];
}

/** The Locator's former answer, from the composed Document; with placement 'key', the last step's key where it has one. */
function oracle(text: string, steps: readonly string[], placement: 'value' | 'key' = 'value') {
  const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false, strict: false });
  let node: unknown = doc.contents;
  let anchor: Node | undefined;
  for (const [i, step] of steps.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === step);
      if (!pair) break;
      anchor = isScalar(pair.key) ? pair.key : anchor;
      if (placement === 'key' && i === steps.length - 1 && isScalar(pair.key) && pair.key.range)
        return rangeOf(text, pair.key.range[0], pair.key.range[1]);
      node = pair.value;
    } else if (isSeq(node) && /^\d+$/.test(step)) {
      const item = node.items[Number(step)];
      if (item === undefined) break;
      node = item;
      anchor = isScalar(item) || isMap(item) || isSeq(item) ? item : anchor;
    } else break;
  }
  const target = isScalar(node) && anchor !== node ? node : anchor;
  const range = target?.range;
  if (!range) return { line: 1, column: 1, endLine: 1, endColumn: 1 };
  const nl = text.indexOf('\n', range[0]);
  const end = isScalar(target) ? range[1] : nl === -1 ? text.length : nl;
  return rangeOf(text, range[0], end);
}

function rangeOf(text: string, from: number, to: number) {
  const lines = new LineIndex(text);
  const start = lines.position(from);
  const stop = lines.position(Math.max(to, from));
  return { line: start.line, column: start.column, endLine: stop.line, endColumn: stop.column };
}

describe('Locator, against the composed document', () => {
  it.each(Object.keys(styles))('places every path of a %s document where the composed document has it', (style) => {
    fc.assert(
      fc.property(value, (data) => {
        const text = (styles[style] as (doc: Value) => string)({ apiVersion: 'v1', kind: 'ConfigMap', data });
        const object = parseManifestFile('f.yaml', text).objects[0];
        if (!object) throw new Error(`not read back:\n${text}`);
        const locator = new Locator(() => text);
        for (const p of paths(data, ['data']))
          expect(locator.locate(object.source, p), p.join(' / ')).toEqual(oracle(text, p));
      }),
      { numRuns: 300 },
    );
  });

  it.each(Object.keys(styles))(
    'places the key of every path of a %s document where the composed document has it',
    (style) => {
      fc.assert(
        fc.property(value, (data) => {
          const text = (styles[style] as (doc: Value) => string)({ apiVersion: 'v1', kind: 'ConfigMap', data });
          const object = parseManifestFile('f.yaml', text).objects[0];
          if (!object) throw new Error(`not read back:\n${text}`);
          const locator = new Locator(() => text);
          for (const p of paths(data, ['data']))
            expect(locator.locate(object.source, p, 'key'), p.join(' / ')).toEqual(oracle(text, p, 'key'));
        }),
        { numRuns: 300 },
      );
    },
  );
});
