import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../src/report/terminal-safe.js';

// Text from the repository under review, made safe to print: controls become visible symbols,
// bidi overrides and lone surrogates U+FFFD, one UTF-16 unit for one so that columns still hold.

/** What a terminal must not be handed raw: C0/C1 controls but tab, bidi overrides and isolates, lone surrogates. */
const UNSAFE_LEFT =
  /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('terminalSafe', () => {
  it('leaves no unsafe character and keeps the length, whatever the text', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      fc.constantFrom('\u001b', '\u202e', '\u2066', '\t', '😀', '\ud800', '\udc00'),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        const safe = terminalSafe(text);
        expect(safe).not.toMatch(UNSAFE_LEFT);
        expect(safe.length).toBe(text.length);
      }),
      { numRuns: 5000 },
    );
  });

  it('returns safe text as it is: printable ASCII, tabs, wide characters and emoji', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
            fc.constantFrom('\t', '日', 'é', '😀'),
          ),
        }),
        (text) => {
          expect(terminalSafe(text)).toBe(text);
        },
      ),
    );
  });

  it.each([
    ['an escape sequence', 'a\u001b[31mb', 'a\u241b[31mb'],
    ['a line break and DEL', 'x\ny\u007f', 'x\u240ay\u2421'],
    ['a bidi override', 'admin\u202e', 'admin\ufffd'],
    ['a C1 control', 'a\u0085b', 'a\ufffdb'],
    ['a lone high surrogate', 'a\ud800b', 'a\ufffdb'],
    ['a lone low surrogate', 'a\udc00b', 'a\ufffdb'],
  ])('shows %s as a visible symbol', (_name, text, expected) => {
    expect(terminalSafe(text)).toBe(expected);
  });
});
