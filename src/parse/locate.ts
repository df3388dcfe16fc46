import { CstPositions } from './cst-positions.js';
import { EventPositions, type Placement } from './event-positions.js';
import { LineIndex } from './line-index.js';
import { LinePositions } from './line-positions.js';
import type { ObjectSource } from './kube-object.js';
import { positionTree, rangeInTree, type PositionNode } from './kube-yaml/positions.js';
import { strictEvents } from './yaml-load.js';

// Where a value of a parsed object stands in its file. Run only for findings, so the cost of
// reading positions is paid for a few documents, not the whole repository. A value is placed by
// the first of these readings that can say: the document's lines (line-positions.ts), for the
// plain block style nearly all manifests are written in; js-yaml's events (event-positions.ts)
// where js-yaml's grammar reads the document, with `yaml`'s concrete syntax tree
// (cst-positions.ts) for the forms the events do not place alike; go-yaml's own positions
// (kube-yaml/positions.ts) where only go-yaml's grammar reads it.

export interface SourceRange {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** How a piece of a document reads: its events when js-yaml's grammar reads it, else go-yaml's position tree, or 'unreadable'. */
type Reading = EventPositions | PositionNode | 'unreadable';

/** One per run: it caches the line index of each file and the documents it has read. */
export class Locator {
  private readonly lines = new Map<string, LineIndex>();
  /** By file, start and end of the piece read. */
  private readonly readings = new Map<string, Reading>();
  private readonly trees = new Map<string, CstPositions>();
  /**
   * By file and document offset, and by the source of each object placed (the objects of a
   * List share one document). Locating many values in one document (a broken regeneration of a
   * big CRD gives tens of thousands of findings) is then one scan and one read of its text, and
   * a few lookups a value.
   */
  private readonly documents = new Map<string, DocumentState>();
  private readonly documentOfSource = new WeakMap<ObjectSource, DocumentState>();

  /** textOf: the text of a file of the review (suggested changes are written from it too). */
  constructor(readonly textOf: (file: string) => string | undefined) {}

  /**
   * The range of the value at `segments` below the object, or of the nearest present parent
   * when the value is missing. A scalar is located at its value; a mapping or sequence at its
   * key, which is where a reader looks for it. With placement 'key', a value that is a mapping's
   * entry is located at its key alone (a field to delete or rename).
   */
  locate(source: ObjectSource, segments: readonly string[], placement: Placement = 'value'): SourceRange {
    const doc = this.documentOf(source);
    const section = this.sectionOf(source, doc, source.prefix.length === 0 ? segments[0] : undefined);
    const steps = source.prefix.length === 0 ? segments : [...source.prefix.map(String), ...segments];
    const offsets = this.offsets(source, doc, section, steps, placement);
    if (!offsets) return this.lineRange(doc.lines, source.docLine);
    const [start, stop] = offsets;
    const from = doc.lines.position(start);
    const to = doc.lines.position(Math.max(stop, start));
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }

  /**
   * The offsets in the file's text of the value at `steps`, undefined when there is nothing to
   * place, from the section's reading, or from `yaml`'s syntax tree where that cannot say.
   */
  private offsets(
    source: ObjectSource,
    doc: DocumentState,
    section: Section,
    steps: readonly string[],
    placement: Placement,
  ): readonly [number, number] | undefined {
    if (section.lines) {
      const placed = section.lines.range(steps, placement);
      if (placed === 'nothing') return undefined;
      if (placed !== 'undecided') return placed;
    }
    const reading = (section.reading ??= this.sectionReading(source, doc, section.cut));
    if (reading instanceof EventPositions) {
      const placed = reading.range(steps, placement);
      if (placed === 'nothing') return undefined;
      if (placed !== 'undecided') return placed;
    } else if (reading !== 'unreadable') {
      return rangeInTree(reading, steps, doc.text, source.docOffset, doc.end, placement);
    }
    return this.treeRange(source, doc.text, steps, doc.end, section.cut, placement);
  }

  private documentOf(source: ObjectSource): DocumentState {
    let doc = this.documentOfSource.get(source);
    if (!doc) {
      const id = `${source.file}\u0000${source.docOffset}`;
      doc = this.documents.get(id);
      if (!doc) {
        const text = this.textOf(source.file) ?? '';
        doc = {
          text,
          lines: this.lineIndex(source.file, text),
          end: nextDocumentStart(text, source.docOffset),
          sections: new Map(),
          linesUpTo: new Map(),
        };
        this.documents.set(id, doc);
      }
      this.documentOfSource.set(source, doc);
    }
    return doc;
  }

