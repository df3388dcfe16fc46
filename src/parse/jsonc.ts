// JSON with comments (JSONC): VS Code's settings, devcontainer.json, tsconfig.json and many
// tools' configuration files. It is its own format, not broken JSON: such a file is read as what
// it is, so that a tool's configuration is not reported as an unreadable manifest. kubectl's
// reader (sigs.k8s.io/yaml) knows neither comments nor trailing commas, so a JSONC file that
// holds a Kubernetes object is still one kubectl cannot read.

export interface JsoncValue {
  readonly value: unknown;
  /** Offset of the first comment or trailing comma: where plain JSON readers stop. */
  readonly firstExtension: number;
}

/**
 * The value of `text` when it is JSON once `//` and `/* *\/` comments and trailing commas are
 * taken out, and it has at least one of them; undefined otherwise (plain JSON, YAML, or neither).
 */
export function readJsonc(text: string): JsoncValue | undefined {
  const first = /\S/.exec(text);
  if (!first || !'{[/'.includes(first[0])) return undefined;
  const stripped = stripExtensions(text);
  if (stripped === undefined || stripped.firstExtension === -1) return undefined;
  try {
    return { value: JSON.parse(stripped.json) as unknown, firstExtension: stripped.firstExtension };
  } catch {
    return undefined;
  }
}

/**
 * The text with comments and trailing commas blanked out (same length, so offsets hold), and
 * where the first of them was; undefined when a comment or string is not closed.
 */
export function stripExtensions(text: string): { json: string; firstExtension: number } | undefined {
  const out: string[] = [];
  let firstExtension = -1;
  let pendingComma = -1; // index in `out` of a comma that a `}` or `]` may turn into a trailing one
  const mark = (at: number) => {
    if (firstExtension === -1 || at < firstExtension) firstExtension = at;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '"') {
      const end = stringEnd(text, i);
      if (end === -1) return undefined;
      out.push(text.slice(i, end + 1));
      for (let k = i + 1; k <= end; k++) out.push(''); // one entry per character of the text
      i = end;
      pendingComma = -1;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      mark(i);
      const nl = text.slice(i).search(/[\r\n]/);
      const end = nl === -1 ? text.length : i + nl;
      for (let k = i; k < end; k++) out.push(' ');
      i = end - 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      mark(i);
      const close = text.indexOf('*/', i + 2);
      if (close === -1) return undefined;
      for (let k = i; k < close + 2; k++) out.push(/[\r\n]/.test(text[k] ?? '') ? (text[k] ?? '') : ' ');
      i = close + 1;
      continue;
    }
    if (c === ',') pendingComma = out.length;
    else if ((c === '}' || c === ']') && pendingComma !== -1) {
      mark(pendingComma);
      out[pendingComma] = ' ';
      pendingComma = -1;
    } else if (!/\s/.test(c)) pendingComma = -1;
    out.push(c);
  }
  return { json: out.join(''), firstExtension };
}

/** The index of the quote that closes the string opening at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"') return i;
    else if (c === '\n' || c === '\r') return -1;
  }
  return -1;
}
