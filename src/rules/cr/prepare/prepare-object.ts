import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import { unknownObjectMetaKeys } from '../../crd/pruning/object-meta.js';
import { prune, type PrunedPath } from '../../crd/pruning/prune.js';
import type { SchemaNode } from '../../crd/schema/schema-node.js';
import { applyDefaults, type ValuePath } from './apply-defaults.js';
import { setOwn } from '../../crd/pruning/prune.js';
import { dropNulls } from './drop-nulls.js';

// Steps 1–4 of spec/cr-validation.md §3.1 ([H] customresource_handler.go): what the apiserver
// makes of a decoded custom resource before it validates it. Prune unknown fields (crd/pruning,
// PRUNE-001..005), drop nulls the schema neither allows nor defaults, coerce ObjectMeta (keys it
// does not know are dropped, at the root and in embedded resources), then default. Pure: the
// parsed manifest is never mutated.

export interface Prepared {
  readonly value: JsonObject;
  /** Keys pruning and metadata coercion dropped (cr/unknown-field reports them). */
  readonly dropped: readonly PrunedPath[];
  /** Paths filled by defaults. */
  readonly defaulted: readonly ValuePath[];
}

export function prepareObject(raw: JsonObject, schema: SchemaNode | undefined): Prepared {
  const pruned = prune(raw, schema, true);
  let value = pruned.value;
  const dropped: PrunedPath[] = [...pruned.pruned];
  for (const m of pruned.metadata) {
    const unknown = unknownObjectMetaKeys(valueAt(value, m.path));
    if (unknown.length === 0) continue;
    value = withoutKeys(value, m.path, new Set(unknown));
    for (const k of unknown) dropped.push([...m.path, k]);
  }
  value = dropNulls(value, schema);
  const defaulted = applyDefaults(value, schema);
  return { value: isJsonObject(defaulted.value) ? defaulted.value : {}, dropped, defaulted: defaulted.filled };
}

function valueAt(root: unknown, path: PrunedPath): unknown {
  let v = root;
  for (const step of path) {
    if (typeof step === 'number') v = Array.isArray(v) ? v[step] : undefined;
    else v = isJsonObject(v) && Object.hasOwn(v, step) ? v[step] : undefined;
  }
  return v;
}

/** A copy of `root` with `keys` removed from the object at `path`. */
function withoutKeys(root: unknown, path: PrunedPath, keys: ReadonlySet<string>): unknown {
  const [head, ...rest] = path;
  if (head === undefined) {
    if (!isJsonObject(root)) return root;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(root)) if (!keys.has(k)) setOwn(out, k, root[k]);
    return out;
  }
  if (typeof head === 'number')
    return Array.isArray(root) ? root.map((v, i) => (i === head ? withoutKeys(v, rest, keys) : v)) : root;
  if (!isJsonObject(root)) return root;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(root)) setOwn(out, k, k === head ? withoutKeys(root[k], rest, keys) : root[k]);
  return out;
}
