import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';

// SHARED MODEL: this view, walk-schema.ts and crd-schemas.ts are the schema model of the crd/
// family. The schema rules (crd/schema, crd/structural, crd/list-type, crd/unknown-format,
// crd/schema-fields) and the defaults, CEL and pruning rules (spec §10–§11) all read schemas
// through it; change it with both in mind.
//
// A read-only view of one v1 JSONSchemaProps node over the parsed JSON (spec §8–§9). `unknown`
// is narrowed here, once: a field holding a value of the wrong JSON kind reads as absent, as the
// request never gets past decoding with it (CRD-API-003, reported by crd/schema-fields). Go's
// zero values are kept apart from absence only where the Go type is a pointer (`$ref`,
// `x-kubernetes-preserve-unknown-fields`, `x-kubernetes-list-type`, `default`, the bounds),
// because the apiserver's checks do.

/** A schema-valued child: a schema, or a bool where the v1 type allows one (JSONSchemaPropsOrBool). */
export type SchemaOrBool = SchemaNode | boolean;

const EMPTY: ReadonlyMap<string, SchemaNode> = new Map();
const EMPTY_LIST: readonly SchemaNode[] = [];

export class SchemaNode {
  constructor(readonly raw: JsonObject) {}

  /**
   * The node when `value` is a JSON object, else undefined. One node per object: a custom
   * resource review walks the same schema for every resource (cr/), and the node keeps what it
   * has read of its children (the parsed JSON is never changed once read).
   */
  static of(value: unknown): SchemaNode | undefined {
    if (!isJsonObject(value)) return undefined;
    let node = NODES.get(value);
    if (node === undefined) {
      node = new SchemaNode(value);
      NODES.set(value, node);
    }
    return node;
  }

  // What the getters below read, kept once read (null: read, and absent): a custom resource
  // review walks the same nodes for every resource, several times (prune, defaults, validation,
  // CEL), and reads these at every value (issue 20 item 7).
  private propertiesRead: ReadonlyMap<string, SchemaNode> | undefined;
  private typeRead: string | undefined;
  private nullableRead: boolean | undefined;
  private itemsRead: SchemaNode | null | undefined;
  private additionalRead: SchemaOrBool | null | undefined;
  private allOfRead: readonly SchemaNode[] | undefined;
  private preserveRead: boolean | null | undefined;
  private embeddedRead: boolean | undefined;

  /** True when the key is present with a non-null value (JSON null decodes to the zero value or nil). */
  has(key: string): boolean {
    const v = this.raw[key];
    return v !== undefined && v !== null;
  }

  private str(key: string): string | undefined {
    const v = this.raw[key];
    return typeof v === 'string' ? v : undefined;
  }

  private bool(key: string): boolean {
    return this.raw[key] === true;
  }

  private num(key: string): number | undefined {
    const v = this.raw[key];
    return typeof v === 'number' ? v : undefined;
  }

  private strings(key: string): readonly string[] | undefined {
    const v = this.raw[key];
    return Array.isArray(v) && v.every((x): x is string => typeof x === 'string') ? v : undefined;
  }

  private schemaList(key: string): readonly SchemaNode[] | undefined {
    const v = this.raw[key];
    return Array.isArray(v) ? v.flatMap((x) => (isJsonObject(x) ? [new SchemaNode(x)] : [])) : undefined;
  }

  private schemaMap(key: string): ReadonlyMap<string, SchemaNode> | undefined {
    const v = this.raw[key];
    if (!isJsonObject(v)) return undefined;
    const out = new Map<string, SchemaNode>();
    for (const k of Object.keys(v)) {
      const child = SchemaNode.of(v[k]);
      if (child) out.set(k, child);
    }
    return out;
  }

