import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { takePendingMocks } from '../support/pending-mocks.js';

// `kube-api-review --verify-approvals --approval-approvers LIST` (spec/approval.md §3 item 3): the
// CLI hands the list to the verifier; a bad list or the flag alone is a usage error (exit 2).

const API = 'https://api.github.test';
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

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

async function cli(args: string[]) {
  const cwd = mkdtempSync(join(tmpdir(), 'kar-cli-approvers-'));
  writeFileSync(join(cwd, 'a.yaml'), crd);
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd,
    env: { GITHUB_TOKEN: 't', GITHUB_API_URL: API, GITHUB_SERVER_URL: 'https://github.com' },
  });
  return { code, stdout, stderr };
}

describe('kube-api-review --approval-approvers', () => {
  it('counts only an approval from the listed approvers', async () => {
    nock(API)
      .get('/repos/kubernetes/api/pulls/4')
      .reply(200, { merged: true, merged_at: '2024-05-01T10:00:00Z', state: 'closed' });
    nock(API)
      .get('/repos/kubernetes/api/contents/OWNERS_ALIASES')
      .reply(200, 'aliases:\n  api-approvers: [thockin]\n', {
        'content-type': 'application/vnd.github.raw; charset=utf-8',
      });
    nock(API)
      .get('/repos/kubernetes/api/pulls/4/reviews')
      .query({ per_page: 100 })
      .reply(200, [{ user: { login: 'someone' }, state: 'APPROVED' }]);
    nock(API).get('/repos/kubernetes/api/issues/4/timeline').query({ per_page: 100 }).reply(200, []);
    const { code, stdout, stderr } = await cli([
      '--verify-approvals',
      '--approval-approvers',
      'api-approvers',
      '--format',
      'json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const findings = (JSON.parse(stdout) as { findings: { ruleId: string; line: number; message: string }[] }).findings;
    expect(findings.map((f) => [f.ruleId, f.line, f.message])).toEqual([
      [
        'approval/pr-not-approved',
        6,
        `${URL} merged without an approving review or a standing /approve from any of approval-approvers (api-approvers), so nothing shows that an API approver approved widgets.demo.k8s.io: link the pull request where one did`,
      ],
    ]);
  });

  it.each([
    [['--approval-approvers', 'api-approvers'], 'kube-api-review: --approval-approvers needs --verify-approvals\n'],
    [
      ['--verify-approvals', '--approval-approvers', 'kubernetes/api-approvers'],
      'kube-api-review: --approval-approvers takes GitHub logins or OWNERS_ALIASES alias names, not "kubernetes/api-approvers"\n',
    ],
  ])('refuses %j', async (args, message) => {
    expect(await cli(args)).toEqual({ code: 2, stdout: '', stderr: message });
  });
});
