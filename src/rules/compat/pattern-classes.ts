// The pieces of an RE2 pattern that the pattern rewrites read alike (bare-dots.ts,
// punctuation-ranges.ts, pattern-alternatives.ts): an escape is two characters, and a character
// class runs from its `[` to the `]` that closes it, where a `]` first in it (after a `^`) is a
// member and `[:alpha:]` is one named class.

/** The index of the `]` closing the character class that opens at `open`; the text's length where none does. */
export function classClose(text: string, open: number): number {
  let i = open + 1;
  if (text[i] === '^') i++;
  if (text[i] === ']') i++; // a `]` first in a class is a member
  for (; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '[' && text[i + 1] === ':') {
      const end = text.indexOf(':]', i + 2);
      if (end !== -1) i = end + 1;
    } else if (text[i] === ']') return i;
  }
  return text.length;
}

/**
 * The pattern rebuilt piece by piece: escapes as they are, each character class (from `[` to its
 * `]`) as `klass` writes it, each other character as `char` writes it (given the one after it);
 * the same string where nothing changed.
 */
export function rewritePattern(
  pattern: string,
  rewrite: {
    readonly klass?: (text: string) => string;
    readonly char?: (c: string, next: string | undefined) => string;
  },
): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\') {
      out += pattern.slice(i, i + 2);
      i++;
    } else if (c === '[') {
      const end = Math.min(classClose(pattern, i) + 1, pattern.length);
      const text = pattern.slice(i, end);
      out += rewrite.klass ? rewrite.klass(text) : text;
      i = end - 1;
    } else out += rewrite.char ? rewrite.char(c, pattern[i + 1]) : c;
  }
  return out === pattern ? pattern : out;
}
