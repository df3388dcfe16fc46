import { isJsonObject, type JsonObject } from '../../../../parse/kube-object.js';
import { escapeCelName, unescapeCelName } from '../escape-cel-name.js';

// The apiserver's CEL declaration of a schema node (k8s.io/apiserver pkg/cel/common/schemas.go
// SchemaDeclType, through apiextensions' model.SchemaDeclType and its WithTypeAndObjectMeta),
// reduced to what cost estimation reads: MaxElements (the size the estimator gives a value at a
// path) and MinSerializedSize (the worst-case counts of lists, maps and rule invocations).
// `undefined` is a node SchemaDeclType does not expose (nil upstream).

export type DeclKind =
  'object' | 'list' | 'map' | 'string' | 'bytes' | 'bool' | 'int' | 'double' | 'duration' | 'timestamp' | 'dyn';

export interface DeclType {
  readonly kind: DeclKind;
  readonly maxElements: number;
  readonly minSerializedSize: number;
  /** Objects: the field of that escaped CEL name, declared on first lookup; undefined when there is none. */
  field?(name: string): DeclType | undefined;
  /** Lists: the items; maps: the values. */
  readonly elem?: DeclType;
}

/** celconfig.MaxRequestSizeBytes: 3 MiB. */
export const MAX_REQUEST_SIZE_BYTES = 3 * 1024 * 1024;

// apiserver pkg/cel/limits.go and types.go.
const MIN_STRING_SIZE = 2;
const MIN_BOOL_SIZE = 4;
const MIN_NUMBER_SIZE = 1;
const MAX_DURATION_SIZE_JSON = 32;
const MIN_DURATION_SIZE_JSON = 3;
const JSON_DATE_SIZE = 12;
const MAX_DATETIME_SIZE_JSON = 32;
const MIN_DATETIME_SIZE_JSON = 21;
/** DNS1123SubdomainMaxLength: model.WithTypeAndObjectMeta caps metadata.name (generateName one less). */
const NAME_MAX_LENGTH = 253;

const simple = (kind: DeclKind, minSerializedSize: number, maxElements = 0): DeclType => ({
  kind,
  maxElements,
  minSerializedSize,
});
// The shared BoolType, IntType, DoubleType and the map key StringType carry MaxElements 0.
const BOOL = simple('bool', MIN_BOOL_SIZE);
const INT = simple('int', MIN_NUMBER_SIZE);
const DOUBLE = simple('double', MIN_NUMBER_SIZE);
/** apiservercel.StringType, the key type of every map. */
export const MAP_KEY = simple('string', MIN_STRING_SIZE);

const zeroIfNegative = (n: number): number => (n < 0 ? 0 : n);
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : undefined;
const utf8Length = (s: string): number => Buffer.byteLength(s, 'utf8');

type DeclCache = WeakMap<JsonObject, { plain?: DeclType | null; root?: DeclType | null }>;

/**
 * SchemaDeclType(s, isResourceRoot), memoised per raw node by the caller's cache. A node needs the
 * declarations of its items, its map values and its required properties (for its sizes), and
 * those are made first from an explicit stack, as schemas nest as deep as the parser allows. The
 * other fields of an object are declared one by one when the estimator first looks each up: most
 * rules read a few fields of a large `self`.
 */
export function declTypeOf(raw: JsonObject, isResourceRoot: boolean, cache: DeclCache): DeclType | undefined {
  const known = memoOf(raw, isResourceRoot, cache);
  if (known !== undefined) return known ?? undefined;
  const stack: { raw: JsonObject; root: boolean }[] = [{ raw, root: isResourceRoot }];
  const pending = new Set<JsonObject>();
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { raw: JsonObject; root: boolean };
    if (memoOf(top.raw, top.root, cache) !== undefined) {
      stack.pop();
      continue;
    }
    // A node reached again while its own dependencies are made (an alias cycle) declares nothing.
    const missing = pending.has(top.raw)
      ? []
      : dependencies(top.raw, top.root).filter((d) => memoOf(d, isEmbedded(d), cache) === undefined && !pending.has(d));
    if (missing.length > 0) {
      pending.add(top.raw);
      for (const d of missing) stack.push({ raw: d, root: isEmbedded(d) });
      continue;
    }
    setMemo(top.raw, top.root, cache, build(top.raw, top.root, cache) ?? null);
    pending.delete(top.raw);
    stack.pop();
  }
  return memoOf(raw, isResourceRoot, cache) ?? undefined;
}

