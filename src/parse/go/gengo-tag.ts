import type { GoCommentLine } from './go-file.js';

// Comment tags ("markers") in the shape gengo reads (k8s.io/gengo/v2 codetags): `+name`,
// `+name(args)`, `+name=value`, where a value runs to the end of the line and may itself be a
// tag (`+k8s:ifEnabled(Gate)=+k8s:minimum=0`). Quoted and backticked parts of args and values
// are kept whole: they may hold `=`, `,`, `:` and `(` (spec/go-lifecycle.md §2).

export interface GengoTag {
  /** Letters, digits and `_ - . :`, e.g. `k8s:prerelease-lifecycle-gen:introduced`. */
  readonly name: string;
  readonly args: readonly string[];
  /** Everything after `=`, right-trimmed; undefined for a tag without `=`. */
  readonly value?: string;
  /** The text after `+`, right-trimmed. */
  readonly raw: string;
  /** Position of the `+`. */
  readonly line: number;
  readonly column: number;
}

export interface GengoTagError {
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

const NAME_CHAR = /[A-Za-z0-9_\-.:]/;

/**
 * The tag a comment line holds: undefined when its text (after `//` and spaces) does not start
 * with `+`, so a `+` in prose is never a tag.
 */
export function tagOfComment(comment: GoCommentLine): GengoTag | GengoTagError | undefined {
  const text = comment.text;
  let i = 0;
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] !== '+') return undefined;
  return tagAt(text.slice(i + 1).trimEnd(), comment.line, comment.column + 2 + i);
}

/**
 * The tag and each tag its value holds, outermost first, with positions:
 * `+k8s:beta(since: "1.37")=+k8s:ifEnabled(Gate)=+k8s:minimum=0` is three tags (gengo's
 * codetags reads a value that starts with `+` as a tag). The chain stops at a value that is not a
 * tag, or at a malformed one, which is returned last.
 */
export function tagChain(tag: GengoTag): (GengoTag | GengoTagError)[] {
  const chain: (GengoTag | GengoTagError)[] = [tag];
  let current = tag;
  while (current.value !== undefined) {
    const lead = current.value.length - current.value.trimStart().length;
    if (current.value[lead] !== '+') break;
    // The value is the end of raw, and raw starts one column after the `+`.
    const plus = current.column + 1 + current.raw.length - current.value.length + lead;
    const next = tagAt(current.value.slice(lead + 1), current.line, plus);
    chain.push(next);
    if ('message' in next) break;
    current = next;
  }
  return chain;
}

/** A tag's text after its `+`, whose `+` stands at line:column. */
function tagAt(raw: string, line: number, column: number): GengoTag | GengoTagError {
  const parsed = parseTagText(raw);
  return 'message' in parsed ? { line, column, message: parsed.message } : { ...parsed, raw, line, column };
}

function parseTagText(raw: string): { name: string; args: string[]; value?: string } | { message: string } {
  let i = 0;
  while (i < raw.length && NAME_CHAR.test(raw[i] ?? '')) i++;
  const name = raw.slice(0, i);
  if (name === '') return { message: `a tag must start with a name of letters, digits and "_-.:" after "+"` };
  let args: string[] = [];
  if (raw[i] === '(') {
    const close = indexOutsideQuotes(raw, ')', i + 1);
    if (close === -1) return { message: `the arguments of +${name} are not closed with ")"` };
    const inner = raw.slice(i + 1, close);
    args = inner.trim() === '' ? [] : splitOutsideQuotes(inner, ',').map((a) => a.trim());
    i = close + 1;
  }
  if (raw[i] === '=') return { name, args, value: raw.slice(i + 1) };
  if (i < raw.length && raw[i] !== ' ' && raw[i] !== '\t')
    return { message: `unexpected ${JSON.stringify(raw[i])} after +${raw.slice(0, i)}` };
  return { name, args };
}

/** The index of `ch` at or after `from`, outside "…", '…' and `…`; -1 when there is none. */
export function indexOutsideQuotes(text: string, ch: string, from = 0): number {
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote !== undefined) {
      if (c === '\\' && quote !== '`') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === ch) return i;
  }
  return -1;
}

/** Splits on `sep` outside quotes; an unclosed quote keeps the rest of the text whole. */
export function splitOutsideQuotes(text: string, sep: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    const at = indexOutsideQuotes(text, sep, start);
    if (at === -1) break;
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}
