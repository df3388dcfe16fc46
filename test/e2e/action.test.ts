import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { structuredPatch } from 'diff';
import { afterEach, beforeAll, expect, inject, it } from 'vitest';
import { describeWithShared, sharedPath } from '../support/shared-tree.js';
import { WRITE_BURST } from '../../src/github/octokit.js';
import { CLOCK_RATE, startAction } from './action-process.js';
import { FakeGitHub, loadOperations, type RecordedRequest, type Route } from './github-api.js';

// The built action, run as the runner runs it (spec/github.md §4.3): `node index.js` with INPUT_*
// variables, an event payload file, GITHUB_API_URL on a loopback server that checks every request
// against GitHub's OpenAPI description. The bundle is the one that ships, built once for the run as
// scripts/bundle.mjs builds it (test/support/built-bundles.ts).

// Real CRDs from ../shared (support/shared-tree.ts: skipped without it on a checkout of its own, failed under CI).
const CORPUS = sharedPath('corpus/crds/kubernetes-sigs__gateway-api@v1.6.1/config/crd/standard');
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

const bundle = join(inject('bundles'), 'index.js');
let operations: ReturnType<typeof loadOperations> = [];

beforeAll(() => {
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
  return {
    files: [...files, ...docs],
    unchanged: [{ path: 'config/crd/experimental/gateway.networking.x-k8s.io_xbackends.yaml', text: xbackends }],
  };
}

/** One added file of 60 CRDs whose approval annotation is invalid: 60 findings, 30 past a review's comments. */
function sixtyCrds(): PullRequestFixture {
  const doc = (i: number) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: w${i}s.demo.k8s.io\n  annotations:\n    api-approved.kubernetes.io: "pending review"\n` +
    `spec:\n  group: demo.k8s.io\n  names: {kind: W${i}, listKind: W${i}List, plural: w${i}s, singular: w${i}}\n  scope: Namespaced\n` +
    `  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]\n`;
  const head = Array.from({ length: 60 }, (_, i) => doc(i)).join('---\n');
  return { files: [{ path: 'crds/many.yaml', head, status: 'added' }], unchanged: [] };
}

/** GitHub's `patch`: the hunks of a unified diff, without file headers. */
function patchOf(base: string | undefined, head: string | undefined): string {
  const p = structuredPatch('a', 'b', base ?? '', head ?? '', '', '', { context: 3 });
  return p.hunks
    .map((h) => `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@\n${h.lines.join('\n')}`)
    .join('\n');
}

/** What the fake GitHub holds between runs: reviews, review comments and check runs the action wrote. */
interface GitHubState {
  readonly reviews: { id: number; body: string; commit_id: string }[];
  readonly comments: { id: number; path: string; line?: number; body: string; in_reply_to_id?: number }[];
  readonly checkRuns: {
    id: number;
    name: string;
    head_sha: string;
    external_id?: string;
    status: string;
    annotations_count: number;
  }[];
  nextId: number;
}
const newState = (): GitHubState => ({ reviews: [], comments: [], checkRuns: [], nextId: 100 });

interface Options {
  readonly eventName?: 'pull_request' | 'merge_group';
  /** Status for reviews and check runs: 403 for a fork's read-only token. */
  readonly writeStatus?: number;
  /** Makes the fake API the runner's HTTP proxy too, as a self-hosted runner's proxy would be. */
  readonly viaProxy?: boolean;
  /** What earlier runs left; a run adds to it. */
  readonly state?: GitHubState;
  /** Writes GitHub applies but answers 502 the first time. */
  readonly appliedThen502?: readonly ('review' | 'check-run')[];
  /** `<ref>:<path>` contents GitHub answers 500 for, every time. */
  readonly failingContents?: readonly string[];
  /** Paths (with their query, if any) answered 502 the first time they are asked for. */
  readonly flakyOnce?: readonly string[];
  /** The `paths` input. */
  readonly paths?: string;
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
  const state = opts.state ?? newState();
  const flaky = new Set(opts.flakyOnce);
  const appliedThen502 = new Set(opts.appliedThen502);
  const forbidden = json({ message: 'Resource not accessible by integration' }, writeStatus);
  return [
    (r) =>
      flaky.delete(`${decodeURIComponent(r.path)}${r.query.size > 0 ? `?${r.query.toString()}` : ''}`)
        ? json({ message: 'Bad Gateway' }, 502)
        : undefined,
    (r) => {
      const m = /^\/repos\/o\/r\/contents\/(.+)$/.exec(r.path);
      if (r.method !== 'GET' || !m?.[1]) return undefined;
      const ref = r.query.get('ref') ?? '';
      if (opts.failingContents?.includes(`${ref}:${decodeURIComponent(m[1])}`))
        return json({ message: 'Server Error' }, 500);
      const text = at(ref, decodeURIComponent(m[1]));
      return text === undefined
        ? json({ message: 'Not Found' }, 404)
        : { status: 200, body: text, headers: { 'content-type': 'application/vnd.github.raw; charset=utf-8' } };
    },
    (r, baseUrl) => {
      if (r.method !== 'GET' || r.path !== '/repos/o/r/pulls/7/files') return undefined;
      const page = Number(r.query.get('page') ?? '1');
      const per = Number(r.query.get('per_page') ?? '30');
      const last = Math.ceil(listed.length / per);
      const link =
        page < last
          ? { link: `<${baseUrl}/repos/o/r/pulls/7/files?per_page=${per}&page=${page + 1}>; rel="next"` }
          : undefined;
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
            tree: [...pr.files.map((f) => f.path), ...pr.unchanged.map((u) => u.path)].map((path) => ({
              path,
              type: 'blob',
              mode: '100644',
              sha: 'e'.repeat(40),
            })),
          })
        : undefined,
    (r) => (r.method === 'GET' && r.path === '/repos/o/r/pulls/7/comments' ? json(state.comments) : undefined),
    (r) => (r.method === 'GET' && r.path === '/repos/o/r/pulls/7/reviews' ? json(state.reviews) : undefined),
    (r) => {
      if (r.method !== 'POST' || r.path !== '/repos/o/r/pulls/7/reviews') return undefined;
      if (writeStatus !== 200) return forbidden;
      const sent = r.body as {
        body: string;
        commit_id: string;
        comments: { path: string; line: number; body: string }[];
      };
      const review = { id: state.nextId++, body: sent.body, commit_id: sent.commit_id };
      state.reviews.push(review);
      for (const c of sent.comments)
        state.comments.push({ id: state.nextId++, path: c.path, line: c.line, body: c.body });
      return appliedThen502.delete('review') ? json({ message: 'Bad Gateway' }, 502) : json(review);
    },
    (r) => {
      const m = /^\/repos\/o\/r\/pulls\/comments\/(\d+)$/.exec(r.path);
      if (r.method !== 'DELETE' || !m) return undefined;
      const i = state.comments.findIndex((c) => c.id === Number(m[1]));
      if (i < 0) return json({ message: 'Not Found' }, 404);
      state.comments.splice(i, 1);
      return { status: 204 };
    },
    (r) => {
      if (r.method !== 'POST' || r.path !== '/repos/o/r/check-runs') return undefined;
      if (writeStatus !== 200) return forbidden;
      const sent = r.body as {
        name: string;
        head_sha: string;
        external_id?: string;
        status: string;
        output: { annotations?: unknown[] };
      };
      const run = {
        id: state.nextId++,
        name: sent.name,
        head_sha: sent.head_sha,
        status: sent.status,
        annotations_count: sent.output.annotations?.length ?? 0,
        ...(sent.external_id ? { external_id: sent.external_id } : {}),
      };
      state.checkRuns.push(run);
      return appliedThen502.delete('check-run') ? json({ message: 'Bad Gateway' }, 502) : json({ id: run.id }, 201);
    },
    (r) => {
      const m = /^\/repos\/o\/r\/check-runs\/(\d+)$/.exec(r.path);
      const run = m ? state.checkRuns.find((c) => c.id === Number(m[1])) : undefined;
      if (!run || (r.method !== 'PATCH' && r.method !== 'GET')) return undefined;
      if (r.method === 'PATCH') {
        const sent = r.body as { status?: string; output: { annotations?: unknown[] } };
        run.annotations_count += sent.output.annotations?.length ?? 0;
        if (sent.status) run.status = sent.status;
      }
      return json({ id: run.id, status: run.status, output: { annotations_count: run.annotations_count } });
    },
    (r) =>
      r.method === 'GET' && /^\/repos\/o\/r\/commits\/[0-9a-f]{40}\/check-runs$/.test(r.path)
        ? json({
            total_count: state.checkRuns.length,
            check_runs: state.checkRuns.filter(
              (c) => c.name === r.query.get('check_name') && r.path.includes(c.head_sha),
            ),
          })
        : undefined,
    (r) =>
      r.method === 'GET' && r.path === '/repos/kubernetes-sigs/gateway-api/pulls/4530'
        ? json({ number: 4530, state: 'closed', merged: true, merged_at: '2026-01-10T00:00:00Z' })
        : undefined,
    (r) =>
      r.method === 'GET' && r.path === '/repos/kubernetes-sigs/gateway-api/pulls/4530/reviews'
        ? json([{ id: 1, user: { login: 'robscott' }, state: 'APPROVED', commit_id: 'a'.repeat(40) }])
        : undefined,
    (r) =>
      r.method === 'GET' && r.path === '/repos/kubernetes-sigs/gateway-api/pulls/4600'
        ? json({ number: 4600, state: 'open', merged: false, merged_at: null })
        : undefined,
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
      ? {
          action: 'checks_requested',
          merge_group: {
            head_sha: MERGE,
            head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-x',
            base_sha: BASE,
            base_ref: 'refs/heads/main',
          },
          repository,
        }
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
    ...(opts.paths ? { INPUT_PATHS: opts.paths } : {}),
    ...(opts.viaProxy ? { HTTP_PROXY: apiUrl } : {}),
  };
  const started = performance.now();
  const child = startAction(bundle, workspace, env);
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

const count = (requests: readonly RecordedRequest[], method: string, template: string) =>
  requests.filter((r) => r.method === method && r.template === template).length;

describeWithShared(CORPUS, 'the built action on a pull request', () => {
  it("reviews ten corpus CRDs through the API, within GitHub's limits, and measures itself", async () => {
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
    const fetches = requests
      .filter((r) => r.template === '/repos/{owner}/{repo}/contents/{path}')
      .map((r) => `${r.query.get('ref')}:${decodeURIComponent(r.path)}`);
    expect(new Set(fetches).size).toBe(fetches.length);
    expect(fetches).toHaveLength(1 + 10 + 10 + 1); // config at base, 10 heads, 10 bases, 1 unchanged
    // One verification per distinct pull request.
    expect(count(requests, 'GET', '/repos/{owner}/{repo}/pulls/{pull_number}')).toBe(2);
    expect(
      requests.filter((r) => r.method === 'GET' && r.path === '/repos/kubernetes-sigs/gateway-api/pulls/4530/reviews'),
    ).toHaveLength(1);
    // What earlier runs posted: the review comments and the reviews of this pull request, once each.
    expect(
      requests
        .filter(
          (r) =>
            r.method === 'GET' && r.path.startsWith('/repos/o/r/pulls/7/') && r.path !== '/repos/o/r/pulls/7/files',
        )
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/repos/o/r/pulls/7/comments', '/repos/o/r/pulls/7/reviews']);

    // The review: one, COMMENT, on the head SHA, commenting on the changed approval line.
    const reviews = requests.filter(
      (r) => r.method === 'POST' && r.template === '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    );
    expect(reviews).toHaveLength(1);
    const review = reviews[0]?.body as {
      commit_id: string;
      event: string;
      comments: { path: string; line: number; body: string }[];
    };
    expect(review.commit_id).toBe(HEAD);
    expect(review.event).toBe('COMMENT');
    const httproutes = pr.files.find((f) => f.path.endsWith('httproutes.yaml'))?.head ?? '';
    const approvalLine = httproutes.split('\n').findIndex((l) => l.includes(OPEN_URL)) + 1;
    expect(review.comments.map((c) => [c.path, c.line])).toEqual([
      ['config/crd/standard/gateway.networking.k8s.io_httproutes.yaml', approvalLine],
    ]);
    expect(review.comments[0]?.body).toContain('approval/pr-not-merged');

    // The check run: on the head SHA, never the merge commit, concluded from fail-on.
    const checks = requests.filter((r) => r.template === '/repos/{owner}/{repo}/check-runs');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.body).toMatchObject({
      name: 'kube-api-review',
      head_sha: HEAD,
      status: 'completed',
      conclusion: 'failure',
    });

    expect(run.summary).toContain('approval/pr-not-merged');
    expect(run.outputs).toMatch(/^errors<<.*\n1\n/m);

    // The run's two writes, the review and then the check run: within the client's first
    // WRITE_BURST, which the throttle lets start back to back (test/github/octokit.test.ts times
    // the pace; a wall-clock bound here failed on a loaded machine).
    const writes = requests.filter((r) => r.method !== 'GET');
    expect(writes.map((w) => `${w.method} ${w.template}`)).toEqual([
      'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
      'POST /repos/{owner}/{repo}/check-runs',
    ]);
    expect(writes.length).toBeLessThanOrEqual(WRITE_BURST);

    // Measurements for the report (issue 3: under 2 s, excluding network latency).
    const at = (r: RecordedRequest | undefined) => Math.round((r?.at ?? run.startedAt) - run.startedAt);
    const phases = requests.map((r) => `${at(r)} ${r.method} ${r.template ?? r.path}`);
    const rulesMs = Number(/the rules took (\d+) ms/.exec(run.stdout)?.[1]);
    const measured = {
      wallMs: Math.round(run.wallMs),
      rulesMs,
      writeGapMs: Math.round((writes[1]?.at ?? 0) - (writes[0]?.at ?? 0)),
      requests: requests.length,
      listCalls,
      fetches: fetches.length,
      phases,
    };
    // Printed, not asserted: speed is measured by npm run bench, and a bound on a shared machine's
    // wall time failed this test under load with nothing wrong.
    console.log(`e2e measurements: ${JSON.stringify(measured)}`);
  });

  it('sends 50 annotations per request and at most 30 review comments, all as GitHub accepts them', async () => {
    const run = await runAction(sixtyCrds());
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1);
    const checks = run.requests.filter(
      (r) =>
        r.template === '/repos/{owner}/{repo}/check-runs' ||
        r.template === '/repos/{owner}/{repo}/check-runs/{check_run_id}',
    );
    expect(
      checks.map((r) => [r.method, (r.body as { output: { annotations: unknown[] } }).output.annotations.length]),
    ).toEqual([
      ['POST', 50],
      ['PATCH', 10],
    ]);
    const review = run.requests.find(
      (r) => r.method === 'POST' && r.template === '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    )?.body as { comments: unknown[]; body: string };
    expect(review.comments).toHaveLength(30);
    expect(review.body).toContain('30 more finding(s) not posted as comments');
  });

  it('falls back to annotations and the job summary with a read-only token, exit status unchanged', async () => {
    const run = await runAction(tenCrds(), { writeStatus: 403 });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^::error file=config\/crd\/standard\/gateway\.networking\.k8s\.io_httproutes\.yaml,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=approval\/pr-not-merged::/m,
    );
    expect(run.stdout.match(/cannot write reviews or check runs/g)).toHaveLength(1);
    expect(run.summary).toContain('The token cannot write reviews or check runs here');
    expect(run.summary).toContain('approval/pr-not-merged');
  });

  it("sends every request through the runner's proxy when one is set", async () => {
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

describeWithShared(CORPUS, 'the built action under re-runs and faults (issue 18)', () => {
  const writesOf = (run: RunResult) =>
    run.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.template}`);

  it('posts nothing on a re-run of the same head when nothing is new, the overflow included', async () => {
    const state = newState();
    const first = await runAction(sixtyCrds(), { state });
    expect(first.violations).toEqual([]);
    expect(state.reviews).toHaveLength(1);
    expect(state.comments).toHaveLength(30);
    expect(state.reviews[0]?.body).toContain('30 more finding(s) not posted as comments');

    const second = await runAction(sixtyCrds(), { state });
    expect(second.violations).toEqual([]);
    expect(second.status).toBe(1);
    // The re-run's own check run, and nothing on the pull request.
    expect(writesOf(second)).toEqual([
      'POST /repos/{owner}/{repo}/check-runs',
      'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
    ]);
    expect(state.reviews).toHaveLength(1);
    expect(state.comments).toHaveLength(30);
    expect(second.stdout).toContain('review: done: nothing new to comment on (60 already posted;');
  });

  it('does not post twice a review or a check run that GitHub applied but answered 502', async () => {
    const state = newState();
    const run = await runAction(tenCrds(), { state, appliedThen502: ['review', 'check-run'] });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1); // approval/pr-not-merged, as without the faults
    expect(writesOf(run)).toEqual([
      'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews',
      'POST /repos/{owner}/{repo}/check-runs',
    ]);
    expect(state.reviews).toHaveLength(1);
    expect(state.comments).toHaveLength(1);
    expect(state.checkRuns).toHaveLength(1);
    // After each 502 the action looked for what it had made: the reviews, then the head's check runs.
    expect(run.requests.filter((r) => r.method === 'GET' && r.path === '/repos/o/r/pulls/7/reviews')).toHaveLength(2);
    expect(count(run.requests, 'GET', '/repos/{owner}/{repo}/commits/{ref}/check-runs')).toBe(1);
    expect(run.stdout).not.toContain('did not accept');
  });

  it("keeps earlier comments on files it did not review in full, and starts every call's retries at one second", async () => {
    const state = newState();
    const gateways = 'config/crd/standard/gateway.networking.k8s.io_gateways.yaml';
    const httproutes = 'config/crd/standard/gateway.networking.k8s.io_httproutes.yaml';
    // Comments of an earlier run whose findings this run does not report (markers no finding has).
    const earlier = (id: number, path: string, hex: string) => ({
      id,
      path,
      line: 1,
      body: `gone\n\n<!-- kube-api-review:finding=${hex.repeat(32)} -->`,
    });
    state.comments.push(earlier(1, gateways, 'a'), earlier(2, 'deploy/extra.yaml', 'b'), earlier(3, httproutes, 'c'));
    const pr = tenCrds();
    pr.files.push({ path: 'deploy/extra.yaml', head: 'a: 1\n', status: 'added' });
    const run = await runAction(pr, {
      state,
      paths: 'config/**',
      failingContents: [`${BASE}:${gateways}`], // GitHub would not serve it, after retries
      flakyOnce: ['/repos/o/r/pulls/7/files?per_page=100', '/repos/o/r/pulls/7/files?per_page=100&page=2'],
    });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('The review is incomplete: GitHub did not serve 1 file(s)');
    // Only the comment on a file this run read in full goes; deploy/extra.yaml is outside `paths`.
    expect(run.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/repos/o/r/pulls/comments/3',
    ]);
    expect(state.comments.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2]));

    const base = run.requests.filter(
      (r) => decodeURIComponent(r.path) === `/repos/o/r/contents/${gateways}` && r.query.get('ref') === BASE,
    );
    expect(base).toHaveLength(4); // the first try and three retries
    // Each page of the file list was answered 502 once. @octokit/plugin-retry 8.1.1 carried the
    // first page's retry count into the second page's call, which then waited 4 s, not 1 s.
    const pages = run.requests.filter((r) => r.path === '/repos/o/r/pulls/7/files');
    expect(pages.map((r) => r.query.get('page'))).toEqual([null, null, '2', '2']);
    // In the action's seconds: its clock runs CLOCK_RATE times faster (action-process.ts), so a
    // delay in answering (a busy machine) counts CLOCK_RATE times too: one run measured 3.86 s
    // for a one-second wait. Waits only lengthen, so the carried count's 4 s is never under 4 s.
    const waits = [(pages[1]?.at ?? 0) - (pages[0]?.at ?? 0), (pages[3]?.at ?? 0) - (pages[2]?.at ?? 0)].map(
      (ms) => ms * CLOCK_RATE,
    );
    for (const waited of waits) {
      expect(waited).toBeGreaterThanOrEqual(950);
      expect(waited).toBeLessThan(3950);
    }
  });
});
