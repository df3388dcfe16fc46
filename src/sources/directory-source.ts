import type { Dirent } from 'node:fs';
import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ChangeSet, ChangedFile } from './change-set.js';
import { reviewableFilter, SKIPPED_DIRECTORIES, type PathPredicate, type SelectionGlobs } from './file-selection.js';
import { wholeFile } from './line-diff.js';
import { mapConcurrent } from './map-concurrent.js';
import { compareRepoPaths, toRepoPath } from './repo-path.js';
import { UsageError } from './usage-error.js';

export interface DirectorySourceOptions extends SelectionGlobs {
  readonly cwd: string;
}

/**
 * Files and directories named on the command line, without history: there is no base world, so
 * every file is `added` on every line (DESIGN §2.1).
 */
export async function readDirectorySource(paths: readonly string[], opts: DirectorySourceOptions): Promise<ChangeSet> {
  const root = path.resolve(opts.cwd);
  const isSelected = reviewableFilter(opts);
  const found = new Map<string, string>(); // repository-relative path -> absolute; PATHs may overlap
  for (const arg of paths.length > 0 ? paths : ['.']) {
    await collect(arg, path.resolve(root, arg), root, isSelected, found);
  }
  const entries = [...found].sort(([a], [b]) => compareRepoPaths(a, b));
  const files = await mapConcurrent(entries, async ([relative, absolute]): Promise<ChangedFile> => {
    const head = await readFile(absolute); // bytes: decoding, and its problems, belong to parse/
    return { path: relative, status: 'added', head, ...wholeFile(head) };
  });
  return { root, hasBase: false, files };
}

async function collect(
  arg: string,
  absolute: string,
  root: string,
  isSelected: PathPredicate,
  found: Map<string, string>,
): Promise<void> {
  const named = await lstat(absolute).catch((error: unknown) => {
    if (isNotFound(error)) throw new UsageError(`${arg}: no such file or directory`);
    throw error;
  });
  // A link named on the command line is what the user asked for; only links met while walking
  // are suspect (a link to an ancestor would make the walk endless).
  const target = named.isSymbolicLink() ? await stat(absolute).catch(() => undefined) : named;
  if (target === undefined) throw new UsageError(`${arg}: a symbolic link to nothing`);
  if (target.isDirectory()) await walk(absolute, root, isSelected, found);
  else if (target.isFile()) addIfSelected(absolute, root, isSelected, found);
}

async function walk(dir: string, root: string, isSelected: PathPredicate, found: Map<string, string>): Promise<void> {
  const entries: Dirent[] = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) await walk(absolute, root, isSelected, found);
    } else if (entry.isFile()) {
      addIfSelected(absolute, root, isSelected, found);
    } else if (entry.isSymbolicLink()) {
      // Linked files are read; linked directories are not followed, which rules out loops.
      const target = await stat(absolute).catch(() => undefined);
      if (target?.isFile()) addIfSelected(absolute, root, isSelected, found);
    }
    // Sockets, FIFOs and devices are not files: reading a FIFO would block forever.
  }
}

function addIfSelected(absolute: string, root: string, isSelected: PathPredicate, found: Map<string, string>): void {
  const relative = toRepoPath(root, absolute);
  if (isSelected(relative)) found.set(relative, absolute);
}

const isNotFound = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
