import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { structuredPatch } from 'diff';
import { buildBundles } from '../../scripts/build-bundles.mjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeGitHub, loadOperations, type RecordedRequest, type Route } from './github-api.js';

// The built action, run as the runner runs it (spec/github.md §4.3): `node index.js` with INPUT_*
// variables, an event payload file, GITHUB_API_URL on a loopback server that checks every request
// against GitHub's OpenAPI description. The bundle is built with scripts/bundle.mjs's settings.

const root = resolve(import.meta.dirname, '../..');
const CORPUS = resolve(root, '../shared/corpus/crds/kubernetes-sigs__gateway-api@v1.6.1/config/crd/standard');
// Without ../shared (a checkout on its own) the corpus is absent and the test says so, as test/corpus.test.ts does.
const present = existsSync(CORPUS);
if (!present) console.warn(`e2e test skipped: ${CORPUS} is absent`);
const BASE = '1'.repeat(40);
const HEAD = '2'.repeat(40);
const MERGE = '3'.repeat(40);
const APPROVED_URL = 'https://github.com/kubernetes-sigs/gateway-api/pull/4530';
const OPEN_URL = 'https://github.com/kubernetes-sigs/gateway-api/pull/4600';
const CRD_NAMES = [
  'backendtlspolicies',
  'gatewayclasses',
  'gateways',
  'grpcroutes',
  'httproutes',
  'listenersets',
  'referencegrants',
  'tcproutes',
  'tlsroutes',
  'udproutes',
];

let bundle = '';
let operations: ReturnType<typeof loadOperations> = [];

beforeAll(async () => {
  const out = mkdtempSync(join(tmpdir(), 'kar-e2e-bundle-'));
  bundle = join(out, 'index.js');
  // As scripts/bundle.mjs builds it, into a temporary directory so the committed dist/ is untouched.
  await buildBundles(out, { root, only: ['action'] });
  operations = loadOperations();
});

interface PullRequestFixture {
  readonly files: { path: string; base?: string; head?: string; status: string }[];
  readonly unchanged: { path: string; text: string }[];
}

/** Ten real CRDs from the corpus, each bumped from bundle-version v1.6.0; httproutes also re-points its approval. */
function tenCrds(): PullRequestFixture {
  const files = CRD_NAMES.map((name) => {
    const head0 = readFileSync(join(CORPUS, `gateway.networking.k8s.io_${name}.yaml`), 'utf8');
    const head = name === 'httproutes' ? head0.replace(APPROVED_URL, OPEN_URL) : head0;
    const base = head0.replace('bundle-version: v1.6.1', 'bundle-version: v1.6.0');
    return { path: `config/crd/standard/gateway.networking.k8s.io_${name}.yaml`, base, head, status: 'modified' };
  });
  // Files the change lists that are not reviewable: they make the list two pages long.
  const docs = Array.from({ length: 150 }, (_, i) => ({ path: `site/page-${i}.md`, head: 'x\n', status: 'added' }));
  const xbackends = readFileSync(join(CORPUS, '../experimental/gateway.networking.x-k8s.io_xbackends.yaml'), 'utf8');
  return { files: [...files, ...docs], unchanged: [{ path: 'config/crd/experimental/gateway.networking.x-k8s.io_xbackends.yaml', text: xbackends }] };
}

/** GitHub's `patch`: the hunks of a unified diff, without file headers. */
function patchOf(base: string | undefined, head: string | undefined): string {
  const p = structuredPatch('a', 'b', base ?? '', head ?? '', '', '', { context: 3 });
  return p.hunks.map((h) => `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@\n${h.lines.join('\n')}`).join('\n');
}

interface Options {
  readonly eventName?: 'pull_request' | 'merge_group';
  /** Status for reviews and check runs: 403 for a fork's read-only token. */
  readonly writeStatus?: number;
  /** Makes the fake API the runner's HTTP proxy too, as a self-hosted runner's proxy would be. */
  readonly viaProxy?: boolean;
}

