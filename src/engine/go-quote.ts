import { isGoPrintable } from '../parse/unicode-categories.js';

// Go's %q for strings (strconv.Quote): the apiserver quotes values and annotation text this
// way in its messages, and we reproduce those messages byte for byte.
export function goQuote(s: string): string {
  // Nearly every value quoted is printable ASCII with nothing to escape (a broken CRD quotes
  // one per finding, tens of thousands of them: issue 17).
  if (PLAIN_ASCII.test(s)) return `"${s}"`;
  let out = '"';
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\u0007') out += '\\a';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (ch === '\v') out += '\\v';
    else if (cp < 0x20 || cp === 0x7f) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (!isGoPrintable(ch))
      out += cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out + '"';
}

/** Printable ASCII (space to `~`) other than `"` and `\\`: what strconv.Quote writes as it is. */
const PLAIN_ASCII = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
