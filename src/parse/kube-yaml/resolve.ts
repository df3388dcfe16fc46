// What go-yaml v2 (resolve.go, and decode.go's scalar) makes of a scalar's text: the values
// Kubernetes stores, since sigs.k8s.io/yaml reads manifests with go-yaml v2 and turns the result
// into JSON. go-yaml v2 resolves YAML 1.1 forms, not YAML 1.2's core schema:
//
// - booleans: y Y yes Yes YES on On ON true True TRUE, and n N no No NO off Off OFF false False FALSE;
// - null: '' ~ null Null NULL;
// - integers as Go's strconv.ParseInt(s, 0, 64) reads them once every `_` is removed: `0777` is
//   octal (511), `0o17`, `0x1F`, `0b101`, signs on all of them, `1_000`; past int64, uint64;
// - floats: [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)? (after removing `_`), `.inf`,
//   `.nan` and friends; `08` is the float 8;
// - `<<` is the merge key; sexagesimal (`1:20`), `=` and timestamps stay strings (go-yaml gives a
//   timestamp to interface{} as its text).

/**
 * The merge key: a plain `<<` (decode.go's isMerge looks at the text itself; resolve.go leaves it
 * a string, so `<<` anywhere else is the string "<<").
 */
export const MERGE_KEY: unique symbol = Symbol('<<');

export type Resolved = null | boolean | number | string | typeof MERGE_KEY;

const RESOLVE_MAP = new Map<string, Resolved>();
for (const [value, forms] of [
  [true, ['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']],
  [false, ['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']],
  [null, ['', '~', 'null', 'Null', 'NULL']],
  [Number.NaN, ['.nan', '.NaN', '.NAN']],
  [Number.POSITIVE_INFINITY, ['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF']],
  [Number.NEGATIVE_INFINITY, ['-.inf', '-.Inf', '-.INF']],
] as const) {
  for (const form of forms) RESOLVE_MAP.set(form, value);
}

/** First characters that may start a non-string (resolve.go's resolveTable hints). */
export const RESOLVING_FIRST_CHARS: readonly string[] = ['', '+', '-', '.', '~', ...'0123456789yYnNtTfFoO'];

type Hint = 'S' | 'D' | 'M' | '.' | undefined;
function hintOf(c: string): Hint {
  if (c === '+' || c === '-') return 'S';
  if (c >= '0' && c <= '9') return 'D';
  if ('yYnNtTfFoO~'.includes(c)) return 'M';
  if (c === '.') return '.';
  return undefined;
}

const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const DOT_FLOAT = /^\.[0-9]+([eE][-+]?[0-9]+)?$/; // strconv.ParseFloat of a text starting with `.`
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

/** The value of a plain scalar without a tag (resolve.go's resolve with tag ""). */
export function resolvePlain(text: string): Resolved {
  return resolveWithTag(text)[1];
}

/** resolve.go's resolve: the tag a plain scalar resolves to, and its value. */
function resolveWithTag(text: string): readonly [string, Resolved] {
  if (text === '') return [TAGS.null, null];
  const hint = hintOf(text[0] ?? '');
  if (hint === undefined) return [TAGS.str, text];
  const known = RESOLVE_MAP.get(text);
  if (known !== undefined) return [tagOfKnown(known), known];
  if (hint === 'M') return [TAGS.str, text];
  if (hint === '.') return DOT_FLOAT.test(text) ? [TAGS.float, Number(text)] : [TAGS.str, text];
  const plain = text.replaceAll('_', '');
  const integer = goParseInteger(plain);
  if (integer !== undefined) return [TAGS.int, integer];
  if (YAML_STYLE_FLOAT.test(plain)) {
    const float = Number(plain);
    if (Number.isFinite(float)) return [TAGS.float, float]; // ParseFloat reports a range error past float64
  }
  return [TAGS.str, text];
}

/**
 * strconv.ParseInt(s, 0, 64), or ParseUint(s, 0, 64) when that fails: a sign (ParseInt only),
 * then `0x`, `0o`, `0b` or a leading `0` (octal), or decimal digits.
 */
