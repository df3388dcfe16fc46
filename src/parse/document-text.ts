// The text of one document of a YAML stream, from the separator before it (where the comments
// written above it stand: Helm's `# Source:`) up to the next separator, for the rules that read
// what a document's comments say of it (cr/scaffold-sample.ts, cr/helm-rendered-crd.ts).

const SEPARATOR = /^---(?:[ \t\r]|$)/m;

/** The document at `offset` (an ObjectSource's docOffset) of `text`, its separator included. */
export function documentTextAt(text: string, offset: number): string {
  const start = Math.max(0, text.lastIndexOf('\n---', offset) + 1);
  const rest = text.slice(start);
  // The next separator after the document's own first line.
  const firstLineEnd = rest.indexOf('\n');
  if (firstLineEnd === -1) return rest;
  const next = rest.slice(firstLineEnd + 1).search(SEPARATOR);
  return next === -1 ? rest : rest.slice(0, firstLineEnd + 1 + next);
}
