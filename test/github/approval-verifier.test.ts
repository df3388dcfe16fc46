import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_REPOS, isTrusted, verifyApprovals } from '../../src/github/approval-verifier.js';
import { createClient } from '../../src/github/octokit.js';
import { approvalPullRequest } from '../../src/rules/approval/approval-pull-request.js';
import { takePendingMocks } from '../support/pending-mocks.js';

// spec/approval.md §3: one lookup per distinct pull request; trusted repositories only; merged;
// approval evidence strongest first; every failure a result, never a pass.

const API = 'https://api.github.test';
const GHCOM = 'https://api.github.com';
const client = (baseUrl = API) => createClient({ token: 't0ken', baseUrl, millisecondsPerSecond: 1 });
const pr = (url: string, hosts?: string[]) => {
  const ref = approvalPullRequest(url, hosts);
  if (!ref) throw new Error(url);
  return ref;
};
const opts = { client: client(), serverHost: 'github.com', trusted: DEFAULT_APPROVAL_REPOS };
const merged = { merged: true, merged_at: '2024-05-01T10:00:00Z', state: 'closed' };

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

const reviews = (path: string, list: unknown[]) =>
  nock(API).get(`${path}/reviews`).query({ per_page: 100 }).reply(200, list);

describe('verifyApprovals', () => {
  it('looks each distinct pull request up once, and takes an APPROVED latest review as the strongest evidence', async () => {
    nock(API).get('/repos/kubernetes-sigs/gateway-api/pulls/3328').once().reply(200, merged);
    reviews('/repos/kubernetes-sigs/gateway-api/pulls/3328', [
      { user: { login: 'b' }, state: 'CHANGES_REQUESTED' },
      { user: { login: 'a' }, state: 'APPROVED' },
      { user: { login: 'a' }, state: 'COMMENTED' },
      { user: { login: 'b' }, state: 'APPROVED' },
      { user: { login: 'c' }, state: 'APPROVED' },
      { user: { login: 'c' }, state: 'DISMISSED' },
    ]);
    const url = 'https://github.com/kubernetes-sigs/gateway-api/pull/3328';
    const run = await verifyApprovals([pr(url), pr(`${url}/files`), pr(url)], opts);
    expect(run.lookups).toBe(1);
    expect(run.results.get(url)).toEqual({
      outcome: 'approved',
      evidence: {
        level: 'approved-review',
        merged: true,
        mergedAt: '2024-05-01T10:00:00Z',
        approvers: ['a', 'b'],
        approvedLabelAtMerge: false,
      },
    });
  });

  it("falls back to Prow's approved label at merge time, read from the timeline", async () => {
    const path = '/repos/kubernetes/kubernetes/pulls/100';
    nock(API).get(path).reply(200, merged);
    reviews(path, []);
    nock(API)
      .get('/repos/kubernetes/kubernetes/issues/100/timeline')
      .query({ per_page: 100 })
      .reply(200, [
        { event: 'labeled', label: { name: 'api-review' }, created_at: '2024-04-01T00:00:00Z' },
        { event: 'labeled', label: { name: 'approved' }, created_at: '2024-04-30T00:00:00Z' },
        { event: 'unlabeled', label: { name: 'approved' }, created_at: '2024-05-02T00:00:00Z' }, // after the merge
      ]);
    const run = await verifyApprovals([pr('https://github.com/kubernetes/kubernetes/pull/100')], opts);
    expect(run.results.get('https://github.com/kubernetes/kubernetes/pull/100')).toMatchObject({
      outcome: 'approved',
      evidence: { level: 'approved-label', approvedLabelAtMerge: true },
    });
  });

  it('finds a merged pull request without evidence not approved', async () => {
    const path = '/repos/kubernetes/kubernetes/pulls/101';
    nock(API).get(path).reply(200, merged);
    reviews(path, [{ user: { login: 'a' }, state: 'COMMENTED' }]);
    nock(API)
      .get('/repos/kubernetes/kubernetes/issues/101/timeline')
      .query({ per_page: 100 })
      .reply(200, [
        { event: 'labeled', label: { name: 'approved' }, created_at: '2024-04-30T00:00:00Z' },
        { event: 'unlabeled', label: { name: 'approved' }, created_at: '2024-04-30T01:00:00Z' },
      ]);
    const run = await verifyApprovals([pr('https://github.com/kubernetes/kubernetes/pull/101')], opts);
    expect(run.results.get('https://github.com/kubernetes/kubernetes/pull/101')).toMatchObject({
      outcome: 'not-approved',
      evidence: { level: 'merged-only' },
    });
  });

  it('reports 404 as not found and an open pull request as not merged', async () => {
    nock(API).get('/repos/kubernetes/kubernetes/pulls/1').reply(404, { message: 'Not Found' });
    nock(API).get('/repos/kubernetes/kubernetes/pulls/2').reply(200, { merged: false, state: 'open' });
    const run = await verifyApprovals(
      [pr('https://github.com/kubernetes/kubernetes/pull/1'), pr('https://github.com/kubernetes/kubernetes/pull/2')],
      opts,
    );
    expect([...run.results.values()]).toEqual([{ outcome: 'not-found' }, { outcome: 'not-merged', state: 'open' }]);
  });

  it('makes no request for an untrusted repository', async () => {
    const run = await verifyApprovals([pr('https://github.com/someone/fork/pull/3')], opts);
    expect(run.results.get('https://github.com/someone/fork/pull/3')).toEqual({
      outcome: 'untrusted-repo',
      trusted: DEFAULT_APPROVAL_REPOS,
    });
  });

  it('turns server errors that outlast the retries into unverified, never a pass', async () => {
    nock(API).get('/repos/kubernetes/kubernetes/pulls/5').times(4).reply(500, { message: 'boom' });
    const run = await verifyApprovals([pr('https://github.com/kubernetes/kubernetes/pull/5')], opts);
    expect(run.results.get('https://github.com/kubernetes/kubernetes/pull/5')).toEqual({
      outcome: 'unverified',
      reason: 'reading https://github.com/kubernetes/kubernetes/pull/5: HTTP 500: boom',
    });
  });

  it('on GitHub Enterprise, verifies github.com URLs with the approval token only', async () => {
    const url = 'https://github.com/kubernetes/kubernetes/pull/7';
    const ghes = { ...opts, serverHost: 'ghe.example.com' };
    expect((await verifyApprovals([pr(url)], ghes)).results.get(url)).toEqual({
      outcome: 'unverified',
      reason: `${url} is on github.com and this runs on ghe.example.com: give a github.com token in approval-token`,
    });
    nock(GHCOM).get('/repos/kubernetes/kubernetes/pulls/7').reply(404, {});
    const run = await verifyApprovals([pr(url)], { ...ghes, gitHubComClient: client(GHCOM) });
    expect(run.results.get(url)).toEqual({ outcome: 'not-found' });
    expect(run.hosts).toEqual(['github.com', 'ghe.example.com']);
  });

  it('without a token every lookup is unverified', async () => {
    const url = 'https://github.com/kubernetes/kubernetes/pull/8';
    const run = await verifyApprovals([pr(url)], { ...opts, client: undefined });
    expect(run.results.get(url)).toEqual({ outcome: 'unverified', reason: 'no GitHub token (set GITHUB_TOKEN)' });
  });
});

describe('isTrusted', () => {
  it.each([
    ['kubernetes-sigs/*', 'kubernetes-sigs', 'gateway-api', true],
    ['kubernetes', 'Kubernetes', 'kubernetes', true],
    ['example/api', 'example', 'API', true],
    ['example/api', 'example', 'other', false],
    ['kubernetes-sigs/*', 'kubernetes-sigs-evil', 'x', false],
  ])('%s trusts %s/%s: %s', (entry, owner, repo, want) => {
    expect(isTrusted({ owner, repo }, [entry])).toBe(want);
  });
});
