import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeSet } from '../../src/sources/change-set.js';
import { readDirectorySource } from '../../src/sources/directory-source.js';
import { END_OF_FILE } from '../../src/sources/line-diff.js';
import { UsageError } from '../../src/usage-error.js';

const NOT_UTF8 = Uint8Array.from([0x6b, 0x3a, 0x20, 0xff, 0xfe, 0x0a]);

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kube-api-review-dir-'));
  const files: Record<string, string | Uint8Array> = {
    'a.yaml': 'a: 1\nb: 2\n',
    'crds/b.yml': 'x: 1\n',
    'crds/nested/c.json': '{}',
    'api/v1/types.go': 'package v1\n',
    '.github/workflows/ci.yaml': 'on: push\n',
    'README.md': '# not read\n',
    'node_modules/pkg/x.yaml': 'vendored: true\n',
    'vendor/k8s.io/api/core/v1/types.go': 'package v1\n',
    'hack/tools/vendor/m/x.yaml': 'vendored: true\n',
    'third_party/upstream/crds.yaml': 'vendored: true\n',
    'pkg/testdata/invalid.yaml': 'testdata: true\n',
    '.git/x.yaml': 'git: internal\n',
    'binary.yaml': NOT_UTF8,
    'empty.yaml': '',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  await symlink('..', path.join(dir, 'crds/loop'));
  await symlink('a.yaml', path.join(dir, 'link.yaml'));
  await symlink('missing.yaml', path.join(dir, 'dangling.yaml'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const paths = (cs: ChangeSet) => cs.files.map((f) => f.path);
const read = (
  args: string[],
  opts: { cwd?: string; include?: string[]; exclude?: string[]; vendored?: boolean } = {},
) =>
  readDirectorySource(args, {
    cwd: opts.cwd ?? dir,
    include: opts.include ?? [],
    exclude: opts.exclude ?? [],
    ...(opts.vendored === undefined ? {} : { vendored: opts.vendored }),
  });

describe('readDirectorySource', () => {
  it('reads every reviewable file under the directory, sorted, skipping .git, node_modules, vendored trees, testdata and the links it meets', async () => {
    const cs = await read(['.']);
    expect(cs.root).toBe(dir);
    expect(cs.hasBase).toBe(false);
    expect(paths(cs)).toEqual([
      '.github/workflows/ci.yaml',
      'a.yaml',
      'api/v1/types.go',
      'binary.yaml',
      'crds/b.yml',
      'crds/nested/c.json',
      'empty.yaml',
    ]);
  });

  it('notes the links it meets that lead inside the tree (not the tree itself)', async () => {
    expect((await read(['.'])).headLinks).toEqual(
      new Map([
        ['link.yaml', 'a.yaml'],
        ['dangling.yaml', 'missing.yaml'],
      ]),
    );
  });

  it('reads vendored trees with vendored: true, and never .git or node_modules', async () => {
    const cs = await read(['.'], { vendored: true });
    expect(paths(cs).filter((p) => /vendor|third_party|node_modules|\.git\//.test(p))).toEqual([
      'hack/tools/vendor/m/x.yaml',
      'third_party/upstream/crds.yaml',
      'vendor/k8s.io/api/core/v1/types.go',
    ]);
  });

  it('reviews a path the user names inside a vendored tree', async () => {
    expect(paths(await read(['vendor/k8s.io/api']))).toEqual(['vendor/k8s.io/api/core/v1/types.go']);
    expect(paths(await read(['third_party/upstream/crds.yaml']))).toEqual(['third_party/upstream/crds.yaml']);
    expect(paths(await read(['vendor']))).toEqual(['vendor/k8s.io/api/core/v1/types.go']);
    // Named from inside: the vendor directory below hack/ is met while walking, and passed by.
    expect(paths(await read(['hack']))).toEqual([]);
  });

  it('reads the current directory when no PATH is given', async () => {
    expect(paths(await read([]))).toEqual(paths(await read(['.'])));
  });

  it('counts every line of every file as added', async () => {
    const cs = await read(['.']);
    const summary = cs.files.map(({ path: p, status, addedLines, hunkLines, base }) => ({
      p,
      status,
      addedLines,
      hunkLines,
      base,
    }));
    const whole = (n: number) => (n === 0 ? [] : [{ start: 1, end: END_OF_FILE }]);
    expect(summary).toEqual(
      [
        ['.github/workflows/ci.yaml', 1],
        ['a.yaml', 2],
        ['api/v1/types.go', 1],
        ['binary.yaml', 1],
        ['crds/b.yml', 1],
        ['crds/nested/c.json', 1],
        ['empty.yaml', 0],
      ].map(([p, n]) => ({
        p,
        status: 'added',
        addedLines: whole(Number(n)),
        hunkLines: whole(Number(n)),
        base: undefined,
      })),
    );
  });

  it('reads a linked file named on the command line, and passes the same link by in a walk', async () => {
    expect(paths(await read(['link.yaml']))).toEqual(['link.yaml']);
    expect(paths(await read(['.']))).not.toContain('link.yaml');
  });

  it('keeps contents as bytes, undecoded', async () => {
    const cs = await read(['binary.yaml', 'link.yaml']);
    const [binary, link] = cs.files;
    expect(Buffer.isBuffer(binary?.head)).toBe(true);
    expect(binary?.head).toEqual(Buffer.from(NOT_UTF8));
    expect(link?.head).toEqual(Buffer.from('a: 1\nb: 2\n'));
  });

  it('takes files and directories, and lists a file named twice once', async () => {
    expect(paths(await read(['crds', 'crds/b.yml', 'a.yaml']))).toEqual(['a.yaml', 'crds/b.yml', 'crds/nested/c.json']);
  });

  it('makes paths relative to cwd, with forward slashes', async () => {
    const cs = await read(['.', path.join(dir, 'a.yaml')], { cwd: path.join(dir, 'crds') });
    expect(cs.root).toBe(path.join(dir, 'crds'));
    expect(paths(cs)).toEqual(['../a.yaml', 'b.yml', 'nested/c.json']);
  });

  it('applies include and exclude globs to the relative path', async () => {
    expect(
      paths(await read(['.'], { include: ['crds/**', '*.yaml'], exclude: ['**/nested/**', 'binary.yaml'] })),
    ).toEqual(['a.yaml', 'crds/b.yml', 'empty.yaml']);
  });

  it.each([
    { name: 'a PATH that does not exist', arg: 'no/such/dir', message: 'no/such/dir: no such file or directory' },
    { name: 'a PATH under a file', arg: 'a.yaml/x.yaml', message: 'a.yaml/x.yaml: no such file or directory' },
    {
      name: 'a PATH that is a dangling link',
      arg: 'dangling.yaml',
      message: 'dangling.yaml: a symbolic link to nothing',
    },
  ])('rejects $name with a UsageError', async ({ arg, message }) => {
    const error: unknown = await read(['.', arg]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect(error).toHaveProperty('message', message);
  });

  it('follows a linked directory named on the command line, but not the links met inside it', async () => {
    // crds/loop is the root again; inside it, crds/loop/crds/loop is met while walking and left alone.
    const cs = await read(['crds/loop']);
    expect(paths(cs)).toEqual(paths(await read(['.'])).map((p) => `crds/loop/${p}`));
  });
});
