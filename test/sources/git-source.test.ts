import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeSet } from '../../src/sources/change-set.js';
import { readGitSource } from '../../src/sources/git-source.js';
import { END_OF_FILE } from '../../src/sources/line-diff.js';
import { UsageError } from '../../src/usage-error.js';

const lines = (...ls: string[]) => ls.map((l) => `${l}\n`).join('');
const numbered = (prefix: string, n: number) => lines(...Array.from({ length: n }, (_, i) => `${prefix}${i + 1}: x`));

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.com',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'core.autocrlf=false',
      ...args,
    ],
    { cwd, encoding: 'utf8' },
  );
}

async function write(root: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

const temps: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'kube-api-review-git-')));
  temps.push(dir);
  return dir;
}

const MODIFY_BASE = numbered('m', 10);
const MODIFY_HEAD = MODIFY_BASE.replace('m5: x', 'm5: changed');
const RENAME_BASE = numbered('r', 8);
const RENAME_HEAD = `${RENAME_BASE}r9: appended\n`;
const TYPES_BASE = lines('package v1', '', 'type A struct{}');
const TYPES_HEAD = lines('package v1', '', 'type A struct{}', '', 'type B struct{}');

/**
 * A repository whose tag `base` is followed by one commit and then by uncommitted work of every
 * kind: a modification, a rename with an edit, a removal, an untracked file and an ignored one.
 */
async function makeRepo(): Promise<string> {
  const root = await tempDir();
  git(root, 'init', '-q', '-b', 'main');
  await write(root, {
    '.gitignore': 'ignored.yaml\n',
    'crds/keep.yaml': 'k: 1\n',
    'crds/modify.yaml': MODIFY_BASE,
    'crds/old-name.yaml': RENAME_BASE,
    'crds/remove.yaml': 'r: 1\n',
    'api/v1/types.go': TYPES_BASE,
    'docs/readme.md': '# docs\n',
  });
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'base');
  git(root, 'tag', 'base');
  await write(root, { 'api/v1/types.go': TYPES_HEAD });
  git(root, 'commit', '-q', '-am', 'committed after base');
  await write(root, { 'crds/modify.yaml': MODIFY_HEAD });
  git(root, 'mv', 'crds/old-name.yaml', 'crds/new-name.yaml');
  await write(root, { 'crds/new-name.yaml': RENAME_HEAD });
  git(root, 'rm', '-q', 'crds/remove.yaml');
  await write(root, { 'crds/untracked.yaml': 'u: 1\n', 'ignored.yaml': 'i: 1\n', 'notes.txt': 'not reviewable\n' });
  return root;
}

/** The change set with bytes shown as text, so expectations read like the files. */
const summary = (cs: ChangeSet) =>
  cs.files.map((f) => ({
    path: f.path,
    ...(f.previousPath === undefined ? {} : { previousPath: f.previousPath }),
    status: f.status,
    base: f.base === undefined ? undefined : Buffer.from(f.base).toString('utf8'),
    head: f.head === undefined ? undefined : Buffer.from(f.head).toString('utf8'),
    addedLines: f.addedLines,
    hunkLines: f.hunkLines,
  }));
const paths = (cs: ChangeSet) => cs.files.map((f) => `${f.status} ${f.path}`);
const noGlobs = { include: [], exclude: [] };

let repo: string;

