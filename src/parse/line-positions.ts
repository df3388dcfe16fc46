import type { EventPlacement, Placement } from './event-positions.js';
import { plainKeyString, RESOLVING_FIRST_CHARS } from './kube-yaml/resolve.js';

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
//
// What it reads is a table of entries (a key or a sequence item, with its value) in columns of
// numbers, not an object per entry and a Map per mapping: a big CRD has tens of thousands of
// lines, and the objects were most of the reading's time and five times its memory, which lives
// as long as the findings being placed (issue 17). A key's name is not made when it is read:
// a walk compares its step with the key's text in place, and a big mapping is indexed by name
// the first time a walk goes through it.

/** What an entry's value is. */
const enum Kind {
  /** No value (yet): an empty key, or an item or key whose value is on the lines below. */
  None,
  /** A single-line scalar: text[start, end). */
  Scalar,
  /** A value whose form this reader does not place (block scalar, anchor, flow collection with members). */
  Opaque,
  Map,
  Seq,
  /** `{}` or `[]`, at start. */
  EmptyFlow,
}

const enum Flag {
  /** The key is quoted. */
  Quoted = 1,
  /** The key has no name a walk can ask for (escapes, null, the merge key). */
  Unnamed = 2,
  /** A mapping with an unnamed key: any name asked of it may be that key's. */
  HasUnnamedKeys = 4,
}

/** Collections with more members than this are indexed on the first walk through them; smaller ones are scanned. */
const SCANNED = 8;

/** The entries read, in columns; entry 0 holds the document's root as its value. */
class Entries {
  count = 0;
  /** The key's range text[keyStart, keyEnd); keyStart is -1 for a sequence item and the root. */
  keyStart: Int32Array;
  keyEnd: Int32Array;
  kind: Uint8Array;
  flags: Uint8Array;
  /**
   * Where the value starts: a scalar's or `{}`'s first character, a collection's first key or
   * `-`. For a value that is None, where the syntax tree places the null of an empty key (after
   * `:` and spaces), or -1.
   */
  start: Int32Array;
  /** A scalar's end. */
  end: Int32Array;
  /** A collection's first and last member, and how many; a member's next sibling (-1 after the last). */
  first: Int32Array;
  last: Int32Array;
  members: Int32Array;
  next: Int32Array;

  constructor(capacity: number) {
    this.keyStart = new Int32Array(capacity);
    this.keyEnd = new Int32Array(capacity);
    this.kind = new Uint8Array(capacity);
    this.flags = new Uint8Array(capacity);
    this.start = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
    this.first = new Int32Array(capacity);
    this.last = new Int32Array(capacity);
    this.members = new Int32Array(capacity);
    this.next = new Int32Array(capacity);
  }

  /** A new entry with no value, last member of `collection` (-1: none, the root's holder). */
  add(keyStart: number, keyEnd: number, collection: number): number {
    if (this.count === this.keyStart.length) this.grow();
    const e = this.count++;
    this.keyStart[e] = keyStart;
    this.keyEnd[e] = keyEnd;
    this.start[e] = -1;
    this.next[e] = -1;
    if (collection !== -1) {
      const last = this.last[collection] as number;
      if (last === -1) this.first[collection] = e;
      else this.next[last] = e;
      this.last[collection] = e;
      this.members[collection] = (this.members[collection] as number) + 1;
    }
    return e;
  }

  /** Makes the value of entry `e` a collection of kind `kind` that starts at `start`. */
  open(e: number, kind: Kind.Map | Kind.Seq, start: number): void {
    this.kind[e] = kind;
    this.start[e] = start;
    this.first[e] = -1;
    this.last[e] = -1;
    this.members[e] = 0;
  }

  private grow(): void {
    const size = this.keyStart.length * 2;
    const wider = <T extends Int32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.keyStart = wider(this.keyStart);
    this.keyEnd = wider(this.keyEnd);
    this.kind = wider(this.kind);
    this.flags = wider(this.flags);
    this.start = wider(this.start);
    this.end = wider(this.end);
    this.first = wider(this.first);
    this.last = wider(this.last);
    this.members = wider(this.members);
    this.next = wider(this.next);
  }
}

