import { isJsonObject } from '../../parse/kube-object.js';

/**
 * An object schema that declares no fields and keeps none: pruning drops whatever is written
 * into it, so stored objects hold `{}` at most (agent-sandbox e0ff2127 removed `status: {type:
 * object}`; cartographer c415d885 removed such a status with its subresource).
 */
export function holdsNothing(schema: unknown): boolean {
  if (!isJsonObject(schema) || schema.type !== 'object') return false;
  const declares = (v: unknown) => isJsonObject(v) && Object.keys(v).length > 0;
  return (
    !declares(schema.properties) &&
    (schema.additionalProperties === undefined || schema.additionalProperties === false) &&
    schema['x-kubernetes-preserve-unknown-fields'] !== true &&
    schema['x-kubernetes-embedded-resource'] !== true &&
    schema['x-kubernetes-int-or-string'] !== true
  );
}
