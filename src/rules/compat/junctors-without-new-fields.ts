// What a node's allOf / anyOf / oneOf / not say about the objects stored before a change, which
// cannot set a field the change adds (the base schema pruned it): a branch that requires such a
// field is false for all of them. Generated "one of these fields, or none" schemas (istio's
// protoc-gen-crds writes `oneOf: [{not: {anyOf: [{required: [a]}, {required: [b]}]}},
// {required: [a]}, {required: [b]}]`) gain a branch for every field added to the group, and that
// is no tightening: for every stored object the new branch is false, and a false branch changes
// neither "at least one" (anyOf) nor "exactly one" (oneOf) (spec/crd-compatibility.md §5.3).
//
// So the branches that require a new field are dropped from every anyOf and oneOf that apply to
// the node itself (through allOf, anyOf, oneOf and not, never into properties or items, which
// are other nodes); if what is left is what the base had, old objects meet the same validation.
// allOf keeps its branches: a false branch there rejects everything, so it is a real change.
// A group added whole (`oneOf: [{not: {anyOf: [{required: [a]}, {required: [b]}]}}, {required:
// [a]}, {required: [b]}]` for two new fields) is left with the one "none of them" branch, true for
// every old object: the junctor then says nothing to them, as if absent.

export type Junctor = 'allOf' | 'anyOf' | 'oneOf' | 'not';
const JUNCTORS: readonly Junctor[] = ['allOf', 'anyOf', 'oneOf', 'not'];

/**
 * The junctor value `value` (of key `key`) as objects without any of `absent` see it; undefined
 * when it holds for all of them (no restriction, as if the keyword were absent).
 */
export function junctorWithoutNewFields(key: Junctor, value: unknown, absent: ReadonlySet<string>): unknown {
  if (absent.size === 0) return value;
  if (key === 'not') {
    const inner = schemaWithoutNewFields(value, absent);
    return isRecord(inner) && Object.keys(inner).length === 0 ? value : inner; // not {} rejects all: unchanged
  }
  if (!Array.isArray(value)) return value;
  const branches = value.map((branch: unknown) => schemaWithoutNewFields(branch, absent));
  if (key === 'allOf') {
    const kept = branches.filter((branch) => !isAlwaysTrue(branch));
    return kept.length === 0 ? undefined : kept;
  }
  const possible = branches.filter((branch) => !requiresAbsentField(branch, absent));
  if (key === 'anyOf' && possible.some(isAlwaysTrue)) return undefined;
  if (key === 'oneOf' && possible.length === 1 && isAlwaysTrue(possible[0])) return undefined;
  return possible;
}

function schemaWithoutNewFields(schema: unknown, absent: ReadonlySet<string>): unknown {
  if (!isRecord(schema)) return schema;
  let out: Record<string, unknown> | undefined;
  for (const key of JUNCTORS) {
    if (!(key in schema)) continue;
    const rewritten = junctorWithoutNewFields(key, schema[key], absent);
    if (rewritten === schema[key]) continue;
    out ??= { ...schema };
    if (rewritten === undefined) delete out[key];
    else out[key] = rewritten;
  }
  return out ?? schema;
}

/** `{}` (or only a description), or `{not: {anyOf: []}}`: "not one of nothing". */
function isAlwaysTrue(schema: unknown): boolean {
  if (!isRecord(schema)) return false;
  const keys = Object.keys(schema).filter((k) => k !== 'description');
  if (keys.length === 0) return true;
  if (keys.length !== 1 || keys[0] !== 'not' || !isRecord(schema.not)) return false;
  const inner = schema.not;
  const innerKeys = Object.keys(inner).filter((k) => k !== 'description');
  return innerKeys.length === 1 && innerKeys[0] === 'anyOf' && Array.isArray(inner.anyOf) && inner.anyOf.length === 0;
}

/** `{required: [..., F, ...]}` (with nothing that could make it true otherwise) for a new field F. */
function requiresAbsentField(branch: unknown, absent: ReadonlySet<string>): boolean {
  if (!isRecord(branch) || !Array.isArray(branch.required)) return false;
  // Any other keyword is still a requirement on top (the branch is required ∧ …), so the branch
  // stays false; but keep the proof to the shape generators write.
  if (Object.keys(branch).some((k) => k !== 'required' && k !== 'description')) return false;
  return branch.required.some((name) => typeof name === 'string' && absent.has(name));
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
