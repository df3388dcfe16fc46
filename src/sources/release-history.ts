import { readObjects } from './cat-file-batch.js';
import { git, nulFields } from './git.js';

// The repository's releases, read from its git tags (for compat/: rules/compat/released-crds.ts).
// A release is a tag whose last segment is a version (`v1.2.3`, `1.4`, `v0.9.0-rc.1`,
// `api/v0.5.0`); which ones are compared with:
// - the newest one the base contains (`--merged`): what the change's branch last released;
// - the two newest of all, by date, that do not contain the reviewed commit: a fix released from a
//   release branch is not in the base's history, and a tag made after the reviewed commit already
//   holds the change (a review of an old commit).
// More releases only make more breaks count as released. Without tags (a shallow checkout, no
// releases yet) there is none, and nothing changes.

const RELEASE_TAG = /(?:^|\/)v?\d+\.\d+(?:\.\d+)?(?:[-+.][0-9A-Za-z.+-]*)?$/;
const TAGS = 'refs/tags/';
const OTHERS = 2;

export interface ReleaseCommits {
  /** The base commit of the review. */
  readonly base: string;
  /** The reviewed commit (a pull request's head), or the working tree: then the commit it is on, unless that is the base. */
  readonly head: string | 'work tree';
}

/** The release tags to compare with (full ref names), the base's own release first; empty when git cannot say. */
export async function releaseTags(root: string, commits: ReleaseCommits): Promise<string[]> {
  const list = async (...filter: string[]): Promise<string[] | undefined> => {
    const result = await git(
      ['for-each-ref', '--sort=-creatordate', '--format=%(refname)', ...filter, '--', 'refs/tags/'],
      root,
    );
    if (!result.ok) return undefined;
    return result.stdout
      .toString('utf8')
      .split('\n')
      .filter((ref) => ref.startsWith(TAGS) && RELEASE_TAG.test(ref.slice(TAGS.length)));
  };
  const head = commits.head === 'work tree' ? await workTreeCommit(root, commits.base) : commits.head;
  const [merged, others] = await Promise.all([
    list('--merged', commits.base),
    list(...(head === undefined ? [] : ['--no-contains', head])),
  ]);
  if (merged === undefined || others === undefined) return [];
  const own = merged.slice(0, 1);
  return [...own, ...others.filter((ref) => !own.includes(ref)).slice(0, OTHERS)];
}

/** A release's name as messages give it: the tag without `refs/tags/`. */
export const releaseName = (ref: string): string => (ref.startsWith(TAGS) ? ref.slice(TAGS.length) : ref);

export interface ReleaseFiles {
  /** The manifests of the release that contain one of the names, by path. */
  readonly containing: ReadonlyMap<string, Buffer>;
  /** Which of the paths asked about the release has. */
  readonly present: ReadonlySet<string>;
}

/**
 * The manifests (`.yaml`, `.yml`, `.json`) of release `ref` whose text holds one of `names`, and
 * which of `paths` it has; undefined when git cannot say.
 */
export async function releaseFiles(
  root: string,
  ref: string,
  names: readonly string[],
  paths: readonly string[],
): Promise<ReleaseFiles | undefined> {
  const patterns = names.flatMap((n) => ['-e', n]);
  const grep = await git(['grep', '-l', '-z', '-F', ...patterns, ref, '--', '*.yaml', '*.yml', '*.json'], root);
  // Exit 1 is "nothing found"; anything else (a missing object) means the release cannot be read.
  if (!grep.ok && grep.stderr !== '') return undefined;
  const prefix = `${ref}:`;
  const found = nulFields(grep.stdout)
    .filter((f) => f.startsWith(prefix))
    .map((f) => f.slice(prefix.length));
  const asked = [...new Set([...found, ...paths])];
  const blobs = await readObjects(
    root,
    asked.map((p) => `${ref}:${p}`),
  ).catch(() => undefined);
  if (blobs === undefined) return undefined;
  const containing = new Map<string, Buffer>();
  const present = new Set<string>();
  asked.forEach((p, i) => {
    const blob = blobs[i];
    if (blob === undefined) return;
    present.add(p);
    if (found.includes(p)) containing.set(p, blob);
  });
  return { containing, present };
}

/** The commit the working tree is on, when it is not `base`: a tag made after it would contain it. */
async function workTreeCommit(root: string, base: string): Promise<string | undefined> {
  const result = await git(['rev-parse', '--verify', '--quiet', 'HEAD'], root);
  const head = result.stdout.toString('utf8').trim();
  return result.ok && head !== '' && head !== base ? head : undefined;
}
