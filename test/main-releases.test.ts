import nock from 'nock';
import { datedRepository } from './support/dated-repository.js';
import { specSchema, widgetCrd } from './rules/compat/widget-crd.js';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { takePendingMocks } from './support/pending-mocks.js';

vi.mock('@actions/core');
const core = await import('@actions/core');
const { run: runAction } = await import('../src/main.js');

// The action on a pull request whose checkout has the history and its tags (actions/checkout with
// fetch-depth: 0): compat/ reads the releases from it (release-services.ts), as the CLI does.

const API = 'https://api.github.test';

const widgets = (properties: string) => widgetCrd(specSchema(`{${properties}}`));

/** A checkout at the head commit: v1.0.0 had size, the base added color, the head has neither. */
function checkout(): { workspace: string; baseSha: string; headSha: string } {
  const { root: workspace, git, commit: commitFiles } = datedRepository('kar-action-releases-');
  const commit = (text: string): string => commitFiles({ 'widgets.yaml': text });
  commit(widgets('size: {type: integer}'));
  git('tag', 'v1.0.0');
  const baseSha = commit(widgets('size: {type: integer}, color: {type: string}'));
  const headSha = commit(widgets('shade: {type: string}'));
  return { workspace, baseSha, headSha };
}

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.mocked(core.getInput).mockImplementation((name) => ({ reporters: 'check', 'github-token': 't' })[name] ?? '');
});
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

describe('run() on a pull request with the history checked out', () => {
  it('reports a removed field no release had as a warning naming the release, and a released one as an error', async () => {
    const { workspace, baseSha, headSha } = checkout();
    nock(API)
      .get(`/repos/o/r/contents/${encodeURIComponent('.github/kube-api-review.yaml')}`)
      .query({ ref: baseSha })
      .reply(404, '');
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, [
        {
          filename: 'widgets.yaml',
          status: 'modified',
          patch:
            '@@ -16,4 +16,4 @@\n           spec:\n             type: object\n-            properties: {size: {type: integer}, color: {type: string}}\n+            properties: {shade: {type: string}}',
        },
      ]);
    let body: { output?: { summary?: string } } = {};
    nock(API)
      .post('/repos/o/r/check-runs', (b: typeof body) => ((body = b), true))
      .reply(201, { id: 1 });
    await runAction({
      workspace,
      tempDir: workspace,
      eventName: 'pull_request',
      apiUrl: API,
      serverUrl: 'https://github.com',
      target: { kind: 'pull_request', repo: { owner: 'o', repo: 'r' }, number: 7, baseSha, headSha, isFork: false },
    });
    expect(core.setFailed).toHaveBeenCalledWith('1 finding(s) at or above error');
    const summary = body.output?.summary ?? '';
    expect(summary).toMatch(/error.*spec\.size was removed from v1/);
    expect(summary).toMatch(
      /warning.*spec\.color was removed from v1.*\(v1\.0\.0 has nothing this breaks, so it breaks only builds made since/,
    );
  });
});
