import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { LineIndex } from '../../../src/parse/line-index.js';
import { Locator } from '../../../src/parse/locate.js';
import { positionTree, rangeInTree } from '../../../src/parse/kube-yaml/positions.js';
import { parseManifestFile } from '../../../src/parse/manifest-file.js';
import { loadYaml } from '../../../src/parse/yaml-load.js';

// Documents that go-yaml reads in the lenient forms js-yaml refuses (flow collections indented
// anyhow, tabs between flow tokens, quoted scalars continued at any indentation) load to the same
// values as the same data written strictly, and their values are placed where they stand.

type Value = boolean | number | string | Value[] | { [k: string]: Value };

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/);
const key = word.map((w) => `k${w}`); // never a YAML 1.1 boolean or null
const { value } = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.boolean(),
    fc.integer({ min: -1000, max: 1000 }),
    fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' ')),
    fc.array(tie('value'), { minLength: 1, maxLength: 3 }),
    fc.dictionary(key, tie('value'), { minKeys: 1, maxKeys: 3 }),
  ),
}));

/** Choices for the lenient writer: where each line of flow content starts, and what separates. */
interface Choices {
  readonly columns: readonly number[];
  readonly tabs: readonly boolean[];
}

/**
 * Writes `v` in flow style with every item on its own line at a column taken from the choices
 * (0 up to anything, whatever the parent's indentation), a tab or a space after commas, and
 * strings with spaces as double-quoted scalars broken after a space with the rest at column 0.
 */
function lenient(v: Value, c: Choices, state = { i: 0 }): string {
  const next = <T>(xs: readonly T[], fallback: T): T => xs[state.i++ % Math.max(xs.length, 1)] ?? fallback;
  const line = (): string => `\n${' '.repeat(next(c.columns, 0))}`;
  const sep = (): string => (next(c.tabs, false) ? ',\t' : ',');
  if (typeof v === 'string') {
    const space = v.indexOf(' ');
    return space === -1 ? JSON.stringify(v) : `"${v.slice(0, space)}\n${v.slice(space + 1)}"`;
  }
  if (typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map((x) => line() + lenient(x, c, state)).join(sep())}${line()}]`;
  return `{${Object.entries(v)
    .map(([k, x]) => `${line()}${k}: ${lenient(x, c, state)}`)
    .join(sep())}${line()}}`;
}

const choices = fc.record({
  columns: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 8 }),
  tabs: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
});

const load = (text: string): unknown => loadYaml(text, { maxDepth: 1000, maxAliases: -1 })[0];

describe('lenient forms', () => {
  it('load to the values of the strict form', () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, value, { minKeys: 1, maxKeys: 3 }),
        fc.integer({ min: 0, max: 4 }),
        choices,
        (data, indent, c) => {
          const pad = ' '.repeat(indent);
          const strict = stringify({ top: { inner: data } }, { version: '1.1' });
          const loose = `top:\n${pad}  inner: ${lenient(data, c)}\n`;
          expect(load(loose)).toEqual(load(strict));
          expect(load(strict)).toEqual({ top: { inner: data } });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('place every value where it stands, in a manifest read only with go-yaml grammar', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { minKeys: 1, maxKeys: 3 }), choices, (data, c) => {
        const text = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata: ${lenient(data, c)}\n`;
        const file = parseManifestFile('f.yaml', text);
        expect(file.problems).toEqual([]);
        const [object] = file.objects;
        if (!object) throw new Error('no object');
        const locator = new Locator(() => text);
        const lines = text.split('\n');
        for (const [path, leaf] of leaves(data)) {
          const at = locator.locate(object.source, ['data', ...path]);
          const written = typeof leaf === 'string' ? (JSON.stringify(leaf).split(' ')[0] ?? '') : JSON.stringify(leaf);
          expect(lines[at.line - 1]?.slice(at.column - 1).startsWith(written)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('go-yaml positions', () => {
  // For documents js-yaml reads, the Locator walks yaml's CST: go-yaml's positions must agree.
  const styles: Record<string, (v: Value) => string> = {
    block: (v) => stringify(v, { version: '1.1' }),
    flow: (v) => JSON.stringify(v, null, 1),
  };

  it.each(Object.keys(styles))('agree with the CST on every path of documents written in %s style', (style) => {
    const write = styles[style];
    if (!write) throw new Error(style);
    fc.assert(
      fc.property(fc.dictionary(key, value, { minKeys: 1, maxKeys: 3 }), (data) => {
        const text = write(data);
        const tree = positionTree(text);
        if (!tree) throw new Error('go-yaml did not read a strict document');
        const locator = new Locator(() => text);
        const lines = new LineIndex(text);
        const source = { file: 'f.yaml', docOffset: 0, docLine: 1, prefix: [] };
        for (const [path] of [[[], data] as const, ...leaves(data), ...collections(data)]) {
          const range = rangeInTree(tree, path, text);
          const expected = locator.locate(source, path);
          const start = range ? lines.position(range[0]) : { line: 1, column: 1 };
          expect({ path, line: start.line, column: start.column }).toEqual({
            path,
            line: expected.line,
            column: expected.column,
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});

function leaves(v: Value, at: string[] = []): [string[], Value][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...at, String(i)]));
  if (typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, [...at, k]));
  return [[at, v]];
}

function collections(v: Value, at: string[] = []): [string[], Value][] {
  if (typeof v !== 'object') return [];
  const below = Array.isArray(v)
    ? v.flatMap((x, i) => collections(x, [...at, String(i)]))
    : Object.entries(v).flatMap(([k, x]) => collections(x, [...at, k]));
  return at.length === 0 ? below : [[at, v], ...below];
}