function routes(pr: PullRequestFixture, opts: Options): Route[] {
  const json = (body: unknown, status = 200) => ({ status, body });
  const at = (ref: string, path: string): string | undefined => {
    const isHead = ref === HEAD || ref === MERGE; // a merge group's head is its own commit
    const f = pr.files.find((x) => x.path === path);
    if (f) return isHead ? f.head : f.base;
    return isHead ? pr.unchanged.find((u) => u.path === path)?.text : undefined;
  };
  const listed = pr.files.map((f) => ({
    sha: 'f'.repeat(40),
    filename: f.path,
    status: f.status,
    additions: 1,
    deletions: 1,
    changes: 2,
    blob_url: '',
    raw_url: '',
    contents_url: '',
    patch: patchOf(f.base, f.head),
  }));
  const writeStatus = opts.writeStatus ?? 200;
  return [
    (r) => {
      const m = /^\/repos\/o\/r\/contents\/(.+)$/.exec(r.path);
      if (r.method !== 'GET' || !m?.[1]) return undefined;
      const text = at(r.query.get('ref') ?? '', decodeURIComponent(m[1]));
      return text === undefined ? json({ message: 'Not Found' }, 404) : { status: 200, body: text, headers: { 'content-type': 'application/vnd.github.raw; charset=utf-8' } };
    },
    (r, baseUrl) => {
      if (r.method !== 'GET' || r.path !== '/repos/o/r/pulls/7/files') return undefined;
      const page = Number(r.query.get('page') ?? '1');
      const per = Number(r.query.get('per_page') ?? '30');
      const last = Math.ceil(listed.length / per);
      const link = page < last ? { link: `<${baseUrl}/repos/o/r/pulls/7/files?per_page=${per}&page=${page + 1}>; rel="next"` } : undefined;
      return { status: 200, body: listed.slice((page - 1) * per, page * per), ...(link ? { headers: link } : {}) };
    },
    (r) =>
      r.method === 'GET' && r.path === `/repos/o/r/compare/${BASE}...${MERGE}`
        ? json({ files: listed, commits: [], status: 'ahead', ahead_by: 1, behind_by: 0, total_commits: 1 })
        : undefined,
    (r) =>
      r.method === 'GET' && (r.path === `/repos/o/r/git/trees/${HEAD}` || r.path === `/repos/o/r/git/trees/${MERGE}`)
        ? json({
            sha: HEAD,
            truncated: false,
            tree: [...pr.files.map((f) => f.path), ...pr.unchanged.map((u) => u.path)].map((path) => ({ path, type: 'blob', mode: '100644', sha: 'e'.repeat(40) })),
          })
        : undefined,
    (r) => (r.method === 'GET' && r.path === '/repos/o/r/pulls/7/comments' ? json([]) : undefined),
    (r) => (r.method === 'POST' && r.path === '/repos/o/r/pulls/7/reviews' ? json(writeStatus === 200 ? { id: 1 } : { message: 'Resource not accessible by integration' }, writeStatus) : undefined),
    (r) => (r.method === 'POST' && r.path === '/repos/o/r/check-runs' ? json(writeStatus === 200 ? { id: 42 } : { message: 'Resource not accessible by integration' }, writeStatus === 200 ? 201 : writeStatus) : undefined),
    (r) => (r.method === 'PATCH' && r.path === '/repos/o/r/check-runs/42' ? json({ id: 42 }) : undefined),
    (r) => (r.method === 'GET' && r.path === '/repos/kubernetes-sigs/gateway-api/pulls/4530' ? json({ number: 4530, state: 'closed', merged: true, merged_at: '2026-01-10T00:00:00Z' }) : undefined),
    (r) =>
      r.method === 'GET' && r.path === '/repos/kubernetes-sigs/gateway-api/pulls/4530/reviews'
        ? json([{ id: 1, user: { login: 'robscott' }, state: 'APPROVED', commit_id: 'a'.repeat(40) }])
        : undefined,
    (r) => (r.method === 'GET' && r.path === '/repos/kubernetes-sigs/gateway-api/pulls/4600' ? json({ number: 4600, state: 'open', merged: false, merged_at: null }) : undefined),
  ];
}

interface RunResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly summary: string;
  readonly outputs: string;
  readonly requests: readonly RecordedRequest[];
  readonly violations: readonly string[];
  readonly wallMs: number;
  readonly startedAt: number;
  /** Connections made through the runner's proxy. */
  readonly tunnels: number;
}

