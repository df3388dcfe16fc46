import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GitHubContext } from '../src/github/context.js';
import { takePendingMocks } from './support/pending-mocks.js';

vi.mock('@actions/core');
const core = await import('@actions/core');
const { run } = await import('../src/main.js');

// run() with @actions/core mocked (STYLE §4): inputs in, outputs and status out. The workspace path
// (events without a pull request) and the pull-request path (API through nock) both end here.

const crd = (annotation: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.k8s.io
  annotations:
    api-approved.kubernetes.io: ${annotation}
spec:
  group: demo.k8s.io
  names:
    kind: Widget
    listKind: WidgetList
    plural: widgets
    singular: widget
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
`;

const API = 'https://api.github.test';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);

function workspace(files: Record<string, string>, over: Partial<GitHubContext> = {}): GitHubContext {
  const dir = mkdtempSync(join(tmpdir(), 'kar-action-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { workspace: dir, tempDir: dir, eventName: 'push', apiUrl: API, serverUrl: 'https://github.com', ...over };
}

function inputs(values: Record<string, string>) {
  vi.mocked(core.getInput).mockImplementation((name) => values[name] ?? '');
}

let stdout = '';
beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  vi.resetAllMocks();
  stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
});
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

describe('run() without a pull request', () => {
  it('annotates findings, writes SARIF, sets outputs and fails on an error', async () => {
    inputs({});
    const ctx = workspace({ 'crd.yaml': crd('"pending review"') });
    await run(ctx);
    expect(stdout).toContain('::error file=crd.yaml,line=6,col=33');
    expect(core.setOutput).toHaveBeenCalledWith('errors', 1);
    expect(core.setOutput).toHaveBeenCalledWith('warnings', 0);
    expect(core.setOutput).toHaveBeenCalledWith('sarif-file', join(ctx.tempDir, 'kube-api-review.sarif'));
    expect(JSON.parse(readFileSync(join(ctx.tempDir, 'kube-api-review.sarif'), 'utf8')).runs[0].results[0].ruleId).toBe(
      'approval/invalid',
    );
    expect(core.setFailed).toHaveBeenCalledWith('1 finding(s) at or above error');
  });

  it('passes when nothing reaches fail-on', async () => {
    inputs({ 'fail-on': 'error' });
    await run(workspace({ 'crd.yaml': crd('"unapproved, testing"') }));
    expect(stdout).toContain('::warning file=crd.yaml,line=6,col=33');
    expect(core.setFailed).not.toHaveBeenCalled();
  });

  it.each([
    ['fail-on', 'sometimes', 'input fail-on must be one of error, warning, notice, never, not "sometimes"'],
    ['reporters', 'review,email', 'input reporters must be one of review, check, summary, not "email"'],
    [
      'approval-repos',
      'https://github.com/x',
      'input approval-repos takes owners or owner/repo (owner/* for every repository of an owner), not "https://github.com/x"',
    ],
  ])('fails naming the input when %s is %s', async (name, value, message) => {
    inputs({ [name]: value });
    await run(workspace({}));
    expect(core.setFailed).toHaveBeenCalledWith(message);
  });

  it('masks the tokens before anything else', async () => {
    inputs({ 'github-token': 'ghs_secret', 'approval-token': 'ghp_other' });
    await run(workspace({}));
    expect(core.setSecret).toHaveBeenCalledWith('ghs_secret');
    expect(core.setSecret).toHaveBeenCalledWith('ghp_other');
  });

  it('writes the job summary on a push too, linking each line to the commit it ran on', async () => {
    inputs({});
    let written = '';
    vi.mocked(core.summary.addRaw).mockImplementation((text) => ((written += String(text)), core.summary));
    vi.mocked(core.summary.write).mockResolvedValue(core.summary);
    const sha = 'c'.repeat(40);
    await run(workspace({ 'crds/crd.yaml': crd('"pending review"') }, { repository: { owner: 'o', repo: 'r' }, sha }));
    expect(written).toContain(
      '| ❌ **error** | [crds/crd.yaml:6](https://github.com/o/r/blob/cccccccccccccccccccccccccccccccccccccccc/crds/crd.yaml#L6) |',
    );
    expect(core.summary.write).toHaveBeenCalledTimes(1);
  });

  it('writes no job summary when the reporters leave it out', async () => {
    inputs({ reporters: 'check' });
    await run(workspace({ 'crd.yaml': crd('"pending review"') }));
    expect(core.summary.addRaw).not.toHaveBeenCalled();
  });

  it('reviews only the paths given', async () => {
    inputs({ paths: 'keep/**' });
    await run(workspace({ 'crd.yaml': crd('"pending review"') }));
    expect(core.setOutput).toHaveBeenCalledWith('errors', 0);
    expect(core.setFailed).not.toHaveBeenCalled();
  });
});

describe('run() on a pull request', () => {
  const target = {
    kind: 'pull_request' as const,
    repo: { owner: 'o', repo: 'r' },
    number: 7,
    baseSha: BASE,
    headSha: HEAD,
    isFork: false,
  };
  const raw = (path: string, ref: string, reply: [number, string]) =>
    nock(API)
      .get(`/repos/o/r/contents/${encodeURIComponent(path)}`)
      .query({ ref })
      .reply(reply[0], reply[1], { 'content-type': 'application/vnd.github.raw; charset=utf-8' });

  it('gates with the base branch configuration and reports that the PR changes it', async () => {
    inputs({ reporters: 'check', 'github-token': 't' });
    // At base the rule is an error; the PR turns it off, which must not apply to this PR.
    raw('.github/kube-api-review.yaml', BASE, [200, 'rules:\n  approval/invalid: error\n']);
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, [
        {
          filename: 'crd.yaml',
          status: 'added',
          patch: `@@ -0,0 +1,21 @@\n${crd('"pending review"')
            .trimEnd()
            .split('\n')
            .map((l) => `+${l}`)
            .join('\n')}`,
        },
        {
          filename: '.github/kube-api-review.yaml',
          status: 'modified',
          patch: '@@ -1,2 +1,2 @@\n rules:\n-  approval/invalid: error\n+  approval/invalid: off',
        },
      ]);
    raw('crd.yaml', HEAD, [200, crd('"pending review"')]);
    raw('.github/kube-api-review.yaml', HEAD, [200, 'rules:\n  approval/invalid: off\n']);
    // The base version is not fetched again for the change set: nock would refuse a second request.
    nock(API)
      .get(`/repos/o/r/git/trees/${HEAD}`)
      .query({ recursive: 'true' })
      .reply(200, { sha: HEAD, truncated: false, tree: [] });
    let check: { head_sha?: string; conclusion?: string; output?: { summary?: string } } = {};
    nock(API)
      .post('/repos/o/r/check-runs', (b: typeof check) => ((check = b), true))
      .reply(201, { id: 1 });
    await run(workspace({}, { eventName: 'pull_request', target }));
    expect(core.setFailed).toHaveBeenCalledWith('1 finding(s) at or above error');
    expect(check.head_sha).toBe(HEAD);
    expect(check.conclusion).toBe('failure');
    expect(check.output?.summary).toContain(
      'This change edits .github/kube-api-review.yaml; the review used the version on the base branch',
    );
    expect(core.info).toHaveBeenCalledWith(
      'This change edits .github/kube-api-review.yaml; the review used the version on the base branch, and the edit applies once it is merged.',
    );
  });

  const warnedChange = () => {
    raw('.github/kube-api-review.yaml', BASE, [404, '']);
    const text = crd('"unapproved, testing"');
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, [
        {
          filename: 'crd.yaml',
          status: 'added',
          patch: `@@ -0,0 +1,21 @@\n${text
            .trimEnd()
            .split('\n')
            .map((l) => `+${l}`)
            .join('\n')}`,
        },
      ]);
    raw('crd.yaml', HEAD, [200, text]);
    nock(API)
      .get(`/repos/o/r/git/trees/${HEAD}`)
      .query({ recursive: 'true' })
      .reply(200, { sha: HEAD, truncated: false, tree: [] });
    // 422 is not retried: GitHub refused the write, and the warning never reaches the pull request.
    nock(API).post('/repos/o/r/check-runs').reply(422, { message: 'Validation Failed' });
  };
  const undelivered =
    'Not delivered: GitHub did not accept the check run (creating the check run: HTTP 422: Validation Failed). ' +
    'The findings are in this job summary and in the annotations of the run instead; re-run the job to deliver them.';

  it('fails the run when GitHub does not take the check run, though the findings are only warnings', async () => {
    inputs({ reporters: 'check', 'github-token': 't' });
    warnedChange();
    await run(workspace({}, { eventName: 'pull_request', target }));
    expect(core.setFailed).toHaveBeenCalledWith(undelivered);
    expect(core.error).not.toHaveBeenCalled();
    expect(stdout).toContain('::warning file=crd.yaml,line=6,col=33');
  });

  it('with fail-on: never says as an error what GitHub did not take, and passes', async () => {
    inputs({ reporters: 'check', 'github-token': 't', 'fail-on': 'never' });
    warnedChange();
    await run(workspace({}, { eventName: 'pull_request', target }));
    expect(core.error).toHaveBeenCalledWith(undelivered);
    expect(core.setFailed).not.toHaveBeenCalled();
  });

  it('fails an incomplete review when GitHub does not serve a file, and reviews the rest', async () => {
    inputs({ reporters: 'check', 'github-token': 't' });
    raw('.github/kube-api-review.yaml', BASE, [404, '']);
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, [
        { filename: 'a.yaml', status: 'added', patch: '@@ -0,0 +1 @@\n+a: 1' },
        { filename: 'b.yaml', status: 'added', patch: '@@ -0,0 +1 @@\n+b: 1' },
      ]);
    raw('a.yaml', HEAD, [200, 'a: 1\n']);
    nock(API)
      .get('/repos/o/r/contents/b.yaml')
      .query({ ref: HEAD })
      .reply(403, { message: 'Resource not accessible by integration' });
    nock(API)
      .get(`/repos/o/r/git/trees/${HEAD}`)
      .query({ recursive: 'true' })
      .reply(200, { sha: HEAD, truncated: false, tree: [] });
    let check: { conclusion?: string; output?: { summary?: string } } = {};
    nock(API)
      .post('/repos/o/r/check-runs', (b: typeof check) => ((check = b), true))
      .reply(201, { id: 1 });
    await run(workspace({}, { eventName: 'pull_request', target }));
    const why = `The review is incomplete: GitHub did not serve 1 file(s), which were not reviewed: b.yaml at ${HEAD.slice(0, 12)} (HTTP 403: Resource not accessible by integration). Re-run the job.`;
    expect(core.setFailed).toHaveBeenCalledWith(why);
    expect(check.conclusion).toBe('failure');
    expect(check.output?.summary).toContain('The review is incomplete: GitHub did not serve 1 file(s)');
    expect(core.info).toHaveBeenCalledWith(expect.stringContaining('1 file(s) (head through the API)'));
  });

  it('names the base commit when the base configuration is invalid', async () => {
    inputs({ reporters: 'check' });
    raw('.github/kube-api-review.yaml', BASE, [200, 'rulez: {}\n']);
    await run(workspace({}, { eventName: 'pull_request', target }));
    expect(core.setFailed).toHaveBeenCalledWith(
      expect.stringContaining(`invalid configuration at the base commit ${BASE.slice(0, 12)}`),
    );
  });
});
