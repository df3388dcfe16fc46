import { isJsonObject, type JsonObject } from '../../../../parse/kube-object.js';
import { escapeCelName } from '../escape-cel-name.js';

// The apiserver's CEL declaration of a schema node (k8s.io/apiserver pkg/cel/common/schemas.go
// SchemaDeclType, through apiextensions' model.SchemaDeclType and its WithTypeAndObjectMeta),
// reduced to what cost estimation reads: MaxElements (the size the estimator gives a value at a
// path) and MinSerializedSize (the worst-case counts of lists, maps and rule invocations).
// `undefined` is a node SchemaDeclType does not expose (nil upstream).

export type DeclKind = 'object' | 'list' | 'map' | 'string' | 'bytes' | 'bool' | 'int' | 'double' | 'duration' | 'timestamp' | 'dyn';

export interface DeclType {
  readonly kind: DeclKind;
  readonly maxElements: number;
  readonly minSerializedSize: number;
  /** Objects: the fields by escaped CEL name. */
  readonly fields?: ReadonlyMap<string, DeclType>;
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

const simple = (kind: DeclKind, minSerializedSize: number, maxElements = 0): DeclType => ({ kind, maxElements, minSerializedSize });
// The shared BoolType, IntType, DoubleType and the map key StringType carry MaxElements 0.
const BOOL = simple('bool', MIN_BOOL_SIZE);
const INT = simple('int', MIN_NUMBER_SIZE);
const DOUBLE = simple('double', MIN_NUMBER_SIZE);
/** apiservercel.StringType, the key type of every map. */
export const MAP_KEY = simple('string', MIN_STRING_SIZE);

const zeroIfNegative = (n: number): number => (n < 0 ? 0 : n);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : undefined);
const utf8Length = (s: string): number => Buffer.byteLength(s, 'utf8');

/** SchemaDeclType(s, isResourceRoot), memoised per raw node by the caller's cache. */
export function declTypeOf(raw: JsonObject, isResourceRoot: boolean, cache: WeakMap<JsonObject, { plain?: DeclType | null; root?: DeclType | null }>): DeclType | undefined {
  let entry = cache.get(raw);
  if (!entry) cache.set(raw, (entry = {}));
  const known = isResourceRoot ? entry.root : entry.plain;
  if (known !== undefined) return known ?? undefined;
  const computed = compute(raw, isResourceRoot, cache) ?? null;
  if (isResourceRoot) entry.root = computed;
  else entry.plain = computed;
  return computed ?? undefined;
}

function compute(raw: JsonObject, isResourceRoot: boolean, cache: Parameters<typeof declTypeOf>[2]): DeclType | undefined {
  const maxLength = num(raw.maxLength);
  if (raw['x-kubernetes-int-or-string'] === true) {
    // estimateMaxElementsFromMaxLength (runes, 4 bytes each) or the whole request.
    return simple('dyn', 1, maxLength !== undefined ? zeroIfNegative(maxLength) * 4 : MAX_REQUEST_SIZE_BYTES - 2);
  }
  const props = isJsonObject(raw.properties) ? raw.properties : undefined;
  const child = (s: unknown): DeclType | undefined => (isJsonObject(s) ? declTypeOf(s, s['x-kubernetes-embedded-resource'] === true, cache) : undefined);
  switch (raw.type) {
    case 'array': {
      const items = child(raw.items);
      if (!items) return undefined;
      const maxItems = num(raw.maxItems);
      // estimateMaxArrayItemsFromMinSize: [ and ], one comma per item.
      const max = maxItems !== undefined ? zeroIfNegative(maxItems) : Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (items.minSerializedSize + 1));
      return { kind: 'list', maxElements: max, minSerializedSize: 2, elem: items };
    }
    case 'object': {
      if (isJsonObject(raw.additionalProperties)) {
        const values = child(raw.additionalProperties);
        if (!values) return undefined;
        const maxProperties = num(raw.maxProperties);
        // estimateMaxAdditionalPropertiesFromMinSize: "k":v, is at least 6 bytes plus the value.
        const max = maxProperties !== undefined ? zeroIfNegative(maxProperties) : Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (values.minSerializedSize + 6));
        return { kind: 'map', maxElements: max, minSerializedSize: 2, elem: values };
      }
      const entries = new Map<string, JsonObject>();
      if (props) for (const [name, prop] of Object.entries(props)) if (isJsonObject(prop)) entries.set(name, prop);
      const overrides = isResourceRoot ? typeAndObjectMeta(entries) : undefined;
      const required = new Set(Array.isArray(raw.required) ? raw.required.filter((r): r is string => typeof r === 'string') : []);
      const fields = new Map<string, DeclType>();
      // {} plus, per required property without a default, "name": and a comma around its value.
      let minSize = 2;
      for (const [name, prop] of entries) {
        const type = overrides?.get(name) ?? child(prop);
        if (!type) continue;
        const escaped = escapeCelName(name);
        if (escaped !== undefined) fields.set(escaped, type);
        const hasDefault = prop.default !== undefined && prop.default !== null && !overrides?.has(name);
        if (required.has(name) && !hasDefault) minSize += utf8Length(name) + type.minSerializedSize + 4;
      }
      if (overrides) {
        for (const [name, type] of overrides) {
          if (entries.has(name)) continue;
          fields.set(name, type);
          if (required.has(name)) minSize += name.length + type.minSerializedSize + 4;
        }
      }
      return { kind: 'object', maxElements: 0, minSerializedSize: minSize, fields };
    }
    case 'string':
      switch (raw.format) {
        case 'byte':
          return simple('bytes', MIN_STRING_SIZE, maxLength !== undefined ? zeroIfNegative(maxLength) : MAX_REQUEST_SIZE_BYTES - 2);
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
  const meta: DeclType = {
    kind: 'object',
    maxElements: 0,
    minSerializedSize: 2,
    fields: new Map([
      ['name', capped(metaProps?.name, NAME_MAX_LENGTH)],
      ['generateName', capped(metaProps?.generateName, NAME_MAX_LENGTH - 1)],
    ]),
  };
  return new Map([
    ['kind', plainString],
    ['apiVersion', plainString],
    ['metadata', meta],
  ]);
}
