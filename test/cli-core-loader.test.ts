import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';

// The code cache the bundled CLI starts from (src/cli-core-loader.ts): made after the first run of
// each kind, beside Node's compile cache, read back by the next runs, written again when V8
// refuses it, never read when another user could have written it.

const built = inject('bundles');
let work = '';
let cacheRoot = '';

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'kar-core-cache-'));
  cacheRoot = join(work, 'compile-cache');
  writeFileSync(
    join(work, 'crd.yaml'),
    'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.demo.k8s.io\nspec:\n  group: demo.k8s.io\n  names: {plural: widgets, kind: Widget}\n  scope: Namespaced\n  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]\n',
  );
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

const run = (args: readonly string[], env: Record<string, string> = { NODE_COMPILE_CACHE: cacheRoot }) =>
  spawnSync(process.execPath, [join(built, 'cli.js'), ...args], {
    cwd: work,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });

/** The code cache files of the CLI, by name, in Node's cache directory under cacheRoot (Node names a directory for its version). */
function cacheFiles(): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(cacheRoot)) return found;
  for (const dir of readdirSync(cacheRoot))
    for (const name of readdirSync(join(cacheRoot, dir)))
      if (name.startsWith('kube-api-review-')) found.set(name, join(cacheRoot, dir, name));
  return found;
}

const REVIEW_OUTPUT = /^crd\.yaml\n {2}3:1 {2}error {2}widgets\.demo\.k8s\.io .*\[approval\/missing\]/;

describe('the code cache of the bundled CLI', () => {
  it('is written by the first review, named for the build and the kind of run, and read as it is by the next', () => {
    const first = run(['crd.yaml']);
    expect(first.stdout).toMatch(REVIEW_OUTPUT);
    expect(first.status).toBe(1);
    const files = cacheFiles();
    expect([...files.keys()]).toEqual([expect.stringMatching(/^kube-api-review-[0-9a-f]{16}-\d+-\d+-lint\.v8$/)]);
    const [file] = files.values();
    if (file === undefined) throw new Error('no cache file');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const written = readFileSync(file);
    const second = run(['crd.yaml']);
    // The same review, but for the time it took.
    const untimed = (text: string) => text.replace(/ in \d+ms\n$/, '');
    expect(untimed(second.stdout)).toBe(untimed(first.stdout));
    expect(second.stderr).toBe('');
    expect(readFileSync(file).equals(written)).toBe(true);
  });

  it('has one file a kind: --help does not write over the review’s', () => {
    run(['crd.yaml']);
    expect(run(['--help']).status).toBe(0);
    expect([...cacheFiles().keys()].map((n) => n.replace(/^.*-/, '')).sort()).toEqual(['help.v8', 'lint.v8']);
  });

  it('is written again when V8 refuses it, and the run is not disturbed', () => {
    run(['crd.yaml']);
    const [file] = cacheFiles().values();
    if (file === undefined) throw new Error('no cache file');
    writeFileSync(file, 'not a code cache', { mode: 0o600 });
    const again = run(['crd.yaml']);
    expect(again.stdout).toMatch(REVIEW_OUTPUT);
    expect(again.stderr).toBe('');
    expect(readFileSync(file, 'utf8')).not.toBe('not a code cache');
  });

  it('is not read when others may write it: it is made again', () => {
    run(['crd.yaml']);
    const [file] = cacheFiles().values();
    if (file === undefined) throw new Error('no cache file');
    // A valid cache that others could have written: read, it would be kept as it is.
    chmodSync(file, 0o666);
    run(['crd.yaml']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The check can fail: a cache only its owner may write stays.
    const before = statSync(file).mtimeMs;
    utimesSync(file, new Date(1_000_000), new Date(1_000_000));
    run(['crd.yaml']);
    expect(statSync(file).mtimeMs).toBe(1_000_000);
    expect(before).not.toBe(1_000_000);
  });

  it('is not kept where Node keeps no compile cache', () => {
    const result = run(['crd.yaml'], { NODE_COMPILE_CACHE: cacheRoot, NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(result.stdout).toMatch(REVIEW_OUTPUT);
    expect(cacheFiles().size).toBe(0);
  });

  it('removes other builds’ caches untouched for a week, and keeps recent ones', () => {
    run(['--help']);
    const [help] = cacheFiles().values();
    if (help === undefined) throw new Error('no cache file');
    const dir = join(help, '..');
    const old = join(dir, 'kube-api-review-0123456789abcdef-1-1-lint.v8');
    const recent = join(dir, 'kube-api-review-fedcba9876543210-1-1-lint.v8');
    writeFileSync(old, 'x');
    writeFileSync(recent, 'x');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    utimesSync(old, eightDaysAgo, eightDaysAgo);
    run(['crd.yaml']);
    const names = [...cacheFiles().keys()];
    expect(names).toContain('kube-api-review-fedcba9876543210-1-1-lint.v8');
    expect(names).not.toContain('kube-api-review-0123456789abcdef-1-1-lint.v8');
    expect(names.filter((n) => n.endsWith('-lint.v8'))).toHaveLength(2);
  });
});