function goParseInteger(s: string): number | undefined {
  const m = /^([+-]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(s);
  if (!m) return undefined;
  const [, sign = '', digits = ''] = m;
  let magnitude: bigint;
  const prefix = digits.slice(0, 2).toLowerCase();
  if (prefix === '0x' || prefix === '0b') magnitude = BigInt(digits.toLowerCase());
  else if (prefix === '0o') magnitude = BigInt(`0o${digits.slice(2)}`);
  else if (digits.length > 1 && digits.startsWith('0')) magnitude = BigInt(`0o${digits.slice(1)}`);
  else magnitude = BigInt(digits);
  const value = sign === '-' ? -magnitude : magnitude;
  const fits = (value >= INT64_MIN && value <= INT64_MAX) || (sign === '' && value <= UINT64_MAX);
  if (!fits) return undefined;
  const n = Number(value);
  return n === 0 ? 0 : n;
}

const TAG_PREFIX = 'tag:yaml.org,2002:';
export const TAGS = {
  str: `${TAG_PREFIX}str`,
  bool: `${TAG_PREFIX}bool`,
  int: `${TAG_PREFIX}int`,
  float: `${TAG_PREFIX}float`,
  null: `${TAG_PREFIX}null`,
  timestamp: `${TAG_PREFIX}timestamp`,
  binary: `${TAG_PREFIX}binary`,
  merge: `${TAG_PREFIX}merge`,
} as const;

const shortTag = (tag: string): string => (tag.startsWith(TAG_PREFIX) ? `!!${tag.slice(TAG_PREFIX.length)}` : tag);

function tagOfKnown(v: Resolved): string {
  if (v === null) return TAGS.null;
  return typeof v === 'boolean' ? TAGS.bool : TAGS.float;
}

/**
 * The value of a scalar with one of YAML's standard tags (resolve.go's resolve, and decode.go
 * for !!binary and !!timestamp), or the reason go-yaml refuses it. Any other tag leaves the text
 * a string, and go-yaml ignores tags on mappings and sequences.
 */
export function resolveTagged(tag: string, text: string): { value: Resolved } | { error: string } {
  switch (tag) {
    case TAGS.str:
      return { value: text };
    case TAGS.binary:
      return decodeBinary(text);
    case TAGS.timestamp:
      return isGoTimestamp(text) ? { value: text } : { error: `cannot decode !!str \`${text}\` as a !!timestamp` };
    case TAGS.bool:
    case TAGS.int:
    case TAGS.float:
    case TAGS.null: {
      const [resolvedTag, value] = resolveWithTag(text);
      if (resolvedTag === tag || (tag === TAGS.float && resolvedTag === TAGS.int)) return { value };
      return { error: `cannot decode ${shortTag(resolvedTag)} \`${text}\` as a ${shortTag(tag)}` };
    }
    default:
      return { value: text };
  }
}

/** base64.StdEncoding.DecodeString, which skips line breaks; the bytes become a Go string. */
function decodeBinary(text: string): { value: string } | { error: string } {
  const b64 = text.replace(/[\r\n]/g, '');
  if (b64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*(={0,2})$/.test(b64) || /=[^=]/.test(b64)) {
    return { error: '!!binary value contains invalid base64 data' };
  }
  return { value: new TextDecoder('utf-8').decode(Buffer.from(b64, 'base64')) };
}

/** The timestamp forms go-yaml v2 accepts (resolve.go's allowedTimestampFormats). */
function isGoTimestamp(s: string): boolean {
  const date = String.raw`\d{4}-\d{1,2}-\d{1,2}`;
  const time = String.raw`\d{1,2}:\d{1,2}:\d{1,2}(\.\d{1,9})?`;
  return new RegExp(`^${date}([Tt]${time}(Z|[+-]\\d{2}:\\d{2})| ${time})?$`).test(s);
}

/**
 * A mapping key as sigs.k8s.io/yaml writes it into JSON (convertToJSONableObject): booleans and
 * numbers become their text; go-yaml's floats print as Go's %g, approximated by JavaScript's
 * shortest form except for the infinities and NaN.
 */
export function keyString(key: boolean | number): string {
  if (typeof key === 'boolean') return key ? 'true' : 'false';
  if (Number.isNaN(key)) return '.nan';
  if (key === Number.POSITIVE_INFINITY) return '.inf';
  if (key === Number.NEGATIVE_INFINITY) return '-.inf';
  return String(key);
}

/** The JSON key a plain scalar becomes as a mapping key; undefined for null and the merge key. */
export function plainKeyString(text: string): string | undefined {
  if (text === '<<') return undefined;
  const v = resolvePlain(text);
  if (v === null || v === MERGE_KEY) return undefined;
  return typeof v === 'string' ? v : keyString(v);
}
