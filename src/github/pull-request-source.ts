import path from 'node:path';
import type { ChangeTarget } from './context.js';
import { describeFailure, type GitHubClient } from './octokit.js';
import { parsePatchLines } from './patch-lines.js';
import { baseLinksOf, linksInTree } from '../sources/base-links.js';
import { readObjects } from '../sources/cat-file-batch.js';
import type { ChangeSet, ChangedFile, FileStatus, LineRange } from '../sources/change-set.js';
import { readDirectorySource } from '../sources/directory-source.js';
import { reviewableFilter, type SelectionGlobs } from '../sources/file-selection.js';
import { git } from '../sources/git.js';
import { diffContents, wholeFile } from '../sources/line-diff.js';
import { mapConcurrent } from '../sources/map-concurrent.js';
import { compareRepoPaths } from '../sources/repo-path.js';

// The change set of a pull request or merge group (DESIGN §2.1, spec/github.md §2.7): files listed
// through the API (GitHub's own patch says which lines take review comments), contents at the base
// and head SHAs from the checkout when it holds the head commit, else through the contents API.
// Nothing from the change is executed: files are only read (pull_request_target, §2.5).

/** GitHub lists at most this many files of a pull request ("Responses include a maximum of 3000 files"). */
export const MAX_LISTED_FILES = 3000;
/** The largest page pulls/{n}/files serves; 30 is the default. */
export const FILES_PER_PAGE = 100;
/** Concurrent content requests: well under GitHub's 100 concurrent requests (spec/github.md §2.6). */
export const CONTENT_CONCURRENCY = 8;
/**
 * Unchanged manifests read through the API when there is no checkout at head: each costs a request
 * from a budget of 1,000 per hour per repository, so a large repository is read only in part.
 */
export const MAX_UNCHANGED_FETCHES = 300;

/** One entry of pulls/{n}/files or of a comparison. */
export interface ListedFile {
  readonly filename: string;
  readonly status: string;
  readonly previous_filename?: string;
  readonly patch?: string;
}

export interface PullRequestChanges {
  readonly changeSet: ChangeSet;
  /** Per changed file, the head lines GitHub accepts review comments on (empty without a patch). */
  readonly commentable: ReadonlyMap<string, readonly LineRange[]>;
  /** Every path the change lists, selected or not (the configuration file among them). */
  readonly listedPaths: ReadonlySet<string>;
  /** Whether GitHub stopped listing at its cap, so some changed files were not seen. */
  readonly truncated: boolean;
  readonly headFromCheckout: boolean;
  /** What it cost: for the log and the e2e test's budget. */
  readonly requests: { readonly fileListCalls: number; readonly contentFetches: readonly string[] };
  readonly notes: readonly string[];
  /**
   * Files GitHub did not serve (5xx or a timeout after the client's retries, 403, …): left out
   * of the change set, so the review is incomplete and must not pass (DESIGN §9).
   */
  readonly unreadable: readonly UnreadableFile[];
  /**
   * The paths this run reviewed completely, under their head and base names: the selected files
   * it read. Not files GitHub would not serve, nor files the selection leaves out, nor (when GitHub
   * stopped listing at its cap) files the listing did not reach, which would look unchanged: what
   * earlier runs said about those cannot be judged outdated by this run (issue 18 item 3).
   */
  readonly reviewed: ReadonlySet<string>;
}

export interface UnreadableFile {
  readonly path: string;
  readonly ref: string;
  readonly reason: string;
}

/** What fetching a file gave: its bytes, undefined when it is not there (404), or a failure. */
const UNREADABLE = Symbol('unreadable');
type Fetched = Uint8Array | undefined | typeof UNREADABLE;

export interface PullRequestSourceOptions {
  readonly client: GitHubClient;
  readonly target: ChangeTarget;
  readonly workspace: string;
  readonly selection: SelectionGlobs;
  /** Contents already read (the configuration at base), by `<sha>:<path>`, so none is fetched twice. */
  readonly prefetched?: ReadonlyMap<string, Uint8Array>;
}

