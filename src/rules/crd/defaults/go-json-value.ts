import { isJsonObject } from '../../../parse/kube-object.js';
import { goMapObject } from '../schema/go-map-object.js';

// A decoded JSON value (interface{}) as Go's json.Marshal prints it in a field error: objects are
// map[string]interface{}, which marshal in sorted key order (goMapObject). The HTML escaping is
// renderValue's. Depth is bounded by the YAML parser's limit.
export function goJsonValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(goJsonValue);
  if (!isJsonObject(v)) return v;
  return goMapObject(Object.keys(v), (k) => goJsonValue(v[k]));
}
