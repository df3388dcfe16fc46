import { isJsonObject } from '../../../parse/kube-object.js';
import { SchemaNode } from '../schema/schema-node.js';

// SCHEMA-CEL-006 (spec/crd-validation.md §10; apiserver cel.ValidFieldPath): a rule's fieldPath
// is a JSON path relative to the rule's node, made of `.name` and `['name']` steps. A step names
// a property where the node has properties, else any key of an additionalProperties map; a node
// with neither ends the path. List indexes are not accepted.

export function isValidFieldPath(path: string, node: SchemaNode): boolean {
  return fieldPathSteps(path, node) !== undefined;
}

/** One step of a valid fieldPath: a property (`.name` in the path) or a map key (`[name]`). */
export interface FieldPathStep {
  readonly name: string;
  readonly property: boolean;
}

/** The steps of a valid fieldPath, as ValidFieldPath appends them (Child or Key); undefined when invalid. */
export function fieldPathSteps(path: string, node: SchemaNode): FieldPathStep[] | undefined {
  const steps: FieldPathStep[] = [];
  const tokens = tokenize(path);
  let schema: SchemaNode | undefined = node;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    let name: string | undefined;
    if (tok === '.') {
      name = tokens[++i];
      if (name === undefined) return undefined;
    } else if (tok === '[') {
      const quoted = tokens[++i];
      if (quoted === undefined || quoted.length < 2 || !quoted.startsWith("'") || !quoted.endsWith("'")) return undefined;
      name = unescapeSingleQuoted(quoted.slice(1, -1));
      if (name === undefined || tokens[++i] !== ']') return undefined;
    } else return undefined;
    const property = hasProperties(schema);
    const next = step(schema, name);
    if (next === null) return undefined;
    steps.push({ name, property });
    schema = next;
  }
  return steps;
}

/** `.`, `[` and `]` as single tokens, other text between them as one; delimiters inside '…' are text. */
function tokenize(path: string): string[] {
  const tokens: string[] = [];
  let text = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i] as string;
    if (quoted && c === '\\' && i + 1 < path.length) {
      text += c + (path[++i] as string);
      continue;
    }
    if (c === "'") quoted = !quoted;
    if (!quoted && (c === '.' || c === '[' || c === ']')) {
      if (text !== '') tokens.push(text);
      tokens.push(c);
      text = '';
    } else text += c;
  }
  if (text !== '') tokens.push(text);
  return tokens;
}

/** The schema one step down; undefined for an additionalProperties true/false map; null when invalid. */
function hasProperties(schema: SchemaNode | undefined): boolean {
  const props = schema?.raw.properties;
  return isJsonObject(props) && Object.keys(props).length > 0;
}

function step(schema: SchemaNode | undefined, name: string): SchemaNode | undefined | null {
  if (!schema) return null;
  const props = schema.raw.properties;
  if (isJsonObject(props) && hasProperties(schema)) return Object.hasOwn(props, name) ? (SchemaNode.of(props[name]) ?? null) : null;
  const additional = schema.additionalProperties;
  if (additional === undefined) return null;
  return additional instanceof SchemaNode ? additional : undefined;
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
