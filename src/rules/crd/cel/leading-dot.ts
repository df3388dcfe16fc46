// CEL lets a name start with a dot: `.self.group` is `self.group` looked up from the root scope
// (cel-spec langdef.md "Name Resolution"; cel-go's grammar: `'.'? IDENTIFIER`), and kube-apiserver
// compiles it (Kong's KongReferenceGrant rules are written so). The CEL library refuses it
// ("Unexpected token: DOT"): each place that hands a rule to the library first writes such a dot
// as a space, which keeps every offset. Without a container (Kubernetes sets none) the root scope
// is the only one but for macro variables, so the name means the same; a rule that names a macro
// variable with a leading dot to reach past it is not known to exist.

/** A character after which a `.` begins a name rather than selecting a field. */
const BEFORE_NAME = /[([{,!?:&|=<>+\-*/%]/;

/** `expression` with the dot of each leading-dot name written as a space (strings left alone). */
export function withoutLeadingDots(expression: string): string {
  if (!expression.includes('.')) return expression;
  const out = expression.split('');
  let previous = ''; // the last character outside strings that is not a space
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i] as string;
    if (c === '"' || c === "'") {
      const raw = /[rR]/.test(expression[i - 1] ?? '') && !/\w/.test(expression[i - 2] ?? '');
      const triple = expression.startsWith(c.repeat(3), i);
      const close = triple ? c.repeat(3) : c;
      let j = i + close.length;
      while (j < expression.length && !expression.startsWith(close, j)) j += !raw && expression[j] === '\\' ? 2 : 1;
      i = j + close.length - 1;
      previous = c;
      continue;
    }
    if (c === '.' && /[A-Za-z_]/.test(expression[i + 1] ?? '') && (previous === '' || BEFORE_NAME.test(previous)))
      out[i] = ' ';
    if (!/\s/.test(c)) previous = c;
  }
  return out.join('');
}
