import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonc, stripExtensions } from '../../src/parse/jsonc.js';

describe('readJsonc', () => {
  it.each([
    { name: 'line comments', text: '{\n  // the image\n  "image": "go:1.22"\n}\n', value: { image: 'go:1.22' }, at: 4 },
    { name: 'block comments', text: '/* devcontainer */ {"a": [1, /* two */ 2]}', value: { a: [1, 2] }, at: 0 },
    { name: 'a trailing comma', text: '{"a": [1, 2,], "b": 1,\n}', value: { a: [1, 2], b: 1 }, at: 11 },
    {
      name: 'slashes inside strings are text',
      text: '{"url": "https://x.test/*y*/", // c\n "q": "\\"//\\""}',
      value: { url: 'https://x.test/*y*/', q: '"//"' },
      at: 31,
    },
  ])('reads $name', ({ text, value, at }) => {
    expect(readJsonc(text)).toEqual({ value, firstExtension: at });
  });

  it.each([
    { name: 'plain JSON (YAML reads it)', text: '{"a": 1}' },
    { name: 'YAML', text: 'a: 1 // not a comment\n' },
    { name: 'an unclosed block comment', text: '{"a": 1 /* }' },
    { name: 'broken JSON, comments or not', text: '{"a": // c\n }' },
    { name: 'an unclosed string', text: '{"a: 1 // c\n}' },
    { name: 'empty', text: '' },
  ])('leaves $name alone', ({ text }) => {
    expect(readJsonc(text)).toBeUndefined();
  });

  it('blanks comments and trailing commas to the same length, keeping line breaks', () => {
    const text = '{\r\n "a": 1, /* x\n y */\n}';
    const stripped = stripExtensions(text);
    expect(stripped?.json).toBe('{\r\n "a": 1      \n     \n}');
    expect(stripped?.json.length).toBe(text.length);
  });

  it('reads back any JSON value written with comments and trailing commas between its tokens', () => {
    const comment = fc.constantFrom(' ', '\n', '// c\n', '/* c */', '/* // */', '//\n');
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(comment, { minLength: 1, maxLength: 50 }), (value, comments) => {
        let i = 0;
        const next = () => comments[i++ % comments.length] ?? ' ';
        const write = (v: unknown): string => {
          if (Array.isArray(v)) return `[${next()}${v.map((x) => `${write(x)},${next()}`).join('')}]`;
          if (v !== null && typeof v === 'object')
            return `{${next()}${Object.entries(v)
              .map(([k, x]) => `${JSON.stringify(k)}${next()}:${write(x)},${next()}`)
              .join('')}}`;
          return JSON.stringify(v);
        };
        const text = `${next()}${write({ v: value })}${next()}`;
        // Trailing commas stand after every entry, so each text has at least one extension.
        expect(readJsonc(text)?.value).toEqual(JSON.parse(JSON.stringify({ v: value })));
      }),
    );
  });
});