  /** `type` ('' when absent: Go's zero value, which the structural rules call "empty"). */
  get type(): string {
    return (this.typeRead ??= this.str('type') ?? '');
  }
  get format(): string {
    return this.str('format') ?? '';
  }
  get id(): string {
    return this.str('id') ?? '';
  }
  get $schema(): string {
    return this.str('$schema') ?? '';
  }
  /** `$ref` is a pointer: `""` is present (SCHEMA-KW-003). */
  get ref(): string | undefined {
    return this.str('$ref');
  }
  get description(): string {
    return this.str('description') ?? '';
  }
  get title(): string {
    return this.str('title') ?? '';
  }
  get pattern(): string {
    return this.str('pattern') ?? '';
  }
  get nullable(): boolean {
    return (this.nullableRead ??= this.bool('nullable'));
  }
  get uniqueItems(): boolean {
    return this.bool('uniqueItems');
  }
  get exclusiveMaximum(): boolean {
    return this.bool('exclusiveMaximum');
  }
  get exclusiveMinimum(): boolean {
    return this.bool('exclusiveMinimum');
  }
  get maximum(): number | undefined {
    return this.num('maximum');
  }
  get minimum(): number | undefined {
    return this.num('minimum');
  }
  get multipleOf(): number | undefined {
    return this.num('multipleOf');
  }
  get maxLength(): number | undefined {
    return this.num('maxLength');
  }
  get minLength(): number | undefined {
    return this.num('minLength');
  }
  get maxItems(): number | undefined {
    return this.num('maxItems');
  }
  get minItems(): number | undefined {
    return this.num('minItems');
  }
  get maxProperties(): number | undefined {
    return this.num('maxProperties');
  }
  get minProperties(): number | undefined {
    return this.num('minProperties');
  }
  get required(): readonly string[] {
    return this.strings('required') ?? [];
  }
  /** `enum` values as written (JSON); undefined when absent. */
  get enum(): readonly unknown[] | undefined {
    const v = this.raw.enum;
    return Array.isArray(v) ? v : undefined;
  }
  /** True when a default is set: `default: null` decodes to "no default" (SCHEMA-DEF-008). */
  get hasDefault(): boolean {
    return this.has('default');
  }
  get default(): unknown {
    return this.raw.default ?? undefined;
  }
  get example(): unknown {
    return this.raw.example ?? undefined;
  }

  /** `properties` in document order (an empty map when absent). */
  get properties(): ReadonlyMap<string, SchemaNode> {
    this.propertiesRead ??= this.schemaMap('properties') ?? EMPTY;
    return this.propertiesRead;
  }
  /** A single items schema; undefined when absent or given as a list (see `itemsList`). */
  get items(): SchemaNode | undefined {
    if (this.itemsRead === undefined) this.itemsRead = SchemaNode.of(this.raw.items) ?? null;
    return this.itemsRead ?? undefined;
  }
  /** Items given as a list of schemas (SCHEMA-KW-008); undefined otherwise. */
  get itemsList(): readonly SchemaNode[] | undefined {
    return this.schemaList('items');
  }
  get additionalProperties(): SchemaOrBool | undefined {
    if (this.additionalRead === undefined) {
      const v = this.raw.additionalProperties;
      this.additionalRead = (typeof v === 'boolean' ? v : SchemaNode.of(v)) ?? null;
    }
    return this.additionalRead ?? undefined;
  }
  get allOf(): readonly SchemaNode[] {
    return (this.allOfRead ??= this.schemaList('allOf') ?? EMPTY_LIST);
  }
  get anyOf(): readonly SchemaNode[] {
    return this.schemaList('anyOf') ?? [];
  }
  get oneOf(): readonly SchemaNode[] {
    return this.schemaList('oneOf') ?? [];
  }
  get not(): SchemaNode | undefined {
    return SchemaNode.of(this.raw.not);
  }

  /** `x-kubernetes-preserve-unknown-fields`: a *bool, so false is present (SCHEMA-X-001). */
  get preserveUnknownFields(): boolean | undefined {
    if (this.preserveRead === undefined) {
      const v = this.raw['x-kubernetes-preserve-unknown-fields'];
      this.preserveRead = typeof v === 'boolean' ? v : null;
    }
    return this.preserveRead ?? undefined;
  }
  get embeddedResource(): boolean {
    return (this.embeddedRead ??= this.bool('x-kubernetes-embedded-resource'));
  }
  get intOrString(): boolean {
    return this.bool('x-kubernetes-int-or-string');
  }
  /** `x-kubernetes-list-type`: a *string, so `""` is present. */
  get listType(): string | undefined {
    return this.str('x-kubernetes-list-type');
  }
  get listMapKeys(): readonly string[] {
    return this.strings('x-kubernetes-list-map-keys') ?? [];
  }
  /** `x-kubernetes-map-type`: a *string, so `""` is present. */
  get mapType(): string | undefined {
    return this.str('x-kubernetes-map-type');
  }
  /** `x-kubernetes-validations` entries that are objects, with their index in the list. */
  get validations(): readonly { readonly index: number; readonly rule: JsonObject }[] {
    const v = this.raw['x-kubernetes-validations'];
    if (!Array.isArray(v)) return [];
    return v.flatMap((rule: unknown, index) => (isJsonObject(rule) ? [{ index, rule }] : []));
  }
}

const NODES = new WeakMap<JsonObject, SchemaNode>();
