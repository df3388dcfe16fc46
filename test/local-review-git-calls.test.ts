import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A --base run finds the work tree's top once: repository-root.ts finds it for the paths and the
// configuration (from the file system as git would, or from git where only git can say), and the
// git source is handed it (it used to ask again).

const calls: string[][] = [];
vi.mock('../src/sources/git.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/sources/git.js')>();
  return {
    ...real,
    git: (args: readonly string[], cwd: string) => {
      calls.push([...args]);
      return real.git(args, cwd);
    },
  };
});
const { runLocalReview } = await import('../src/local-review.js');

/** A repository with one commit and one file added since. */
function repository(): string {
  const repo = mkdtempSync(join(tmpdir(), 'kar-once-'));
  writeFileSync(join(repo, 'a.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: repo,
      stdio: 'pipe',
    });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  writeFileSync(join(repo, 'b.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n');
  return repo;
}

const topLevelCalls = () => calls.filter((args) => args.includes('--show-toplevel'));

afterEach(() => {
  calls.length = 0;
  vi.unstubAllEnvs();
});

describe('runLocalReview with --base', () => {
  it('finds the top of the work tree without asking git', async () => {
    const result = await runLocalReview({ paths: [], cwd: repository(), base: 'HEAD' });
    expect(result.changeSet.files.map((f) => `${f.status} ${f.path}`)).toEqual(['unchanged a.yaml', 'added b.yaml']);
    expect(topLevelCalls()).toEqual([]);
    expect(calls.length).toBeGreaterThan(0); // the change itself still comes from git
  });

  it('asks git once where only git can say (a variable that bounds its search)', async () => {
    vi.stubEnv('GIT_CEILING_DIRECTORIES', join(tmpdir(), 'kar-no-such-ceiling'));
    const result = await runLocalReview({ paths: [], cwd: repository(), base: 'HEAD' });
    expect(result.changeSet.files.map((f) => `${f.status} ${f.path}`)).toEqual(['unchanged a.yaml', 'added b.yaml']);
    expect(topLevelCalls()).toHaveLength(1);
  });
});
