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

export function splitDocuments(text: string): DocumentChunk[] {
  const starts = markerOffsets(text);
  const chunks: DocumentChunk[] = [];
  let line = 1;
  let pending: { offset: number; line: number } | undefined; // directives wait for their document
  for (let i = 0; i < starts.length; i++) {
    const offset = starts[i] ?? 0;
    const isLast = i + 1 === starts.length;
    const end = isLast ? text.length : (starts[i + 1] ?? text.length);
    const start = pending ?? { offset, line };
    // The last piece has no document after it to hand directives to.
    if (!isLast && isDirectivesOnly(text.slice(offset, end))) pending = start;
    else {
      pending = undefined;
      chunks.push({ text: text.slice(start.offset, end), offset: start.offset, line: start.line });
    }
    // Lines are counted up to the last marker only: most files are one document, and need none.
    if (!isLast) line += countNewlines(text, offset, end);
  }
  return chunks;
}

/**
 * 0, and the offset of every `---` at the start of a line (after \n, or a lone \r, both YAML line
 * breaks) that ends the text or is followed by a space, a tab or a line break.
 */
function markerOffsets(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('---'); i !== -1; i = text.indexOf('---', i + 3)) {
    const before = i === 0 ? -1 : text.charCodeAt(i - 1);
    if (before !== 0x0a && before !== 0x0d) continue;
    const next = text.charCodeAt(i + 3); // NaN past the end
    if (Number.isNaN(next) || next === 0x20 || next === 0x09 || next === 0x0d || next === 0x0a) starts.push(i);
  }
  return starts;
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

function countNewlines(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = s.indexOf('\n', from); i !== -1 && i < to; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
