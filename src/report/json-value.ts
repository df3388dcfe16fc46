export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

// A finding's `data` is `unknown` facts a rule chose to carry, possibly values lifted from the
// user's YAML. JSON.stringify throws on a bigint or a cycle and recurses without bound; a report
// must not fail over one odd finding, so its data is made plain here, losing only what JSON
// cannot hold.
const MAX_DEPTH = 200;

/** JSON's own mapping (undefined, functions and symbols dropped; toJSON honoured), made total. */
export function toJsonValue(value: unknown): JsonValue | undefined {
  return convert(value, new Set(), 0);
}

function convert(value: unknown, ancestors: Set<object>, depth: number): JsonValue | undefined {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  const object = value as object;
  const toJSON: unknown = (object as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return convert(toJSON.call(object), ancestors, depth);
  if (ancestors.has(object)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Too deep]';
  ancestors.add(object);
  try {
    if (Array.isArray(object)) return object.map((item: unknown) => convert(item, ancestors, depth + 1) ?? null);
    const plain: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(object)) {
      const converted = convert(item, ancestors, depth + 1);
      if (converted !== undefined) plain[key] = converted;
    }
    return plain;
  } finally {
    ancestors.delete(object);
  }
}
