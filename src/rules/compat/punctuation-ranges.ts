import { classClose, rewritePattern } from './pattern-classes.js';

// A character class whose `-` between two punctuation characters makes a range where a dash was
// meant: argo-workflows' cron schedules took `[0-9*,/-?]`, which RE2 reads as `/` to `?` (the
// digits and `: ; < = >`), not as `/`, `-` and `?`, so it refused every range schedule (`1-5`).
// Fixing it to `[0-9*,/?-]` lets those through and refuses only values with `:`, `;`, `<`, `=` or
// `>` where the class stood, which nothing the author wrote the class for holds (argo-workflows
// 7fd533ac2d). The class with such a range written as its two ends and a dash is what it was
// written to accept: where the new pattern accepts all of that, it refuses only the characters
// the range took in by accident.
//
// Only a range between two ASCII punctuation characters counts: `a-z`, `0-9` and `A-Z` are
// ranges on purpose, and so is one that starts or ends at a letter or a digit.

const PUNCTUATION = /^[!-/:-@[-`{-~]$/;

/** The pattern with every punctuation range of a character class written as its ends and a dash; the same string when it has none. */
export function withPunctuationRangesLiteral(pattern: string): string {
  return rewritePattern(pattern, { klass: withLiteralRanges });
}

/** One member of a class at `i`: an escape (`\/`), a named class (`[:alpha:]`) or a character. */
function memberAt(text: string, i: number): { readonly text: string; readonly char?: string } {
  if (text[i] === '\\') {
    const escaped = text[i + 1] ?? '';
    return PUNCTUATION.test(escaped) ? { text: text.slice(i, i + 2), char: escaped } : { text: text.slice(i, i + 2) };
  }
  if (text[i] === '[' && text[i + 1] === ':') {
    const close = text.indexOf(':]', i + 2);
    if (close !== -1) return { text: text.slice(i, close + 2) };
  }
  const char = text[i] ?? '';
  return { text: char, char };
}

/** A character class (`[` to its `]`, or to the pattern's end) with its punctuation ranges written out. */
function withLiteralRanges(klass: string): string {
  const closed = klass.length > 1 && klass.endsWith(']') && classClose(klass, 0) === klass.length - 1;
  const end = closed ? klass.length - 1 : klass.length;
  let i = klass[1] === '^' ? 2 : 1;
  let out = klass.slice(0, i);
  let first = true;
  while (i < end) {
    // A `]` first in the class is a member.
    const from = first && klass[i] === ']' ? { text: ']', char: ']' } : memberAt(klass, i);
    first = false;
    i += from.text.length;
    // A range: a member, `-`, and a member before the class's end.
    if (klass[i] === '-' && i + 1 < end) {
      const to = memberAt(klass, i + 1);
      const punctuation = [from.char, to.char].every((e) => e !== undefined && PUNCTUATION.test(e));
      out += `${from.text}${punctuation ? '\\-' : '-'}${to.text}`;
      i += 1 + to.text.length;
    } else out += from.text;
  }
  return closed ? `${out}]` : out;
}
