import { describe, expect, it } from 'vitest';
import { dataWith } from '../../src/engine/data-with.js';

// dataWith is `{ ...data, ...more }` (the JSON output's key order included), key by key.
describe('dataWith', () => {
  it.each([
    ['no data', undefined, { version: 'v1' }, '{"version":"v1"}'],
    [
      'keys after the data',
      { type: 'strin' },
      { version: 'v1', apiserver: 1 },
      '{"type":"strin","version":"v1","apiserver":1}',
    ],
    [
      'a key of the data keeps its place',
      { a: 1, version: 'old', b: 2 },
      { version: 'v1' },
      '{"a":1,"version":"v1","b":2}',
    ],
    ['integer keys first, as in a spread', { b: 1, 2: 'x' }, { 1: 'y' }, '{"1":"y","2":"x","b":1}'],
  ])('%s', (_name, data, more, json) => {
    const out = dataWith(data, more);
    expect(JSON.stringify(out)).toBe(json);
    expect(JSON.stringify(out)).toBe(JSON.stringify({ ...data, ...more }));
  });

  it('copies own keys only, and leaves the data alone', () => {
    const data = Object.assign(Object.create({ inherited: true }) as Record<string, unknown>, { own: 1 });
    expect(dataWith(data, { more: 2 })).toStrictEqual({ own: 1, more: 2 });
    expect(data).toStrictEqual(Object.assign(Object.create({ inherited: true }) as object, { own: 1 }));
  });
});
