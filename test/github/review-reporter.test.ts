import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker, listedMarker, markerId } from '../../src/github/comment-marker.js';
import { createClient } from '../../src/github/octokit.js';
import {
  commentBody,
  listPosted,
  MAX_COMMENTS_PER_REVIEW,
  ReviewReporter,
  type ReviewReporterOptions,
} from '../../src/github/review-reporter.js';
import { finding, placed } from './findings.js';
import { takePendingMocks } from '../support/pending-mocks.js';

const API = 'https://api.github.test';
const HEAD = 'b'.repeat(40);
const target = { owner: 'o', repo: 'r', number: 7, headSha: HEAD };
const client = () => createClient({ token: 't0ken', baseUrl: API, millisecondsPerSecond: 1 });
const everyLine = new Map([['crds/a.yaml', [{ start: 1, end: 200 }]]]);
const reviewed = new Set(['crds/a.yaml']);
type Options = Omit<ReviewReporterOptions, 'reviewed'> & Partial<Pick<ReviewReporterOptions, 'reviewed'>>;
const reporterOf = (options: Options) => new ReviewReporter({ reviewed, ...options });

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

interface Comment {
  id: number;
  body: string;
  path?: string;
  line?: number;
  in_reply_to_id?: number;
}
/** What earlier runs left on the pull request: review comments (on crds/a.yaml unless said) and review bodies. */
const existing = (comments: Comment[], reviews: { id: number; body: string }[] = []) => {
  nock(API)
    .get('/repos/o/r/pulls/7/comments')
    .query({ per_page: 100 })
    .reply(
      200,
      comments.map((c) => ({ path: 'crds/a.yaml', ...c })),
    );
  nock(API).get('/repos/o/r/pulls/7/reviews').query({ per_page: 100 }).reply(200, reviews);
};

