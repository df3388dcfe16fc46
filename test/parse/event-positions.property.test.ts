import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CstPositions } from '../../src/parse/cst-positions.js';
import { EventPositions } from '../../src/parse/event-positions.js';
import { plainKeyString } from '../../src/parse/kube-yaml/resolve.js';
import { strictEvents } from '../../src/parse/yaml-load.js';

// The Locator places values from js-yaml's events and asks `yaml`'s syntax tree only where the
// events say 'undecided' (src/parse/event-positions.ts). Wherever the events decide, their answer
// must be the tree's, on documents written the many ways YAML allows: the documents below mix
// block and flow collections, plain, quoted and block scalars, multi-line scalars, empty values,
// comments, anchors, aliases, tags, explicit and null keys, spaces before `:`.

type Node =
  | { readonly kind: 'scalar'; readonly text: string; readonly multiline?: boolean; readonly block?: boolean }
  | { readonly kind: 'empty' }
  | { readonly kind: 'map'; readonly flow: boolean; readonly entries: readonly { readonly key: Key; readonly value: Node; readonly explicit: boolean }[] }
  | { readonly kind: 'seq'; readonly flow: boolean; readonly items: readonly Node[] };

interface Key {
  readonly text: string;
  /** The key a path names, or undefined for a key no path names (null, merge). */
  readonly name: string | undefined;
}

const plainKey = (text: string): Key => ({ text, name: plainKeyString(text) });
const key = fc.oneof(
  fc.constantFrom('a', 'b', 'name', 'yes', '0777', '~', '<<', 'a b', 'x.y/z').map(plainKey),
  fc.constantFrom<Key>({ text: '"q"', name: 'q' }, { text: '"a\\tb"', name: 'a\tb' }, { text: "'it''s'", name: "it's" }, { text: '""', name: '' }, { text: '&k a', name: 'a' }, { text: '!!str c', name: 'c' }),
);
const scalar = fc.oneof(
  fc.constantFrom('x', 'yes', '1', 'a b', '"q"', '"esc\\n"', "'s'", "'it''s'", '&v x', '!!str 5', '*v', '~', '""').map((text): Node => ({ kind: 'scalar', text })),
  fc.constantFrom('plain\nwrapped', '"quoted\nwrapped"', "'single\n\n wrapped'").map((text): Node => ({ kind: 'scalar', text, multiline: true })),
  fc.constantFrom('|\nline\n\nmore\n', '>-\nfolded\n', '|+\nkeep\n\n', '|2 # c\n  two\n', '|\n', '!t |\ntagged\n').map((text): Node => ({ kind: 'scalar', text, block: true })),
  fc.constant<Node>({ kind: 'empty' }),
);
const { node } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.record({ kind: fc.constant('map' as const), flow: fc.boolean(), entries: fc.array(fc.record({ key, value: tie('node'), explicit: fc.boolean() }), { maxLength: 4 }) }),
    fc.record({ kind: fc.constant('seq' as const), flow: fc.boolean(), items: fc.array(tie('node'), { maxLength: 4 }) }),
  ),
}));

const pad = (n: number): string => ' '.repeat(n);
const indentLines = (text: string, n: number): string => text.split('\n').map((l, i) => (i === 0 || l === '' ? l : pad(n) + l)).join('\n');

/** A node in flow context: collections in brackets, scalars on one line. */
function flow(n: Node): string {
  switch (n.kind) {
    case 'scalar':
      return n.block || n.multiline ? '"flat"' : n.text;
    case 'empty':
      return '""';
    case 'map':
      return `{${n.entries.map((e) => `${e.key.text}: ${flow(e.value)}`).join(', ')}}`;
    case 'seq':
      return `[${n.items.map(flow).join(', ')}]`;
  }
}

/** A node as the value after `key:` or `- ` at indentation `indent`: same line, or the lines below. */
function block(n: Node, indent: number, spaceBefore: string): string {
  if (n.kind === 'empty') return spaceBefore === ' ' ? '   # nothing' : '';
  if (n.kind === 'scalar') return ` ${indentLines(n.text, indent + 2)}`;
  if (n.flow) return ` ${flow(n)}`;
  if (n.kind === 'map' && n.entries.length === 0) return ' {}';
  if (n.kind === 'seq' && n.items.length === 0) return ' []';
  return `\n${lines(n, indent + 2)}`;
}

