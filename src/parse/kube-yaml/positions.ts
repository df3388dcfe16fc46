import type { Placement } from '../event-positions.js';
import { Parser } from './parser.js';
import { plainKeyString } from './resolve.js';

// Where the values of a document that only go-yaml's grammar reads stand in its text: `yaml`'s
// concrete syntax tree, which locate.ts walks for every other document, follows YAML 1.2's
// indentation rules and splits these documents differently (a flow mapping that closes at its
// parent's indentation ends early there). The tree is built from the port's events, one node a
// step with an explicit stack, and walked as locate.ts walks the CST.

export type PositionNode =
  | { readonly kind: 'scalar'; readonly start: number; readonly end: number; readonly key: string | undefined }
  | { readonly kind: 'alias'; readonly start: number }
  | { readonly kind: 'sequence'; readonly start: number; readonly items: PositionItem[] }
  | {
      readonly kind: 'mapping';
      readonly start: number;
      readonly items: PositionItem[];
      /** The entries by key, the first of a repeated key: a walk through a wide mapping is one lookup a step. */
      readonly byKey: Map<string, PositionItem>;
    };

export interface PositionItem {
  readonly key?: PositionNode;
  readonly value: PositionNode;
  /** When the value is missing (`key:`): where yaml's composer places the null. */
  readonly emptyAt?: number;
}

/** The first document of `text` as a position tree, or undefined when go-yaml cannot read it. */
export function positionTree(text: string): PositionNode | undefined {
  const parser = new Parser(text);
  const stack: { node: Extract<PositionNode, { items: PositionItem[] }>; key?: PositionNode; keyEmpty?: boolean }[] =
    [];
  let root: PositionNode | undefined;
  const add = (node: PositionNode, emptyAt?: number): void => {
    const top = stack[stack.length - 1];
    if (!top) {
      root ??= node;
      return;
    }
    if (top.node.kind === 'sequence')
      top.node.items.push({ value: node, ...(emptyAt === undefined ? {} : { emptyAt }) });
    else if (top.key === undefined) top.key = node;
    else {
      const item = { key: top.key, value: node, ...(emptyAt === undefined ? {} : { emptyAt }) };
      top.node.items.push(item);
      if (top.key.kind === 'scalar' && top.key.key !== undefined && !top.node.byKey.has(top.key.key))
        top.node.byKey.set(top.key.key, item);
      delete top.key;
    }
  };
  try {
    for (let e = parser.next(); e; e = parser.next()) {
      if (e.type === 'document-end') break;
      if (e.type === 'scalar') {
        const empty = e.valueStart === undefined;
        // A missing value is placed after its indicator and the blanks that follow on its line.
        let at = e.start.index;
        if (e.afterIndicator) while (text[at] === ' ' || text[at] === '\t') at++;
        const start = e.valueStart?.index ?? at;
        const key = e.implicit && e.tag !== '!' ? plainKeyString(e.value ?? '') : (e.value ?? '');
        add(
          { kind: 'scalar', start, end: e.valueEnd?.index ?? start, key },
          empty && e.afterIndicator ? at : undefined,
        );
      } else if (e.type === 'alias') add({ kind: 'alias', start: e.start.index });
      else if (e.type === 'mapping-start' || e.type === 'sequence-start') {
        const start = e.start.index;
        const node: Extract<PositionNode, { items: PositionItem[] }> =
          e.type === 'mapping-start'
            ? { kind: 'mapping', start, items: [], byKey: new Map() }
            : { kind: 'sequence', start, items: [] };
        add(node);
        stack.push({ node });
      } else if (e.type === 'mapping-end' || e.type === 'sequence-end') stack.pop();
    }
  } catch {
    return undefined;
  }
  return root;
}

export interface PositionReach {
  readonly node: PositionNode | undefined;
  /** The key of the last step, or the item itself for a sequence item. */
  readonly anchor: PositionNode | undefined;
  readonly emptyAt?: number;
  /** The last step's key, when every step was walked and the last was a mapping's entry. */
  readonly key?: PositionNode;
}

/** Follows `steps` down from `root` as far as they lead, as locate.ts's walk does over the CST. */
export function walkPositions(root: PositionNode | undefined, steps: readonly string[]): PositionReach {
  let node = root;
  let anchor: PositionNode | undefined;
  let emptyAt: number | undefined;
  let key: PositionNode | undefined;
  for (const step of steps) {
    const item = node ? childItem(node, step) : undefined;
    if (!item) return { node, anchor, ...(node || emptyAt === undefined ? {} : { emptyAt }) };
    key = item.key?.kind === 'scalar' ? item.key : undefined;
    if (item.key) anchor = key ?? anchor;
    else anchor = item.value.kind !== 'alias' && item.emptyAt === undefined ? item.value : anchor;
    node = item.emptyAt === undefined ? item.value : undefined;
    emptyAt = item.emptyAt;
  }
  return { node, anchor, ...(emptyAt === undefined ? {} : { emptyAt }), ...(key ? { key } : {}) };
}

function childItem(node: PositionNode, step: string): PositionItem | undefined {
  if (node.kind === 'mapping') return node.byKey.get(step);
  if (node.kind === 'sequence' && /^\d+$/.test(step)) return node.items[Number(step)];
  return undefined;
}

/**
 * The offsets in `text` of the value at `steps` of the document text[offset, end) whose tree
 * `root` is, as locate.ts places values: a scalar at its text, a mapping or sequence at its key
 * (or, for a list item, its first line), a missing value where its null would stand; undefined
 * when the walk reaches nothing to place.
 */
export function rangeInTree(
  root: PositionNode,
  steps: readonly string[],
  text: string,
  offset = 0,
  end = text.length,
  placement: Placement = 'value',
): readonly [number, number] | undefined {
  const { node, anchor, emptyAt, key } = walkPositions(root, steps);
  if (placement === 'key' && key?.kind === 'scalar') return [offset + key.start, offset + Math.max(key.end, key.start)];
  if (emptyAt !== undefined) return [offset + emptyAt, offset + emptyAt];
  const target = node?.kind === 'scalar' && anchor !== node ? node : anchor;
  if (!target) return undefined;
  const start = offset + target.start;
  if (target.kind === 'scalar') return [start, offset + Math.max(target.end, target.start)];
  const nl = text.indexOf('\n', start);
  return [start, nl === -1 || nl >= end ? end : nl];
}
