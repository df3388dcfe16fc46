import type { JsonObject } from '../../../parse/kube-object.js';

// Which keywords a schema node holds, as bits. Parsed schema nodes come in thousands of key
// orders, so V8 reads their properties through its slowest (megamorphic) path: every `raw.x` a
// rule makes at every node costs about as much as enumerating the node's few keys once. The walk
// enumerates them once per node (walk-schema.ts), and the rules test bits before they read.

export const KEYWORD = {
  properties: 1 << 0,
  additionalProperties: 1 << 1,
  items: 1 << 2,
  allOf: 1 << 3,
  anyOf: 1 << 4,
  oneOf: 1 << 5,
  not: 1 << 6,
  definitions: 1 << 7,
  dependencies: 1 << 8,
  patternProperties: 1 << 9,
  additionalItems: 1 << 10,
  default: 1 << 11,
  format: 1 << 12,
  'x-kubernetes-list-type': 1 << 13,
  'x-kubernetes-list-map-keys': 1 << 14,
  'x-kubernetes-validations': 1 << 15,
  id: 1 << 16,
  $ref: 1 << 17,
  uniqueItems: 1 << 18,
  'x-kubernetes-preserve-unknown-fields': 1 << 19,
  'x-kubernetes-map-type': 1 << 20,
  $schema: 1 << 21,
  'x-kubernetes-embedded-resource': 1 << 22,
  'x-kubernetes-int-or-string': 1 << 23,
  pattern: 1 << 24,
} as const;

export type Keyword = keyof typeof KEYWORD;

const BITS: ReadonlyMap<string, number> = new Map(Object.entries(KEYWORD));

/** The bits of the keywords `raw` has (whatever their values, null included); parsed objects have no inherited keys. */
export function keywordsOf(raw: JsonObject): number {
  let mask = 0;
  for (const key in raw) mask |= BITS.get(key) ?? 0;
  return mask;
}
