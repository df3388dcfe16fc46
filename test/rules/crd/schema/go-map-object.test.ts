import { describe, expect, it } from 'vitest';
import { goMapObject } from '../../../../src/rules/crd/schema/go-map-object.js';

// encoding/json prints a Go map's keys in UTF-8 byte order; JSON.stringify (renderValue) must
// follow it, also where a plain object would enumerate array-index keys first.
describe('goMapObject', () => {
  it.each([
    { name: 'names sort, upper case first', keys: ['zeta', 'alpha', 'Beta'], order: ['Beta', 'alpha', 'zeta'] },
    {
      name: 'array-index keys sort as text among the others',
      keys: ['b', '10', '2', '-1', '', '01'],
      order: ['', '-1', '01', '10', '2', 'b'],
    },
    {
      name: 'code points above U+FFFF after U+FF5A, as in UTF-8',
      keys: ['😀', 'ｚ', 'é', 'z'],
      order: ['z', 'é', 'ｚ', '😀'],
    },
    { name: 'no keys', keys: [], order: [] },
    { name: 'a key __proto__ is a key, not the prototype', keys: ['__proto__', 'a'], order: ['__proto__', 'a'] },
  ])('$name', ({ keys, order }) => {
    const map = goMapObject(keys, (k) => `value of ${k}`);
    expect(Object.keys(map)).toEqual(order);
    expect(JSON.stringify(map)).toBe(`{${order.map((k) => `"${k}":"value of ${k}"`).join(',')}}`);
  });
});
