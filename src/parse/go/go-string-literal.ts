// The value of a Go string literal (The Go Programming Language Specification, "String
// literals"): raw strings drop carriage returns; interpreted strings decode their escapes.
// Undefined when the literal is not one Go would accept.

const SIMPLE: Readonly<Record<string, string>> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

export function goStringValue(literal: string): string | undefined {
  if (literal.length >= 2 && literal.startsWith('`') && literal.endsWith('`'))
    return literal.includes('\r') ? literal.slice(1, -1).replace(/\r/g, '') : literal.slice(1, -1);
  if (literal.length < 2 || !literal.startsWith('"') || !literal.endsWith('"')) return undefined;
  const body = literal.slice(1, -1);
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch !== '\\') {
      if (ch === '"' || ch === '\n') return undefined;
      out += ch;
      continue;
    }
    const next = body[i + 1];
    if (next === undefined) return undefined;
    const simple = SIMPLE[next];
    if (simple !== undefined && next !== "'") {
      out += simple;
      i++;
      continue;
    }
    const hex = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (hex > 0) {
      const digits = body.slice(i + 2, i + 2 + hex);
      if (!new RegExp(`^[0-9a-fA-F]{${hex}}$`).test(digits)) return undefined;
      const code = parseInt(digits, 16);
      if (hex === 2) out += String.fromCharCode(code);
      else if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
      else out += String.fromCodePoint(code);
      i += 1 + hex;
      continue;
    }
    const octal = body.slice(i + 1, i + 4);
    if (/^[0-3][0-7]{2}$/.test(octal)) {
      out += String.fromCharCode(parseInt(octal, 8));
      i += 3;
      continue;
    }
    return undefined;
  }
  return out;
}
