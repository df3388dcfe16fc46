import { realpath } from '../fs-async.js';
import path from 'node:path';
import { git } from './git.js';
import { ASK_GIT, findWorkTreeTop } from './git-work-tree.js';

// Where the paths of a review are relative to. SARIF resolves them against the repository root
// (%SRCROOT%), and the runner places workflow-command annotations by repository path, so a run
// from a subdirectory (`working-directory:` in a workflow, a developer in `config/crd`) must still
// say `config/crd/x.yaml`, not `x.yaml`; the configuration file lives at the root too (issue 18).

/** Where a review's paths are relative to, and whether git says so (--base needs it to). */
export interface RepositoryLocation {
  readonly root: string;
  /** True when `root` is the top of a git work tree. */
  readonly git: boolean;
}

/**
 * The top of the git work tree holding `cwd`; else `workspace` (GITHUB_WORKSPACE: a checkout
 * without git metadata) when it holds `cwd`; else `cwd` itself. Spelled from `cwd` as given
 * (its symbolic links kept), so paths relative to it and to the root stay comparable.
 */
export async function repositoryRoot(cwd: string, workspace?: string): Promise<string> {
  return (await locateRepository(cwd, workspace)).root;
}

/**
 * repositoryRoot, saying whether git found it: from the file system as git looks (git-work-tree.ts),
 * or from one `git rev-parse` where only git can say.
 */
export async function locateRepository(cwd: string, workspace?: string): Promise<RepositoryLocation> {
  const here = path.resolve(cwd);
  const real = await realpath(here).catch(() => here);
  const found = findWorkTreeTop(real);
  const top = found === ASK_GIT ? await gitTopLevel(here) : found;
  if (top !== undefined) return { root: path.resolve(here, path.relative(real, top)), git: true };
  if (workspace !== undefined) {
    const root = path.resolve(workspace);
    const up = path.relative(root, here);
    if (up === '' || (!up.startsWith('..') && !path.isAbsolute(up))) return { root, git: false };
  }
  return { root: here, git: false };
}

async function gitTopLevel(cwd: string): Promise<string | undefined> {
  try {
    const result = await git(['rev-parse', '--show-toplevel'], cwd);
    const top = result.stdout.toString('utf8').trim();
    return result.ok && top !== '' ? path.resolve(top) : undefined;
  } catch {
    return undefined; // no git on PATH: a plain directory
  }
}
