import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';

// cel.ValidFieldPath with array notation off (spec/crd-validation.md CRD-SELF-002), over the
// schema as written in v1: a path is `.a.b`; each name must be a declared property, or a key
// under additionalProperties. Errors are Go's texts; `path` is the apiserver's rendering of
// what was walked (properties as `.name`, map keys as `[key]`), used to find duplicates.

export type FieldPathResult =
  | { readonly ok: true; readonly root: string; readonly path: string; readonly schema: JsonObject | undefined }
  | { readonly ok: false; readonly error: string };

export function validFieldPath(jsonPath: string, root: JsonObject | undefined): FieldPathResult {
  const tokens = tokenize(jsonPath);
  let schema: JsonObject | undefined = root;
  let path = '';
  let rootName = '';
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] ?? '';
    if (tok === '[') return { ok: false, error: 'array notation is not allowed' };
    if (tok !== '.') return { ok: false, error: `expected [ or . but got: ${tok}` };
    const name = tokens[++i];
    if (name === undefined) return { ok: false, error: 'unexpected end of JSON path' };
    const properties = schema && isJsonObject(schema.properties) ? schema.properties : undefined;
    const additional = schema?.additionalProperties;
    if (properties) {
      const next = properties[name];
      path += path === '' ? name : `.${name}`;
      if (!isJsonObject(next)) return { ok: false, error: 'does not refer to a valid field' };
      schema = next;
    } else if (additional !== undefined && additional !== null) {
      path += `[${name}]`;
      // `additionalProperties: true` (or false) has no schema below it.
      schema = isJsonObject(additional) ? additional : undefined;
    } else return { ok: false, error: 'does not refer to a valid field' };
    if (rootName === '') rootName = name;
  }
  return { ok: true, root: rootName, path, schema };
}

// The scanner's tokens: `.`, `[` and `]` alone; text up to the next of them; a token that starts
// with `'` runs to the next `'` not preceded by `\`, or to the end.
function tokenize(s: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === '.' || c === '[' || c === ']') {
      out.push(c);
      i++;
    } else if (c === "'") {
      let j = i + 1;
      while (j < s.length && !(s[j] === "'" && s[j - 1] !== '\\')) j++;
      out.push(s.slice(i, Math.min(j + 1, s.length)));
      i = j + 1;
    } else {
      let j = i;
      while (j < s.length && !'.[]'.includes(s[j] ?? '')) j++;
      out.push(s.slice(i, j));
      i = j;
    }
  }
  return out;
}
