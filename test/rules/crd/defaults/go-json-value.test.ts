import { describe, expect, it } from 'vitest';
import { goJsonValue } from '../../../../src/rules/crd/defaults/go-json-value.js';

// A default or enum value (interface{} in Go) as json.Marshal prints it: every object is a
// map[string]interface{}, keys in UTF-8 byte order at every depth.
describe('goJsonValue', () => {
  it.each([
    {
      name: 'keys sort at every depth, inside lists too',
      value: { b: [{ z: 1, a: 2 }], a: { d: null, c: true } },
      text: '{"a":{"c":true,"d":null},"b":[{"a":2,"z":1}]}',
    },
    {
      name: 'array-index keys sort as text, not first',
      value: { b: 1, '10': 2, '9': 3 },
      text: '{"10":2,"9":3,"b":1}',
    },
    { name: 'scalars are themselves', value: 'x', text: '"x"' },
  ])('$name', ({ value, text }) => {
    expect(JSON.stringify(goJsonValue(value))).toBe(text);
  });
});
