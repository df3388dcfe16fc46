import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { git, runCli, tree } from './support/cli-harness.js';

// A file found, then gone when read: a generator (`make manifests`) rewriting its output while the
// review runs. The file system here loses `vanishing.yaml` between the listing and the read: the
// review leaves it out, says so, and reviews the rest, where it ended in an internal error (exit 2).
vi.mock('../src/fs-async.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/fs-async.js')>();
  const gone = (p: unknown): boolean => typeof p === 'string' && p.endsWith('vanishing.yaml');
  const enoent = () => Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
  // Each call passes on to the real one unless it asks for the vanishing file.
  const losing = <F extends (...args: never[]) => Promise<unknown>>(f: F): F =>
    ((...args: Parameters<F>) => (gone(args[0]) ? Promise.reject(enoent()) : f(...args))) as F;
  return { ...real, readFile: losing(real.readFile), stat: losing(real.stat), open: losing(real.open) };
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const scratch = (files: Record<string, string>): string => {
  const dir = tree(files, 'kar-vanish-');
  dirs.push(dir);
  return dir;
};

const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: kept}\n';
const WARNING =
  'kube-api-review: warning: 1 file was not reviewed: removed from the working tree while the review read it (run the review again once what writes it is done): vanishing.yaml\n';

describe('a file removed while the review reads the tree', () => {
  it('is left out and named, and the other files are reviewed', async () => {
    const dir = scratch({ 'kept.yaml': CM, 'vanishing.yaml': CM });
    expect(await runCli([], { cwd: dir, env: {} })).toMatchObject({
      code: 0,
      stdout: 'no findings in 1 file (1 object)\n',
      stderr: WARNING,
    });
  });

  it('--base: an untracked file is left out and named alike', async () => {
    const repo = scratch({ 'kept.yaml': CM });
    git(repo, 'init', '-q');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'base');
    writeFileSync(join(repo, 'vanishing.yaml'), CM);
    expect(await runCli(['--base', 'HEAD'], { cwd: repo, env: {} })).toMatchObject({ code: 0, stderr: WARNING });
  });
});
