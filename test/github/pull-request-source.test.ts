import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeTarget } from '../../src/github/context.js';
import { createClient } from '../../src/github/octokit.js';
import { readPullRequestSource } from '../../src/github/pull-request-source.js';
import { takePendingMocks } from '../support/pending-mocks.js';

const API = 'https://api.github.test';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const target: ChangeTarget = {
  kind: 'pull_request',
  repo: { owner: 'o', repo: 'r' },
  number: 7,
  baseSha: BASE,
  headSha: HEAD,
  isFork: false,
};
const client = () => createClient({ token: 't0ken', baseUrl: API, millisecondsPerSecond: 1 });
const emptyDir = () => mkdtempSync(join(tmpdir(), 'kar-prsrc-'));
const selection = { include: [], exclude: [] };

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

const raw = (path: string, ref: string, body: string) =>
  nock(API)
    .get(`/repos/o/r/contents/${encodeURIComponent(path)}`)
    .query({ ref })
    .matchHeader('accept', 'application/vnd.github.raw')
    .reply(200, body, { 'content-type': 'application/vnd.github.raw; charset=utf-8' });
const tree = (paths: string[]) =>
  nock(API)
    .get(`/repos/o/r/git/trees/${HEAD}`)
    .query({ recursive: 'true' })
    .reply(200, {
      sha: HEAD,
      truncated: false,
      tree: paths.map((path) => ({ path, type: 'blob', mode: '100644', sha: 'c'.repeat(40) })),
    });

