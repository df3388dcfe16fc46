import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASK_GIT, findWorkTreeTop } from '../../src/sources/git-work-tree.js';

const NO_ENV = {};
const scratch = (): string => realpathSync(mkdtempSync(join(tmpdir(), 'kar-worktree-')));
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    stdio: 'pipe',
    env: { PATH: process.env.PATH ?? '', HOME: cwd },
  })
    .toString('utf8')
    .trim();

/** What `git rev-parse --show-toplevel` says in `dir`, undefined where it finds no work tree. */
function gitSays(dir: string): string | undefined {
  try {
    return git(dir, 'rev-parse', '--show-toplevel');
  } catch {
    return undefined;
  }
}

describe('findWorkTreeTop', () => {
  it('finds what git finds: a repository, a directory below it, a nested repository, a linked work tree, none', () => {
    const top = scratch();
    mkdirSync(join(top, 'repo/config/crd'), { recursive: true });
    mkdirSync(join(top, 'repo/vendor/sub/api'), { recursive: true });
    mkdirSync(join(top, 'plain/dir'), { recursive: true });
    git(join(top, 'repo'), 'init', '-q');
    git(join(top, 'repo/vendor/sub'), 'init', '-q');
    writeFileSync(join(top, 'repo/a.yaml'), 'a: 1\n');
    git(join(top, 'repo'), 'add', 'a.yaml');
    git(join(top, 'repo'), 'commit', '-q', '-m', 'a');
    git(join(top, 'repo'), 'worktree', 'add', '-q', join(top, 'linked'));
    mkdirSync(join(top, 'linked/deeper'), { recursive: true });

    const dirs = ['repo', 'repo/config/crd', 'repo/vendor/sub', 'repo/vendor/sub/api', 'linked', 'linked/deeper'];
    const found = dirs.map((d) => findWorkTreeTop(join(top, d), NO_ENV));
    expect(found).toEqual(dirs.map((d) => gitSays(join(top, d))));
    expect(found).toEqual([
      join(top, 'repo'),
      join(top, 'repo'),
      join(top, 'repo/vendor/sub'),
      join(top, 'repo/vendor/sub'),
      join(top, 'linked'),
      join(top, 'linked'),
    ]);
    // The temporary directory is in no repository on the machines the tests run on; git agrees.
    expect(findWorkTreeTop(join(top, 'plain/dir'), NO_ENV)).toBe(gitSays(join(top, 'plain/dir')));
  });

  it('leaves to git what the file system alone cannot say', () => {
    const top = scratch();
    mkdirSync(join(top, 'repo/sub'), { recursive: true });
    git(join(top, 'repo'), 'init', '-q');
    // The environment moves or bounds git's search (a pre-commit hook runs with GIT_DIR set).
    expect(findWorkTreeTop(join(top, 'repo/sub'), { GIT_DIR: join(top, 'repo/.git') })).toBe(ASK_GIT);
    expect(findWorkTreeTop(join(top, 'repo/sub'), { GIT_CEILING_DIRECTORIES: top })).toBe(ASK_GIT);
    // Inside the git directory itself there is no work tree to be in.
    expect(findWorkTreeTop(join(top, 'repo/.git/refs'), NO_ENV)).toBe(ASK_GIT);
    // A `.git` that is no repository git knows: a directory without HEAD, a file that names none.
    mkdirSync(join(top, 'empty/.git'), { recursive: true });
    expect(findWorkTreeTop(join(top, 'empty'), NO_ENV)).toBe(ASK_GIT);
    mkdirSync(join(top, 'odd'));
    writeFileSync(join(top, 'odd/.git'), 'not a pointer\n');
    expect(findWorkTreeTop(join(top, 'odd'), NO_ENV)).toBe(ASK_GIT);
  });

  it('reads the environment of the process by default', () => {
    const top = scratch();
    git(top, 'init', '-q');
    expect(findWorkTreeTop(top)).toBe(process.env.GIT_DIR === undefined ? top : ASK_GIT);
  });
});
