import { isMap, isScalar, isSeq, parseDocument, type Node, type Document } from 'yaml';
import { LineIndex } from './line-index.js';
import type { ObjectSource } from './kube-object.js';

// Where a value of a parsed object stands in its file. Run only for findings, so the cost of
// `yaml`'s position-keeping parse is paid for a few documents, not the whole repository.

export interface SourceRange {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

interface ParsedDoc {
  readonly doc: Document.Parsed;
  readonly offset: number;
}

/** One per run: it caches the line index of each file and the documents it has re-read. */
export class Locator {
  private readonly lines = new Map<string, LineIndex>();
  private readonly docs = new Map<string, ParsedDoc>();

  constructor(private readonly textOf: (file: string) => string | undefined) {}

  /**
   * The range of the value at `segments` below the object, or of the nearest present parent
   * when the value is missing. A scalar is located at its value; a mapping or sequence at its
   * key, which is where a reader looks for it.
   */
  locate(source: ObjectSource, segments: readonly string[]): SourceRange {
    const text = this.textOf(source.file) ?? '';
    const lines = this.lineIndex(source.file, text);
    const parsed = this.document(source, text, source.prefix.length === 0 ? segments[0] : undefined);
    if (!parsed) return this.lineRange(lines, source.docLine);
    let node: unknown = parsed.doc.contents;
    let anchor: Node | undefined; // the key of the last step, or the item itself
    for (const step of [...source.prefix.map(String), ...segments]) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === step);
        if (!pair) break;
        anchor = isScalar(pair.key) ? pair.key : anchor;
        node = pair.value;
      } else if (isSeq(node) && /^\d+$/.test(step)) {
        const item = node.items[Number(step)];
        if (item === undefined) break;
        node = item;
        anchor = isScalar(item) || isMap(item) || isSeq(item) ? item : anchor;
      } else break;
    }
    const target = isScalar(node) && anchor !== node ? node : anchor;
    const range = target?.range;
    if (!range) return this.lineRange(lines, source.docLine);
    // A mapping or sequence item starts at its first key; its end is the end of that key.
    const end = isScalar(target) ? range[1] : firstLineEnd(text, parsed.offset + range[0]) - parsed.offset;
    const start = lines.position(parsed.offset + range[0]);
    const stop = lines.position(parsed.offset + Math.max(end, range[0]));
    return { line: start.line, column: start.column, endLine: stop.line, endColumn: stop.column };
  }

  /** The whole of one line, for findings that are about a line rather than a value. */
  lineRange(lines: LineIndex, line: number): SourceRange {
    return { line, column: 1, endLine: line, endColumn: 1 };
  }

  lineIndex(file: string, text = this.textOf(file) ?? ''): LineIndex {
    let index = this.lines.get(file);
    if (!index) {
      index = new LineIndex(text);
      this.lines.set(file, index);
    }
    return index;
  }

  /**
   * The document of `source`, parsed with positions. When the value sought lies below one
   * top-level key, only the text up to the end of that key's section is parsed: YAML reads
   * forwards (an alias refers back to its anchor), so the nodes before a top-level key are the
   * same with or without what follows, and findings (approval annotations, mostly) sit near the
   * top of CRDs that run to megabytes. A cut that is not a clean boundary shows as a parse error,
   * and the whole document is parsed instead.
   */
  private document(source: ObjectSource, text: string, topKey: string | undefined): ParsedDoc | undefined {
    const end = nextDocumentStart(text, source.docOffset);
    const cut = topKey === undefined ? end : sectionEnd(text, source.docOffset, end, topKey);
    if (cut < end) {
      const prefix = this.parse(source.file, text, source.docOffset, cut);
      if (prefix && prefix.doc.errors.length === 0) return prefix;
    }
    return this.parse(source.file, text, source.docOffset, end);
  }

  private parse(file: string, text: string, start: number, end: number): ParsedDoc | undefined {
    const key = `${file}\u0000${start}\u0000${end}`;
    const cached = this.docs.get(key);
    if (cached) return cached;
    try {
      const doc = parseDocument(text.slice(start, end), { uniqueKeys: false, prettyErrors: false, strict: false });
      const parsed = { doc, offset: start };
      this.docs.set(key, parsed);
      return parsed;
    } catch {
      return undefined; // js-yaml accepted it; a disagreement here costs only precision
    }
  }
}

/**
 * Where the section of the top-level key `key` (written plain, at column 0) ends: the start of
 * the next line at column 0 that can only begin another top-level key. `end` when there is none.
 */
function sectionEnd(text: string, start: number, end: number, key: string): number {
  let inSection = false;
  for (let at = start; at < end; ) {
    const nl = text.indexOf('\n', at);
    const next = nl === -1 || nl >= end ? end : nl + 1;
    if (inSection) {
      if (STARTS_KEY.test(text[at] ?? '')) return at;
    } else if (text.startsWith(key, at) && /^[ \t]*:(?:[ \t\r\n]|$)/.test(text.slice(at + key.length, next))) {
      inSection = true;
    }
    at = next;
  }
  return end;
}

/** A character that starts a plain or quoted key; never a sequence entry, comment or document marker. */
const STARTS_KEY = /^[A-Za-z0-9_"']$/;

function nextDocumentStart(text: string, from: number): number {
  const re = /^---(?=[ \t\r\n]|$)/gm;
  re.lastIndex = from + 1;
  for (let m = re.exec(text); m; m = re.exec(text)) if (m.index > from) return m.index;
  return text.length;
}

function firstLineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl === -1 ? text.length : nl;
}
