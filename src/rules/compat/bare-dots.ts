import { rewritePattern } from './pattern-classes.js';

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
  return rewritePattern(pattern, {
    char: (c, next) => (c === '.' && !QUANTIFIERS.has(next ?? '') ? '\\.' : c),
  });
}

const QUANTIFIERS: ReadonlySet<string> = new Set(['*', '+', '?', '{']);
