import { generatorDataPathsOf } from './kustomize-generator-data.js';
import { goTestInputsOf, isInputPattern, matchingInputs } from './go-test-inputs.js';
import { isKustomizationPath, patchPathsOf } from './kustomize-patches.js';
import path from 'node:path';
import {
  chainsawInputsOf,
  expectedErrorSubject,
  isChainsawTestPath,
  isKuttlAssertionPath,
  isInKyvernoTestDirectory,
  isKyvernoTestPath,
  isNamedAssertionPath,
  kuttlStepInputsOf,
  kyvernoTestInputsOf,
} from './test-assertions.js';

// Files that the tools which read them read as something other than objects to apply: kustomize
// patches (kustomize-patches.ts), the data kustomize's generators put into ConfigMaps and Secrets
// (kustomize-generator-data.ts), and the files tests read (test-assertions.ts): end-to-end test
// assertions, the resources of Kyverno CLI tests, the resources a chainsaw test expects the
// cluster to refuse, the manifests with the error the cluster must answer written beside them, the
// files a Go test names beside it (go-test-inputs.ts). Which files
// they are is known only from the other files of the repository (the kustomization, the test),
// so it is worked out over the whole change set, before any file becomes objects.

export type NonObjectKind = 'kustomize-patch' | 'generator-data' | 'test-input';

/** A file as the sources give it: bytes or text at base and at head. */
export interface SourceFile {
  readonly path: string;
  readonly previousPath?: string;
  readonly base?: Uint8Array | string;
  readonly head?: Uint8Array | string;
}

export interface NonObjectFiles {
  /** Repository-relative paths at head, and what each is. */
  readonly head: ReadonlyMap<string, NonObjectKind>;
  readonly base: ReadonlyMap<string, NonObjectKind>;
}

/**
 * What the files are, from the files themselves and the tree's symbolic links (repository path of
 * a link → of what it leads to): a kuttl step's assertion may be a link to a file its suite
 * shares (osp-director-operator's `tests/kuttl/tests/<case>/01-assert.yaml` lead to
 * `tests/kuttl/common/tests/<name>-assert.yaml`), which kuttl reads as the assertion it names.
 */
export function nonObjectFiles(
  files: readonly SourceFile[],
  links: ReadonlyMap<string, string> = new Map(),
): NonObjectFiles {
  const head = new Map<string, NonObjectKind>();
  const base = new Map<string, NonObjectKind>();
  // The links are the head tree's; one that names an assertion led there at base too, as a rule.
  for (const [link, target] of links)
    if (isKuttlAssertionPath(link)) {
      head.set(target, 'test-input');
      base.set(target, 'test-input');
    }
  for (const f of files) {
    const basePath = f.previousPath ?? f.path;
    // An unchanged file (the same bytes at base and at head, under the same path: most files of a
    // pull request) is read once, and what it lists holds on both sides.
    if (f.head !== undefined && f.head === f.base && basePath === f.path) {
      const entries = new Map<string, NonObjectKind>();
      listed(f.path, f.head, entries);
      for (const [p, kind] of entries) {
        head.set(p, kind);
        base.set(p, kind);
      }
      continue;
    }
    if (f.head !== undefined) listed(f.path, f.head, head);
    if (f.base !== undefined) listed(basePath, f.base, base);
  }
  const headPaths = files.flatMap((f) => (f.head !== undefined ? [f.path] : []));
  const basePaths = files.flatMap((f) => (f.base !== undefined ? [f.previousPath ?? f.path] : []));
  matchedInputs(headPaths, head);
  matchedInputs(basePaths, base);
  namedAssertions(headPaths, head);
  namedAssertions(basePaths, base);
  return { head, base };
}

/** The test inputs a Go test names by a pattern (go-test-inputs.ts), as the paths it takes in. */
function matchedInputs(paths: readonly string[], into: Map<string, NonObjectKind>): void {
  for (const pattern of [...into.keys()].filter(isInputPattern)) {
    into.delete(pattern);
    for (const p of matchingInputs(pattern, paths)) into.set(p, 'test-input');
  }
}

/**
 * Beside a chainsaw Test, files named as assertions (`policy-assert.yaml`, `pod-error.yaml`) are
 * assertions whether or not the test still lists them: chainsaw's own examples name them so, and
 * a test often asserts inline while the old file stays (kyverno's conformance tests).
 */
function namedAssertions(paths: readonly string[], into: Map<string, NonObjectKind>): void {
  const testDirs = new Set(paths.filter(isChainsawTestPath).map((p) => path.posix.dirname(p)));
  if (testDirs.size === 0) return;
  for (const p of paths) if (isNamedAssertionPath(p) && testDirs.has(path.posix.dirname(p))) into.set(p, 'test-input');
}

function listed(p: string, content: Uint8Array | string, into: Map<string, NonObjectKind>): void {
  if (isKuttlAssertionPath(p) || isInKyvernoTestDirectory(p)) into.set(p, 'test-input');
  const refused = expectedErrorSubject(p);
  if (refused !== undefined) into.set(refused, 'test-input');
  if (isKustomizationPath(p)) {
    for (const patch of patchPathsOf(p, content)) into.set(patch, 'kustomize-patch');
    for (const data of generatorDataPathsOf(p, content)) into.set(data, 'generator-data');
  }
  if (isChainsawTestPath(p)) for (const input of chainsawInputsOf(p, content)) into.set(input, 'test-input');
  if (isKyvernoTestPath(p)) for (const input of kyvernoTestInputsOf(p, content)) into.set(input, 'test-input');
  for (const input of goTestInputsOf(p, content)) into.set(input, 'test-input');
  if (/\.ya?ml$/.test(p)) for (const input of kuttlStepInputsOf(p, content)) into.set(input, 'test-input');
}
