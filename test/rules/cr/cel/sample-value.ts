import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';

// A small value a schema accepts in shape, reaching every node that has x-kubernetes-validations
// (so that each rule runs once): every property, one item per list, one entry per map. Scalars
// take the node's default, first enum value or example when it has one, else a plain value of
// its type. Not a valid object (patterns, bounds and rules are not honoured): enough to run rules.

export function sampleValue(node: SchemaNode, depth = 0, isResourceRoot = false): unknown {
  if (depth > 40) return undefined;
  if (node.hasDefault) return node.default;
  const e = node.enum?.find((v) => v !== null);
  if (e !== undefined) return e;
  if (node.example !== undefined && node.example !== null && typeof node.example !== 'object') return node.example;
  if (node.intOrString) return 1;
  switch (node.type) {
    case 'string':
      return node.format === 'date-time'
        ? '2024-01-01T00:00:00Z'
        : node.format === 'duration'
          ? '1s'
          : node.format === 'byte'
            ? 'aGVsbG8='
            : 'a';
    case 'integer':
      return Math.max(1, node.minimum ?? 1);
    case 'number':
      return Math.max(1, node.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array': {
      const items = node.items;
      if (!items) return [];
      const item = sampleValue(items, depth + 1, items.embeddedResource);
      return item === undefined ? [] : [item];
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      if (isResourceRoot)
        Object.assign(out, { apiVersion: 'example.com/v1', kind: 'Sample', metadata: { name: 'sample' } });
      for (const [k, child] of node.properties) {
        if (isResourceRoot && (k === 'apiVersion' || k === 'kind' || k === 'metadata')) continue;
        const v = sampleValue(child, depth + 1, child.embeddedResource);
        if (v !== undefined) out[k] = v;
      }
      const additional = node.additionalProperties;
      if (node.properties.size === 0 && additional instanceof SchemaNode) {
        const v = sampleValue(additional, depth + 1, additional.embeddedResource);
        if (v !== undefined) out.key = v;
      }
      return out;
    }
    default:
      return undefined;
  }
}
