import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_REPOS, verifyApprovals } from '../../src/github/approval-verifier.js';
import { createClient } from '../../src/github/octokit.js';
import { approvalPullRequest } from '../../src/rules/approval/approval-pull-request.js';
import { loadOperations } from '../e2e/github-api.js';
import { takePendingMocks } from '../support/pending-mocks.js';

// spec/approval.md §3 evidence item 3: with approval-approvers, an approval counts only from one of
// the configured logins or OWNERS_ALIASES aliases, by an APPROVED review or by a standing /approve
// with Prow's label at merge. Unknown names and failed reads are unverified, never a pass.

const API = 'https://api.github.test';
const K8S = '/repos/kubernetes/kubernetes';
const client = createClient({ token: 't0ken', baseUrl: API, millisecondsPerSecond: 1 });
/** Every request the verifier sends, as `METHOD /path`, to hold against GitHub's OpenAPI description. */
const called = new Set<string>();
client.hook.before('request', (o) => {
  const { method, url } = client.request.endpoint(o);
  called.add(`${method} ${new URL(url).pathname}`);
});
const opts = (approvers: string[]) => ({
  client,
  serverHost: 'github.com',
  trusted: DEFAULT_APPROVAL_REPOS,
  approvers,
});
const pr = (n: number) => {
  const ref = approvalPullRequest(`https://github.com/kubernetes/kubernetes/pull/${n}`);
  if (!ref) throw new Error(String(n));
  return ref;
};
const MERGED_AT = '2024-05-01T10:00:00Z';
const merged = { merged: true, merged_at: MERGED_AT, state: 'closed' };
const ALIASES = `# See the OWNERS docs at https://go.k8s.io/owners
aliases:
  api-approvers:
    - deads2k
    - thockin
  sig-node-api-reviewers: []
`;

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

const pull = (n: number) => nock(API).get(`${K8S}/pulls/${n}`).reply(200, merged);
const aliases = (reply: [number, string], rawType = 'application/vnd.github.raw; charset=utf-8') =>
  nock(API)
    .matchHeader('accept', /^application\/vnd\.github(\.v3)?\.raw/)
    .get(`${K8S}/contents/OWNERS_ALIASES`)
    .once()
    // GitHub answers errors in JSON whatever the Accept header asked for.
    .reply(reply[0], reply[1], { 'content-type': reply[0] === 200 ? rawType : 'application/json; charset=utf-8' });
const reviews = (n: number, list: unknown[]) =>
  nock(API).get(`${K8S}/pulls/${n}/reviews`).query({ per_page: 100 }).reply(200, list);
const labelledAtMerge = (n: number) =>
  nock(API)
    .get(`${K8S}/issues/${n}/timeline`)
    .query({ per_page: 100 })
    .reply(200, [{ event: 'labeled', label: { name: 'approved' }, created_at: '2024-04-30T00:00:00Z' }]);
const comment = (login: string, body: string, at = '2024-04-29T00:00:00Z') => ({
  user: { login },
  body,
  created_at: at,
});
const comments = (n: number, list: unknown[]) =>
  nock(API).get(`${K8S}/issues/${n}/comments`).query({ per_page: 100 }).reply(200, list);
const user = (login: string, status: 200 | 404) =>
  nock(API)
    .get(`/users/${login}`)
    .once()
    .reply(status, status === 200 ? { login, type: 'User' } : { message: 'Not Found' });
const resultOf = async (approvers: string[], ...numbers: number[]) => {
  const run = await verifyApprovals(numbers.map(pr), opts(approvers));
  return numbers.map((n) => run.results.get(`https://github.com/kubernetes/kubernetes/pull/${n}`));
};

