import fc from 'fast-check';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { Locator } from '../../src/parse/locate.js';
import { parseManifestFile } from '../../src/parse/manifest-file.js';

// One Locator serves a whole review, and caches per file and per document what it has read
// (document bounds, section ends, the parsed tree, each mapping's keys), so that many findings in
// one document cost one pass (issue 17). Whatever the order, each answer must be the one a fresh
// Locator gives for that path alone.

type Value = null | boolean | number | string | Value[] | { [k: string]: Value };

const key = fc.string({
  unit: fc.constantFrom('a', 'b', 'Z', '1', '-', '.', ' ', ':', '#', '"', "'"),
  minLength: 1,
  maxLength: 4,
});
const { value } = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<Value>(null, true, 0, '', 'x', 'a: b', '"q"', 'multi\nline', 'yes'),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 6 }),
  ),
}));

const styles = [
  (doc: Value) => dump(doc),
  (doc: Value) => JSON.stringify(doc, null, 1),
  (doc: Value) => dump(doc, { flowLevel: 2 }),
];

/** Every path below `v`, and one step past each, which the document lacks. */
function paths(v: Value, at: string[]): string[][] {
  const below = Array.isArray(v)
    ? v.flatMap((x, i) => paths(x, [...at, String(i)]))
    : v !== null && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => paths(x, [...at, k]))
      : [];
  return [at, [...at, 'missing'], ...below];
}

const documents = fc.array(
  fc.record({ data: value, spec: value, style: fc.integer({ min: 0, max: styles.length - 1 }) }),
  { minLength: 1, maxLength: 3 },
);

describe('Locator, many paths in one file', () => {
  it('places each path as a fresh Locator places it alone, in any order', () => {
    fc.assert(
      fc.property(documents, fc.integer(), (docs, seed) => {
        const text = docs
          .map(({ data, spec, style }, i) =>
            (styles[style] as (doc: Value) => string)({
              apiVersion: 'v1',
              kind: 'Thing',
              metadata: { name: `t${i}` },
              data,
              spec,
            }),
          )
          .map((doc) => (doc.endsWith('\n') ? doc : `${doc}\n`))
          .join('---\n');
        const objects = parseManifestFile('f.yaml', text).objects;
        if (objects.length !== docs.length) throw new Error(`not read back:\n${text}`);
        const asked = objects.flatMap((object, i) =>
          [
            ...paths(docs[i]?.data ?? null, ['data']),
            ...paths(docs[i]?.spec ?? null, ['spec']),
            ['metadata', 'name'],
            ['kind'],
            [],
          ].map((p) => ({ object, p })),
        );
        // A fixed shuffle of the requests, so documents and sections interleave.
        let s = seed >>> 0;
        for (let i = asked.length - 1; i > 0; i--) {
          s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
          const j = s % (i + 1);
          [asked[i], asked[j]] = [asked[j] as (typeof asked)[number], asked[i] as (typeof asked)[number]];
        }
        const shared = new Locator(() => text);
        for (const { object, p } of asked) {
          expect(shared.locate(object.source, p), p.join(' / ')).toEqual(
            new Locator(() => text).locate(object.source, p),
          );
        }
      }),
      { numRuns: 100 },
    );
  });

  it('places every key of a wide mapping, in a document js-yaml reads and in one only go-yaml reads, as a fresh Locator does', () => {
    const wide = Array.from({ length: 40 }, (_, i) => `  k${i}: v${i}`);
    const text = [
      'apiVersion: v1',
      'kind: Thing',
      'metadata: {name: strict}',
      'data:',
      ...wide,
      'spec: {a: 1}',
      '---',
      'apiVersion: v1',
      'kind: Thing',
      'metadata: {name: lenient}',
      'spec:',
      '  addresses: [2001:db8::, fe80::]',
      'data:',
      ...wide,
      '',
    ].join('\n');
    const [strict, lenient] = parseManifestFile('f.yaml', text).objects;
    if (!strict || !lenient) throw new Error('not read');
    const asked = [strict, lenient].flatMap((object) =>
      [
        ...wide.map((_, i) => ['data', `k${39 - i}`]),
        ['spec', 'a'],
        ['spec', 'addresses', '1'],
        ['data'],
        ['metadata', 'name'],
        ['data', 'missing'],
      ].map((p) => ({ object, p })),
    );
    const shared = new Locator(() => text);
    for (const { object, p } of [...asked].reverse()) {
      expect(shared.locate(object.source, p), p.join(' / ')).toEqual(new Locator(() => text).locate(object.source, p));
    }
    expect(shared.locate(strict.source, ['data', 'k39'])).toEqual({ line: 44, column: 8, endLine: 44, endColumn: 11 });
    expect(shared.locate(lenient.source, ['spec', 'addresses', '1'])).toEqual({
      line: 51,
      column: 27,
      endLine: 51,
      endColumn: 33,
    });
    expect(shared.locate(lenient.source, ['data', 'k39'])).toEqual({ line: 92, column: 8, endLine: 92, endColumn: 11 });
  });
});