function memoOf(raw: JsonObject, isResourceRoot: boolean, cache: DeclCache): DeclType | null | undefined {
  const entry = cache.get(raw);
  return isResourceRoot ? entry?.root : entry?.plain;
}

function setMemo(raw: JsonObject, isResourceRoot: boolean, cache: DeclCache, decl: DeclType | null): void {
  let entry = cache.get(raw);
  if (!entry) cache.set(raw, (entry = {}));
  if (isResourceRoot) entry.root = decl;
  else entry.plain = decl;
}

const isEmbedded = (s: JsonObject): boolean => s['x-kubernetes-embedded-resource'] === true;

/** The nodes whose declarations `build` reads for the sizes of `raw`'s own. */
function dependencies(raw: JsonObject, isResourceRoot: boolean): JsonObject[] {
  if (raw['x-kubernetes-int-or-string'] === true) return [];
  if (raw.type === 'array') return isJsonObject(raw.items) ? [raw.items] : [];
  if (raw.type !== 'object') return [];
  if (isJsonObject(raw.additionalProperties)) return [raw.additionalProperties];
  return [...requiredSized(raw, isResourceRoot)].map(([, prop]) => prop);
}

/** Required properties without a default that the resource-root overrides leave as written: they count in the minimum size. */
function requiredSized(raw: JsonObject, isResourceRoot: boolean): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  const props = isJsonObject(raw.properties) ? raw.properties : undefined;
  if (!props || !Array.isArray(raw.required)) return out;
  const overrides = isResourceRoot ? typeAndObjectMeta(propertiesOf(raw)) : undefined;
  for (const name of raw.required) {
    if (typeof name !== 'string' || !Object.hasOwn(props, name) || overrides?.has(name)) continue;
    const prop = props[name];
    if (isJsonObject(prop) && (prop.default === undefined || prop.default === null)) out.set(name, prop);
  }
  return out;
}

function propertiesOf(raw: JsonObject): Map<string, JsonObject> {
  const entries = new Map<string, JsonObject>();
  const props = isJsonObject(raw.properties) ? raw.properties : undefined;
  if (props) for (const [name, prop] of Object.entries(props)) if (isJsonObject(prop)) entries.set(name, prop);
  return entries;
}

/** One node's declaration, its dependencies already declared. */
function build(raw: JsonObject, isResourceRoot: boolean, cache: DeclCache): DeclType | undefined {
  const maxLength = num(raw.maxLength);
  if (raw['x-kubernetes-int-or-string'] === true) {
    // estimateMaxElementsFromMaxLength (runes, 4 bytes each) or the whole request.
    return simple('dyn', 1, maxLength !== undefined ? zeroIfNegative(maxLength) * 4 : MAX_REQUEST_SIZE_BYTES - 2);
  }
  const declared = (s: JsonObject): DeclType | undefined => memoOf(s, isEmbedded(s), cache) ?? undefined;
  switch (raw.type) {
    case 'array': {
      const items = isJsonObject(raw.items) ? declared(raw.items) : undefined;
      if (!items) return undefined;
      const maxItems = num(raw.maxItems);
      // estimateMaxArrayItemsFromMinSize: [ and ], one comma per item.
      const max =
        maxItems !== undefined
          ? zeroIfNegative(maxItems)
          : Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (items.minSerializedSize + 1));
      return { kind: 'list', maxElements: max, minSerializedSize: 2, elem: items };
    }
    case 'object': {
      if (isJsonObject(raw.additionalProperties)) {
        const values = declared(raw.additionalProperties);
        if (!values) return undefined;
        const maxProperties = num(raw.maxProperties);
        // estimateMaxAdditionalPropertiesFromMinSize: "k":v, is at least 6 bytes plus the value.
        const max =
          maxProperties !== undefined
            ? zeroIfNegative(maxProperties)
            : Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (values.minSerializedSize + 6));
        return { kind: 'map', maxElements: max, minSerializedSize: 2, elem: values };
      }
      return objectDecl(raw, isResourceRoot, cache);
    }
    case 'string':
      switch (raw.format) {
        case 'byte':
          return simple(
            'bytes',
            MIN_STRING_SIZE,
            maxLength !== undefined ? zeroIfNegative(maxLength) : MAX_REQUEST_SIZE_BYTES - 2,
          );
        case 'duration':
          return simple('duration', MIN_DURATION_SIZE_JSON, MAX_DURATION_SIZE_JSON);
        case 'date':
          return simple('timestamp', JSON_DATE_SIZE, JSON_DATE_SIZE);
        case 'date-time':
          return simple('timestamp', MIN_DATETIME_SIZE_JSON, MAX_DATETIME_SIZE_JSON);
      }
      if (maxLength !== undefined) return simple('string', MIN_STRING_SIZE, zeroIfNegative(maxLength) * 4);
      if (Array.isArray(raw.enum) && raw.enum.length > 0) {
        // estimateMaxStringEnumLength: the longest string value, in bytes.
        let longest = 0;
        for (const v of raw.enum) if (typeof v === 'string') longest = Math.max(longest, utf8Length(v));
        return simple('string', MIN_STRING_SIZE, longest);
      }
      return simple('string', MIN_STRING_SIZE, MAX_REQUEST_SIZE_BYTES - 2);
    case 'boolean':
      return BOOL;
    case 'number':
      return DOUBLE;
    case 'integer':
      return INT;
    default:
      return undefined;
  }
}

