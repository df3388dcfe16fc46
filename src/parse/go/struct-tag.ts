import { goStringValue } from './go-string-literal.js';

// A struct tag read as Go's reflect.StructTag does: space-separated `key:"value"` pairs whose
// values are Go interpreted strings. Reading stops at the first malformed pair, as Lookup does.

export function parseStructTag(tag: string): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  let rest = tag;
  for (;;) {
    rest = rest.replace(/^ +/, '');
    if (rest === '') break;
    // A key is any run of characters other than space, quote, colon and control characters.
    let i = 0;
    while (
      i < rest.length &&
      rest.charCodeAt(i) > 0x20 &&
      rest[i] !== ':' &&
      rest[i] !== '"' &&
      rest.charCodeAt(i) !== 0x7f
    )
      i++;
    if (i === 0 || i + 1 >= rest.length || rest[i] !== ':' || rest[i + 1] !== '"') break;
    const key = rest.slice(0, i);
    rest = rest.slice(i + 1);
    let j = 1;
    while (j < rest.length && rest[j] !== '"') {
      if (rest[j] === '\\') j++;
      j++;
    }
    if (j >= rest.length) break;
    const value = goStringValue(rest.slice(0, j + 1));
    if (value === undefined) break;
    if (!out.has(key)) out.set(key, value);
    rest = rest.slice(j + 1);
  }
  return out;
}

export interface JsonTag {
  /** Empty when the tag names no field (`json:",inline"`). */
  readonly name: string;
  readonly options: readonly string[];
}

/** The json key split as encoding/json does: a name, then comma-separated options. */
export function jsonTagOf(tag: string): JsonTag | undefined {
  const value = parseStructTag(tag).get('json');
  if (value === undefined) return undefined;
  const [name = '', ...options] = value.split(',');
  return { name, options };
}
