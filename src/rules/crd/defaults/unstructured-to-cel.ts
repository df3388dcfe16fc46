import type { ExpressionInfo } from '../cel/evaluate-rule.js';
import { escapeCelName, isKeywordFieldName } from '../cel/escape-cel-name.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { SchemaNode } from '../schema/schema-node.js';

// A default as the apiserver's CEL validator sees it (UnstructuredToVal), for SCHEMA-DEF-007
// (validate-default-cel.ts): the value under its schema node, and what about it could make the
// CEL library disagree with cel-go; undefined where the conversion is not certain.

const CEL_UNSAFE_FORMATS: ReadonlySet<string> = new Set(['byte', 'date', 'date-time', 'duration']);
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

/** A value as CEL sees it, and what about it could make the library disagree with cel-go. */
export interface CelValue {
  readonly value: unknown;
  /** JSON nodes and string bytes (for the cost bound). */
  readonly elements: number;
  readonly bytes: number;
  readonly unorderedMap: boolean;
  readonly setOrMapList: boolean;
  readonly highString: boolean;
  readonly escapedName: boolean;
}

export function hasHazard(c: CelValue, info: ExpressionInfo): boolean {
  return (
    (c.unorderedMap && info.listMacros) ||
    (c.setOrMapList && info.equalityOrAdd) ||
    ((c.highString || info.highLiteral) && info.ordering) ||
    (c.escapedName && info.lookup)
  );
}

/** The CEL value of a non-null JSON value under its schema node, as UnstructuredToVal converts it; undefined when not certain. */
export function unstructuredToCel(value: unknown, node: SchemaNode): CelValue | undefined {
  const flags = {
    elements: 0,
    bytes: 0,
    unorderedMap: false,
    setOrMapList: false,
    highString: false,
    escapedName: false,
  };
  const out = convertInto(value, node, flags);
  return out ? { value: out.value, ...flags } : undefined;
}

type Flags = {
  elements: number;
  bytes: number;
  unorderedMap: boolean;
  setOrMapList: boolean;
  highString: boolean;
  escapedName: boolean;
};

function convertInto(value: unknown, node: SchemaNode, flags: Flags): { value: unknown } | undefined {
  flags.elements++;
  // null inside a value: absent in an object, null or an error elsewhere; not judged.
  if (value === null || node.embeddedResource) return undefined;
  if (node.intOrString) return typeof value === 'string' ? str(value, flags) : int(value);
  switch (node.type) {
    case 'integer':
      return int(value);
    case 'number':
      return typeof value === 'number' ? { value } : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? { value } : undefined;
    case 'string':
      return typeof value === 'string' && !CEL_UNSAFE_FORMATS.has(node.format) ? str(value, flags) : undefined;
    case 'array': {
      const items = node.items;
      if (!Array.isArray(value) || !items) return undefined;
      if (value.length > 0 && (node.listType === 'set' || node.listType === 'map')) flags.setOrMapList = true;
      const out: unknown[] = [];
      for (const v of value) {
        const c = convertInto(v, items, flags);
        if (!c) return undefined;
        out.push(c.value);
      }
      return { value: out };
    }
    case 'object': {
      if (!isJsonObject(value)) return undefined;
      const entries = Object.entries(value);
      if (entries.length > 1) flags.unorderedMap = true;
      const props = node.properties;
      const additional = node.additionalProperties;
      const out: Record<string, unknown> = {};
      for (const [k, v] of entries) {
        let child: SchemaNode | undefined;
        let name: string | undefined = k;
        if (props.size > 0) {
          child = props.get(k);
          name = escapeCelName(k);
          if (name !== k) flags.escapedName = true;
        } else if (additional instanceof SchemaNode) child = additional;
        // A field the schema does not know (pruning's), or a name CEL cannot spell: not judged.
        if (!child || name === undefined) return undefined;
        flags.bytes += k.length;
        const c = convertInto(v, child, flags);
        if (!c) return undefined;
        out[name] = c.value;
        // From 1.31 a reserved word selects its escaped field (cel/typed-selects.ts): `self.namespace` reads `__namespace__`.
        if (name !== k && isKeywordFieldName(k)) out[k] = c.value;
      }
      return { value: out };
    }
    default:
      return undefined; // no type: x-kubernetes-preserve-unknown-fields values support only equality
  }
}

function str(value: string, flags: Flags): { value: string } {
  flags.bytes += Buffer.byteLength(value, 'utf8');
  if (/[\uD800-\uFFFF]/.test(value)) flags.highString = true;
  return { value };
}

function int(value: unknown): { value: bigint } | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return undefined;
  const n = BigInt(value);
  return n > INT64.min && n <= INT64.max ? { value: n } : undefined;
}
