import { isDeepStrictEqual } from 'node:util';

// RFC 6902 JSON Patch, as kustomize applies a JSON6902 patch to a resource (kustomize-crd-patches.ts):
// every operation in order, on a copy; a failed operation (a path that does not exist, a `test`
// that does not hold) fails the whole patch, as it fails `kustomize build`.

/** The patched copy of `doc`; undefined when an operation is malformed or fails. */
export function applyJsonPatch(doc: unknown, operations: readonly unknown[]): unknown {
  return applyJsonPatches(doc, [operations]);
}

/** Several patches applied in order to one copy of `doc` (a copy of a large CRD per patch costs). */
export function applyJsonPatches(doc: unknown, patches: readonly (readonly unknown[])[]): unknown {
  let root: unknown = structuredClone(doc);
  for (const operations of patches)
    for (const operation of operations) {
      const next = applyOperation(root, operation);
      if (next === FAILED) return undefined;
      root = next;
    }
  return root;
}

const FAILED = Symbol('failed');
type Container = Record<string, unknown> | unknown[];

function applyOperation(root: unknown, operation: unknown): unknown {
  if (!isRecord(operation) || typeof operation.path !== 'string') return FAILED;
  const path = pointer(operation.path);
  if (path === undefined) return FAILED;
  switch (operation.op) {
    case 'add':
      return 'value' in operation ? add(root, path, structuredClone(operation.value)) : FAILED;
    case 'remove':
      return remove(root, path);
    case 'replace':
      if (!('value' in operation) || get(root, path) === FAILED) return FAILED;
      return add(remove(root, path), path, structuredClone(operation.value));
    case 'move':
    case 'copy': {
      const from = typeof operation.from === 'string' ? pointer(operation.from) : undefined;
      const value = from === undefined ? FAILED : get(root, from);
      if (from === undefined || value === FAILED) return FAILED;
      const source = operation.op === 'move' ? remove(root, from) : root;
      return source === FAILED ? FAILED : add(source, path, structuredClone(value));
    }
    case 'test': {
      const value = get(root, path);
      return value !== FAILED && isDeepStrictEqual(value, operation.value) ? root : FAILED;
    }
    default:
      return FAILED;
  }
}

/** RFC 6901: `/a/b~1c` is ['a', 'b/c']; the empty pointer is the whole document. */
function pointer(text: string): string[] | undefined {
  if (text === '') return [];
  if (!text.startsWith('/')) return undefined;
  return text
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function get(root: unknown, path: readonly string[]): unknown {
  let at: unknown = root;
  for (const token of path) {
    if (Array.isArray(at)) {
      const i = arrayIndex(token, at.length - 1);
      if (i === undefined) return FAILED;
      at = at[i];
    } else if (isRecord(at) && Object.hasOwn(at, token)) at = at[token];
    else return FAILED;
  }
  return at;
}

/** The container holding the last token of `path`, and that token. */
function parentOf(root: unknown, path: readonly string[]): { container: Container; key: string } | undefined {
  const parent = get(root, path.slice(0, -1));
  const key = path.at(-1);
  return key !== undefined && (Array.isArray(parent) || isRecord(parent)) ? { container: parent, key } : undefined;
}

function add(root: unknown, path: readonly string[], value: unknown): unknown {
  if (root === FAILED) return FAILED;
  if (path.length === 0) return value;
  const at = parentOf(root, path);
  if (!at) return FAILED;
  if (Array.isArray(at.container)) {
    const i = at.key === '-' ? at.container.length : arrayIndex(at.key, at.container.length);
    if (i === undefined) return FAILED;
    at.container.splice(i, 0, value);
  } else at.container[at.key] = value;
  return root;
}

function remove(root: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return FAILED;
  const at = parentOf(root, path);
  if (!at) return FAILED;
  if (Array.isArray(at.container)) {
    const i = arrayIndex(at.key, at.container.length - 1);
    if (i === undefined) return FAILED;
    at.container.splice(i, 1);
  } else if (Object.hasOwn(at.container, at.key)) delete at.container[at.key];
  else return FAILED;
  return root;
}

/** An array index token (no leading zeros) no greater than `max`. */
function arrayIndex(token: string, max: number): number | undefined {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
  const i = Number(token);
  return i <= max ? i : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