describe('verifyApprovals with approval-approvers', () => {
  it('counts an APPROVED review from a member of an alias, reading OWNERS_ALIASES once for the repository', async () => {
    aliases([200, ALIASES]);
    pull(1);
    reviews(1, [
      { user: { login: 'someone' }, state: 'APPROVED' },
      { user: { login: 'Thockin' }, state: 'APPROVED' },
    ]);
    pull(2);
    reviews(2, [{ user: { login: 'deads2k' }, state: 'APPROVED' }]);
    const [one, two] = await resultOf(['api-approvers'], 1, 2);
    expect(one).toEqual({
      outcome: 'approved',
      evidence: {
        level: 'approved-review',
        merged: true,
        mergedAt: MERGED_AT,
        approvers: ['Thockin', 'someone'],
        approvedLabelAtMerge: false,
        requiredApprovers: ['api-approvers'],
        approvedBy: { login: 'Thockin', via: 'review', listedAs: 'api-approvers' },
      },
    });
    expect(two).toMatchObject({
      outcome: 'approved',
      evidence: { approvedBy: { login: 'deads2k', via: 'review', listedAs: 'api-approvers' } },
    });
  });

  it("reads OWNERS_ALIASES at each pull request's merge commit: the aliases that stood when it merged", async () => {
    const at = (sha: string, text: string) =>
      nock(API)
        .get(`${K8S}/contents/OWNERS_ALIASES`)
        .query({ ref: sha })
        .once()
        .reply(200, text, { 'content-type': 'application/vnd.github.raw; charset=utf-8' });
    // thockin was an API approver when #21 merged, and no longer when #22 did.
    at('a'.repeat(40), ALIASES);
    at('b'.repeat(40), 'aliases:\n  api-approvers: [deads2k]\n');
    nock(API)
      .get(`${K8S}/pulls/21`)
      .reply(200, { ...merged, merge_commit_sha: 'a'.repeat(40) });
    nock(API)
      .get(`${K8S}/pulls/22`)
      .reply(200, { ...merged, merge_commit_sha: 'b'.repeat(40) });
    reviews(21, [{ user: { login: 'thockin' }, state: 'APPROVED' }]);
    reviews(22, [{ user: { login: 'thockin' }, state: 'APPROVED' }]);
    nock(API).get(`${K8S}/issues/22/timeline`).query({ per_page: 100 }).reply(200, []);
    const [one, two] = await resultOf(['api-approvers'], 21, 22);
    expect(one).toMatchObject({
      outcome: 'approved',
      evidence: { approvedBy: { login: 'thockin', via: 'review', listedAs: 'api-approvers' } },
    });
    expect(two).toMatchObject({ outcome: 'not-approved', evidence: { level: 'merged-only', approvers: ['thockin'] } });
  });

  it('reads OWNERS_ALIASES served as bytes (a raw body without a charset)', async () => {
    aliases([200, ALIASES], 'application/vnd.github.raw');
    pull(13);
    reviews(13, [{ user: { login: 'deads2k' }, state: 'APPROVED' }]);
    const [result] = await resultOf(['api-approvers'], 13);
    expect(result).toMatchObject({
      outcome: 'approved',
      evidence: { approvedBy: { login: 'deads2k', via: 'review', listedAs: 'api-approvers' } },
    });
  });

  it('counts a standing /approve from a configured login when the label was on at merge, following the comment pages', async () => {
    aliases([200, ALIASES]);
    user('liggitt', 200);
    pull(3);
    reviews(3, [{ user: { login: 'someone' }, state: 'APPROVED' }]);
    labelledAtMerge(3);
    nock(API)
      .get(`${K8S}/issues/3/comments`)
      .query({ per_page: 100 })
      .reply(
        200,
        [comment('k8s-ci-robot', '[APPROVALNOTIFIER] This PR is NOT APPROVED'), comment('someone', '/lgtm\n/approve')],
        {
          link: `<${API}${K8S}/issues/3/comments?per_page=100&page=2>; rel="next", <${API}${K8S}/issues/3/comments?per_page=100&page=2>; rel="last"`,
        },
      );
    nock(API)
      .get(`${K8S}/issues/3/comments`)
      .query({ per_page: 100, page: 2 })
      .reply(200, [comment('liggitt', 'API looks good.\r\n/approve\r\n', '2024-04-30T00:00:00Z')]);
    const [result] = await resultOf(['liggitt'], 3);
    expect(result).toEqual({
      outcome: 'approved',
      evidence: {
        level: 'approved-label',
        merged: true,
        mergedAt: MERGED_AT,
        approvers: ['someone'],
        approvedLabelAtMerge: true,
        requiredApprovers: ['liggitt'],
        approveCommenters: ['liggitt', 'someone'],
        approvedBy: { login: 'liggitt', via: 'approve-comment', listedAs: 'liggitt' },
      },
    });
  });

  it('does not count /approve or an APPROVED review from someone outside the approvers', async () => {
    aliases([200, ALIASES]);
    pull(4);
    reviews(4, [{ user: { login: 'someone' }, state: 'APPROVED' }]);
    labelledAtMerge(4);
    comments(4, [comment('sig-lead', '/approve no-issue'), comment('thockin', '/lgtm')]);
    const [result] = await resultOf(['api-approvers'], 4);
    expect(result).toEqual({
      outcome: 'not-approved',
      evidence: {
        level: 'merged-only',
        merged: true,
        mergedAt: MERGED_AT,
        approvers: ['someone'],
        approvedLabelAtMerge: true,
        requiredApprovers: ['api-approvers'],
        approveCommenters: ['sig-lead'],
      },
    });
  });

  it('does not count an /approve that its author cancelled, nor one after the merge', async () => {
    aliases([200, ALIASES]);
    pull(5);
    reviews(5, []);
    labelledAtMerge(5);
    comments(5, [
      comment('thockin', '/approve', '2024-04-28T00:00:00Z'),
      comment('thockin', 'wait, one more thing\n/approve cancel', '2024-04-29T00:00:00Z'),
      comment('deads2k', '/approve', '2024-05-02T00:00:00Z'), // after the merge
    ]);
    const [result] = await resultOf(['api-approvers'], 5);
    expect(result).toMatchObject({
      outcome: 'not-approved',
      evidence: { level: 'merged-only', approvedLabelAtMerge: true, approveCommenters: [] },
    });
  });

  it('without the label at merge reads no comments: a /approve that Prow did not act on approved nothing', async () => {
    aliases([200, ALIASES]);
    pull(6);
    reviews(6, [{ user: { login: 'thockin' }, state: 'CHANGES_REQUESTED' }]);
    nock(API).get(`${K8S}/issues/6/timeline`).query({ per_page: 100 }).reply(200, []);
    const [result] = await resultOf(['api-approvers'], 6);
    expect(result).toEqual({
      outcome: 'not-approved',
      evidence: {
        level: 'merged-only',
        merged: true,
        mergedAt: MERGED_AT,
        approvers: [],
        approvedLabelAtMerge: false,
        requiredApprovers: ['api-approvers'],
      },
    });
  });

  it('reports a name that is neither an alias there nor a GitHub login as unverified, looking it up once per run', async () => {
    aliases([200, ALIASES]);
    user('api-aprovers', 404);
    pull(7);
    pull(8);
    const [seven, eight] = await resultOf(['api-aprovers'], 7, 8);
    const reason =
      'approval-approvers names "api-aprovers", which is neither a GitHub login nor an alias in OWNERS_ALIASES of kubernetes/kubernetes';
    expect(seven).toEqual({ outcome: 'unverified', reason });
    expect(eight).toEqual({ outcome: 'unverified', reason });
  });

  it('treats a missing OWNERS_ALIASES (404) as defining no alias: an alias name is then unverified', async () => {
    aliases([404, '{"message":"Not Found"}']);
    user('api-approvers', 404);
    user('thockin', 404);
    pull(9);
    const [result] = await resultOf(['api-approvers', 'thockin'], 9);
    expect(result).toEqual({
      outcome: 'unverified',
      reason:
        'approval-approvers names "api-approvers", "thockin", which are not a GitHub login, and kubernetes/kubernetes has no OWNERS_ALIASES on its default branch to define an alias',
    });
  });

  it('with only logins configured, a missing OWNERS_ALIASES is no failure', async () => {
    aliases([404, '{"message":"Not Found"}']);
    user('thockin', 200);
    pull(10);
    reviews(10, [{ user: { login: 'thockin' }, state: 'APPROVED' }]);
    const [result] = await resultOf(['thockin'], 10);
    expect(result).toMatchObject({
      outcome: 'approved',
      evidence: { approvedBy: { login: 'thockin', via: 'review', listedAs: 'thockin' } },
    });
  });

  it.each([
    [
      'OWNERS_ALIASES cannot be read',
      () => aliases([403, '{"message":"Resource not accessible by integration"}']),
      'reading OWNERS_ALIASES of kubernetes/kubernetes: HTTP 403: Resource not accessible by integration',
    ],
    [
      'OWNERS_ALIASES is not an alias map',
      () => aliases([200, 'aliases:\n  api-approvers: thockin\n']),
      'OWNERS_ALIASES of kubernetes/kubernetes: alias api-approvers is not a list of logins',
    ],
    [
      'a login cannot be looked up',
      () => {
        aliases([200, ALIASES]);
        nock(API).get('/users/liggitt').reply(403, { message: 'API rate limit exceeded' });
      },
      'looking up the GitHub login liggitt: HTTP 403: API rate limit exceeded',
    ],
  ])('reports %s as unverified, never a pass', async (_name, mock, reason) => {
    mock();
    pull(11);
    const [result] = await resultOf(['api-approvers', 'liggitt'], 11);
    expect(result).toEqual({ outcome: 'unverified', reason });
  });

  it('reports a failure to read the comments as unverified', async () => {
    aliases([200, ALIASES]);
    pull(12);
    reviews(12, []);
    labelledAtMerge(12);
    nock(API).get(`${K8S}/issues/12/comments`).query({ per_page: 100 }).reply(404, { message: 'Not Found' });
    const [result] = await resultOf(['api-approvers'], 12);
    expect(result).toEqual({
      outcome: 'unverified',
      reason: 'reading the approvals of https://github.com/kubernetes/kubernetes/pull/12: HTTP 404: Not Found',
    });
  });
});

describe('the requests approval-approvers adds', () => {
  // Runs after the cases above (vitest keeps file order): every call they made must be a GitHub operation.
  it("are all operations in GitHub's OpenAPI description", () => {
    const operations = loadOperations();
    const templates = [...called].map((c) => {
      const [method, path = ''] = c.split(' ');
      const op = operations.find((o) => o.method === method && o.pattern.test(path));
      return op ? `${op.method} ${op.template}` : `no operation for ${c}`;
    });
    expect([...new Set(templates)].sort()).toEqual([
      'GET /repos/{owner}/{repo}/contents/{path}',
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      'GET /repos/{owner}/{repo}/issues/{issue_number}/timeline',
      'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
      'GET /users/{username}',
    ]);
  });
});
