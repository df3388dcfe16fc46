import { lstat, readFile, readlink, realpath } from '../fs-async.js';
import path from 'node:path';
import { readObjects } from './cat-file-batch.js';
import type { ChangeSet, ChangedFile, FileStatus } from './change-set.js';
import { reviewableFilter, type SelectionGlobs } from './file-selection.js';
import { git, gitOutput, nulFields } from './git.js';
import { diffContents, wholeFile, type LineDiff } from './line-diff.js';
import { mapConcurrent } from './map-concurrent.js';
import { pathScope, selfAndAncestors, withAncestors } from './path-scope.js';
import { isNullOid, isRegularFileMode, parseRawDiff, type RawDiffEntry } from './raw-diff.js';
import { compareRepoPaths } from './repo-path.js';
import { baseLinksOf, LINK_MODE } from './base-links.js';
import { linkTargetPath, type SymbolicLinks } from './symbolic-links.js';
import { UsageError } from '../usage-error.js';

export interface GitSourceOptions extends SelectionGlobs {
  readonly cwd: string;
  /** --base REF: any commit-ish git understands. */
  readonly base: string;
  /**
   * The top of the work tree holding cwd, when the caller knows it already
   * (repository-root.ts); else git is asked. Spelled as cwd is.
   */
  readonly root?: string;
}

/** A file to read, before its contents are known. */
interface Planned {
  readonly path: string;
  readonly previousPath?: string;
  readonly status: FileStatus;
  /** A file renamed to a path the review does not read: that path (ChangedFile.renamedTo). */
  readonly renamedTo?: string;
  /** Where the base bytes come from: a blob id, or `<commit>:<path>`; for added files, none. */
  readonly baseObject?: string;
  /**
   * The index's blob, read only when the working tree lacks the file (a sparse checkout leaves it
   * out): for unchanged files from `git ls-files`, for changed ones from the diff.
   */
  readonly indexObject?: string;
}

/** A change read from git, and the files of it whose content git could not give (their objects missing from the clone). */
export interface GitChangeSet extends ChangeSet {
  readonly unreadable: readonly string[];
  /** Untracked files git listed that were gone when read (removed while the review read the tree): left out, and named. */
  readonly vanished: readonly string[];
  /** The commit --base names. */
  readonly baseCommit: string;
}

/**
 * The change from REF to the working tree, uncommitted and untracked (not ignored) files included,
 * as `git diff REF` plus `git status` would show it. Unchanged tracked files are part of the change
 * set too, because rules judge the whole head world (a ReferenceGrant in an untouched file still
 * permits a reference in a changed one).
 */
