import type { ObjectRef } from '../engine/finding.js';

/** An object's identity in the key order of DESIGN §5, without a namespace it does not have. */
export function plainObjectRef(o: ObjectRef): Record<string, string> {
  return {
    apiVersion: o.apiVersion,
    kind: o.kind,
    ...(o.namespace !== undefined ? { namespace: o.namespace } : {}),
    name: o.name,
  };
}
