import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOTATIONS_PER_REQUEST,
  CHECK_RUN_NAME,
  CheckRunReporter,
  MAX_SUMMARY_CHARS,
} from '../../src/github/check-run-reporter.js';
import { createClient } from '../../src/github/octokit.js';
import { finding, placed } from './findings.js';
import { takePendingMocks } from '../support/pending-mocks.js';

const API = 'https://api.github.test';
const HEAD = 'b'.repeat(40);
const client = () => createClient({ token: 't0ken', baseUrl: API, millisecondsPerSecond: 1 });
const options = (over: Partial<ConstructorParameters<typeof CheckRunReporter>[0]> = {}) => ({
  client: client(),
  owner: 'o',
  repo: 'r',
  headSha: HEAD,
  isFailing: (shown: readonly unknown[]) => shown.length > 0,
  summary: (shown: readonly unknown[], max: number) => `${shown.length} findings`.slice(0, max),
  ...over,
});

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

interface Sent {
  name?: string;
  head_sha?: string;
  status?: string;
  conclusion?: string;
  output: { title: string; summary: string; annotations?: Record<string, unknown>[] };
}

describe('CheckRunReporter', () => {
  it('creates one completed run on the head SHA when everything fits in one request', async () => {
    let sent = {} as Sent;
    nock(API)
      .post('/repos/o/r/check-runs', (b: Sent) => ((sent = b), true))
      .reply(201, { id: 5 });
    const reporter = new CheckRunReporter(options({ detailsUrl: 'https://github.com/o/r/actions/runs/1' }));
    reporter.add(placed(finding(2, { severity: 'warning' })));
    reporter.add(placed(finding(1, { endLine: 3 })));
    reporter.add(placed(finding(9), false));
    expect(await reporter.flush()).toEqual({
      reporter: 'check',
      status: 'done',
      detail: `check run ${CHECK_RUN_NAME} (failure) with 2 annotation(s) in 1 request(s)`,
    });
    expect(sent).toMatchObject({ name: CHECK_RUN_NAME, head_sha: HEAD, status: 'completed', conclusion: 'failure' });
    expect(sent.output.title).toBe('1 error(s), 1 warning(s), 0 notice(s)');
    expect(sent.output.annotations).toEqual([
      {
        path: 'crds/a.yaml',
        start_line: 1,
        end_line: 3,
        annotation_level: 'failure',
        message: 'message 1',
        title: 'approval/invalid',
        raw_details:
          'metadata.annotations[api-approved.kubernetes.io]\nhttps://github.com/kube-api-review/kube-api-review/blob/main/docs/rules/approval/invalid.md',
      },
      expect.objectContaining({
        start_line: 2,
        end_line: 2,
        start_column: 3,
        end_column: 8,
        annotation_level: 'warning',
      }),
    ]);
  });

  it('sends 50 annotations per request and appends the rest by PATCH, completing on the last', async () => {
    const sent: Sent[] = [];
    nock(API)
      .post('/repos/o/r/check-runs', (b: Sent) => (sent.push(b), true))
      .reply(201, { id: 5 });
    nock(API)
      .patch('/repos/o/r/check-runs/5', (b: Sent) => (sent.push(b), true))
      .twice()
      .reply(200, { id: 5 });
    const reporter = new CheckRunReporter(options());
    for (let i = 1; i <= 120; i++) reporter.add(placed(finding(i, { severity: i % 2 ? 'error' : 'notice' })));
    await reporter.flush();
    expect(sent.map((s) => [s.status, s.conclusion, s.output.annotations?.length])).toEqual([
      ['in_progress', undefined, ANNOTATIONS_PER_REQUEST],
      [undefined, undefined, ANNOTATIONS_PER_REQUEST],
      ['completed', 'failure', 20],
    ]);
    // Most severe first: the 60 errors fill the first request.
    expect(sent[0]?.output.annotations?.every((a) => a.annotation_level === 'failure')).toBe(true);
  });

  it("gives the summary renderer GitHub's 65,535-character limit and concludes success below fail-on", async () => {
    let limit = 0;
    let sent = {} as Sent;
    nock(API)
      .post('/repos/o/r/check-runs', (b: Sent) => ((sent = b), true))
      .reply(201, { id: 5 });
    const reporter = new CheckRunReporter(
      options({
        isFailing: () => false,
        summary: (_s, max) => ((limit = max), 'ok'),
      }),
    );
    await reporter.flush();
    expect(limit).toBe(MAX_SUMMARY_CHARS);
    expect(sent).toMatchObject({
      status: 'completed',
      conclusion: 'success',
      output: { title: 'No findings', summary: 'ok' },
    });
  });

  it('finds the check run GitHub created but answered 502, and appends to it instead of creating another', async () => {
    const posted: Sent[] = [];
    nock(API)
      .post('/repos/o/r/check-runs', (b: Sent) => (posted.push(b), true))
      .reply(502, 'bad gateway');
    const runs = (external_id: string, id: number) => ({ id, name: CHECK_RUN_NAME, head_sha: HEAD, external_id });
    nock(API)
      .get(`/repos/o/r/commits/${HEAD}/check-runs`)
      .query({ check_name: CHECK_RUN_NAME, filter: 'all', per_page: 100 })
      .reply(200, {
        total_count: 2,
        check_runs: [runs('kube-api-review-earlier', 4), runs('kube-api-review-this', 6)],
      });
    nock(API).patch('/repos/o/r/check-runs/6').reply(200, { id: 6 });
    const reporter = new CheckRunReporter(options({ externalId: 'kube-api-review-this' }));
    for (let i = 1; i <= 60; i++) reporter.add(placed(finding(i)));
    expect((await reporter.flush()).status).toBe('done');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ external_id: 'kube-api-review-this' });
  });

  it("creates the check run again when the attempt GitHub answered 502 made none, not counting earlier runs' ones", async () => {
    nock(API).post('/repos/o/r/check-runs').reply(502, 'bad gateway');
    nock(API)
      .get(`/repos/o/r/commits/${HEAD}/check-runs`)
      .query({ check_name: CHECK_RUN_NAME, filter: 'all', per_page: 100 })
      .reply(200, {
        total_count: 1,
        check_runs: [{ id: 4, name: CHECK_RUN_NAME, head_sha: HEAD, external_id: 'kube-api-review-earlier' }],
      });
    nock(API).post('/repos/o/r/check-runs').reply(201, { id: 7 });
    expect((await new CheckRunReporter(options({ externalId: 'kube-api-review-this' })).flush()).status).toBe('done');
  });

  it('does not append a batch twice when GitHub applied a PATCH it answered 502', async () => {
    nock(API).post('/repos/o/r/check-runs').reply(201, { id: 5 });
    const patched: Sent[] = [];
    nock(API)
      .patch('/repos/o/r/check-runs/5', (b: Sent) => (patched.push(b), true))
      .reply(502, 'bad gateway');
    nock(API)
      .get('/repos/o/r/check-runs/5')
      .reply(200, { id: 5, status: 'in_progress', output: { annotations_count: 100 } });
    nock(API)
      .patch('/repos/o/r/check-runs/5', (b: Sent) => (patched.push(b), true))
      .reply(502, 'bad gateway');
    nock(API)
      .get('/repos/o/r/check-runs/5')
      .reply(200, { id: 5, status: 'in_progress', output: { annotations_count: 100 } }); // the last batch was not applied
    nock(API)
      .patch('/repos/o/r/check-runs/5', (b: Sent) => (patched.push(b), true))
      .reply(200, { id: 5 });
    const reporter = new CheckRunReporter(options());
    for (let i = 1; i <= 120; i++) reporter.add(placed(finding(i)));
    expect((await reporter.flush()).status).toBe('done');
    expect(patched.map((b) => [b.status, b.output.annotations?.length])).toEqual([
      [undefined, 50],
      ['completed', 20],
      ['completed', 20],
    ]);
  });

  it('reports a read-only token (403) as forbidden', async () => {
    nock(API).post('/repos/o/r/check-runs').reply(403, { message: 'Resource not accessible by integration' });
    const outcome = await new CheckRunReporter(options()).flush();
    expect(outcome.status).toBe('forbidden');
  });

  it('reports a failed append without throwing', async () => {
    nock(API).post('/repos/o/r/check-runs').reply(201, { id: 5 });
    nock(API)
      .patch('/repos/o/r/check-runs/5')
      .reply(422, { message: 'No more than 50 items are allowed; 51 were supplied' });
    const reporter = new CheckRunReporter(options());
    for (let i = 1; i <= 60; i++) reporter.add(placed(finding(i)));
    const outcome = await reporter.flush();
    expect(outcome).toEqual({
      reporter: 'check',
      status: 'failed',
      detail: 'appending annotations 51…: HTTP 422: No more than 50 items are allowed; 51 were supplied',
    });
  });
});