export async function readGitSource(paths: readonly string[], opts: GitSourceOptions): Promise<GitChangeSet> {
  // With the caller's root, cwd keeps its spelling (links and all) to stay comparable with it.
  const cwd =
    opts.root !== undefined
      ? path.resolve(opts.cwd)
      : await realpath(path.resolve(opts.cwd)).catch(() => {
          throw new UsageError(`${opts.cwd}: no such directory`);
        });
  const root = opts.root ?? (await topLevel(cwd));
  // The index and the untracked files do not depend on the base: listed while it is resolved.
  const listing = Promise.all([
    gitOutput(['ls-files', '--stage', '-z', '--'], root),
    gitOutput(['ls-files', '--others', '--exclude-standard', '-z', '--'], root),
  ]);
  listing.catch(() => {}); // awaited below; a base that does not resolve must not leave it unhandled
  // The diff from the base as named, started while the name is resolved: a name gives the diff its
  // commit gives. Where it fails, the resolved commit's is read, or resolving says why.
  const diffByName = changedPaths(root, `${opts.base}^{commit}`);
  diffByName.catch(() => {});
  const commit = await resolveCommit(root, opts.base);
  const scope = pathScope(paths, cwd, root);
  const isSelected = reviewableFilter(opts);

  const [rawDiff, [indexed, untracked]] = await Promise.all([
    diffByName.catch(() => changedPaths(root, commit)),
    listing,
  ]);
  const diffEntries = parseRawDiff(nulFields(rawDiff));
  const untrackedPaths = nulFields(untracked);
  const indexEntries = parseStage(nulFields(indexed));

  // Every path git knows and every directory above one: each PATH is looked up, not searched for.
  const known = withAncestors([
    ...diffEntries.flatMap((e) => (e.previousPath === undefined ? [e.path] : [e.path, e.previousPath])),
    ...indexEntries.map((e) => e.path),
    ...untrackedPaths,
  ]);
  for (const { arg, prefix } of scope.prefixes) {
    const exists =
      known.has(prefix) ||
      (await lstat(path.join(root, prefix)).then(
        () => true,
        () => false,
      ));
    if (!exists) throw new UsageError(`${arg}: no such file or directory`);
  }

  // A PATH inside a skipped directory (`vendor/k8s.io/api`) is what the user named: only the
  // directories below it are passed by (file-selection.ts).
  const prefixes = new Set(scope.prefixes.map(({ prefix }) => prefix));
  const wanted = (p: string | undefined): p is string => {
    if (p === undefined) return false;
    for (const at of selfAndAncestors(p)) if (prefixes.has(at) && isSelected(p, at)) return true;
    return false;
  };
  const planned = new Map<string, Planned>();
  const seen = new Set<string>(); // every path the diff accounts for, at base or at head
  for (const entry of diffEntries) {
    seen.add(entry.path);
    if (entry.previousPath !== undefined) seen.add(entry.previousPath);
    const plan = planDiffEntry(entry, commit, wanted);
    if (plan) planned.set(plan.path, plan);
  }
  for (const entry of indexEntries) {
    // A link or submodule is not content: git stores a path or a commit id there.
    if (seen.has(entry.path) || !isRegularFileMode(entry.mode) || !wanted(entry.path)) continue;
    planned.set(entry.path, { path: entry.path, status: 'unchanged', indexObject: entry.oid });
  }
  const untrackedFiles = await mapConcurrent(
    untrackedPaths.filter(wanted),
    async (p) => ((await lstat(path.join(root, p))).isFile() ? p : undefined), // links stay out, as git would store them
  );
  for (const p of untrackedFiles) {
    if (p === undefined) continue;
    const before = planned.get(p);
    // Untracked but in REF (`git rm --cached`): the index lost it, the working tree did not.
    if (before?.status === 'removed') planned.set(p, { path: p, status: 'modified', baseObject: before.baseObject });
    else if (before === undefined) planned.set(p, { path: p, status: 'added' });
  }

  const plans = [...planned.values()].sort((a, b) => compareRepoPaths(a.path, b.path));
  // The base blobs, read while the working tree is: they do not depend on it.
  const baseNames = plans.flatMap((plan) => (plan.baseObject === undefined ? [] : [plan.baseObject]));
  const baseObjects = readObjects(root, baseNames);
  baseObjects.catch(() => {}); // awaited below, after the reads of the working tree
  const [heads, headLinks] = await Promise.all([
    mapConcurrent(plans, (plan) => readHead(root, plan)),
    linksOfWorkingTree(root, indexEntries),
  ]);
  const baseLinks = await baseLinksOf(
    root,
    headLinks,
    seen,
    diffEntries.flatMap((e) =>
      e.baseMode === LINK_MODE && e.status !== 'A'
        ? [
            {
              path: e.previousPath ?? e.path,
              object: isNullOid(e.baseOid) ? `${commit}:${e.previousPath ?? e.path}` : e.baseOid,
            },
          ]
        : [],
    ),
  );
  // Then, in a batch of their own, the index blobs of files a sparse checkout left out.
  const indexRequests = plans.map((plan, i) =>
    heads[i] === undefined && plan.status !== 'removed' ? plan.indexObject : undefined,
  );
  const indexNames = indexRequests.filter((name): name is string => name !== undefined);
  const [base, index] = await Promise.all([baseObjects, readObjects(root, indexNames)]);
  const byName = new Map([
    ...baseNames.map((name, i) => [name, base[i]] as const),
    ...indexNames.map((name, i) => [name, index[i]] as const),
  ]);
  const read = (name: string | undefined) => (name === undefined ? undefined : byName.get(name));

  const ignored = await ignoredPaths(
    root,
    plans.filter((p) => p.status === 'removed' && p.renamedTo === undefined).map((p) => p.path),
  );
  const files: ChangedFile[] = [];
  const unreadable: string[] = [];
  const vanished: string[] = [];
  plans.forEach((plan, i) => {
    const headRead = heads[i];
    if (headRead === VANISHED) {
      vanished.push(plan.path);
      return;
    }
    const head = headRead ?? read(indexRequests[i]);
    const base = plan.status === 'unchanged' ? head : read(plan.baseObject);
    // A blob the clone lacks (a mirror, a partial clone that cannot fetch, a damaged object store):
    // the file a sparse checkout left out, or the base version of a changed or removed file. The
    // rest of the change is reviewed without it, and the warning names it.
    const headLacking = head === undefined && plan.status !== 'removed' && plan.indexObject !== undefined;
    if (headLacking || lacksBaseBlob(plan, base)) unreadable.push(plan.path);
    else {
      const file = toChangedFile(plan, head, base);
      files.push(ignored.has(plan.path) ? { ...file, ignoredAfter: true } : file);
    }
  });
  return {
    root,
    hasBase: true,
    files,
    unreadable,
    vanished,
    baseCommit: commit,
    ...(headLinks.size > 0 ? { headLinks } : {}),
    ...(baseLinks.size > 0 ? { baseLinks } : {}),
  };
}

