import { describe, expect, it } from 'vitest';
import { failedOutcome } from '../../src/github/failed-outcome.js';

/** What Octokit throws for an HTTP failure: an Error carrying the status. */
const httpError = (status: number, message: string) =>
  Object.assign(new Error(`${message}\n- https://docs.github.com/rest`), { status });

describe('failedOutcome', () => {
  it('calls 403 (a fork’s read-only token) and 404 forbidden, so the caller falls back', () => {
    expect(
      failedOutcome('review', httpError(403, 'Resource not accessible by integration'), 'posting the review'),
    ).toEqual({
      reporter: 'review',
      status: 'forbidden',
      detail: 'posting the review: HTTP 403: Resource not accessible by integration',
    });
    expect(failedOutcome('check', httpError(404, 'Not Found'), 'creating the check run').status).toBe('forbidden');
  });

  it('calls anything else failed, a network error included', () => {
    expect(failedOutcome('check', httpError(500, 'Internal Server Error'), 'creating the check run')).toEqual({
      reporter: 'check',
      status: 'failed',
      detail: 'creating the check run: HTTP 500: Internal Server Error',
    });
    expect(failedOutcome('review', new Error('socket hang up'), 'posting the review')).toEqual({
      reporter: 'review',
      status: 'failed',
      detail: 'posting the review: socket hang up',
    });
  });
});
