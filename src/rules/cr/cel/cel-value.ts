import { isJsonObject } from '../../../parse/kube-object.js';
import { escapeCelName, isKeywordFieldName } from '../../crd/cel/escape-cel-name.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import { parseDate, parseRfc3339 } from './library/timestamp-library.js';

// CR-CEL-001 (spec/cr-validation.md §8): the value a rule sees as `self`, made from the plain JSON
// value at its node the way apiserver pkg/cel/common/valuesunstructured.go (UnstructuredToVal)
// makes it, in the representation of the CEL library the project evaluates with: an integer is a
// bigint, a number a JS number (a double), a string a string, an object with properties a plain
// object keyed by CEL-escaped names, an additionalProperties map a plain object keyed as written,
// a list an array.
//
// Where the two runtimes could disagree about a value, the conversion says so in `hazards`, and
// the caller decides from what the expression does (runtime-program.ts) whether the result is
// certain: lists of type set or map (their equality ignores order and `+` merges, in the
// apiserver), objects with more than one entry (Go iterates maps in random order, so `map` and
// `filter` over them have no fixed order), strings outside ASCII (cel-go counts code points and
// compares UTF-8 bytes; string functions here work on UTF-16), property names CEL spells escaped.
// A string of format byte becomes bytes (a Uint8Array), as in the apiserver. What the library
// cannot represent at all becomes an UNREPRESENTABLE marker (formats date, date-time and
// duration, which the apiserver turns into timestamps and durations; bytes that do not decode; a null
// the schema does not allow, which the apiserver turns into an error value; values without a
// schema type): any operation on a marker fails in the library, and the caller turns such a
// failure, like every failure it cannot map to cel-go's text, into "not evaluated".

export interface CelValueHazards {
  /** A set or map list with at least two items (equality and `+` differ). */
  setOrMapList: boolean;
  /** A set or map list at all (`+` merges even one item). */
  anySetOrMapList: boolean;
  /** An object or map with more than one entry (iteration order). */
  multiEntryMap: boolean;
  /** A string or a key outside ASCII. */
  nonAscii: boolean;
  /** A property whose CEL name differs from its JSON name. */
  escapedName: boolean;
  /** An UNREPRESENTABLE marker somewhere in the value. */
  unrepresentable: boolean;
  /** A resource root's metadata had fields CEL does not see (its size and equality differ). */
  trimmedMetadata: boolean;
  /** A resource root named by generateName only: the apiserver generates its name before validation. */
  generatedName: boolean;
  /** An object kept fields its schema does not declare (x-kubernetes-preserve-unknown-fields): cel-go counts and compares them. */
  hiddenFields: boolean;
  /** An integer that cannot be read exactly (beyond 2^53 in the YAML parser's numbers), or -2^63. */
  inexactNumber: boolean;
}

/**
 * A value the library cannot represent as cel-go would; any operation on it fails here, except
 * `==` of two markers of the same formatted string (runtime-environment.ts): a timestamp or
 * duration parsed from equal strings is equal; from different strings, not known here.
 */
export class Unrepresentable {
  constructor(
    readonly why: string,
    /** The string of a date, date-time or duration value. */
    readonly text?: string,
  ) {}
}

export interface CelValue {
  readonly value: unknown;
  readonly hazards: CelValueHazards;
  /** Size measures for the cost bound (cost-bound.ts). */
  readonly measure: ValueMeasure;
}

export interface ValueMeasure {
  /** JSON nodes of the value. */
  nodes: number;
  /** Items of the largest list or entries of the largest map (not struct fields). */
  largestCollection: number;
  /** Bytes of the longest string (or key). */
  longestString: number;
  /** Bytes of all strings and keys. */
  totalBytes: number;
}

const SPECIAL_FORMATS: ReadonlySet<string> = new Set(['date', 'date-time', 'datetime', 'duration']);
const TIMESTAMP_FORMATS: ReadonlySet<string> = new Set(['date-time', 'datetime']);

/**
 * The conversions made while validating one object, by value: the rules of a node and those of
 * its ancestors see the same subtree, which is converted once. The hazards and measures of a
 * subtree are its own (flags set, counts and maxima), so a parent adds them up from its children's.
 */
export class CelValueMemo {
  private readonly made = new WeakMap<object, { node: SchemaNode; isResourceRoot: boolean; converted: CelValue }>();

  get(value: unknown, node: SchemaNode, isResourceRoot: boolean): CelValue | undefined {
    if (typeof value !== 'object' || value === null) return undefined;
    const known = this.made.get(value);
    return known && known.node === node && known.isResourceRoot === isResourceRoot ? known.converted : undefined;
  }

  set(value: object, node: SchemaNode, isResourceRoot: boolean, converted: CelValue): void {
    this.made.set(value, { node, isResourceRoot, converted });
  }
}

