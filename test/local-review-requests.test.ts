import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLocalReview } from '../src/local-review.js';
import { UsageError } from '../src/usage-error.js';

// runLocalReview refuses a request the CLI would never send, for its other callers' sake.

describe('runLocalReview', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'kar-request-'));

  it.each([
    [{ paths: ['-'], cwd }, '- (the standard input) was not read'],
    [
      { paths: ['-'], cwd, stdin: new Uint8Array(), base: 'HEAD' },
      '- (the standard input) cannot be reviewed against --base',
    ],
    [
      { paths: [], cwd, filter: 'changed' as never },
      'unknown filter "changed": use one of new, added, diff_context, file, all',
    ],
  ])('refuses %j', async (request, message) => {
    await expect(runLocalReview(request)).rejects.toEqual(new UsageError(message));
  });
});

describe('runLocalReview stats', () => {
  // kubernaut's pull requests said "in 5152ms" of 11 s: the reading of the change and the releases
  // is time the user waits too.
  it('counts the time spent before the rules run in durationMs', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'kar-duration-'));
    const { review } = await runLocalReview({
      paths: [],
      cwd,
      services: () => new Promise((resolve) => setTimeout(() => resolve({}), 60)),
    });
    expect(review.stats.durationMs).toBeGreaterThanOrEqual(55);
  });
});
