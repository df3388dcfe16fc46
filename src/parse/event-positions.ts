import { EVENT_ID, SCALAR_STYLE, COLLECTION_STYLE, getScalarValue, type Event, type ScalarEvent } from 'js-yaml';
import { plainKeyString } from './kube-yaml/resolve.js';

// Where the values of one document stand in its text, read from js-yaml's parse events (the
// ones yaml-load.ts builds values from), which carry source offsets. Reading a document's
// events costs a third of `yaml`'s concrete syntax tree, and the events are what locate.ts must
// read anyway to know that js-yaml's grammar reads the document (issue 17: a CRD with tens of
// thousands of findings is read once, and each finding is a few lookups).
//
// The positions must be those cst-positions.ts gives, which are those of `yaml`'s composed
// document (locate.property.test.ts). They are the same for the forms manifests are written in:
// block and flow collections, plain and quoted scalars, keys followed by nothing. Where the two
// readings place a value differently or the events do not say enough (a block scalar's header,
// anchors and tags, a `-` with nothing after it, a pair inside a flow sequence), the answer is
// 'undecided' and locate.ts asks the syntax tree.

/** Offsets in the file's text, nothing to place (the walk reached no key or value), or ask the syntax tree. */
export type EventPlacement = readonly [number, number] | 'nothing' | 'undecided';

/**
 * What a located path's range covers: its value as locate.ts places values, or the key of its
 * last step (a field to delete or rename), which is the value's placement where the path does not
 * end at a key of a mapping that the document holds.
 */
export type Placement = 'value' | 'key';

const { DOCUMENT, SEQUENCE, MAPPING, SCALAR, POP } = EVENT_ID;
const NONE = -1;

/** An entry of a mapping (key and value) or an item of a sequence (value only), as event indexes. */
interface Child {
  readonly key: number;
  readonly value: number;
}

export class EventPositions {
  /** For each event that starts a node, the index of the event after that node. */
  private readonly after: Int32Array;
  private readonly root: number;
  /** Each mapping's entries by key and each sequence's items, indexed on the first walk through it. */
  private readonly children = new Map<number, ReadonlyMap<string, Child> | readonly Child[] | 'undecided'>();

  /**
   * `events` are those of text[offset, …) of a file's text `text` (js-yaml's offsets are in the
   * parsed piece); only the first document is read.
   */
  constructor(
    private readonly text: string,
    private readonly offset: number,
    private readonly events: readonly Event[],
  ) {
    this.after = new Int32Array(events.length);
    const open: number[] = []; // no recursion: documents nest as deep as the parser reads
    for (let i = 0; i < events.length; i++) {
      const type = (events[i] as Event).type;
      if (type === DOCUMENT || type === SEQUENCE || type === MAPPING) open.push(i);
      else if (type === POP) this.after[open.pop() ?? 0] = i + 1;
      else this.after[i] = i + 1;
    }
    this.root = events[0]?.type === DOCUMENT && events[1] !== undefined && events[1].type !== POP ? 1 : NONE;
  }

  /** Where the value (or key) at `steps` stands, placed as CstPositions.range places it. */
  range(steps: readonly string[], placement: Placement = 'value'): EventPlacement {
    let node = this.root;
    let anchor = NONE; // the key of the last step, or the item itself
    let emptyAt: number | undefined;
    for (const [i, step] of steps.entries()) {
      if (node === NONE) break;
      const child = this.child(node, step);
      if (child === 'undecided') return child;
      if (child === undefined) break;
      if (placement === 'key' && i === steps.length - 1 && child.key !== NONE)
        return this.scalarRange(this.event(child.key) as ScalarEvent);
      const value = this.event(child.value);
      const isEmpty = value.type === SCALAR && value.valueStart === NONE;
      if (child.key !== NONE) anchor = child.key;
      else if (isEmpty)
        return 'undecided'; // a `-` with nothing after it: the syntax tree knows where the `-` is
      else if (value.type !== EVENT_ID.ALIAS) anchor = child.value;
      if (isEmpty) {
        const at = this.emptyValueOffset(node, child);
        if (at === undefined) return 'undecided';
        node = NONE;
        emptyAt = at;
      } else {
        node = child.value;
        emptyAt = undefined;
      }
    }
    if (node === NONE && emptyAt !== undefined) return [emptyAt, emptyAt];
    const target = node !== NONE && this.event(node).type === SCALAR ? node : anchor;
    if (target === NONE) return 'nothing';
    const event = this.event(target);
    if (event.type === SCALAR) return this.scalarRange(event);
    return this.collectionRange(target);
  }

  private event(i: number): Event {
    return this.events[i] as Event;
  }

  private child(node: number, step: string): Child | undefined | 'undecided' {
    const type = this.event(node).type;
    if (type === MAPPING) {
      const entries = this.entriesOf(node);
      return entries === 'undecided' ? entries : entries.get(step);
    }
    if (type === SEQUENCE && /^\d+$/.test(step)) {
      const items = this.itemsOf(node);
      return items === 'undecided' ? items : items[Number(step)];
    }
    return undefined;
  }

