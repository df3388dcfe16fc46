import { SchemaNode } from '../schema/schema-node.js';

/**
 * Whether CEL sees a schema node at all: apiextensions' model.SchemaDeclType is not nil for it
 * (a scalar, int-or-string, a list of such, an object with properties, or a map whose values
 * CEL sees). Where it is nil the apiserver builds no validator, so neither its rules on custom
 * resources (cr/cel) nor its rules on defaults (crd/defaults) are evaluated there.
 */
export function isCelVisible(node: SchemaNode): boolean {
  for (let n: SchemaNode | undefined = node; n;) {
    if (n.intOrString) return true;
    switch (n.type) {
      case 'string':
      case 'integer':
      case 'number':
      case 'boolean':
        return true;
      case 'array':
        n = n.items;
        continue;
      case 'object': {
        const additional = n.additionalProperties;
        if (!(additional instanceof SchemaNode) || n.properties.size > 0) return true;
        n = additional;
        continue;
      }
      default:
        return false;
    }
  }
  return false;
}
