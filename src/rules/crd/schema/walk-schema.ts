import type { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import type { CrdSchema } from './crd-schemas.js';
import { KEYWORD, keywordsOf } from './schema-keywords.js';
import { SchemaNode } from './schema-node.js';

// SHARED MODEL (with the defaults, CEL and pruning rules; see schema-node.ts).
//
// Visits every node of one openAPIV3Schema, pre-order, children in document order. Nothing
// recurses on the call stack: the parser caps nesting at 1000 levels (LIMITS.maxDepth), but a
// schema that deep, or a deep object built by a rule, must not overflow a recursion (DESIGN §9).
// Paths are not built while walking: a location links to its parent, and `manifestPath()` /
// `apiserverPath()` build the FieldPath only for the few nodes that get a finding.

/** How a node hangs from its parent: the JSONSchemaProps field that holds it. */
export type Relation =
  | 'root'
  | 'properties'
  | 'additionalProperties'
  | 'items'
  | 'allOf'
  | 'anyOf'
  | 'oneOf'
  | 'not'
  | 'definitions'
  | 'dependencies'
  | 'patternProperties'
  | 'additionalItems';

/** A node of a schema where the walk found it: the node itself (a SchemaNode), and how it hangs from the root. */
export class SchemaLocation extends SchemaNode {
  constructor(
    readonly schema: CrdSchema,
    readonly parent: SchemaLocation | undefined,
    readonly relation: Relation,
    /** The map key (properties, definitions, …) or list index (allOf, tuple items, …); else undefined. */
    readonly key: string | number | undefined,
    raw: JsonObject,
    /** 0 at the root. */
    readonly depth: number,
    /** This node is an allOf/anyOf/oneOf/not branch or lies below one (SCHEMA-STRUCT-005..007). */
    readonly inJunctor: boolean,
    /**
     * Below patternProperties or additionalItems: the CRD validation does not recurse there (§8
     * "Recursion"), though SchemaHas-style scans (formats, §13) do.
     */
    readonly unvalidated: boolean,
  ) {
    super(raw);
    this.keywords = keywordsOf(raw);
  }

  /** The node's view (the location is one: no second object per node, as the walk makes 130,000 of them). */
  get node(): SchemaNode {
    return this;
  }

  /** The keywords the node holds (schema-keywords.ts): test a bit before reading the raw value. */
  readonly keywords: number;

  /**
   * Some entry of a schema map or list here (properties, definitions, patternProperties, allOf,
   * anyOf, oneOf, items as a list) is neither a schema nor null: the walk passes over it, and
   * decoding rejects it (decode-schema.ts looks at the entries only where this is set).
   */
  holdsNonSchema = false;

  /** Its place in the schema's pre-order (set once, by flatSchema). */
  preorder = -1;

  get isRoot(): boolean {
    return this.parent === undefined;
  }

  /**
   * The field of a custom resource the node describes, as a message names it: `spec.roles[*]`,
   * each item or map value `[*]`; '' at the root.
   */
  valuePath(): string {
    let path = '';
    for (let n: SchemaLocation | undefined = this; n !== undefined && !n.isRoot; n = n.parent)
      path = `${n.relation === 'properties' ? `.${String(n.key)}` : '[*]'}${path}`;
    return path.startsWith('.') ? path.slice(1) : path;
  }

  /** Where the user edits: under `spec.versions[i].schema.openAPIV3Schema`. */
  manifestPath(): FieldPath {
    return this.pathFrom(this.schema.manifestRoot);
  }

  /** Where the apiserver reports: under `spec.validation.openAPIV3Schema` when hoisted. */
  apiserverPath(): FieldPath {
    if (this.apiserverPathMemo) return this.apiserverPathMemo;
    // Every default and every rule asks for its node's path, and many share ancestors: each
    // node's path is built once, from its parent's (iteratively: schemas nest deep).
    const chain: SchemaLocation[] = [];
    let l: SchemaLocation | undefined = this;
    for (; l && !l.apiserverPathMemo; l = l.parent) chain.push(l);
    let p = l?.apiserverPathMemo ?? this.schema.apiserverRoot;
    for (let i = chain.length - 1; i >= 0; i--) {
      const c = chain[i] as SchemaLocation;
      if (c.parent) p = c.stepFrom(p);
      c.apiserverPathMemo = p;
    }
    return p;
  }

  private apiserverPathMemo: FieldPath | undefined;

  /** This node's path below `root` (the schema root's path). */
  pathFrom(root: FieldPath): FieldPath {
    const chain: SchemaLocation[] = [];
    for (let l: SchemaLocation | undefined = this; l?.parent; l = l.parent) chain.push(l);
    let p = root;
    for (let i = chain.length - 1; i >= 0; i--) p = (chain[i] as SchemaLocation).stepFrom(p);
    return p;
  }

  /** `parentPath` followed by the step to this node. */
  private stepFrom(parentPath: FieldPath): FieldPath {
    const p = parentPath.child(this.relation);
    return typeof this.key === 'number' ? p.index(this.key) : this.key !== undefined ? p.key(this.key) : p;
  }
}

/** What a visitor may answer: 'skip' leaves this node's children unvisited. */
export type VisitResult = void | 'skip';

/**
 * A schema's nodes in pre-order, each with the size of its subtree, so a 'skip' jumps over it.
 * Built once per schema (an explicit stack, no recursion) and kept on it (CrdSchema.memo) for
 * every rule that walks it: the schema rules, defaults, CEL and pruning all visit the same
 * 130,000 corpus nodes, and walking is most of their cost.
 */
export interface FlatSchema {
  readonly nodes: readonly SchemaLocation[];
  /** subtree[i]: how many nodes the subtree at i holds, itself included. */
  readonly subtree: Int32Array;
  /** nodesWith(): the nodes holding each sparse keyword. */
  readonly byKeyword: ReadonlyMap<SparseKeyword, readonly SchemaLocation[]>;
}

/** Keywords that few nodes carry, and that rules look for across a whole schema. */
const SPARSE = ['default', 'format', 'x-kubernetes-list-type', 'x-kubernetes-validations'] as const;
export type SparseKeyword = (typeof SPARSE)[number];
const SPARSE_BITS = SPARSE.reduce((bits, k) => bits | KEYWORD[k], 0);

const hasValue = (v: unknown): boolean => v !== undefined && v !== null;

/** The schema's nodes in pre-order (built on first use and kept on the schema). */
export function flatSchema(schema: CrdSchema): FlatSchema {
  let flat = schema.memo.flat;
  if (flat) return flat;
  const nodes: SchemaLocation[] = [];
  const stack: SchemaLocation[] = [
    new SchemaLocation(schema, undefined, 'root', undefined, schema.root, 0, false, false),
  ];
  const children: SchemaLocation[] = [];
  const byKeyword = new Map<SparseKeyword, SchemaLocation[]>(SPARSE.map((k) => [k, []]));
  while (stack.length > 0) {
    const at = stack.pop() as SchemaLocation;
    at.preorder = nodes.length;
    nodes.push(at);
    if (at.keywords & SPARSE_BITS)
      for (const k of SPARSE) if (at.keywords & KEYWORD[k] && hasValue(at.node.raw[k])) byKeyword.get(k)?.push(at);
    children.length = 0;
    childrenOf(at, children);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as SchemaLocation);
  }
  // Pre-order: a node's subtree is itself plus its descendants, which all follow it.
  const subtree = new Int32Array(nodes.length);
  for (let i = nodes.length - 1; i >= 0; i--) {
    const at = nodes[i] as SchemaLocation;
    subtree[i] = (subtree[i] ?? 0) + 1;
    if (at.parent) {
      const p = at.parent.preorder;
      subtree[p] = (subtree[p] ?? 0) + (subtree[i] ?? 0);
    }
  }
  flat = { nodes, subtree, byKeyword };
  schema.memo.flat = flat;
  return flat;
}

