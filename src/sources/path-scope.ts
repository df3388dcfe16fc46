import path from 'node:path';
import { toRepoPath } from './repo-path.js';
import { UsageError } from '../usage-error.js';

/** The PATH arguments of the command line, as repository-relative prefixes. */
export interface PathScope {
  readonly prefixes: readonly { readonly arg: string; readonly prefix: string }[];
}

/** `args` are relative to `cwd`; none (the CLI default `.`) means all of `cwd`. */
export function pathScope(args: readonly string[], cwd: string, root: string): PathScope {
  const prefixes = (args.length > 0 ? args : ['.']).map((arg) => {
    const prefix = toRepoPath(root, path.resolve(cwd, arg));
    if (prefix === '..' || prefix.startsWith('../') || path.isAbsolute(prefix)) {
      throw new UsageError(`${arg} is outside the git repository ${root}`);
    }
    return { arg, prefix };
  });
  return { prefixes };
}

export const isUnder = (repoPath: string, prefix: string): boolean =>
  prefix === '' || repoPath === prefix || repoPath.startsWith(`${prefix}/`);

/** `a/b/c`, `a/b`, `a`, '': the path and every prefix isUnder accepts for it, nearest first. */
export function* selfAndAncestors(repoPath: string): Generator<string> {
  for (let at = repoPath; at !== ''; at = at.includes('/') ? at.slice(0, at.lastIndexOf('/')) : '') yield at;
  yield '';
}

/**
 * Every path and every directory above one ('' included when there is a path), so that a PATH is
 * looked up, not searched for: `git ls-files | xargs kube-api-review` names thousands.
 */
export function withAncestors(paths: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    for (const at of selfAndAncestors(p)) {
      if (out.has(at)) break; // its ancestors are in already
      out.add(at);
    }
  }
  return out;
}
