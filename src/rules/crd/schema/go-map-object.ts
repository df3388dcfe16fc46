// A Go map as json.Marshal prints it: keys in byte order of their UTF-8 (encoding/json sorts map
// keys with strings.Compare). A plain JS object cannot always hold that order: it enumerates
// array-index keys ("2", "10") first and in numeric order, so {"10","2","a"} would come out as
// 2, 10, a. For such keys the object is wrapped in a Proxy whose ownKeys answers the Go order,
// which JSON.stringify (renderValue) follows.

export function goMapObject(keys: readonly string[], valueOf: (key: string) => unknown): Record<string, unknown> {
  const sorted = [...keys].sort(compareUtf8);
  const out: Record<string, unknown> = {};
  // defineProperty, not assignment: a key "__proto__" would set the prototype instead.
  for (const k of sorted)
    Object.defineProperty(out, k, { value: valueOf(k), enumerable: true, writable: true, configurable: true });
  return sorted.some(isArrayIndex) ? new Proxy(out, { ownKeys: () => [...sorted] }) : out;
}

/** strings.Compare on the UTF-8 bytes, which order as code points do. */
function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

// UTF-16 puts surrogates (code points from U+10000) before U+E000..U+FFFF; code points do not.
const codePointRank = (unit: number): number => (unit < 0xd800 ? unit : unit >= 0xe000 ? unit - 0x800 : unit + 0x2000);

// ECMAScript's array index: a canonical decimal below 2^32 - 1, which objects enumerate first.
const isArrayIndex = (k: string): boolean => /^(?:0|[1-9]\d{0,9})$/.test(k) && Number(k) < 4294967295;