export async function readPullRequestSource(opts: PullRequestSourceOptions): Promise<PullRequestChanges> {
  const { client, target } = opts;
  const fetched: string[] = [];
  const notes: string[] = [];
  const { files: listed, calls, truncated } = await listFiles(client, target);
  if (truncated)
    notes.push(`GitHub lists at most ${MAX_LISTED_FILES} files of a change; files beyond them were not reviewed`);

  const root = path.resolve(opts.workspace);
  const headFromCheckout = (await revParseHead(root)) === target.headSha;
  const isSelected = reviewableFilter(opts.selection);
  const plans = listed.flatMap((f) => plan(f, isSelected)).sort((a, b) => compareRepoPaths(a.path, b.path));

  const unreadable: UnreadableFile[] = [];
  const fetchContent = async (repoPath: string, ref: string): Promise<Fetched> => {
    const known = opts.prefetched?.get(`${ref}:${repoPath}`);
    if (known) return known;
    fetched.push(`${ref}:${repoPath}`);
    try {
      return await getContent(client, target, repoPath, ref);
    } catch (error) {
      // One file GitHub would not serve costs that file, not the review of the others.
      unreadable.push({ path: repoPath, ref, reason: describeFailure(error) });
      return UNREADABLE;
    }
  };

  // Head: the whole repository at head when the checkout holds it (rules judge the whole head
  // world), else the changed files through the API and the rest from the git trees API.
  const onDisk = headFromCheckout ? await readDirectorySource(['.'], { cwd: root, ...opts.selection }) : undefined;
  const headOnDisk = onDisk && new Map(onDisk.files.map((f) => [f.path, f.head]));
  const heads = await mapConcurrent(
    plans,
    async (p) =>
      p.status === 'removed' ? undefined : (headOnDisk?.get(p.path) ?? (await fetchContent(p.path, target.headSha))),
    CONTENT_CONCURRENCY,
  );

  // Base: git objects when the checkout has them (fetch-depth 0), else the contents API.
  const basePaths = plans.map((p) => (p.status === 'added' ? undefined : (p.previousPath ?? p.path)));
  const fromGit = await readBaseObjects(root, target.baseSha, basePaths);
  const bases = await mapConcurrent(
    basePaths.map((basePath, i) => ({ basePath, i })),
    async ({ basePath, i }) =>
      basePath === undefined ? undefined : (fromGit[i] ?? (await fetchContent(basePath, target.baseSha))),
    CONTENT_CONCURRENCY,
  );

  const commentable = new Map<string, readonly LineRange[]>();
  const files: ChangedFile[] = plans.flatMap((p, i) => {
    const head = heads[i];
    const base = bases[i];
    // Without both sides a file would be judged wrongly (an update read as a create), so not at all.
    if (head === UNREADABLE || base === UNREADABLE) return [];
    const file = changedFile(p, base, head);
    commentable.set(
      file.path,
      p.patch === undefined || file.head === undefined ? [] : parsePatchLines(p.patch).hunkLines,
    );
    return [file];
  });

  const changed = new Set(plans.flatMap((p) => [p.path, ...(p.previousPath ? [p.previousPath] : [])]));
  const unchanged = headOnDisk
    ? [...headOnDisk].filter(([p]) => !changed.has(p)).map(([p, content]) => ({ path: p, content }))
    : await unchangedThroughApi(client, target, isSelected, changed, fetchContent, notes);
  for (const u of unchanged) {
    if (u.content === undefined || u.content === UNREADABLE) continue;
    files.push({ path: u.path, status: 'unchanged', base: u.content, head: u.content, addedLines: [], hunkLines: [] });
  }
  files.sort((a, b) => compareRepoPaths(a.path, b.path));
  const reviewed = new Set(
    files
      .filter((f) => !truncated || f.status !== 'unchanged')
      .flatMap((f) => [f.path, ...(f.previousPath === undefined ? [] : [f.previousPath])]),
  );

  // The base tree's links, where the checkout holds the base commit: those of the listed paths
  // (a link has no extension the selection takes), the head's elsewhere.
  const listedNames = [
    ...new Set(listed.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])])),
  ];
  const baseLinks = onDisk
    ? await baseLinksOf(
        root,
        onDisk.headLinks,
        new Set(listedNames),
        await linksInTree(root, target.baseSha, listedNames),
      )
    : undefined;
  return {
    changeSet: {
      root,
      hasBase: true,
      files,
      ...(onDisk?.headLinks ? { headLinks: onDisk.headLinks } : {}),
      ...(baseLinks && baseLinks.size > 0 ? { baseLinks } : {}),
    },
    commentable,
    listedPaths: new Set(listed.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])])),
    truncated,
    headFromCheckout,
    requests: { fileListCalls: calls, contentFetches: fetched },
    notes,
    unreadable,
    reviewed,
  };
}

