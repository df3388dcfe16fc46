// A repository's test trees, by the names of their directories: what is below them belongs to
// the repository's tests, which decide what happens to it (cr/ test-tree.ts, parse/duplicate-key).

// Directory names, split into words at `-`, `_` and `.`, that say what is below is a test's.
const TEST_WORDS: ReadonlySet<string> = new Set(['test', 'tests', 'testing', 'e2e', 'integration']);

/** Whether a repository path lies under a directory of tests (`test/`, `e2e-tests/`, `tests/integration/`). */
export function isInTestTree(file: string): boolean {
  return file
    .split('/')
    .slice(0, -1)
    .some((dir) => dir.split(/[-_.]/).some((word) => TEST_WORDS.has(word.toLowerCase())));
}
