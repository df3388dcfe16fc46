import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, describeFailure, statusOf, WRITE_BURST } from '../../src/github/octokit.js';
import { takePendingMocks } from '../support/pending-mocks.js';

// The client against GitHub's limits (spec/github.md §2.6): retry-after honoured on 429
// and secondary limits, primary limits waited out only when short, 5xx retried, 4xx not.

const API = 'https://api.github.test';
const messages: string[] = [];
const client = () =>
  createClient({ token: 'secret-token', baseUrl: API, millisecondsPerSecond: 1, log: (m) => messages.push(m) });

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
  messages.length = 0;
});

describe('createClient', () => {
  it('sends the token, the user agent and the baseUrl of GITHUB_API_URL', async () => {
    nock(API)
      .get('/repos/o/r')
      .matchHeader('authorization', 'token secret-token')
      .matchHeader('user-agent', /^kube-api-review\//)
      .reply(200, { id: 1 });
    expect((await client().rest.repos.get({ owner: 'o', repo: 'r' })).data).toEqual({ id: 1 });
  });

  it('retries a 429 after its retry-after', async () => {
    nock(API).get('/repos/o/r').reply(429, { message: 'Too many requests' }, { 'retry-after': '7' });
    nock(API).get('/repos/o/r').reply(200, { id: 1 });
    const started = Date.now();
    expect((await client().rest.repos.get({ owner: 'o', repo: 'r' })).data).toEqual({ id: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(7);
    expect(messages).toEqual(['GitHub rate limit (429) on GET /repos/{owner}/{repo}: retrying after 7s']);
  });

  it('retries a secondary rate limit (403) after its retry-after, on a write too', async () => {
    nock(API)
      .post('/repos/o/r/check-runs')
      .reply(
        403,
        { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
        { 'retry-after': '60' },
      );
    nock(API).post('/repos/o/r/check-runs').reply(201, { id: 9 });
    const { data } = await client().rest.checks.create({ owner: 'o', repo: 'r', name: 'n', head_sha: 'a'.repeat(40) });
    expect(data).toEqual({ id: 9 });
    expect(messages).toEqual([
      'GitHub secondary rate limit on POST /repos/{owner}/{repo}/check-runs: retrying after 60s',
    ]);
  });

  it('starts the first writes back to back, then one a second', async () => {
    // A "second" of 400 ms here: the pace, not the clock, is under test, with wide margins.
    const paced = createClient({ token: 'secret-token', baseUrl: API, millisecondsPerSecond: 400 });
    const started: number[] = [];
    nock(API)
      .post('/repos/o/r/check-runs')
      .times(WRITE_BURST + 1)
      .reply(201, () => {
        started.push(Date.now());
        return { id: 1 };
      });
    const t0 = Date.now();
    const create = () => paced.rest.checks.create({ owner: 'o', repo: 'r', name: 'n', head_sha: 'a'.repeat(40) });
    await Promise.all(Array.from({ length: WRITE_BURST + 1 }, create));
    expect(WRITE_BURST).toBe(2);
    expect((started[1] ?? Infinity) - t0).toBeLessThan(300); // the second did not wait for the pace
    expect((started[2] ?? 0) - t0).toBeGreaterThanOrEqual(350); // the third did
  });

  it('gives up on a primary limit that resets too late, and says so', async () => {
    const reset = Math.floor(Date.now() / 1000) + 3600;
    nock(API)
      .get('/repos/o/r')
      .reply(
        403,
        { message: 'API rate limit exceeded' },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      );
    const error = await client()
      .rest.repos.get({ owner: 'o', repo: 'r' })
      .catch((e: unknown) => e);
    expect(statusOf(error)).toBe(403);
    expect(messages[0]).toMatch(/^GitHub primary rate limit on GET \/repos\/\{owner\}\/\{repo\}: giving up$/);
  });

  it('retries 5xx up to three times', async () => {
    nock(API).get('/repos/o/r').times(3).reply(503, 'unavailable');
    nock(API).get('/repos/o/r').reply(200, { id: 1 });
    expect((await client().rest.repos.get({ owner: 'o', repo: 'r' })).data).toEqual({ id: 1 });
  });

  it("starts every request's retries at the first wait, whatever an earlier request used", async () => {
    // @octokit/plugin-retry 8.1.1 kept its count on the request options shared by all requests, so
    // after one request's three retries the next request's first retry waited 25 "seconds" (issue 18).
    const timed = createClient({ token: 'secret-token', baseUrl: API, millisecondsPerSecond: 40 });
    nock(API).get('/repos/o/spent').times(4).reply(503, 'unavailable');
    await timed.rest.repos.get({ owner: 'o', repo: 'spent' }).catch(() => undefined);
    const at: number[] = [];
    nock(API)
      .get('/repos/o/next')
      .reply(() => (at.push(Date.now()), [502, 'bad gateway']));
    nock(API)
      .get('/repos/o/next')
      .reply(() => (at.push(Date.now()), [200, { id: 2 }]));
    expect((await timed.rest.repos.get({ owner: 'o', repo: 'next' })).data).toEqual({ id: 2 });
    const waited = (at[1] ?? 0) - (at[0] ?? 0);
    expect(waited).toBeGreaterThanOrEqual(35); // one second's wait…
    expect(waited).toBeLessThan(400); // …not the 4, 16 or 25 seconds of a carried-over count
  });

  it('does not retry a 404, and describes failures without the token', async () => {
    nock(API).get('/repos/o/r').once().reply(404, { message: 'Not Found' });
    const error = await client()
      .rest.repos.get({ owner: 'o', repo: 'r' })
      .catch((e: unknown) => e);
    expect(describeFailure(error)).toBe('HTTP 404: Not Found');
    expect(describeFailure(error)).not.toContain('secret-token');
  });

  it('paginates through Link headers', async () => {
    nock(API)
      .get('/repos/o/r/pulls/1/files')
      .query({ per_page: 100 })
      .reply(200, [{ filename: 'a' }], { link: `<${API}/repos/o/r/pulls/1/files?per_page=100&page=2>; rel="next"` });
    nock(API)
      .get('/repos/o/r/pulls/1/files')
      .query({ per_page: 100, page: 2 })
      .reply(200, [{ filename: 'b' }]);
    const c = client();
    const files = await c.paginate(c.rest.pulls.listFiles, { owner: 'o', repo: 'r', pull_number: 1, per_page: 100 });
    expect(files.map((f) => f.filename)).toEqual(['a', 'b']);
  });
});