/** An object: its minimum size now (from its required properties), its fields when first read. */
function objectDecl(raw: JsonObject, isResourceRoot: boolean, cache: DeclCache): DeclType {
  const overrides = isResourceRoot ? typeAndObjectMeta(propertiesOf(raw)) : undefined;
  const required = new Set(
    Array.isArray(raw.required) ? raw.required.filter((r): r is string => typeof r === 'string') : [],
  );
  // {} plus, per required property without a default, "name": and a comma around its value.
  let minSize = 2;
  for (const [name, prop] of requiredSized(raw, isResourceRoot)) {
    const type = memoOf(prop, isEmbedded(prop), cache);
    if (type) minSize += utf8Length(name) + type.minSerializedSize + 4;
  }
  // The replaced kind, apiVersion and metadata count with their replacements (never a default).
  if (overrides)
    for (const [name, type] of overrides)
      if (required.has(name)) minSize += utf8Length(name) + type.minSerializedSize + 4;
  const props = isJsonObject(raw.properties) ? raw.properties : undefined;
  const looked = new Map<string, DeclType | undefined>();
  return {
    kind: 'object',
    maxElements: 0,
    minSerializedSize: minSize,
    field(name: string): DeclType | undefined {
      if (looked.has(name)) return looked.get(name);
      let type = overrides?.get(name);
      if (!type && props) {
        const property = propertyNamed(name, props);
        const prop = property === undefined ? undefined : props[property];
        if (isJsonObject(prop)) type = declTypeOf(prop, isEmbedded(prop), cache);
      }
      looked.set(name, type);
      return type;
    },
  };
}

/** The property that `celName` spells (escapeCelName's inverse), if `props` has it. */
function propertyNamed(celName: string, props: JsonObject): string | undefined {
  const name = celName.includes('__') ? unescapeCelName(celName) : celName;
  return Object.hasOwn(props, name) && escapeCelName(name) === celName ? name : undefined;
}

/**
 * model.WithTypeAndObjectMeta: at a resource root, kind and apiVersion become plain strings and
 * metadata an object of name and generateName (capped at 253 and 252 runes), unless the schema
 * already declares all five with those types, in which case it is left as written.
 */
function typeAndObjectMeta(props: ReadonlyMap<string, JsonObject>): ReadonlyMap<string, DeclType> | undefined {
  const metadata = props.get('metadata');
  const metaProps = isJsonObject(metadata?.properties) ? metadata.properties : undefined;
  const typeOf = (s: unknown): unknown => (isJsonObject(s) ? s.type : undefined);
  if (
    typeOf(props.get('kind')) === 'string' &&
    typeOf(props.get('apiVersion')) === 'string' &&
    typeOf(metadata) === 'object' &&
    metaProps &&
    typeOf(metaProps.name) === 'string' &&
    typeOf(metaProps.generateName) === 'string'
  ) {
    return undefined;
  }
  const capped = (s: unknown, cap: number): DeclType => {
    const own = isJsonObject(s) ? num(s.maxLength) : undefined;
    const max = own !== undefined && own < cap ? own : cap;
    return simple('string', MIN_STRING_SIZE, zeroIfNegative(max) * 4);
  };
  const plainString = simple('string', MIN_STRING_SIZE, MAX_REQUEST_SIZE_BYTES - 2);
  const metaFields = new Map([
    ['name', capped(metaProps?.name, NAME_MAX_LENGTH)],
    ['generateName', capped(metaProps?.generateName, NAME_MAX_LENGTH - 1)],
  ]);
  const meta: DeclType = {
    kind: 'object',
    maxElements: 0,
    minSerializedSize: 2,
    field: (name) => metaFields.get(name),
  };
  return new Map([
    ['kind', plainString],
    ['apiVersion', plainString],
    ['metadata', meta],
  ]);
}