function lines(n: Node, indent: number): string {
  if (n.kind === 'map' && !n.flow) {
    return n.entries
      .map((e, i) => {
        const gap = i % 2 === 1 ? ' ' : '';
        if (e.explicit) return `${pad(indent)}? ${e.key.text}\n${pad(indent)}:${block(e.value, indent, ' ')}`;
        return `${pad(indent)}${e.key.text}${gap}:${block(e.value, indent, i % 3 === 0 ? ' ' : '')}`;
      })
      .join('\n');
  }
  if (n.kind === 'seq' && !n.flow) return n.items.map((item) => `${pad(indent)}-${block(item, indent, '')}`).join('\n');
  return pad(indent) + flow(n);
}

/** The paths into `n`, each one step past, and a missing key and index. */
function paths(n: Node, at: string[] = []): string[][] {
  const below =
    n.kind === 'map'
      ? n.entries.flatMap((e) => (e.key.name === undefined ? [] : paths(e.value, [...at, e.key.name])))
      : n.kind === 'seq'
        ? n.items.flatMap((item, i) => paths(item, [...at, String(i)]))
        : [];
  return [at, [...at, 'missing'], [...at, '9'], ...below];
}

describe('EventPositions', () => {
  it('places every value it decides where the syntax tree places it', () => {
    let decided = 0;
    fc.assert(
      fc.property(fc.array(fc.record({ key, value: node, explicit: fc.constant(false) }), { minLength: 1, maxLength: 4 }), (entries) => {
        const root: Node = { kind: 'map', flow: false, entries: [{ key: plainKey('anchor'), value: { kind: 'scalar', text: '&v base' }, explicit: false }, ...entries] };
        const text = `# a document\n${lines(root, 0)}\n`;
        const events = strictEvents(text);
        if (!events) return; // only go-yaml reads it: kube-yaml/positions.ts places it
        const fromEvents = new EventPositions(text, 0, events);
        const tree = CstPositions.parse(text, 0, text.length);
        for (const p of paths(root)) {
          const placed = fromEvents.range(p);
          if (placed === 'undecided') continue;
          decided++;
          expect(placed === 'nothing' ? undefined : placed, `${p.join(' / ')} in\n${text}`).toEqual(tree.range(text, p));
        }
      }),
      { numRuns: 600 },
    );
    expect(decided).toBeGreaterThan(5000);
  });

  it('places a value in a later document of a file, at offsets in the file', () => {
    const text = 'a: 1\n---\nkind: K\nspec:\n  x: "y"\n  list:\n  - k: v\n';
    const start = text.indexOf('kind');
    const events = strictEvents(text.slice(start));
    if (!events) throw new Error('not strict');
    const positions = new EventPositions(text, start, events);
    expect(positions.range(['spec', 'x'])).toEqual([text.indexOf('"y"'), text.indexOf('"y"') + 3]);
    expect(positions.range(['spec', 'list', '0'])).toEqual([text.indexOf('k: v'), text.length - 1]);
    expect(positions.range([])).toBe('nothing');
  });

  it.each([
    ['a value under a key', 'a:\n  b: x\n', ['a', 'b']],
    ['a quoted value', 'a: "x y"\n', ['a']],
    ['a quoted key', '"a": 1\n', ['a']],
    ['a flow mapping', 'a: {b: 1}\n', ['a', 'b']],
    ['a flow sequence item', 'a: [1, 2]\n', ['a', '1']],
    ['a mapping in a sequence', 'a:\n- b: 1\n', ['a', '0']],
    ['an empty value', 'a:\nb: 1\n', ['a']],
    ['a path below an empty value', 'a:   # c\n', ['a', 'b']],
    ['a multi-line plain scalar', 'a: one\n  two\n', ['a']],
    ['an alias', 'a: &x 1\nb: *x\n', ['b']],
  ])('decides %s', (_name, text, path) => {
    const events = strictEvents(text);
    if (!events) throw new Error('not strict');
    const placed = new EventPositions(text, 0, events).range(path);
    expect(placed).not.toBe('undecided');
    expect(placed).toEqual(CstPositions.parse(text, 0, text.length).range(text, path));
  });

  it.each([
    ['a block scalar, which the tree starts at its header', 'a: |\n  x\n', ['a']],
    ['an empty list item, which the tree places after its `-`', 'a:\n- \n', ['a', '0']],
    ['a pair in a flow sequence, an item with a key to the tree', 'a: [b: 1]\n', ['a', '0', 'b']],
    ['an anchored value', 'a: &x 1\n', ['a']],
    ['an empty value in a flow mapping', 'a: {b}\n', ['a', 'b']],
  ])('leaves to the tree %s', (_name, text, path) => {
    const events = strictEvents(text);
    if (!events) throw new Error('not strict');
    expect(new EventPositions(text, 0, events).range(path)).toBe('undecided');
  });
});
