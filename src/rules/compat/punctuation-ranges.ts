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
  let out = '';
  let changed = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\') {
      out += pattern.slice(i, i + 2);
      i++;
    } else if (c === '[') {
      const { text, end, literal } = classWithLiteralRanges(pattern, i);
      out += text;
      changed ||= literal;
      i = end - 1;
    } else out += c;
  }
  return changed ? out : pattern;
}

/** One member of a class at `i`: an escape (`\/`), a named class (`[:alpha:]`) or a character. */
function memberAt(pattern: string, i: number): { readonly text: string; readonly char?: string } {
  if (pattern[i] === '\\') {
    const text = pattern.slice(i, i + 2);
    const escaped = pattern[i + 1] ?? '';
    return PUNCTUATION.test(escaped) ? { text, char: escaped } : { text };
  }
  if (pattern[i] === '[' && pattern[i + 1] === ':') {
    const close = pattern.indexOf(':]', i + 2);
    if (close !== -1) return { text: pattern.slice(i, close + 2) };
  }
  const char = pattern[i] ?? '';
  return { text: char, char };
}

/** The class opened at `start`, its punctuation ranges written out, and where it ends (after its `]`). */
function classWithLiteralRanges(
  pattern: string,
  start: number,
): { readonly text: string; readonly end: number; readonly literal: boolean } {
  let i = start + 1;
  let text = '[';
  if (pattern[i] === '^') text += pattern[i++];
  let literal = false;
  let first = true;
  while (i < pattern.length) {
    if (pattern[i] === ']' && !first) return { text: `${text}]`, end: i + 1, literal };
    first = false;
    const from = memberAt(pattern, i);
    i += from.text.length;
    // A range: a member, `-`, and a member that is not the class's end.
    if (pattern[i] === '-' && i + 1 < pattern.length && pattern[i + 1] !== ']') {
      const to = memberAt(pattern, i + 1);
      const ends = [from.char, to.char];
      if (ends.every((e) => e !== undefined && PUNCTUATION.test(e))) {
        text += `${from.text}\\-${to.text}`;
        literal = true;
      } else text += `${from.text}-${to.text}`;
      i += 1 + to.text.length;
    } else text += from.text;
  }
  return { text, end: pattern.length, literal };
}
