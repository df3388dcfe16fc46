import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';

// What an update that re-applies a changed manifest sends: `kubectl apply` (and Argo CD, Flux)
// patches the live object with a three-way merge, which sets what the new manifest writes, deletes
// what the manifest last applied wrote and the new one no longer does, and leaves every other
// field as it is stored, defaults the apiserver wrote into it included (server-side apply keeps the
// fields its manager never set alike). The head manifest prepared alone would take the head CRD's
// defaults there: kubeai changed a default from 20 to 256 on a field with `self == oldSelf`
// (379018b), and every Model manifest that leaves the field out was judged refused, though
// re-applying it leaves the stored 20 in place.

/** Fields that are not the spec of an object: the apiserver keeps or sets them itself. */
const SERVER_FIELDS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata', 'status']);

/** The deepest level followed; below it the prepared value stands (parse/ caps nesting far above real manifests). */
const MAX_DEPTH = 64;

/**
 * `value` (the head manifest `raw`, prepared) with the fields of `stored` (the live object) that
 * the patch leaves alone: those neither `raw` nor the manifest applied before, `baseRaw`, writes.
 */
export function keptByApply(value: JsonObject, raw: JsonObject, baseRaw: JsonObject, stored: JsonObject): JsonObject {
  return keep(value, raw, baseRaw, stored, 0);
}

function keep(
  value: JsonObject,
  raw: JsonObject,
  baseRaw: JsonObject | undefined,
  stored: JsonObject,
  depth: number,
): JsonObject {
  if (depth > MAX_DEPTH) return value;
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(stored)) {
    if (depth === 0 && SERVER_FIELDS.has(key)) continue;
    let kept: unknown;
    if (!Object.hasOwn(raw, key)) {
      // Written before and not now: the patch deletes it (and the apiserver defaults it anew).
      if (baseRaw !== undefined && Object.hasOwn(baseRaw, key)) continue;
      kept = stored[key];
    } else {
      // Written now: the manifest's value, with what it leaves out below kept (a list is replaced whole).
      const [now, live, prepared] = [raw[key], stored[key], value[key]];
      if (!isJsonObject(now) || !isJsonObject(live) || !isJsonObject(prepared)) continue;
      const before = baseRaw?.[key];
      kept = keep(prepared, now, isJsonObject(before) ? before : undefined, live, depth + 1);
      if (kept === prepared) continue;
    }
    out ??= { ...value };
    out[key] = kept;
  }
  return out ?? value;
}
