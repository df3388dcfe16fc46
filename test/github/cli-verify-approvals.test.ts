import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { takePendingMocks } from '../support/pending-mocks.js';

// `kube-api-review --verify-approvals` (DESIGN §5): the verifier through GITHUB_TOKEN and
// GITHUB_API_URL from the CLI's io.env, one lookup per distinct pull request.

const API = 'https://ghe.example.test/api/v3';
const crd = (name: string, url: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${name}.demo.k8s.io
  annotations:
    api-approved.kubernetes.io: ${url}
spec:
  group: demo.k8s.io
  names: {kind: ${name[0]?.toUpperCase()}${name.slice(1, -1)}, listKind: ${name[0]?.toUpperCase()}${name.slice(1, -1)}List, plural: ${name}, singular: ${name.slice(0, -1)}}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(takePendingMocks()).toEqual([]);
});

async function cli(args: string[], env: Record<string, string>, files: Record<string, string>) {
  const cwd = mkdtempSync(join(tmpdir(), 'kar-cli-verify-'));
  for (const [p, t] of Object.entries(files)) writeFileSync(join(cwd, p), t);
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env });
  return { code, stdout, stderr };
}

describe('kube-api-review --verify-approvals', () => {
  it('verifies each distinct pull request once through GITHUB_API_URL and reports the outcome', async () => {
    nock(API).get('/repos/kubernetes/api/pulls/4').once().reply(200, { merged: false, state: 'open' });
    const url = 'https://ghe.example.test/kubernetes/api/pull/4';
    const { code, stdout, stderr } = await cli(
      ['--verify-approvals', '--format', 'json'],
      { GITHUB_TOKEN: 't', GITHUB_API_URL: API },
      {
        'a.yaml': crd('widgets', url),
        'b.yaml': crd('gadgets', `${url}/files`),
      },
    );
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const findings = (JSON.parse(stdout) as { findings: { ruleId: string; file: string; line: number }[] }).findings;
    expect(findings.map((f) => [f.ruleId, f.file, f.line])).toEqual([
      ['approval/pr-not-merged', 'a.yaml', 6],
      ['approval/pr-not-merged', 'b.yaml', 6],
    ]);
  });

  it('without a token says so and reports every approval as unverified, never as a pass', async () => {
    const { code, stdout, stderr } = await cli(
      ['--verify-approvals', '--format', 'json'],
      {},
      {
        'a.yaml': crd('widgets', 'https://github.com/kubernetes/api/pull/4'),
      },
    );
    expect(code).toBe(0); // a warning does not reach the default fail-on
    expect(stderr).toBe(
      'kube-api-review: --verify-approvals without GITHUB_TOKEN: approvals are reported as unverified\n',
    );
    expect((JSON.parse(stdout) as { findings: { ruleId: string }[] }).findings.map((f) => f.ruleId)).toEqual([
      'approval/unverified',
    ]);
  });
});
