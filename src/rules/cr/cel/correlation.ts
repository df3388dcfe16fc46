import { isJsonObject } from '../../../parse/kube-object.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import { sameValue } from '../../crd/schema/same-value.js';

// CR-CEL-005 and CR-CEL-010 (spec/cr-validation.md §8, §9): which old value a new value is
// compared with. The apiserver correlates an object's property or map value with the old one of
// the same name, and an item of a `x-kubernetes-list-type: map` list with the first old item whose
// key fields are equal scalars (apiserver pkg/cel/common/maplist.go); items of other lists never
// correlate. `CorrelatedObject` (apiserver pkg/cel/common/equality.go) walks both objects together
// for ratcheting and tells whether a correlated node is unchanged (CachedDeepEqual).

/** The old item that correlates with `item` in a map list, by its key values; undefined when none. */
export function oldMapListItem(node: SchemaNode, oldList: unknown, item: unknown): unknown {
  if (node.listType !== 'map' || !Array.isArray(oldList) || !isJsonObject(item)) return undefined;
  const key = compositeKey(node.listMapKeys, item);
  if (key === undefined) return undefined;
  for (const old of oldList) if (isJsonObject(old) && compositeKey(node.listMapKeys, old) === key) return old;
  return undefined;
}

/** The key of a map-list item: every key field present and scalar; undefined otherwise. */
function compositeKey(keys: readonly string[], item: { readonly [k: string]: unknown }): string | undefined {
  const parts: string[] = [];
  for (const k of keys) {
    if (!Object.hasOwn(item, k)) return undefined;
    const v = item[k];
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return undefined;
    parts.push(`${typeof v}:${String(v)}`);
  }
  return JSON.stringify(parts);
}

/** A new value and the old value it correlates with, at one schema node. */
export class Correlated {
  private equalKnown: boolean | undefined;
  private readonly children = new Map<string, Correlated | undefined>();

  constructor(
    readonly value: unknown,
    readonly old: unknown,
    readonly node: SchemaNode,
  ) {}

  /** The correlated property or map value `field`; undefined when either side lacks it or no schema covers it. */
  key(field: string): Correlated | undefined {
    const known = `k${field}`;
    if (this.children.has(known)) return this.children.get(known);
    let child: Correlated | undefined;
    if (
      isJsonObject(this.value) &&
      isJsonObject(this.old) &&
      Object.hasOwn(this.value, field) &&
      Object.hasOwn(this.old, field)
    ) {
      const additional = this.node.additionalProperties;
      const schema = this.node.properties.get(field) ?? (additional instanceof SchemaNode ? additional : undefined);
      if (schema) child = new Correlated(this.value[field], this.old[field], schema);
    }
    this.children.set(known, child);
    return child;
  }

  /** The correlated item `i`: only in map lists. */
  index(i: number): Correlated | undefined {
    const known = `i${i}`;
    if (this.children.has(known)) return this.children.get(known);
    let child: Correlated | undefined;
    const items = this.node.items;
    if (Array.isArray(this.value) && i < this.value.length && items && this.node.listType === 'map') {
      const old = oldMapListItem(this.node, this.old, this.value[i]);
      if (old !== undefined) child = new Correlated(this.value[i], old, items);
    }
    this.children.set(known, child);
    return child;
  }

  /** CachedDeepEqual: unchanged from the old value, map-list items compared by key. */
  deepEqual(): boolean {
    if (this.equalKnown !== undefined) return this.equalKnown;
    this.equalKnown = this.compare();
    return this.equalKnown;
  }

  private compare(): boolean {
    const { value, old } = this;
    if (value === null || value === undefined || old === null || old === undefined)
      return (value ?? null) === (old ?? null);
    if (Array.isArray(value) !== Array.isArray(old) || isJsonObject(value) !== isJsonObject(old)) return false;
    if (Array.isArray(value) && Array.isArray(old)) {
      if (value.length !== old.length) return false;
      if (this.node.listType !== 'map') return sameValue(value, old);
      for (let i = 0; i < value.length; i++) {
        const child = this.index(i);
        if (!child || !child.deepEqual()) return false;
      }
      return true;
    }
    if (isJsonObject(value) && isJsonObject(old)) {
      const keys = Object.keys(value);
      if (keys.length !== Object.keys(old).length) return false;
      return keys.every((k) => {
        const child = this.key(k);
        return child !== undefined && child.deepEqual();
      });
    }
    return value === old;
  }
}