export function toCelValue(value: unknown, node: SchemaNode, isResourceRoot: boolean, memo?: CelValueMemo): CelValue {
  const known = memo?.get(value, node, isResourceRoot);
  if (known) return known;
  const converted = convertNew(value, node, isResourceRoot, memo);
  if (memo && typeof value === 'object' && value !== null) memo.set(value, node, isResourceRoot, converted);
  return converted;
}

/** Every hazard false: a conversion's start, and what reached-hazards.ts adds to. */
export const noHazards = (): CelValueHazards => ({
  setOrMapList: false,
  anySetOrMapList: false,
  multiEntryMap: false,
  nonAscii: false,
  escapedName: false,
  unrepresentable: false,
  trimmedMetadata: false,
  hiddenFields: false,
  generatedName: false,
  inexactNumber: false,
});

function convertNew(
  value: unknown,
  node: SchemaNode,
  isResourceRoot: boolean,
  memo: CelValueMemo | undefined,
): CelValue {
  const hazards = noHazards();
  const measure: ValueMeasure = { nodes: 0, largestCollection: 0, longestString: 0, totalBytes: 0 };
  const out = convert(value, node, isResourceRoot, { h: hazards, m: measure, memo });
  return { value: out, hazards, measure };
}

/** What one conversion adds up as it goes, and the memo of the object it belongs to. */
interface Sink {
  readonly h: CelValueHazards;
  readonly m: ValueMeasure;
  readonly memo: CelValueMemo | undefined;
}

/**
 * A child value: one whose node has rules of its own (which will ask for it as their `self`) is
 * converted on its own into the memo, and its hazards and measures added to the parent's.
 */
function convertChild(value: unknown, node: SchemaNode, isResourceRoot: boolean, sink: Sink): unknown {
  if (
    sink.memo === undefined ||
    typeof value !== 'object' ||
    value === null ||
    !Array.isArray(node.raw['x-kubernetes-validations'])
  )
    return convert(value, node, isResourceRoot, sink);
  const child = toCelValue(value, node, isResourceRoot, sink.memo);
  addHazards(sink.h, child.hazards);
  const m = sink.m;
  m.nodes += child.measure.nodes;
  m.largestCollection = Math.max(m.largestCollection, child.measure.largestCollection);
  m.longestString = Math.max(m.longestString, child.measure.longestString);
  m.totalBytes += child.measure.totalBytes;
  return child.value;
}

function addHazards(to: CelValueHazards, from: CelValueHazards): void {
  to.setOrMapList ||= from.setOrMapList;
  to.anySetOrMapList ||= from.anySetOrMapList;
  to.multiEntryMap ||= from.multiEntryMap;
  to.nonAscii ||= from.nonAscii;
  to.escapedName ||= from.escapedName;
  to.unrepresentable ||= from.unrepresentable;
  to.trimmedMetadata ||= from.trimmedMetadata;
  to.generatedName ||= from.generatedName;
  to.hiddenFields ||= from.hiddenFields;
  to.inexactNumber ||= from.inexactNumber;
}

function convert(value: unknown, node: SchemaNode, isResourceRoot: boolean, sink: Sink): unknown {
  const { h, m } = sink;
  m.nodes++;
  if (value === null || value === undefined) {
    if (node.nullable) return null;
    h.unrepresentable = true;
    return new Unrepresentable('null for a schema with nullable=false');
  }
  if (node.intOrString) {
    if (typeof value === 'string') return str(value, h, m);
    return int(value, h);
  }
  switch (node.type) {
    case 'integer':
      return int(value, h);
    case 'number':
      if (typeof value !== 'number') return unrepresentable(h, 'not a number');
      return value;
    case 'boolean':
      return typeof value === 'boolean' ? value : unrepresentable(h, 'not a boolean');
    case 'string':
      if (typeof value !== 'string') return unrepresentable(h, 'not a string');
      if (SPECIAL_FORMATS.has(node.format)) {
        // A timestamp in the apiserver (strfmt.ParseDateTime, "2006-01-02"), read here in its strict RFC 3339 form.
        const t = TIMESTAMP_FORMATS.has(node.format)
          ? parseRfc3339(value)
          : node.format === 'date'
            ? parseDate(value)
            : undefined;
        return t ?? unrepresentable(h, `format ${node.format}`, value);
      }
      if (node.format === 'byte') return bytes(value, h, m);
      return str(value, h, m);
    case 'array': {
      const items = node.items;
      if (!Array.isArray(value) || !items) return unrepresentable(h, 'not a list');
      if (node.listType === 'set' || node.listType === 'map') {
        if (value.length > 0) h.anySetOrMapList = true;
        if (value.length > 1) h.setOrMapList = true;
      }
      m.largestCollection = Math.max(m.largestCollection, value.length);
      return value.map((v) => convertChild(v, items, items.embeddedResource, sink));
    }
    case 'object':
      return object(value, node, isResourceRoot, sink);
    default:
      return unrepresentable(h, 'no type');
  }
}

