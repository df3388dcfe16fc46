import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/comment-marker.js';
import { createClient } from '../../src/github/octokit.js';
import { commentBody, listReviewComments, MAX_COMMENTS_PER_REVIEW, ReviewReporter } from '../../src/github/review-reporter.js';
import { finding, placed } from './findings.js';

const API = 'https://api.github.test';
const HEAD = 'b'.repeat(40);
const target = { owner: 'o', repo: 'r', number: 7, headSha: HEAD };
const client = () => createClient({ token: 't0ken', baseUrl: API, millisecondsPerSecond: 1 });
const everyLine = new Map([['crds/a.yaml', [{ start: 1, end: 200 }]]]);

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

const existing = (comments: unknown[]) => nock(API).get('/repos/o/r/pulls/7/comments').query({ per_page: 100 }).reply(200, comments);

describe('ReviewReporter', () => {
  it('posts one COMMENT review on the head SHA, only for shown findings on lines inside the patch', async () => {
    existing([]);
    let body: Record<string, unknown> = {};
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: Record<string, unknown>) => ((body = b), true))
      .reply(200, { id: 1 });
    const reporter = new ReviewReporter({ client: client(), target, commentable: new Map([['crds/a.yaml', [{ start: 1, end: 4 }]]]) });
    reporter.add(placed(finding(2)));
    reporter.add(placed(finding(3, { endLine: 4 })));
    reporter.add(placed(finding(9))); // outside the patch: check run and summary only
    reporter.add(placed(finding(1), false)); // hidden by the filter
    reporter.add(placed(finding(2, { file: 'other.yaml', fingerprint: 'x' }))); // not in the PR
    const outcome = await reporter.flush();
    expect(outcome.status).toBe('done');
    expect(body.commit_id).toBe(HEAD);
    expect(body.event).toBe('COMMENT');
    expect(body.comments).toEqual([
      { path: 'crds/a.yaml', line: 2, side: 'RIGHT', body: commentBody(finding(2)) },
      { path: 'crds/a.yaml', line: 4, side: 'RIGHT', start_line: 3, start_side: 'RIGHT', body: commentBody(finding(3, { endLine: 4 })) },
    ]);
  });

  it('sends at most 30 comments and lists the rest in the review body', async () => {
    existing([]);
    let body: { comments?: unknown[]; body?: string } = {};
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: typeof body) => ((body = b), true))
      .reply(200, { id: 1 });
    const reporter = new ReviewReporter({ client: client(), target, commentable: everyLine });
    for (let i = 1; i <= 35; i++) reporter.add(placed(finding(i)));
    await reporter.flush();
    expect(body.comments).toHaveLength(MAX_COMMENTS_PER_REVIEW);
    expect(body.body).toContain('5 more finding(s) not posted as comments');
    expect(body.body).toContain('crds/a.yaml:35');
  });

  it('on a re-run posts nothing twice, deletes comments whose finding is gone, and keeps threads with replies', async () => {
    existing([
      { id: 10, body: `old\n\n${commentMarker(finding(1).fingerprint)}`, path: 'crds/a.yaml', line: 40 }, // moved line: kept
      { id: 11, body: `gone\n\n${commentMarker('approval/invalid gone')}` },
      { id: 12, body: `gone, answered\n\n${commentMarker('approval/invalid answered')}` },
      { id: 13, body: 'I disagree', in_reply_to_id: 12 },
    ]);
    nock(API).delete('/repos/o/r/pulls/comments/11').reply(204);
    let body: { comments?: { line: number }[] } = {};
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: typeof body) => ((body = b), true))
      .reply(200, { id: 2 });
    const reporter = new ReviewReporter({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    reporter.add(placed(finding(5)));
    const outcome = await reporter.flush();
    expect(body.comments?.map((c) => c.line)).toEqual([5]);
    expect(outcome.detail).toBe('posted a review with 1 comment(s); 1 outdated removed');
  });

  it('posts no review when everything was posted before', async () => {
    existing([{ id: 10, body: commentMarker(finding(1).fingerprint) }]);
    const reporter = new ReviewReporter({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    expect((await reporter.flush()).status).toBe('done');
  });

  it('uses the comments listed before the review ran, and lists them only once', async () => {
    existing([{ id: 10, body: commentMarker(finding(1).fingerprint) }]);
    const c = client();
    const listed = listReviewComments(c, target);
    await listed; // the listing is done before flush: flush sends no second GET (nock would refuse it)
    let body: { comments?: { line: number }[] } = {};
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: typeof body) => ((body = b), true))
      .reply(200, { id: 2 });
    const reporter = new ReviewReporter({ client: c, target, commentable: everyLine, listed });
    reporter.add(placed(finding(1)));
    reporter.add(placed(finding(5)));
    await reporter.flush();
    expect(body.comments?.map((x) => x.line)).toEqual([5]);
  });

  it('reports a listing that failed before the review ran as the review\'s failure', async () => {
    nock(API).get('/repos/o/r/pulls/7/comments').query({ per_page: 100 }).reply(403, { message: 'Resource not accessible by integration' });
    const c = client();
    const reporter = new ReviewReporter({ client: c, target, commentable: everyLine, listed: listReviewComments(c, target) });
    reporter.add(placed(finding(1)));
    expect(await reporter.flush()).toEqual({ reporter: 'review', status: 'forbidden', detail: 'listing review comments: HTTP 403: Resource not accessible by integration' });
  });

  it('reports a read-only token (403) as forbidden, without throwing', async () => {
    existing([]);
    nock(API).post('/repos/o/r/pulls/7/reviews').reply(403, { message: 'Resource not accessible by integration' });
    const reporter = new ReviewReporter({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    const outcome = await reporter.flush();
    expect(outcome).toEqual({ reporter: 'review', status: 'forbidden', detail: 'posting the review: HTTP 403: Resource not accessible by integration' });
  });

  it('reports 422 for a line outside the diff as a failure, without retrying', async () => {
    existing([]);
    nock(API).post('/repos/o/r/pulls/7/reviews').once().reply(422, { message: 'Unprocessable Entity', errors: ['Pull request review thread line must be part of the diff'] });
    const reporter = new ReviewReporter({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    const outcome = await reporter.flush();
    expect(outcome.status).toBe('failed');
    expect(outcome.detail).toContain('HTTP 422');
  });
});

describe('commentBody', () => {
  it('escapes user text, links the docs, carries a suggestion and the hidden marker', () => {
    const body = commentBody(finding(1, { message: 'name @admin <b>x</b>', suggestion: 'a: ```b```' }));
    expect(body).toContain('[approval/invalid](https://github.com/kube-api-review/kube-api-review/blob/main/docs/rules/approval/invalid.md)');
    expect(body).toContain('name \\@&#8203;admin &lt;b&gt;x&lt;/b&gt;');
    expect(body).toContain('````suggestion\na: ```b```\n````');
    expect(body.endsWith(commentMarker(finding(1).fingerprint))).toBe(true);
  });
});
