import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CstPositions } from '../../src/parse/cst-positions.js';
import type { Placement } from '../../src/parse/event-positions.js';
import { positionTree, rangeInTree } from '../../src/parse/kube-yaml/positions.js';
import { LinePositions } from '../../src/parse/line-positions.js';
import { strictEvents } from '../../src/parse/yaml-load.js';
import { key, lines, node, paths, plainKey, type Key, type Node } from './yaml-forms.js';

// The Locator places values from the document's lines first (src/parse/line-positions.ts), and
// asks a parser only where the lines say 'undecided' or cannot be read. Wherever the lines
// decide, their answer must be the reading that places the document otherwise: `yaml`'s syntax
// tree where js-yaml's grammar reads it, go-yaml's positions where only go-yaml's does.

/** Where the reading the Locator used before places the value at `path`, as offsets or undefined. */
function placedByParser(
  text: string,
  path: readonly string[],
  placement: Placement = 'value',
): readonly [number, number] | undefined | 'unreadable' {
  if (strictEvents(text)) return CstPositions.parse(text, 0, text.length).range(text, path, placement);
  const tree = positionTree(text);
  return tree ? rangeInTree(tree, path, text, 0, text.length, placement) : 'unreadable';
}

const placedByLines = (text: string, path: readonly string[], placement: Placement = 'value') => {
  const lines = LinePositions.read(text, 0, text.length);
  if (!lines) throw new Error(`not read:\n${text}`);
  const placed = lines.range(path, placement);
  return placed === 'nothing' ? undefined : placed;
};

const PLACEMENTS: readonly Placement[] = ['value', 'key'];

