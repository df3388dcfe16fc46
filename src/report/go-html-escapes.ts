// Go's encoding/json escapes `<`, `>` and `&` as \u003c, \u003e and \u0026 (HTMLEscape), and
// kube-apiserver prints values with it: a CEL rule's `a > 0 && b` reads `a \u003e 0 \u0026\u0026 b`
// in its error. The same JSON with those three characters written plainly means the same value;
// people read it here (data.apiserver keeps the apiserver's exact text). An escape counts only
// where its backslash is not itself escaped (`\\u003e` is a backslash and `u003e`).

const ESCAPED = /(\\+)u00(3[cCeE]|26)/g;

export function withoutHtmlEscapes(text: string): string {
  if (!text.includes('\\u00')) return text; // nearly every message: no escape to look at
  return text.replace(ESCAPED, (match, slashes: string, code: string) =>
    slashes.length % 2 === 1 ? `${slashes.slice(1)}${String.fromCharCode(parseInt(code, 16))}` : match,
  );
}
