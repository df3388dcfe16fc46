// Carvel ytt templates: YAML whose comments starting `#@` are ytt's code (`#@ load("@ytt:data",
// "data")`, `#@ if …:` / `#@ end`, `key: #@ data.values.x`) or annotations (`#@overlay/match`,
// `#@data/values`). To a YAML reader they are comments, so such a file parses, but what it holds is
// not what ytt writes: kapp-controller's config-dev/build.yaml sets `pull:` in both branches of
// an `#@ if` / `#@ elif`, which ytt renders one of, and a value written `#@ data.values.x` reads
// as null. Only the rendered output is a manifest.

// `#@` then a space (code) or an annotation's namespace (`overlay/`), at the start of a line (after
// a list dash) or after a key or a dash, where ytt reads it.
const YTT = /^([ \t]*(?:-[ \t]+)?|.*?[:-][ \t]+)(#@(?:[ \t]+\S|[a-z]+\/[a-z]))/m;

/** The first ytt directive of the text (1-based line and column), or undefined when it has none. */
export function yttDirective(
  text: string,
): { readonly line: number; readonly column: number; readonly text: string } | undefined {
  if (!text.includes('#@')) return undefined;
  const m = YTT.exec(text);
  if (!m) return undefined;
  const at = m.index + (m[1] ?? '').length;
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  const end = text.indexOf('\n', at);
  return { line, column, text: text.slice(at, end === -1 ? undefined : end).trimEnd() };
}
