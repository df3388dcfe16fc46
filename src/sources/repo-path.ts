import path from 'node:path';

/** A path under `root` in the form the change set uses: relative, with forward slashes. */
export function toRepoPath(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

/** Code-unit order, as git sorts paths: the same on every machine, whatever the locale. */
export const compareRepoPaths = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
