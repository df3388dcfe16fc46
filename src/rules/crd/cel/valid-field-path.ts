import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import type { SchemaNode } from '../schema/schema-node.js';

// The apiserver's cel.ValidFieldPath (apiextensions-apiserver pkg/apiserver/schema/cel/validation.go),
// used twice: a rule's fieldPath, relative to the rule's node, in `.name` and `['name']` steps
// (SCHEMA-CEL-006, spec/crd-validation.md §10); and a selectable field's jsonPath from the root,
// with array notation off (CRD-SELF-002). A step names a property where the node has properties,
// else any key of an additionalProperties map; a node with neither ends the path. List indexes
// are not accepted. Errors are Go's texts.

/** One step of a valid fieldPath: a property (`.name` in the path) or a map key (`[name]`). */
export interface FieldPathStep {
  readonly name: string;
  readonly property: boolean;
}

export type FieldPathResult =
  | {
      readonly ok: true;
      /** The first step's name. */
      readonly root: string;
      /** The apiserver's rendering of what was walked (properties as `.name`, map keys as `[key]`), used to find duplicates. */
      readonly path: string;
      /** The schema the path reaches; undefined below `additionalProperties: true`. */
      readonly schema: JsonObject | undefined;
      readonly steps: readonly FieldPathStep[];
    }
  | { readonly ok: false; readonly error: string };

/** A selectable field's jsonPath (CRD-SELF-002): array notation is not allowed. */
export function validFieldPath(jsonPath: string, root: JsonObject | undefined): FieldPathResult {
  return walkFieldPath(jsonPath, root, false);
}

export function isValidFieldPath(path: string, node: SchemaNode): boolean {
  return fieldPathSteps(path, node) !== undefined;
}

/** The steps of a valid fieldPath, as ValidFieldPath appends them (Child or Key); undefined when invalid. */
export function fieldPathSteps(path: string, node: SchemaNode): FieldPathStep[] | undefined {
  const result = walkFieldPath(path, node.raw, true);
  return result.ok ? [...result.steps] : undefined;
}

function walkFieldPath(jsonPath: string, root: JsonObject | undefined, allowArrayNotation: boolean): FieldPathResult {
  const tokens = tokenize(jsonPath);
  const steps: FieldPathStep[] = [];
  let schema: JsonObject | undefined = root;
  let path = '';
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] ?? '';
    let name: string | undefined;
    if (tok === '.') {
      name = tokens[++i];
      if (name === undefined) return { ok: false, error: 'unexpected end of JSON path' };
    } else if (tok === '[') {
      if (!allowArrayNotation) return { ok: false, error: 'array notation is not allowed' };
      const quoted = tokens[++i];
      if (quoted === undefined) return { ok: false, error: 'unexpected end of JSON path' };
      if (quoted.length < 2 || !quoted.startsWith("'") || !quoted.endsWith("'"))
        return { ok: false, error: `expected single quoted string but got ${quoted}` };
      name = unescapeSingleQuoted(quoted.slice(1, -1));
      if (name === undefined) return { ok: false, error: 'invalid string literal: invalid escape' };
      const close = tokens[++i];
      if (close === undefined) return { ok: false, error: 'unexpected end of JSON path' };
      if (close !== ']') return { ok: false, error: `expected ] but got ${close}` };
    } else return { ok: false, error: `expected [ or . but got: ${tok}` };
    const properties =
      schema && isJsonObject(schema.properties) && Object.keys(schema.properties).length > 0
        ? schema.properties
        : undefined;
    const additional = schema?.additionalProperties;
    if (properties) {
      const next = Object.hasOwn(properties, name) ? properties[name] : undefined;
      if (!isJsonObject(next)) return { ok: false, error: 'does not refer to a valid field' };
      path += path === '' ? name : `.${name}`;
      schema = next;
    } else if (typeof additional === 'boolean' || isJsonObject(additional)) {
      path += `[${name}]`;
      // `additionalProperties: true` (or false) has no schema below it.
      schema = isJsonObject(additional) ? additional : undefined;
    } else return { ok: false, error: 'does not refer to a valid field' };
    steps.push({ name, property: properties !== undefined });
  }
  return { ok: true, root: steps[0]?.name ?? '', path, schema, steps };
}

// Go's scanner: `.`, `[` and `]` alone; text up to the next of them; a token that starts with `'`
// runs to the next `'` not preceded by `\`, or to the end.
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

/** `\'` and `\\` are the escapes of a single-quoted step; any other backslash is invalid. */
function unescapeSingleQuoted(s: string): string | undefined {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = s[++i];
    if (next !== "'" && next !== '\\') return undefined;
    out += next;
  }
  return out;
}