export class LinePositions {
  /** Indexes of the big collections walked through: by name for a mapping, by position for a sequence. */
  private readonly named = new Map<number, Map<string, number>>();
  private readonly listed = new Map<number, Int32Array>();
  private readonly selfNamed = new Map<string, boolean>();

  private constructor(
    private readonly text: string,
    private readonly entries: Entries,
  ) {}

  /** The document text[start, end) of a file's text, or undefined when a line is not one this reader knows. */
  static read(text: string, start: number, end: number): LinePositions | undefined {
    const entries = new LineReader(text, start, end).read();
    return entries === undefined ? undefined : new LinePositions(text, entries);
  }

  /** Where the value (or key) at `steps` stands, placed as CstPositions.range places it. */
  range(steps: readonly string[], placement: Placement = 'value'): EventPlacement {
    const { keyStart, keyEnd, kind } = this.entries;
    let node = ROOT; // the entry whose value the walk is at
    let anchor = -1; // an entry: its key where keyed, else its value
    // An index loop, not entries(): that made a pair a step, for each of tens of thousands of
    // findings in a broken CRD (issue 17).
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i] as string;
      const k = kind[node] as Kind;
      if (k === Kind.None) break;
      if (k === Kind.Opaque) return 'undecided';
      let entry = -1;
      if (k === Kind.Map) {
        // A key this reader leaves unnamed may be named the step, and be the first so named
        // (`"ty\x70e"` before `type`).
        if (((this.entries.flags[node] as number) & Flag.HasUnnamedKeys) !== 0) return 'undecided';
        entry = this.member(node, step);
      } else if (k === Kind.Seq && /^\d+$/.test(step)) entry = this.item(node, Number(step));
      if (entry === -1) break;
      const keyed = (keyStart[entry] as number) !== -1;
      if (placement === 'key' && i === steps.length - 1 && keyed)
        return [keyStart[entry] as number, keyEnd[entry] as number];
      if (!keyed && (kind[entry] === Kind.None || kind[entry] === Kind.Opaque)) return 'undecided';
      anchor = entry;
      node = entry;
    }
    const k = kind[node] as Kind;
    if (k === Kind.None) {
      // An empty key: where the syntax tree places its null.
      const emptyAt = this.entries.start[node] as number;
      if (node !== ROOT && emptyAt !== -1) return [emptyAt, emptyAt];
    }
    if (k === Kind.Opaque) return 'undecided';
    if (k === Kind.Scalar) return this.valueRange(node);
    if (anchor === -1) return 'nothing';
    if ((keyStart[anchor] as number) !== -1) return [keyStart[anchor] as number, keyEnd[anchor] as number];
    return this.valueRange(anchor);
  }

  /** Where an entry's value stands: a scalar whole, a collection or `{}` on its first line. */
  private valueRange(e: number): EventPlacement {
    const { kind, start, end } = this.entries;
    const k = kind[e] as Kind;
    if (k === Kind.Opaque || k === Kind.None) return 'undecided';
    const from = start[e] as number;
    if (k === Kind.Scalar) return [from, end[e] as number];
    const nl = this.text.indexOf('\n', from);
    return [from, nl === -1 ? this.text.length : nl];
  }

  /** The first entry of the mapping held by `map` whose key's name is `name`, or -1. */
  private member(map: number, name: string): number {
    const { members, first, next } = this.entries;
    if ((members[map] as number) <= SCANNED) {
      for (let e = first[map] as number; e !== -1; e = next[e] as number) if (this.keyIs(e, name)) return e;
      return -1;
    }
    let index = this.named.get(map);
    if (index === undefined) {
      index = new Map();
      for (let e = first[map] as number; e !== -1; e = next[e] as number) {
        const key = this.nameOf(e);
        if (key !== undefined && !index.has(key)) index.set(key, e);
      }
      this.named.set(map, index);
    }
    return index.get(name) ?? -1;
  }

  /** The `n`th item of the sequence held by `seq`, or -1. */
  private item(seq: number, n: number): number {
    const { members, first, next } = this.entries;
    const count = members[seq] as number;
    if (n >= count) return -1;
    if (count <= SCANNED) {
      let e = first[seq] as number;
      for (let i = 0; i < n; i++) e = next[e] as number;
      return e;
    }
    let items = this.listed.get(seq);
    if (items === undefined) {
      items = new Int32Array(count);
      let i = 0;
      for (let e = first[seq] as number; e !== -1; e = next[e] as number) items[i++] = e;
      this.listed.set(seq, items);
    }
    return items[n] as number;
  }

  /** Whether the key of entry `e` is named `name`, told from its text where its name is its text. */
  private keyIs(e: number, name: string): boolean {
    const { text } = this;
    const flags = this.entries.flags[e] as number;
    if ((flags & Flag.Unnamed) !== 0) return false;
    const from = this.entries.keyStart[e] as number;
    const to = this.entries.keyEnd[e] as number;
    if ((flags & Flag.Quoted) !== 0) return to - from - 2 === name.length && text.startsWith(name, from + 1);
    // A plain key written as the name is named so unless the name is a text YAML resolves (`y`).
    if (to - from === name.length && text.startsWith(name, from))
      return plainNameIsText(text, from, to) || this.namesItself(name);
    return !plainNameIsText(text, from, to) && plainKeyString(text.slice(from, to)) === name;
  }

  /** Whether a plain key written as `name` is named so (not `y`, `0x1`), asked once a name: `type` is asked of every property. */
  private namesItself(name: string): boolean {
    let known = this.selfNamed.get(name);
    if (known === undefined) this.selfNamed.set(name, (known = plainKeyString(name) === name));
    return known;
  }

  /** The name of entry `e`'s key, or undefined when it has none. */
  private nameOf(e: number): string | undefined {
    const flags = this.entries.flags[e] as number;
    if ((flags & Flag.Unnamed) !== 0) return undefined;
    const from = this.entries.keyStart[e] as number;
    const to = this.entries.keyEnd[e] as number;
    if ((flags & Flag.Quoted) !== 0) return this.text.slice(from + 1, to - 1);
    return plainKeyString(this.text.slice(from, to));
  }
}

