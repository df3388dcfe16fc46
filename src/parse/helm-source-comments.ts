// `helm template` writes each rendered document after a comment naming the chart template it
// came from:
//
//   ---
//   # Source: gateway/templates/httproute.yaml
//   apiVersion: gateway.networking.k8s.io/v1
//
// (helm pkg/action/action.go: `fmt.Fprintf(b, "---\n# Source: %s\n%s\n", ...)`). A finding in a
// stream piped from it is placed in the stream (`<stdin>:120`), which the user cannot open; the
// template is where they fix it. Only the file is exact: a rendered line is not a template line.

const SOURCE = /^# Source: (.+?)\s*$/;
const DOCUMENT_START = /^---(?:\s|$)/;

/**
 * For each 1-based line of `text`, the `# Source:` above it in its document; one pass, so a
 * stream with thousands of findings costs one scan. Undefined where no such comment precedes.
 */
export function helmSources(text: string): (line: number) => string | undefined {
  const byLine: (string | undefined)[] = [undefined]; // line 0: a finding about the whole stream
  let current: string | undefined;
  for (const line of text.split('\n')) {
    if (DOCUMENT_START.test(line)) current = undefined;
    const source = SOURCE.exec(line);
    if (source) current = source[1];
    byLine.push(current);
  }
  return (line) => byLine[line];
}

/** The chart template a rendered document came from: its `# Source:` comment, where it has one. */
export function helmSourceIn(document: string): string | undefined {
  for (const line of document.split('\n')) {
    const source = SOURCE.exec(line);
    if (source) return source[1];
  }
  return undefined;
}
