// A YAML double-quoted scalar for any string, so tests can put control characters and quotes
// into a manifest: JSON's escapes are YAML's, and DEL, which YAML will not take raw, is escaped.
export function yamlQuote(s: string): string {
  return JSON.stringify(s).replace(/\u007f/g, '\\x7f');
}
