import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The changed lines of a modified file are worked out when the filter first reads them (git-source.ts
// withLazyDiff): nephoran-intent-operator 28431e224 changed 1,565 files, and diffing all of them
// took 46 of the review's 67 s where no finding needed most of them.
const diffed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/sources/line-diff.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/sources/line-diff.js')>();
  return {
    ...actual,
    diffContents: (...args: Parameters<typeof actual.diffContents>) => {
      diffed.count++;
      return actual.diffContents(...args);
    },
  };
});
const { readGitSource } = await import('../../src/sources/git-source.js');

const root = mkdtempSync(path.join(os.tmpdir(), 'kar-lazy-diff-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd: root,
  });

describe('readGitSource', () => {
  it('diffs a modified file only when its changed lines are read, and once', async () => {
    git('init', '-q');
    writeFileSync(path.join(root, 'a.yaml'), 'a: 1\nb: 2\nc: 3\n');
    writeFileSync(path.join(root, 'b.go'), 'package b\n');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(path.join(root, 'a.yaml'), 'a: 1\nb: 5\nc: 3\n');
    writeFileSync(path.join(root, 'b.go'), 'package b\n\nvar x = 1\n');
    const changeSet = await readGitSource(['.'], { cwd: root, base: 'HEAD', include: [], exclude: [] });
    expect(diffed.count).toBe(0);
    const a = changeSet.files.find((f) => f.path === 'a.yaml');
    expect(a?.addedLines).toEqual([{ start: 2, end: 2 }]);
    expect(a?.hunkLines).toEqual([{ start: 1, end: 3 }]);
    expect(diffed.count).toBe(1);
  });
});
