import { codeSpan, escapeInline, escapeMarkdown } from './escape-markdown.js';

// Rule messages quote YAML in backticks ("remove `nullable: true` from openAPIV3Schema"), which
// escapeMarkdown would show as literal backticks. Here a pair of equal backtick runs becomes a
// code span and everything else is escaped as usual, so the message reads as its author wrote it.
// Values from the files under review are interpolated into messages too: whatever they hold, a
// code span is literal text, so pairing a stray backtick wrongly costs looks, never safety.

const CODE_SPAN = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

/** One line of inline Markdown for a finding's message, wherever it is placed (cell, paragraph, list). */
export function markdownMessage(message: string): string {
  let out = '';
  let from = 0;
  for (const m of message.matchAll(CODE_SPAN)) {
    const span = codeSpan(m[2] ?? '');
    if (span === undefined) continue; // a pipe inside: left to plain escaping below
    const before = message.slice(from, m.index);
    out += from === 0 ? escapeMarkdown(before) : escapeInline(before);
    out += span;
    from = m.index + m[0].length;
  }
  const rest = message.slice(from);
  return out + (from === 0 ? escapeMarkdown(rest) : escapeInline(rest));
}