describe('readPullRequestSource without a checkout', () => {
  it('lists files page by page and reads base and head through the contents API, once each', async () => {
    const files = Array.from({ length: 250 }, (_, i) => ({
      filename: `docs/f${String(i).padStart(3, '0')}.txt`,
      status: 'added',
    }));
    files[0] = { filename: 'crds/a.yaml', status: 'modified', patch: '@@ -1,2 +1,2 @@\n a: 1\n-b: 1\n+b: 2' } as never;
    const link = (page: number) => `<${API}/repos/o/r/pulls/7/files?per_page=100&page=${page}>; rel="next"`;
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, files.slice(0, 100), { link: link(2) });
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100, page: 2 })
      .reply(200, files.slice(100, 200), { link: link(3) });
    nock(API).get('/repos/o/r/pulls/7/files').query({ per_page: 100, page: 3 }).reply(200, files.slice(200));
    raw('crds/a.yaml', HEAD, 'a: 1\nb: 2\n');
    raw('crds/a.yaml', BASE, 'a: 1\nb: 1\n');
    tree(['crds/a.yaml', 'crds/other.yaml', 'README.md']);
    raw('crds/other.yaml', HEAD, 'c: 3\n');

    const got = await readPullRequestSource({ client: client(), target, workspace: emptyDir(), selection });
    expect(got.requests.fileListCalls).toBe(3);
    expect(got.requests.contentFetches).toEqual([
      `${HEAD}:crds/a.yaml`,
      `${BASE}:crds/a.yaml`,
      `${HEAD}:crds/other.yaml`,
    ]);
    expect(got.headFromCheckout).toBe(false);
    expect(got.changeSet.files.map((f) => [f.path, f.status])).toEqual([
      ['crds/a.yaml', 'modified'],
      ['crds/other.yaml', 'unchanged'],
    ]);
    const a = got.changeSet.files[0];
    expect(new TextDecoder().decode(a?.head as Uint8Array)).toBe('a: 1\nb: 2\n');
    expect(a?.addedLines).toEqual([{ start: 2, end: 2 }]);
    expect(got.commentable.get('crds/a.yaml')).toEqual([{ start: 1, end: 2 }]);
    expect(got.listedPaths.has('docs/f249.txt')).toBe(true);
  });

  it('handles renames, removals and a large file that comes without a patch', async () => {
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, [
        {
          filename: 'new/moved.yaml',
          previous_filename: 'old/moved.yaml',
          status: 'renamed',
          patch: '@@ -1 +1 @@\n-x: 1\n+x: 2',
        },
        { filename: 'gone.yaml', status: 'removed', patch: '@@ -1 +0,0 @@\n-y: 1' },
        { filename: 'big.yaml', status: 'modified' },
        { filename: 'tmpl/z.yaml.tpl', previous_filename: 'z.yaml', status: 'renamed' },
      ]);
    raw('new/moved.yaml', HEAD, 'x: 2\n');
    raw('big.yaml', HEAD, 'k: 1\nk2: 2\nk3: 3\n');
    raw('old/moved.yaml', BASE, 'x: 1\n');
    raw('gone.yaml', BASE, 'y: 1\n');
    raw('big.yaml', BASE, 'k: 1\nk2: 1\nk3: 3\n');
    raw('z.yaml', BASE, 'z: 1\n');
    tree([]);
    const got = await readPullRequestSource({ client: client(), target, workspace: emptyDir(), selection });
    expect(got.changeSet.files.map((f) => [f.path, f.status, f.previousPath, f.addedLines, f.renamedTo])).toEqual([
      ['big.yaml', 'modified', undefined, [{ start: 2, end: 2 }], undefined],
      ['gone.yaml', 'removed', undefined, [], undefined],
      ['new/moved.yaml', 'renamed', 'old/moved.yaml', [{ start: 1, end: 1 }], undefined],
      // Renamed to a name the review does not read: removed from the review, not from the repository.
      ['z.yaml', 'removed', undefined, [], 'tmpl/z.yaml.tpl'],
    ]);
    // Without GitHub's patch no line can take a review comment (spec/github.md §2.7).
    expect(got.commentable.get('big.yaml')).toEqual([]);
    expect(got.commentable.get('new/moved.yaml')).toEqual([{ start: 1, end: 1 }]);
    // Comments made before the rename stand at the old name.
    expect([...got.reviewed].sort()).toEqual(['big.yaml', 'gone.yaml', 'new/moved.yaml', 'old/moved.yaml', 'z.yaml']);
  });

  it('fetches nothing from vendored trees, changed or not, unless the configuration turns them on', async () => {
    const listed = [
      { filename: 'api/v1/types.go', status: 'modified', patch: '@@ -1 +1 @@\n-package v1\n+package v1 // x' },
      { filename: 'vendor/k8s.io/api/core/v1/types.go', status: 'modified', patch: '@@ -1 +1 @@\n-a\n+b' },
      { filename: 'third_party/up/crds.yaml', status: 'added', patch: '@@ -0,0 +1 @@\n+a: 1' },
    ];
    nock(API).get('/repos/o/r/pulls/7/files').query({ per_page: 100 }).reply(200, listed);
    raw('api/v1/types.go', HEAD, 'package v1 // x\n');
    raw('api/v1/types.go', BASE, 'package v1\n');
    tree([
      'api/v1/types.go',
      'vendor/k8s.io/api/core/v1/types.go',
      'vendor/modules.txt',
      'hack/tools/vendor/x.yaml',
      'config/a.yaml',
    ]);
    raw('config/a.yaml', HEAD, 'c: 1\n');
    const got = await readPullRequestSource({ client: client(), target, workspace: emptyDir(), selection });
    expect(got.changeSet.files.map((f) => [f.path, f.status])).toEqual([
      ['api/v1/types.go', 'modified'],
      ['config/a.yaml', 'unchanged'],
    ]);
    expect([...got.reviewed]).toEqual(['api/v1/types.go', 'config/a.yaml']); // not the vendored files it left out

    nock(API).get('/repos/o/r/pulls/7/files').query({ per_page: 100 }).reply(200, listed);
    raw('api/v1/types.go', HEAD, 'package v1 // x\n');
    raw('api/v1/types.go', BASE, 'package v1\n');
    raw('third_party/up/crds.yaml', HEAD, 'a: 1\n');
    raw('vendor/k8s.io/api/core/v1/types.go', HEAD, 'b\n');
    raw('vendor/k8s.io/api/core/v1/types.go', BASE, 'a\n');
    tree(['api/v1/types.go', 'vendor/k8s.io/api/core/v1/types.go', 'third_party/up/crds.yaml']);
    const all = await readPullRequestSource({
      client: client(),
      target,
      workspace: emptyDir(),
      selection: { ...selection, vendored: true },
    });
    expect(all.changeSet.files.map((f) => [f.path, f.status])).toEqual([
      ['api/v1/types.go', 'modified'],
      ['third_party/up/crds.yaml', 'added'],
      ['vendor/k8s.io/api/core/v1/types.go', 'modified'],
    ]);
  });

  it("stops at GitHub's 3,000 listed files and says so", async () => {
    for (let page = 1; page <= 30; page++) {
      const files = Array.from({ length: 100 }, (_, i) => ({ filename: `docs/p${page}-${i}.md`, status: 'added' }));
      const next = `<${API}/repos/o/r/pulls/7/files?per_page=100&page=${page + 1}>; rel="next"`;
      nock(API)
        .get('/repos/o/r/pulls/7/files')
        .query(page === 1 ? { per_page: 100 } : { per_page: 100, page })
        .reply(200, files, { link: next });
    }
    tree(['crds/x.yaml']);
    raw('crds/x.yaml', HEAD, 'x: 1\n');
    const got = await readPullRequestSource({ client: client(), target, workspace: emptyDir(), selection });
    expect(got.requests.fileListCalls).toBe(30);
    expect(got.truncated).toBe(true);
    expect(got.notes).toEqual(['GitHub lists at most 3000 files of a change; files beyond them were not reviewed']);
    // crds/x.yaml reads as unchanged, but may be among the changed files GitHub did not list.
    expect(got.changeSet.files.map((f) => [f.path, f.status])).toEqual([['crds/x.yaml', 'unchanged']]);
    expect(got.reviewed.size).toBe(0);
  });

  it('leaves out a file GitHub does not serve after retries, says which, and reads the others', async () => {
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, [
        { filename: 'crds/a.yaml', status: 'modified', patch: '@@ -1 +1 @@\n-a: 1\n+a: 2' },
        { filename: 'crds/b.yaml', status: 'added', patch: '@@ -0,0 +1 @@\n+b: 1' },
      ]);
    raw('crds/a.yaml', HEAD, 'a: 2\n');
    // The retry policy tries a 5xx four times in all before the failure is final.
    nock(API)
      .get('/repos/o/r/contents/crds%2Fa.yaml')
      .query({ ref: BASE })
      .times(4)
      .reply(503, { message: 'Service Unavailable' });
    raw('crds/b.yaml', HEAD, 'b: 1\n');
    tree(['crds/a.yaml', 'crds/b.yaml', 'crds/c.yaml']);
    nock(API)
      .get('/repos/o/r/contents/crds%2Fc.yaml')
      .query({ ref: HEAD })
      .reply(403, { message: 'Resource not accessible by integration' });
    const got = await readPullRequestSource({ client: client(), target, workspace: emptyDir(), selection });
    // crds/a.yaml without its base would be judged as a create: it is not judged at all.
    expect(got.changeSet.files.map((f) => [f.path, f.status])).toEqual([['crds/b.yaml', 'added']]);
    expect(got.unreadable).toEqual([
      { path: 'crds/a.yaml', ref: BASE, reason: 'HTTP 503: Service Unavailable' },
      { path: 'crds/c.yaml', ref: HEAD, reason: 'HTTP 403: Resource not accessible by integration' },
    ]);
    expect([...got.reviewed]).toEqual(['crds/b.yaml']);
  });

  it('retries a 5xx on the file list', async () => {
    nock(API).get('/repos/o/r/pulls/7/files').query({ per_page: 100 }).reply(502, 'bad gateway');
    nock(API).get('/repos/o/r/pulls/7/files').query({ per_page: 100 }).reply(200, []);
    tree([]);
    const got = await readPullRequestSource({ client: client(), target, workspace: emptyDir(), selection });
    expect(got.changeSet.files).toEqual([]);
  });
});