/**
 * Which of the removed files the repository's own ignore rules take in (ChangedFile.ignoredAfter):
 * `git check-ignore --no-index -v`, so that a path git once tracked is matched by the rules alone,
 * and only where the matching rule is in a `.gitignore` of the working tree (not the reviewer's
 * `.git/info/exclude` or global excludes file, which say nothing of how the repository builds).
 * Exit 1 is "none"; anything else says nothing, and no file counts as ignored.
 */
async function ignoredPaths(root: string, removed: readonly string[]): Promise<ReadonlySet<string>> {
  const out = new Set<string>();
  for (let i = 0; i < removed.length; i += IGNORE_CHECK_BATCH) {
    const batch = removed.slice(i, i + IGNORE_CHECK_BATCH);
    // One path a line (`-z` needs --stdin): a path with a line break in it is not asked.
    const asked = batch.filter((p) => !p.includes('\n'));
    if (asked.length === 0) continue;
    const result = await git(['check-ignore', '--no-index', '-v', '--', ...asked], root);
    if (!result.ok && result.stdout.length === 0) continue;
    // `<source>:<line>:<pattern>\t<path>`, the source relative to the working tree where it is one
    // of its files. With -v a negated pattern's match (`!path`) is printed too: it un-ignores.
    for (const line of result.stdout.toString('utf8').split('\n')) {
      const m = /^([^:]*):\d+:(.*)\t(.*)$/.exec(line);
      if (!m) continue;
      const [, source = '', pattern = '', p = ''] = m;
      const repositoryRule =
        /(?:^|\/)\.gitignore$/.test(source) && !path.isAbsolute(source) && !source.startsWith('.git/');
      if (repositoryRule && !pattern.startsWith('!') && asked.includes(p)) out.add(p);
    }
  }
  return out;
}

/** Paths given to one `git check-ignore` (its command line stays far below any system's limit). */
const IGNORE_CHECK_BATCH = 500;

/**
 * The links the index holds, as the working tree has them (symbolic-links.ts). A link the working
 * tree has replaced or removed, or one a sparse checkout left out, is not read.
 */
async function linksOfWorkingTree(root: string, index: readonly IndexEntry[]): Promise<SymbolicLinks> {
  const links = index.filter((e) => e.mode === LINK_MODE);
  const targets = await mapConcurrent(links, (e) => readlink(path.join(root, e.path)).catch(() => undefined));
  const out = new Map<string, string>();
  links.forEach((e, i) => {
    const target = targets[i];
    const leadsTo = target === undefined ? undefined : linkTargetPath(e.path, target);
    if (leadsTo !== undefined) out.set(e.path, leadsTo);
  });
  return out;
}

async function topLevel(cwd: string): Promise<string> {
  const result = await git(['rev-parse', '--show-toplevel'], cwd);
  const top = result.stdout.toString('utf8').trim();
  if (!result.ok || top === '') {
    throw new UsageError(`--base needs a git working tree, and ${cwd} is not inside one (${result.stderr})`);
  }
  return path.resolve(top);
}