const servers: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function runAction(pr: PullRequestFixture, opts: Options = {}): Promise<RunResult> {
  const github = new FakeGitHub(operations, routes(pr, opts));
  servers.push(github);
  const apiUrl = await github.start();
  const dir = mkdtempSync(join(tmpdir(), 'kar-e2e-'));
  const workspace = mkdtempSync(join(tmpdir(), 'kar-e2e-ws-')); // not a checkout of the head: the API is read
  const eventName = opts.eventName ?? 'pull_request';
  const repository = { full_name: 'o/r', name: 'r', owner: { login: 'o' }, private: false };
  const payload =
    eventName === 'merge_group'
      ? { action: 'checks_requested', merge_group: { head_sha: MERGE, head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-x', base_sha: BASE, base_ref: 'refs/heads/main' }, repository }
      : {
          action: 'synchronize',
          number: 7,
          pull_request: {
            number: 7,
            state: 'open',
            head: { sha: HEAD, ref: 'feature', repo: opts.writeStatus === 403 ? { full_name: 'fork/r' } : repository },
            base: { sha: BASE, ref: 'main', repo: repository },
          },
          repository,
        };
  writeFileSync(join(dir, 'event.json'), JSON.stringify(payload));
  for (const f of ['output', 'summary']) writeFileSync(join(dir, f), '');
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: dir,
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: join(dir, 'event.json'),
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_SHA: MERGE,
    GITHUB_RUN_ID: '99',
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    'INPUT_GITHUB-TOKEN': 'ghs_e2eTOKENvalue',
    'INPUT_FAIL-ON': 'error',
    INPUT_REPORTERS: 'review,check,summary',
    'INPUT_VERIFY-APPROVALS': 'true',
    ...(opts.viaProxy ? { HTTP_PROXY: apiUrl } : {}),
  };
  const started = performance.now();
  const child = spawn(process.execPath, [bundle], { cwd: workspace, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const guard = setTimeout(() => child.kill(), 60_000);
  const status = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(guard);
  return {
    status,
    stdout,
    stderr,
    summary: readFileSync(join(dir, 'summary'), 'utf8'),
    outputs: readFileSync(join(dir, 'output'), 'utf8'),
    requests: github.requests,
    violations: github.violations,
    wallMs: performance.now() - started,
    startedAt: started,
    tunnels: github.tunnels,
  };
}

const count = (requests: readonly RecordedRequest[], method: string, template: string) => requests.filter((r) => r.method === method && r.template === template).length;

describe.skipIf(!present)('the built action on a pull request', () => {
  it('reviews ten corpus CRDs through the API, within GitHub\'s limits, and measures itself', async () => {
    const pr = tenCrds();
    const run = await runAction(pr);
    expect(run.violations).toEqual([]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1); // approval/pr-not-merged is an error
    // The token appears once, in the command that tells the runner to mask it, and nowhere else.
    expect(run.stdout.split('ghs_e2eTOKENvalue')).toHaveLength(2);
    expect(run.stdout).toContain('::add-mask::ghs_e2eTOKENvalue\n');

    const { requests } = run;
    // At most 1 + ceil(files / 100) file-list calls.
    const listCalls = count(requests, 'GET', '/repos/{owner}/{repo}/pulls/{pull_number}/files');
    expect(listCalls).toBeLessThanOrEqual(1 + Math.ceil(pr.files.length / 100));
    expect(listCalls).toBe(2);
    // No file fetched twice: each (path, ref) once.
    const fetches = requests.filter((r) => r.template === '/repos/{owner}/{repo}/contents/{path}').map((r) => `${r.query.get('ref')}:${decodeURIComponent(r.path)}`);
    expect(new Set(fetches).size).toBe(fetches.length);
    expect(fetches).toHaveLength(1 + 10 + 10 + 1); // config at base, 10 heads, 10 bases, 1 unchanged
    // One verification per distinct pull request.
    expect(count(requests, 'GET', '/repos/{owner}/{repo}/pulls/{pull_number}')).toBe(2);
    expect(count(requests, 'GET', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews')).toBe(1);

    // The review: one, COMMENT, on the head SHA, commenting on the changed approval line.
    const reviews = requests.filter((r) => r.method === 'POST' && r.template === '/repos/{owner}/{repo}/pulls/{pull_number}/reviews');
    expect(reviews).toHaveLength(1);
    const review = reviews[0]?.body as { commit_id: string; event: string; comments: { path: string; line: number; body: string }[] };
    expect(review.commit_id).toBe(HEAD);
    expect(review.event).toBe('COMMENT');
    const httproutes = pr.files.find((f) => f.path.endsWith('httproutes.yaml'))?.head ?? '';
    const approvalLine = httproutes.split('\n').findIndex((l) => l.includes(OPEN_URL)) + 1;
    expect(review.comments.map((c) => [c.path, c.line])).toEqual([['config/crd/standard/gateway.networking.k8s.io_httproutes.yaml', approvalLine]]);
    expect(review.comments[0]?.body).toContain('approval/pr-not-merged');

    // The check run: on the head SHA, never the merge commit, concluded from fail-on.
    const checks = requests.filter((r) => r.template === '/repos/{owner}/{repo}/check-runs');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.body).toMatchObject({ name: 'kube-api-review', head_sha: HEAD, status: 'completed', conclusion: 'failure' });

    expect(run.summary).toContain('approval/pr-not-merged');
    expect(run.outputs).toMatch(/^errors<<.*\n1\n/m);

    // The run's two writes (the review, then the check run) start back to back: the client paces
    // writes a second apart only after the first WRITE_BURST (src/github/octokit.ts), so nothing
    // here waits on the throttle (its default would hold the second write a full second).
    const writes = requests.filter((r) => r.method !== 'GET');
    expect(writes.map((w) => `${w.method} ${w.template}`)).toEqual(['POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', 'POST /repos/{owner}/{repo}/check-runs']);
    const writeGapMs = Math.round((writes[1]?.at ?? 0) - (writes[0]?.at ?? 0));
    expect(writeGapMs).toBeLessThan(900);

    // Measurements for the report (issue 3: under 2 s, excluding network latency).
    const at = (r: RecordedRequest | undefined) => Math.round((r?.at ?? run.startedAt) - run.startedAt);
    const phases = requests.map((r) => `${at(r)} ${r.method} ${r.template ?? r.path}`);
    const rulesMs = Number(/the rules took (\d+) ms/.exec(run.stdout)?.[1]);
    const measured = { wallMs: Math.round(run.wallMs), rulesMs, writeGapMs, requests: requests.length, listCalls, fetches: fetches.length, phases };
    console.log(`e2e measurements: ${JSON.stringify(measured)}`);
    // Start-up, listing, fetching, verifying, the rules and reporting, on a loopback server: the
    // bound is loose, as speed is measured by the report and npm run bench, not asserted here.
    expect(run.wallMs).toBeLessThan(5000);
  });

  it('sends 50 annotations per request and at most 30 review comments, all as GitHub accepts them', async () => {
    const doc = (i: number) =>
      `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: w${i}s.demo.k8s.io\n  annotations:\n    api-approved.kubernetes.io: "pending review"\n` +
      `spec:\n  group: demo.k8s.io\n  names: {kind: W${i}, listKind: W${i}List, plural: w${i}s, singular: w${i}}\n  scope: Namespaced\n` +
      `  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]\n`;
    const head = Array.from({ length: 60 }, (_, i) => doc(i)).join('---\n');
    const run = await runAction({ files: [{ path: 'crds/many.yaml', head, status: 'added' }], unchanged: [] });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1);
    const checks = run.requests.filter((r) => r.template === '/repos/{owner}/{repo}/check-runs' || r.template === '/repos/{owner}/{repo}/check-runs/{check_run_id}');
    expect(checks.map((r) => [r.method, (r.body as { output: { annotations: unknown[] } }).output.annotations.length])).toEqual([
      ['POST', 50],
      ['PATCH', 10],
    ]);
    const review = run.requests.find((r) => r.method === 'POST' && r.template === '/repos/{owner}/{repo}/pulls/{pull_number}/reviews')?.body as { comments: unknown[]; body: string };
    expect(review.comments).toHaveLength(30);
    expect(review.body).toContain('30 more finding(s) not posted as comments');
  });

  it('falls back to annotations and the job summary with a read-only token, exit status unchanged', async () => {
    const run = await runAction(tenCrds(), { writeStatus: 403 });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error file=config\/crd\/standard\/gateway\.networking\.k8s\.io_httproutes\.yaml,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=approval\/pr-not-merged::/m);
    expect(run.stdout.match(/cannot write reviews or check runs/g)).toHaveLength(1);
    expect(run.summary).toContain('The token cannot write reviews or check runs here');
    expect(run.summary).toContain('approval/pr-not-merged');
  });

  it('sends every request through the runner\'s proxy when one is set', async () => {
    const run = await runAction(tenCrds(), { viaProxy: true });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1);
    expect(run.requests.length).toBeGreaterThan(20);
    expect(run.tunnels).toBeGreaterThan(0);
  });

  it('on merge_group reports through the check run only, on the merge group head', async () => {
    const run = await runAction(tenCrds(), { eventName: 'merge_group' });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1);
    expect(count(run.requests, 'POST', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews')).toBe(0);
    expect(count(run.requests, 'GET', '/repos/{owner}/{repo}/pulls/{pull_number}/comments')).toBe(0);
    const checks = run.requests.filter((r) => r.template === '/repos/{owner}/{repo}/check-runs');
    expect(checks[0]?.body).toMatchObject({ head_sha: MERGE, conclusion: 'failure' });
    expect(run.summary).toBe('');
  });
});
