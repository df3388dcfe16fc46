import type { EventPlacement, Placement } from './event-positions.js';
import { plainKeyString } from './kube-yaml/resolve.js';

// Where the values of a document written in plain block style stand, read from its lines without
// a YAML parser: the first reading locate.ts asks. Generated manifests (controller-gen's CRDs,
// kustomize and helm output) are nearly all lines of `key: value`, `- item`, comments and block
// scalars, and reading their structure from indentation costs a tenth of a parse (issue 17: a CRD
// with tens of thousands of findings is otherwise parsed once more only to place them).
//
// Only forms that every reader (js-yaml, go-yaml, `yaml`'s syntax tree) places alike are read:
// block mappings and sequences, single-line plain and quoted scalars, empty values, `{}` and
// `[]`. Block scalars, multi-line scalars, flow collections with members, anchors, aliases and
// tags are opaque: a path that ends in or goes through one is 'undecided', and locate.ts asks
// the next reading. A line this reader does not know (tabs in indentation, `? ` keys, a flow
// collection or quoted key that does not close on its line, `\r`) makes the whole text unread.

interface Entry {
  /**
   * The key's range, text[keyStart, keyEnd); keyStart is -1 for a sequence item. Two numbers
   * rather than a pair: a big CRD has tens of thousands of keys, and the pairs were a quarter of
   * what the reading kept (issue 17: it lives as long as the findings being placed).
   */
  readonly keyStart: number;
  readonly keyEnd: number;
  value: Node | undefined;
  /** For a key with no value: where the syntax tree places the null (after `:` and spaces). */
  emptyAt?: number;
}

type Node =
  | { readonly kind: 'scalar'; readonly start: number; readonly end: number }
  | { readonly kind: 'opaque' }
  | {
      readonly kind: 'map';
      readonly indent: number;
      readonly start: number;
      readonly entries: Map<string, Entry>;
      hasUnnamedKeys: boolean;
    }
  | { readonly kind: 'seq'; readonly indent: number; readonly start: number; readonly items: Entry[] }
  | { readonly kind: 'empty-flow'; readonly start: number };

type Collection = Extract<Node, { kind: 'map' | 'seq' }>;

const OPAQUE: Node = { kind: 'opaque' };

export class LinePositions {
  private constructor(
    private readonly text: string,
    private readonly root: Node | undefined,
  ) {}

  /** The document text[start, end) of a file's text, or undefined when a line is not one this reader knows. */
  static read(text: string, start: number, end: number): LinePositions | undefined {
    const root = new LineReader(text, start, end).read();
    return root === undefined ? undefined : new LinePositions(text, root);
  }

  /** Where the value (or key) at `steps` stands, placed as CstPositions.range places it. */
  range(steps: readonly string[], placement: Placement = 'value'): EventPlacement {
    let node = this.root;
    let anchor: Node | Entry | undefined; // a node, or an entry for its key
    let emptyAt: number | undefined;
    // An index loop, not entries(): that made a pair a step, for each of tens of thousands of
    // findings in a broken CRD (issue 17).
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i] as string;
      if (node === undefined) break;
      if (node.kind === 'opaque') return 'undecided';
      let entry: Entry | undefined;
      if (node.kind === 'map') {
        entry = node.entries.get(step);
        if (entry === undefined && node.hasUnnamedKeys) return 'undecided';
      } else if (node.kind === 'seq' && /^\d+$/.test(step)) entry = node.items[Number(step)];
      if (entry === undefined) break;
      if (placement === 'key' && i === steps.length - 1 && entry.keyStart !== -1) return [entry.keyStart, entry.keyEnd];
      if (entry.keyStart !== -1) anchor = entry;
      else if (entry.value === undefined || entry.value.kind === 'opaque') return 'undecided';
      else anchor = entry.value;
      node = entry.value;
      emptyAt = entry.emptyAt;
    }
    if (node === undefined && emptyAt !== undefined) return [emptyAt, emptyAt];
    if (node?.kind === 'opaque') return 'undecided';
    const target = node?.kind === 'scalar' ? node : anchor;
    if (target === undefined) return 'nothing';
    if ('kind' in target) {
      if (target.kind === 'scalar') return [target.start, target.end];
      if (target.kind === 'opaque') return 'undecided';
      const nl = this.text.indexOf('\n', target.start);
      return [target.start, nl === -1 ? this.text.length : nl];
    }
    return [target.keyStart, target.keyEnd];
  }
}

class LineReader {
  private readonly stack: Collection[] = [];
  private root: Node | undefined;
  /** A key or `-` with nothing after it on its line: its value is on the lines below, or it has none. */
  private pending: { readonly entry: Entry; readonly indent: number; readonly isItem: boolean } | undefined;
  /** After a value, lines indented more than this column (and blank lines) belong to it. */
  private skip: number | undefined;
  /**
   * The line continues() stopped at, read once: where it starts, ends, and its first character
   * that is not a space. The next line read is nearly always that one.
   */
  private peekedAt = -1;
  private peekedEnd = 0;
  private peekedFirst = 0;

