import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goJsonBytes } from '../../../src/rules/compat/client-side-apply-size.js';

// goJsonBytes measures JSON.stringify's text and adds what Go's Encoder escapes beyond it; this
// encoder counts Go's bytes character by character (encoding/json encodeState.string, with
// HTML escaping on, as in kubectl's unstructured encoder), so the shortcut is checked against
// the rule it stands for.
function goBytes(value: unknown): number {
  if (value === null) return 4;
  if (typeof value === 'boolean') return value ? 4 : 5;
  if (typeof value === 'number') return String(value).length;
  if (typeof value === 'string') return stringBytes(value);
  if (Array.isArray(value))
    return 2 + Math.max(0, value.length - 1) + value.reduce((n: number, v) => n + goBytes(v), 0);
  const entries = Object.entries(value as Record<string, unknown>);
  return 2 + Math.max(0, entries.length - 1) + entries.reduce((n, [k, v]) => n + stringBytes(k) + 1 + goBytes(v), 0);
}

function stringBytes(text: string): number {
  let n = 2;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (ch === '"' || ch === '\\' || ch === '\n' || ch === '\r' || ch === '\t' || ch === '\b' || ch === '\f') n += 2;
    else if (c < 0x20 || ch === '<' || ch === '>' || ch === '&' || c === 0x2028 || c === 0x2029) n += 6;
    else if (c >= 0xd800 && c <= 0xdfff)
      n += 6; // a lone surrogate: Go writes \ufffd
    else n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

const text = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({
    unit: fc.constantFrom('<', '>', '&', '\u2028', '\u2029', '"', '\\', '\n', '\u0001', '\b', 'a', 'é', '😀'),
  }),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => (Object.is(d, -0) ? 0 : d)),
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('goJsonBytes', () => {
  it("is the length of Go's JSON of any value read from YAML", () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(goJsonBytes(value)).toBe(goBytes(value));
      }),
      { numRuns: 2000 },
    );
  });
});
