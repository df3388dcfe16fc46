// Tests of Unicode general categories (`\p{…}`), each through a regular expression made on its
// first use. V8 builds the character classes of a `\p{…}` pattern when the literal is evaluated,
// not when it first runs: the few literals the review's modules held cost several milliseconds
// of every start (the CLI's one-file review: issue 17 item 4), and most reviews never meet a
// character outside ASCII, which each test here answers without a pattern.

/** A regular expression made the first time it is asked for. */
function madeOnFirstUse(source: string, flags: string): () => RegExp {
  let made: RegExp | undefined;
  return () => (made ??= new RegExp(source, flags));
}

const isAscii = (ch: string): boolean => ch.length === 1 && ch.charCodeAt(0) < 0x80;

const printable = madeOnFirstUse('^[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S} ]$', 'u');
/**
 * Go's unicode.IsPrint for one character: letters, marks, numbers, punctuation, symbols and the
 * ASCII space. In ASCII that is the space to `~`.
 */
export function isGoPrintable(ch: string): boolean {
  if (isAscii(ch)) return ch >= ' ' && ch <= '~';
  return printable().test(ch);
}

const zeroWidth = madeOnFirstUse('^[\\p{Mn}\\p{Me}\\p{Cf}]$', 'u');
/** A nonspacing or enclosing mark or a format character: no cell of its own in a terminal. ASCII has none. */
export function isZeroWidth(ch: string): boolean {
  return !isAscii(ch) && zeroWidth().test(ch);
}

const upperCaseLetter = madeOnFirstUse('^\\p{Lu}', 'u');
/** Whether a text starts with an upper-case letter (Go's rule for exported identifiers). */
export function startsWithUpperCaseLetter(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first < 0x80) return first >= 0x41 && first <= 0x5a;
  return upperCaseLetter().test(text);
}

/** A regular expression over Unicode categories, made on its first use (see above). */
export function unicodePattern(source: string, flags = 'u'): { test(text: string): boolean } {
  const pattern = madeOnFirstUse(source, flags);
  return { test: (text) => pattern().test(text) };
}