/** Walks one schema of a CRD; see crdSchemas() for the distinct schemas. */
export function walkSchema(schema: CrdSchema, visit: (at: SchemaLocation) => VisitResult): void {
  visitRange(flatSchema(schema), 0, visit);
}

/**
 * The nodes of the schema whose `keyword` is present and not null, in pre-order, below
 * patternProperties and additionalItems too (filter on `unvalidated` for the CRD recursion's
 * nodes: every node below an unvalidated one is unvalidated). Most nodes carry none of these
 * keywords; a rule that looks only at the ones that do need not visit the other nodes.
 */
export function nodesWith(schema: CrdSchema, keyword: SparseKeyword): readonly SchemaLocation[] {
  return flatSchema(schema).byKeyword.get(keyword) ?? [];
}

function visitRange(flat: FlatSchema, from: number, visit: (at: SchemaLocation) => VisitResult): void {
  const { nodes, subtree } = flat;
  const end = from + (subtree[from] ?? 1);
  for (let i = from; i < end;) {
    const at = nodes[i] as SchemaLocation;
    i += visit(at) === 'skip' ? (subtree[i] ?? 1) : 1;
  }
}

const CHILD_KEYWORDS =
  KEYWORD.properties |
  KEYWORD.additionalProperties |
  KEYWORD.items |
  KEYWORD.allOf |
  KEYWORD.anyOf |
  KEYWORD.oneOf |
  KEYWORD.not |
  KEYWORD.definitions |
  KEYWORD.dependencies |
  KEYWORD.patternProperties |
  KEYWORD.additionalItems;

