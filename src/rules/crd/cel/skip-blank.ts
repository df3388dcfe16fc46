/**
 * The first offset at or after `from` that is neither whitespace nor inside a `//` comment: where
 * the next token of a CEL expression starts (cel-go places a call at its `(` and a select at its
 * `.`, which may follow blanks and comments).
 */
export function skipBlank(expression: string, from: number): number {
  let i = from;
  while (i < expression.length) {
    const c = expression[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') i++;
    else if (c === '/' && expression[i + 1] === '/') {
      const end = expression.indexOf('\n', i);
      i = end === -1 ? expression.length : end + 1;
    } else break;
  }
  return i;
}
