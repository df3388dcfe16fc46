import path from 'node:path';
import { toRepoPath } from './repo-path.js';
import { UsageError } from './usage-error.js';

/** The PATH arguments of the command line, as repository-relative prefixes. */
export interface PathScope {
  readonly prefixes: readonly { readonly arg: string; readonly prefix: string }[];
  /** True when `repoPath` is a named file or lies under a named directory. */
  contains(repoPath: string): boolean;
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
  return {
    prefixes,
    contains: (repoPath) => prefixes.some(({ prefix }) => isUnder(repoPath, prefix)),
  };
}

export const isUnder = (repoPath: string, prefix: string): boolean =>
  prefix === '' || repoPath === prefix || repoPath.startsWith(`${prefix}/`);