interface Plan {
  readonly path: string;
  readonly previousPath?: string;
  readonly status: Exclude<FileStatus, 'unchanged'>;
  readonly patch?: string;
  /** A file renamed to a path the review does not read: that path (ChangedFile.renamedTo). */
  readonly renamedTo?: string;
}

/** A listed file, seen from inside the selection: a rename across its edge is an addition or a removal. */
function plan(f: ListedFile, isSelected: (p: string) => boolean): Plan[] {
  const patch = f.patch === undefined ? {} : { patch: f.patch };
  const before = f.previous_filename ?? f.filename;
  switch (f.status) {
    case 'added':
    case 'copied': // a copy's source is untouched; the new file is new
      return isSelected(f.filename) ? [{ path: f.filename, status: 'added', ...patch }] : [];
    case 'removed':
      return isSelected(f.filename) ? [{ path: f.filename, status: 'removed' }] : [];
    case 'renamed': {
      const headIn = isSelected(f.filename);
      const baseIn = isSelected(before);
      if (headIn && baseIn) return [{ path: f.filename, previousPath: before, status: 'renamed', ...patch }];
      if (headIn) return [{ path: f.filename, status: 'added' }]; // GitHub's patch is against the old name's content
      return baseIn ? [{ path: before, status: 'removed', renamedTo: f.filename }] : [];
    }
    case 'unchanged':
      return [];
    default: // modified, changed (mode only)
      return isSelected(f.filename) ? [{ path: f.filename, status: 'modified', ...patch }] : [];
  }
}

function changedFile(
  p: Plan,
  base: Uint8Array | string | undefined,
  head: Uint8Array | string | undefined,
): ChangedFile {
  if (p.status === 'removed') {
    const renamed = p.renamedTo === undefined ? {} : { renamedTo: p.renamedTo };
    return { path: p.path, status: 'removed', ...renamed, ...(base ? { base } : {}), addedLines: [], hunkLines: [] };
  }
  if (head === undefined)
    throw new Error(`${p.path}: GitHub lists it as ${p.status}, but its content at head could not be read`);
  if (p.status === 'added' || base === undefined) return { path: p.path, status: 'added', head, ...wholeFile(head) };
  // GitHub's patch is the diff reviewers see; without one (a very large diff) the line ranges are ours.
  const lines = p.patch === undefined ? diffContents(base, head) : parsePatchLines(p.patch);
  const moved = p.previousPath === undefined ? {} : { previousPath: p.previousPath };
  return {
    path: p.path,
    ...moved,
    status: p.status,
    base,
    head,
    addedLines: lines.addedLines,
    hunkLines: lines.hunkLines,
  };
}

async function listFiles(
  client: GitHubClient,
  target: ChangeTarget,
): Promise<{ files: ListedFile[]; calls: number; truncated: boolean }> {
  const { owner, repo } = target.repo;
  if (target.number === undefined) {
    // A merge group has no pull request: compare its base and head. The comparison lists at most
    // 300 files, so a larger group is reviewed in part, and says so.
    const { data } = await client.rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead: `${target.baseSha}...${target.headSha}`,
      per_page: FILES_PER_PAGE,
    });
    const files = (data.files ?? []) as ListedFile[];
    return { files, calls: 1, truncated: files.length >= 300 };
  }
  const files: ListedFile[] = [];
  let calls = 0;
  const pages = client.paginate.iterator(client.rest.pulls.listFiles, {
    owner,
    repo,
    pull_number: target.number,
    per_page: FILES_PER_PAGE,
  });
  for await (const page of pages) {
    calls += 1;
    files.push(...(page.data as ListedFile[]));
    if (files.length >= MAX_LISTED_FILES) break;
  }
  return { files, calls, truncated: files.length >= MAX_LISTED_FILES };
}

