import type { JsonObject } from '../../../../parse/kube-object.js';
import type { SchemaLocation } from '../../schema/walk-schema.js';
import { MAX } from './cost-range.js';
import { MAX_REQUEST_SIZE_BYTES } from './decl-type.js';

// How many times a rule can run in one object (apiextensions cel_validation.go
// CELSchemaContext.MaxCardinality): the product of maxItems and maxProperties of the lists and
// maps above its node (extractMaxElements: objects and scalars count 1). When one of them has
// no such limit, compilation.go maxCardinality takes the worst case instead: as many copies of
// the smallest serialization of the node as fit, with a comma each, in a 3 MiB request.

/** The node's cardinality, given the MinSerializedSize of its declaration. */
export function maxCardinality(at: SchemaLocation, minSerializedSize: number): number {
  let product = 1;
  for (let l = at.parent; l; l = l.parent) {
    const factor = maxElements(l.node.raw);
    if (factor === undefined) return Math.floor(MAX_REQUEST_SIZE_BYTES / (minSerializedSize + 1));
    product = multiplyWithOverflowGuard(product, factor);
  }
  return product;
}

/** extractMaxElements: undefined is unbounded. */
function maxElements(raw: JsonObject): number | undefined {
  const limit = (v: unknown): number | undefined =>
    typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : undefined;
  if (raw.type === 'object')
    return raw.additionalProperties !== undefined && raw.additionalProperties !== null ? limit(raw.maxProperties) : 1;
  if (raw.type === 'array') return limit(raw.maxItems);
  return 1;
}

/** validation.go multiplyWithOverflowGuard: 0 stays 0 (an empty rule), overflow saturates. */
export function multiplyWithOverflowGuard(cost: number, cardinality: number): number {
  if (cost === 0) return 0;
  const product = cost * cardinality;
  return product >= MAX ? MAX : product;
}
