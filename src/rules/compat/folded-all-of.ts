import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import { SchemaNode } from '../crd/schema/schema-node.js';

// An `allOf` whose every branch holds only bounds and patterns judges a value as the node would
// with those keywords on it: each branch must pass (kube-openapi validates every allOf schema),
// so a length bound of a branch is the node's, and the strictest of several wins. controller-gen
// writes `allOf: [{minLength: 1}, {minLength: 1}]` where a marker sits on a type and on the field
// that uses it, and agentgateway 7115ed6719 moved such keywords onto the node (9 false errors for
// a `minLength: 1` its allOf had all along). Folded exactly or not at all: a keyword whose
// branches cannot be joined into one (two patterns, an exclusive bound) is left as written.

const LOWER = ['minLength', 'minItems', 'minProperties', 'minimum'] as const;
const UPPER = ['maxLength', 'maxItems', 'maxProperties', 'maximum'] as const;
const WORDS = new Set(['description', 'title']);
const FOLDABLE = new Set<string>([...LOWER, ...UPPER, 'pattern', ...WORDS]);

/** The keywords an allOf of bounds and patterns gives the node, joined with the node's own; undefined where it has none to give. */
export function foldedBounds(raw: JsonObject): JsonObject | undefined {
  const branches = raw.allOf;
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  if (!branches.every((b) => isJsonObject(b) && Object.keys(b).every((k) => FOLDABLE.has(k)))) return undefined;
  const all = [raw, ...(branches as JsonObject[])];
  // An exclusive bound is relative to its own maximum or minimum: left as written.
  const exclusive = all.some((s) => s.exclusiveMaximum === true || s.exclusiveMinimum === true);
  const out: Record<string, unknown> = {};
  for (const key of [...LOWER, ...UPPER]) {
    if (exclusive && (key === 'minimum' || key === 'maximum')) continue;
    const values = all.map((s) => s[key]).filter((v): v is number => typeof v === 'number');
    if (values.length === 0 || !branches.some((b) => typeof (b as JsonObject)[key] === 'number')) continue;
    out[key] = (LOWER as readonly string[]).includes(key) ? Math.max(...values) : Math.min(...values);
  }
  const patterns = new Set(all.map((s) => s.pattern).filter((p): p is string => typeof p === 'string' && p !== ''));
  const [pattern] = patterns;
  if (patterns.size === 1 && pattern !== undefined && raw.pattern === undefined) out.pattern = pattern;
  return Object.keys(out).length === 0 ? undefined : out;
}

/** The node with the bounds its allOf gives it on it as well (its allOf kept): what it accepts, read keyword by keyword. */
export function withFoldedBounds(node: SchemaNode): SchemaNode {
  const folded = foldedBounds(node.raw);
  return folded === undefined ? node : new SchemaNode({ ...node.raw, ...folded });
}

/**
 * Whether an allOf of bounds and patterns only says again what the node held values to already
 * (agentgateway aefb466b19 wrote `allOf: [{minLength: 1}, {minLength: 1}]` where the node had
 * `minLength: 1`): it accepts the same values. `samePattern` decides whether a pattern takes every
 * value the node's took.
 */
export function restatesBounds(
  branches: readonly unknown[],
  node: SchemaNode,
  samePattern: (nodePattern: string, pattern: string) => boolean,
): boolean {
  const folded = foldedBounds({ allOf: [...branches] } as JsonObject);
  if (folded === undefined) return false;
  const hasPattern = branches.some((b) => isJsonObject(b) && typeof b.pattern === 'string' && b.pattern !== '');
  if (
    hasPattern &&
    (typeof folded.pattern !== 'string' || node.pattern === '' || !samePattern(node.pattern, folded.pattern))
  )
    return false;
  const raw = node.raw;
  return [...LOWER, ...UPPER].every((key) => {
    const stated = folded[key];
    if (typeof stated !== 'number') return true;
    const held = raw[key];
    if (typeof held !== 'number') return false;
    return (LOWER as readonly string[]).includes(key) ? stated <= held : stated >= held;
  });
}
