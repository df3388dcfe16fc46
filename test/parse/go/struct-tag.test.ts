import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goStringValue } from '../../../src/parse/go/go-string-literal.js';
import { jsonTagOf, parseStructTag } from '../../../src/parse/go/struct-tag.js';

// Struct tags as reflect.StructTag reads them, and the json value as encoding/json splits it.

describe('parseStructTag', () => {
  it.each([
    [
      'json:"name,omitempty" protobuf:"bytes,1,opt,name=name"',
      { json: 'name,omitempty', protobuf: 'bytes,1,opt,name=name' },
    ],
    ['json:",inline"', { json: ',inline' }],
    ['  json:"a"   yaml:"b"  ', { json: 'a', yaml: 'b' }],
    ['json:"a" json:"b"', { json: 'a' }], // Lookup returns the first
    ['json:"quote \\" inside"', { json: 'quote " inside' }],
    ['json:"a",yaml:"b"', { json: 'a', ',yaml': 'b' }], // keys are anything up to the colon, as in Go
    ['json:"a" yaml:b', { json: 'a' }], // a malformed pair ends the reading
    ['json:a', {}],
    ['', {}],
  ])('%s', (tag, want) => {
    expect(Object.fromEntries(parseStructTag(tag))).toEqual(want);
  });

  it('reads back any value written as Go would quote it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,6}$/), fc.string({ maxLength: 20 }), (key, value) => {
        const quoted = JSON.stringify(value); // a valid Go interpreted string for these characters
        fc.pre(goStringValue(quoted) === value);
        expect(parseStructTag(`${key}:${quoted}`).get(key)).toBe(value);
      }),
    );
  });
});

describe('jsonTagOf', () => {
  it.each([
    ['json:"size,omitempty"', { name: 'size', options: ['omitempty'] }],
    ['json:",inline"', { name: '', options: ['inline'] }],
    ['json:"-"', { name: '-', options: [] }],
    ['protobuf:"bytes,1"', undefined],
  ])('%s', (tag, want) => {
    expect(jsonTagOf(tag)).toEqual(want);
  });
});

describe('goStringValue', () => {
  it.each([
    ['"a\\tb\\n"', 'a\tb\n'],
    ['"\\x41\\u00e9\\U0001F600\\101"', 'Aé😀A'],
    ['`raw \\n`', 'raw \\n'],
    ['`a\r\nb`', 'a\nb'],
    ['"bad \\q"', undefined],
    ['"unterminated', undefined],
    ['"\\uD800"', undefined],
  ])('%s', (literal, want) => {
    expect(goStringValue(literal)).toBe(want);
  });
});