beforeAll(async () => {
  // A hook or a CI step may point git elsewhere; these tests make their own repositories.
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) vi.stubEnv(name, undefined);
  repo = await makeRepo();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('readGitSource', () => {
  it('reviews the change from REF to the working tree, with the whole repository beside it', async () => {
    const cs = await readGitSource([], { cwd: repo, base: 'base', ...noGlobs });
    expect(cs.root).toBe(repo);
    expect(cs.hasBase).toBe(true);
    expect(summary(cs)).toEqual([
      {
        path: 'api/v1/types.go',
        status: 'modified',
        base: TYPES_BASE,
        head: TYPES_HEAD,
        addedLines: [{ start: 4, end: 5 }],
        hunkLines: [{ start: 1, end: 5 }],
      },
      { path: 'crds/keep.yaml', status: 'unchanged', base: 'k: 1\n', head: 'k: 1\n', addedLines: [], hunkLines: [] },
      {
        path: 'crds/modify.yaml',
        status: 'modified',
        base: MODIFY_BASE,
        head: MODIFY_HEAD,
        addedLines: [{ start: 5, end: 5 }],
        hunkLines: [{ start: 2, end: 8 }],
      },
      {
        path: 'crds/new-name.yaml',
        previousPath: 'crds/old-name.yaml',
        status: 'renamed',
        base: RENAME_BASE,
        head: RENAME_HEAD,
        addedLines: [{ start: 9, end: 9 }],
        hunkLines: [{ start: 6, end: 9 }],
      },
      { path: 'crds/remove.yaml', status: 'removed', base: 'r: 1\n', head: undefined, addedLines: [], hunkLines: [] },
      {
        path: 'crds/untracked.yaml',
        status: 'added',
        base: undefined,
        head: 'u: 1\n',
        addedLines: [{ start: 1, end: END_OF_FILE }],
        hunkLines: [{ start: 1, end: END_OF_FILE }],
      },
    ]);
  });

  it('shares one buffer between base and head of an unchanged file', async () => {
    const cs = await readGitSource(['crds/keep.yaml'], { cwd: repo, base: 'base', ...noGlobs });
    const [keep] = cs.files;
    expect(keep?.base).toBe(keep?.head);
  });

  it('gives nothing but unchanged files when REF is HEAD and the tree is clean', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'a.yaml': 'a: 1\n' });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'one');
    expect(paths(await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs }))).toEqual(['unchanged a.yaml']);
  });

  it.each([
    {
      name: 'files and directories named as PATHs',
      args: ['crds/modify.yaml', 'api'],
      cwd: '.',
      expected: ['modified api/v1/types.go', 'modified crds/modify.yaml'],
    },
    {
      name: 'a removed file named as a PATH',
      args: ['crds/remove.yaml'],
      cwd: '.',
      expected: ['removed crds/remove.yaml'],
    },
    {
      name: 'PATHs relative to a subdirectory, paths still relative to the top level',
      args: ['.'],
      cwd: 'crds',
      expected: [
        'unchanged crds/keep.yaml',
        'modified crds/modify.yaml',
        'renamed crds/new-name.yaml',
        'removed crds/remove.yaml',
        'added crds/untracked.yaml',
      ],
    },
    {
      name: 'a rename from outside the PATHs, seen as an addition',
      args: ['crds/new-name.yaml'],
      cwd: '.',
      expected: ['added crds/new-name.yaml'],
    },
    {
      name: 'a rename out of the PATHs, seen as a removal',
      args: ['crds/old-name.yaml'],
      cwd: '.',
      expected: ['removed crds/old-name.yaml'],
    },
  ])('restricts the review to $name', async ({ args, cwd, expected }) => {
    const cs = await readGitSource(args, { cwd: path.join(repo, cwd), base: 'base', ...noGlobs });
    expect(cs.root).toBe(repo);
    expect(paths(cs)).toEqual(expected);
  });

  it('applies include and exclude globs to repository-relative paths', async () => {
    const cs = await readGitSource([], {
      cwd: path.join(repo, 'crds'),
      base: 'base',
      include: ['crds/**'],
      exclude: ['**/keep.yaml', 'crds/u*'],
    });
    expect(paths(cs)).toEqual(['modified crds/modify.yaml', 'renamed crds/new-name.yaml', 'removed crds/remove.yaml']);
  });

  it('passes vendored trees by, changed or not, unless named or turned on', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, {
      'api/v1/types.go': 'package v1\n',
      'vendor/k8s.io/api/core/v1/types.go': 'package v1\n',
      'third_party/up.yaml': 'a: 1\n',
    });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'one');
    await write(root, {
      'vendor/k8s.io/api/core/v1/types.go': 'package v1\n\ntype A struct{}\n',
      'vendor/new.yaml': 'b: 1\n',
    });
    expect(paths(await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs }))).toEqual([
      'unchanged api/v1/types.go',
    ]);
    expect(paths(await readGitSource(['vendor/k8s.io'], { cwd: root, base: 'HEAD', ...noGlobs }))).toEqual([
      'modified vendor/k8s.io/api/core/v1/types.go',
    ]);
    expect(paths(await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs, vendored: true }))).toEqual([
      'unchanged api/v1/types.go',
      'unchanged third_party/up.yaml',
      'modified vendor/k8s.io/api/core/v1/types.go',
      'added vendor/new.yaml',
    ]);
  });

  it('notes where a file renamed to a path the review does not read went (cluster-api-provider-oci bf3d86c5: antrea.yaml to antrea)', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'deploy/antrea.yaml': 'kind: ConfigMap\nmetadata: {name: a}\n', 'deploy/keep.yaml': 'a: 1\n' });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'one');
    git(root, 'mv', 'deploy/antrea.yaml', 'deploy/antrea');
    const cs = await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs });
    expect(cs.files.map((f) => [f.status, f.path, f.renamedTo])).toEqual([
      ['removed', 'deploy/antrea.yaml', 'deploy/antrea'],
      ['unchanged', 'deploy/keep.yaml', undefined],
    ]);
  });

  it('accepts any commit-ish: a commit id, HEAD~1, a branch', async () => {
    const baseCommit = git(repo, 'rev-parse', 'base').trim();
    for (const base of [baseCommit, 'HEAD~1', 'main~1']) {
      expect(paths(await readGitSource(['api'], { cwd: repo, base, ...noGlobs }))).toEqual([
        'modified api/v1/types.go',
      ]);
    }
    expect(paths(await readGitSource(['api'], { cwd: repo, base: 'main', ...noGlobs }))).toEqual([
      'unchanged api/v1/types.go',
    ]);
  });

  it('counts the whole head as added when a side is not UTF-8', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'bin.yaml': Uint8Array.from([0x61, 0x0a, 0xff, 0x0a, 0x62, 0x0a]) });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'one');
    await write(root, { 'bin.yaml': Uint8Array.from([0x61, 0x0a, 0xff, 0x0a, 0x63, 0x0a]) });
    const [file] = (await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs })).files;
    expect(file).toMatchObject({
      status: 'modified',
      addedLines: [{ start: 1, end: END_OF_FILE }],
      hunkLines: [{ start: 1, end: END_OF_FILE }],
    });
    expect(file?.head).toEqual(Buffer.from([0x61, 0x0a, 0xff, 0x0a, 0x63, 0x0a]));
  });

  it('reads an unchanged file a sparse checkout left out from the index', async () => {
    const root = await makeRepo();
    git(root, 'update-index', '--skip-worktree', 'crds/keep.yaml');
    await unlink(path.join(root, 'crds/keep.yaml'));
    const cs = await readGitSource(['crds/keep.yaml'], { cwd: root, base: 'base', ...noGlobs });
    expect(summary(cs)).toEqual([
      { path: 'crds/keep.yaml', status: 'unchanged', base: 'k: 1\n', head: 'k: 1\n', addedLines: [], hunkLines: [] },
    ]);
  });

  it('reads a changed file a sparse checkout left out from the index, and leaves it out when its blob is missing', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'kept/a.yaml': 'a: 1\n', 'other/b.yaml': 'b: 1\n', 'other/c.yaml': 'c: 1\n' });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'base');
    await write(root, { 'kept/a.yaml': 'a: 2\n', 'other/b.yaml': 'b: 2\n', 'other/c.yaml': 'c: 2\n' });
    git(root, 'commit', '-q', '-am', 'head');
    git(root, 'sparse-checkout', 'set', '--no-cone', '/kept/');
    const blob = git(root, 'rev-parse', 'HEAD:other/c.yaml').trim();
    await unlink(path.join(root, '.git/objects', blob.slice(0, 2), blob.slice(2)));
    const cs = await readGitSource([], { cwd: root, base: 'HEAD^', ...noGlobs });
    expect(summary(cs).map(({ path, status, base, head }) => ({ path, status, base, head }))).toEqual([
      { path: 'kept/a.yaml', status: 'modified', base: 'a: 1\n', head: 'a: 2\n' },
      { path: 'other/b.yaml', status: 'modified', base: 'b: 1\n', head: 'b: 2\n' },
    ]);
    expect(cs.unreadable).toEqual(['other/c.yaml']);
  });

  it('leaves out, and names, an unchanged file a sparse checkout left out whose blob the clone lacks', async () => {
    const root = await makeRepo();
    git(root, 'update-index', '--skip-worktree', 'crds/keep.yaml');
    await unlink(path.join(root, 'crds/keep.yaml'));
    const blob = git(root, 'rev-parse', 'HEAD:crds/keep.yaml').trim();
    await unlink(path.join(root, '.git/objects', blob.slice(0, 2), blob.slice(2)));
    const cs = await readGitSource([], { cwd: root, base: 'base', ...noGlobs });
    expect(cs.unreadable).toEqual(['crds/keep.yaml']);
    expect(cs.files.map((f) => f.path)).not.toContain('crds/keep.yaml');
    expect(cs.files.length).toBeGreaterThan(0);
  });

  it('leaves out, and names, a removed file whose base blob the clone lacks, and reviews the rest', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'a.yaml': 'a: 1\n', 'gone.yaml': 'g: 1\n' });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'base');
    const blob = git(root, 'rev-parse', 'HEAD:gone.yaml').trim();
    await unlink(path.join(root, 'gone.yaml'));
    await write(root, { 'a.yaml': 'a: 2\n' });
    await unlink(path.join(root, '.git/objects', blob.slice(0, 2), blob.slice(2)));
    const cs = await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs });
    expect(cs.unreadable).toEqual(['gone.yaml']);
    expect(summary(cs).map(({ path, status, base, head }) => ({ path, status, base, head }))).toEqual([
      { path: 'a.yaml', status: 'modified', base: 'a: 1\n', head: 'a: 2\n' },
    ]);
  });

  it('sees a file removed from the index but kept in the working tree as modified', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'a.yaml': lines('a: 1', 'b: 2') });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'one');
    git(root, 'rm', '-q', '--cached', 'a.yaml');
    await write(root, { 'a.yaml': lines('a: 1', 'b: 3') });
    expect(summary(await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs }))).toEqual([
      {
        path: 'a.yaml',
        status: 'modified',
        base: lines('a: 1', 'b: 2'),
        head: lines('a: 1', 'b: 3'),
        addedLines: [{ start: 2, end: 2 }],
        hunkLines: [{ start: 1, end: 2 }],
      },
    ]);
  });

  it('leaves out symbolic links, which git stores as a path, not content', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'a.yaml': 'a: 1\n' });
    execFileSync('ln', ['-s', 'a.yaml', 'tracked-link.yaml'], { cwd: root });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'one');
    execFileSync('ln', ['-s', 'a.yaml', 'untracked-link.yaml'], { cwd: root });
    expect(paths(await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs }))).toEqual(['unchanged a.yaml']);
  });

  it('notes the tracked links of the working tree and where in the tree they lead', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'crds/a.yaml': 'a: 1\n', 'chart/Chart.yaml': 'name: c\n' });
    await mkdir(path.join(root, 'chart/templates'));
    execFileSync('ln', ['-s', '../../crds', 'chart/templates/crds'], { cwd: root });
    execFileSync('ln', ['-s', '../../outside', 'chart/outside'], { cwd: root });
    execFileSync('ln', ['-s', 'crds/a.yaml', 'gone.yaml'], { cwd: root });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'one');
    await rm(path.join(root, 'gone.yaml'));
    const read = await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs });
    expect(read.headLinks).toEqual(new Map([['chart/templates/crds', 'crds']]));
  });

  it("notes the base tree's links: the head's the change leaves alone, and those it removes or changes, from their base blobs", async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'kube/crd/a.yaml': 'a: 1\n', 'other/b.yaml': 'b: 1\n', 'chart/Chart.yaml': 'name: c\n' });
    execFileSync('ln', ['-s', '../kube/crd', 'chart/crds'], { cwd: root });
    execFileSync('ln', ['-s', '../other', 'chart/kept'], { cwd: root });
    execFileSync('ln', ['-s', '../kube/crd', 'chart/moved'], { cwd: root });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'one');
    git(root, 'rm', '-q', 'chart/crds');
    await rm(path.join(root, 'chart/moved'));
    execFileSync('ln', ['-s', '../other', 'chart/moved'], { cwd: root });
    const read = await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs });
    expect(read.headLinks).toEqual(
      new Map([
        ['chart/kept', 'other'],
        ['chart/moved', 'other'],
      ]),
    );
    expect(read.baseLinks).toEqual(
      new Map([
        ['chart/kept', 'other'],
        ['chart/crds', 'kube/crd'],
        ['chart/moved', 'kube/crd'],
      ]),
    );
  });

  it.each([
    { name: 'a ref that does not exist', base: 'no-such-ref', message: '--base no-such-ref: not a commit' },
    {
      name: 'a ref that looks like an option',
      base: '--output=/tmp/x',
      message: '--base --output=/tmp/x: not a commit',
    },
    { name: 'a ref that names a tree, not a commit', base: 'HEAD^{tree}', message: '--base HEAD^{tree}: not a commit' },
  ])('rejects $name, naming it', async ({ base, message }) => {
    const error: unknown = await readGitSource([], { cwd: repo, base, ...noGlobs }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toContain(message);
  });

  it.each(['^', '~1', '^1', '~'])('says that the first commit has no parent, for --base FIRST%s', async (suffix) => {
    const first = execFileSync('git', ['rev-list', '--max-parents=0', 'HEAD'], { cwd: repo }).toString().trim();
    const error: unknown = await readGitSource([], { cwd: repo, base: `${first}${suffix}`, ...noGlobs }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toBe(
      `--base ${first}${suffix}: ${first} is the first commit of its history and has no parent; review it without --base (every file is then new)`,
    );
  });

  it('says that a shallow clone lacks the parent, where the commit shows none only for that (a CI checkout at depth 1)', async () => {
    const shallow = await tempDir();
    git(shallow, 'clone', '-q', '--depth', '1', `file://${repo}`, 'clone');
    const clone = path.join(shallow, 'clone');
    const error: unknown = await readGitSource([], { cwd: clone, base: 'HEAD^', ...noGlobs }).catch((e: unknown) => e);
    expect((error as UsageError).message).toBe(
      `--base HEAD^: HEAD has no parent in this shallow clone; fetch more history (actions/checkout's fetch-depth: 0, or git fetch --deepen=1)`,
    );
  });

  it('says a missing ref is not a commit, even written as a parent (no-such-ref^)', async () => {
    const error: unknown = await readGitSource([], { cwd: repo, base: 'no-such-ref^', ...noGlobs }).catch(
      (e: unknown) => e,
    );
    expect((error as UsageError).message).toContain('--base no-such-ref^: not a commit');
  });

  it.each([
    {
      name: 'a PATH that does not exist',
      args: ['crds/nope.yaml'],
      message: 'crds/nope.yaml: no such file or directory',
    },
    { name: 'a PATH outside the repository', args: ['..'], message: '.. is outside the git repository' },
  ])('rejects $name', async ({ args, message }) => {
    const error: unknown = await readGitSource(args, { cwd: repo, base: 'base', ...noGlobs }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toContain(message);
  });

  it('reports a repository git cannot read (a missing object) as a message, not a crash', async () => {
    const root = await tempDir();
    git(root, 'init', '-q', '-b', 'main');
    await write(root, { 'a.yaml': 'a: 1\n' });
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'one');
    await write(root, { 'a.yaml': 'a: 2\n' });
    const blob = git(root, 'rev-parse', 'HEAD:a.yaml').trim();
    await unlink(path.join(root, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    const error: unknown = await readGitSource([], { cwd: root, base: 'HEAD', ...noGlobs }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toMatch(/^git .* failed in .*: .*(unable to read|bad object|missing)/s);
  });

  it('rejects a directory outside any git repository', async () => {
    const dir = await tempDir();
    vi.stubEnv('GIT_CEILING_DIRECTORIES', path.dirname(dir)); // in case the temp folder sits inside a repository
    const error: unknown = await readGitSource([], { cwd: dir, base: 'HEAD', ...noGlobs }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toContain(`${dir} is not inside one`);
  });
});
