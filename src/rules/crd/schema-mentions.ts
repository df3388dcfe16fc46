import { isJsonObject } from '../../parse/kube-object.js';

// Cheap pre-checks before walking a schema with SchemaLocations or converting it: most CRD
// schemas carry no x-kubernetes-validations, and walking the big ones (argo-workflows: megabytes)
// for nothing dominated the review. Keys of maps of schemas (properties, definitions, …) are
// names, not keywords, and are not looked at. A yes only costs the precise check, never a finding.

const SCHEMA_MAPS: ReadonlySet<string> = new Set(['properties', 'patternProperties', 'definitions', 'dependencies']);

/** Whether some schema node below `root` has the keyword `key`. */
export function schemaMentions(root: unknown, key: string): boolean {
  return someSchemaNode(root, (node) => Object.hasOwn(node, key));
}

// What makes the structural conversion fail (spec §9, NewStructural): these keywords, a list of
// items, or x-kubernetes-preserve-unknown-fields: false.
const UNCONVERTIBLE: readonly string[] = ['id', '$schema', '$ref', 'patternProperties', 'dependencies', 'additionalItems', 'definitions'];

/** False when the schema surely converts to a structural one; true when it may not. */
export function mayFailConversion(root: unknown): boolean {
  return someSchemaNode(root, (node) => UNCONVERTIBLE.some((k) => Object.hasOwn(node, k)) || Array.isArray(node.items) || node['x-kubernetes-preserve-unknown-fields'] === false);
}

function someSchemaNode(root: unknown, test: (node: Readonly<Record<string, unknown>>) => boolean): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (const x of v) if (typeof x === 'object' && x !== null) stack.push(x);
      continue;
    }
    if (!isJsonObject(v)) continue;
    if (test(v)) return true;
    for (const k in v) {
      const x = v[k];
      if (typeof x !== 'object' || x === null || k === 'default' || k === 'example' || k === 'enum') continue;
      if (SCHEMA_MAPS.has(k) && isJsonObject(x)) {
        for (const name in x) if (typeof x[name] === 'object' && x[name] !== null) stack.push(x[name]);
      } else stack.push(x);
    }
  }
  return false;
}
