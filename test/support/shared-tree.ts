import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'vitest';

// ../shared beside the clone holds what the project does not copy: the corpus of real CRDs and
// manifests, and the specs (DESIGN §10). A checkout on its own may lack it; there the tests that
// read it say so and are skipped. CI always has ../shared beside the clone, so under CI a missing
// tree fails those tests instead: a run that skipped them must not pass as a run that checked.

/** The folder beside the clone. */
export const SHARED = resolve(import.meta.dirname, '../../../shared');

/** A path inside ../shared. */
export const sharedPath = (...parts: string[]): string => resolve(SHARED, ...parts);

/** CI sets CI=true (GitHub Actions, and most others); `CI=1` is taken the same way. */
export const isCi = (env: NodeJS.ProcessEnv = process.env): boolean => env.CI === 'true' || env.CI === '1';

/** What to do with a suite that needs `path`: run it, skip it (with a warning), or fail it. */
export function sharedTreeMode(path: string, env: NodeJS.ProcessEnv = process.env): 'run' | 'skip' | 'fail' {
  if (existsSync(path)) return 'run';
  return isCi(env) ? 'fail' : 'skip';
}

/**
 * describe() for a suite that reads `path` in ../shared: run when it is there; when it is absent,
 * skipped with a warning on a developer's checkout and one failing test under CI.
 */
export function describeWithShared(path: string, name: string, suite: () => void): void {
  const mode = sharedTreeMode(path);
  if (mode === 'run') {
    describe(name, suite);
  } else if (mode === 'fail') {
    describe(name, () => {
      it(`needs ${path}`, () => {
        throw new Error(
          `${path} is absent: CI runs with ../shared beside the clone, so these tests may not be skipped`,
        );
      });
    });
  } else {
    console.warn(`skipped "${name}": ${path} is absent`);
    describe.skip(name, suite);
  }
}
