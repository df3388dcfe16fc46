import { isJsonObject } from '../../../parse/kube-object.js';
import { unescapeCelName } from '../../crd/cel/escape-cel-name.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import { noHazards, toCelValue, type CelValueHazards, type CelValueMemo } from './cel-value.js';
import type { OperandShape, Step } from './operand-shapes.js';

// CR-CEL-001/009 (spec/cr-validation.md §8): the hazards (cel-value.ts) of the values a rule can
// read, not of the whole of `self`. A rule on a resource root, `size(self.metadata.name) <= 63`,
// reads the name only: that the metadata has labels CEL does not see (whose size() would differ),
// or that a string elsewhere in the object is outside ASCII (whose ordering would differ), cannot
// change its result, and the apiserver's answer is known.
//
// What a rule reads is what its select chains from `self` and `oldSelf` reach (runtime-program.ts
// notes each as far as it goes): the value at the end of each, and all below it. A bare `self`,
// or a chain a macro ranges over, reaches everything below it. A chain is followed here as
// cel-value.ts converts: a struct's property by its CEL name, a map's value by its key, every item
// of a list or value of a map for an index or a macro's item, and a resource root's apiVersion,
// kind and metadata as CEL sees them (metadata.name and generateName only). Where a step cannot be
// followed so, the whole value at that point counts. Each flag is also one of the whole value's,
// so this can only spare a rule that the whole value's hazards would have stopped.

export function reachedHazards(
  value: unknown,
  node: SchemaNode,
  isResourceRoot: boolean,
  reached: readonly OperandShape[],
  whole: CelValueHazards,
  memo: CelValueMemo,
): CelValueHazards {
  if (reached.some((r) => r.kind === 'chain' && r.steps.length === 0)) return whole;
  const out = noHazards();
  for (const r of reached) if (r.kind === 'chain') addAlong(value, node, isResourceRoot, r.steps, 0, out, memo);
  for (const k of HAZARD_KEYS) out[k] &&= whole[k];
  // A lookup by a JSON name risks the names of the container it searches, which operand-shapes.ts
  // (riskyLookup) follows by the schema: kept whole.
  out.escapedName = whole.escapedName;
  return out;
}

const HAZARD_KEYS = Object.keys(noHazards()) as (keyof CelValueHazards)[];

function add(to: CelValueHazards, from: CelValueHazards): void {
  for (const k of HAZARD_KEYS) to[k] ||= from[k];
}

/** Adds the hazards of what `steps[i..]` reach from `value`, at `node`. */
function addAlong(
  value: unknown,
  node: SchemaNode,
  isResourceRoot: boolean,
  steps: readonly Step[],
  i: number,
  out: CelValueHazards,
  memo: CelValueMemo,
): void {
  // Absent: nothing is read (a select fails, has() is false, in both runtimes).
  if (value === undefined) return;
  const step = steps[i];
  const all = (): void => add(out, toCelValue(value, node, isResourceRoot, memo).hazards);
  if (step === undefined) return all();
  if (Array.isArray(value)) {
    const items = node.items;
    if ('field' in step || !items) return all();
    // Any item of a list, by an index or a macro's variable.
    for (const item of value) addAlong(item, items, items.embeddedResource, steps, i + 1, out, memo);
    return;
  }
  if (!isJsonObject(value) || node.type !== 'object') return all();
  if ('field' in step && isResourceRoot && ROOT_TYPE_AND_META.has(step.field)) {
    // apiVersion, kind and metadata as CEL sees them: converted alone, as the root's only property.
    return add(out, toCelValue(rootPart(value, step.field, steps[i + 1]), node, true, memo).hazards);
  }
  const additional = node.additionalProperties instanceof SchemaNode ? node.additionalProperties : undefined;
  const isStruct = node.properties.size > 0 || isResourceRoot;
  if ('field' in step) {
    // `self.x__dash__y`, `self.namespace` (a keyword: its escaped property) or `self['x-y']`.
    const key = isStruct
      ? [unescapeCelName(step.field), step.field].find((k) => node.properties.has(k))
      : additional && step.field;
    const child = key === undefined ? undefined : isStruct ? node.properties.get(key) : additional;
    if (key === undefined || !child) return all();
    return addAlong(value[key], child, child.embeddedResource, steps, i + 1, out, memo);
  }
  // Any value of a map, by an index; a macro's variable over a map is its keys (the map counts).
  if (isStruct || !additional || 'item' in step) return all();
  for (const v of Object.values(value)) addAlong(v, additional, additional.embeddedResource, steps, i + 1, out, memo);
}

const ROOT_TYPE_AND_META: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata']);

/**
 * The part of a resource root a chain reads through `field`: `metadata.name` and
 * `metadata.generateName` read those two (and whether the name is generated), not the rest of
 * the metadata, which CEL does not see but size() and equality of the metadata count.
 */
function rootPart(root: Readonly<Record<string, unknown>>, field: string, next: Step | undefined): object {
  const v = root[field];
  if (v === undefined) return {};
  if (field !== 'metadata' || !next || !('field' in next) || !NAMES.has(next.field) || !isJsonObject(v))
    return { [field]: v };
  const names: Record<string, unknown> = {};
  for (const k of NAMES) if (v[k] !== undefined) names[k] = v[k];
  return { metadata: names };
}

const NAMES: ReadonlySet<string> = new Set(['name', 'generateName']);