  constructor(
    private readonly text: string,
    private readonly start: number,
    private readonly end: number,
  ) {}

  read(): Node | undefined {
    const { text, end } = this;
    // A `\r` is a line break to the parsers, and a byte order mark shifts the first line.
    // (A slice of a long string shares its characters; indexOf from start would scan to the end
    // of the file, once per document read.)
    if (text.charCodeAt(this.start) === 0xfeff || text.slice(this.start, end).includes('\r')) return undefined;
    let first = true;
    for (let at = this.start; at < end;) {
      let lineEnd: number;
      let i: number;
      if (at === this.peekedAt) {
        lineEnd = this.peekedEnd;
        i = this.peekedFirst;
      } else {
        const nl = text.indexOf('\n', at);
        lineEnd = nl === -1 || nl >= end ? end : nl;
        i = at;
        while (i < lineEnd && text.charCodeAt(i) === 0x20) i++;
      }
      const indent = i - at;
      const ch = text[i];
      const next = lineEnd + 1;
      if (this.skip !== undefined) {
        // Lines indented more than the value's parent, and blank lines, belong to the value.
        if (i === lineEnd || indent > this.skip) {
          at = next;
          continue;
        }
        this.skip = undefined;
      }
      if (i === lineEnd || ch === '#') {
        at = next; // blank or comment
        continue;
      }
      if (ch === '\t') return undefined;
      if (first && text.startsWith('---', i) && indent === 0) {
        first = false;
        if (/^---[ ]*(?:#.*)?$/.test(text.slice(i, lineEnd))) {
          at = next;
          continue;
        }
        return undefined;
      }
      first = false;
      const consumed = this.line(i, indent, lineEnd);
      if (consumed === undefined) return undefined;
      at = consumed;
    }
    this.closePending();
    return this.root;
  }

  /** One line of structure at text[i] (after `indent` spaces); returns where the next line starts. */
  private line(i: number, indent: number, lineEnd: number): number | undefined {
    const { text } = this;
    const isDash = text[i] === '-' && (i + 1 === lineEnd || text[i + 1] === ' ');
    if (this.pending) {
      const { entry, indent: parent, isItem } = this.pending;
      this.pending = undefined;
      if (isDash && (indent > parent || (indent === parent && !isItem))) {
        const seq = this.open({ kind: 'seq', indent, start: i, items: [] }, entry);
        return this.item(seq, i, lineEnd);
      }
      if (indent > parent) {
        if (!isKeyLine(text, i, lineEnd)) {
          // A scalar on the lines below its key; one that opens a quote or bracket it does not
          // close on its line may go on at any column in go-yaml's grammar.
          entry.value = OPAQUE;
          const q = text[i];
          if (q === '"' || q === "'") {
            const close = closingQuote(text, i, this.end);
            return close === undefined ? undefined : this.afterQuote(close, parent);
          }
          if ((q === '[' || q === '{') && !closesOnLine(text, i, lineEnd)) return undefined;
          this.skip = parent;
          return lineEnd + 1;
        }
        const map = this.open({ kind: 'map', indent, start: i, entries: new Map(), hasUnnamedKeys: false }, entry);
        return this.entry(map, i, lineEnd);
      }
      if (isItem) entry.value = OPAQUE; // an empty item: the tree places its null after the `-`
    }
    let top = this.stack[this.stack.length - 1];
    while (top && (top.indent > indent || (top.kind === 'seq' && top.indent === indent && !isDash))) {
      this.stack.pop();
      top = this.stack[this.stack.length - 1];
    }
    if (!top) {
      if (this.root !== undefined || indent !== 0) return undefined;
      if (isDash) return this.item(this.open({ kind: 'seq', indent, start: i, items: [] }), i, lineEnd);
      if (!isKeyLine(text, i, lineEnd)) return undefined;
      return this.entry(
        this.open({ kind: 'map', indent, start: i, entries: new Map(), hasUnnamedKeys: false }),
        i,
        lineEnd,
      );
    }
    if (top.indent !== indent) return undefined;
    if (top.kind === 'seq') return isDash ? this.item(top, i, lineEnd) : undefined;
    return isDash ? undefined : this.entry(top, i, lineEnd);
  }

  private open<C extends Collection>(collection: C, holder?: Entry): C {
    if (holder) holder.value = collection;
    else this.root = collection;
    this.stack.push(collection);
    return collection;
  }

  /** `key: value` at text[i]; the map's indentation is i's column. */
  private entry(map: Extract<Node, { kind: 'map' }>, i: number, lineEnd: number): number | undefined {
    const { text } = this;
    let keyEnd: number; // after the key's text (the closing quote of a quoted key)
    let name: string | undefined;
    const q = text[i];
    if (q === '"' || q === "'") {
      const close = closingQuote(text, i, lineEnd);
      if (close === undefined) return undefined;
      keyEnd = close + 1;
      const inner = text.slice(i + 1, close);
      // A key with escapes is left unnamed rather than decoded here.
      name = (q === '"' ? inner.includes('\\') : inner.includes("''")) ? undefined : inner;
    } else {
      const colon = keyColon(text, i, lineEnd);
      if (colon === undefined) return undefined;
      keyEnd = colon;
      while (text[keyEnd - 1] === ' ') keyEnd--;
      name = plainKeyString(text.slice(i, keyEnd));
    }
    let at = keyEnd;
    while (text[at] === ' ') at++;
    if (text[at] !== ':' || !(at + 1 === lineEnd || text[at + 1] === ' ')) return undefined;
    at++;
    const entry: Entry = { keyStart: i, keyEnd, value: undefined };
    if (name === undefined) map.hasUnnamedKeys = true;
    else if (!map.entries.has(name)) map.entries.set(name, entry);
    return this.value(entry, at, lineEnd, map.indent, false);
  }

  /** `- value` at text[i]. */
  private item(seq: Extract<Node, { kind: 'seq' }>, i: number, lineEnd: number): number | undefined {
    const entry: Entry = { keyStart: -1, keyEnd: -1, value: undefined };
    seq.items.push(entry);
    let at = i + 1;
    while (this.text[at] === ' ') at++;
    if (at < lineEnd && isKeyLine(this.text, at, lineEnd)) {
      // A mapping that starts on the line of its `-`, at the column of its first key.
      const map = this.open(
        { kind: 'map', indent: at - this.lineStart(i), start: at, entries: new Map(), hasUnnamedKeys: false },
        entry,
      );
      return this.entry(map, at, lineEnd);
    }
    return this.value(entry, i + 1, lineEnd, seq.indent, true);
  }

  /** The value after a key's `:` or an item's `-` (text[from, lineEnd)); `parent` is the column of the key or `-`. */
  private value(entry: Entry, from: number, lineEnd: number, parent: number, isItem: boolean): number | undefined {
    const { text } = this;
    let at = from;
    while (text[at] === ' ') at++;
    const next = lineEnd + 1;
    if (at === lineEnd || text[at] === '#') {
      if (!isItem) entry.emptyAt = at;
      this.pending = { entry, indent: parent, isItem };
      return next;
    }
    const ch = text[at] as string;
    if (ch === '"' || ch === "'") {
      // A quoted scalar spans its quotes, on one line or several; what follows its closing
      // quote's line is structure again, at whatever column its text went on.
      const close = closingQuote(text, at, this.end);
      if (close === undefined) return undefined;
      entry.value = { kind: 'scalar', start: at, end: close + 1 };
      if (close > lineEnd) return this.afterQuote(close, parent);
      if (!endsLine(text, close + 1, lineEnd)) return undefined;
    } else if (ch === '{' || ch === '[') {
      const closed = text
        .slice(at, lineEnd)
        .replace(/\s+#.*$/, '')
        .trimEnd();
      if (closed === '{}' || closed === '[]') entry.value = { kind: 'empty-flow', start: at };
      else if (!isClosedFlow(closed)) return undefined;
      else entry.value = OPAQUE;
    } else if ('|>&*!'.includes(ch)) {
      entry.value = OPAQUE; // block scalars, anchors, aliases, tags
    } else if ('@`%,]}'.includes(ch) || ('-?:'.includes(ch) && (at + 1 === lineEnd || text[at + 1] === ' '))) {
      return undefined;
    } else {
      const valueEnd = commentStart(text, at, lineEnd);
      if (!isPlainValue(text, at, valueEnd)) return undefined;
      entry.value = { kind: 'scalar', start: at, end: valueEnd };
    }
    // A value's lines below (a multi-line scalar, a block scalar's text, a mapping under an
    // anchor) make it opaque; the structure resumes at the parent's column.
    this.skip = parent;
    if (this.continues(next, parent)) entry.value = OPAQUE;
    return next;
  }

  /** Where the next line starts after a quoted scalar that closes at text[close] on a later line than it opens. */
  private afterQuote(close: number, parent: number): number | undefined {
    const nl = this.text.indexOf('\n', close);
    const lineEnd = nl === -1 || nl >= this.end ? this.end : nl;
    if (!endsLine(this.text, close + 1, lineEnd)) return undefined;
    // Nothing may follow it on lines indented below its parent.
    if (this.continues(lineEnd + 1, parent)) return undefined;
    return lineEnd + 1;
  }

  /** Whether a line indented more than `parent` (a comment too) comes before the next one that is not. */
  private continues(next: number, parent: number): boolean {
    const { text, end } = this;
    for (let at = next; at < end;) {
      const nl = text.indexOf('\n', at);
      const lineEnd = nl === -1 || nl >= end ? end : nl;
      let i = at;
      while (i < lineEnd && text.charCodeAt(i) === 0x20) i++;
      if (i < lineEnd) {
        this.peekedAt = at;
        this.peekedEnd = lineEnd;
        this.peekedFirst = i;
        return i - at > parent;
      }
      at = lineEnd + 1;
    }
    return false;
  }

  private closePending(): void {
    if (this.pending?.isItem) this.pending.entry.value = OPAQUE;
    this.pending = undefined;
  }

  private lineStart(i: number): number {
    return this.text.lastIndexOf('\n', i - 1) + 1;
  }
}

/** Whether text[i, lineEnd) starts with a key and its `:` (plain or quoted). */
function isKeyLine(text: string, i: number, lineEnd: number): boolean {
  const q = text[i];
  if (q === '"' || q === "'") {
    const close = closingQuote(text, i, lineEnd);
    if (close === undefined) return false;
    let at = close + 1;
    while (text[at] === ' ') at++;
    return text[at] === ':' && (at + 1 === lineEnd || text[at + 1] === ' ');
  }
  return keyColon(text, i, lineEnd) !== undefined;
}

/**
 * The `:` that ends a plain key at text[i] (the first followed by a space or the line's end), or
 * undefined when the line holds no plain key: it starts with an indicator, or a comment comes first.
 */
function keyColon(text: string, i: number, lineEnd: number): number | undefined {
  const first = text[i] as string;
  if ('-?:,[]{}#&*!|>\'"%@`'.includes(first)) return undefined;
  for (let at = i; at < lineEnd; at++) {
    const c = text.charCodeAt(at);
    if (c === 0x3a && (at + 1 === lineEnd || text.charCodeAt(at + 1) === 0x20)) return at; // ':'
    if (c === 0x23 && text.charCodeAt(at - 1) === 0x20) return undefined; // ' #'
    if (c === 0x09) return undefined;
  }
  return undefined;
}

/** The closing quote of the quoted scalar opening at text[i], before `lineEnd`. */
function closingQuote(text: string, i: number, lineEnd: number): number | undefined {
  const q = text.charCodeAt(i);
  for (let at = i + 1; at < lineEnd; at++) {
    const c = text.charCodeAt(at);
    if (q === 0x22 && c === 0x5c)
      at++; // "\x"
    else if (c === q) {
      if (q === 0x27 && text.charCodeAt(at + 1) === 0x27)
        at++; // ''
      else return at;
    }
  }
  return undefined;
}

/** Whether text[at, end) is one plain scalar: no `: ` or final `:` (a mapping), no tab. */
function isPlainValue(text: string, at: number, end: number): boolean {
  for (let i = at; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x09) return false;
    if (c === 0x3a && (i + 1 === end || text.charCodeAt(i + 1) === 0x20)) return false; // ':'
  }
  return true;
}

/** Where a plain scalar at text[at] ends on its line: before a ` #` comment and trailing spaces. */
function commentStart(text: string, at: number, lineEnd: number): number {
  let stop = lineEnd;
  for (let i = at + 1; i < lineEnd; i++) {
    if (text.charCodeAt(i) === 0x23 && text.charCodeAt(i - 1) === 0x20) {
      stop = i;
      break;
    }
  }
  while (text.charCodeAt(stop - 1) === 0x20) stop--;
  return stop;
}

/** Whether the quoted scalar or flow collection opening at text[i] closes on its line. */
function closesOnLine(text: string, i: number, lineEnd: number): boolean {
  const q = text[i];
  if (q === '"' || q === "'") return closingQuote(text, i, lineEnd) !== undefined;
  return isClosedFlow(
    text
      .slice(i, lineEnd)
      .replace(/\s+#.*$/, '')
      .trimEnd(),
  );
}

/** Whether nothing but spaces and a comment follows text[at] on its line. */
function endsLine(text: string, at: number, lineEnd: number): boolean {
  let i = at;
  while (text[i] === ' ') i++;
  return i === lineEnd || (text[i] === '#' && i > at);
}

/** Whether a flow collection closes on its line (brackets balance outside quotes, and the last closes the first). */
function isClosedFlow(s: string): boolean {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '"' || c === "'") {
      const close = closingQuote(s, i, s.length);
      if (close === undefined) return false;
      i = close;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i === s.length - 1;
    }
  }
  return false;
}
