import type { ChangedFile, FileStatus } from '../../src/sources/change-set.js';

// A changed file as the sources build one, for tests of the review of a change: every line of a
// head that the change adds or modifies counts as changed (and inside a hunk), unless the test
// says which lines did.

export function changedFile(
  path: string,
  status: FileStatus,
  head?: string,
  base?: string,
  options: { readonly previousPath?: string; readonly addedLines?: { start: number; end: number }[] } = {},
): ChangedFile {
  const lines = head === undefined ? 0 : head.split('\n').length;
  const all = options.addedLines ?? (status === 'unchanged' || lines === 0 ? [] : [{ start: 1, end: lines }]);
  return {
    path,
    status,
    ...(head === undefined ? {} : { head }),
    ...(base === undefined ? {} : { base }),
    ...(options.previousPath === undefined ? {} : { previousPath: options.previousPath }),
    addedLines: all,
    hunkLines: all,
  };
}

/** A file the change leaves alone: the same text at head and base. */
export const unchangedFile = (path: string, text: string): ChangedFile => changedFile(path, 'unchanged', text, text);
