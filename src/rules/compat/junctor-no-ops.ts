import { isJsonObject } from '../../parse/kube-object.js';

// What a branch of a junctor (allOf, anyOf, oneOf, not) says that constrains nothing, left out
// before junctors are compared: `required: []` (the apiserver decodes it as absent) and a property
// given the empty schema `{}` (or no value at all, which decodes to it), which every value meets. strimzi dropped `required: []` from the
// branches of a oneOf (8a48b13a76) and named `image: {}` in one (b95967d296): the same junctors,
// 50 errors of "oneOf changed". Only a branch's own keywords are read: what nests below is compared as written.

export function withoutNoOps(junctor: unknown): unknown {
  if (Array.isArray(junctor)) return junctor.map(branchWithoutNoOps);
  return branchWithoutNoOps(junctor);
}

function branchWithoutNoOps(branch: unknown): unknown {
  if (!isJsonObject(branch)) return branch;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(branch)) {
    if (key === 'required' && Array.isArray(value) && value.length === 0) continue;
    if (key === 'properties' && isJsonObject(value)) {
      // `key:` with no value decodes as the empty schema too (kubernetes-external-secrets fa54f54).
      const kept = Object.entries(value).filter(
        ([, schema]) => schema !== null && !(isJsonObject(schema) && Object.keys(schema).length === 0),
      );
      if (kept.length > 0) out[key] = Object.fromEntries(kept);
      continue;
    }
    out[key] = value;
  }
  return out;
}
