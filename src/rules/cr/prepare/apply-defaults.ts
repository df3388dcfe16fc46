import { isJsonObject } from '../../../parse/kube-object.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import { setOwn } from '../../crd/pruning/prune.js';

// Step 4 of spec/cr-validation.md §3.1 ([DF] algorithm.go, Default): top down, a declared
// property that is absent, or null while its schema is not nullable, gets a copy of its
// default; additionalProperties values and list items get theirs only when null. A default is
// then defaulted inside (so defaults nested in an absent parent apply only when the parent was
// itself defaulted). Returns a copy and the paths that were filled in; the input is never mutated.

export type ValuePath = readonly (string | number)[];

export interface Defaulted {
  readonly value: unknown;
  /** Where a default was put (a finding on a defaulted value lands on its nearest existing ancestor). */
  readonly filled: readonly ValuePath[];
}

export function applyDefaults(x: unknown, s: SchemaNode | undefined): Defaulted {
  const filled: ValuePath[] = [];
  return { value: defaultValue(x, s, [], filled), filled };
}

const isNonNullableNull = (v: unknown, s: SchemaNode | undefined): s is SchemaNode =>
  v === null && s !== undefined && !s.nullable && s.hasDefault;

function defaultValue(x: unknown, s: SchemaNode | undefined, at: (string | number)[], filled: ValuePath[]): unknown {
  if (!s) return x;
  if (Array.isArray(x)) {
    const items = s.items;
    return x.map((v, i) => {
      let item = v;
      if (isNonNullableNull(v, items)) {
        item = structuredClone(items.default);
        filled.push([...at, i]);
      }
      return defaultValue(item, items, [...at, i], filled);
    });
  }
  if (!isJsonObject(x)) return x;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) setOwn(out, k, x[k]);
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  for (const k of Object.keys(props)) {
    const prop = SchemaNode.of(props[k]);
    if (!prop?.hasDefault) continue;
    if (!Object.hasOwn(out, k) || (out[k] === null && !prop.nullable)) {
      setOwn(out, k, structuredClone(prop.default));
      filled.push([...at, k]);
    }
  }
  const additional = s.additionalProperties;
  for (const k of Object.keys(out)) {
    const prop = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : undefined;
    if (prop) setOwn(out, k, defaultValue(out[k], prop, [...at, k], filled));
    else if (additional instanceof SchemaNode) {
      if (isNonNullableNull(out[k], additional)) {
        setOwn(out, k, structuredClone(additional.default));
        filled.push([...at, k]);
      }
      setOwn(out, k, defaultValue(out[k], additional, [...at, k], filled));
    }
  }
  return out;
}
