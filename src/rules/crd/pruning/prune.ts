import { isJsonObject } from '../../../parse/kube-object.js';
import { SchemaNode } from '../schema/schema-node.js';
import { stepsTo, type ValueStep } from './value-steps.js';

// The apiserver's pruning algorithm (spec/crd-validation.md §11, PRUNE-001..004), as a pure
// function over JSON values: it returns a pruned copy and the path of every key it dropped, and
// never mutates its input. Used for custom resources (crd/pruned-field) and for defaults
// (SCHEMA-DEF-004, crd/defaults).

/** Keys and indexes from the pruned value's root to one dropped key. */
export type PrunedPath = readonly (string | number)[];

/**
 * A value's place in the schema: the custom resource's path with every list index written `[*]`
 * and every key an `additionalProperties` schema takes `{*}` (`spec.resources[*]`,
 * `spec.labels{*}.x`, as compat/ writes them); the root is `''`. Every value at one place meets the same schema node.
 */
export type SchemaPlace = string;

/** One key pruning dropped, and the object that dropped it. */
export interface Drop {
  readonly path: PrunedPath;
  /** The place of the object holding the key. */
  readonly holder: SchemaPlace;
  /** The holder's schema; undefined where it has none (everything in it is dropped). */
  readonly holderSchema: SchemaNode | undefined;
}

/** A resource's `metadata` and its place in the schema. */
export interface MetadataAt {
  readonly path: PrunedPath;
  readonly place: SchemaPlace;
}

export interface PruneResult {
  readonly value: unknown;
  readonly pruned: readonly PrunedPath[];
  /** The same keys as `pruned`, in the same order, with the object that dropped each. */
  readonly drops: readonly Drop[];
  /**
   * Where a resource's `metadata` was kept untouched (the root's, an embedded resource's): the
   * apiserver decodes it into ObjectMeta instead (PRUNE-005; see object-meta.ts).
   */
  readonly metadata: readonly MetadataAt[];
}

/**
 * Called with every object and list the walk meets under a schema, and that schema, before its
 * keys or items are pruned: what validation will later make of the value (rejections.ts)
 * follows the same schema choices as pruning, so it is read on the same walk.
 */
export type PruneVisitor = (value: unknown, schema: SchemaNode, path: PrunedPath) => void;

interface Acc {
  readonly drops: Drop[];
  readonly metadata: MetadataAt[];
  readonly visit: PruneVisitor | undefined;
}

/**
 * Where a value is: its parent's place and the step to it. The path and the schema place are
 * written out only for what needs them (a dropped key, a metadata, the visitor): pruning copies
 * every value of every resource, and most have none of those.
 */
interface Where extends ValueStep {
  readonly parent: Where | undefined;
  /** The step is a list index or an additionalProperties key: its place is `[*]` or `{*}`. */
  readonly anyKey: boolean;
}

const ROOT: Where | undefined = undefined;

const below = (at: Where | undefined, step: string | number, anyKey: boolean): Where => ({
  parent: at,
  step,
  anyKey,
});

const pathOf = (at: Where | undefined): (string | number)[] => stepsTo(at);

function placeOf(at: Where | undefined): SchemaPlace {
  const chain: Where[] = [];
  for (let w = at; w; w = w.parent) chain.push(w);
  let place: SchemaPlace = '';
  for (let i = chain.length - 1; i >= 0; i--) {
    const w = chain[i] as Where;
    place = !w.anyKey
      ? propertyPlace(place, String(w.step))
      : typeof w.step === 'number'
        ? `${place}[*]`
        : `${place}{*}`;
  }
  return place;
}

// PRUNE-002 (a): kept untouched, without recursion, in an embedded resource and at the root.
const RESOURCE_META_KEYS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata']);

/**
 * PRUNE-001: `Prune(obj, s, isResourceRoot)`. At a resource root the schema counts as
 * `x-kubernetes-embedded-resource: true`, so apiVersion, kind and metadata are never pruned;
 * an absent schema at the root behaves as an empty one (everything else is dropped).
 */
