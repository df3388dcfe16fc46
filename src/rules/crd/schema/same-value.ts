import { isJsonObject } from '../../../parse/kube-object.js';

// Deep equality of two decoded JSON values, key order aside: what ratcheting asks of a correlated
// node (apiextensions' CorrelatedObject.CachedDeepEqual, reflect.DeepEqual on unstructured
// values) and what enum and list-map keys compare. A loop, not recursion: documents are as deep
// as the parser allows (DESIGN §9).
export function sameValue(a: unknown, b: unknown): boolean {
  const pending: [unknown, unknown][] = [[a, b]];
  for (let pair = pending.pop(); pair; pair = pending.pop()) {
    const [x, y] = pair;
    if (x === y) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) return false;
      x.forEach((item, i) => pending.push([item, y[i]]));
      continue;
    }
    if (!isJsonObject(x) || !isJsonObject(y)) return false;
    const kx = Object.keys(x);
    if (kx.length !== Object.keys(y).length) return false;
    for (const k of kx) {
      if (!Object.hasOwn(y, k)) return false;
      pending.push([x[k], y[k]]);
    }
  }
  return true;
}
