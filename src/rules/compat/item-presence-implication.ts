import type { ASTNode } from '@marcbachmann/cel-js';
import { chainOf, hasSelect, isNode } from './cel-ast.js';
import {
  acceptsWhatBaseAccepted,
  ANOTHER_STRING,
  combinationsOf,
  HOLDER,
  holdersOf,
  MAX_FIELD_DEPTH,
  nestedCase,
  UNSET,
  YET_ANOTHER_STRING,
} from './truth-table.js';
import type { OldObjectFacts } from './holds-without-new-fields.js';

// presence-implication.ts for a rule on a list of objects that reads the items' fields through
// all(), exists() and exists_one() over `self`, decided by trying lists of every combination of
// item states. Gateway API v1.4 guarded its uniqueness rules on a Gateway's `spec.addresses`,
// `self.all(a1, a1.type == 'IPAddress' ? self.exists_one(a2, a2.type == a1.type && a2.value ==
// a1.value) : true)` becoming the same with `&& has(a1.value)` and `has(a2.value) &&`, when
// `value` became optional. Every implementation that ships the Gateway API CRDs (envoyproxy/gateway
// 1ea8d96865) took the change. The base rule failed with CEL's "no such key" on an IPAddress
// item without a value, so the apiserver refused every such object; on the objects it accepted
// the guards are true, and the head rule reads as the base rule.
//
// An item field is tried unset, set (where only has() reads it), as each string literal it is
// compared with and as another string, and, where it is compared with an item's field, as a
// second other string, so that two items can hold equal and different values. What the base
// schema says of every old item narrows the states (a required field is set, a field the change
// adds is unset). Lists of up to MAX_ITEMS items are tried, in every combination of item states
// (the quantifiers do not depend on the order): the proof is bounded, and a larger count of
// combinations than MAX_LISTS is no proof.

/** The most items in a list tried. */
const MAX_ITEMS = 3;
/** The most lists tried. */
const MAX_LISTS = 4096;

const QUANTIFIERS: ReadonlySet<string> = new Set(['all', 'exists', 'exists_one']);

interface ItemFieldUse {
  /** The string literals the field is compared with. */
  readonly literals: Set<string>;
  /** Whether it is compared with a field of an item (itself or another). */
  compared: boolean;
}

/**
 * The item fields a rule reads, or undefined when it reads `self` other than as the list a
 * quantifier ranges over, or an item's field other than through has() and `==` / `!=` with a
 * string literal or another item's field (`a1.value.matches(…)`, `self.size()`).
 */
function itemFieldsRead(ast: ASTNode): Map<string, ItemFieldUse> | undefined {
  const fields = new Map<string, ItemFieldUse>();
  const use = (name: string): ItemFieldUse => {
    let u = fields.get(name);
    if (!u) fields.set(name, (u = { literals: new Set(), compared: false }));
    return u;
  };
  // An item's field, or a field below one (`l.tls.mode`: `tls.mode`), down to MAX_FIELD_DEPTH.
  const itemField = (node: unknown, items: ReadonlySet<string>): string | undefined => {
    const chain = isNode(node) && node.op === '.' ? chainOf(node) : undefined;
    return chain !== undefined && chain.length >= 2 && chain.length <= MAX_FIELD_DEPTH + 1 && items.has(chain[0] ?? '')
      ? chain.slice(1).join('.')
      : undefined;
  };
  const walk = (node: unknown, items: ReadonlySet<string>): boolean => {
    if (Array.isArray(node)) return node.every((n) => walk(n, items));
    if (!isNode(node)) return true;
    if (node.op === 'id') return node.args !== 'self' && node.args !== 'oldSelf' && !items.has(node.args as string);
    const args = node.args as unknown;
    if (node.op === 'rcall' && Array.isArray(args)) {
      const [name, receiver, macro] = args as unknown[];
      const variable = Array.isArray(macro) && macro.length === 2 ? (macro[0] as unknown) : undefined;
      if (
        QUANTIFIERS.has(name as string) &&
        isNode(receiver) &&
        receiver.op === 'id' &&
        receiver.args === 'self' &&
        isNode(variable) &&
        variable.op === 'id' &&
        typeof variable.args === 'string'
      )
        return walk((macro as unknown[])[1], new Set([...items, variable.args]));
    }
    const select = hasSelect(node);
    const checked = select && itemField(select, items);
    if (checked) {
      use(checked);
      return true;
    }
    if ((node.op === '==' || node.op === '!=') && Array.isArray(args) && args.length === 2) {
      const [a, b] = args as unknown[];
      const [fa, fb] = [itemField(a, items), itemField(b, items)];
      if (fa !== undefined && fb !== undefined) {
        use(fa).compared = true;
        use(fb).compared = true;
        return true;
      }
      const field = fa ?? fb;
      if (field !== undefined) {
        const other = fa !== undefined ? b : a;
        if (!isNode(other) || other.op !== 'value' || typeof other.args !== 'string') return false;
        use(field).literals.add(other.args);
        return true;
      }
    }
    return walk(args, items);
  };
  return walk(ast, new Set()) ? fields : undefined;
}