  /**
   * Where the text a walk below the top-level key `topKey` depends on ends (the end of that
   * key's section; the document's end without a key), and its lines. When the value sought
   * lies below one top-level key, only the text up to the end of that key's section is read
   * first: YAML reads forwards (an alias refers back to its anchor), so the nodes before a
   * top-level key are the same with or without what follows, and findings (approval
   * annotations, mostly) sit near the top of CRDs that run to megabytes.
   */
  private sectionOf(source: ObjectSource, doc: DocumentState, topKey: string | undefined): Section {
    let section = doc.sections.get(topKey);
    if (!section) {
      const cut = topKey === undefined ? doc.end : sectionEnd(doc.text, source.docOffset, doc.end, topKey);
      let lines = doc.linesUpTo.get(cut);
      if (lines === undefined) {
        lines = LinePositions.read(doc.text, source.docOffset, cut) ?? 'unread';
        doc.linesUpTo.set(cut, lines);
      }
      section = { cut, ...(lines === 'unread' ? {} : { lines }) };
      doc.sections.set(topKey, section);
    }
    return section;
  }

  /** How the section's text reads when its lines cannot say (Reading). */
  private sectionReading(source: ObjectSource, doc: DocumentState, cut: number): Reading {
    // Most documents are strict, and most findings sit in one top-level section: when the text
    // up to that section's end reads strictly, so does everything a walk there depends on.
    const partial = cut < doc.end ? this.reading(source.file, doc.text, source.docOffset, cut) : undefined;
    return partial instanceof EventPositions ? partial : this.reading(source.file, doc.text, source.docOffset, doc.end);
  }

  /** How text[start, end) reads (Reading); read once. */
  private reading(file: string, text: string, start: number, end: number): Reading {
    const key = `${file}\u0000${start}\u0000${end}`;
    let reading = this.readings.get(key);
    if (reading === undefined) {
      const doc = text.slice(start, end);
      const events = strictEvents(doc);
      reading = events ? new EventPositions(text, start, events) : (positionTree(doc) ?? 'unreadable');
      this.readings.set(key, reading);
    }
    return reading;
  }

  /**
   * The walk along `steps` in `yaml`'s syntax tree of the document of `source`, or of its text
   * up to `cut` when that text ends cleanly. A cut that is not a clean boundary (a quoted scalar
   * or flow collection still open at the cut) falls back to the whole document.
   */
  private treeRange(
    source: ObjectSource,
    text: string,
    steps: readonly string[],
    end: number,
    cut: number,
    placement: Placement,
  ): readonly [number, number] | undefined {
    if (cut < end) {
      const section = this.tree(source.file, text, source.docOffset, cut);
      if (section.endsCleanly) return section.range(text, steps, placement);
    }
    return this.tree(source.file, text, source.docOffset, end).range(text, steps, placement);
  }

  private tree(file: string, text: string, start: number, end: number): CstPositions {
    const key = `${file}\u0000${start}\u0000${end}`;
    let tree = this.trees.get(key);
    if (!tree) {
      tree = CstPositions.parse(text, start, end);
      this.trees.set(key, tree);
    }
    return tree;
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
}

/** What the Locator knows of one document: found once, however many values it places there. */
interface DocumentState {
  /** The file's text. */
  readonly text: string;
  readonly lines: LineIndex;
  /** Where the document ends in the text. */
  readonly end: number;
  /** By the top-level key a walk goes below; undefined for a walk from the root. */
  readonly sections: Map<string | undefined, Section>;
  /** The lines of the document's text up to an offset (a section's end), or 'unread' when they are not all plain block style. */
  readonly linesUpTo: Map<number, LinePositions | 'unread'>;
}

/**
 * The text a walk below one top-level key depends on: it ends at `cut`; its lines, when they
 * are all plain block style; how it reads otherwise, read on the first value its lines cannot place.
 */
interface Section {
  readonly cut: number;
  readonly lines?: LinePositions;
  reading?: Reading;
}

/**
 * Where the section of the top-level key `key` (written plain, at column 0) ends: the start of
 * the next line at column 0 that can only begin another top-level key. `end` when there is none.
 */
function sectionEnd(text: string, start: number, end: number, key: string): number {
  let inSection = false;
  for (let at = start; at < end;) {
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