async function resolveCommit(root: string, ref: string): Promise<string> {
  const result = await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], root);
  const commit = result.stdout.toString('utf8').trim();
  if (!result.ok || commit === '') {
    const parentOf = await parentlessCommit(root, ref);
    const shallow = parentOf !== undefined && (await isShallow(root));
    throw new UsageError(
      parentOf === undefined
        ? `--base ${ref}: not a commit in ${root} (fetch it first, or check the spelling)`
        : shallow
          ? `--base ${ref}: ${parentOf} has no parent in this shallow clone; fetch more history (actions/checkout's fetch-depth: 0, or git fetch --deepen=1)`
          : `--base ${ref}: ${parentOf} is the first commit of its history and has no parent; review it without --base (every file is then new)`,
    );
  }
  return commit;
}

/** Whether the repository is a shallow clone, whose oldest commits show no parents. */
async function isShallow(root: string): Promise<boolean> {
  const result = await git(['rev-parse', '--is-shallow-repository'], root);
  return result.ok && result.stdout.toString('utf8').trim() === 'true';
}

/**
 * The commit that `ref` asks the parent of (`C^`, `C~1`, `C^1`), where that commit exists and
 * has none: the root of its history, or the edge of a shallow clone.
 */
async function parentlessCommit(root: string, ref: string): Promise<string | undefined> {
  const m = /^(.+?)(?:\^1?|~1?)$/.exec(ref);
  if (!m?.[1]) return undefined;
  const child = await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${m[1]}^{commit}`], root);
  return child.ok && child.stdout.toString('utf8').trim() !== '' ? m[1] : undefined;
}

interface IndexEntry {
  readonly mode: string;
  readonly oid: string;
  readonly path: string;
}

/** `git ls-files --stage -z`: `<mode> <oid> <stage>\t<path>`; a conflicted path appears once per stage. */
function parseStage(fields: readonly string[]): IndexEntry[] {
  const byPath = new Map<string, IndexEntry>();
  for (const field of fields) {
    const tab = field.indexOf('\t');
    const [mode = '', oid = '', stage = ''] = field.slice(0, tab).split(' ');
    const entry = { mode, oid, path: field.slice(tab + 1) };
    if (!byPath.has(entry.path) || stage === '0') byPath.set(entry.path, entry);
  }
  return [...byPath.values()];
}

/**
 * What to read for one diff entry, restricted to the files under review. A rename across the edge
 * of that selection (out of `crds/`, or from `.txt` to `.yaml`) is, seen from inside, a removal or
 * an addition: the base world must not hold the old file when the head world cannot see the new one.
 */
function planDiffEntry(
  entry: RawDiffEntry,
  commit: string,
  wanted: (p: string | undefined) => p is string,
): Planned | undefined {
  const basePath = entry.previousPath ?? entry.path;
  const hasBase = isRegularFileMode(entry.baseMode) && entry.status !== 'A';
  const hasHead = isRegularFileMode(entry.headMode) && entry.status !== 'D';
  // No blob id for an unmerged path: name the base version by commit and path instead.
  const baseObject = isNullOid(entry.baseOid) ? `${commit}:${basePath}` : entry.baseOid;
  const baseIn = hasBase && wanted(basePath);
  const headIn = hasHead && wanted(entry.path);
  const index = isNullOid(entry.headOid) ? {} : { indexObject: entry.headOid };
  if (baseIn && headIn) {
    return entry.previousPath !== undefined && entry.status === 'R'
      ? { path: entry.path, previousPath: entry.previousPath, status: 'renamed', baseObject, ...index }
      : entry.previousPath !== undefined // a copy: the head file is new, its source untouched
        ? { path: entry.path, status: 'added', ...index }
        : { path: entry.path, status: 'modified', baseObject, ...index };
  }
  if (headIn) return { path: entry.path, status: 'added', ...index };
  if (baseIn)
    return {
      path: basePath,
      status: 'removed',
      baseObject,
      ...(entry.status === 'R' && hasHead ? { renamedTo: entry.path } : {}),
    };
  return undefined;
}

/**
 * The base version of a changed or removed file is missing from the object store. Not so for an
 * unmerged path named by commit and path (`<commit>:<path>`), which the base may not have had:
 * that file is new against the base (toChangedFile).
 */
function lacksBaseBlob(plan: Planned, base: Buffer | undefined): boolean {
  return (
    base === undefined && plan.status !== 'unchanged' && plan.baseObject !== undefined && !plan.baseObject.includes(':')
  );
}

async function readHead(root: string, plan: Planned): Promise<Buffer | undefined | typeof VANISHED> {
  if (plan.status === 'removed') return undefined;
  try {
    return await readFile(path.join(root, plan.path));
  } catch (error) {
    const absent = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    // A file the index holds may be absent (skip-worktree: a sparse checkout left it out, and its
    // index blob is read instead); an untracked one that is gone was removed since git listed it
    // (a generator that rewrites its output while the review runs). Anything else changed under our feet.
    if (absent && plan.indexObject !== undefined) return undefined;
    if (absent && plan.status === 'added' && plan.baseObject === undefined) return VANISHED;
    throw error;
  }
}

/** readHead's answer for an untracked file gone since git listed it. */
const VANISHED = Symbol('vanished');

/** A planned file with its bytes: at head (the working tree's, or the index's), and at base (git's). */
function toChangedFile(plan: Planned, head: Buffer | undefined, base: Buffer | undefined): ChangedFile {
  const { path: p, previousPath, status } = plan;
  switch (status) {
    case 'unchanged': {
      const content = head ?? missing(plan);
      return { path: p, status, base: content, head: content, addedLines: [], hunkLines: [] };
    }
    case 'added': {
      const bytes = head ?? missing(plan);
      return { path: p, status, head: bytes, ...wholeFile(bytes) };
    }
    case 'removed': {
      const renamed = plan.renamedTo === undefined ? {} : { renamedTo: plan.renamedTo };
      return { path: p, status, ...renamed, base: base ?? missing(plan), addedLines: [], hunkLines: [] };
    }
    case 'modified':
    case 'renamed': {
      const bytes = head ?? missing(plan);
      // An unmerged path that the base commit did not have is, against that commit, new.
      if (base === undefined) return { path: p, status: 'added', head: bytes, ...wholeFile(bytes) };
      return withLazyDiff(
        previousPath === undefined
          ? { path: p, status, base, head: bytes }
          : { path: p, previousPath, status, base, head: bytes },
        base,
        bytes,
      );
    }
  }
}

/**
 * The file with its changed lines worked out when first read: only the findings placed in a file
 * need them (engine/filter.ts), and a change of thousands of files, most of which hold no finding,
 * spent 46 of its 67 s diffing them (nephoran-intent-operator 28431e224: 1,565 files, Go files of
 * 3,000 lines rewritten).
 */
function withLazyDiff<T extends object>(file: T, base: Buffer, head: Buffer): T & LineDiff {
  let diff: LineDiff | undefined;
  const lines = (): LineDiff => (diff ??= diffContents(base, head));
  return Object.defineProperties(file, {
    addedLines: { get: () => lines().addedLines, enumerable: true },
    hunkLines: { get: () => lines().hunkLines, enumerable: true },
  }) as T & LineDiff;
}

function missing(plan: Planned): never {
  throw new Error(`${plan.path}: git listed it as ${plan.status}, but its content could not be read`);
}

/**
 * `git diff --raw` against the base, renames found. Finding them reads the contents of removed
 * and added files, which a clone may lack (a partial clone that cannot fetch, a damaged one:
 * argo-workflows' mirror without old blobs of workflows.yaml): git then fails whole, and the diff
 * is asked again without renames, so that the files it cannot read are the only ones left out
 * (the review says which) and a rename reads as a removal and an addition.
 */
async function changedPaths(root: string, commit: string): Promise<Buffer> {
  // The revision between `--end-of-options` and `--`: a name the user gave may start with a dash.
  const diff = (renames: '-M' | '--no-renames') =>
    gitOutput(['diff', '--raw', '-z', renames, '--no-abbrev', '--no-relative', '--end-of-options', commit, '--'], root);
  try {
    return await diff('-M');
  } catch (error) {
    return diff('--no-renames').catch(() => Promise.reject(error));
  }
}
