import type { EndpointDefaults, OctokitResponse } from '@octokit/types';
import { statusOf } from './octokit.js';

// When a GitHub call is tried again, and after how long (DESIGN §9, spec/github.md §2.6, issue 18).
// Every count lives in the call it belongs to. @octokit/plugin-retry 8.1.1 (the newest release)
// keeps its count on request options that all calls share, so after one call used its retries the
// next call's first retry waited 25 s; the throttling plugin keeps its rate-limit count on the
// shared request function, so after two rate limits no later one was waited out. The throttling
// plugin still paces writes; the decisions to retry are taken here.
//
// A write is not sent twice blindly: GitHub may have applied a POST it answered 502 (the review
// would then carry its comments twice). Reads, PUT and DELETE are retried as they are; POST and
// PATCH only when the caller says how to find what an earlier attempt made (retryWrite), and the
// call then returns what it finds instead of writing again.

/** Retries after a 5xx or a dropped connection (which Octokit reports as 500). */
export const MAX_TRANSIENT_RETRIES = 3;
/** Retries after a rate limit, per call. */
export const MAX_RATE_LIMIT_RETRIES = 2;
/** Rate-limit waits beyond this are not worth holding a CI job for: the call fails and is reported. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 120;
/** GitHub asks for "at least one minute" when a secondary limit carries no retry-after. */
export const SECONDARY_LIMIT_FALLBACK_SECONDS = 60;
/** One call, its retries and waits included, fails after this long (a hung connection is reported, not waited out). */
export const REQUEST_TIMEOUT_MS = 300_000;

/** The wait before the n-th retry after a transient failure: 1, 4, 9 seconds. */
export const backoffSeconds = (retry: number): number => retry * retry;

/** Methods that leave the same state however often they are applied. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

export type Sleep = (ms: number) => Promise<void>;

export interface RetryPolicyOptions {
  /** Milliseconds per second of every wait: 1000 in production, small in tests. */
  readonly millisecondsPerSecond: number;
  readonly sleep: Sleep;
  readonly log: (message: string) => void;
  readonly now: () => number;
}

/** Looks for what an earlier attempt of a write created; undefined when there is none. */
export type FindApplied = () => Promise<unknown>;

/**
 * Request options that make a POST or PATCH retryable: after a transient failure the call waits,
 * asks findApplied, and returns its answer as the response when it found one, else writes again.
 */
export const retryWrite = (findApplied: FindApplied): { readonly findApplied: FindApplied } => ({ findApplied });

type Endpoint = Required<EndpointDefaults>;
type Request = (endpoint: Endpoint) => OctokitResponse<unknown> | Promise<OctokitResponse<unknown>>;

/** The hook (octokit.hook.wrap('request', …)) that applies the policy to every call. */
export function retryPolicy(options: RetryPolicyOptions) {
  const { millisecondsPerSecond: base, sleep, log } = options;
  return async (request: Request, endpoint: Endpoint): Promise<OctokitResponse<unknown>> => {
    const findApplied =
      typeof endpoint.request?.findApplied === 'function' ? (endpoint.request.findApplied as FindApplied) : undefined;
    const signal: AbortSignal = endpoint.request?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const { findApplied: _omitted, ...requestOptions } = endpoint.request ?? {};
    const attempt = { ...endpoint, request: { ...requestOptions, signal } };
    const what = `${endpoint.method} ${endpoint.url}`;
    let transient = 0;
    let limited = 0;
    for (;;) {
      try {
        return await request(attempt);
      } catch (error) {
        if (signal.aborted) throw error; // our own timeout, or the caller's: not GitHub's fault to retry
        const limit = rateLimitWait(error, options.now());
        if (limit !== undefined) {
          // A rate-limited request was not applied, so a write is as safe to resend as a read.
          const retrying = limited < MAX_RATE_LIMIT_RETRIES && limit.seconds <= MAX_RATE_LIMIT_WAIT_SECONDS;
          log(`GitHub ${limit.kind} on ${what}: ${retrying ? `retrying after ${limit.seconds}s` : 'giving up'}`);
          if (!retrying) throw error;
          limited += 1;
          await sleep(limit.seconds * base);
          continue;
        }
        const status = statusOf(error);
        const isTransient = status !== undefined && status >= 500;
        const isWrite = !IDEMPOTENT.has(endpoint.method.toUpperCase());
        if (!isTransient || transient >= MAX_TRANSIENT_RETRIES || (isWrite && !findApplied)) throw error;
        transient += 1;
        await sleep(backoffSeconds(transient) * base);
        if (findApplied) {
          let found: unknown;
          try {
            found = await findApplied();
          } catch {
            throw error; // what the write did is unknown: report the write's own failure
          }
          if (found !== undefined) {
            log(`GitHub answered ${status} on ${what}, but had applied it`);
            return { status: 200, url: endpoint.url, headers: {}, data: found };
          }
        }
      }
    }
  };
}

interface RateLimit {
  readonly kind: string;
  readonly seconds: number;
}

/**
 * How long GitHub asks to wait, when the failure is a rate limit (spec/github.md §2.6): a
 * secondary limit (403 or 429 saying so) its retry-after or a minute; a primary limit
 * (x-ratelimit-remaining 0) until x-ratelimit-reset, plus a second; any other 429 its retry-after.
 */
export function rateLimitWait(error: unknown, nowMs: number): RateLimit | undefined {
  const status = statusOf(error);
  if (status !== 403 && status !== 429) return undefined;
  const headers = headersOf(error);
  const retryAfter = seconds(headers['retry-after']);
  const message = error instanceof Error ? error.message : '';
  if (/\bsecondary rate\b/i.test(message))
    return { kind: 'secondary rate limit', seconds: retryAfter ?? SECONDARY_LIMIT_FALLBACK_SECONDS };
  if (headers['x-ratelimit-remaining'] === '0') {
    const reset = seconds(headers['x-ratelimit-reset']);
    if (reset !== undefined)
      return { kind: 'primary rate limit', seconds: Math.max(0, Math.ceil(reset - nowMs / 1000) + 1) };
  }
  return status === 429 && retryAfter !== undefined ? { kind: 'rate limit (429)', seconds: retryAfter } : undefined;
}

function headersOf(error: unknown): Readonly<Record<string, unknown>> {
  const response = typeof error === 'object' && error !== null && 'response' in error ? error.response : undefined;
  const headers =
    typeof response === 'object' && response !== null && 'headers' in response ? response.headers : undefined;
  return typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>) : {};
}

function seconds(value: unknown): number | undefined {
  const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}
