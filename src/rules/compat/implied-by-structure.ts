import type { ASTNode } from '@marcbachmann/cel-js';
import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { chainOf, conjuncts, hasSelect, presenceChains } from './cel-ast.js';
import { celPredicate } from './cel-predicate.js';

// A new rule that reads only which fields are set, implied by what the base schema already
// required of their presence: antrea replaced OpenAPI's presence keywords on PacketCapture with
// CEL (236272be4): `required: [source, destination]` with `anyOf: [{properties: {source:
// {required: [pod]}}}, {properties: {destination: {required: [pod]}}}]` became the rule
// `has(self.source.pod) || has(self.destination.pod)`, and source's `oneOf: [{required: [pod]},
// {required: [ip]}]` became `!(has(self.pod) && has(self.ip))`. Every object the base accepted
// satisfies the new rules; decided by trying every combination of the fields that the rule asks
// of and the base's presence keywords name, two levels down.
//
// The base's presence keywords are `required`, and the allOf, anyOf, oneOf and not whose branches
// say only which fields are set (`required`, and `properties` whose values do the same, with
// descriptions); a junctor with any other branch is left out, which only lets more objects count
// as accepted (each keyword is a conjunct), so what is proven stays proven. A field's own
// keywords count where it is set. Fields the change adds are unset in every old object (`absent`),
// and required fields are set (below a field, where that field is), unless nullable.

/**
 * A conjunction of has() on chains from self, each field of which the base required of its holder,
 * at any depth: CrunchyData/postgres-operator replaced its volume claims' nested `required`
 * (resources, then requests, then storage) by `has(self.resources) && has(self.resources.requests)
 * && has(self.resources.requests.storage)` (b4587dcec), three levels below the rule. Every object
 * the base accepted had them all (a required field that is not nullable holds a value).
 */
export function requiredChainsImplied(ast: ASTNode, base: SchemaNode): boolean {
  return conjuncts(ast).every((c) => {
    const select = hasSelect(c);
    const chain = select ? chainOf(select) : undefined;
    if (!chain || chain[0] !== 'self' || chain.length < 2) return false;
    let node: SchemaNode | undefined = base;
    for (const [i, field] of chain.slice(1).entries()) {
      if (!node || !node.required.includes(field)) return false;
      if (i === chain.length - 2) break; // the last: a map's key (`requests` of strings) needs no schema of its own
      const child: SchemaNode | undefined = node.properties.get(field);
      if (!child || child.nullable) return false;
      node = child;
    }
    return true;
  });
}

/** Combinations beyond 2^MAX_FREE are not tried (not proven). */
const MAX_FREE = 10;

/** True when the rule is true on every object whose set fields the base schema accepts. */
export function impliedByBaseStructure(
  text: string,
  ast: ASTNode,
  base: SchemaNode,
  absent: ReadonlySet<string>,
): boolean {
  const chains = presenceChains(ast, 2);
  if (!chains || chains.length === 0 || chains.some((c) => c[0] !== 'self')) return false;
  // `F`, and `F.G` with its F: has(self.F.G) selects F first.
  const atoms = new Set(chains.flatMap((c) => [c.slice(1).join('.'), c[1] ?? '']));
  const named = new Set(atoms);
  mentioned(base.raw, base.raw, '', 2, named);
  for (const field of atoms) {
    const child = base.properties.get(field);
    if (child && !field.includes('.')) mentioned(child.raw, child.raw, `${field}.`, 1, named);
  }
  const holds = celPredicate(text);
  return everyAcceptedSet(base, named, absent, (set) => holds({ self: objectOf(set) }) === true);
}

/**
 * A junctor (allOf, anyOf, oneOf or not) that says only which fields are set, added to a node,
 * implied by the base's presence keywords: zalando's postgres-operator replaced `oneOf: [{required:
 * [s3_wal_path]}, {required: [gs_wal_path]}, {required: [standby_host]}]` by the same branches under
 * `anyOf` and `not: {required: [s3_wal_path, gs_wal_path]}` (b97de5d7): every object the base
 * accepted has exactly one of the three, which both new keywords accept.
 */
export function junctorImpliedByBase(
  key: 'allOf' | 'anyOf' | 'oneOf' | 'not',
  value: unknown,
  base: SchemaNode,
  absent: ReadonlySet<string>,
): boolean {
  const junctor: JsonObject = { [key]: value };
  const branches = key === 'not' ? [value] : Array.isArray(value) ? (value as unknown[]) : [];
  if (branches.length === 0 || !branches.every((b) => isPresenceOnly(b, 2))) return false;
  const named = new Set<string>();
  mentioned(base.raw, base.raw, '', 2, named);
  mentioned(junctor, {}, '', 2, named);
  // The head's junctor is read as written: a field it requires counts, nullable or not.
  return everyAcceptedSet(base, named, absent, (set) => accepts(junctor, {}, set, 2));
}

/** Whether `holds` for every set of the `named` fields that the base's presence keywords accept. */
function everyAcceptedSet(
  base: SchemaNode,
  named: ReadonlySet<string>,
  absent: ReadonlySet<string>,
  holds: (set: ReadonlySet<string>) => boolean,
): boolean {
  const fields = [...named].filter((f) => !absent.has(topOf(f)));
  const free = fields.filter((f) => !isRequired(base.raw, f));
  if (free.length > MAX_FREE) return false;
  const required = fields.filter((f) => isRequired(base.raw, f));
  for (let mask = 0; mask < 1 << free.length; mask++) {
    const set = new Set(free.filter((_, i) => (mask >> i) & 1));
    // A field below another is set only where the other is; a required one, wherever it is.
    for (const f of required) if (!f.includes('.') || set.has(topOf(f))) set.add(f);
    for (const f of required) if (f.includes('.') && set.has(topOf(f))) set.add(f);
    if ([...set].some((f) => f.includes('.') && !set.has(topOf(f)))) continue;
    if (!accepts(base.raw, base.raw, set, 2)) continue;
    if (!holds(set)) return false;
  }
  return true;
}

