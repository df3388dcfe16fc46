import fc from 'fast-check';
import { plainKeyString } from '../../src/parse/kube-yaml/resolve.js';

// Random YAML documents written the many ways YAML allows, with the paths into them: block and
// flow collections, plain, quoted and block scalars, multi-line scalars, empty values, comments,
// anchors, aliases, tags, explicit and null keys, spaces before `:`. The position readings
// (src/parse/*-positions.ts) are compared on them with `yaml`'s syntax tree.

export type Node =
  | { readonly kind: 'scalar'; readonly text: string; readonly multiline?: boolean; readonly block?: boolean }
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'map';
      readonly flow: boolean;
      readonly entries: readonly { readonly key: Key; readonly value: Node; readonly explicit: boolean }[];
    }
  | { readonly kind: 'seq'; readonly flow: boolean; readonly items: readonly Node[] };

export interface Key {
  readonly text: string;
  /** The key a path names, or undefined for a key no path names (null, merge). */
  readonly name: string | undefined;
}

export const plainKey = (text: string): Key => ({ text, name: plainKeyString(text) });
export const key = fc.oneof(
  fc.constantFrom('a', 'b', 'name', 'yes', '0777', '~', '<<', 'a b', 'x.y/z').map(plainKey),
  fc.constantFrom<Key>(
    { text: '"q"', name: 'q' },
    { text: '"a\\tb"', name: 'a\tb' },
    { text: "'it''s'", name: "it's" },
    { text: '""', name: '' },
    { text: '&k a', name: 'a' },
    { text: '!!str c', name: 'c' },
  ),
);
const scalar = fc.oneof(
  fc
    .constantFrom(
      'x',
      'yes',
      '1',
      'a b',
      '-1',
      'x   # c',
      'a#b',
      '"q"',
      '"esc\\n"',
      "'s'",
      "'it''s'",
      '"q" # c',
      '&v x',
      '!!str 5',
      '*v',
      '~',
      '""',
      '{}',
      '[]',
    )
    .map((text): Node => ({ kind: 'scalar', text })),
  fc
    .constantFrom('plain\nwrapped', '"quoted\nwrapped"', "'single\n\n wrapped'")
    .map((text): Node => ({ kind: 'scalar', text, multiline: true })),
  fc
    .constantFrom('|\nline\n\nmore\n', '>-\nfolded\n', '|+\nkeep\n\n', '|2 # c\n  two\n', '|\n', '!t |\ntagged\n')
    .map((text): Node => ({ kind: 'scalar', text, block: true })),
  fc.constant<Node>({ kind: 'empty' }),
);
export const { node } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.record({
      kind: fc.constant('map' as const),
      flow: fc.boolean(),
      entries: fc.array(fc.record({ key, value: tie('node'), explicit: fc.boolean() }), { maxLength: 4 }),
    }),
    fc.record({
      kind: fc.constant('seq' as const),
      flow: fc.boolean(),
      items: fc.array(tie('node'), { maxLength: 4 }),
    }),
  ),
}));

const pad = (n: number): string => ' '.repeat(n);
const indentLines = (text: string, n: number): string =>
  text
    .split('\n')
    .map((l, i) => (i === 0 || l === '' ? l : pad(n) + l))
    .join('\n');

/** A node in flow context: collections in brackets, scalars on one line. */
function flow(n: Node): string {
  switch (n.kind) {
    case 'scalar':
      return n.block || n.multiline || n.text.includes('#') ? '"flat"' : n.text;
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

export function lines(n: Node, indent: number): string {
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
export function paths(n: Node, at: string[] = []): string[][] {
  const below =
    n.kind === 'map'
      ? n.entries.flatMap((e) => (e.key.name === undefined ? [] : paths(e.value, [...at, e.key.name])))
      : n.kind === 'seq'
        ? n.items.flatMap((item, i) => paths(item, [...at, String(i)]))
        : [];
  return [at, [...at, 'missing'], [...at, '9'], ...below];
}
