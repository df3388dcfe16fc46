import { posix } from 'node:path';
import { isInTestTree } from '../../parse/test-trees.js';

// Which Go files are the repository's own, for the whole lifecycle family (issue 15): code a
// repository vendors or copies is not its API and not its to fix, whatever gates its tags name.
// The trees left out are those the go command itself leaves out of a module's packages
// (`testdata`, and directories starting with `.` or `_`, such as `_output` build copies) and the
// copies of other modules (`vendor`, `third_party`, `third-party`). File selection skips these
// trees by default too; the family does not rely on it, since even when a configuration reviews
// them, a vendored k8s.io/api's tags name Kubernetes' gates and are nothing its user can fix.
// Tests define neither API types nor gates, and they are where new Go syntax shows up first:
// they are left out too, `_test.go` files and test trees (test-trees.ts) alike, such as
// code-generator's cmd/validation-gen/output_tests/, whose `+k8s:ifEnabled(FeatureX)` tags name
// options its tests declare.

const NOT_OURS = new Set(['vendor', 'third_party', 'third-party', 'testdata']);

/**
 * A directory inside a vendored, forked, test-data or tool-ignored tree. Not the repository's
 * root, which posix.dirname gives as `.` for a file there (a root `main.go` or `gates.go`: its
 * gates went uncollected, and the tags naming them were unknown-gate errors).
 */
export function isOutsideRepository(dir: string): boolean {
  if (dir === '.' || dir === '') return false;
  return dir.split('/').some((s) => NOT_OURS.has(s) || s.startsWith('.') || s.startsWith('_'));
}

/** A Go file the lifecycle family reads: the repository's own, and not a test. */
export const isReviewedGoFile = (path: string): boolean =>
  !path.endsWith('_test.go') && !isInTestTree(path) && !isOutsideRepository(posix.dirname(path));