/** The entry that holds the document's root as its value. */
const ROOT = 0;

// How the first character of a plain key tells whether its name (plainKeyString) is its text:
// unless it may start a value YAML resolves (resolve.ts's RESOLVING_FIRST_CHARS) or the merge key
// `<<`; after one of `yYnNtTfFoO~`, when it is longer than every such value (`false`).
const NAME_IS_TEXT = 1;
const NAME_IS_TEXT_PAST_5 = 2;
const FIRST_CHARS = new Uint8Array(128).fill(NAME_IS_TEXT);
for (const c of [...RESOLVING_FIRST_CHARS, '<']) if (c !== '') FIRST_CHARS[c.charCodeAt(0)] = 0;
for (const c of 'yYnNtTfFoO~') FIRST_CHARS[c.charCodeAt(0)] = NAME_IS_TEXT_PAST_5;

/** Whether the plain key text[from, to) is named by its own text, told without making it a string. */
function plainNameIsText(text: string, from: number, to: number): boolean {
  const c = text.charCodeAt(from);
  const how = c < 128 ? (FIRST_CHARS[c] as number) : NAME_IS_TEXT;
  return how === NAME_IS_TEXT || (how === NAME_IS_TEXT_PAST_5 && to - from > 5);
}

/** Whether the plain key text[from, to) has no name: null (`~`, `null`) or the merge key `<<`. */
function plainKeyIsUnnamed(text: string, from: number, to: number): boolean {
  if (to - from > 4) return false;
  const c = text[from];
  return (c === '<' || c === '~' || c === 'n' || c === 'N') && plainKeyString(text.slice(from, to)) === undefined;
}