export function prune(
  value: unknown,
  schema: SchemaNode | undefined,
  isResourceRoot: boolean,
  visit?: PruneVisitor,
): PruneResult {
  const acc: Acc = { drops: [], metadata: [], visit };
  const root = isResourceRoot
    ? new SchemaNode({ ...(schema?.raw ?? {}), 'x-kubernetes-embedded-resource': true })
    : schema;
  const out = pruneValue(value, root, ROOT, acc);
  return { value: out, pruned: acc.drops.map((d) => d.path), drops: acc.drops, metadata: acc.metadata };
}

function dropped(acc: Acc, holder: Where | undefined, k: string, holderSchema: SchemaNode | undefined): void {
  acc.drops.push({ path: [...pathOf(holder), k], holder: placeOf(holder), holderSchema });
}

function keptMetadata(acc: Acc, holder: Where | undefined, k: string): void {
  acc.metadata.push({ path: [...pathOf(holder), k], place: propertyPlace(placeOf(holder), k) });
}

/** Normal mode (PRUNE-002); a node with preserve-unknown-fields switches to skip mode (PRUNE-004). */
function pruneValue(x: unknown, s: SchemaNode | undefined, at: Where | undefined, acc: Acc): unknown {
  if (s?.preserveUnknownFields === true) return skipPrune(x, s, at, acc);
  if (s && acc.visit && typeof x === 'object' && x !== null) acc.visit(x, s, pathOf(at));
  if (Array.isArray(x)) return x.map((v, i) => pruneValue(v, s?.items, below(at, i, true), acc));
  if (!isJsonObject(x)) return x;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (s === undefined) {
      dropped(acc, at, k, undefined);
      continue;
    }
    if (s.embeddedResource && RESOURCE_META_KEYS.has(k)) {
      if (k === 'metadata') keptMetadata(acc, at, k);
      setOwn(out, k, v);
      continue;
    }
    const prop = propertyOf(s, k);
    const additional = s.additionalProperties;
    if (prop) setOwn(out, k, pruneValue(v, prop, below(at, k, false), acc));
    // PRUNE-002 (c): additionalProperties true or false has no schema, so values are pruned
    // against nil; the key itself stays (false is for validation to reject).
    else if (additional !== undefined)
      setOwn(out, k, pruneValue(v, additional instanceof SchemaNode ? additional : undefined, below(at, k, true), acc));
    else dropped(acc, at, k, s);
  }
  return out;
}

/** PRUNE-004: unknown keys are kept; known ones are pruned normally; arrays stay in skip mode. */
function skipPrune(x: unknown, s: SchemaNode | undefined, at: Where | undefined, acc: Acc): unknown {
  if (s === undefined) return x;
  if (acc.visit && typeof x === 'object' && x !== null) acc.visit(x, s, pathOf(at));
  if (Array.isArray(x)) return x.map((v, i) => skipPrune(v, s.items, below(at, i, true), acc));
  if (!isJsonObject(x)) return x;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (s.embeddedResource && RESOURCE_META_KEYS.has(k)) {
      if (k === 'metadata') keptMetadata(acc, at, k);
      setOwn(out, k, v);
      continue;
    }
    const prop = propertyOf(s, k);
    const additional = s.additionalProperties;
    // PRUNE-003: a known property or additionalProperties value is pruned normally again (pruneValue): skip mode is not inherited.
    if (prop) setOwn(out, k, pruneValue(v, prop, below(at, k, false), acc));
    else if (additional !== undefined)
      setOwn(out, k, pruneValue(v, additional instanceof SchemaNode ? additional : undefined, below(at, k, true), acc));
    else setOwn(out, k, v);
  }
  return out;
}

/** A property's place, written as the custom resource's path writes it (a dotted name as `[a.b]`). */
function propertyPlace(place: SchemaPlace, name: string): SchemaPlace {
  if (name.includes('.')) return `${place}[${name}]`;
  return place === '' ? name : `${place}.${name}`;
}

// `properties` is a Go map: a property whose schema is not an object is not a schema (the
// request would not decode; crd/schema-fields reports it), so it reads as absent.
function propertyOf(s: SchemaNode, key: string): SchemaNode | undefined {
  return s.properties.get(key);
}

/**
 * Sets a key of a copied JSON object. A plain assignment of `__proto__` would set the prototype
 * instead of a key (DESIGN §9), so that one key is defined; every other is assigned, which is
 * what keeps copying tens of thousands of custom resources cheap.
 */
export function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__')
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}
