import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../src/report/escape-markdown.js';

// What an attacker-controlled string can hold: Markdown and HTML syntax, GitHub autolinks, every
// kind of line break, bidi overrides, lone surrogates, and arbitrary Unicode around them.
const hostileUnit = fc.constantFrom(
  '|',
  '`',
  '<',
  '>',
  '*',
  '_',
  '[',
  ']',
  '(',
  ')',
  '!',
  '\\',
  '&',
  '#',
  '@',
  '~',
  '$',
  '-',
  '+',
  '=',
  '.',
  ':',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\u2028',
  '\u0085',
  '\u202E',
  '\uD800',
  '\uDC00',
  '\u0000',
  '\u001B',
  'a',
  'Z',
  '1',
  ' ',
  'é',
  '日',
  '😀',
  '&#8203;',
  '&lt;',
  '<script>',
  '<!--',
  '](',
  '![x](y)',
  '@octocat',
  '#12',
  'https://',
  'http://x.test/',
  'www.',
  '/OWNER/REPO/pull/N',
  'mailto:',
);
const hostile = fc.oneof(
  fc.string({ unit: hostileUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
);

const LINE_BREAKS = /\r\n|[\n\r\t\u000B\u000C\u0085\u2028\u2029]/g;
const UNREADABLE =
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#8203;': '',
  '&#32;': ' ',
};
/** Characters with inline meaning; in the output each must be escaped or part of an entity. */
const SYNTAX = new Set(['\\', '`', '*', '_', '[', ']', '|', '~', '$', '@', '#', '&', '<', '>']);

/**
 * Reads escaped text the way a CommonMark renderer reads inline text, and fails on any syntax
 * character that is not escaped: the output must mean nothing but its characters.
 */
function renderAsText(escaped: string): string {
  let out = '';
  for (let i = 0; i < escaped.length;) {
    const entity = Object.keys(ENTITIES).find((e) => escaped.startsWith(e, i));
    const ch = escaped.charAt(i);
    if (entity) {
      out += ENTITIES[entity];
      i += entity.length;
    } else if (ch === '`') {
      // A code span: its text is literal, up to a backtick run of the same length.
      const run = /^`+/.exec(escaped.slice(i))?.[0] ?? '`';
      const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
      close.lastIndex = i + run.length;
      const end = close.exec(escaped);
      if (!end) throw new Error(`unclosed code span at ${i} in ${JSON.stringify(escaped)}`);
      const text = escaped.slice(i + run.length, end.index);
      out += /^ .* $/.test(text) && text.trim() !== '' ? text.slice(1, -1) : text;
      i = end.index + run.length;
    } else if (ch === '\\') {
      const next = escaped.charAt(i + 1);
      if (!ASCII_PUNCTUATION.test(next)) throw new Error(`stray backslash at ${i} in ${JSON.stringify(escaped)}`);
      out += next;
      i += 2;
    } else if (SYNTAX.has(ch)) {
      throw new Error(`unescaped ${ch} at ${i} in ${JSON.stringify(escaped)}`);
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

/** GFM splits a row at pipes that no backslash escapes. */
function tableCells(row: string): string[] {
  const cells = [''];
  for (let i = 0; i < row.length; i++) {
    const ch = row.charAt(i);
    if (ch === '\\') cells[cells.length - 1] += ch + row.charAt(++i);
    else if (ch === '|') cells.push('');
    else cells[cells.length - 1] += ch;
  }
  return cells;
}

describe('escapeMarkdown', () => {
  it.each([
    ['plain words', 'spec.names.kind is required', 'spec.names.kind is required'],
    ['a pipe that would split a table cell', 'a|b', 'a\\|b'],
    ['HTML', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['an entity is shown, not decoded', 'a &amp; b', 'a &amp;amp; b'],
    ['emphasis', '**bold** _it_', '\\*\\*bold\\*\\* \\_it\\_'],
    ['a code span', '`x`', '\\`x\\`'],
    ['a link', '[click](https://evil.example)', '\\[click\\](`https://evil.example`)'],
    [
      'a placeholder URL is code, not a link',
      'link it (https://github.com/OWNER/REPO/pull/N).',
      'link it (`https://github.com/OWNER/REPO/pull/N`).',
    ],
    ['a URL with parentheses of its own keeps them', 'see https://x.test/a_(b).', 'see `https://x.test/a_(b)`.'],
    ['a www. address', 'www.example.com/x, then', '`www.example.com/x`, then'],
    ['a URL ends at a backtick', 'https://x.test/`a`', '`https://x.test/`\\`a\\`'],
    ['an image', '![x](y)', '!\\[x\\](y)'],
    ['a field path keeps its dots', 'spec.versions[0].schema', 'spec.versions\\[0\\].schema'],
    ['a mention', 'ping @octocat', 'ping \\@&#8203;octocat'],
    ['an email address is not a mention', 'a@ b', 'a\\@ b'],
    ['an issue reference', 'fixes #12', 'fixes \\#&#8203;12'],
    ['a cross-repository reference', 'kubernetes/enhancements#1111', 'kubernetes/enhancements\\#&#8203;1111'],
    ['newlines of every kind', 'a\nb\r\nc\rd\u2028e', 'a b c d e'],
    ['a tab', 'a\tb', 'a b'],
    ['a bidi override', 'abc\u202Edef', 'abc\uFFFDdef'],
    ['an escape sequence', '\u001B[31mred', '\uFFFD\\[31mred'],
    ['a backslash', 'C:\\path', 'C:\\\\path'],
    ['strikethrough and math', '~~no~~ $x$', '\\~\\~no\\~\\~ \\$x\\$'],
    ['a heading', '# Title', '\\# Title'],
    ['a list item', '- item', '\\- item'],
    ['an ordered list item', '1. first', '1\\. first'],
    ['an ordered list item with a parenthesis', '12) first', '12\\) first'],
    ['a setext underline', '===', '\\==='],
    ['an indented code block', '    code', '&#32;   code'],
    ['a quote', '> quoted', '&gt; quoted'],
    ['GitHub alert syntax', '> [!NOTE]', '&gt; \\[!NOTE\\]'],
  ])('%s', (_name, input, expected) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });

  it('renders as exactly the input, with line breaks as spaces and unreadable characters as U+FFFD', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const expected = text.replace(LINE_BREAKS, ' ').replace(UNREADABLE, '\uFFFD');
        expect(renderAsText(escapeMarkdown(text))).toBe(expected);
      }),
    );
  });

  it('leaves no raw line break, no < or >, and no pipe without its backslash', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const escaped = escapeMarkdown(text);
        expect(escaped).not.toMatch(/[\n\r\u000B\u000C\u0085\u2028\u2029]/);
        expect(escaped).not.toMatch(/[<>]/);
        // Every pipe is preceded by an odd run of backslashes, i.e. escaped.
        for (const m of escaped.matchAll(/(\\*)\|/g)) expect((m[1] ?? '').length % 2).toBe(1);
      }),
    );
  });

  it('keeps a table row at its number of cells', () => {
    fc.assert(
      fc.property(hostile, hostile, (a, b) => {
        expect(tableCells(`| 6 | ${escapeMarkdown(a)} | ${escapeMarkdown(b)} |`)).toHaveLength(5);
      }),
    );
  });

  it('leaves no @mention or #reference for GitHub to link', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        // Our own entities stand for one invisible character; `&#8203;` itself holds a #8.
        // Nor does GitHub link anything inside a code span. A backslash makes the next character
        // literal, read left to right: an escaped backtick opens no code span (`\`|https://#12` is a
        // backtick, a pipe and a code span), and `\\` is a backslash before whatever follows.
        const escaped = escapeMarkdown(text)
          .replace(/&#8203;|&#32;/g, '\u200B')
          .replace(/\\([\s\S])/g, (_, c: string) => (c === '`' ? '\u200B' : c))
          .replace(/(`+)[^`][\s\S]*?\1/g, '');
        expect(escaped).not.toMatch(/@[A-Za-z0-9]/);
        expect(escaped).not.toMatch(/#[0-9]/);
      }),
    );
  });

  it('cannot open a block when placed at the start of a line', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(escapeMarkdown(text)).not.toMatch(/^(?:[-+= ]|\d{1,9}[.)])/);
      }),
    );
  });
});
