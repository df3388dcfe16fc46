import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedKeys } from '../../src/parse/repeated-keys.js';

// repeatedKeys reads any text a user committed: it never throws, and names only keys written twice.
describe('repeatedKeys', () => {
  it('names the keys a mapping repeats, and whether their values differ', () => {
    expect(repeatedKeys('a: 1\nb: {c: 1, c: 2}\na: 1\nd: [x]\nd: [y]\n')).toEqual([
      { key: 'c', valuesDiffer: true, repeats: 1 },
      { key: 'a', valuesDiffer: false, repeats: 1 },
      { key: 'd', valuesDiffer: true, repeats: 1 },
    ]);
    // Every repeat counts, in one mapping or several.
    expect(repeatedKeys('a: 1\na: 1\na: 2\nb: {a: 1, a: 1}\n')).toEqual([{ key: 'a', valuesDiffer: true, repeats: 3 }]);
    expect(repeatedKeys('a: 1\n- a: 1\n- a: 1')).toEqual([]);
    // A value with a comma is one value, not two.
    expect(repeatedKeys('k: [a, b]\nk: ["a, b"]\n')).toEqual([{ key: 'k', valuesDiffer: true, repeats: 1 }]);
  });

  it('never throws, and names only keys the text holds at least twice', () => {
    const line = fc.tuple(
      fc.constantFrom('', '  ', '- '),
      fc.constantFrom('a', 'b', '"a"', '*x', '&x a'),
      fc.constantFrom(': 1', ': 2', ':', ': [1, 2]', ': {a: 1}'),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(line, { maxLength: 12 }).map((ls) => ls.map((l) => l.join('')).join('\n')),
        ),
        (text) => {
          for (const { key } of repeatedKeys(text)) expect(text.split(key).length).toBeGreaterThan(2);
        },
      ),
    );
  });
});