describe('readPullRequestSource with a checkout at head', () => {
  let repo = '';
  let baseSha = '';
  let headSha = '';
  beforeAll(() => {
    repo = emptyDir();
    const sh = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    sh('init', '-q');
    sh('config', 'user.email', 't@example.com');
    sh('config', 'user.name', 't');
    writeFileSync(join(repo, 'a.yaml'), 'a: 1\n');
    writeFileSync(join(repo, 'same.yaml'), 's: 1\n');
    symlinkSync('same.yaml', join(repo, 'link.yaml'));
    symlinkSync('a.yaml', join(repo, 'old-link'));
    sh('add', '.');
    sh('commit', '-qm', 'base');
    baseSha = sh('rev-parse', 'HEAD');
    writeFileSync(join(repo, 'a.yaml'), 'a: 2\n');
    sh('rm', '-q', 'old-link');
    sh('commit', '-qam', 'head');
    headSha = sh('rev-parse', 'HEAD');
  });

  it('reads head and base from the checkout and fetches nothing', async () => {
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, [{ filename: 'a.yaml', status: 'modified', patch: '@@ -1 +1 @@\n-a: 1\n+a: 2' }]);
    const got = await readPullRequestSource({
      client: client(),
      target: { ...target, baseSha, headSha },
      workspace: repo,
      selection,
    });
    expect(got.headFromCheckout).toBe(true);
    expect(got.requests.contentFetches).toEqual([]);
    expect(got.changeSet.files.map((f) => [f.path, f.status, String(f.base), String(f.head)])).toEqual([
      ['a.yaml', 'modified', 'a: 1\n', 'a: 2\n'],
      ['same.yaml', 'unchanged', 's: 1\n', 's: 1\n'],
    ]);
    // The links of the checkout, for the rules that ask what Helm or kustomize reads through them.
    expect(got.changeSet.headLinks).toEqual(new Map([['link.yaml', 'same.yaml']]));
  });

  it("reads the base tree's links: the head's elsewhere, and those of the listed paths from the base commit", async () => {
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, [
        { filename: 'a.yaml', status: 'modified', patch: '@@ -1 +1 @@\n-a: 1\n+a: 2' },
        { filename: 'old-link', status: 'removed', patch: '@@ -1 +0,0 @@\n-a.yaml' },
      ]);
    const got = await readPullRequestSource({
      client: client(),
      target: { ...target, baseSha, headSha },
      workspace: repo,
      selection,
    });
    expect(got.changeSet.baseLinks).toEqual(
      new Map([
        ['link.yaml', 'same.yaml'],
        ['old-link', 'a.yaml'],
      ]),
    );
  });
});
