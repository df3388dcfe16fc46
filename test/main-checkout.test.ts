import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tree } from './support/cli-harness.js';
import { takePendingMocks } from './support/pending-mocks.js';

vi.mock('@actions/core');
const core = await import('@actions/core');
const { run: runAction } = await import('../src/main.js');

// What the action reads from its checkout on a pull request, as the CLI reads it from the working
// tree: `cr.catalog` (checkout-services.ts), for matching the change's custom resources only,
// with a warning when the checkout has none; and a misnamed `.github/kube-api-review.yml`
// (misnamed-configuration.ts), which fails the run rather than gate the change with the defaults.

const API = 'https://api.github.test';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const target = {
  kind: 'pull_request' as const,
  repo: { owner: 'o', repo: 'r' },
  number: 7,
  baseSha: BASE,
  headSha: HEAD,
  isFork: false,
};

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

const run = (workspace: string) =>
  runAction({
    workspace,
    tempDir: workspace,
    eventName: 'pull_request',
    apiUrl: API,
    serverUrl: 'https://github.com',
    target,
  });

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
    .reply(200, [
      {
        filename: 'gizmo.yaml',
        status: 'added',
        patch: `@@ -0,0 +1,6 @@\n${GIZMO.trimEnd()
          .split('\n')
          .map((l) => `+${l}`)
          .join('\n')}`,
      },
    ]);
  raw('gizmo.yaml', HEAD, [200, GIZMO]);
  nock(API)
    .get(`/repos/o/r/git/trees/${HEAD}`)
    .query({ recursive: 'true' })
    .reply(200, { sha: HEAD, truncated: false, tree: [] });
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
  expect(takePendingMocks()).toEqual([]);
});

describe('run() on a pull request with cr.catalog', () => {
  it('validates the custom resources of the change against the catalog in the checkout', async () => {
    const { check } = pullRequestAddingGizmo();
    await run(tree({ 'vendor/crds/gizmos.yaml': CATALOG_CRD }, 'kar-action-'));
    expect(core.setFailed).toHaveBeenCalledWith('1 finding(s) at or above error');
    expect(check().output?.summary).toContain(
      '[gizmo.yaml:6](https://github.com/o/r/blob/' + HEAD + '/gizmo.yaml#L6) | [cr/schema]',
    );
    expect(check().output?.summary).toContain(
      'spec.size: Invalid value: "string": spec.size in body must be of type integer: "string"',
    );
    expect(core.warning).not.toHaveBeenCalled();
  });

  it('warns, and matches against the repository alone, when the checkout has no catalog', async () => {
    const { check } = pullRequestAddingGizmo();
    await run(tree({}, 'kar-action-'));
    const warning =
      "cr.catalog: vendor/crds is not a directory that can be read; custom resources are matched against the repository's CRDs only " +
      '(the action reads it from the checkout: run actions/checkout before this step).';
    expect(vi.mocked(core.warning).mock.calls.map((c) => c[0])).toEqual([warning]);
    expect(check().output?.summary).toContain('the action reads it from the checkout');
    expect(core.setFailed).not.toHaveBeenCalled();
  });
});

describe('run() on a pull request whose checkout holds .github/kube-api-review.yml', () => {
  it('fails, naming the file it reads, when the base branch has no .github/kube-api-review.yaml', async () => {
    nock(API)
      .get(`/repos/o/r/contents/${encodeURIComponent('.github/kube-api-review.yaml')}`)
      .query({ ref: BASE })
      .reply(404, '');
    await run(tree({ '.github/kube-api-review.yml': 'rules:\n  approval/invalid: off\n' }, 'kar-action-'));
    expect(core.setFailed).toHaveBeenCalledWith(
      '.github/kube-api-review.yml is not read: the configuration file is .github/kube-api-review.yaml; rename it, or name it with the config input',
    );
  });
});
