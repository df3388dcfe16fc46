// The version a release's tag names (sources/release-history.ts takes a tag for a release when
// its last segment is one), to tell which of two releases is older: `v1.9.4` is older than
// `v2.3.0` though a patch on the old line may be tagged after it. Tags of different modules
// (`api/v0.5.0`, `v1.2.0`) and versions we do not read (`1.4.2.1.7`) are not compared. A fourth
// number is a patch of a patch (`v1.4.2.1`, as some operators tag a rebuilt release), final as
// its three-number release is.

interface ReleaseVersion {
  /** What comes before the version: `api/` for `api/v0.5.0`, `release-` for `release-0.25.3`. */
  readonly module: string;
  /** Major, minor, patch and a fourth number; 0 where the tag has none. */
  readonly numbers: readonly [number, number, number, number];
  readonly prerelease: boolean;
  /** The number of a patch release tagged after its final one (`v1.9.0-p01`: 1); absent where none. */
  readonly patch?: number;
}

const VERSION = /^(.*?[/-])?v?(\d+)\.(\d+)(?:\.(\d+)(?:\.(\d+))?)?(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

// A suffix of one word that names a release channel or a product, not a version to come: clastix/
// kamaji tags its monthly releases `26.3.2-edge` (its versioning docs call them production-
// ready), and no `26.3.2` follows; stolostron's subscription operator tags every release of Red
// Hat's ACM `v2.5.0-ACM`, patch releases too; Apache's incubating projects `1.0.0-incubating`. A
// word a prerelease is named by (`-alpha`, `-SNAPSHOT`, `-dev`), or a suffix with a number
// (`-rc.1`, `-0.dev`, `-edge.1`), is a prerelease.
const ONE_WORD_SUFFIX = /^-([A-Za-z]+)$/;
const PRERELEASE_WORDS = new Set([
  'alpha',
  'beta',
  'rc',
  'cr',
  'pre',
  'preview',
  'prerelease',
  'techpreview',
  'tp',
  'ea',
  'dev',
  'devel',
  'develop',
  'development',
  'snapshot',
  'nightly',
  'canary',
  'next',
  'test',
  'testing',
  'unstable',
  'experimental',
  'exp',
  'draft',
  'wip',
  'milestone',
  'insider',
  'insiders',
  'main',
  'master',
  'head',
  'trunk',
  'ci',
]);

// A patch of a final release, tagged after it: vmware-tanzu/vm-operator's `v1.9.0-p01` ("Release
// 1.9.0-p01", on its release branch, seven months after v1.9.0), which semver would read as a
// prerelease of v1.9.0.
const PATCH_SUFFIX = /^-(?:p|patch|hotfix)[.-]?(\d+)$/i;

const isChannelSuffix = (suffix: string): boolean => {
  const word = ONE_WORD_SUFFIX.exec(suffix)?.[1];
  return word !== undefined && !PRERELEASE_WORDS.has(word.toLowerCase());
};

export function releaseVersion(tag: string): ReleaseVersion | undefined {
  const m = VERSION.exec(tag);
  if (!m) return undefined;
  const patch = m[6] === undefined ? undefined : PATCH_SUFFIX.exec(m[6])?.[1];
  return {
    module: m[1] ?? '',
    numbers: [Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)],
    prerelease: m[6] !== undefined && patch === undefined && !isChannelSuffix(m[6]),
    ...(patch === undefined ? {} : { patch: Number(patch) }),
  };
}

/**
 * Whether a tag or branch names a placeholder version, written all in nines (`release-99.9.9`,
 * `v9.9.9`, `999.999`): a development line's stand-in, not a release users run. AKO's
 * (vmware/load-balancer-and-ingress-services-for-kubernetes) release-99.9.9 is its 1.13.3 line
 * with the version rewritten, without the CRDs its 2.1.1 ships; taken for the newest release, a
 * rule added to one of them read as breaking only builds made since.
 */
export function isPlaceholderVersion(tag: string): boolean {
  const m = VERSION.exec(tag);
  if (!m) return false;
  const written = [m[2], m[3], m[4], m[5]].filter((n): n is string => n !== undefined);
  return written.every((n) => /^9+$/.test(n)) && (written.length >= 3 || (m[2] ?? '').length >= 3);
}

/** A release of no prerelease (`v1.2.0`, `v1.2.0+build.5`, not `v1.3.0-rc.1`). */
export const isFinalRelease = (tag: string): boolean => releaseVersion(tag)?.prerelease === false;

/** Whether `tag` names an older version than `than`, of the same module; false when they cannot be compared. */
export function isOlderRelease(tag: string, than: string): boolean {
  const a = releaseVersion(tag);
  const b = releaseVersion(than);
  if (!a || !b || a.module !== b.module) return false;
  for (let i = 0; i < a.numbers.length; i++) {
    const d = (a.numbers[i] ?? 0) - (b.numbers[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  if ((a.patch ?? 0) !== (b.patch ?? 0)) return (a.patch ?? 0) < (b.patch ?? 0);
  return a.prerelease && !b.prerelease;
}

/**
 * The final release of the newest version among `tags`; undefined when there is none, or when they
 * are of more than one module (their versions cannot be compared). One pass: a repository may have
 * thousands of tags.
 */
export function newestFinalRelease(tags: readonly string[]): string | undefined {
  let newest: { readonly tag: string; readonly module: string } | undefined;
  for (const tag of tags) {
    const version = releaseVersion(tag);
    if (!version || version.prerelease) continue;
    if (newest && newest.module !== version.module) return undefined;
    if (!newest || isOlderRelease(newest.tag, tag)) newest = { tag, module: version.module };
  }
  return newest?.tag;
}
