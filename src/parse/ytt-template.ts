// Carvel ytt templates: YAML whose comments starting `#@` are ytt's code (`#@ load("@ytt:data",
// "data")`, `#@ if …:` / `#@ end`, `key: #@ data.values.x`) or annotations (`#@overlay/match`,
// `#@data/values`). To a YAML reader they are comments, so such a file parses, but what it holds is
// not what ytt writes: kapp-controller's config-dev/build.yaml sets `pull:` in both branches of
// an `#@ if` / `#@ elif`, which ytt renders one of, and a value written `#@ data.values.x` reads
// as null. Only the rendered output is a manifest.

// `#@` then a space (code) or an annotation's namespace (`overlay/`), at the start of a line (after
// a list dash) or after a key or a dash, where ytt reads it.
const YTT = /^([ \t]*(?:-[ \t]+)?|.*?[:-][ \t]+)(#@(?:[ \t]+\S|[a-z]+\/[a-z]))/gm;

/** The first ytt directive of the text (1-based line and column), or undefined when it has none. */
export function yttDirective(
  text: string,
): { readonly line: number; readonly column: number; readonly text: string } | undefined {
  if (!text.includes('#@')) return undefined;
  let inBlock: ((line: number) => boolean) | undefined;
  for (const m of text.matchAll(YTT)) {
    const at = m.index + (m[1] ?? '').length;
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    // Text of a block scalar is no comment, and ytt reads none of it (a ytt overlay kept in a
    // ConfigMap, a workflow's heredoc: kpack's ci.yaml `run: |` holds `#@ load(...)`).
    if ((inBlock ??= blockScalarLines(text))(line)) continue;
    const column = at - before.lastIndexOf('\n');
    const end = text.indexOf('\n', at);
    return { line, column, text: text.slice(at, end === -1 ? undefined : end).trimEnd() };
  }
  return undefined;
}

// A block scalar's header: a key or a list dash, then `|` or `>` with its chomping and indentation
// indicators, and perhaps a comment.
const BLOCK_HEADER = /^([ \t]*)((?:-[ \t]+)*)([^#\s][^#]*?:[ \t]+)?[|>][-+0-9]*[ \t]*(?:#.*)?$/;

/** Whether each line (1-based) of the text is the content of a block scalar: below its header, indented deeper than it. */
function blockScalarLines(text: string): (line: number) => boolean {
  const content = new Set<number>();
  const lines = text.split('\n');
  let parent = -1; // the header's indentation while in a block scalar
  lines.forEach((l, i) => {
    if (parent >= 0) {
      if (l.trim() === '' || indentOf(l) > parent) {
        content.add(i + 1);
        return;
      }
      parent = -1;
    }
    // Deeper than its key (`- run: |`: than `run`), or than its dash where it has none (`- |`).
    const header = BLOCK_HEADER.exec(l);
    if (header) parent = (header[1] ?? '').length + (header[3] === undefined ? 0 : (header[2] ?? '').length);
  });
  return (line) => content.has(line);
}

const indentOf = (line: string): number => line.length - line.trimStart().length;
