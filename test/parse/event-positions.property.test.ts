import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CstPositions } from '../../src/parse/cst-positions.js';
import { EventPositions } from '../../src/parse/event-positions.js';
import { strictEvents } from '../../src/parse/yaml-load.js';
import { key, lines, node, paths, plainKey, type Node } from './yaml-forms.js';

// The Locator places values from js-yaml's events and asks `yaml`'s syntax tree only where the
// events say 'undecided' (src/parse/event-positions.ts). Wherever the events decide, their answer
// must be the tree's, on documents written the many ways YAML allows (yaml-forms.ts).

describe('EventPositions', () => {
  it('places every value it decides where the syntax tree places it', () => {
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
          const events = strictEvents(text);
          if (!events) return; // only go-yaml reads it: kube-yaml/positions.ts places it
          const fromEvents = new EventPositions(text, 0, events);
          const tree = CstPositions.parse(text, 0, text.length);
          for (const p of paths(root)) {
            for (const placement of ['value', 'key'] as const) {
              const placed = fromEvents.range(p, placement);
              if (placed === 'undecided') continue;
              decided++;
              expect(placed === 'nothing' ? undefined : placed, `${placement} ${p.join(' / ')} in\n${text}`).toEqual(
                tree.range(text, p, placement),
              );
            }
          }
        },
      ),
      { numRuns: 600 },
    );
    expect(decided).toBeGreaterThan(10000);
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
