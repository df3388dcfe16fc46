import { defineConfig } from 'vitest/config';

// The tests that read the shared corpus share one review of it (test/support/corpus-review.ts):
// they run in one worker that keeps modules from file to file, so the corpus is parsed once per
// run, not once per file. Every other test file runs isolated, as usual. Vitest runs projects
// with different worker counts as separate groups, one after the other: the corpus group last.
const CORPUS_TESTS = ['test/**/*corpus*.test.ts', 'test/engine/pipelined-review.test.ts'];

export default defineConfig({
  test: {
    // The corpus review reads 55 MB of real CRDs and the git tests start git processes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: CORPUS_TESTS } },
      { extends: true, test: { name: 'corpus', include: CORPUS_TESTS, isolate: false, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
