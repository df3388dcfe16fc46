import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';
import { VERSION } from '../version.js';
import { retryPolicy, type Sleep } from './retry-policy.js';

// The GitHub client (DESIGN §7, spec/github.md §2.6): @octokit/rest with the throttling plugin,
// which paces writes, and our retry policy (retry-policy.ts), which decides what is tried again;
// an explicit baseUrl; built here and nowhere else. Not @actions/github's getOctokit: it sends
// through its own undici fetch, which nock cannot see (spec/github.md §4.1).

export type GitHubClient = InstanceType<typeof ThrottledOctokit>;

const ThrottledOctokit = Octokit.plugin(throttling);

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
  /** Where to say that a call is retried or given up (never the token). */
  readonly log?: (message: string) => void;
  /**
   * Milliseconds per second of every wait (retry-after, backoff, the write pace): 1000 in
   * production; tests make it 1 so that a 60-second retry-after costs 60 ms.
   */
  readonly millisecondsPerSecond?: number;
  /** How the retry policy waits; tests record the waits instead. */
  readonly sleep?: Sleep;
}

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function createClient(options: ClientOptions): GitHubClient {
  const log = options.log ?? (() => undefined);
  const base = options.millisecondsPerSecond ?? 1000;
  // The retry policy decides about rate limits too, with a count per call; the plugin's handlers
  // (required by it) only hand the failure on.
  const handOn = () => false;
  const client = new ThrottledOctokit({
    ...(options.token ? { auth: options.token } : {}),
    baseUrl: options.baseUrl,
    userAgent: `kube-api-review/${VERSION}`,
    throttle: {
      onRateLimit: handOn,
      onSecondaryRateLimit: handOn,
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
      // Writes that notify people (a review) go 3 seconds apart, the plugin's default, counted in
      // the same seconds as every other wait so that a retried review does not hold tests for 3 s.
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * base }),
    },
    // Octokit logs request failures through console; the callers report them as outcomes instead.
    log: { debug: () => undefined, info: () => undefined, warn: log, error: () => undefined },
  });
  client.hook.wrap(
    'request',
    retryPolicy({ millisecondsPerSecond: base, sleep: options.sleep ?? realSleep, log, now: Date.now }),
  );
  return client;
}

/** The HTTP status of an Octokit failure; undefined for a network error or our own bug. */
export function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/** A one-line reason for a failed call, for logs and summaries; never includes headers (the token). */
export function describeFailure(error: unknown): string {
  const status = statusOf(error);
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  return status === undefined ? message : `HTTP ${status}: ${message}`;
}