/** ratchetingOptions of cel/validation.go: the node's correlation and the nearest correlated ancestor. */
export interface Ratchet {
  readonly current?: Correlated;
  readonly nearestParent?: Correlated;
}

export function ratchetKey(r: Ratchet, field: string): Ratchet {
  if (!r.current) return r;
  // apiVersion and kind of the root are never ratcheted: old and new are converted to the same type.
  if (!r.nearestParent && (field === 'apiVersion' || field === 'kind')) return {};
  return { current: r.current.key(field), nearestParent: r.current };
}

export function ratchetIndex(r: Ratchet, i: number): Ratchet {
  if (!r.current) return r;
  return { current: r.current.index(i), nearestParent: r.current };
}

/** shouldRatchetError: the node (or, uncorrelated, its nearest correlated ancestor) is unchanged. */
export function shouldRatchet(r: Ratchet): boolean {
  if (r.current) return r.current.deepEqual();
  return r.nearestParent?.deepEqual() ?? false;
}

const FORMATS_NOT_STRINGS: ReadonlySet<string> = new Set(['byte', 'date', 'date-time', 'datetime', 'duration']);

/**
 * `self == oldSelf` as cel-go decides it on the apiserver's values (valuesunstructured.go Equal):
 * set lists without order, map lists by key, objects by key; undefined where that is not
 * decided here (strings that are timestamps, durations or bytes there; values without a type).
 */
export function celGoEqual(a: unknown, b: unknown, node: SchemaNode): boolean | undefined {
  if (a === null || b === null || a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  if (node.intOrString) return a === b;
  switch (node.type) {
    case 'string':
      // Timestamps, durations and bytes from equal strings are equal; from different ones, not known here.
      return FORMATS_NOT_STRINGS.has(node.format) ? (a === b ? true : undefined) : a === b;
    case 'integer':
    case 'number':
    case 'boolean':
      return a === b;
    case 'array': {
      const items = node.items;
      if (!Array.isArray(a) || !Array.isArray(b) || !items) return undefined;
      if (a.length !== b.length) return false;
      if (node.listType === 'set') return every(a, (x) => some(b, (y) => celGoEqual(x, y, items)));
      if (node.listType === 'map')
        return every(a, (x) => {
          const y = oldMapListItem(node, b, x);
          return y === undefined ? false : celGoEqual(x, y, items);
        });
      return every(a, (x, i) => celGoEqual(x, b[i], items));
    }
    case 'object': {
      if (!isJsonObject(a) || !isJsonObject(b)) return undefined;
      const keys = Object.keys(a);
      if (keys.length !== Object.keys(b).length) return false;
      const additional = node.additionalProperties;
      return every(keys, (k) => {
        if (!Object.hasOwn(b, k)) return false;
        const child = node.properties.get(k) ?? (additional instanceof SchemaNode ? additional : undefined);
        return child ? celGoEqual(a[k], b[k], child) : sameValue(a[k], b[k]);
      });
    }
    default:
      return undefined;
  }
}

/** Three-valued every/some: undefined when the answer depends on an undecided item. */
function every<T>(xs: readonly T[], f: (x: T, i: number) => boolean | undefined): boolean | undefined {
  let unknown = false;
  for (const [i, x] of xs.entries()) {
    const r = f(x, i);
    if (r === false) return false;
    if (r === undefined) unknown = true;
  }
  return unknown ? undefined : true;
}

function some<T>(xs: readonly T[], f: (x: T) => boolean | undefined): boolean | undefined {
  let unknown = false;
  for (const x of xs) {
    const r = f(x);
    if (r === true) return true;
    if (r === undefined) unknown = true;
  }
  return unknown ? undefined : false;
}
