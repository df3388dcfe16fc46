// A pattern whose `.` stands alone where a literal dot was meant: `^\d{1,3}.\d{1,3}.\d{1,3}.\d{1,3}$`
// for an IPv4 address matches `1x2x3x4` too, and fixing it to `\.` refuses such strings (fluent-
// operator e8f31a07, a service's listen address). The pattern with those dots escaped is what it
// was written to accept: where the new pattern accepts all of that, it refuses only values that
// put another character where the old pattern's author meant a dot.
//
// Only a `.` that matches one character is taken for a separator: one that a quantifier follows
// (`.+`, `.*`, `.{2}`, `.?`) is a wildcard on purpose. Escapes and character classes are kept as
// they are (RE2 syntax, as the apiserver reads a pattern).

/** The pattern with each lone, unquantified `.` outside a character class escaped; the same string when it has none. */
export function withBareDotsEscaped(pattern: string): string {
  let out = '';
  let changed = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '\\') {
      out += pattern.slice(i, i + 2);
      i++;
    } else if (c === '[') {
      const end = classEnd(pattern, i);
      out += pattern.slice(i, end);
      i = end - 1;
    } else if (c === '.' && !QUANTIFIERS.has(pattern[i + 1] ?? '')) {
      out += '\\.';
      changed = true;
    } else out += c;
  }
  return changed ? out : pattern;
}

const QUANTIFIERS: ReadonlySet<string> = new Set(['*', '+', '?', '{']);

/** Where the character class opened at `start` ends (after its `]`); the pattern's end when it does not. */
function classEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++; // a `]` first in a class is a member
  for (; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[' && pattern[i + 1] === ':') {
      const close = pattern.indexOf(':]', i + 2); // [[:alpha:]]
      if (close !== -1) i = close + 1;
    } else if (c === ']') return i + 1;
  }
  return pattern.length;
}