const topOf = (f: string): string => f.slice(0, f.includes('.') ? f.indexOf('.') : undefined);

/** `F` required by the node, or `F.G` required by F's own node (and not nullable: a null may read as unset). */
function isRequired(schema: JsonObject, f: string): boolean {
  const [top = '', below] = f.split('.');
  const node = below === undefined ? schema : propertyOf(schema, top);
  return node !== undefined && requiredOf(node, node).includes(below ?? top);
}

/**
 * The fields `schema` (the node `owner`, or a branch of its junctors) requires, but those `owner`
 * declares nullable: CEL may read a null one as unset.
 */
const requiredOf = (schema: JsonObject, owner: JsonObject): string[] =>
  (Array.isArray(schema.required) ? schema.required : []).filter(
    (f): f is string => typeof f === 'string' && propertyOf(owner, f)?.nullable !== true,
  );

const propertyOf = (schema: JsonObject, field: string): JsonObject | undefined => {
  const p = isJsonObject(schema.properties) ? schema.properties[field] : undefined;
  return isJsonObject(p) ? p : undefined;
};

/** The fields the presence keywords of `schema` (of the node `owner`) name, as `prefix` + name, `depth` levels of properties down. */
function mentioned(schema: JsonObject, owner: JsonObject, prefix: string, depth: number, into: Set<string>): void {
  for (const f of requiredOf(schema, owner)) into.add(prefix + f);
  const branches = [schema.allOf, schema.anyOf, schema.oneOf, [schema.not]].flatMap((b) => (Array.isArray(b) ? b : []));
  for (const branch of branches) {
    if (!isPresenceOnly(branch, depth)) continue;
    mentioned(branch, owner, prefix, depth, into);
    if (depth > 1 && isJsonObject(branch.properties))
      for (const [field, sub] of Object.entries(branch.properties)) {
        into.add(prefix + field);
        if (isJsonObject(sub)) mentioned(sub, propertyOf(owner, field) ?? {}, `${prefix}${field}.`, depth - 1, into);
      }
  }
}

/** The presence keywords of `schema` (of the node `owner`) hold for the fields set (`F`, and `F.G` below them). */
function accepts(schema: JsonObject, owner: JsonObject, set: ReadonlySet<string>, depth: number): boolean {
  if (!requiredOf(schema, owner).every((f) => set.has(f))) return false;
  const holds = (branch: JsonObject) => accepts(branch, owner, set, depth);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    // `anyOf: []` decodes as no keyword at all (a written empty junctor restricts nothing).
    if (!Array.isArray(branches) || branches.length === 0 || !branches.every((b) => isPresenceOnly(b, depth))) continue;
    const met = (branches as JsonObject[]).filter(holds).length;
    if (key === 'allOf' ? met !== branches.length : key === 'anyOf' ? met === 0 : met !== 1) return false;
  }
  if (isPresenceOnly(schema.not, depth) && holds(schema.not)) return false;
  if (depth > 1 && isJsonObject(schema.properties))
    for (const [field, sub] of Object.entries(schema.properties)) {
      if (!set.has(field) || !isJsonObject(sub)) continue;
      const below = new Set([...set].filter((f) => f.startsWith(`${field}.`)).map((f) => f.slice(field.length + 1)));
      if (!accepts(sub, propertyOf(owner, field) ?? {}, below, depth - 1)) return false;
    }
  return true;
}

const PRESENCE_KEYS: ReadonlySet<string> = new Set(['required', 'properties', 'description']);
const JUNCTOR_KEYS: ReadonlySet<string> = new Set(['allOf', 'anyOf', 'oneOf', 'not']);

/**
 * A branch that says only which fields are set, down `depth` levels of properties. The empty
 * schema says nothing, so it is one too: authorino's generated oneOf branches name each field
 * they require with it, `{properties: {a: {}}, required: [a]}` (ee2c21e3).
 */
function isPresenceOnly(branch: unknown, depth: number): branch is JsonObject {
  if (!isJsonObject(branch)) return false;
  if (!Object.keys(branch).every((k) => PRESENCE_KEYS.has(k) || JUNCTOR_KEYS.has(k))) return false;
  if (branch.required !== undefined && !Array.isArray(branch.required)) return false;
  // Junctors of such branches say only that too (antrea e635aef7e: a oneOf of two anyOf groups).
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = branch[key];
    if (branches !== undefined && !(Array.isArray(branches) && branches.every((b) => isPresenceOnly(b, depth))))
      return false;
  }
  if (branch.not !== undefined && !isPresenceOnly(branch.not, depth)) return false;
  if (branch.properties === undefined) return true;
  return (
    depth > 1 &&
    isJsonObject(branch.properties) &&
    Object.values(branch.properties).every((p) => isPresenceOnly(p, depth - 1))
  );
}

/** `self` with the fields set: each one an object, for what is asked below it. */
function objectOf(set: ReadonlySet<string>): Record<string, Record<string, boolean>> {
  const self: Record<string, Record<string, boolean>> = {};
  for (const f of set) {
    const [top = '', below] = f.split('.');
    self[top] ??= {};
    if (below !== undefined) self[top][below] = true;
  }
  return self;
}
