// Messages, file names and field paths are written by whoever wrote the files under review.
// In a PR comment, check run or job summary, raw text could open a link or an image, start
// HTML, break a table row, or notify people and cross-reference issues through GitHub's
// @mention and #123 autolinks. escapeMarkdown returns one line of inline text that renders as
// the input reads, wherever it is placed: in a table cell, a heading or a paragraph.

/** Line breaks would end a table row or a paragraph, and tabs can open a code block: all become spaces. */
const LINE_BREAK_OR_TAB = /\r\n|[\n\r\t\u000B\u000C\u0085\u2028\u2029]/g;

/**
 * Other controls, bidi overrides (which reorder what a reader sees) and lone surrogates (which
 * no encoder can write) become U+FFFD.
 */
const UNREADABLE =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// Characters with a meaning anywhere in a line: code spans, emphasis, links and images (all
// open with `[`), GFM's cell pipes and strikethrough, GitHub's math `$`, the escape itself, and
// the `@`/`#` of GitHub's autolinks. `&`, `<` and `>` (entities and HTML) become entities.
// Other punctuation means nothing mid-line and stays as written, so the raw text still reads.
const INLINE_SYNTAX = /[\\`*_[\]|~$@#&<>]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

// GitHub links @user and #123 after Markdown is rendered, so a backslash does not stop it; a
// zero-width space between the sign and the name does (as Renovate does).
const AUTOLINK_SIGN = /\\@(?=[A-Za-z0-9])|\\#(?=[0-9])/g;
const ZERO_WIDTH_SPACE = '&#8203;';

export function escapeMarkdown(text: string): string {
  const inline = text
    .replace(LINE_BREAK_OR_TAB, ' ')
    .replace(UNREADABLE, '\uFFFD')
    .replace(INLINE_SYNTAX, (c) => ENTITIES[c] ?? `\\${c}`)
    .replace(AUTOLINK_SIGN, (sign) => `${sign}${ZERO_WIDTH_SPACE}`);
  return escapeLineStart(inline);
}

// With no line breaks left, a block can only open at the very start of the text: a list item
// (`-`, `+`, `1.`, `1)`), a setext underline (`=`) or, after four spaces, a code block. Headings,
// quotes, fences, tables and HTML blocks already start with an escaped character.
function escapeLineStart(text: string): string {
  if (text.startsWith(' ')) return `&#32;${text.slice(1)}`;
  const ordered = /^\d{1,9}[.)]/.exec(text);
  if (ordered) return `${ordered[0].slice(0, -1)}\\${text.slice(ordered[0].length - 1)}`;
  return /^[-+=]/.test(text) ? `\\${text}` : text;
}
