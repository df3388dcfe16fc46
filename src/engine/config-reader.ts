import { isAlias, isMap, isNode, isScalar, isSeq } from 'yaml';
import type { LineCounter, Node, Pair } from 'yaml';
import { renderValue } from './field-error.js';
import type { FieldPath } from './field-path.js';

// The pieces every section of the configuration is read with: positioned errors, mappings with
// string keys and no repeats, and globs. A rule family with settings of its own reads its
// section with these (config-<family>.ts), so all settings fail the same way, at their line.

export interface ConfigError {
  readonly file: string;
  /** 1-based; 0 (with column 0) when the error is about the file as a whole, such as a missing file. */
  readonly line: number;
  readonly column: number;
  /** The setting at fault, as `rules[approval/unapproved].severity` or `include[2]`; empty for the file itself. */
  readonly path: string;
  readonly message: string;
}

/** What a section reader is given: the file, its lines, and the ids of the known rules. */
export interface Source {
  readonly file: string;
  readonly lines: LineCounter;
  readonly knownRuleIds: ReadonlySet<string>;
}

export interface Read<T> {
  readonly value: T;
  readonly errors: readonly ConfigError[];
}

export function readGlobs(src: Source, node: unknown, path: FieldPath, keyOffset: number): Read<readonly string[]> {
  // An empty `exclude:` (every entry commented out) means no globs, as leaving it out does.
  if (isEmpty(node)) return { value: [], errors: [] };
  if (isAlias(node)) return { value: [], errors: [aliasError(src, node, path)] };
  if (isScalar(node)) {
    const read = readGlob(src, node, path, keyOffset);
    return { value: read.value === undefined ? [] : [read.value], errors: read.errors };
  }
  if (!isSeq(node)) {
    const message = `must be a glob or a list of globs, not ${describe(node)}`;
    return { value: [], errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
  }
  const globs: string[] = [];
  const errors: ConfigError[] = [];
  node.items.forEach((item, i) => {
    const read = readGlob(src, item, path.index(i), offsetOf(node, keyOffset));
    if (read.value !== undefined) globs.push(read.value);
    errors.push(...read.errors);
  });
  return { value: globs, errors };
}

function readGlob(src: Source, node: unknown, path: FieldPath, fallbackOffset: number): Read<string | undefined> {
  const fail = (message: string): Read<string | undefined> => ({
    value: undefined,
    errors: [errorAt(src, offsetOf(node, fallbackOffset), path, message)],
  });
  if (isAlias(node)) return { value: undefined, errors: [aliasError(src, node, path)] };
  const value: unknown = isScalar(node) ? node.value : undefined;
  if (typeof value !== 'string' || isEmpty(node)) return fail(`must be a glob (a string), not ${describe(node)}`);
  if (value === '') return fail('must not be an empty string');
  // Globs are matched against repository-relative paths, which never start with `./` or `/`,
  // so such a glob would silently match nothing.
  const relative = value.replace(/^(\.\/|\/)+/, '');
  if (relative !== value) {
    return fail(
      `${renderValue(value)} matches nothing: paths are relative to the repository root; write ${renderValue(relative)}`,
    );
  }
  return { value, errors: [] };
}

export type Entry =
  | { readonly key: string; readonly path: FieldPath; readonly keyOffset: number; readonly value: unknown }
  | { readonly error: ConfigError };

/**
 * The pairs of a mapping with string keys, or an error for each key that is not one or that
 * repeats an earlier key. YAML forbids repeated keys, and which one wins is up to the reader;
 * naming both places saves the user the guess.
 */
export function readEntries(
  src: Source,
  items: readonly Pair<unknown, unknown>[],
  mapOffset: number,
  parent: FieldPath | undefined,
  pathOf: (key: string) => FieldPath,
): Entry[] {
  const seen = new Map<string, number>();
  const entries: Entry[] = [];
  for (const pair of items) {
    const keyNode = pair.key;
    const keyOffset = offsetOf(keyNode, offsetOf(pair.value, mapOffset));
    if (isAlias(keyNode)) {
      entries.push({ error: aliasError(src, keyNode, parent) });
      continue;
    }
    if (!isScalar(keyNode) || isEmpty(keyNode)) {
      entries.push({ error: errorAt(src, keyOffset, parent, `keys must be strings, not ${describe(keyNode)}`) });
      continue;
    }
    // A key such as `1` or `true` is still a name the user wrote; it is judged by its text.
    const key = typeof keyNode.value === 'string' ? keyNode.value : String(keyNode.value);
    const path = pathOf(key);
    const first = seen.get(key);
    if (first !== undefined) {
      const message = `duplicate key ${renderValue(key)}; first given on line ${src.lines.linePos(first).line}`;
      entries.push({ error: errorAt(src, keyOffset, path, message) });
      continue;
    }
    seen.set(key, keyOffset);
    entries.push({ key, path, keyOffset, value: pair.value });
  }
  return entries;
}

export function unknownKey(key: string, allowed: readonly string[]): string {
  return `unknown key ${renderValue(key)}; allowed keys: ${allowed.join(', ')}`;
}

// Anchors and aliases buy nothing in a file this small, and resolving them would let a
// hostile file make each lookup walk the whole document.
export function aliasError(src: Source, node: Node, path: FieldPath | undefined): ConfigError {
  return errorAt(src, offsetOf(node), path, 'aliases are not supported here; write the value out');
}

/** A missing value (`key:` with nothing after it) or an explicit null. */
export function isEmpty(node: unknown): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
}

