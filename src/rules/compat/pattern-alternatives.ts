import { classClose } from './pattern-classes.js';

// A pattern widened by adding alternatives beside the old one: zalando's postgres-operator made
// `^IPV4CIDR$` into `^(IPV4CIDR|IPV6CIDR)$` (1036350e), whose IPv6 branch, with its many counted
// repetitions, is beyond the exact comparison's budget (pattern-inclusion.ts). Read as text: with
// the same anchors, a head whose top-level alternatives (inside one enclosing group or not) include
// the base's body, written the same, matches every string the base matched.

/**
 * True when `head` is `base`'s body among other alternatives, with the same anchors; or `base`
 * whole, as written or in one group, among the top-level alternatives of `head`, each anchored as
 * it is: a value `base` matches somewhere, one of head's alternatives matches there too. That is
 * the form compare-schemas.ts gives a pattern to count only values within some lengths
 * (`(?:P)|^(?s:.){254,}$`), whose comparison with P walked tens of thousands of states for a DNS
 * subdomain's pattern in every review of a CRD that had one (issue 17).
 */
export function hasBaseAsAlternative(base: string, head: string): boolean {
  const whole = topLevelAlternatives(head);
  if (whole !== undefined && whole.length > 1 && whole.some((a) => a === base || ungrouped(a) === base)) return true;
  const b = anchored(base);
  const h = anchored(head);
  if (b.start !== h.start || b.end !== h.end) return false;
  const bodies = new Set([b.body, ungrouped(b.body) ?? b.body]);
  const alternatives = topLevelAlternatives(ungrouped(h.body) ?? h.body);
  return alternatives !== undefined && alternatives.length > 1 && alternatives.some((a) => bodies.has(a));
}

function anchored(pattern: string): { start: boolean; end: boolean; body: string } {
  const start = pattern.startsWith('^');
  // `\$` is a literal dollar, not an anchor.
  const end = pattern.endsWith('$') && !isEscaped(pattern, pattern.length - 1);
  return { start, end, body: pattern.slice(start ? 1 : 0, end ? -1 : undefined) };
}

/** The inside of `(…)` or `(?:…)` when that one group encloses the whole text. */
function ungrouped(text: string): string | undefined {
  if (!text.startsWith('(') || !text.endsWith(')') || isEscaped(text, text.length - 1)) return undefined;
  if (text.startsWith('(?') && !text.startsWith('(?:')) return undefined; // flags or a named group
  const close = closingOf(text, 0);
  if (close !== text.length - 1) return undefined;
  return text.slice(text.startsWith('(?:') ? 3 : 1, -1);
}

/** The index of the `)` closing the group that opens at `open`, or -1. */
function closingOf(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') i = classClose(text, i);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The alternatives of `|` outside groups and classes; undefined when the text is unbalanced. */
function topLevelAlternatives(text: string): string[] | undefined {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') i = classClose(text, i);
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
    if (depth < 0 || i >= text.length) return undefined;
  }
  if (depth !== 0) return undefined;
  out.push(text.slice(from));
  return out;
}

/** Whether the character at `at` follows an odd number of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let n = 0;
  for (let i = at - 1; i >= 0 && text[i] === '\\'; i--) n++;
  return n % 2 === 1;
}
