import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { structuredPatch } from 'diff';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAction } from './action-process.js';
import { FakeGitHub, loadOperations, type RecordedRequest, type Route } from './github-api.js';

// Issue 18 items 2, 6, 7 and 8 on the built action, run as the runner runs it (spec/github.md
// §4.3) against the fake GitHub, which checks every request against GitHub's OpenAPI description:
// a review GitHub did not take fails the run; the SARIF file holds every finding whatever the
// filter; paths are the repository's from any working directory; the job summary is written on
// every event, as one table linked to the reviewed commit. The bundle is the one that ships, built
// once for the run (test/support/built-bundles.ts).

const BASE = '1'.repeat(40);
const HEAD = '2'.repeat(40);
const PUSHED = '4'.repeat(40);

const bundle = join(inject('bundles'), 'index.js');
let operations: ReturnType<typeof loadOperations> = [];

beforeAll(() => {
  operations = loadOperations();
});

const crd = (name: string, annotation: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${name}s.demo.k8s.io
  annotations:
    api-approved.kubernetes.io: ${annotation}
spec:
  group: demo.k8s.io
  names: {kind: ${name[0]?.toUpperCase()}${name.slice(1)}, listKind: ${name}List, plural: ${name}s, singular: ${name}}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`;

interface ChangedFile {
  readonly path: string;
  readonly base?: string;
  readonly head: string;
  readonly status: 'added' | 'modified';
}

function patchOf(base: string | undefined, head: string): string {
  const p = structuredPatch('a', 'b', base ?? '', head, '', '', { context: 3 });
  return p.hunks
    .map((h) => `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@\n${h.lines.join('\n')}`)
    .join('\n');
}

/** A pull request (#7) changing `files`; `writeStatus` answers every review and check-run write. */
function pullRequestRoutes(files: readonly ChangedFile[], writeStatus: number): Route[] {
  const json = (body: unknown, status = 200) => ({ status, body });
  const listed = files.map((f) => ({
    sha: 'f'.repeat(40),
    filename: f.path,
    status: f.status,
    additions: 1,
    deletions: 0,
    changes: 1,
    blob_url: '',
    raw_url: '',
    contents_url: '',
    patch: patchOf(f.base, f.head),
  }));
  const failed = (status: number) =>
    json({ message: status >= 500 ? 'Internal Server Error' : 'Validation Failed' }, status);
  return [
    (r) => {
      const m = /^\/repos\/o\/r\/contents\/(.+)$/.exec(r.path);
      if (r.method !== 'GET' || !m?.[1]) return undefined;
      const f = files.find((x) => x.path === decodeURIComponent(m[1] ?? ''));
      const text = r.query.get('ref') === HEAD ? f?.head : f?.base;
      return text === undefined
        ? json({ message: 'Not Found' }, 404)
        : { status: 200, body: text, headers: { 'content-type': 'application/vnd.github.raw; charset=utf-8' } };
    },
    (r) =>
      r.method === 'GET' && r.path === '/repos/o/r/pulls/7/files'
        ? json(r.query.get('page') && r.query.get('page') !== '1' ? [] : listed)
        : undefined,
    (r) =>
      r.method === 'GET' && r.path === `/repos/o/r/git/trees/${HEAD}`
        ? json({
            sha: HEAD,
            truncated: false,
            tree: files.map((f) => ({ path: f.path, type: 'blob', mode: '100644', sha: 'e'.repeat(40) })),
          })
        : undefined,
    // What earlier runs left: nothing.
    (r) =>
      r.method === 'GET' && (r.path === '/repos/o/r/pulls/7/comments' || r.path === '/repos/o/r/pulls/7/reviews')
        ? json([])
        : undefined,
    (r) =>
      r.method === 'GET' && /^\/repos\/o\/r\/commits\/[0-9a-f]{40}\/check-runs$/.test(r.path)
        ? json({ total_count: 0, check_runs: [] })
        : undefined,
    (r) =>
      r.method === 'POST' && r.path === '/repos/o/r/pulls/7/reviews'
        ? writeStatus === 200
          ? json({ id: 1 })
          : failed(writeStatus)
        : undefined,
    (r) =>
      r.method === 'POST' && r.path === '/repos/o/r/check-runs'
        ? writeStatus === 200
          ? json({ id: 42 }, 201)
          : failed(writeStatus)
        : undefined,
    (r) => (r.method === 'PATCH' && r.path === '/repos/o/r/check-runs/42' ? json({ id: 42 }) : undefined),
  ];
}

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly summary: string;
  readonly outputs: string;
  readonly sarif: {
    runs: { results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[];
  };
  readonly requests: readonly RecordedRequest[];
  readonly violations: readonly string[];
}

interface RunOptions {
  readonly eventName: 'pull_request' | 'push' | 'workflow_dispatch';
  readonly routes?: Route[];
  readonly inputs?: Readonly<Record<string, string>>;
  /** The checkout; the action is started in `cwd` below it. */
  readonly workspace?: string;
  readonly cwd?: string;
}

const servers: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function runAction(opts: RunOptions): Promise<Run> {
  const github = new FakeGitHub(operations, opts.routes ?? []);
  servers.push(github);
  const apiUrl = await github.start();
  const dir = mkdtempSync(join(tmpdir(), 'kar-e2e-reporting-run-'));
  const workspace = opts.workspace ?? mkdtempSync(join(tmpdir(), 'kar-e2e-reporting-ws-'));
  const repository = { full_name: 'o/r', name: 'r', owner: { login: 'o' }, private: false };
  const payload =
    opts.eventName === 'pull_request'
      ? {
          action: 'synchronize',
          number: 7,
          pull_request: {
            number: 7,
            state: 'open',
            head: { sha: HEAD, ref: 'feature', repo: repository },
            base: { sha: BASE, ref: 'main', repo: repository },
          },
          repository,
        }
      : { ref: 'refs/heads/main', after: PUSHED, repository };
  writeFileSync(join(dir, 'event.json'), JSON.stringify(payload));
  for (const f of ['output', 'summary']) writeFileSync(join(dir, f), '');
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: dir,
    GITHUB_EVENT_NAME: opts.eventName,
    GITHUB_EVENT_PATH: join(dir, 'event.json'),
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_SHA: opts.eventName === 'pull_request' ? '3'.repeat(40) : PUSHED,
    GITHUB_RUN_ID: '99',
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    'INPUT_GITHUB-TOKEN': 'ghs_e2eTOKENvalue',
    'INPUT_FAIL-ON': 'error',
    INPUT_REPORTERS: 'review,check,summary',
    ...Object.fromEntries(Object.entries(opts.inputs ?? {}).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
  const child = startAction(bundle, opts.cwd ?? workspace, env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const guard = setTimeout(() => child.kill(), 100_000);
  const status = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(guard);
  const outputs = readFileSync(join(dir, 'output'), 'utf8');
  const sarifFile = /^sarif-file<<(\S+)\n(.*)\n/m.exec(outputs)?.[2] ?? '';
  return {
    status,
    stdout,
    stderr,
    summary: readFileSync(join(dir, 'summary'), 'utf8'),
    outputs,
    sarif: sarifFile ? JSON.parse(readFileSync(sarifFile, 'utf8')) : { runs: [] },
    requests: github.requests,
    violations: github.violations,
  };
}

const output = (run: Run, name: string): string | undefined =>
  new RegExp(`^${name}<<(\\S+)\\n(.*)\\n`, 'm').exec(run.outputs)?.[2];
const html = (markdown: string): string =>
  micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });

describe('the built action reports what it could not deliver (issue 18 item 2)', () => {
  // Warnings only: approval/unapproved. Before, the step passed with a ::warning.
  const warned: ChangedFile[] = [
    { path: 'crds/widget.yaml', head: crd('widget', '"unapproved, testing"'), status: 'added' },
  ];

  it('fails the run when GitHub answers 500 to every write, and the job summary says what was not delivered', async () => {
    const run = await runAction({ eventName: 'pull_request', routes: pullRequestRoutes(warned, 500) });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1);
    const failure =
      /^::error::(Not delivered: GitHub did not accept the review .* and the check run .*)$/m.exec(run.stdout)?.[1] ??
      '';
    expect(failure).toMatch(/the review \(posting the review: HTTP 500: Internal Server Error\)/);
    expect(failure).toMatch(/the check run \(creating the check run: HTTP 500: Internal Server Error\)/);
    // The findings still reach the run: annotations, and the summary with the same sentence.
    expect(run.stdout).toMatch(/^::warning file=crds\/widget\.yaml,line=6,.*title=approval\/unapproved::/m);
    expect(run.summary).toContain(`> ${failure}`);
    expect(run.summary).toContain('approval/unapproved');
    expect(run.requests.filter((r) => r.method === 'POST').length).toBeGreaterThanOrEqual(2);
  });

  it('with fail-on: never passes, and says it as an ::error', async () => {
    const run = await runAction({
      eventName: 'pull_request',
      routes: pullRequestRoutes(warned, 422),
      inputs: { 'fail-on': 'never' },
    });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^::error::Not delivered: GitHub did not accept the review \(posting the review: HTTP 422: Validation Failed\) and the check run/m,
    );
  });
});

describe("the built action's SARIF file (issue 18 item 6)", () => {
  it('holds every finding of the reviewed files, not only those the filter shows', async () => {
    // The base already had an unapproved API: under the default filter `new` only the second CRD's is shown.
    const base = crd('widget', '"unapproved, testing"');
    const head = `${base}---\n${crd('gadget', '"unapproved, testing"')}`;
    const run = await runAction({
      eventName: 'pull_request',
      routes: pullRequestRoutes([{ path: 'crds/all.yaml', base, head, status: 'modified' }], 200),
    });
    expect(run.violations).toEqual([]);
    expect(output(run, 'warnings')).toBe('1');
    const review = run.requests.find(
      (r) => r.method === 'POST' && r.template === '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    )?.body as { comments: { line: number }[] };
    expect(review.comments.map((c) => c.line)).toEqual([18]);
    const results = run.sarif.runs[0]?.results ?? [];
    expect(results.map((r) => [r.ruleId, r.locations[0]?.physicalLocation.artifactLocation.uri])).toEqual([
      ['approval/unapproved', 'crds/all.yaml'],
      ['approval/unapproved', 'crds/all.yaml'],
    ]);
  });
});

describe('the built action outside pull requests (issue 18 items 7 and 8)', () => {
  /** A checkout whose configuration at the root lowers approval/missing to a warning; the CRD sits in deploy/crds. */
  function checkout(): string {
    const workspace = mkdtempSync(join(tmpdir(), 'kar-e2e-checkout-'));
    const files = {
      '.github/kube-api-review.yaml': 'rules:\n  approval/missing: warning\n',
      'deploy/crds/widget.yaml': crd('widget', '""').replace(/ {2}annotations:\n.*\n/, ''),
      'deploy/crds/gadget.yaml': crd('gadget', 'https://github.com/OWNER/REPO/pull/N'),
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(workspace, path)), { recursive: true });
      writeFileSync(join(workspace, path), text);
    }
    execFileSync('git', ['init', '-q'], { cwd: workspace });
    return workspace;
  }

  it.each(['push', 'workflow_dispatch'] as const)(
    'on %s, started in a subdirectory, names files from the repository root and writes the job summary',
    async (eventName) => {
      const workspace = checkout();
      const run = await runAction({ eventName, workspace, cwd: join(workspace, 'deploy') });
      expect(run.violations).toEqual([]);
      expect(run.requests).toEqual([]); // a workspace review needs no API
      expect(run.stderr).toBe('');
      // The root's configuration applies: approval/missing is a warning, so fail-on error passes.
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^::warning file=deploy\/crds\/widget\.yaml,line=3,.*title=approval\/missing::/m);
      expect(
        run.sarif.runs[0]?.results.map((r) => r.locations[0]?.physicalLocation.artifactLocation.uri).sort(),
      ).toEqual(['deploy/crds/gadget.yaml', 'deploy/crds/widget.yaml']);

      // The job summary: one table, each line linked to the file at the commit the run is on, and
      // the placeholder URL in a message shown as code, not linked.
      const page = html(run.summary);
      expect(page.split('<details>')[0]?.match(/<table>/g)).toHaveLength(1);
      expect(page).toContain(
        `<a href="https://github.com/o/r/blob/${PUSHED}/deploy/crds/widget.yaml#L3">deploy/crds/widget.yaml:3</a>`,
      );
      expect(page).toContain('<td>⚠️ <strong>warning</strong></td>');
      expect(page).not.toContain('href="https://github.com/OWNER');
      expect(page).toMatch(/<code>https:\/\/github\.com\/OWNER\/REPO\/pull\/N<\/code>/);
    },
  );
});

describe("the built action's job summary on a pull request (issue 18 item 8)", () => {
  it("links each line to the head commit and shows the apiserver's answer", async () => {
    const files: ChangedFile[] = [
      { path: 'crds/widget.yaml', head: crd('widget', '"pending review"'), status: 'added' },
    ];
    const run = await runAction({ eventName: 'pull_request', routes: pullRequestRoutes(files, 200) });
    expect(run.violations).toEqual([]);
    expect(run.status).toBe(1);
    const page = html(run.summary);
    const row = /<tr>\n<td>❌ <strong>error<\/strong><\/td>[\s\S]*?<\/tr>/.exec(page)?.[0] ?? '';
    expect(row).toContain(`<a href="https://github.com/o/r/blob/${HEAD}/crds/widget.yaml#L6">crds/widget.yaml:6</a>`);
    expect(row).toContain('kube-apiserver: <code>metadata.annotations[api-approved.kubernetes.io]: Invalid value: ');
  });
});
