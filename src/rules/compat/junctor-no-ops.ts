import { isJsonObject } from '../../parse/kube-object.js';

// What a branch of a junctor (allOf, anyOf, oneOf, not) says that constrains nothing, left out
// before junctors are compared: `required: []` (the apiserver decodes it as absent) and a property
// given the empty schema `{}` (or no value at all, which decodes to it), which every value meets. strimzi dropped `required: []` from the
// branches of a oneOf (8a48b13a76) and named `image: {}` in one (b95967d296): the same junctors,
// 50 errors of "oneOf changed". Only a branch's own keywords are read: what nests below is compared as written.
// Nor do the keywords that validate no value: documentation, and `x-kubernetes-preserve-unknown-fields`,
// which the apiserver refuses in a junctor (crd/structural says so) and which never fails a value
// (devworkspace-operator bbb172f23a wrote `allOf: [{x-kubernetes-preserve-unknown-fields: true}, …]`).

const VALIDATE_NOTHING = new Set([
  'description',
  'title',
  'example',
  'externalDocs',
  'x-kubernetes-preserve-unknown-fields',
]);

export function withoutNoOps(junctor: unknown): unknown {
  if (Array.isArray(junctor)) return junctor.map(branchWithoutNoOps);
  return branchWithoutNoOps(junctor);
}

function branchWithoutNoOps(branch: unknown): unknown {
  if (!isJsonObject(branch)) return branch;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(branch)) {
    if ((key === 'required' && Array.isArray(value) && value.length === 0) || VALIDATE_NOTHING.has(key)) continue;
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

/**
 * Whether a junctor, its no-ops left out, lets every value through: an allOf whose branches say
 * nothing, or an anyOf with a branch that says nothing. (Not a oneOf: every value meets two empty
 * branches, and so none meets exactly one.)
 */
export function acceptsEveryValue(key: 'allOf' | 'anyOf' | 'oneOf' | 'not', junctor: unknown): boolean {
  if (!Array.isArray(junctor)) return false;
  const empty = (b: unknown) => isJsonObject(b) && Object.keys(b).length === 0;
  return key === 'allOf' ? junctor.every(empty) : key === 'anyOf' && junctor.some(empty);
}
