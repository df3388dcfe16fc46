import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, statusOf } from '../../src/github/octokit.js';
import { rateLimitWait, retryWrite } from '../../src/github/retry-policy.js';
import { takePendingMocks } from '../support/pending-mocks.js';

// The retry policy (issue 18 items 4 and 5), with the waits recorded instead of slept: every call
// counts its own retries, and a write GitHub may have applied is looked for before it is sent again.

const API = 'https://api.github.test';
const waits: number[] = [];
const messages: string[] = [];
const client = () =>
  createClient({
    token: 't0ken',
    baseUrl: API,
    log: (m) => messages.push(m),
    millisecondsPerSecond: 1, // so the recorded waits read in seconds
    sleep: async (ms) => void waits.push(ms),
  });
const review = { owner: 'o', repo: 'r', pull_number: 7, event: 'COMMENT' as const, body: 'b' };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => statusOf(e),
  );

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
  waits.length = 0;
  messages.length = 0;
});

describe('retryPolicy', () => {
  it('waits 1, 4 and 9 seconds for one call, and 1 second again for the next call', async () => {
    const c = client();
    nock(API).get('/repos/o/a').times(4).reply(503, 'unavailable');
    expect(await failure(c.rest.repos.get({ owner: 'o', repo: 'a' }))).toBe(503);
    nock(API).get('/repos/o/b').reply(502, 'bad gateway');
    nock(API).get('/repos/o/b').reply(200, { id: 2 });
    expect((await c.rest.repos.get({ owner: 'o', repo: 'b' })).data).toEqual({ id: 2 });
    expect(waits).toEqual([1, 4, 9, 1]);
  });

  it('retries a dropped connection on a read', async () => {
    nock(API).get('/repos/o/r').replyWithError({ code: 'ECONNRESET', message: 'socket hang up' });
    nock(API).get('/repos/o/r').reply(200, { id: 1 });
    expect((await client().rest.repos.get({ owner: 'o', repo: 'r' })).data).toEqual({ id: 1 });
    expect(waits).toEqual([1]);
  });

  it('retries a DELETE, which does the same however often it is applied', async () => {
    nock(API).delete('/repos/o/r/pulls/comments/5').reply(500, 'oops');
    nock(API).delete('/repos/o/r/pulls/comments/5').reply(204);
    await client().rest.pulls.deleteReviewComment({ owner: 'o', repo: 'r', comment_id: 5 });
    expect(waits).toEqual([1]);
  });

  it("waits out every call's rate limit, not only the first two of a run", async () => {
    const c = client();
    for (const repo of ['a', 'b', 'c']) {
      nock(API)
        .get(`/repos/o/${repo}`)
        .reply(403, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '5' });
      nock(API).get(`/repos/o/${repo}`).reply(200, { id: repo });
      expect((await c.rest.repos.get({ owner: 'o', repo })).data).toEqual({ id: repo });
    }
    expect(waits).toEqual([5, 5, 5]);
  });

  it('gives up on a call after two rate limits', async () => {
    nock(API).get('/repos/o/r').times(3).reply(429, { message: 'Too many requests' }, { 'retry-after': '2' });
    expect(await failure(client().rest.repos.get({ owner: 'o', repo: 'r' }))).toBe(429);
    expect(waits).toEqual([2, 2]);
    expect(messages.at(-1)).toBe('GitHub rate limit (429) on GET /repos/{owner}/{repo}: giving up');
  });

  it('does not send a POST again after a 502 when nothing says how to find what it made', async () => {
    nock(API).post('/repos/o/r/pulls/7/reviews').once().reply(502, 'bad gateway');
    expect(await failure(client().rest.pulls.createReview(review))).toBe(502);
    expect(waits).toEqual([]);
  });

  it('returns what the first attempt made when GitHub applied a POST it answered 502', async () => {
    nock(API).post('/repos/o/r/pulls/7/reviews').once().reply(502, 'bad gateway');
    const looked: number[] = [];
    const c = client();
    const { data } = await c.rest.pulls.createReview({
      ...review,
      request: retryWrite(async () => (looked.push(1), { id: 77 })),
    });
    expect(data).toEqual({ id: 77 });
    expect(looked).toEqual([1]);
    expect(waits).toEqual([1]); // it looks after the first wait, when GitHub shows what it made
    expect(messages).toEqual([
      'GitHub answered 502 on POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews, but had applied it',
    ]);
  });

  it('sends the POST again when the first attempt made nothing', async () => {
    nock(API).post('/repos/o/r/pulls/7/reviews').reply(504, 'timeout');
    nock(API).post('/repos/o/r/pulls/7/reviews').reply(200, { id: 78 });
    const { data } = await client().rest.pulls.createReview({ ...review, request: retryWrite(async () => undefined) });
    expect(data).toEqual({ id: 78 });
    expect(waits).toEqual([1]);
  });

  it("reports the write's failure when looking for what it made fails too", async () => {
    nock(API).post('/repos/o/r/pulls/7/reviews').once().reply(500, 'oops');
    const find = async () => {
      throw new Error('listing failed');
    };
    expect(await failure(client().rest.pulls.createReview({ ...review, request: retryWrite(find) }))).toBe(500);
  });

  it('does not retry what the caller aborted', async () => {
    // Aborted once the request reached GitHub, while the answer is delayed (a timer could fire
    // before the request is sent at all on a loaded machine, and leave the mock unused).
    const controller = new AbortController();
    nock(API)
      .get('/repos/o/r')
      .delay(1000)
      .reply(200, { id: 1 })
      .on('request', () => controller.abort());
    const error = await client()
      .rest.repos.get({ owner: 'o', repo: 'r', request: { signal: controller.signal } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(waits).toEqual([]);
  });
});

describe('rateLimitWait', () => {
  const limited = (status: number, message: string, headers: Record<string, string>) =>
    Object.assign(new Error(message), { status, response: { headers } });
  it.each([
    [
      'a secondary limit with retry-after',
      limited(403, 'You have exceeded a secondary rate limit', { 'retry-after': '30' }),
      { kind: 'secondary rate limit', seconds: 30 },
    ],
    [
      'a secondary limit without retry-after waits a minute',
      limited(403, 'secondary rate limit', {}),
      { kind: 'secondary rate limit', seconds: 60 },
    ],
    [
      'a primary limit waits until the reset, plus a second',
      limited(403, 'API rate limit exceeded', { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1010' }),
      { kind: 'primary rate limit', seconds: 11 },
    ],
    [
      'a 429 with retry-after',
      limited(429, 'Too many requests', { 'retry-after': '7' }),
      { kind: 'rate limit (429)', seconds: 7 },
    ],
    ['a 403 that is no limit', limited(403, 'Resource not accessible by integration', {}), undefined],
    ['a 502', limited(502, 'Bad gateway', { 'retry-after': '7' }), undefined],
  ])('%s', (_name, error, wait) => {
    expect(rateLimitWait(error, 1_000_000)).toEqual(wait);
  });
});
