import { readFileSync } from 'node:fs';

// The one place that reads the runner's GITHUB_* / RUNNER_* environment (STYLE §3), so the
// rest of the action takes plain values and tests pass their own. The event payload is read
// from GITHUB_EVENT_PATH here too, and narrowed to the few fields the action uses.

export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

/** What the action needs to know about the change under review, whatever the event. */
export interface ChangeTarget {
  readonly kind: 'pull_request' | 'merge_group';
  /** The repository the workflow runs in, where reviews and check runs go. */
  readonly repo: RepoRef;
  /** The pull request number; undefined on merge_group, which has none. */
  readonly number?: number;
  /** The commit the change starts from, and the commit under review (never the test merge commit). */
  readonly baseSha: string;
  readonly headSha: string;
  /** Whether the head lives in another repository (a fork): its token is then usually read-only. */
  readonly isFork: boolean;
}

export interface GitHubContext {
  readonly workspace: string;
  readonly tempDir: string;
  readonly eventName: string;
  /** The change under review on pull_request, pull_request_target and merge_group; else undefined. */
  readonly target?: ChangeTarget;
  /** REST API root: api.github.com, or `https://HOST/api/v3` on GitHub Enterprise Server. */
  readonly apiUrl: string;
  /** Web root, `https://github.com` or the Enterprise host: approval URLs on it are pull requests too. */
  readonly serverUrl: string;
  /** Link to this workflow run, for the check run's details. */
  readonly runUrl?: string;
  /** The repository the workflow runs in and the commit it runs on (GITHUB_SHA), on every event: the job summary links lines to it. */
  readonly repository?: RepoRef;
  readonly sha?: string;
  /** The runner's proxy settings (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, any case), when it has any. */
  readonly proxyEnv?: Readonly<Record<string, string>>;
}

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'];

export const PULL_REQUEST_EVENTS: readonly string[] = ['pull_request', 'pull_request_target'];

export function gitHubContext(env: NodeJS.ProcessEnv = process.env): GitHubContext {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const target = changeTarget(eventName, payload, env.GITHUB_REPOSITORY);
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const proxyEnv = PROXY_VARIABLES.flatMap((name) => (env[name] ? [[name, env[name]] as const] : []));
  const repository = repoOf(env.GITHUB_REPOSITORY);
  const runUrl =
    env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${serverUrl}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  return {
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    tempDir: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
    eventName,
    ...(target ? { target } : {}),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    serverUrl,
    ...(runUrl ? { runUrl } : {}),
    ...(repository ? { repository } : {}),
    ...(isSha(env.GITHUB_SHA) ? { sha: env.GITHUB_SHA } : {}),
    ...(proxyEnv.length > 0 ? { proxyEnv: Object.fromEntries(proxyEnv) } : {}),
  };
}

function readPayload(file: string | undefined): unknown {
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined; // no payload: the action reviews the workspace as on any other event
  }
}

/** Narrows the payload of the three events the action reviews as a change (spec/github.md §2.8). */
export function changeTarget(
  eventName: string,
  payload: unknown,
  repository: string | undefined,
): ChangeTarget | undefined {
  const repo = repoOf(field(field(payload, 'repository'), 'full_name')) ?? repoOf(repository);
  if (!repo) return undefined;
  if (PULL_REQUEST_EVENTS.includes(eventName)) {
    const pr = field(payload, 'pull_request');
    const number = field(pr, 'number');
    const baseSha = field(field(pr, 'base'), 'sha');
    const headSha = field(field(pr, 'head'), 'sha');
    if (typeof number !== 'number' || !isSha(baseSha) || !isSha(headSha)) return undefined;
    const headRepo = field(field(field(pr, 'head'), 'repo'), 'full_name');
    const isFork =
      typeof headRepo === 'string' && headRepo.toLowerCase() !== `${repo.owner}/${repo.repo}`.toLowerCase();
    return { kind: 'pull_request', repo, number, baseSha, headSha, isFork };
  }
  if (eventName === 'merge_group') {
    const group = field(payload, 'merge_group');
    const baseSha = field(group, 'base_sha');
    const headSha = field(group, 'head_sha');
    if (!isSha(baseSha) || !isSha(headSha)) return undefined;
    return { kind: 'merge_group', repo, baseSha, headSha, isFork: false };
  }
  return undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

const isSha = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(v);

function repoOf(fullName: unknown): RepoRef | undefined {
  if (typeof fullName !== 'string') return undefined;
  const [owner, repo, ...rest] = fullName.split('/');
  return owner && repo && rest.length === 0 ? { owner, repo } : undefined;
}
