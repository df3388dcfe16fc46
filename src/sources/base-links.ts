import { readObjects } from './cat-file-batch.js';
import { git, nulFields } from './git.js';
import { linkTargetPath, type SymbolicLinks } from './symbolic-links.js';

// The symbolic links of the base tree, as the head's are (symbolic-links.ts): a link the change
// leaves alone leads where it does at head, and one it removes or changes leads where its base
// blob says. A chart whose crds/ was a link to the CRDs elsewhere, replaced by templates/ that
// render them (locust-k8s-operator 69717e3e05), moved its CRDs out of crds/ only as Helm read it.

/** A link of the base tree the change touches: its path there, and how git names its blob. */
export interface BaseLinkBlob {
  readonly path: string;
  readonly object: string;
}

/**
 * The base tree's links: those of `headLinks` at paths the change does not touch, and the
 * `touched` links read from their base blobs (a blob the clone lacks leaves its link out).
 */
export async function baseLinksOf(
  root: string,
  headLinks: SymbolicLinks | undefined,
  changedPaths: ReadonlySet<string>,
  touched: readonly BaseLinkBlob[],
): Promise<SymbolicLinks> {
  const out = new Map<string, string>();
  for (const [link, target] of headLinks ?? []) if (!changedPaths.has(link)) out.set(link, target);
  const blobs = await readObjects(
    root,
    touched.map((t) => t.object),
  ).catch(() => touched.map(() => undefined));
  touched.forEach((t, i) => {
    const target = blobs[i];
    const leadsTo = target === undefined ? undefined : linkTargetPath(t.path, target.toString('utf8'));
    if (leadsTo !== undefined) out.set(t.path, leadsTo);
  });
  return out;
}

/** A link's mode in git's trees. */
export const LINK_MODE = '120000';

/**
 * The links among `paths` in `commit`'s tree (`git ls-tree`, which names each entry at a path
 * given, a directory's too): what a source that lists a change without modes (GitHub's list of a
 * pull request's files) reads from a checkout that holds the base commit. None where git cannot say.
 */
export async function linksInTree(root: string, commit: string, paths: readonly string[]): Promise<BaseLinkBlob[]> {
  const out: BaseLinkBlob[] = [];
  for (let i = 0; i < paths.length; i += LS_TREE_BATCH) {
    const result = await git(['ls-tree', '-z', commit, '--', ...paths.slice(i, i + LS_TREE_BATCH)], root);
    if (!result.ok) return [];
    // `<mode> <type> <object>\t<path>`
    for (const entry of nulFields(result.stdout)) {
      const m = /^(\d+) \w+ ([0-9a-f]+)\t(.*)$/s.exec(entry);
      if (m && m[1] === LINK_MODE) out.push({ path: m[3] ?? '', object: m[2] ?? '' });
    }
  }
  return out;
}

const LS_TREE_BATCH = 500;