describe('LinePositions', () => {
  it('places every value it decides where the parsers place it', () => {
    let decided = 0;
    fc.assert(
      fc.property(
        fc.array(fc.record({ key, value: node, explicit: fc.constant(false) }), { minLength: 1, maxLength: 4 }),
        (entries) => {
          const root: Node = {
            kind: 'map',
            flow: false,
            entries: [
              { key: plainKey('anchor'), value: { kind: 'scalar', text: '&v base' }, explicit: false },
              ...entries,
            ],
          };
          const text = `# a document\n${lines(root, 0)}\n`;
          const fromLines = LinePositions.read(text, 0, text.length);
          if (!fromLines) return;
          for (const p of paths(root)) {
            for (const placement of PLACEMENTS) {
              const placed = fromLines.range(p, placement);
              if (placed === 'undecided') continue;
              const expected = placedByParser(text, p, placement);
              if (expected === 'unreadable') return; // no reader reads it: it holds no object to place
              decided++;
              expect(placed === 'nothing' ? undefined : placed, `${placement} ${p.join(' / ')} in\n${text}`).toEqual(
                expected,
              );
            }
          }
        },
      ),
      { numRuns: 600 },
    );
    // Explicit keys make a whole document unread, and anchors, tags and flow members opaque:
    // about a third of the paths asked are decided by the lines.
    expect(decided).toBeGreaterThan(2000);
  });

  // Mappings and sequences of more than eight members are indexed on the first walk through
  // them, smaller ones scanned (the table's two ways of finding a member): the first property
  // writes four at most. Keys here are written so that several name the same (`y`, `true`,
  // `"true"`; `1`, `01`, `0x1`), whose first is the one a path names.
  it('finds the members of big mappings and sequences where the parsers do', () => {
    const resolving = fc
      .constantFrom('y', 'true', 'True', 'no', 'off', '1', '01', '0x1', '1_0', '.5', 'null', 'type', 'types', 'falsely')
      .map(plainKey);
    const quoted = fc.constantFrom<Key>(
      { text: '"true"', name: 'true' },
      { text: "'1'", name: '1' },
      { text: '"ty\\x70e"', name: 'type' },
      { text: '"y"', name: 'y' },
      { text: "'01'", name: '01' },
    );
    const member = fc.record({ key: fc.oneof(resolving, quoted, key), value: node, explicit: fc.constant(false) });
    let decided = 0;
    fc.assert(
      fc.property(
        fc.array(member, { minLength: 1, maxLength: 24 }),
        fc.array(node, { minLength: 0, maxLength: 24 }),
        (entries, items) => {
          const root: Node = {
            kind: 'map',
            flow: false,
            entries: [
              ...entries,
              { key: plainKey('list'), value: { kind: 'seq', flow: false, items }, explicit: false },
            ],
          };
          const text = `${lines(root, 0)}\n`;
          const fromLines = LinePositions.read(text, 0, text.length);
          if (!fromLines) return;
          for (const p of [...paths(root), ['list', '20'], ['list', '023']]) {
            for (const placement of PLACEMENTS) {
              const placed = fromLines.range(p, placement);
              if (placed === 'undecided') continue;
              const expected = placedByParser(text, p, placement);
              if (expected === 'unreadable') return;
              decided++;
              expect(placed === 'nothing' ? undefined : placed, `${placement} ${p.join(' / ')} in\n${text}`).toEqual(
                expected,
              );
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(decided).toBeGreaterThan(2000);
  });

  it.each([
    ['a value under a key', 'a:\n  b: x  # c\n', ['a', 'b']],
    ['a key', 'a:\n  b: x\n', ['a']],
    ['a sequence at its key’s column', 'a:\n- x\n- y\nb: 1\n', ['a', '1']],
    ['a mapping in a sequence', 'a:\n- k: v\n  l: w\n', ['a', '0']],
    ['a key of a mapping in a sequence', 'a:\n- k: v\n  l: w\n', ['a', '0', 'l']],
    ['a quoted key and value', "\"a\": 'it''s'\n", ['a']],
    ['an empty value and a path below it', 'a:   # none\nb: 1\n', ['a', 'b', 'c']],
    ['a missing key', 'a:\n  b: 1\n', ['a', 'c']],
    ['a value after a block scalar', 'a: |\n  text: not a key\n\nb: 2\n', ['b']],
    ['a value after a multi-line plain scalar', 'a: one\n  two\nb: 2\n', ['b']],
    ['a quoted scalar over several lines', "a: 'one\n  two'\nb: 2\n", ['a']],
    ['a quoted scalar that goes on at column 0, as go-yaml reads it', 'a:\n  name: "x\ny: z"\nb: 2\n', ['a', 'name']],
    ['a value after it', 'a:\n  name: "x\ny: z"\nb: 2\n', ['b']],
    ['an empty flow mapping in a sequence', 'a:\n- {}\n', ['a', '0']],
    ['the document after its start marker', '---\na: 1\n', ['a']],
  ])('places %s', (_name, text, path) => {
    const placed = placedByLines(text, path);
    expect(placed).not.toBe('undecided');
    expect(placed).toEqual(placedByParser(text, path));
  });

  it.each([
    ['a key with a scalar value', 'a:\n  bb: x  # c\n', ['a', 'bb'], [5, 7]],
    ['a key with a mapping value', 'a:\n  bb:\n    c: 1\n', ['a', 'bb'], [5, 7]],
    ['a key with an empty value', 'a:\n  bb:\nc: 1\n', ['a', 'bb'], [5, 7]],
    ['a quoted key, with its quotes', 'a:\n  "bb": x\n', ['a', 'bb'], [5, 9]],
    ['a key with a block scalar (opaque to the lines)', 'a:\n  bb: |\n    x\n', ['a', 'bb'], [5, 7]],
    ['a key with a multi-line plain scalar', 'a:\n  bb:\n    one\n    two\n', ['a', 'bb'], [5, 7]],
    ['a key of a mapping in a sequence', 'a:\n- k: v\n  ll: w\n', ['a', '0', 'll'], [12, 14]],
    ['a sequence item, at its value as before', 'a:\n- x\n', ['a', '0'], [5, 6]],
    ['a missing key, at its parent key as before', 'a:\n  b: 1\n', ['a', 'c'], [0, 1]],
  ])('places the key of %s', (_name, text, path, expected) => {
    expect(placedByLines(text, path, 'key')).toEqual(expected);
    expect(placedByParser(text, path, 'key')).toEqual(expected);
  });

  it.each([
    ['a block scalar, which the tree starts at its header', 'a: |\n  x\n', ['a']],
    ['a multi-line plain scalar', 'a: one\n  two\n', ['a']],
    ['a flow mapping with members', 'a: {b: 1}\n', ['a', 'b']],
    ['an anchored mapping', 'a: &x\n  b: 1\n', ['a', 'b']],
    ['an empty list item', 'a:\n-\n- x\n', ['a', '0']],
    ['a missing key of a mapping with a key written with escapes', 'a:\n  "\\u0062": 1\n', ['a', 'c']],
  ])('leaves to a parser %s', (_name, text, path) => {
    expect(LinePositions.read(text, 0, text.length)?.range(path)).toBe('undecided');
  });

  it.each([
    ['tabs in indentation', 'a:\n\tb: 1\n'],
    ['an explicit key', '? a\n: 1\n'],
    ['a flow mapping over several lines', 'a: {b: 1,\nc: 2}\n'],
    ['a line break \\r', 'a: 1\r\nb: 2\r\n'],
    ['a directive', '%YAML 1.1\n---\na: 1\n'],
  ])('does not read a document with %s', (_name, text) => {
    expect(LinePositions.read(text, 0, text.length)).toBeUndefined();
  });

  it('places values of a document later in the file, at offsets in the file', () => {
    const text = 'a: 1\n---\nkind: K\nspec:\n  x: "y"\n';
    const start = text.indexOf('kind');
    const lines = LinePositions.read(text, start, text.length);
    expect(lines?.range(['spec', 'x'])).toEqual([text.indexOf('"y"'), text.indexOf('"y"') + 3]);
  });
});
