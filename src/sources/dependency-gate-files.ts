import { readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { DependencyGateFiles } from '../rules/lifecycle/dependency-gates.js';
import { moduleRequirements } from './go-module-requirements.js';

// The feature gate files of the Go modules a Go file's module requires
// (rules/lifecycle/dependency-gates.ts): for each module the go.mod files above the file require
// (its own module's, and those of the modules around it: kubeedge's API is a module of its own
// under staging/, vendored by the repository's root module), the Go files of the module's
// `features` and `pkg/features` packages, where Kubernetes' modules define their gates
// (k8s.io/kubernetes/pkg/features, k8s.io/apiserver/pkg/features, k8s.io/client-go/features).
// Each is read from a vendor/ directory beside one of those go.mod files when the module is
// vendored there, else from the directory a replace directive names, else from the Go module
// cache when the machine has one (`go mod download` in CI fills it). Nothing is read until a rule
// asks, and what cannot be read is left out: the rule then reports as it would without it.

const GATE_PACKAGES = ['features', 'pkg/features'];
/** Gate files are a few hundred kilobytes at most (k8s.io/kubernetes's is ~100 KB). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

type GateFile = { readonly path: string; readonly text: string };

/** `root`: the directory the review's paths are relative to; go.mod files are looked for up to it. */
export function dependencyGateFiles(root: string, env: NodeJS.ProcessEnv = process.env): DependencyGateFiles {
  const cache = moduleCache(env);
  const byModules = new Map<string, readonly GateFile[]>();
  return {
    read: (goFile) => {
      const modules = enclosingModules(root, path.dirname(path.resolve(root, goFile)));
      const key = modules.join('\n');
      let files = byModules.get(key);
      if (!files) {
        files = readGateFiles(modules, cache);
        byModules.set(key, files);
      }
      return files;
    },
  };
}

/** The directories holding a go.mod, from `dir` up to `root`, nearest first. */
function enclosingModules(root: string, dir: string): string[] {
  const top = path.resolve(root);
  const out: string[] = [];
  for (let d = dir; ; d = path.dirname(d)) {
    if (isFile(path.join(d, 'go.mod'))) out.push(d);
    if (d === top || path.dirname(d) === d || path.relative(top, d).startsWith('..')) return out;
  }
}

function readGateFiles(modules: readonly string[], cache: string | undefined): GateFile[] {
  const vendors = modules.map((m) => path.join(m, 'vendor')).filter(isDirectory);
  const out: GateFile[] = [];
  const seen = new Set<string>();
  for (const moduleDir of modules) {
    const goMod = readText(path.join(moduleDir, 'go.mod'));
    for (const m of goMod === undefined ? [] : moduleRequirements(goMod)) {
      const dir =
        vendors.map((v) => path.join(v, m.path)).find(isDirectory) ??
        ('directory' in m.source
          ? path.resolve(moduleDir, m.source.directory)
          : cache && path.join(cache, `${escapeModulePath(m.source.module)}@${escapeModulePath(m.source.version)}`));
      if (dir === undefined || seen.has(dir)) continue;
      seen.add(dir);
      for (const pkg of GATE_PACKAGES) {
        const pkgDir = path.join(dir, pkg);
        for (const name of listDirectory(pkgDir)) {
          if (!name.endsWith('.go') || name.endsWith('_test.go')) continue;
          const text = readText(path.join(pkgDir, name));
          if (text !== undefined) out.push({ path: path.join(pkgDir, name), text });
        }
      }
    }
  }
  return out;
}
/** GOMODCACHE, else the first GOPATH entry's pkg/mod, else ~/go/pkg/mod (go help environment). */
function moduleCache(env: NodeJS.ProcessEnv): string | undefined {
  if (env.GOMODCACHE) return env.GOMODCACHE;
  const gopath = env.GOPATH?.split(path.delimiter).find((p) => p !== '');
  if (gopath) return path.join(gopath, 'pkg', 'mod');
  const home = env.HOME ?? homedir();
  return home ? path.join(home, 'go', 'pkg', 'mod') : undefined;
}

/** The module cache's case encoding: an upper-case letter is `!` and the letter in lower case. */
const escapeModulePath = (p: string): string => p.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);

const isDirectory = (p: string): boolean => statSync(p, { throwIfNoEntry: false })?.isDirectory() === true;
const isFile = (p: string): boolean => statSync(p, { throwIfNoEntry: false })?.isFile() === true;

const listDirectory = (p: string): string[] => {
  try {
    return readdirSync(p).sort();
  } catch {
    return [];
  }
};

const readText = (p: string): string | undefined => {
  try {
    return statSync(p).size <= MAX_FILE_BYTES ? readFileSync(p, 'utf8') : undefined;
  } catch {
    return undefined;
  }
};
