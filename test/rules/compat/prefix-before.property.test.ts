import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixBefore, prefixOf } from '../../../src/rules/compat/prefix-before.js';
import { RegexCache } from '../../../src/rules/cr/cel/library/regex-library.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';

// prefix-before.ts reads `s.find('^[^c]+')` (and `*`) as `s.split(c)[0]`: checked against RE2's
// find, as the apiserver's regex library runs it (FindString: '' where nothing matches).

const compiler = new CelCompiler();
const regexes = new RegexCache();
const find = (s: string, pattern: string): string => {
  const m = regexes.get(pattern).matcher(s);
  return m.find() ? (m.group() ?? '') : '';
};
const ast = (text: string) => {
  const parsed = compiler.ast(text);
  if (!parsed) throw new Error(`does not parse: ${text}`);
  return parsed;
};

describe('prefixBefore', () => {
  it("reads find('^[^c]+') and find('^[^c]*') as split(c)[0], on any string", () => {
    const separator = fc.constantFrom('@', '/', ':', '.', '=');
    const text = fc.string({ unit: fc.constantFrom('@', '/', ':', '.', '=', 'a', 'Z', '0', '\n', ' ', 'é', '😀') });
    fc.assert(
      fc.property(text, separator, fc.constantFrom('+', '*'), (s, c, repeat) => {
        const pattern = `^[^${c === '.' ? '\\.' : c}]${repeat}`;
        const read = prefixBefore(ast(`self.find(${JSON.stringify(pattern)})`));
        expect(read?.separator).toBe(c);
        expect(prefixOf(s, c)).toBe(find(s, pattern));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads split(c)[0], and nothing else', () => {
    expect(prefixBefore(ast("self.alias.split('@')[0]"))?.separator).toBe('@');
    for (const other of [
      "self.split('@')[1]",
      "self.split('')[0]",
      "self.find('^[^@]+$')",
      "self.find('^[^@a]+')",
      "self.find('[^@]+')",
      'self.split(self.sep)[0]',
    ])
      expect(prefixBefore(ast(other)), other).toBeUndefined();
  });
});
