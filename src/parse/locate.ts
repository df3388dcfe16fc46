import { CstPositions } from './cst-positions.js';
import { EventPositions } from './event-positions.js';
import { LineIndex } from './line-index.js';
import type { ObjectSource } from './kube-object.js';
import { positionTree, rangeInTree, type PositionNode } from './kube-yaml/positions.js';
import { strictEvents } from './yaml-load.js';

// Where a value of a parsed object stands in its file. Run only for findings, so the cost of
// reading positions is paid for a few documents, not the whole repository. A document is read
// in one of three ways: js-yaml's events (event-positions.ts) where js-yaml's grammar reads it,
// with `yaml`'s concrete syntax tree (cst-positions.ts) for the forms the events do not place
// alike; go-yaml's own positions (kube-yaml/positions.ts) where only go-yaml's grammar reads it.

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
   * By file and document offset. Locating many values in one document (a broken regeneration
   * of a big CRD gives tens of thousands of findings) is then one scan of its text, not one a value.
   */
  private readonly bounds = new Map<string, DocumentBounds>();

  /** textOf: the text of a file of the review (suggested changes are written from it too). */
  constructor(readonly textOf: (file: string) => string | undefined) {}

  /**
   * The range of the value at `segments` below the object, or of the nearest present parent
   * when the value is missing. A scalar is located at its value; a mapping or sequence at its
   * key, which is where a reader looks for it.
   */
  locate(source: ObjectSource, segments: readonly string[]): SourceRange {
    const text = this.textOf(source.file) ?? '';
    const lines = this.lineIndex(source.file, text);
    const steps = [...source.prefix.map(String), ...segments];
    const extent = this.extent(source, text, source.prefix.length === 0 ? segments[0] : undefined);
    const offsets = this.offsets(source, text, steps, extent.end, extent.cut);
    if (!offsets) return this.lineRange(lines, source.docLine);
    const [start, stop] = offsets;
    const from = lines.position(start);
    const to = lines.position(Math.max(stop, start));
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }

  /**
   * The offsets in the file's text of the value at `steps`, undefined when there is nothing to
   * place. When the value sought lies below one top-level key, only the text up to the end of
   * that key's section (`cut`) is read first: YAML reads forwards (an alias refers back to its
   * anchor), so the nodes before a top-level key are the same with or without what follows, and
   * findings (approval annotations, mostly) sit near the top of CRDs that run to megabytes.
   */
  private offsets(source: ObjectSource, text: string, steps: readonly string[], end: number, cut: number): readonly [number, number] | undefined {
    // Most documents are strict, and most findings sit in one top-level section: when the text up
    // to that section's end reads strictly, so does everything a walk there depends on.
    const section = cut < end ? this.reading(source.file, text, source.docOffset, cut) : undefined;
    const reading = section instanceof EventPositions ? section : this.reading(source.file, text, source.docOffset, end);
    if (reading instanceof EventPositions) {
      const placed = reading.range(steps);
      if (placed === 'nothing') return undefined;
      if (placed !== 'undecided') return placed;
    } else if (reading !== 'unreadable') {
      return rangeInTree(reading, steps, text, source.docOffset, end);
    }
    return this.treeRange(source, text, steps, end, cut);
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
  private treeRange(source: ObjectSource, text: string, steps: readonly string[], end: number, cut: number): readonly [number, number] | undefined {
    if (cut < end) {
      const section = this.tree(source.file, text, source.docOffset, cut);
      if (section.endsCleanly) return section.range(text, steps);
    }
    return this.tree(source.file, text, source.docOffset, end).range(text, steps);
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

  /**
   * Where the document of `source` ends, and where the text a walk below the top-level key
   * `topKey` depends on ends (the end of that key's section; the document's end without a key).
   */
  private extent(source: ObjectSource, text: string, topKey: string | undefined): { end: number; cut: number } {
    const id = `${source.file}\u0000${source.docOffset}`;
    let bounds = this.bounds.get(id);
    if (!bounds) {
      bounds = { end: nextDocumentStart(text, source.docOffset), sectionEnds: new Map() };
      this.bounds.set(id, bounds);
    }
    const { end, sectionEnds } = bounds;
    if (topKey === undefined) return { end, cut: end };
    let cut = sectionEnds.get(topKey);
    if (cut === undefined) {
      cut = sectionEnd(text, source.docOffset, end, topKey);
      sectionEnds.set(topKey, cut);
    }
    return { end, cut };
  }
}

/** Where a document ends, and where each top-level section looked for ends: found once per document. */
interface DocumentBounds {
  readonly end: number;
  readonly sectionEnds: Map<string, number>;
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
