import { isJsonObject } from '../../../parse/kube-object.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import { setOwn } from '../../crd/pruning/prune.js';
import { stepsTo, type ValueStep } from '../../crd/pruning/value-steps.js';
import { schemaTrait, traitBelow } from '../schema-trait-below.js';

// Step 4 of spec/cr-validation.md §3.1 ([DF] algorithm.go, Default): top down, a declared
// property that is absent, or null while its schema is not nullable, gets a copy of its
// default; additionalProperties values and list items get theirs only when null. A default is
// then defaulted inside (so defaults nested in an absent parent apply only when the parent was
// itself defaulted). Returns the value with the defaults in and the paths that were filled in;
// the input is never mutated: what holds a default is copied, and a value whose schema has no
// default below it is returned as it is (every resource of a CRD walks the same schema, most of
// whose branches default nothing).

export type ValuePath = readonly (string | number)[];

export interface Defaulted {
  readonly value: unknown;
  /** Where a default was put (a finding on a defaulted value lands on its nearest existing ancestor). */
  readonly filled: readonly ValuePath[];
}

export function applyDefaults(x: unknown, s: SchemaNode | undefined): Defaulted {
  const filled: ValuePath[] = [];
  return { value: defaultValue(x, s, undefined, filled), filled };
}

/** A value's place, from its parent's: the path is written out only when a default is filled in. */
type Where = ValueStep;
const pathOf = (where: Where | undefined, last: string | number): ValuePath => stepsTo(where, last);

const isNonNullableNull = (v: unknown, s: SchemaNode | undefined): s is SchemaNode =>
  v === null && s !== undefined && !s.nullable && s.hasDefault;

function defaultValue(x: unknown, s: SchemaNode | undefined, at: Where | undefined, filled: ValuePath[]): unknown {
  if (!s || typeof x !== 'object' || x === null || !defaultsBelow(s)) return x;
  if (Array.isArray(x)) {
    const items = s.items;
    return x.map((v, i) => {
      let item = v;
      if (isNonNullableNull(v, items)) {
        item = structuredClone(items.default);
        filled.push(pathOf(at, i));
      }
      return defaultValue(item, items, { parent: at, step: i }, filled);
    });
  }
  if (!isJsonObject(x)) return x;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) setOwn(out, k, x[k]);
  for (const [k, prop] of defaultedProperties(s)) {
    if (!Object.hasOwn(out, k) || (out[k] === null && !prop.nullable)) {
      setOwn(out, k, structuredClone(prop.default));
      filled.push(pathOf(at, k));
    }
  }
  const additional = s.additionalProperties;
  for (const k of Object.keys(out)) {
    const prop = s.properties.get(k);
    if (prop) setOwn(out, k, defaultValue(out[k], prop, { parent: at, step: k }, filled));
    else if (additional instanceof SchemaNode) {
      if (isNonNullableNull(out[k], additional)) {
        setOwn(out, k, structuredClone(additional.default));
        filled.push(pathOf(at, k));
      }
      setOwn(out, k, defaultValue(out[k], additional, { parent: at, step: k }, filled));
    }
  }
  return out;
}

// Both read once per schema node and review: the parsed CRD is never changed once read.
const DEFAULTED_PROPERTIES = new WeakMap<SchemaNode, readonly (readonly [string, SchemaNode])[]>();
const DEFAULTS_BELOW = new WeakMap<SchemaNode, boolean>();

/** The properties with a default, in the schema's order. */
function defaultedProperties(s: SchemaNode): readonly (readonly [string, SchemaNode])[] {
  let known = DEFAULTED_PROPERTIES.get(s);
  if (known === undefined) {
    const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
    const list: (readonly [string, SchemaNode])[] = [];
    for (const k of Object.keys(props)) {
      const prop = SchemaNode.of(props[k]);
      if (prop?.hasDefault) list.push([k, prop]);
    }
    DEFAULTED_PROPERTIES.set(s, (known = list));
  }
  return known;
}

/** A default set at a node or below it. */
const HAS_DEFAULT = schemaTrait((n) => n.hasDefault);

/**
 * Whether a default is set anywhere below `s` where defaultValue looks (properties, items,
 * additionalProperties, at any depth): without one, nothing under `s` changes.
 */
function defaultsBelow(s: SchemaNode): boolean {
  let known = DEFAULTS_BELOW.get(s);
  if (known === undefined) {
    const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
    const children: SchemaNode[] = [];
    for (const k of Object.keys(props)) {
      const prop = SchemaNode.of(props[k]);
      if (prop) children.push(prop);
    }
    const items = s.items;
    if (items) children.push(items);
    const additional = s.additionalProperties;
    if (additional instanceof SchemaNode) children.push(additional);
    known = children.some((c) => traitBelow(c, HAS_DEFAULT));
    DEFAULTS_BELOW.set(s, known);
  }
  return known;
}
