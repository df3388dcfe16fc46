// Values in compat/ are compared as JSON (spec/crd-compatibility.md §4.1): numbers by value,
// strings exactly, objects regardless of key order, arrays in order. The parser has already made
// YAML spellings irrelevant ('5' is a string, 5 a number).

/** Deep JSON equality; `undefined` and `null` both mean "absent". */
export function sameJson(a: unknown, b: unknown): boolean {
  return jsonKey(a ?? null) === jsonKey(b ?? null);
}

/**
 * A canonical text of a JSON value (object keys sorted), so that sets of values (`enum`) compare
 * as sets of strings. A loop over a stack is not needed: parse/ caps nesting depth.
 */
export function jsonKey(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(jsonKey).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const o = value as Readonly<Record<string, unknown>>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${jsonKey(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A value as the finding's `data.compat.base`/`head` carries it: JSON, `null` when absent. */
export const asJson = (value: unknown): unknown => (value === undefined ? null : value);
