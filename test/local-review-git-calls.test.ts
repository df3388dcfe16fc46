import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// A --base run asks git where the work tree's top is once: repository-root.ts finds it for the
// paths and the configuration, and the git source is handed it (it used to ask again).

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

describe('runLocalReview with --base', () => {
  it('runs git rev-parse --show-toplevel once', async () => {
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
    const result = await runLocalReview({ paths: [], cwd: repo, base: 'HEAD' });
    expect(result.changeSet.files.map((f) => `${f.status} ${f.path}`)).toEqual(['unchanged a.yaml', 'added b.yaml']);
    expect(calls.filter((args) => args.includes('--show-toplevel'))).toHaveLength(1);
  });
});
