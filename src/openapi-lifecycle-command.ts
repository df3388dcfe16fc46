import { readFile } from './fs-async.js';
import { posix } from 'node:path';
import path from 'node:path';
import { lifecycleExtensions } from './rules/lifecycle/lifecycle-extension.js';
import { loadGoParser } from './parse/go/load-go-parser.js';
import type { GoFile } from './parse/go/go-file.js';
import { readDirectorySource } from './sources/directory-source.js';

// `kube-api-review openapi-lifecycle [PATH...]` (DESIGN §5, spec/go-lifecycle.md §6): the
// `x-kubernetes-api-lifecycle` extension of every tagged field under PATH, as JSON. Go import
// paths come from the nearest go.mod (staging/src/k8s.io/api has `module k8s.io/api`).

export async function openapiLifecycleCommand(paths: readonly string[], cwd: string): Promise<string> {
  const changeSet = await readDirectorySource(paths, { cwd, include: ['**/*.go'], exclude: [] });
  const parser = await loadGoParser();
  const files = changeSet.files.flatMap((f) =>
    f.head === undefined || !f.path.endsWith('.go') ? [] : [parser.parse(f.path, f.head)],
  );
  const modules = new Map<string, string | undefined>();
  for (const file of files) {
    for (let dir = posix.dirname(file.path); !modules.has(dir); dir = posix.dirname(dir)) {
      modules.set(dir, await modulePathIn(path.join(changeSet.root, dir)));
      if (dir === '.' || dir === '/') break;
    }
  }
  const importPathOf = (file: GoFile): string => {
    const dir = posix.dirname(file.path);
    for (let d = dir; ; d = posix.dirname(d)) {
      const module = modules.get(d);
      if (module !== undefined) return d === dir ? module : `${module}/${posix.relative(d, dir)}`;
      if (d === '.' || d === '/') break;
    }
    // No go.mod: GOPATH layout (`…/src/<import path>`) or the directory itself.
    const src = dir.lastIndexOf('src/');
    return src >= 0 && (src === 0 || dir[src - 1] === '/') ? dir.slice(src + 4) : dir;
  };
  return `${JSON.stringify(sortKeys(lifecycleExtensions(files, importPathOf)), null, 2)}\n`;
}

async function modulePathIn(dir: string): Promise<string | undefined> {
  try {
    const text = await readFile(path.join(dir, 'go.mod'), 'utf8');
    return /^module\s+("?)([^\s"]+)\1\s*$/m.exec(text)?.[2];
  } catch {
    return undefined;
  }
}

/** Types and fields in sorted order, so the output is stable; tag values keep their order. */
function sortKeys<T>(o: Record<string, Record<string, T>>): Record<string, Record<string, T>> {
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, Object.fromEntries(Object.entries(o[k] ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))]),
  );
}
