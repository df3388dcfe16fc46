import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGitHub, loadOperations } from './github-api.js';

// The e2e test's stand-in for GitHub must refuse what GitHub refuses, or the e2e test proves
// nothing: these requests are each wrong in one way.

let github: FakeGitHub;
beforeAll(async () => {
  github = new FakeGitHub(loadOperations(), [() => ({ status: 200, body: {} })]);
  await github.start();
});
afterAll(() => github.stop());

const send = (method: string, path: string, body?: unknown) =>
  fetch(`${github.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: 'token x' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const annotation = { path: 'a.yaml', start_line: 1, end_line: 1, annotation_level: 'failure', message: 'm' };

describe('FakeGitHub', () => {
  it.each([
    ['an unknown path', 'GET', '/repos/o/r/pull/7/files', undefined, 'no such operation'],
    ['a wrong method', 'PUT', '/repos/o/r/check-runs', {}, 'no such operation'],
    ['a check run without head_sha', 'POST', '/repos/o/r/check-runs', { name: 'n' }, 'head_sha'],
    [
      'an annotation level GitHub does not know',
      'POST',
      '/repos/o/r/check-runs',
      {
        name: 'n',
        head_sha: 'a',
        output: { title: 't', summary: 's', annotations: [{ ...annotation, annotation_level: 'error' }] },
      },
      'enum',
    ],
    [
      '51 annotations in one request',
      'POST',
      '/repos/o/r/check-runs',
      {
        name: 'n',
        head_sha: 'a',
        output: { title: 't', summary: 's', annotations: Array.from({ length: 51 }, () => annotation) },
      },
      'maxItems',
    ],
    [
      'a review event GitHub does not know',
      'POST',
      '/repos/o/r/pulls/7/reviews',
      { event: 'COMMENTED', body: 'b' },
      'enum',
    ],
    [
      'a review comment without a path',
      'POST',
      '/repos/o/r/pulls/7/reviews',
      { event: 'COMMENT', body: 'b', comments: [{ body: 'x', line: 1 }] },
      'path',
    ],
  ])('refuses %s', async (_name, method, path, body, why) => {
    const before = github.violations.length;
    await send(method, path, body);
    expect(github.violations.slice(before).join('\n')).toContain(why);
  });

  it('accepts a well-formed check run and review', async () => {
    const before = github.violations.length;
    await send('POST', '/repos/o/r/check-runs', {
      name: 'n',
      head_sha: 'a',
      status: 'completed',
      conclusion: 'success',
      output: { title: 't', summary: 's', annotations: [annotation] },
    });
    await send('POST', '/repos/o/r/pulls/7/reviews', {
      commit_id: 'a',
      event: 'COMMENT',
      body: 'b',
      comments: [{ path: 'a.yaml', line: 2, side: 'RIGHT', body: 'x' }],
    });
    expect(github.violations.slice(before)).toEqual([]);
  });
});
