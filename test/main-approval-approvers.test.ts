import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { takePendingMocks } from './support/pending-mocks.js';

vi.mock('@actions/core');
const core = await import('@actions/core');
const { run } = await import('../src/main.js');

// The action hands approval-approvers to the verifier (spec/approval.md §3 item 3): on a pull
// request, an approval from outside the configured alias fails the check run.

const API = 'https://api.github.test';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const URL = 'https://github.com/kubernetes/api/pull/4';
const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.k8s.io
  annotations:
    api-approved.kubernetes.io: ${URL}
spec:
  group: demo.k8s.io
  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;
const RAW = { 'content-type': 'application/vnd.github.raw; charset=utf-8' };

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

describe('run() with approval-approvers', () => {
  it('fails the check when no configured approver approved the linked pull request', async () => {
    const inputs: Record<string, string> = {
      reporters: 'check',
      'github-token': 't',
      'verify-approvals': 'true',
      'approval-approvers': 'api-approvers',
    };
    vi.mocked(core.getInput).mockImplementation((name) => inputs[name] ?? '');
    nock(API)
      .get('/repos/o/r/contents/.github%2Fkube-api-review.yaml')
      .query({ ref: BASE })
      .reply(404, { message: 'Not Found' });
    nock(API)
      .get('/repos/o/r/pulls/7/files')
      .query({ per_page: 100 })
      .reply(200, [
        {
          filename: 'crd.yaml',
          status: 'added',
          patch: `@@ -0,0 +1,12 @@\n${crd
            .trimEnd()
            .split('\n')
            .map((l) => `+${l}`)
            .join('\n')}`,
        },
      ]);
    nock(API).get('/repos/o/r/contents/crd.yaml').query({ ref: HEAD }).reply(200, crd, RAW);
    nock(API)
      .get(`/repos/o/r/git/trees/${HEAD}`)
      .query({ recursive: 'true' })
      .reply(200, { sha: HEAD, truncated: false, tree: [] });
    nock(API)
      .get('/repos/kubernetes/api/pulls/4')
      .reply(200, { merged: true, merged_at: '2024-05-01T10:00:00Z', state: 'closed' });
    nock(API)
      .get('/repos/kubernetes/api/contents/OWNERS_ALIASES')
      .reply(200, 'aliases:\n  api-approvers: [thockin]\n', RAW);
    nock(API)
      .get('/repos/kubernetes/api/pulls/4/reviews')
      .query({ per_page: 100 })
      .reply(200, [{ user: { login: 'someone' }, state: 'APPROVED' }]);
    nock(API).get('/repos/kubernetes/api/issues/4/timeline').query({ per_page: 100 }).reply(200, []);
    let check: { conclusion?: string; output?: { summary?: string } } = {};
    nock(API)
      .post('/repos/o/r/check-runs', (b: typeof check) => ((check = b), true))
      .reply(201, { id: 1 });
    const dir = mkdtempSync(join(tmpdir(), 'kar-action-approvers-'));
    await run({
      workspace: dir,
      tempDir: dir,
      eventName: 'pull_request',
      apiUrl: API,
      serverUrl: 'https://github.com',
      target: {
        kind: 'pull_request',
        repo: { owner: 'o', repo: 'r' },
        number: 7,
        baseSha: BASE,
        headSha: HEAD,
        isFork: false,
      },
    });
    expect(core.setFailed).toHaveBeenCalledWith('1 finding(s) at or above error');
    expect(check.conclusion).toBe('failure');
    expect(check.output?.summary).toContain('approval/pr-not-approved');
    expect(check.output?.summary).toContain('approval-approvers (api-approvers)');
  });
});
