import { isJsonObject } from '../../../parse/kube-object.js';

// A decoded JSON value as Go's json.Marshal prints it in a field error: map keys sorted (Go
// marshals map[string]interface{} in key order). The HTML escaping is renderValue's.
export function goJsonValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(goJsonValue);
  if (!isJsonObject(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) Object.defineProperty(out, k, { value: goJsonValue(v[k]), enumerable: true, writable: true, configurable: true });
  return out;
}
