// `git diff --raw -z`: per file, `:<src mode> <dst mode> <src oid> <dst oid> <status>[score]`,
// then the path (for a rename or copy: the base path, then the head path), each field ended by NUL.
// The raw form is used rather than --name-status because it also gives each base blob's id, which
// `git cat-file --batch` reads without quoting a path, and the modes, which tell a file from a
// symbolic link or a submodule.

export interface RawDiffEntry {
  /** A, C, D, M, R, T, U or X; the similarity score is dropped. */
  readonly status: string;
  readonly baseMode: string;
  readonly headMode: string;
  /** All zeros where git has no blob (a file added, or an unmerged path). */
  readonly baseOid: string;
  /**
   * All zeros where the working tree's file differs from the index (git has not hashed it); else
   * the index's blob, which is the only copy of a file a sparse checkout leaves out.
   */
  readonly headOid: string;
  readonly path: string;
  /** For R and C: the path at base. */
  readonly previousPath?: string;
}

export function parseRawDiff(fields: readonly string[]): RawDiffEntry[] {
  const entries: RawDiffEntry[] = [];
  let i = 0;
  while (i < fields.length) {
    const meta = fields[i++] ?? '';
    const [baseMode, headMode, baseOid, headOid, statusWithScore] = meta.replace(/^:/, '').split(' ');
    if (
      baseMode === undefined ||
      headMode === undefined ||
      baseOid === undefined ||
      headOid === undefined ||
      statusWithScore === undefined
    ) {
      throw new Error(`unexpected line in git diff --raw output: ${JSON.stringify(meta)}`);
    }
    const status = statusWithScore.charAt(0);
    const first = fields[i++];
    if (first === undefined) throw new Error('git diff --raw output ends after an entry header');
    if (status === 'R' || status === 'C') {
      const second = fields[i++];
      if (second === undefined) throw new Error(`git diff --raw output lacks the new path of ${first}`);
      entries.push({ status, baseMode, headMode, baseOid, headOid, path: second, previousPath: first });
    } else {
      entries.push({ status, baseMode, headMode, baseOid, headOid, path: first });
    }
  }
  return entries;
}

/** A regular file (100644, 100755, and the historical 100664): not a link (120000) or submodule (160000). */
export const isRegularFileMode = (mode: string): boolean => mode.startsWith('100');

export const isNullOid = (oid: string): boolean => /^0+$/.test(oid);