function childrenOf(at: SchemaLocation, out: SchemaLocation[]): void {
  const has = at.keywords;
  if ((has & CHILD_KEYWORDS) === 0) return; // a leaf: most nodes
  const raw = at.node.raw;
  // Plain loops and no closures: this runs once per node of every schema.
  if (has & KEYWORD.properties) addMap(at, out, 'properties', raw.properties);
  if (has & KEYWORD.additionalProperties) addOne(at, out, 'additionalProperties', undefined, raw.additionalProperties);
  if (has & KEYWORD.items) {
    const items = raw.items;
    if (Array.isArray(items)) addList(at, out, 'items', items);
    else addOne(at, out, 'items', undefined, items);
  }
  if (has & KEYWORD.allOf) addList(at, out, 'allOf', raw.allOf);
  if (has & KEYWORD.anyOf) addList(at, out, 'anyOf', raw.anyOf);
  if (has & KEYWORD.oneOf) addList(at, out, 'oneOf', raw.oneOf);
  if (has & KEYWORD.not) addOne(at, out, 'not', undefined, raw.not);
  if (has & KEYWORD.definitions) addMap(at, out, 'definitions', raw.definitions);
  if (has & KEYWORD.dependencies) addMap(at, out, 'dependencies', raw.dependencies); // the schema form; string lists are not schemas
  if (has & KEYWORD.patternProperties) addMap(at, out, 'patternProperties', raw.patternProperties);
  if (has & KEYWORD.additionalItems) addOne(at, out, 'additionalItems', undefined, raw.additionalItems);
}

function addOne(
  at: SchemaLocation,
  out: SchemaLocation[],
  relation: Relation,
  key: string | number | undefined,
  value: unknown,
): void {
  if (!isJsonObject(value)) return;
  const unvalidated = at.unvalidated || relation === 'patternProperties' || relation === 'additionalItems';
  const inJunctor =
    at.inJunctor || relation === 'allOf' || relation === 'anyOf' || relation === 'oneOf' || relation === 'not';
  out.push(new SchemaLocation(at.schema, at, relation, key, value, at.depth + 1, inJunctor, unvalidated));
}

function addMap(at: SchemaLocation, out: SchemaLocation[], relation: Relation, value: unknown): void {
  if (!isJsonObject(value)) return;
  for (const k in value) {
    const entry = value[k];
    // dependencies may hold string lists as well: decoding checks its entries whatever this says.
    if (relation !== 'dependencies' && isNotSchema(entry)) at.holdsNonSchema = true;
    addOne(at, out, relation, k, entry);
  }
}

function addList(at: SchemaLocation, out: SchemaLocation[], relation: Relation, value: unknown): void {
  if (!Array.isArray(value)) return;
  for (let i = 0; i < value.length; i++) {
    const entry: unknown = value[i];
    if (isNotSchema(entry)) at.holdsNonSchema = true;
    addOne(at, out, relation, i, entry);
  }
}

/** Neither a schema object nor null (which decodes to an empty schema). */
const isNotSchema = (v: unknown): boolean => v !== null && (!isJsonObject(v) || v instanceof Date);
