import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three projects, by what a test file needs of the process it runs in:
// - corpus: the tests that read the shared corpus share one review of it
//   (test/support/corpus-review.ts). They run in one worker that keeps modules from file to file,
//   so the corpus is parsed once per run, not once per file. Vitest runs projects with different
//   worker counts as separate groups, one after the other: this group last.
// - pure: rules, parsing, the engine and the renderers are functions of their input, so their
//   files share a worker's modules instead of importing the whole registry again for every file
//   (that import was most of their time).
// - isolated: everything else, and any file that mocks modules, stubs globals or the environment,
//   or changes the working directory, gets a fresh module graph as usual.

const isCorpusTest = (f: string): boolean => /\/[^/]*corpus[^/]*\.test\.ts$/.test(f) || f === 'test/engine/pipelined-review.test.ts';
const PURE_DIRS = /^test\/(rules|parse|engine|report|support)\//;
/** What makes a file change the process for the files after it in the same worker. */
const CHANGES_PROCESS = /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(|process\.chdir\(|process\.env(\.\w+|\[[^\]]+\]) = |delete process\.env/;

const root = fileURLToPath(new URL('.', import.meta.url));
const testFiles = readdirSync(`${root}test`, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/${f}`)
  .sort();
const corpus = testFiles.filter(isCorpusTest);
const pure = testFiles.filter((f) => !isCorpusTest(f) && PURE_DIRS.test(f) && !CHANGES_PROCESS.test(readFileSync(`${root}${f}`, 'utf8')));
const isolated = testFiles.filter((f) => !isCorpusTest(f) && !pure.includes(f));

export default defineConfig({
  test: {
    // The corpus review reads 55 MB of real CRDs and the git tests start git processes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'pure', include: pure, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
      { extends: true, test: { name: 'corpus', include: corpus, isolate: false, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
