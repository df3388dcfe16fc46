import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Where git would say the work tree holding a directory starts, read from the file system, so that
// a review without --base does not start a process for it: a `git rev-parse` costs more CPU than
// the rest of a one-file review's start (issue 17 item 4). Git's discovery (setup.c,
// setup_git_directory_gently) walks up from the directory to the first one holding a `.git`
// directory or a `.git` file naming one, and stops where the file system changes. Whatever this
// does not model is left to git itself: the environment variables that move or bound the search,
// a directory inside a git directory, and a `.git` that is neither.

/** The answer only git can give. */
export const ASK_GIT = Symbol('ask git');

/** Environment variables that change where git looks (git's own docs, "ENVIRONMENT VARIABLES"). */
const DISCOVERY_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_CEILING_DIRECTORIES',
  'GIT_DISCOVERY_ACROSS_FILESYSTEM',
  'GIT_COMMON_DIR',
];

/**
 * The top of the work tree holding `realDir` (a path without symbolic links), undefined when git
 * would find none, or ASK_GIT when git's answer could differ from the walk's.
 */
export function findWorkTreeTop(
  realDir: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined | typeof ASK_GIT {
  if (DISCOVERY_VARIABLES.some((name) => env[name] !== undefined)) return ASK_GIT;
  if (realDir.split(path.sep).includes('.git')) return ASK_GIT;
  const device = deviceOf(realDir);
  if (device === undefined) return ASK_GIT;
  for (let dir = realDir; ;) {
    const marker = gitMarker(path.join(dir, '.git'));
    if (marker === 'work tree') return dir;
    if (marker === 'unclear') return ASK_GIT;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    // Git stops at a mount point ("not a git repository (or any parent up to mount point …)").
    if (deviceOf(up) !== device) return undefined;
    dir = up;
  }
}

function deviceOf(dir: string): number | undefined {
  try {
    return statSync(dir).dev;
  } catch {
    return undefined;
  }
}

/**
 * What a `.git` entry says: a work tree starts here (a directory with a HEAD, or a file of a linked
 * work tree or submodule, `gitdir: <path>`), nothing is here, or something git must judge.
 */
function gitMarker(entry: string): 'work tree' | 'absent' | 'unclear' {
  let stats;
  try {
    stats = statSync(entry);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'unclear';
  }
  try {
    if (stats.isDirectory()) return statSync(path.join(entry, 'HEAD')).isFile() ? 'work tree' : 'unclear';
    if (stats.isFile()) return readFileSync(entry, 'utf8').startsWith('gitdir: ') ? 'work tree' : 'unclear';
  } catch {
    return 'unclear';
  }
  return 'unclear';
}