/**
 * The states an old item's field can be in, as far as the rules can tell them apart. What the base
 * schema says of old items is known of their own fields; a field below one (`tls.mode`) takes every
 * state, and is unset where the field above it is new.
 */
function statesOf(name: string, use: ItemFieldUse, old: OldObjectFacts | undefined): unknown[] {
  const top = name.split('.')[0] ?? name;
  if (old?.absent.has(top)) return [UNSET];
  if (top !== name) old = undefined;
  const known = old?.values?.get(name);
  let states: unknown[] =
    use.literals.size === 0 && !use.compared
      ? [true]
      : [...use.literals, ANOTHER_STRING, ...(use.compared ? [YET_ANOTHER_STRING] : [])];
  if (known) {
    const others = [...known].some((v) => !use.literals.has(v));
    states = states.filter((s) => (s === ANOTHER_STRING || s === YET_ANOTHER_STRING ? others : known.has(s as string)));
  }
  const present = known !== undefined || old?.present?.has(name) === true;
  return present ? states : [UNSET, ...states];
}

/** Every multiset of at most MAX_ITEMS of `items`, as a list; undefined when there are more than MAX_LISTS. */
function listsOf<T>(items: readonly T[]): T[][] | undefined {
  const lists: T[][] = [[]];
  let level: { readonly list: T[]; readonly from: number }[] = [{ list: [], from: 0 }];
  for (let size = 1; size <= MAX_ITEMS; size++) {
    const next: typeof level = [];
    for (const { list, from } of level)
      for (let i = from; i < items.length; i++) {
        const longer = [...list, items[i] as T];
        next.push({ list: longer, from: i });
        lists.push(longer);
        if (lists.length > MAX_LISTS) return undefined;
      }
    level = next;
  }
  return lists;
}

/**
 * True when both rules read the list `self` only through quantifiers over its items, and those
 * items only as itemFieldsRead allows, and head is true on every list of at most MAX_ITEMS old
 * items that base accepted (a base rule that fails with "no such key" accepted none).
 */
export function isImpliedOnItems(
  base: { readonly text: string; readonly ast: ASTNode },
  head: { readonly text: string; readonly ast: ASTNode },
  oldItems: OldObjectFacts | undefined,
): boolean {
  const [b, h] = [itemFieldsRead(base.ast), itemFieldsRead(head.ast)];
  if (!b || !h || (b.size === 0 && h.size === 0)) return false;
  const uses = new Map<string, ItemFieldUse>();
  for (const [name, u] of [...b, ...h]) {
    const known = uses.get(name);
    uses.set(name, {
      literals: new Set([...(known?.literals ?? []), ...u.literals]),
      compared: (known?.compared ?? false) || u.compared,
    });
  }
  const states = new Map<string, unknown[]>([...uses].map(([name, u]) => [name, statesOf(name, u, oldItems)]));
  // The fields above a field read below them hold an object, or are unset.
  for (const holder of holdersOf(uses.keys())) {
    // Read itself through has() alone, it is set or not; compared as a string as well: not modelled.
    const own = uses.get(holder);
    if (own !== undefined && (own.literals.size > 0 || own.compared)) return false;
    const top = holder.split('.')[0] ?? holder;
    states.set(
      holder,
      oldItems?.absent.has(top) ? [UNSET] : holder === top && oldItems?.present?.has(top) ? [HOLDER] : [UNSET, HOLDER],
    );
  }
  const items = combinationsOf(states).flatMap((fields) => nestedCase(fields) ?? []);
  const lists = listsOf(items);
  if (!lists) return false;
  return acceptsWhatBaseAccepted(
    base.text,
    head.text,
    lists.map((self) => ({ self })),
  );
}