  /** A mapping's entries by key: a plain key as Kubernetes' reader resolves it, any other its text; the first of a repeated key. */
  private entriesOf(mapping: number): ReadonlyMap<string, Child> | 'undecided' {
    let entries = this.children.get(mapping);
    if (entries === undefined) {
      const map = new Map<string, Child>();
      for (let k = mapping + 1; this.event(k).type !== POP;) {
        const value = this.after[k] as number;
        const key = this.event(k);
        // A key that is not a scalar, or a plain one with no text (`: x`), is no key a path can name.
        if (key.type === SCALAR && !(key.valueStart === NONE && key.style === SCALAR_STYLE.PLAIN)) {
          const raw = getScalarValue(this.text, this.inText(key));
          const name = key.style === SCALAR_STYLE.PLAIN ? plainKeyString(raw) : raw;
          // A null key (`~:`) or a merge key (`<<:`) names no field.
          if (name !== undefined && !map.has(name)) map.set(name, { key: k, value });
        }
        k = this.after[value] as number;
      }
      entries = map;
      this.children.set(mapping, entries);
    }
    return entries as ReadonlyMap<string, Child> | 'undecided';
  }

  private itemsOf(sequence: number): readonly Child[] | 'undecided' {
    let items = this.children.get(sequence);
    if (items === undefined) {
      const list: Child[] = [];
      const isFlow = (this.event(sequence) as { style: number }).style === COLLECTION_STYLE.FLOW;
      let undecided = false;
      for (let i = sequence + 1; this.event(i).type !== POP; i = this.after[i] as number) {
        // `[a: 1]` is a mapping of one pair to js-yaml and an item with a key to the syntax tree.
        const item = this.event(i);
        if (isFlow && item.type === MAPPING && this.text[this.offset + item.start] !== '{') undecided = true;
        list.push({ key: NONE, value: i });
      }
      items = undecided ? 'undecided' : list;
      this.children.set(sequence, items);
    }
    return items as readonly Child[] | 'undecided';
  }

  /** A scalar event with its offsets in the file's text rather than in the parsed piece. */
  private inText(event: ScalarEvent): ScalarEvent {
    return this.offset === 0
      ? event
      : { ...event, valueStart: event.valueStart + this.offset, valueEnd: event.valueEnd + this.offset };
  }

  /**
   * Where the syntax tree places an empty value: after its key's `:` and the spaces that follow
   * on its line. Only for a block mapping's key followed by spaces and `:`; flow mappings, tags,
   * anchors and explicit keys (`? k`) are left to the tree.
   */
  private emptyValueOffset(mapping: number, child: Child): number | undefined {
    const map = this.event(mapping) as { style: number };
    const key = this.event(child.key);
    const value = this.event(child.value) as ScalarEvent;
    if (map.style !== COLLECTION_STYLE.BLOCK || key.type !== SCALAR || hasProperties(value) || hasProperties(key))
      return undefined;
    const keyRange = this.scalarRange(key);
    if (keyRange === 'undecided' || keyRange === 'nothing') return undefined;
    const { text } = this;
    let at = keyRange[1];
    while (text[at] === ' ') at++;
    if (text[at] !== ':') return undefined;
    at++;
    while (text[at] === ' ') at++;
    return text[at] === '\t' ? undefined : at;
  }

  /** A scalar's range as the syntax tree gives it: the value, quotes included; a block scalar from its header. */
  private scalarRange(event: ScalarEvent): EventPlacement {
    if (hasProperties(event) || event.valueStart === NONE) return 'undecided';
    const { text } = this;
    const start = this.offset + event.valueStart;
    const end = this.offset + event.valueEnd;
    switch (event.style) {
      case SCALAR_STYLE.PLAIN:
        return [start, end];
      case SCALAR_STYLE.SINGLE_QUOTED:
      case SCALAR_STYLE.DOUBLE_QUOTED: {
        const quote = event.style === SCALAR_STYLE.SINGLE_QUOTED ? "'" : '"';
        return text[start - 1] === quote && text[end] === quote ? [start - 1, end + 1] : 'undecided';
      }
      default:
        return 'undecided'; // a block scalar: the tree starts it at its header and ends it before trailing blank lines
    }
  }

  /** A sequence item that is a mapping or sequence: its first line, from where the tree starts it. */
  private collectionRange(collection: number): EventPlacement {
    const event = this.event(collection) as Extract<Event, { start: number }>;
    if (hasProperties(event)) return 'undecided';
    const start = this.offset + event.start;
    const first = this.text[start];
    const isBlock = event.style === COLLECTION_STYLE.BLOCK;
    let placed: boolean;
    if (!isBlock) placed = first === (event.type === MAPPING ? '{' : '[');
    else if (event.type === SEQUENCE) placed = first === '-';
    else {
      // A block mapping starts at its first key (`? k` and anchored keys start elsewhere).
      const key = this.event(collection + 1);
      const keyRange = key.type === SCALAR ? this.scalarRange(key) : 'undecided';
      placed = typeof keyRange !== 'string' && keyRange[0] === start;
    }
    if (!placed) return 'undecided';
    const nl = this.text.indexOf('\n', start);
    return [start, nl === -1 ? this.text.length : nl];
  }
}

function hasProperties(event: { readonly anchorStart?: number; readonly tagStart?: number }): boolean {
  return (event.anchorStart ?? NONE) !== NONE || (event.tagStart ?? NONE) !== NONE;
}
