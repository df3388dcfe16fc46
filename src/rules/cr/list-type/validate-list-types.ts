import { duplicate, invalid, type FieldError } from '../../../engine/field-error.js';
import { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import { schemaTrait, traitBelow } from '../schema-trait-below.js';

// cr/list-type (spec/cr-validation.md §7; [LT] listtype/validation.go ValidateListSetsAndMaps):
// in a `set`, every value that repeats an earlier one is a Duplicate value at its index, only at
// its second occurrence; in a `map`, items repeat when their key fields do (an absent key equals
// other absent keys), and an item that is not an object is an Invalid value (and ends the list's
// check). Objects and lists compare by their JSON encoding (Go marshals maps in sorted key order).

export function validateListTypes(obj: unknown, s: SchemaNode | undefined): FieldError[] {
  const errs: FieldError[] = [];
  if (s && isJsonObject(obj) && traitBelow(s, SET_OR_MAP)) objectLists(obj, s, undefined, errs);
  return errs;
}

/** Only a set or map list is checked: a branch of the schema without one is not walked. */
const SET_OR_MAP = schemaTrait((n) => n.listType === 'set' || n.listType === 'map');

function objectLists(
  obj: Readonly<Record<string, unknown>>,
  s: SchemaNode,
  path: FieldPath | undefined,
  errs: FieldError[],
): void {
  const props = isJsonObject(s.raw.properties) ? s.raw.properties : {};
  const additional = s.additionalProperties;
  if (additional instanceof SchemaNode && traitBelow(additional, SET_OR_MAP))
    for (const k of Object.keys(obj)) {
      if (!Object.hasOwn(props, k)) value(obj[k], additional, path ? path.key(k) : FieldPath.of('').key(k), errs);
    }
  for (const k of Object.keys(obj)) {
    const sub = Object.hasOwn(props, k) ? SchemaNode.of(props[k]) : undefined;
    if (sub && traitBelow(sub, SET_OR_MAP)) value(obj[k], sub, path ? path.child(k) : FieldPath.of(k), errs);
  }
}

function value(x: unknown, s: SchemaNode, path: FieldPath, errs: FieldError[]): void {
  if (Array.isArray(x)) list(x, s, path, errs);
  else if (isJsonObject(x)) objectLists(x, s, path, errs);
}

function list(x: readonly unknown[], s: SchemaNode, path: FieldPath, errs: FieldError[]): void {
  if (s.listType === 'set') for (const i of repeats(x.map(encode))) errs.push(duplicate(path.index(i), x[i]));
  else if (s.listType === 'map') errs.push(...mapErrors(x, s, path));
  const items = s.items;
  if (items && traitBelow(items, SET_OR_MAP)) x.forEach((item, i) => value(item, items, path.index(i), errs));
}

function mapErrors(x: readonly unknown[], s: SchemaNode, path: FieldPath): FieldError[] {
  for (const [i, item] of x.entries()) {
    if (item !== null && !isJsonObject(item))
      return [invalid(path.index(i), item, 'must be an object for an array of list-type map')];
  }
  const keys = s.listMapKeys;
  const keyOf = (item: unknown): Record<string, unknown> => {
    const key: Record<string, unknown> = {};
    if (isJsonObject(item)) for (const k of keys) if (Object.hasOwn(item, k)) key[k] = item[k];
    return key;
  };
  return repeats(x.map((item) => encode(keyOf(item)))).map((i) => duplicate(path.index(i), keyOf(x[i])));
}

/** The indexes of second occurrences (validateListSet). */
function repeats(encoded: readonly string[]): number[] {
  const times = new Map<string, number>();
  const out: number[] = [];
  encoded.forEach((e, i) => {
    const n = times.get(e) ?? 0;
    if (n === 1) out.push(i);
    times.set(e, n + 1);
  });
  return out;
}

/** JSON with object keys sorted, as Go marshals map[string]interface{}; scalars keep their JSON type apart. */
function encode(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(encode).join(',')}]`;
  if (isJsonObject(v))
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${encode(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}