/**
 * A file's bytes at a commit, through the contents API's raw media type (up to 100 MB; the JSON
 * form stops at 1 MB). The body is read as bytes: decoding is parse/'s, and a JSON manifest must
 * keep its exact text for positions. Undefined when the file is not there (404).
 */
async function getContent(
  client: GitHubClient,
  target: ChangeTarget,
  repoPath: string,
  ref: string,
): Promise<Uint8Array | undefined> {
  try {
    const response = await client.request('GET /repos/{owner}/{repo}/contents/{path}', {
      owner: target.repo.owner,
      repo: target.repo.repo,
      path: repoPath,
      ref,
      headers: { accept: 'application/vnd.github.raw' },
      request: { parseSuccessResponseBody: false },
    });
    const body: unknown = response.data;
    if (body === null || body === undefined) return new Uint8Array();
    if (typeof body === 'string') return new TextEncoder().encode(body);
    return new Uint8Array(await new Response(body as ReadableStream<Uint8Array>).arrayBuffer());
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'status' in error && error.status === 404) return undefined;
    throw error;
  }
}

/** `git rev-parse HEAD` in the workspace (read-only); undefined when it is not a git checkout. */
async function revParseHead(root: string): Promise<string | undefined> {
  try {
    const result = await git(['rev-parse', '--verify', '--quiet', 'HEAD'], root);
    return result.ok ? result.stdout.toString('utf8').trim() : undefined;
  } catch {
    return undefined; // no git on PATH, or no directory
  }
}

async function readBaseObjects(
  root: string,
  baseSha: string,
  paths: readonly (string | undefined)[],
): Promise<(Uint8Array | undefined)[]> {
  const names = paths.flatMap((p) => (p === undefined ? [] : [`${baseSha}:${p}`]));
  if (names.length === 0) return paths.map(() => undefined);
  let objects: (Buffer | undefined)[];
  try {
    objects = await readObjects(root, names);
  } catch {
    return paths.map(() => undefined); // not a git checkout: the API has them
  }
  let next = 0;
  return paths.map((p) => (p === undefined ? undefined : objects[next++]));
}

/** Reviewable files at head that the change does not touch, through the git trees API. */
async function unchangedThroughApi(
  client: GitHubClient,
  target: ChangeTarget,
  isSelected: (p: string) => boolean,
  changed: ReadonlySet<string>,
  fetchContent: (p: string, ref: string) => Promise<Fetched>,
  notes: string[],
): Promise<{ path: string; content: Fetched }[]> {
  const { data } = await client.rest.git.getTree({
    owner: target.repo.owner,
    repo: target.repo.repo,
    tree_sha: target.headSha,
    recursive: 'true',
  });
  const paths = data.tree
    .filter((e) => e.type === 'blob' && typeof e.path === 'string' && !changed.has(e.path) && isSelected(e.path))
    .map((e) => e.path as string)
    .sort(compareRepoPaths);
  if (data.truncated) notes.push('GitHub truncated the repository tree; some unchanged files were not read');
  if (paths.length > MAX_UNCHANGED_FETCHES) {
    notes.push(
      `${paths.length} unchanged files at head; without a checkout of the head commit only the first ${MAX_UNCHANGED_FETCHES} were read (check out the head commit to read them all)`,
    );
  }
  const chosen = paths.slice(0, MAX_UNCHANGED_FETCHES);
  const contents = await mapConcurrent(chosen, (p) => fetchContent(p, target.headSha), CONTENT_CONCURRENCY);
  return chosen.map((p, i) => ({ path: p, content: contents[i] }));
}
