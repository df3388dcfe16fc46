import { CST, Parser } from 'yaml';
import type { Placement } from './event-positions.js';
import { plainKeyString } from './kube-yaml/resolve.js';

// Where the values of one document stand in its text, read from `yaml`'s concrete syntax tree:
// the reading that places every value of a document js-yaml's grammar reads (locate.ts asks the
// lighter event-positions.ts first, and this one where that one cannot say).
//
// The walk is over the concrete syntax tree, not a composed Document: the Parser that builds
// the tree keeps its own stack, while the composer recurses and, on a document as deep as the
// main parser accepts (LIMITS.maxDepth), runs out of call stack part way down, at a depth that
// varies from run to run, and leaves the rest of the document out.

/** Where the walk along a path stopped: the token reached and the last key or item on the way. */
interface Reached {
  readonly node: CST.Token | undefined;
  readonly anchor: CST.Token | undefined;
  /** When the walk ended at a key or `-` with no value after it: where that empty value stands. */
  readonly emptyAt?: number;
  /** The last step's key, when every step was walked and the last was a mapping's entry. */
  readonly key?: CST.FlowScalar | CST.BlockScalar;
}

/** A mapping's entries by key (keyOf), indexed once per mapping token. */
type EntryIndex = WeakMap<CST.Token, ReadonlyMap<string, CST.CollectionItem>>;

export class CstPositions {
  private cleanEnd?: boolean;
  /**
   * The entries of each mapping walked through, by key, indexed on the first walk through it, so
   * a walk into a mapping of thousands of keys costs one lookup a step, not a scan.
   */
  private readonly entries: EntryIndex = new WeakMap();

  private constructor(
    /** The document's value; undefined when the text holds none. */
    private readonly root: CST.Token | undefined,
    /** Where the parsed text starts in the file's text. */
    private readonly offset: number,
  ) {}

  /** The first document of text[start, end) of a file's text. */
  static parse(text: string, start: number, end: number): CstPositions {
    for (const token of new Parser().parse(text.slice(start, end))) {
      if (token.type === 'document') return new CstPositions(token.value, start);
    }
    return new CstPositions(undefined, start);
  }

  /** Whether the document holds a value at all. */
  get hasValue(): boolean {
    return this.root !== undefined;
  }

  /**
   * Whether the parsed text ends at a clean boundary. What a cut splits is open at the very end
   * of the text, so only the chain of last entries needs a look: a flow collection there must be
   * closed (which closes everything inside it) and a quoted scalar terminated.
   */
  get endsCleanly(): boolean {
    this.cleanEnd ??= endsCleanly(this.root);
    return this.cleanEnd;
  }

  /**
   * The offsets in the file's text (`text`) of the value at `steps`: a scalar spans its value,
   * quotes included; a key or item that holds a mapping or sequence, its first line; an empty
   * value (`key:` with nothing after it) stands where its text would go. Undefined when the walk
   * reaches nothing to place. With placement 'key', the last step's key, where it has one.
   */
  range(text: string, steps: readonly string[], placement: Placement = 'value'): readonly [number, number] | undefined {
    const { node, anchor, emptyAt, key } = walk(this.root, steps, this.entries);
    if (placement === 'key' && key) {
      const { range } = resolveScalar(key);
      return [this.offset + range[0], this.offset + Math.max(range[1], range[0])];
    }
    if (emptyAt !== undefined) return [this.offset + emptyAt, this.offset + emptyAt];
    const target = isScalarToken(node) && anchor !== node ? node : anchor;
    if (!target) return undefined;
    const scalar = isScalarToken(target) ? resolveScalar(target) : null;
    const start = this.offset + (scalar ? scalar.range[0] : target.offset);
    const end = scalar ? this.offset + scalar.range[1] : firstLineEnd(text, start);
    return [start, Math.max(end, start)];
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
  let key: CST.FlowScalar | CST.BlockScalar | undefined;
  for (const step of steps) {
    const item = node ? childItem(node, step, entries) : undefined;
    if (!item) return { node, anchor, ...(node || emptyAt === undefined ? {} : { emptyAt }) };
    key = isScalarToken(item.key) ? item.key : undefined;
    if (item.key) anchor = key ?? anchor;
    else anchor = item.value && (isScalarToken(item.value) || CST.isCollection(item.value)) ? item.value : anchor;
    node = item.value;
    emptyAt = node ? undefined : emptyValueOffset(item);
  }
  return { node, anchor, ...(emptyAt === undefined ? {} : { emptyAt }), ...(key ? { key } : {}) };
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
  if (
    (node.type === 'block-seq' || (node.type === 'flow-collection' && node.start.source === '[')) &&
    /^\d+$/.test(step)
  ) {
    return (node.items as CST.CollectionItem[])[Number(step)];
  }
  return undefined;
}

function entriesOf(
  node: CST.BlockMap | CST.FlowCollection,
  index: EntryIndex,
): ReadonlyMap<string, CST.CollectionItem> {
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

function endsCleanly(root: CST.Token | undefined): boolean {
  for (let node = root; node;) {
    if (isScalarToken(node)) {
      let broken = false;
      resolveScalar(node, () => (broken = true));
      return !broken;
    }
    if (node.type === 'flow-collection')
      return node.end.some((t) => t.type === 'flow-map-end' || t.type === 'flow-seq-end');
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
function resolveScalar(
  token: CST.FlowScalar | CST.BlockScalar,
  onError: () => void = () => undefined,
): { value: string; range: readonly [number, number, number] } {
  return CST.resolveAsScalar(token, false, onError);
}

/** A scalar token: plain, quoted or block. An alias is not one: it cannot be followed. */
function isScalarToken(token: CST.Token | null | undefined): token is CST.FlowScalar | CST.BlockScalar {
  return CST.isScalar(token) && token.type !== 'alias';
}

function firstLineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl === -1 ? text.length : nl;
}
