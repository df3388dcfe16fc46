import { CST, Parser } from 'yaml';
import { LineIndex } from './line-index.js';
import type { ObjectSource } from './kube-object.js';
import { positionTree, rangeInTree, type PositionNode } from './kube-yaml/positions.js';
import { plainKeyString } from './kube-yaml/resolve.js';
import { isStrictYaml } from './yaml-load.js';

// Where a value of a parsed object stands in its file. Run only for findings, so the cost of
// `yaml`'s position-keeping parse is paid for a few documents, not the whole repository.
//
// The walk is over `yaml`'s concrete syntax tree, not a composed Document: the Parser that builds
// the tree keeps its own stack, while the composer recurses and, on a document as deep as the
// main parser accepts (LIMITS.maxDepth), runs out of call stack part way down, at a depth that
// varies from run to run, and leaves the rest of the document out.

export interface SourceRange {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

interface ParsedDoc {
  /** The document's value; undefined when the text holds none. */
  readonly root: CST.Token | undefined;
  readonly offset: number;
  /** Whether the text ends at a clean boundary (endsCleanly), decided on the first look. */
  endsCleanly?: boolean;
}

/** Where a document ends, and where each top-level section looked for ends: found once per document. */
interface DocumentBounds {
  readonly end: number;
  readonly sectionEnds: Map<string, number>;
}

/** Where the walk along a path stopped: the token reached and the last key or item on the way. */
interface Reached {
  readonly node: CST.Token | undefined;
  readonly anchor: CST.Token | undefined;
  /** When the walk ended at a key or `-` with no value after it: where that empty value stands. */
  readonly emptyAt?: number;
}

/** One per run: it caches the line index of each file and the documents it has re-read. */
export class Locator {
  private readonly lines = new Map<string, LineIndex>();
  private readonly docs = new Map<string, ParsedDoc>();
  /** Per document (or its first sections) looked at: 'strict' when js-yaml's grammar reads it, else go-yaml's position tree (yaml-load.ts), or 'unreadable'. */
  private readonly lenientDocs = new Map<string, PositionNode | 'strict' | 'unreadable'>();
  /**
   * By file and document offset. Locating many values in one document (a broken regeneration
   * of a big CRD gives tens of thousands of findings) is then one scan of its text, not one a value.
   */
  private readonly bounds = new Map<string, DocumentBounds>();
  /**
   * The entries of each mapping walked through, by key, indexed on the first walk through it, so
   * a walk into a mapping of thousands of keys costs one lookup a step, not a scan.
   */
  private readonly entries: EntryIndex = new WeakMap();

  constructor(private readonly textOf: (file: string) => string | undefined) {}

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
    const lenient = this.lenientRange(source, text, lines, steps, extent.end, extent.cut);
    if (lenient) return lenient;
    const found = this.reach(source, text, steps, extent.end, extent.cut);
    if (!found) return this.lineRange(lines, source.docLine);
    const { parsed, reached } = found;
    const { node, anchor, emptyAt } = reached;
    let startOffset: number;
    let end: number;
    if (emptyAt !== undefined) {
      // An empty value (`key:` with nothing after it) is null, located where its text would go.
      startOffset = end = emptyAt;
    } else {
      const target = isScalarToken(node) && anchor !== node ? node : anchor;
      if (!target) return this.lineRange(lines, source.docLine);
      // A scalar spans its value; a key or item that holds a mapping or sequence, its first line.
      const scalar = isScalarToken(target) ? resolveScalar(target) : null;
      startOffset = scalar ? scalar.range[0] : target.offset;
      end = scalar ? scalar.range[1] : firstLineEnd(text, parsed.offset + startOffset) - parsed.offset;
    }
    const start = lines.position(parsed.offset + startOffset);
    const stop = lines.position(parsed.offset + Math.max(end, startOffset));
    return { line: start.line, column: start.column, endLine: stop.line, endColumn: stop.column };
  }