export function describe(node: unknown): string {
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a sequence';
  if (isEmpty(node)) return 'empty';
  const value: unknown = isScalar(node) ? node.value : node;
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number' || typeof value === 'bigint') return `a number (${String(value)})`;
  if (typeof value === 'boolean') return `a boolean (${String(value)})`;
  return 'an unsupported value';
}

/** Start of a node in the text; a missing or empty value has none, so it uses the fallback (its key). */
export function offsetOf(node: unknown, fallback = 0): number {
  if (!isNode(node) || (isScalar(node) && node.value === null && node.source === '')) return fallback;
  return node.range?.[0] ?? fallback;
}

export function errorAt(src: Source, offset: number, path: FieldPath | undefined, message: string): ConfigError {
  const { line, col } = src.lines.linePos(offset);
  return { file: src.file, line: Math.max(line, 1), column: Math.max(col, 1), path: path?.toString() ?? '', message };
}

const MAJOR_MINOR = /^v?([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;

/** A Kubernetes version `MAJOR.MINOR` (a leading `v` allowed), quoted so that YAML keeps its minor. */
export function readMajorMinor(
  src: Source,
  node: unknown,
  path: FieldPath,
  keyOffset: number,
): Read<string | undefined> {
  const fail = (message: string): Read<string | undefined> => ({
    value: undefined,
    errors: [errorAt(src, offsetOf(node, keyOffset), path, message)],
  });
  if (isAlias(node)) return { value: undefined, errors: [aliasError(src, node, path)] };
  const value: unknown = isScalar(node) ? node.value : undefined;
  // YAML reads 1.30 as the number 1.3: a version must be quoted to keep its minor.
  if (typeof value === 'number')
    return fail(
      `must be a quoted string such as "1.36": ${node && isScalar(node) ? String(node.source) : String(value)} reads as a number`,
    );
  if (typeof value !== 'string') return fail(`must be a version such as "1.36", not ${describe(node)}`);
  const m = MAJOR_MINOR.exec(value);
  if (!m) return fail(`${renderValue(value)} is not a version MAJOR.MINOR such as "1.36"`);
  return { value: `${m[1]}.${m[2]}`, errors: [] };
}

/** `true` or `false`: YAML 1.2's booleans, as the `yaml` package reads them (`yes` is a string); empty is unset. */
export function readBoolean(src: Source, node: unknown, path: FieldPath, keyOffset: number): Read<boolean | undefined> {
  if (isEmpty(node)) return { value: undefined, errors: [] };
  if (isAlias(node)) return { value: undefined, errors: [aliasError(src, node, path)] };
  const value: unknown = isScalar(node) ? node.value : undefined;
  if (typeof value === 'boolean') return { value, errors: [] };
  return {
    value: undefined,
    errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be true or false, not ${describe(node)}`)],
  };
}
