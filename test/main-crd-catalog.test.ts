import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@actions/core');
const core = await import('@actions/core');
const { run } = await import('../src/main.js');

// The action reads `cr.catalog` as the CLI does (crd-catalog-services.ts): from the checkout, for
// matching the pull request's custom resources only; without it, a warning says why.

const API = 'https://api.github.test';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const target = { kind: 'pull_request' as const, repo: { owner: 'o', repo: 'r' }, number: 7, baseSha: BASE, headSha: HEAD, isFork: false };

const CATALOG_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: gizmos.vendor.example.com
spec:
  group: vendor.example.com
  names: {kind: Gizmo, listKind: GizmoList, plural: gizmos, singular: gizmo}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                size: {type: integer}
`;
const GIZMO = `apiVersion: vendor.example.com/v1
kind: Gizmo
metadata:
  name: g
spec:
  size: large
`;

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'kar-action-catalog-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function pullRequestAddingGizmo(): { check: () => { output?: { summary?: string } } } {
  const raw = (path: string, ref: string, reply: [number, string]) =>
    nock(API)
      .get(`/repos/o/r/contents/${encodeURIComponent(path)}`)
      .query({ ref })
      .reply(reply[0], reply[1], { 'content-type': 'application/vnd.github.raw; charset=utf-8' });
  raw('.github/kube-api-review.yaml', BASE, [200, 'cr:\n  catalog: vendor/crds\n']);
  nock(API)
    .get('/repos/o/r/pulls/7/files')
    .query({ per_page: 100 })
    .reply(200, [{ filename: 'gizmo.yaml', status: 'added', patch: `@@ -0,0 +1,6 @@\n${GIZMO.trimEnd().split('\n').map((l) => `+${l}`).join('\n')}` }]);
  raw('gizmo.yaml', HEAD, [200, GIZMO]);
  nock(API).get(`/repos/o/r/git/trees/${HEAD}`).query({ recursive: 'true' }).reply(200, { sha: HEAD, truncated: false, tree: [] });
  let body: { output?: { summary?: string } } = {};
  nock(API)
    .post('/repos/o/r/check-runs', (b: typeof body) => ((body = b), true))
    .reply(201, { id: 1 });
  return { check: () => body };
}

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.mocked(core.getInput).mockImplementation((name) => ({ reporters: 'check', 'github-token': 't' })[name] ?? '');
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

describe('run() on a pull request with cr.catalog', () => {
  it('validates the custom resources of the change against the catalog in the checkout', async () => {
    const { check } = pullRequestAddingGizmo();
    const dir = workspace({ 'vendor/crds/gizmos.yaml': CATALOG_CRD });
    await run({ workspace: dir, tempDir: dir, eventName: 'pull_request', apiUrl: API, serverUrl: 'https://github.com', target });
    expect(core.setFailed).toHaveBeenCalledWith('1 finding(s) at or above error');
    expect(check().output?.summary).toContain(
      '[gizmo.yaml:6](https://github.com/o/r/blob/' + HEAD + '/gizmo.yaml#L6) | [cr/schema]',
    );
    expect(check().output?.summary).toContain('spec.size: Invalid value: "string": spec.size in body must be of type integer: "string"');
    expect(core.warning).not.toHaveBeenCalled();
  });

  it('warns, and matches against the repository alone, when the checkout has no catalog', async () => {
    const { check } = pullRequestAddingGizmo();
    const dir = workspace({});
    await run({ workspace: dir, tempDir: dir, eventName: 'pull_request', apiUrl: API, serverUrl: 'https://github.com', target });
    const warning =
      "cr.catalog: vendor/crds is not a directory that can be read; custom resources are matched against the repository's CRDs only " +
      '(the action reads it from the checkout: run actions/checkout before this step).';
    expect(vi.mocked(core.warning).mock.calls.map((c) => c[0])).toEqual([warning]);
    expect(check().output?.summary).toContain('the action reads it from the checkout');
    expect(core.setFailed).not.toHaveBeenCalled();
  });
});
