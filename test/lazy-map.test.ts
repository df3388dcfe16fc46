import { describe, expect, it } from 'vitest';
import { LazyMap } from '../src/lazy-map.js';

describe('LazyMap', () => {
  it('makes a value when first read, once, and every value when iterated', () => {
    const made: string[] = [];
    const maker = (key: string) => () => {
      made.push(key);
      return key.toUpperCase();
    };
    const map = new LazyMap(
      new Map([
        ['a', maker('a')],
        ['b', maker('b')],
      ]),
      '?',
      () => {},
    );
    expect([map.size, map.has('a'), map.has('c'), [...map.keys()]]).toEqual([2, true, false, ['a', 'b']]);
    expect(made).toEqual([]);
    expect([map.get('b'), map.get('b'), map.get('c')]).toEqual(['B', 'B', undefined]);
    expect(made).toEqual(['b']);
    expect([...map]).toEqual([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    expect(made).toEqual(['b', 'a']);
  });

  it('gives `otherwise` for a value that cannot be made, and says why', () => {
    const heard: unknown[] = [];
    const map = new LazyMap<string, string>(
      new Map([
        [
          'a',
          () => {
            throw new Error('git cannot read v1.0.0');
          },
        ],
      ]),
      'unknown',
      (error) => heard.push((error as Error).message),
    );
    expect([map.get('a'), [...map.values()]]).toEqual(['unknown', ['unknown']]);
    expect(heard).toEqual(['git cannot read v1.0.0']);
  });
});
