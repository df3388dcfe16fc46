import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';
import { VERSION } from '../version.js';

// The GitHub client (DESIGN §7, spec/github.md §2.6): @octokit/rest with the throttling and retry
// plugins and an explicit baseUrl, built here and nowhere else. Not @actions/github's getOctokit:
// it sends through its own undici fetch, which nock cannot see (spec/github.md §4.1).

export type GitHubClient = InstanceType<typeof ThrottledOctokit>;

const ThrottledOctokit = Octokit.plugin(throttling, retry);

/** Rate-limit waits beyond this are not worth holding a CI job for: the call fails and is reported. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 120;
/** One call, its retries and rate-limit waits included, fails after this long. */
export const REQUEST_TIMEOUT_MS = 300_000;
/** How often one request is retried after a rate limit before it fails. */
export const MAX_RATE_LIMIT_RETRIES = 2;
/**
 * Content-creating requests that may start back to back before the 1-second pace applies. GitHub
 * asks for them one at a time, and "at least one second" apart when there are many (spec/github.md
 * §2.6); the plugin's default spaces every write a second from the last, which held a run's two
 * writes (the review, then the check run) a second apart for nothing.
 */
export const WRITE_BURST = 2;

export interface ClientOptions {
  readonly token: string | undefined;
  readonly baseUrl: string;
  /** Where to say that a rate limit was hit (never the token). */
  readonly log?: (message: string) => void;
  /**
   * Milliseconds per second of every wait the plugins compute (retry-after, backoff): 1000 in
   * production; tests make it 1 so that a 60-second retry-after costs 60 ms.
   */
  readonly millisecondsPerSecond?: number;
}

export function createClient(options: ClientOptions): GitHubClient {
  const log = options.log ?? (() => undefined);
  const base = options.millisecondsPerSecond ?? 1000;
  // GitHub asks clients to honour retry-after on 403/429, else wait for x-ratelimit-reset, and
  // to back off; the throttling plugin does the arithmetic, these handlers decide whether to wait.
  const shouldRetry = (kind: string) => (retryAfter: number, req: { method: string; url: string }, _o: unknown, retryCount: number) => {
    const retrying = retryCount < MAX_RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_SECONDS;
    log(`GitHub ${kind} rate limit on ${req.method} ${req.url}: ${retrying ? `retrying after ${retryAfter}s` : 'giving up'}`);
    return retrying;
  };
  const client = new ThrottledOctokit({
    ...(options.token ? { auth: options.token } : {}),
    baseUrl: options.baseUrl,
    userAgent: `kube-api-review/${VERSION}`,
    throttle: {
      onRateLimit: shouldRetry('primary'),
      onSecondaryRateLimit: shouldRetry('secondary'),
      retryAfterBaseValue: base,
      // WRITE_BURST writes start at once, then one a second (the plugin's own `write` option; the
      // reporters send theirs one after the other).
      write: new Bottleneck.Group({
        maxConcurrent: 1,
        reservoir: WRITE_BURST,
        reservoirIncreaseAmount: 1,
        reservoirIncreaseInterval: base,
        reservoirIncreaseMaximum: WRITE_BURST,
        heartbeatInterval: Math.max(1, Math.min(250, base / 4)),
      }),
    },
    // 429 is left to the throttle (secondary limits) and to the hook below (retry-after): the retry
    // plugin would retry it after 1, 4 and 9 seconds whatever GitHub asked for.
    retry: { retryAfterBaseValue: base, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    // Octokit logs request failures through console; the callers report them as outcomes instead.
    log: { debug: () => undefined, info: () => undefined, warn: log, error: () => undefined },
  });
  // A 429 that the throttle does not classify (no "secondary rate limit" text) still carries
  // retry-after, which GitHub asks clients to honour (spec/github.md §2.6).
  client.hook.wrap('request', async (request, endpoint) => {
    for (let attempt = 0; ; attempt++) {
      try {
        // A connection that hangs would hold the job until GitHub's 6-hour limit (DESIGN §9: timeouts
        // are reported, not waited out); the bound covers the plugins' own retries and waits.
        const signal = endpoint.request?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS);
        return await request({ ...endpoint, request: { ...endpoint.request, signal } });
      } catch (error) {
        const wait = retryAfterOf(error);
        const retrying = wait !== undefined && attempt < MAX_RATE_LIMIT_RETRIES && wait <= MAX_RATE_LIMIT_WAIT_SECONDS;
        if (wait !== undefined) log(`GitHub answered 429 on ${endpoint.method} ${endpoint.url}: ${retrying ? `retrying after ${wait}s` : 'giving up'}`);
        if (!retrying) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait * base));
      }
    }
  });
  return client;
}

function retryAfterOf(error: unknown): number | undefined {
  if (statusOf(error) !== 429 || !(error instanceof Error) || /\bsecondary rate\b/i.test(error.message)) return undefined;
  const headers = 'response' in error && typeof error.response === 'object' && error.response !== null && 'headers' in error.response ? error.response.headers : undefined;
  const value = typeof headers === 'object' && headers !== null && 'retry-after' in headers ? Number(headers['retry-after']) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The HTTP status of an Octokit failure; undefined for a network error or our own bug. */
export function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** A one-line reason for a failed call, for logs and summaries; never includes headers (the token). */
export function describeFailure(error: unknown): string {
  const status = statusOf(error);
  const message = error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error);
  return status === undefined ? message : `HTTP ${status}: ${message}`;
}