describe('ReviewReporter', () => {
  it('posts one COMMENT review on the head SHA, only for shown findings on lines inside the patch', async () => {
    existing([]);
    let body: Record<string, unknown> = {};
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: Record<string, unknown>) => ((body = b), true))
      .reply(200, { id: 1 });
    const reporter = reporterOf({
      client: client(),
      target,
      commentable: new Map([['crds/a.yaml', [{ start: 1, end: 4 }]]]),
    });
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
      {
        path: 'crds/a.yaml',
        line: 4,
        side: 'RIGHT',
        start_line: 3,
        start_side: 'RIGHT',
        body: commentBody(finding(3, { endLine: 4 })),
      },
    ]);
  });

  // A CRD generated into several files gets the same finding in each (antrea's chart, bundle and
  // install manifests): one comment names the other files.
  it('posts one comment for the same finding in several files, naming the others', async () => {
    existing([]);
    let body: { comments?: { path: string; body: string }[]; body?: string } = {};
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: typeof body) => ((body = b), true))
      .reply(200, { id: 1 });
    const files = ['crds/a.yaml', 'chart/crds/a.yaml', 'deploy/all`in`one.yaml'];
    const reporter = reporterOf({
      client: client(),
      target,
      commentable: new Map(files.map((f) => [f, [{ start: 1, end: 200 }]])),
    });
    reporter.add(placed(finding(5)));
    reporter.add(placed(finding(7, { file: files[1], fingerprint: finding(5).fingerprint, message: 'message 5' })));
    reporter.add(placed(finding(9, { file: files[2], fingerprint: finding(5).fingerprint, message: 'message 5' })));
    // The same fingerprint with another message is another finding.
    reporter.add(placed(finding(11, { file: files[1], fingerprint: finding(5).fingerprint })));
    const outcome = await reporter.flush();
    expect(outcome.detail).toMatch(/^posted a review with 2 comment\(s\)/);
    // Comments come in the order of the findings' places; the first of the copies carries them.
    const copy = (n: number, file: string) =>
      finding(n, { file, fingerprint: finding(5).fingerprint, message: 'message 5' });
    expect(body.comments?.map((c) => c.path)).toEqual(['chart/crds/a.yaml', 'chart/crds/a.yaml']);
    expect(body.comments?.[0]?.body).toBe(commentBody(copy(7, files[1] ?? ''), [finding(5), copy(9, files[2] ?? '')]));
    expect(body.comments?.[0]?.body).toContain(
      'The same in 2 other file(s): crds/a.yaml:5, deploy/all\\`in\\`one.yaml:9.',
    );
    expect(body.comments?.[1]?.body).not.toContain('The same in');
    expect(body.body).toContain(
      'found 2 new finding(s) on lines of this change (and the same 2 time(s) more in copies, named in the comments)',
    );
  });

  it('sends at most 30 comments and lists the rest in the review body', async () => {
    existing([]);
    let body: { comments?: unknown[]; body?: string } = {};
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: typeof body) => ((body = b), true))
      .reply(200, { id: 1 });
    const reporter = reporterOf({ client: client(), target, commentable: everyLine });
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
    const reporter = reporterOf({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    reporter.add(placed(finding(5)));
    const outcome = await reporter.flush();
    expect(body.comments?.map((c) => c.line)).toEqual([5]);
    expect(outcome.detail).toBe(
      'posted a review with 1 comment(s); 1 outdated removed, 1 kept for their replies, 0 kept on files not reviewed in full',
    );
  });

  it("keeps a long overflow under GitHub's body limit, and marks at most MAX_LISTED_FINDINGS", async () => {
    existing([]);
    let body = '';
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: { body: string }) => ((body = b.body), true))
      .reply(200, { id: 1 });
    const reporter = reporterOf({
      client: client(),
      target,
      commentable: new Map([['crds/a.yaml', [{ start: 1, end: 2000 }]]]),
    });
    for (let i = 1; i <= 1100; i++) reporter.add(placed(finding(i, { message: `${'long '.repeat(40)}${i}` })));
    await reporter.flush();
    expect(body.length).toBeLessThanOrEqual(60_000);
    const listed = /kube-api-review:listed=([0-9a-f,]+)/.exec(body)?.[1]?.split(',') ?? [];
    expect(listed).toHaveLength(1000);
    expect(listed[0]).toBe(markerId(finding(31).fingerprint));
    expect(body).toMatch(/\n- … and \d+ more, in the check run\n\n<\/details>/);
  });

  it('on a re-run posts nothing when earlier runs posted the comments and listed the overflow', async () => {
    existing([]);
    let first: { comments: { body: string }[]; body: string } = { comments: [], body: '' };
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: typeof first) => ((first = b), true))
      .reply(200, { id: 1 });
    const findings = Array.from({ length: 35 }, (_, i) => finding(i + 1));
    const run1 = reporterOf({ client: client(), target, commentable: everyLine });
    for (const f of findings) run1.add(placed(f));
    await run1.flush();
    expect(first.body).toContain(listedMarker(findings.slice(30).map((f) => markerId(f.fingerprint))));

    existing(
      first.comments.map((c, i) => ({ id: 100 + i, body: c.body })),
      [{ id: 1, body: first.body }],
    );
    const run2 = reporterOf({ client: client(), target, commentable: everyLine });
    for (const f of findings) run2.add(placed(f));
    expect(await run2.flush()).toEqual({
      reporter: 'review',
      status: 'done',
      detail:
        'nothing new to comment on (35 already posted; 0 outdated removed, 0 kept for their replies, 0 kept on files not reviewed in full)',
    });
  });

  it('deletes outdated comments only on files this run reviewed in full', async () => {
    existing([
      { id: 11, body: commentMarker('approval/invalid gone') },
      { id: 12, body: commentMarker('approval/invalid unread'), path: 'crds/unreadable.yaml' },
      { id: 13, body: commentMarker('approval/invalid outside'), path: 'docs/outside-paths.yaml' },
    ]);
    nock(API).delete('/repos/o/r/pulls/comments/11').reply(204);
    const reporter = reporterOf({ client: client(), target, commentable: everyLine });
    expect((await reporter.flush()).detail).toBe(
      'nothing new to comment on (0 already posted; 1 outdated removed, 0 kept for their replies, 2 kept on files not reviewed in full)',
    );
  });

  it('finds a review GitHub posted but answered 502, and does not post it again', async () => {
    existing([]);
    const sent: { body: string }[] = [];
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: { body: string }) => (sent.push(b), true))
      .reply(502, 'bad gateway');
    nock(API)
      .get('/repos/o/r/pulls/7/reviews')
      .query({ per_page: 100 })
      .reply(() => [
        200,
        [
          { id: 3, body: "a person's review" },
          { id: 4, body: sent[0]?.body },
        ],
      ]);
    const reporter = reporterOf({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    expect((await reporter.flush()).detail).toBe(
      'posted a review with 1 comment(s); 0 outdated removed, 0 kept for their replies, 0 kept on files not reviewed in full',
    );
    expect(sent).toHaveLength(1);
  });

  it('posts the review again when the attempt GitHub answered 502 left none', async () => {
    existing([]);
    const sent: unknown[] = [];
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: unknown) => (sent.push(b), true))
      .reply(502, 'bad gateway');
    nock(API)
      .get('/repos/o/r/pulls/7/reviews')
      .query({ per_page: 100 })
      .reply(200, [{ id: 3, body: "a person's review" }]);
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: unknown) => (sent.push(b), true))
      .reply(200, { id: 5 });
    const reporter = reporterOf({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    expect((await reporter.flush()).status).toBe('done');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('posts no review when everything was posted before', async () => {
    existing([{ id: 10, body: commentMarker(finding(1).fingerprint) }]);
    const reporter = reporterOf({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    expect((await reporter.flush()).status).toBe('done');
  });

  it('uses the comments listed before the review ran, and lists them only once', async () => {
    existing([{ id: 10, body: commentMarker(finding(1).fingerprint) }]);
    const c = client();
    const listed = listPosted(c, target);
    await listed; // the listing is done before flush: flush sends no second GET (nock would refuse it)
    let body: { comments?: { line: number }[] } = {};
    nock(API)
      .post('/repos/o/r/pulls/7/reviews', (b: typeof body) => ((body = b), true))
      .reply(200, { id: 2 });
    const reporter = reporterOf({ client: c, target, commentable: everyLine, listed });
    reporter.add(placed(finding(1)));
    reporter.add(placed(finding(5)));
    await reporter.flush();
    expect(body.comments?.map((x) => x.line)).toEqual([5]);
  });

  it("reports a listing that failed before the review ran as the review's failure", async () => {
    nock(API)
      .get('/repos/o/r/pulls/7/comments')
      .query({ per_page: 100 })
      .reply(403, { message: 'Resource not accessible by integration' });
    nock(API).get('/repos/o/r/pulls/7/reviews').query({ per_page: 100 }).reply(200, []);
    const c = client();
    const reporter = reporterOf({ client: c, target, commentable: everyLine, listed: listPosted(c, target) });
    reporter.add(placed(finding(1)));
    expect(await reporter.flush()).toEqual({
      reporter: 'review',
      status: 'forbidden',
      detail: 'listing what earlier runs posted: HTTP 403: Resource not accessible by integration',
    });
  });

  it('reports a read-only token (403) as forbidden, without throwing', async () => {
    existing([]);
    nock(API).post('/repos/o/r/pulls/7/reviews').reply(403, { message: 'Resource not accessible by integration' });
    const reporter = reporterOf({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    const outcome = await reporter.flush();
    expect(outcome).toEqual({
      reporter: 'review',
      status: 'forbidden',
      detail: 'posting the review: HTTP 403: Resource not accessible by integration',
    });
  });

  it('reports 422 for a line outside the diff as a failure, without retrying', async () => {
    existing([]);
    nock(API)
      .post('/repos/o/r/pulls/7/reviews')
      .once()
      .reply(422, {
        message: 'Unprocessable Entity',
        errors: ['Pull request review thread line must be part of the diff'],
      });
    const reporter = reporterOf({ client: client(), target, commentable: everyLine });
    reporter.add(placed(finding(1)));
    const outcome = await reporter.flush();
    expect(outcome.status).toBe('failed');
    expect(outcome.detail).toContain('HTTP 422');
  });
});

describe('commentBody', () => {
  it('escapes user text, links the docs, carries a suggestion and the hidden marker', () => {
    const body = commentBody(finding(1, { message: 'name @admin <b>x</b>', suggestion: 'a: ```b```' }));
    expect(body).toContain(
      '[approval/invalid](https://github.com/kube-api-review/kube-api-review/blob/main/docs/rules/approval/invalid.md)',
    );
    expect(body).toContain('name \\@&#8203;admin &lt;b&gt;x&lt;/b&gt;');
    expect(body).toContain('````suggestion\na: ```b```\n````');
    expect(body.endsWith(commentMarker(finding(1).fingerprint))).toBe(true);
  });
});
