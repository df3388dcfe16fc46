import { isNode, isScalar, parseDocument, visit } from 'yaml';

// A document with a repeated key fails to read at the first repeat, which may be a harmless one
// (loki's hack/large-rules-infra.yaml repeats `tenantID: "infrastructure"` as it was), while a
// later key repeated with another value (`groups`) is the one whose first value kubectl apply
// loses. Read again only for such a message, with `yaml`, which keeps every pair.

/** Where the document repeats keys of one mapping: each key, and whether its values differ. */
export interface RepeatedKey {
  readonly key: string;
  readonly valuesDiffer: boolean;
}

/** The keys the document's mappings repeat, outer mappings first; empty where it does not read. */
export function repeatedKeys(text: string): RepeatedKey[] {
  const out = new Map<string, boolean>();
  try {
    const doc = parseDocument(text, { uniqueKeys: false, strict: false, prettyErrors: false });
    // Text `yaml` cannot read as written either says nothing of its keys.
    if (doc.errors.length > 0) return [];
    visit(doc, {
      Map(_, map) {
        const values = new Map<string, string>();
        for (const pair of map.items) {
          if (!isScalar(pair.key) || pair.key.value === null) continue;
          const key = String(pair.key.value);
          const value = JSON.stringify(isNode(pair.value) ? pair.value.toJSON() : (pair.value ?? null));
          const before = values.get(key);
          if (before === undefined) values.set(key, value);
          else out.set(key, (out.get(key) ?? false) || before !== value);
        }
      },
    });
  } catch {
    return []; // an alias the plain reading cannot resolve: the message names the first key alone
  }
  return [...out].map(([key, valuesDiffer]) => ({ key, valuesDiffer }));
}
