import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderValue } from '../../src/engine/field-error.js';
import { withoutHtmlEscapes } from '../../src/report/go-html-escapes.js';

// The readable form of Go's HTML-safe JSON is still JSON for the same value: only escapes whose
// backslash is not itself escaped are written out.

describe('withoutHtmlEscapes', () => {
  it('gives JSON of the same value, with no \\u003c, \\u003e or \\u0026 escape left', () => {
    const text = fc.string({
      unit: fc.constantFrom('<', '>', '&', '\\', 'u', '0', '3', 'e', 'c', '2', '6', '"', 'a', '\n'),
    });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 3 }), (values) => {
        const json = renderValue({ Rule: values.join(''), List: values });
        const readable = withoutHtmlEscapes(json);
        expect(JSON.parse(readable)).toEqual(JSON.parse(json));
        expect(readable).not.toMatch(/(?<!\\)(?:\\\\)*\\u00(3c|3e|26)/);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves text without escapes alone', () => {
    expect(withoutHtmlEscapes('a > b && c')).toBe('a > b && c');
  });
});
