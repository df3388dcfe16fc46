import type { CacheKey, ReviewCache } from '../../engine/review-cache.js';
import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import { setOwn } from '../crd/pruning/prune.js';

// What a custom resource says, as two strings: its body (everything but the root `metadata`)
// and its root metadata less the name. Repositories repeat resources under other names (one
// example per test case, a chart rendered per environment, the same route for every tenant), and
// what the apiserver answers about the body of one of them holds for the others: the schema
// validates the body without reading the root metadata when it restricts nothing there
// (outcome-memo.ts), and pruning keeps every root name (unknown-field.ts). The keys are JSON
// text, for values JSON writes apart from each other: a YAML `.nan` or `.inf` is a number JSON
// writes as null, and -0 as 0, so a manifest holding one (or anything that is not plain data)
// gets no key and is judged on its own.

export interface ContentKey {
  /** The manifest without its root `metadata`. */
  readonly body: string;
  /** The root metadata without `name`. */
  readonly metadata: string;
}

const KEYS: CacheKey<WeakMap<JsonObject, ContentKey | null>> = {
  name: 'cr/ content keys by manifest',
  create: () => new WeakMap(),
};

/** The keys of a manifest with a non-empty string root name; undefined otherwise (judged on its own). Computed once per review. */
export function contentKey(cache: ReviewCache, raw: JsonObject): ContentKey | undefined {
  const keys = cache.get(KEYS);
  let key = keys.get(raw);
  if (key === undefined) {
    key = keyOf(raw);
    keys.set(raw, key);
  }
  return key ?? undefined;
}

/** The root name: a non-empty string, or undefined when there is none. */
export function rootName(raw: JsonObject): string | undefined {
  const metadata = raw.metadata;
  if (!isJsonObject(metadata)) return undefined;
  const name = metadata.name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function keyOf(raw: JsonObject): ContentKey | null {
  const metadata = raw.metadata;
  if (rootName(raw) === undefined || !isJsonObject(metadata) || !isPlainData(raw)) return null;
  // JSON.stringify of the manifest without metadata, member by member (no copy made).
  let body = '';
  for (const k in raw)
    if (k !== 'metadata') body += `${body === '' ? '{' : ','}${JSON.stringify(k)}:${JSON.stringify(raw[k])}`;
  const rest: Record<string, unknown> = {};
  for (const k in metadata) if (k !== 'name') setOwn(rest, k, metadata[k]);
  return { body: body === '' ? '{}' : `${body}}`, metadata: JSON.stringify(rest) };
}

/**
 * JSON.stringify writes the value apart from every other value: strings, booleans, null, finite
 * numbers other than -0 (1 / -0 is -Infinity), lists and plain objects of them (no undefined, no
 * Date, no Map).
 */
function isPlainData(v: unknown): boolean {
  if (typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && (v !== 0 || 1 / v > 0);
  if (typeof v !== 'object') return false;
  if (v === null) return true;
  if (Array.isArray(v)) {
    for (const item of v) if (!isPlainData(item)) return false;
    return true;
  }
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  // for…in: no key array made; a plain object inherits no enumerable key.
  const o = v as Record<string, unknown>;
  for (const k in o) if (!isPlainData(o[k])) return false;
  return true;
}
