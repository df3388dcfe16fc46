import type { SymbolicLinks } from './symbolic-links.js';

// What changed, as the sources see it (DESIGN §2.1): one entry per file, with its text at base
// and at head, and the head lines that a diff shows.

export type FileStatus = 'added' | 'modified' | 'removed' | 'renamed' | 'unchanged';

/** Inclusive, 1-based lines of the head text. */
export interface LineRange {
  readonly start: number;
  readonly end: number;
}

export interface ChangedFile {
  /** Repository-relative, forward slashes: the path at head (at base for a removed file). */
  readonly path: string;
  /** For a renamed file, its path at base. */
  readonly previousPath?: string;
  /**
   * For a file the change renamed to a path the review does not read (no `.yaml`, `.yml` or
   * `.json` extension, an excluded directory): that path. The file is `removed` from the review,
   * not from the repository.
   */
  readonly renamedTo?: string;
  /**
   * For a file the change removed, where the repository's ignore rules (`.gitignore`) take in its
   * path after the change: a generated file the repository stopped committing, which its build
   * still writes.
   */
  readonly ignoredAfter?: true;
  readonly status: FileStatus;
  /** Content at base and at head; undefined where the file does not exist. */
  readonly base?: Uint8Array | string;
  readonly head?: Uint8Array | string;
  /** Head lines added or changed. */
  readonly addedLines: readonly LineRange[];
  /** Head lines inside a diff hunk (changes and their context). */
  readonly hunkLines: readonly LineRange[];
}

export interface ChangeSet {
  /** Where paths are relative to (a directory or the repository root). */
  readonly root: string;
  /** False for a plain directory: there is no base world, and everything counts as added. */
  readonly hasBase: boolean;
  readonly files: readonly ChangedFile[];
  /**
   * The symbolic links of the head tree that lead to a path inside it (symbolic-links.ts); absent
   * when there are none, or the source cannot see them (files listed through GitHub's API).
   */
  readonly headLinks?: SymbolicLinks;
  /** The same of the base tree (base-links.ts), where there is one and the source can read it. */
  readonly baseLinks?: SymbolicLinks;
}

export const isChanged = (f: ChangedFile): boolean => f.status !== 'unchanged';
