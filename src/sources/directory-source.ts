import type { Dirent } from 'node:fs';
import { lstat, readdir, readlink, realpath, stat } from '../fs-async.js';
import path from 'node:path';
import type { ChangeSet, ChangedFile } from './change-set.js';
import {
  isTestDataDirectory,
  reviewableFilter,
  skippedDirectory,
  type PathPredicate,
  type SelectionGlobs,
} from './file-selection.js';
import { wholeFile } from './line-diff.js';
import { compareRepoPaths, toRepoPath } from './repo-path.js';
import { readFilesShared } from './shared-file-reads.js';
import { linkTargetPath } from './symbolic-links.js';
import { UsageError } from '../usage-error.js';

export interface DirectorySourceOptions extends SelectionGlobs {
  /** Where PATH arguments are relative to. */
  readonly cwd: string;
  /** Where the change set's paths are relative to (the repository root); cwd when absent. */
  readonly root?: string;
}

/**
 * Files and directories named on the command line, without history: there is no base world, so
 * every file is `added` on every line (DESIGN §2.1).
 */
/**
 * A directory's change set, and the test data the walk passed by: directories (fixtures/,
 * testdata/) and files the configuration's `testdata: true` would take (src/test/, `*invalid*`).
 */
export interface DirectoryChangeSet extends ChangeSet {
  readonly skippedTestData: readonly string[];
  /** Files found that were gone when read (removed while the review read the tree): left out, and named. */
  readonly vanished: readonly string[];
}

export async function readDirectorySource(
  paths: readonly string[],
  opts: DirectorySourceOptions,
): Promise<DirectoryChangeSet> {
  const cwd = path.resolve(opts.cwd);
  const root = path.resolve(opts.root ?? cwd);
  const walker: Walker = {
    root,
    realRoot: await realpath(root).catch(() => root),
    isSelected: reviewableFilter(opts),
    isSelectedAsTestData: opts.testdata === true ? () => false : reviewableFilter({ ...opts, testdata: true }),
    isSkipped: skippedDirectory(opts),
    links: new Map(),
    skippedTestData: [],
  };
  const found = new Map<string, string>(); // repository-relative path -> absolute; PATHs may overlap
  for (const arg of paths.length > 0 ? paths : ['.']) {
    await collect(arg, path.resolve(cwd, arg), walker, found);
  }
  const entries = [...found].sort(([a], [b]) => compareRepoPaths(a, b));
  // Bytes: decoding, and its problems, belong to parse/.
  const heads = await readFilesShared(
    entries.map(([, absolute]) => absolute),
    isNotFound,
  );
  const files: ChangedFile[] = [];
  const vanished: string[] = [];
  entries.forEach(([relative], i) => {
    const head = heads[i];
    if (head === undefined) vanished.push(relative);
    else files.push({ path: relative, status: 'added', head, ...wholeFile(head) });
  });
  return {
    root,
    hasBase: false,
    files,
    ...(walker.links.size > 0 ? { headLinks: walker.links } : {}),
    skippedTestData: walker.skippedTestData,
    vanished,
  };
}

/** What a walk needs: where paths are relative to, which files it takes, which directories it passes by. */
interface Walker {
  readonly root: string;
  /** The root with its links resolved, for where a link met through a linked directory really is. */
  readonly realRoot: string;
  readonly isSelected: PathPredicate;
  /** Whether a file not selected would be with `testdata: true` (a Maven `src/test/` tree, a file named invalid). */
  readonly isSelectedAsTestData: PathPredicate;
  readonly isSkipped: (directoryName: string) => boolean;
  /** The links met, by repository path, and the repository path each leads to. */
  readonly links: Map<string, string>;
  /** The test-data directories passed by, and the test-data files passed by elsewhere, by repository path. */
  readonly skippedTestData: string[];
}

async function collect(arg: string, absolute: string, walker: Walker, found: Map<string, string>): Promise<void> {
  const entry = await lstat(absolute).catch((error: unknown) => {
    if (isNotFound(error)) throw new UsageError(`${arg}: no such file or directory`);
    throw error;
  });
  // A link named on the command line is what the user asked for; only links met while walking
  // are suspect (a link to an ancestor would make the walk endless).
  const target = entry.isSymbolicLink() ? await stat(absolute).catch(() => undefined) : entry;
  if (target === undefined) throw new UsageError(`${arg}: a symbolic link to nothing`);
  // What the user named is reviewed even inside a skipped directory (`vendor/k8s.io/api`): only
  // the directories the walk meets below it are passed by.
  const named = toRepoPath(walker.root, absolute);
  if (target.isDirectory()) await walk(absolute, named, walker, found);
  else if (target.isFile()) addIfSelected(absolute, named, walker, found);
}

async function walk(dir: string, named: string, walker: Walker, found: Map<string, string>): Promise<void> {
  const entries: Dirent[] = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!walker.isSkipped(entry.name)) await walk(absolute, named, walker, found);
      else if (isTestDataDirectory(entry.name)) walker.skippedTestData.push(toRepoPath(walker.root, absolute));
    } else if (entry.isFile()) {
      addIfSelected(absolute, named, walker, found);
    } else if (entry.isSymbolicLink()) {
      await noteLink(absolute, walker);
    }
    // Links met while walking are passed by, as git does not hold their targets: a linked file is
    // reviewed at its own path (argo-workflows links examples/ into its tests, and each finding
    // came twice), and one outside the tree is not the repository's; a linked directory could
    // loop. They are noted, for the rules that ask what Helm or kustomize reads through them.
    // Sockets, FIFOs and devices are not files: reading a FIFO would block forever.
  }
}

async function noteLink(absolute: string, walker: Walker): Promise<void> {
  const link = toRepoPath(walker.root, absolute);
  const target = await readlink(absolute).catch(() => undefined);
  // A relative target is read from the directory that really holds the link: one met through a
  // linked directory (scheduler-plugins' chart crds/ leading to manifests/crds, whose files link
  // to ../<plugin>/crd.yaml) leads from manifests/crds, not from the chart.
  const realDirectory = await realpath(path.dirname(absolute)).catch(() => undefined);
  const within = realDirectory === undefined ? undefined : path.relative(walker.realRoot, realDirectory);
  const heldAt =
    within === undefined || within.startsWith('..') || path.isAbsolute(within)
      ? link
      : path.posix.join(within.split(path.sep).join('/'), path.basename(absolute));
  const leadsTo = target === undefined ? undefined : linkTargetPath(heldAt, target);
  if (leadsTo !== undefined) walker.links.set(link, leadsTo);
}

function addIfSelected(absolute: string, named: string, walker: Walker, found: Map<string, string>): void {
  const relative = toRepoPath(walker.root, absolute);
  if (walker.isSelected(relative, named)) found.set(relative, absolute);
  else if (walker.isSelectedAsTestData(relative, named)) walker.skippedTestData.push(relative);
}

const isNotFound = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