function object(value: unknown, node: SchemaNode, isResourceRoot: boolean, sink: Sink): unknown {
  const { h, m } = sink;
  if (!isJsonObject(value)) return unrepresentable(h, 'not an object');
  const keys = Object.keys(value);
  const props = node.properties;
  const additional = node.additionalProperties;
  const out: Record<string, unknown> = {};
  // An object with properties (or an embedded resource or the root) is a struct; with only
  // additionalProperties a map; with neither an object CEL sees no field of.
  const isStruct = props.size > 0 || isResourceRoot;
  let entries = 0;
  for (const k of keys) {
    const v = value[k];
    if (v === undefined) continue;
    if (isResourceRoot && (k === 'apiVersion' || k === 'kind')) {
      // WithTypeAndObjectMeta: apiVersion and kind are strings whatever the schema says.
      entries++;
      out[k] = typeof v === 'string' ? str(v, h, m) : unrepresentable(h, `${k} not a string`);
      continue;
    }
    if (isResourceRoot && k === 'metadata') {
      entries++;
      out[k] = metadata(v, h, m);
      continue;
    }
    let child: SchemaNode | undefined;
    let name: string | undefined = k;
    if (isStruct) {
      child = props.get(k);
      name = escapeCelName(k);
      if (name !== k) h.escapedName = true;
    } else if (additional instanceof SchemaNode) child = additional;
    // A field without a schema was pruned, unless preserved: CEL does not see it.
    if (!child || name === undefined) {
      h.hiddenFields = true;
      continue;
    }
    entries++;
    keyBytes(k, h, m);
    const c = convertChild(v, child, child.embeddedResource, sink);
    out[name] = c;
    // From 1.31 a reserved word selects its escaped field (crd/cel/typed-selects.ts): `self.namespace` reads `__namespace__`.
    if (name !== k && isKeywordFieldName(k)) out[k] = c;
  }
  if (entries > 1) h.multiEntryMap = true;
  // Only a map is a collection a macro can range over; an object with properties is a struct in CEL.
  if (!isStruct) m.largestCollection = Math.max(m.largestCollection, entries);
  return out;
}

/** A resource root's metadata as CEL sees it: name and generateName only (model.WithTypeAndObjectMeta). */
function metadata(v: unknown, h: CelValueHazards, m: ValueMeasure): unknown {
  if (!isJsonObject(v)) return unrepresentable(h, 'metadata not an object');
  const out: Record<string, unknown> = {};
  if (v.name === undefined && typeof v.generateName === 'string') h.generatedName = true;
  for (const [k, x] of Object.entries(v)) {
    if (k === 'name' || k === 'generateName')
      out[k] = typeof x === 'string' ? str(x, h, m) : unrepresentable(h, `metadata.${k} not a string`);
    else h.trimmedMetadata = true;
  }
  return out;
}

/**
 * A string of format byte is bytes in CEL: strfmt.Base64's UnmarshalText, Go's base64.StdEncoding
 * (padded, standard alphabet; line breaks are skipped). Bytes compare and convert in the library as
 * in cel-go; a string that does not decode is an error value there.
 */
function bytes(value: string, h: CelValueHazards, m: ValueMeasure): unknown {
  const text = value.replace(/[\r\n]/g, '');
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text))
    return unrepresentable(h, 'bytes that do not decode');
  const decoded = new Uint8Array(Buffer.from(text, 'base64'));
  m.totalBytes += decoded.length;
  m.longestString = Math.max(m.longestString, decoded.length);
  return decoded;
}

function unrepresentable(h: CelValueHazards, why: string, text?: string): Unrepresentable {
  h.unrepresentable = true;
  return new Unrepresentable(why, text);
}

function str(value: string, h: CelValueHazards, m: ValueMeasure): string {
  keyBytes(value, h, m);
  return value;
}

function keyBytes(s: string, h: CelValueHazards, m: ValueMeasure): void {
  const ascii = /^[\x00-\x7f]*$/.test(s);
  if (!ascii) h.nonAscii = true;
  const bytes = ascii ? s.length : Buffer.byteLength(s, 'utf8');
  m.totalBytes += bytes;
  if (bytes > m.longestString) m.longestString = bytes;
}

const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

function int(value: unknown, h: CelValueHazards): unknown {
  if (typeof value === 'bigint') {
    if (value === INT64.min) h.inexactNumber = true;
    return value >= INT64.min && value <= INT64.max ? value : unrepresentable(h, 'integer beyond int64');
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) return unrepresentable(h, 'not an integer');
  if (!Number.isSafeInteger(value)) h.inexactNumber = true;
  const n = BigInt(value);
  // The library does not see MinInt64 / -1 overflow; cel-go does.
  if (n === INT64.min) h.inexactNumber = true;
  return n >= INT64.min && n <= INT64.max ? n : unrepresentable(h, 'integer beyond int64');
}
