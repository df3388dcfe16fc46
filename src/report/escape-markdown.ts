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
  return escapeLineStart(escapeInline(text));
}

// GFM links bare `https://…` and `www.…` text (its autolink extension), so a placeholder such as
// https://github.com/OWNER/REPO/pull/N in a message would read as a real link. A URL is shown as
// code instead: not a link, and copied as written. Trailing punctuation stays outside, as GFM
// leaves it outside its links.
const BARE_URL = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)[^\s<>`|"'\\]+/gi;
const TRAILING = /[.,:;!?*_~']+$/;

/** Like escapeMarkdown, for text that does not start a line (the middle of a cell or a sentence). */
export function escapeInline(text: string): string {
  const flat = text.replace(LINE_BREAK_OR_TAB, ' ').replace(UNREADABLE, '\uFFFD');
  let out = '';
  let from = 0;
  for (const m of flat.matchAll(BARE_URL)) {
    const url = trimUrl(m[0]);
    out += escapeText(flat.slice(from, m.index)) + (codeSpan(url) ?? escapeText(url));
    from = m.index + url.length;
  }
  return out + escapeText(flat.slice(from));
}

function trimUrl(url: string): string {
  let trimmed = url.replace(TRAILING, '');
  // A closing parenthesis ends the URL unless the URL opened one: "(see https://x/y)".
  while (trimmed.endsWith(')') && count(trimmed, '(') < count(trimmed, ')'))
    trimmed = trimmed.slice(0, -1).replace(TRAILING, '');
  return trimmed;
}

const count = (s: string, c: string): number => s.split(c).length - 1;

function escapeText(text: string): string {
  return text
    .replace(INLINE_SYNTAX, (c) => ENTITIES[c] ?? `\\${c}`)
    .replace(AUTOLINK_SIGN, (sign) => `${sign}${ZERO_WIDTH_SPACE}`);
}

/**
 * `text` as a code span, on one line, or undefined when it holds a pipe: inside a table cell a
 * pipe must be written `\|` even in code, and outside a table that backslash would show, so no
 * one spelling is right everywhere.
 */
export function codeSpan(text: string): string | undefined {
  const flat = text.replace(LINE_BREAK_OR_TAB, ' ').replace(UNREADABLE, '\uFFFD');
  if (flat.includes('|') || flat.trim() === '') return undefined;
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  // A span that starts or ends with a backtick or a space is padded, and one space each side is stripped.
  const pad = /^[` ]|[` ]$/.test(flat) ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
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
