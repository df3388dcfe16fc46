import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three projects, by what a test file needs of the process it runs in:
// - corpus: the tests that read the shared corpus share one review of it
//   (test/support/corpus-review.ts). They run in one worker that keeps modules from file to file,
//   so the corpus is parsed once per run, not once per file. Vitest runs projects with different
//   worker counts as separate groups, one after the other: this group last. npm test
//   (scripts/test.mjs) runs it as a vitest of its own beside the other two projects instead, so
//   that it does not hold one core alone at the end.
// - reuse: most files only call the code under test, so they share a worker's modules instead of
//   importing the rule registry, Octokit and the CLI again for every file (that import was most of
//   the suite's time: 226 files in 27 s instead of 85 s on one worker).
// - isolated: the end-to-end tests, and any file that mocks modules, spies on or stubs globals or
//   the environment, or changes the working directory, get a fresh module graph as usual, so
//   nothing they change reaches another file.

const isCorpusTest = (f: string): boolean =>
  /\/[^/]*corpus[^/]*\.test\.ts$/.test(f) || f === 'test/engine/pipelined-review.test.ts';
/** What makes a file change the process for the files after it in the same worker. */
const CHANGES_PROCESS =
  /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\(|process\.chdir\(|process\.env(\.\w+|\[[^\]]+\]) = |delete process\.env/;

const root = fileURLToPath(new URL('.', import.meta.url));
const testFiles = readdirSync(`${root}test`, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/${f}`)
  .sort();
const corpus = testFiles.filter(isCorpusTest);
const isolated = testFiles.filter(
  (f) => !isCorpusTest(f) && (f.startsWith('test/e2e/') || CHANGES_PROCESS.test(readFileSync(`${root}${f}`, 'utf8'))),
);
const reuse = testFiles.filter((f) => !isCorpusTest(f) && !isolated.includes(f));

export default defineConfig({
  test: {
    // The corpus review reads 55 MB of real CRDs and the git tests start git processes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One worker per core. Vitest's default is one fewer, to leave a core to its main process, which
    // does little here: on a machine of two cores that ran every file on one core.
    maxWorkers: availableParallelism(),
    // The bundles, built once per run for the tests that run them (inject('bundles')).
    globalSetup: ['test/support/built-bundles.ts'],
    projects: [
      { extends: true, test: { name: 'reuse', include: reuse, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        test: { name: 'corpus', include: corpus, isolate: false, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
