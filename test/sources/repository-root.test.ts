import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/sources/repository-root.js';

const dirs = (...paths: string[]): string => {
  const root = mkdtempSync(join(tmpdir(), 'kar-top-'));
  for (const p of paths) mkdirSync(join(root, p), { recursive: true });
  return root;
};

describe('repositoryRoot', () => {
  it('is the top of the git work tree, spelled as the working directory is (through a link)', async () => {
    const top = dirs('repo/a/b');
    execFileSync('git', ['init', '-q'], { cwd: join(top, 'repo') });
    symlinkSync(join(top, 'repo'), join(top, 'link'));
    expect(await repositoryRoot(join(top, 'repo/a/b'))).toBe(join(top, 'repo'));
    expect(await repositoryRoot(join(top, 'link/a'))).toBe(join(top, 'link'));
  });

  it('without git metadata is the workspace that holds the working directory, else the directory', async () => {
    const top = dirs('ws/sub', 'elsewhere');
    expect(await repositoryRoot(join(top, 'ws/sub'), join(top, 'ws'))).toBe(join(top, 'ws'));
    expect(await repositoryRoot(join(top, 'ws'), join(top, 'ws'))).toBe(join(top, 'ws'));
    expect(await repositoryRoot(join(top, 'elsewhere'), join(top, 'ws'))).toBe(join(top, 'elsewhere'));
    expect(await repositoryRoot(join(top, 'ws/sub'))).toBe(join(top, 'ws/sub'));
  });
});
