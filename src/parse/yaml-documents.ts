// Splits a YAML stream into its documents at column-0 `---` markers, so that each document is
// parsed (and, for findings, located) on its own: a broken document costs only itself, and
// placing a finding re-reads one document rather than a whole multi-megabyte bundle.
// A `---` at column 0 always starts a document: inside a block scalar it ends the scalar, and
// inside a quoted scalar it is an error in YAML 1.2 either way.

export interface DocumentChunk {
  readonly text: string;
  /** Offset of the chunk in the file's text, and its first line (1-based). */
  readonly offset: number;
  readonly line: number;
}

const MARKER = /^---(?=[ \t\r\n]|$)/gm;

export function splitDocuments(text: string): DocumentChunk[] {
  const starts = [0];
  for (const m of text.matchAll(MARKER)) if (m.index !== 0) starts.push(m.index);
  const chunks: DocumentChunk[] = [];
  let line = 1;
  let pending: { offset: number; line: number } | undefined; // directives wait for their document
  for (let i = 0; i < starts.length; i++) {
    const offset = starts[i] ?? 0;
    const end = starts[i + 1] ?? text.length;
    const piece = text.slice(offset, end);
    const start = pending ?? { offset, line };
    if (isDirectivesOnly(piece) && i + 1 < starts.length) pending = start;
    else {
      pending = undefined;
      chunks.push({ text: text.slice(start.offset, end), offset: start.offset, line: start.line });
    }
    line += countNewlines(piece);
  }
  return chunks;
}

function isDirectivesOnly(piece: string): boolean {
  // Directives are rare; a piece without a `%` at a line start has none (the common case).
  if (!piece.startsWith('%') && !piece.includes('\n%')) return false;
  let sawDirective = false;
  for (const raw of piece.split('\n')) {
    const l = raw.trim();
    if (l.startsWith('%')) sawDirective = true;
    else if (l !== '' && !l.startsWith('#')) return false;
  }
  return sawDirective;
}

function countNewlines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