  /**
   * The range of the value at `steps` in a document that js-yaml's grammar refuses and go-yaml's
   * reads (yaml-load.ts), from go-yaml's own positions; undefined for every other document.
   */
  private lenientRange(source: ObjectSource, text: string, lines: LineIndex, steps: readonly string[], end: number, cut: number): SourceRange | undefined {
    // Most documents are strict, and most findings sit in one top-level section: when the text up
    // to that section's end reads strictly, so does everything a walk there depends on.
    if (cut < end && this.lenientTree(source.file, text, source.docOffset, cut) === 'strict') return undefined;
    const tree = this.lenientTree(source.file, text, source.docOffset, end);
    if (typeof tree === 'string') return undefined; // strict: the CST is right; unreadable: nothing better
    const range = rangeInTree(tree, steps, text.slice(source.docOffset, end));
    if (!range) return this.lineRange(lines, source.docLine);
    const [start, stop] = range;
    const from = lines.position(source.docOffset + start);
    const to = lines.position(source.docOffset + Math.max(stop, start));
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }

  /** Whether js-yaml reads text[start, end) (the CST is right there), else go-yaml's positions. */
  private lenientTree(file: string, text: string, start: number, end: number): PositionNode | 'strict' | 'unreadable' {
    const key = `${file}\u0000${start}\u0000${end}`;
    let tree = this.lenientDocs.get(key);
    if (tree === undefined) {
      const doc = text.slice(start, end);
      tree = isStrictYaml(doc) ? 'strict' : (positionTree(doc) ?? 'unreadable');
      this.lenientDocs.set(key, tree);
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
   * The walk along `steps` in the document of `source`. When the value sought lies below one
   * top-level key, only the text up to the end of that key's section is read first: YAML reads
   * forwards (an alias refers back to its anchor), so the nodes before a top-level key are the
   * same with or without what follows, and findings (approval annotations, mostly) sit near the
   * top of CRDs that run to megabytes. A cut that is not a clean boundary (a quoted scalar or
   * flow collection still open at the cut) falls back to the whole document.
   */
  private reach(source: ObjectSource, text: string, steps: readonly string[], end: number, cut: number): { parsed: ParsedDoc; reached: Reached } | undefined {
    if (cut < end) {
      const prefix = this.parse(source.file, text, source.docOffset, cut);
      prefix.endsCleanly ??= endsCleanly(prefix.root);
      if (prefix.endsCleanly) return { parsed: prefix, reached: walk(prefix.root, steps, this.entries) };
    }
    const whole = this.parse(source.file, text, source.docOffset, end);
    return whole.root ? { parsed: whole, reached: walk(whole.root, steps, this.entries) } : undefined;
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

  private parse(file: string, text: string, start: number, end: number): ParsedDoc {
    const key = `${file}\u0000${start}\u0000${end}`;
    let parsed = this.docs.get(key);
    if (!parsed) {
      let root: CST.Token | undefined;
      for (const token of new Parser().parse(text.slice(start, end))) {
        if (token.type === 'document') {
          root = token.value;
          break;
        }
      }
      parsed = { root, offset: start };
      this.docs.set(key, parsed);
    }
    return parsed;
  }
}

/**
 * Follows `steps` (mapping keys and sequence indexes) down from `root` as far as they lead, one
 * token a step, without recursion. An alias, or a step the tree lacks, ends the walk.
 */
function walk(root: CST.Token | undefined, steps: readonly string[], entries: EntryIndex): Reached {
  let node = root;
  let anchor: CST.Token | undefined; // the key of the last step, or the item itself
  let emptyAt: number | undefined;
  for (const step of steps) {
    const item = node ? childItem(node, step, entries) : undefined;
    if (!item) return { node, anchor, ...(node || emptyAt === undefined ? {} : { emptyAt }) };
    if (item.key) anchor = isScalarToken(item.key) ? item.key : anchor;
    else anchor = item.value && (isScalarToken(item.value) || CST.isCollection(item.value)) ? item.value : anchor;
    node = item.value;
    emptyAt = node ? undefined : emptyValueOffset(item);
  }
  return { node, anchor, ...(emptyAt === undefined ? {} : { emptyAt }) };
}

/**
 * Where the composed document places the null of an entry without a value (yaml's
 * emptyScalarPosition): after the `:` or `-` and the spaces that follow it on its line.
 */
function emptyValueOffset(item: CST.CollectionItem): number | undefined {
  const before = item.sep ?? item.start;
  let i = before.length - 1;
  while (i >= 0 && ['space', 'comment', 'newline'].includes(before[i]?.type ?? '')) i--;
  const last = before[i];
  if (!last) return undefined;
  let offset = last.offset + last.source.length;
  for (let t = before[++i]; t?.type === 'space'; t = before[++i]) offset += t.source.length;
  return offset;
}

/** The mapping entry with key `step`, or the sequence item at index `step`. */
function childItem(node: CST.Token, step: string, entries: EntryIndex): CST.CollectionItem | undefined {
  if (node.type === 'block-map' || (node.type === 'flow-collection' && node.start.source === '{')) {
    return entriesOf(node, entries).get(step);
  }
  if ((node.type === 'block-seq' || (node.type === 'flow-collection' && node.start.source === '[')) && /^\d+$/.test(step)) {
    return (node.items as CST.CollectionItem[])[Number(step)];
  }
  return undefined;
}

/** A mapping's entries by key (keyOf), indexed once per mapping token. */
type EntryIndex = WeakMap<CST.Token, ReadonlyMap<string, CST.CollectionItem>>;

function entriesOf(node: CST.BlockMap | CST.FlowCollection, index: EntryIndex): ReadonlyMap<string, CST.CollectionItem> {
  let entries = index.get(node);
  if (!entries) {
    const map = new Map<string, CST.CollectionItem>();
    for (const item of node.items as CST.CollectionItem[]) {
      if (!isScalarToken(item.key)) continue;
      const key = keyOf(item.key);
      // The first entry wins, as in the composed document; a repeated key is a parse problem anyway.
      if (key !== undefined && !map.has(key)) map.set(key, item);
    }
    index.set(node, map);
    entries = map;
  }
  return entries;
}

/**
 * Whether a cut text ends at a clean boundary. What a cut splits is open at the very end of the
 * text, so only the chain of last entries needs a look: a flow collection there must be closed
 * (which closes everything inside it) and a quoted scalar terminated.
 */
function endsCleanly(root: CST.Token | undefined): boolean {
  for (let node = root; node; ) {
    if (isScalarToken(node)) {
      let broken = false;
      resolveScalar(node, () => (broken = true));
      return !broken;
    }
    if (node.type === 'flow-collection') return node.end.some((t) => t.type === 'flow-map-end' || t.type === 'flow-seq-end');
    if (node.type !== 'block-map' && node.type !== 'block-seq') return node.type !== 'error';
    const last: CST.CollectionItem | undefined = node.items[node.items.length - 1];
    node = last?.value ?? last?.key ?? undefined;
  }
  return true;
}

/**
 * The key a scalar is in the parsed object: a plain key as Kubernetes' reader resolves it (`y` is
 * "true", `0777` is "511": kube-yaml/resolve.ts), any other its text.
 */
function keyOf(token: CST.FlowScalar | CST.BlockScalar): string | undefined {
  const { value } = resolveScalar(token);
  return token.type === 'scalar' ? plainKeyString(value) : value;
}

/** A scalar's value and range; a malformed one (js-yaml may read what `yaml` refuses) does not throw. */
function resolveScalar(token: CST.FlowScalar | CST.BlockScalar, onError: () => void = () => undefined): { value: string; range: readonly [number, number, number] } {
  return CST.resolveAsScalar(token, false, onError);
}

/** A scalar token: plain, quoted or block. An alias is not one: it cannot be followed. */
function isScalarToken(token: CST.Token | null | undefined): token is CST.FlowScalar | CST.BlockScalar {
  return CST.isScalar(token) && token.type !== 'alias';
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
