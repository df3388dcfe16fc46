import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import type { CompatCrd } from './compat-crd.js';

// A base CRD that kube-apiserver refuses was never stored: clusters kept the CRD from before it,
// and no object was validated by it, so how the head differs from it says nothing about stored
// objects or clients (spec/crd-compatibility.md §1: compare what clusters serve). postgres-operator
// made three fields `type: object` with a string default (a664816c), which the apiserver refuses
// ("default: Invalid value: "string": ... must be of type object", crd/defaults), and restored
// `type: string` in 29168ca0: 12 compat/type-changed errors against a schema no cluster ever had.
// Decided only on what is certain without judging the whole CRD: a default whose JSON type is not
// the type its own node declares. Any other refusal leaves the comparison as it is.

/** Whether some version's schema holds a default of another type than its node declares. */
export function isRefusedBase(crd: CompatCrd): boolean {
  return crd.versions.some((v) => v.schema !== undefined && hasMistypedDefault(v.schema, 0));
}

// Deeper than any real schema; a deeper one is crd/'s to report, and is compared as it is.
const MAX_DEPTH = 200;

function hasMistypedDefault(node: JsonObject, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if ('default' in node && !defaultFitsType(node)) return true;
  const children: unknown[] = [];
  if (isJsonObject(node.properties)) children.push(...Object.values(node.properties));
  children.push(node.items, node.additionalProperties);
  return children.some((c) => isJsonObject(c) && hasMistypedDefault(c, depth + 1));
}

function defaultFitsType(node: JsonObject): boolean {
  const value = node.default;
  if (value === null) return true; // nullable or not, a null default is crd/defaults' to judge
  if (node['x-kubernetes-int-or-string'] === true) return typeof value === 'string' || Number.isInteger(value);
  switch (node.type) {
    case 'object':
      return isJsonObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return true; // no type (or one the apiserver refuses anyway): nothing certain
  }
}