class LineReader {
  private readonly entries: Entries;
  /** The open collections, innermost last: the entry that holds each, its kind and its column. */
  private readonly stackHolder: number[] = [];
  private readonly stackKind: Kind[] = [];
  private readonly stackIndent: number[] = [];
  /** A key or `-` with nothing after it on its line (-1: none): its value is on the lines below, or it has none. */
  private pending = -1;
  private pendingIndent = 0;
  private pendingIsItem = false;
  /** After a value, lines indented more than this column (and blank lines) belong to it (-1: none). */
  private skip = -1;
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
  ) {
    // About a line in 30 characters holds an entry in generated manifests; the table grows when not.
    this.entries = new Entries(Math.max(64, Math.ceil((end - start) / 30)));
    this.entries.add(-1, -1, -1); // ROOT
  }

  read(): Entries | undefined {
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
      if (this.skip !== -1) {
        // Lines indented more than the value's parent, and blank lines, belong to the value.
        if (i === lineEnd || indent > this.skip) {
          at = next;
          continue;
        }
        this.skip = -1;
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
    return this.entries.kind[ROOT] === Kind.None ? undefined : this.entries;
  }

  /** One line of structure at text[i] (after `indent` spaces); returns where the next line starts. */
  private line(i: number, indent: number, lineEnd: number): number | undefined {
    const { text, entries } = this;
    const isDash = text[i] === '-' && (i + 1 === lineEnd || text[i + 1] === ' ');
    if (this.pending !== -1) {
      const entry = this.pending;
      const parent = this.pendingIndent;
      const isItem = this.pendingIsItem;
      this.pending = -1;
      if (isDash && (indent > parent || (indent === parent && !isItem))) {
        this.open(entry, Kind.Seq, indent, i);
        return this.item(entry, i, lineEnd);
      }
      if (indent > parent) {
        if (!isKeyLine(text, i, lineEnd)) {
          // A scalar on the lines below its key; one that opens a quote or bracket it does not
          // close on its line may go on at any column in go-yaml's grammar.
          entries.kind[entry] = Kind.Opaque;
          const q = text[i];
          if (q === '"' || q === "'") {
            const close = closingQuote(text, i, this.end);
            return close === undefined ? undefined : this.afterQuote(close, parent);
          }
          if ((q === '[' || q === '{') && !closesOnLine(text, i, lineEnd)) return undefined;
          this.skip = parent;
          return lineEnd + 1;
        }
        this.open(entry, Kind.Map, indent, i);
        return this.entry(entry, i, lineEnd);
      }
      if (isItem) entries.kind[entry] = Kind.Opaque; // an empty item: the tree places its null after the `-`
    }
    const { stackHolder, stackKind, stackIndent } = this;
    let top = stackHolder.length - 1;
    while (
      top >= 0 &&
      ((stackIndent[top] as number) > indent || (stackKind[top] === Kind.Seq && stackIndent[top] === indent && !isDash))
    ) {
      stackHolder.pop();
      stackKind.pop();
      stackIndent.pop();
      top--;
    }
    if (top < 0) {
      if (entries.kind[ROOT] !== Kind.None || indent !== 0) return undefined;
      if (isDash) {
        this.open(ROOT, Kind.Seq, indent, i);
        return this.item(ROOT, i, lineEnd);
      }
      if (!isKeyLine(text, i, lineEnd)) return undefined;
      this.open(ROOT, Kind.Map, indent, i);
      return this.entry(ROOT, i, lineEnd);
    }
    if (stackIndent[top] !== indent) return undefined;
    const holder = stackHolder[top] as number;
    if (stackKind[top] === Kind.Seq) return isDash ? this.item(holder, i, lineEnd) : undefined;
    return isDash ? undefined : this.entry(holder, i, lineEnd);
  }

  /** Makes the value of entry `holder` a collection at column `indent`, starting at text[start], and opens it. */
  private open(holder: number, kind: Kind.Map | Kind.Seq, indent: number, start: number): void {
    this.entries.open(holder, kind, start);
    this.stackHolder.push(holder);
    this.stackKind.push(kind);
    this.stackIndent.push(indent);
  }

  /** `key: value` at text[i], in the mapping held by `map`; the mapping's indentation is i's column. */
  private entry(map: number, i: number, lineEnd: number): number | undefined {
    const { text, entries } = this;
    let keyEnd: number; // after the key's text (the closing quote of a quoted key)
    let flags = 0;
    const q = text[i];
    if (q === '"' || q === "'") {
      const close = closingQuote(text, i, lineEnd);
      if (close === undefined) return undefined;
      keyEnd = close + 1;
      flags = Flag.Quoted;
      // A key with escapes is left unnamed rather than decoded here.
      const inner = text.slice(i + 1, close);
      if (q === '"' ? inner.includes('\\') : inner.includes("''")) flags |= Flag.Unnamed;
    } else {
      const colon = keyColon(text, i, lineEnd);
      if (colon === undefined) return undefined;
      keyEnd = colon;
      while (text[keyEnd - 1] === ' ') keyEnd--;
      if (plainKeyIsUnnamed(text, i, keyEnd)) flags = Flag.Unnamed;
    }
    let at = keyEnd;
    while (text[at] === ' ') at++;
    if (text[at] !== ':' || !(at + 1 === lineEnd || text[at + 1] === ' ')) return undefined;
    at++;
    const e = entries.add(i, keyEnd, map);
    entries.flags[e] = flags;
    if ((flags & Flag.Unnamed) !== 0) entries.flags[map] = (entries.flags[map] as number) | Flag.HasUnnamedKeys;
    return this.value(e, at, lineEnd, this.stackIndent[this.stackIndent.length - 1] as number, false);
  }

  /** `- value` at text[i], in the sequence held by `seq`. */
  private item(seq: number, i: number, lineEnd: number): number | undefined {
    const e = this.entries.add(-1, -1, seq);
    let at = i + 1;
    while (this.text[at] === ' ') at++;
    if (at < lineEnd && isKeyLine(this.text, at, lineEnd)) {
      // A mapping that starts on the line of its `-`, at the column of its first key.
      this.open(e, Kind.Map, at - this.lineStart(i), at);
      return this.entry(e, at, lineEnd);
    }
    return this.value(e, i + 1, lineEnd, this.stackIndent[this.stackIndent.length - 1] as number, true);
  }

  /** The value after a key's `:` or an item's `-` (text[from, lineEnd)); `parent` is the column of the key or `-`. */
  private value(e: number, from: number, lineEnd: number, parent: number, isItem: boolean): number | undefined {
    const { text, entries } = this;
    let at = from;
    while (text[at] === ' ') at++;
    const next = lineEnd + 1;
    if (at === lineEnd || text[at] === '#') {
      if (!isItem) entries.start[e] = at; // where the tree places the null
      this.pending = e;
      this.pendingIndent = parent;
      this.pendingIsItem = isItem;
      return next;
    }
    const ch = text[at] as string;
    if (ch === '"' || ch === "'") {
      // A quoted scalar spans its quotes, on one line or several; what follows its closing
      // quote's line is structure again, at whatever column its text went on.
      const close = closingQuote(text, at, this.end);
      if (close === undefined) return undefined;
      this.scalar(e, at, close + 1);
      if (close > lineEnd) return this.afterQuote(close, parent);
      if (!endsLine(text, close + 1, lineEnd)) return undefined;
    } else if (ch === '{' || ch === '[') {
      const closed = text
        .slice(at, lineEnd)
        .replace(/\s+#.*$/, '')
        .trimEnd();
      if (closed === '{}' || closed === '[]') {
        entries.kind[e] = Kind.EmptyFlow;
        entries.start[e] = at;
      } else if (!isClosedFlow(closed)) return undefined;
      else entries.kind[e] = Kind.Opaque;
    } else if ('|>&*!'.includes(ch)) {
      entries.kind[e] = Kind.Opaque; // block scalars, anchors, aliases, tags
    } else if ('@`%,]}'.includes(ch) || ('-?:'.includes(ch) && (at + 1 === lineEnd || text[at + 1] === ' '))) {
      return undefined;
    } else {
      const valueEnd = commentStart(text, at, lineEnd);
      if (!isPlainValue(text, at, valueEnd)) return undefined;
      this.scalar(e, at, valueEnd);
    }
    // A value's lines below (a multi-line scalar, a block scalar's text, a mapping under an
    // anchor) make it opaque; the structure resumes at the parent's column.
    this.skip = parent;
    if (this.continues(next, parent)) entries.kind[e] = Kind.Opaque;
    return next;
  }

  private scalar(e: number, start: number, end: number): void {
    this.entries.kind[e] = Kind.Scalar;
    this.entries.start[e] = start;
    this.entries.end[e] = end;
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
    if (this.pending !== -1 && this.pendingIsItem) this.entries.kind[this.pending] = Kind.Opaque;
    this.pending = -1;
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
