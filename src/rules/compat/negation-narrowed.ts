import { isJsonObject } from '../../parse/kube-object.js';
import { jsonKey, sameJson } from './json-equality.js';

// `not: H` in place of `not: B` rejects the values H accepts. When every value H accepts B
// accepted too, it rejects nothing the base accepted: a `not: {enum: [int, external]}` that loses
// `external` (kube-ovn's provider networks, vendored by kubespray 390d74706) admits more names,
// it does not refuse any. Read for the forms a negation takes in CRDs: an enum (H's values among
// B's) and a list of required fields (B's among H's), beside keywords written alike on both sides.

/** Whether `not: head` accepts every value `not: base` accepted (head's schema accepts a subset of base's). */
export function negationNarrowed(base: unknown, head: unknown): boolean {
  if (!isJsonObject(base) || !isJsonObject(head)) return false;
  const keys = new Set([...Object.keys(base), ...Object.keys(head)]);
  let narrowed = false;
  for (const key of keys) {
    const b = base[key];
    const h = head[key];
    if (sameJson(b, h)) continue;
    if (key === 'enum' && Array.isArray(b) && Array.isArray(h)) {
      const before = new Set(b.map(jsonKey));
      if (!h.every((v) => before.has(jsonKey(v)))) return false;
    } else if (key === 'required' && Array.isArray(b) && Array.isArray(h)) {
      const now = new Set(h.map(jsonKey));
      if (!b.every((v) => now.has(jsonKey(v)))) return false;
    } else return false;
    narrowed = true;
  }
  return narrowed;
}
