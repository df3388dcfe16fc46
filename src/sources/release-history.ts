import type { SpawnSyncReturns } from 'node:child_process';
import { parseBatchOutput } from './cat-file-batch.js';
import { nulFields } from './git.js';
import {
  isFinalRelease,
  isOlderRelease,
  isPlaceholderVersion,
  newestFinalRelease,
  releaseVersion,
} from './release-version.js';

// The repository's releases, read from its git tags (for compat/: rules/released-crds.ts).
// A release is a tag whose last segment is a version (`v1.2.3`, `1.4`, `v0.9.0-rc.1`,
// `api/v0.5.0`, `release-0.25.3`); which ones are compared with:
// - the newest one the base contains (`--merged`): what the change's branch last released, unless
//   one of the others descends from it (and is not the base itself);
// - the two newest of all, by date, that do not contain the reviewed commit (and the newest final
//   release by version, when those are patches of an older line): a fix released from a
//   release branch is not in the base's history, and a tag made after the reviewed commit already
//   holds the change (a review of an old commit).
// Tags of one commit (cluster-api's `v1.12.11` and `test/v1.12.11`) count once. Which of them
// decide a break is rules/compat/unreleased.ts's business. Without tags (a shallow checkout, no releases yet)
// there is none, and nothing changes.
//
// Synchronous: asked by a rule (compat/, through a rule service) only when the change breaks
// something, which most changes to CRDs do not; git answers in milliseconds.

// The version may follow a name and a dash: `release-0.25.3` (Altinity's clickhouse-operator),
// `kube-prometheus-stack-88.5.3` (chart-releaser's tag of one chart).
const RELEASE_TAG = /(?:^|[/-])v?\d+\.\d+(?:\.\d+)?(?:[-+.][0-9A-Za-z.+-]*)?$/;
// A line, not a release: stackrox tags `4.10.x` on the master commit a development cycle starts
// from ("Upstream automation"); taken for a release, fields only that cycle's prereleases had
// read as released, and their removal as an error (c6cf33f3f3c). 3scale/apicast-operator tags
// `v3.10-base` where a line branched off master in 2020: read as the newest final release, it
// held the CRD as v1beta1, which compat/ cannot compare, and every break of a field added last
// week counted as released (84c3b7fe12, d583190669).
const LINE_TAG = /(?:\.x|-base)$/i;
const TAGS = 'refs/tags/';
const OTHERS = 2;
const MAX_OUTPUT_BYTES = 1 << 30;
const MANIFESTS = ['*.yaml', '*.yml', '*.json'];

function git(root: string, args: readonly string[], input?: string): SpawnSyncReturns<Buffer> {
  const { spawnSync } = process.getBuiltinModule('node:child_process');
  return spawnSync('git', ['--no-optional-locks', ...args], {
    cwd: root,
    maxBuffer: MAX_OUTPUT_BYTES,
    windowsHide: true,
    ...(input === undefined ? {} : { input }),
  });
}

export interface ReleaseCommits {
  /** The base commit of the review. */
  readonly base: string;
  /** The reviewed commit (a pull request's head), or the working tree: then the commit it is on, unless that is the base. */
  readonly head: string | 'work tree';
}

/** Where releases are read from: tags, or release branches in a repository that tags none. */
type ReleaseRefKind = 'tags' | 'branches';

/**
 * Release tags (or release branches) with the commit each names and its date (Unix seconds),
 * newest first; undefined when git cannot say.
 */
function releaseRefs(
  root: string,
  filter: readonly string[],
  kind: ReleaseRefKind = 'tags',
): { ref: string; commit: string; date: number }[] | undefined {
  if (kind === 'branches') return releaseBranchRefs(root, filter);
  const format = '%(refname)%00%(objectname)%00%(*objectname)%00%(creatordate:unix)';
  // The last --sort is the first key: by date, then by version, newest first, so that tags of one
  // date (commits rebased together share their date, and a lightweight tag has its commit's) keep
  // the order of their versions: v1.0.0 before v1.1.0-rc.0 made v1.0.0 the base's release and its
  // prerelease a later one, and a field only the prerelease had was an error to remove.
  // (versionsort.suffix=-: a version with a suffix, v1.1.0-rc.0, before the one without.)
  const sort = ['--sort=-v:refname', '--sort=-creatordate'];
  // `git tag --list` rather than `git for-each-ref`: the same filter, but tag's own algorithm for
  // --contains and --no-contains, which answers for calico's 2,226 tags in 0.6 s against 9 to 13 s.
  const result = git(root, ['-c', 'versionsort.suffix=-', 'tag', '--list', ...sort, `--format=${format}`, ...filter]);
  if (result.status !== 0) return undefined;
  return result.stdout
    .toString('utf8')
    .split('\n')
    .flatMap((line) => {
      const [ref = '', object = '', peeled = '', date = ''] = line.split('\0');
      const name = ref.slice(TAGS.length);
      if (!ref.startsWith(TAGS) || !RELEASE_TAG.test(name) || LINE_TAG.test(name) || isPlaceholderVersion(name))
        return [];
      return [{ ref, commit: peeled === '' ? object : peeled, date: Number(date) || 0 }];
    });
}

// A release branch: `release-4.21` (OpenShift's operators release from such branches and tag
// nothing), `release-v1.2`, local or of a remote (the action's checkout fetches them as
// refs/remotes/origin/).
const RELEASE_BRANCH = /^release-v?\d+\.\d+(?:\.\d+)?$/;
const BRANCHES = ['refs/heads/', 'refs/remotes/'];

/** The release branches, as releaseRefs gives tags. */
function releaseBranchRefs(
  root: string,
  filter: readonly string[],
): { ref: string; commit: string; date: number }[] | undefined {
  const format = '%(refname)%00%(objectname)%00%(committerdate:unix)';
  const result = git(root, ['for-each-ref', '--sort=-committerdate', `--format=${format}`, ...filter, ...BRANCHES]);
  if (result.status !== 0) return undefined;
  // One ref a branch name, the newest: a local branch may lag behind its remote's.
  const named = new Set<string>();
  return result.stdout
    .toString('utf8')
    .split('\n')
    .flatMap((line) => {
      const [ref = '', commit = '', date = ''] = line.split('\0');
      const name = releaseName(ref);
      if (!RELEASE_BRANCH.test(name) || named.has(name) || isPlaceholderVersion(name)) return [];
      named.add(name);
      return [{ ref, commit, date: Number(date) || 0 }];
    });
}

/**
 * The tags that name releases of the repository, one a commit, named by its plainest tag
 * (`v1.12.11`, not `test/v1.12.11` or `mariadb-cluster-25.10.4`). A version after a name and a
 * dash names a release only where no tag is a bare version (chart-releaser's repositories, whose
 * tags are all `<chart>-<version>`), or where the name is `release` (Altinity's clickhouse-operator
 * beside its old bare tags): elsewhere it names an image or a chart built beside the project's own
 * releases (logging-operator's `fluentd-drain-watch-v0.0.5`, k8up's `k8up-4.8.0`).
 */
function releasesAmong(
  refs: readonly { ref: string; commit: string }[],
  bareExists: boolean,
): { ref: string; commit: string }[] {
  const byCommit = new Map<string, string>();
  for (const { ref, commit } of refs) {
    if (bareExists && !isBareVersion(ref) && !lastSegment(ref).startsWith('release-')) continue;
    const named = byCommit.get(commit);
    if (named === undefined || namesBetter(ref, named)) byCommit.set(commit, ref);
  }
  return [...byCommit].map(([commit, ref]) => ({ ref, commit }));
}

/**
 * Whether bare versions still name the repository's releases: some tag is one, the newest of them
 * is less than a year older than the newest tag, and the numbering has not gone on under names.
 * linkerd2 tagged v18.8.x and v18.9.1 in 2018 and has released as stable-2.x, edge-YY.M.N and
 * version-2.x since: taken for its releases, the 2018 tags, which hold no chart, made every break
 * of its CRDs read as one no release had. keptn's lifecycle-toolkit tagged v0.8.0 last, then
 * klt-v0.8.1, lifecycle-operator-v0.9.0 and keptn-v0.10.0 within the year: v0.8.0 was taken for
 * the newest release, and the removal of a field v0.9.0 shipped read as unreleased (4febd9926).
 */
function bareVersionsCurrent(refs: readonly { readonly ref: string; readonly date: number }[]): boolean {
  const bare = refs.filter((t) => isBareVersion(t.ref));
  if (bare.length === 0) return false;
  const newest = Math.max(...refs.map((t) => t.date));
  const newestBare = Math.max(...bare.map((t) => t.date));
  if (newest - newestBare >= BARE_TAGS_CURRENT_SECONDS) return false;
  // Named versions past every bare one, tagged after the last bare one: two at least, so that one
  // chart or image tag numbered on its own does not decide (a tag in both lists counted once).
  const highest = bare.map((t) => lastSegment(t.ref)).reduce((a, b) => (isOlderRelease(a, b) ? b : a));
  const past = releaseVersion(highest);
  const continued = new Set(
    refs
      .filter((t) => {
        const v = releaseVersion(lastSegment(t.ref));
        return (
          t.date > newestBare &&
          !isBareVersion(t.ref) &&
          v !== undefined &&
          past !== undefined &&
          isAfter(v.numbers, past.numbers)
        );
      })
      .map((t) => t.ref),
  );
  return continued.size < 2;
}

/** Whether a version's numbers come after another's. */
const isAfter = (a: readonly number[], b: readonly number[]): boolean => {
  const i = a.findIndex((n, k) => n !== b[k]);
  return i >= 0 && (a[i] ?? 0) > (b[i] ?? 0);
};

const BARE_TAGS_CURRENT_SECONDS = 365 * 24 * 60 * 60;

const lastSegment = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);
const isBareVersion = (ref: string): boolean => /^v?\d/.test(lastSegment(ref));
/**
 * Of two tags of one commit, the plainer names it; of two alike, the final release: a prerelease
 * of the next line tagged on the release's commit (cluster-api-provider-ibmcloud's v0.14.0 and
 * v0.15.0-alpha.0) is not what the commit was released as.
 */
function namesBetter(ref: string, than: string): boolean {
  const d = plainness(ref) - plainness(than);
  return d !== 0 ? d < 0 : isFinalRelease(releaseName(ref)) && !isFinalRelease(releaseName(than));
}

/** Fewer path segments first, then a bare version before a named one. */
const plainness = (ref: string): number => depth(ref) * 2 + (isBareVersion(ref) ? 0 : 1);

const depth = (ref: string): number => ref.split('/').length;

/** A release compared with. */
export interface ReleaseTag {
  /** The full ref name (`refs/tags/v1.2.0`). */
  readonly ref: string;
  /**
   * The release the base was made from (the newest its history holds), when compared with: what
   * the change's branch ships next replaces it, whatever other lines released since.
   */
  readonly ofBase: boolean;
  /**
   * The first release, made after the reviewed commit (it holds the change), given alone where no
   * release came before the change: no release's users ran the base nor the change
   * (rules/released-crds.ts), and messages name it.
   */
  readonly first?: true;
}

/**
 * The release tags to compare with, the base's own release first; empty when git cannot say. A
 * repository that tags no release, but keeps release branches (`release-4.21`), has those for its
 * releases: what the tip of each holds is what that line ships.
 */
export function releaseTags(root: string, commits: ReleaseCommits): ReleaseTag[] {
  // The reviewed commit, asked of git once: undefined where the working tree is on the base.
  const resolved = {
    base: commits.base,
    head: commits.head === 'work tree' ? workTreeCommit(root, commits.base) : commits.head,
  };
  const tagged = releasesOf(root, resolved, 'tags');
  if (tagged !== 'none') return [...tagged, ...branchesAfterTags(root, resolved, tagged)];
  const branched = releasesOf(root, resolved, 'branches');
  return branched === 'none' ? [] : branched;
}

/** The base, and the reviewed commit where it is not the base (workTreeCommit). */
interface ResolvedCommits {
  readonly base: string;
  readonly head: string | undefined;
}

// A line a repository releases from a branch of its own name beside its tags, of a version after
// every final tag's: `release-1.4` (file-integrity-operator ships 1.4.1 from it, its newest tag
// v1.3.6), or a series of branches named alike (oadp-operator's `oadp-1.3` to `oadp-1.5` beside
// v1.2.0; cert-manager-operator's `cert-manager-1.14` on beside v1.13.1). One branch of another
// name (`feature-2.0`) is no release. Some lines put the version first: openstack-k8s-operators
// ship 18.0 from `18.0-fr1` to `18.0-fr6` (feature releases of one version, a series of their
// suffix, numbered after the version) and maintain it in `18-stable` (a series its name makes one).
const VERSIONED_BRANCH = /^([a-z][a-z0-9-]*?)-v?(\d+)\.(\d+)$/;
const VERSION_FIRST_BRANCH = /^v?(\d+)\.(\d+)-([a-z]+)(\d+)$/;
const STABLE_BRANCH = /^v?(\d+)(?:\.(\d+))?-(stable)$/;
/** Series that name release lines whatever else there is of them. */
const RELEASE_SERIES: ReadonlySet<string> = new Set(['release', 'stable']);

/** The series and version a branch of a release line is named with (`oadp-1.5`, `18.0-fr6`, `18-stable`). */
function branchLine(name: string): { readonly series: string; readonly numbers: number[] } | undefined {
  if (isPlaceholderVersion(name)) return undefined;
  const named = VERSIONED_BRANCH.exec(name);
  if (named) return { series: named[1] ?? '', numbers: [Number(named[2]), Number(named[3])] };
  const first = VERSION_FIRST_BRANCH.exec(name);
  if (first) return { series: first[3] ?? '', numbers: [Number(first[1]), Number(first[2]), Number(first[4])] };
  const stable = STABLE_BRANCH.exec(name);
  if (stable) return { series: 'stable', numbers: [Number(stable[1]), Number(stable[2] ?? 0)] };
  return undefined;
}
const BRANCHES_AFTER_TAGS = 2;

/**
 * The newest release branch of each series, of a version after the newest final tag's, that the
 * reviewed commit is not in, the series last worked on first, at most BRANCHES_AFTER_TAGS: what
 * users of those lines run, which the tags do not tell. None where the change precedes every
 * release, or git cannot say.
 */
function branchesAfterTags(root: string, commits: ResolvedCommits, tagged: readonly ReleaseTag[]): ReleaseTag[] {
  if (tagged.length === 0 || tagged.some((t) => t.first)) return [];
  const finals = (releaseRefs(root, []) ?? [])
    .map((t) => releaseVersion(releaseName(t.ref)))
    .filter((v) => v !== undefined && !v.prerelease);
  if (finals.length === 0) return [];
  const newest = finals.map((v) => v?.numbers ?? []).reduce((a, b) => (isAfter(b, a) ? b : a));
  const { head } = commits;
  const branches = (contains: readonly string[]) => {
    const result = git(root, ['for-each-ref', '--format=%(refname)%00%(committerdate:unix)', ...contains, ...BRANCHES]);
    if (result.status !== 0) return undefined;
    return result.stdout
      .toString('utf8')
      .split('\n')
      .flatMap((line) => {
        const [ref = '', date = ''] = line.split('\0');
        const named = branchLine(releaseName(ref));
        return named ? [{ ref, date: Number(date) || 0, name: named.series, numbers: named.numbers }] : [];
      });
  };
  const lines = branches(head === undefined ? [] : ['--no-contains', head]);
  if (lines === undefined) return [];
  // The newest line of each series (`release-`, `oadp-`, `-fr`): versions of two series are not compared
  // (cert-manager-operator keeps OpenShift's release-4.14 beside its own cert-manager-1.20). A series
  // is told by its versions among every branch, those the change is in too: keystone-operator's
  // 18.0-fr1 was the only one of six `-fr` branches without 0c6e29a316, and a series of one branch
  // is no series.
  const all = head === undefined || lines.length === 0 ? lines : (branches([]) ?? lines);
  const versionsOf = new Map<string, Set<string>>();
  for (const l of all) versionsOf.set(l.name, (versionsOf.get(l.name) ?? new Set()).add(l.numbers.join('.')));
  const newestOf = new Map<string, (typeof lines)[number]>();
  for (const l of lines) {
    if (!RELEASE_SERIES.has(l.name) && (versionsOf.get(l.name)?.size ?? 0) < 2) continue;
    if (!isAfter(l.numbers, newest.slice(0, 2))) continue;
    const known = newestOf.get(l.name);
    if (!known || isAfter(l.numbers, known.numbers) || (!isAfter(known.numbers, l.numbers) && l.date > known.date))
      newestOf.set(l.name, l);
  }
  // The series last worked on first.
  return [...newestOf.values()]
    .sort((a, b) => b.date - a.date)
    .slice(0, BRANCHES_AFTER_TAGS)
    .map((l) => ({ ref: l.ref, ofBase: false }));
}

/** releaseTags from one kind of ref; 'none' where the repository has no release of that kind. */
function releasesOf(root: string, commits: ResolvedCommits, kind: ReleaseRefKind): ReleaseTag[] | 'none' {
  const { head } = commits;
  const mergedRefs = releaseRefs(root, ['--merged', commits.base], kind);
  const otherRefs = releaseRefs(root, head === undefined ? [] : ['--no-contains', head], kind);
  if (mergedRefs === undefined || otherRefs === undefined) return [];
  if (mergedRefs.length === 0 && otherRefs.length === 0 && (releaseRefs(root, [], kind) ?? []).length === 0)
    return 'none';
  // Tags two years older than the base (openshift/hive's of 2021) leave the release branches to tell.
  if (releasesAreStale(root, commits.base, [...mergedRefs, ...otherRefs])) return kind === 'tags' ? 'none' : [];
  const bareExists = bareVersionsCurrent([...mergedRefs, ...otherRefs]);
  const merged = releasesAmong(mergedRefs, bareExists);
  const others = releasesAmong(otherRefs, bareExists);
  const own = merged[0];
  // A tag of another history (a fork's tags of the project it came from, on roots the base does
  // not have: openshift/cluster-api-provider-gcp's v0.0.0 of 2019) is none of its releases.
  const related = (commit: string): boolean => sharesHistory(root, commits.base, commit);
  const chosen: { ref: string; commit: string }[] = [];
  for (const tag of others) {
    if (chosen.length >= OTHERS) break;
    if (tag.commit !== own?.commit && !chosen.some((c) => c.commit === tag.commit) && related(tag.commit))
      chosen.push(tag);
  }
  // The newest final release by version, of each module chosen, when the newest by date are
  // patches of older lines (kubeedge's v1.15.x tagged after v1.16.1): users of those lines upgrade
  // to it, and what it has decides whether a break is one (rules/compat/unreleased.ts).
  const moduleOf = (t: { readonly ref: string }) => releaseVersion(releaseName(t.ref))?.module;
  for (const module of new Set(chosen.map(moduleOf))) {
    if (module === undefined) continue;
    const ofModule = others.filter((t) => moduleOf(t) === module);
    const name = newestFinalRelease(ofModule.map((t) => releaseName(t.ref)));
    const newest = ofModule.find((t) => releaseName(t.ref) === name);
    // The newest release of the module on a history the base shares nothing with (tidb-operator's
    // v2.0.1, released from a line with its own root): what users run now is not among those
    // compared, and the older line's releases would say nothing of it. Git cannot say.
    if (newest && newest.commit !== own?.commit && !related(newest.commit)) return [];
    if (
      newest &&
      newest.commit !== own?.commit &&
      !chosen.some((c) => c.commit === newest.commit) &&
      related(newest.commit)
    )
      chosen.push(newest);
  }
  // A repository that releases from release branches keeps on its main branch only the tags made
  // there, years old (kyverno's 1.9-dev, velero's v1.10.0-rc.1): a release chosen that descends
  // from the base's tag has all it had that was not removed since, so the base's adds nothing.
  // Unless the base is that release (`--base v5.18.0`): what it has is what the change changes.
  // (A release of the whole repository, or of the same directory where tags are named for
  // directories: another directory's release does not hold the base's files.)
  const directoryOf = (t: { readonly ref: string }) => releaseDirectory(releaseName(t.ref));
  const holdsOwnFiles = (t: { readonly ref: string }) =>
    directoryOf(t) === undefined || (own !== undefined && directoryOf(t) === directoryOf(own));
  // A descendant supersedes the base's tag only as its successor: not an older version (a side
  // branch's `v0.1.1-tmp` cut from after v0.2.5, cluster-api-bootstrap-provider-microk8s), nor a
  // prerelease of a final one.
  const succeeds = (t: { readonly ref: string }, of: { readonly ref: string }) =>
    !isOlderRelease(releaseName(t.ref), releaseName(of.ref)) &&
    (isFinalRelease(releaseName(t.ref)) || !isFinalRelease(releaseName(of.ref)));
  const superseded =
    own !== undefined &&
    own.commit !== commits.base &&
    chosen.some((t) => holdsOwnFiles(t) && succeeds(t, own) && isAncestor(root, own.commit, t.commit));
  // A repository tagged by directory (redpanda-operator's operator/v26.1.10 beside
  // charts/console/v3.2.0) has a release of the base for each directory: the newest merged tag of
  // each (releaseCovers says which files it releases).
  const ownOfDirectory = new Map<string, { ref: string; commit: string }>();
  for (const t of merged) {
    const directory = releaseDirectory(releaseName(t.ref));
    if (directory !== undefined && !ownOfDirectory.has(directory)) ownOfDirectory.set(directory, t);
  }
  const owns = [...ownOfDirectory.values()].filter((t) => t.commit !== own?.commit);
  // Every release came after the reviewed commit (a review of a commit made before the first
  // release, dragonfly-operator's 8f0dbd52): the first is named, as what the change precedes. A
  // pull request reviewed when it is made has no such tag.
  if (own === undefined && chosen.length === 0 && head !== undefined) {
    const first = firstReleaseHolding(root, head, kind);
    return first === undefined ? [] : [{ ref: first, ofBase: false, first: true }];
  }
  return [
    ...(own === undefined || superseded ? [] : [{ ref: own.ref, ofBase: true }]),
    ...owns.map((t) => ({ ref: t.ref, ofBase: true })),
    ...chosen.filter((t) => !owns.some((o) => o.commit === t.commit)).map((t) => ({ ref: t.ref, ofBase: false })),
  ];
}

/** The oldest release whose tag (or branch) holds `commit`. */
function firstReleaseHolding(root: string, commit: string, kind: ReleaseRefKind): string | undefined {
  const refs = releaseRefs(root, ['--contains', commit], kind);
  if (refs === undefined || refs.length === 0) return undefined;
  // releaseRefs lists the newest first, and releasesAmong keeps that order.
  return releasesAmong(refs, bareVersionsCurrent(refs)).at(-1)?.ref;
}

// A repository whose newest release tag is two years or more older than the base ships from its
// main branch since (openshift/hive: its last tags are of 2021, and its images are built from
// master): those tags say nothing of what its users run, and every base counts as released, as
// in a repository without tags. A project that releases once a year keeps its releases.
const STALE_SECONDS = 2 * 365 * 24 * 60 * 60;

function releasesAreStale(root: string, base: string, refs: readonly { readonly date: number }[]): boolean {
  if (refs.length === 0) return false;
  const newest = Math.max(...refs.map((r) => r.date));
  const result = git(root, ['show', '-s', '--format=%ct', base]);
  const baseDate = Number(result.stdout.toString('utf8').trim());
  return result.status === 0 && newest > 0 && baseDate - newest >= STALE_SECONDS;
}

/**
 * The directory a release's tag is named for (`charts/console/` of `charts/console/v3.2.0`);
 * undefined for any other tag, and for a tag of a namespace that names releases of the whole
 * repository (ytsaurus-k8s-operator tagged `release/0.26.0` to `release/0.29.1`, and has no
 * `release/` directory: read as one, no CRD was in any release, and every break stayed an error).
 */
export function releaseDirectory(release: string): string | undefined {
  const module = releaseVersion(release)?.module;
  return module !== undefined && module.endsWith('/') && !TAG_NAMESPACES.has(module) ? module : undefined;
}

const TAG_NAMESPACES = new Set(['release/', 'releases/']);

/**
 * Whether a release can hold the file: a tag named for a directory releases what that directory
 * holds (a monorepo's component, a Go module); any other tag, the whole repository.
 */
export function releaseCovers(release: string, path: string): boolean {
  const directory = releaseDirectory(release);
  return directory === undefined || path.startsWith(directory);
}

/** Whether two commits have a common ancestor (git merge-base finds one). */
function sharesHistory(root: string, a: string, b: string): boolean {
  return git(root, ['merge-base', a, b]).status === 0;
}

function isAncestor(root: string, ancestor: string, descendant: string): boolean {
  return git(root, ['merge-base', '--is-ancestor', ancestor, descendant]).status === 0;
}

/** The commit the working tree is on, when it is not `base`: a tag made after it would contain it. */
function workTreeCommit(root: string, base: string): string | undefined {
  const result = git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  const head = result.stdout.toString('utf8').trim();
  return result.status === 0 && head !== '' && head !== base ? head : undefined;
}

/** A release's name as messages give it: the tag without `refs/tags/`, a branch without `refs/heads/` or `refs/remotes/<remote>/`. */
export const releaseName = (ref: string): string =>
  ref.startsWith(TAGS)
    ? ref.slice(TAGS.length)
    : ref.startsWith('refs/heads/')
      ? ref.slice('refs/heads/'.length)
      : ref.startsWith('refs/remotes/')
        ? ref.slice('refs/remotes/'.length).replace(/^[^/]*\//, '')
        : ref;

export interface ReleaseFiles {
  /** The manifests of the release whose text holds `text`, one of the strings asked for. */
  holding(text: string): readonly string[];
  /** Which of the paths asked about the release has. */
  readonly present: ReadonlySet<string>;
  /** The contents of manifests of the release, read in one batch; undefined when git cannot say. */
  read(paths: readonly string[]): (Buffer | undefined)[] | undefined;
  /**
   * The files of the release whose text holds any of `texts`, asked of git then: its manifests, its
   * files of any kind, or its Go files; undefined when git cannot say.
   */
  search(texts: readonly string[], where?: 'manifests' | 'everywhere' | 'go'): readonly string[] | undefined;
  /**
   * search, in source code (Go's, or that of the languages operators are written in), on lines
   * that are not comments (whose first word does not open one: `//`, `/*`, `*`, `#` but a Rust
   * attribute's `#[`), as code writes a string literal and prose in a comment mentions it.
   */
  searchCode(texts: readonly string[], where: 'code' | 'go'): readonly string[] | undefined;
  /**
   * The manifests of the release that name the API group `group` (an apiVersion, a group field,
   * an RBAC rule's apiGroups, a CRD's name `<plural>.<group>`), not counting the group written as
   * a web or mail address's host (`https://piraeus.io/`, `docs@piraeus.io`, `www.piraeus.io` after
   * `//`) or as the prefix of an annotation's or label's key (`group/name`): a project's domain is
   * its chart's home page, its maintainers' addresses and its annotations' prefix. With `as: 'api'`,
   * only an apiVersion `<group>/v1` or a `group: <group>` field counts: for a group that is also a
   * CRD's name, which a release writes as a name, in lists of CRDs (kyverno's Policy CRD is named
   * policies.kyverno.io, the API group that came years later, and its chart's values list it).
   */
  searchGroup(group: string, as?: 'any' | 'api'): readonly string[] | undefined;
  /**
   * search of each text at once, in manifests, by text: a change that removes hundreds of CRDs of
   * hundreds of groups asks of each (KubernetesCRDModelGen deleted 5,553 copies), and a git grep
   * each of a large tree took minutes. A text is held where a match starts with it.
   */
  searchEach(texts: readonly string[]): ReadonlyMap<string, readonly string[]> | undefined;
  /** searchGroup(group, 'any') of each group at once, by group. */
  searchGroups(groups: readonly string[]): ReadonlyMap<string, readonly string[]> | undefined;
}

/**
 * For each release `ref`: which manifests (`.yaml`, `.yml`, `.json`) hold each of `strings` (CRD
 * names, the lines that name a group), and which of `paths` it has; undefined when git cannot say.
 * Contents are read when asked for: most questions are answered by one file (the CRD's own), and
 * a release's bundles can hold every CRD in tens of thousands of lines (calico). With `within` (a
 * directory, `charts/redis/`), only the files below it are looked for, as a tag named for that
 * directory releases nothing else (releaseCovers). One `git grep` and one batch check serve the
 * releases that search the same directory: a pull request that changes a CRD asks every release
 * compared with (kubeblocks' four greps of 0.19 s each took 0.35 s as one). A batch git cannot
 * read is asked release by release, so that only a release it cannot read answers undefined.
 */
export function releasesFiles(
  root: string,
  releases: readonly { readonly ref: string; readonly within: string }[],
  strings: readonly string[],
  paths: readonly string[],
): (ReleaseFiles | undefined)[] {
  const texts = strings.filter((n) => n !== '' && !/[\r\n]/.test(n));
  const out: (ReleaseFiles | undefined)[] = new Array<ReleaseFiles | undefined>(releases.length);
  const byDirectory = new Map<string, number[]>();
  releases.forEach(({ within }, i) => byDirectory.set(within, [...(byDirectory.get(within) ?? []), i]));
  for (const [within, indexes] of byDirectory) {
    const refs = indexes.map((i) => releases[i]?.ref ?? '');
    const manifests = below(within, MANIFESTS);
    // -o: each match as `<ref>:<path>\0<the string>\n`, so that which file holds which string is
    // known without reading any. Whole words only (-w): `widgets.example.com` is no CRD a release
    // of `clusterwidgets.example.com` holds (kubestellar's edgeplacements and placements).
    const matches = texts.length === 0 ? Buffer.alloc(0) : grepRelease(root, refs, '-o', texts, manifests, 'words');
    const asked = [...new Set(paths)].filter((p) => !/[\r\n]/.test(p) && p.startsWith(within));
    const check =
      asked.length === 0
        ? undefined
        : git(root, ['cat-file', '--batch-check'], refs.flatMap((ref) => asked.map((p) => `${ref}:${p}\n`)).join(''));
    if (!matches || (check !== undefined && check.status !== 0)) {
      if (refs.length > 1)
        for (const i of indexes)
          out[i] = releasesFiles(root, [releases[i] as (typeof releases)[number]], strings, paths)[0];
      continue;
    }
    const lines = matches.toString('utf8').split('\n');
    const answers = check === undefined ? [] : check.stdout.toString('utf8').split('\n');
    indexes.forEach((i, k) => {
      const ref = refs[k] ?? '';
      const mine = answers.slice(k * asked.length, (k + 1) * asked.length);
      const present = new Set(asked.filter((_, j) => !/ (missing|ambiguous)$/.test(mine[j] ?? ' missing')));
      out[i] = filesOf(root, ref, within, holdersIn(lines, ref), present);
    });
  }
  return out;
}

/** Every search of a release, below `within` where it is given. */
const below = (within: string, pathspec: readonly string[]): readonly string[] =>
  within === ''
    ? pathspec
    : pathspec.length === 0
      ? [`:(glob)${within}**`]
      : pathspec.map((m) => (m.startsWith(':') ? m : `:(glob)${within}**/${m}`));

/** From `git grep -o -z` lines of several releases, the files of `ref` that hold each string. */
function holdersIn(lines: readonly string[], ref: string): Map<string, Set<string>> {
  // A ref name holds no `:` (git check-ref-format), so `<ref>:` starts the lines of that ref alone.
  const prefix = `${ref}:`;
  const holders = new Map<string, Set<string>>();
  for (const line of lines) {
    const nul = line.indexOf('\0');
    if (nul === -1 || !line.startsWith(prefix)) continue;
    const path = line.slice(prefix.length, nul);
    const text = line.slice(nul + 1);
    let files = holders.get(text);
    if (!files) holders.set(text, (files = new Set()));
    files.add(path);
  }
  return holders;
}

/** A release's files, as found by releasesFiles; the searches a rule asks for later go to git then. */
function filesOf(
  root: string,
  ref: string,
  within: string,
  holders: ReadonlyMap<string, ReadonlySet<string>>,
  present: ReadonlySet<string>,
): ReleaseFiles {
  const prefix = `${ref}:`;
  const manifests = below(within, MANIFESTS);
  // `git grep -l -z` names each file `<ref>:<path>`.
  const filesListed = (listed: Buffer | undefined): string[] | undefined =>
    listed && nulFields(listed).flatMap((f) => (f.startsWith(prefix) ? [f.slice(prefix.length)] : []));
  return {
    holding: (text) => [...(holders.get(text) ?? [])],
    present,
    search: (wanted, where = 'manifests') =>
      filesListed(grepRelease(root, [ref], '-l', wanted, below(within, pathspecOf(where)))),
    searchEach: (texts) => {
      const wanted = texts.filter((t) => t !== '' && !/[\r\n]/.test(t));
      const found = new Map<string, Set<string>>(wanted.map((t) => [t, new Set()]));
      if (wanted.length === 0) return new Map();
      const matches = grepRelease(root, [ref], '-o', wanted, manifests);
      if (!matches) return undefined;
      for (const [text, paths] of holdersIn(matches.toString('utf8').split('\n'), ref))
        // A match is the longest text that starts there: those it starts with are held too.
        for (let end = text.length; end > 0; end--) {
          const held = found.get(text.slice(0, end));
          if (held) for (const p of paths) held.add(p);
        }
      return new Map([...found].map(([t, paths]) => [t, [...paths]]));
    },
    searchGroups: (groups) => {
      const wanted = [...new Set(groups)].filter((g) => /^[A-Za-z0-9.-]+$/.test(g));
      const found = new Map<string, Set<string>>(wanted.map((g) => [g, new Set()]));
      if (wanted.length === 0) return new Map();
      // searchGroup's 'any' expression with the groups as one alternation (a few, where long).
      const patterns = alternations(wanted.map(escapeRegex)).map((alternation) => mentionOfGroup(`(${alternation})`));
      const matches = grepRelease(root, [ref], '-o', patterns, manifests, 'extended');
      if (!matches) return undefined;
      for (const [match, paths] of holdersIn(matches.toString('utf8').split('\n'), ref)) {
        // The group, or a label and the group: what follows the character before it, up to what ends a name.
        const core = /^[A-Za-z0-9.-]+/.exec(match.replace(/^[^A-Za-z0-9-]/, ''))?.[0] ?? '';
        const dot = core.indexOf('.');
        for (const group of [core, ...(dot === -1 ? [] : [core.slice(dot + 1)])]) {
          const held = found.get(group);
          if (held) for (const p of paths) held.add(p);
        }
      }
      return new Map([...found].map(([g, paths]) => [g, [...paths]]));
    },
    searchGroup: (group, as = 'any') => {
      // The group, after one label (a CRD's plural: two are a host below the domain, as
      // mogenius-operator's `registry.local.mogenius.io`), where what comes before it is not a host
      // name's (`//`, `@`) and what follows is not one's either; followed by `/`, only
      // as an apiVersion's group (`group/v1beta2`): `group/image-list` is an annotation's key, whose
      // prefix a project names for its domain before it has a CRD (argocd-image-updater v0.16.0).
      const g = escapeRegex(group);
      const patterns =
        as === 'any'
          ? [mentionOfGroup(g)]
          : [
              `(^|[^[:alnum:]./@-])${g}/v[0-9]+((alpha|beta)[0-9]+)?([^[:alnum:]_./-]|$)`,
              `(^|[^[:alnum:]])group["']?:[[:space:]]*["']?${g}["']?([[:space:],}#]|$)`,
            ];
      return filesListed(grepRelease(root, [ref], '-l', patterns, manifests, 'extended'));
    },
    searchCode: (wanted, where) => {
      // The texts as they are first, then the pattern only in the files that hold one: the pattern's
      // `.*` over a line of minified JavaScript half a megabyte long took git 34 s a release (kpt's
      // package-examples), the literal search a few milliseconds.
      const holding = filesListed(
        grepRelease(root, [ref], '-l', wanted, [...below(within, pathspecOf(where)), ...NOT_SOURCE]),
      );
      if (holding === undefined || holding.length === 0) return holding;
      const patterns = wanted.map((t) => `^[[:space:]]*([^/*#[:space:]]|#\\[).*${escapeRegex(t)}`);
      const files = holding.map((f) => `:(literal)${f}`);
      return filesListed(grepRelease(root, [ref], '-l', patterns, files, 'extended'));
    },
    read: (wanted) => {
      const names = wanted.map((p) => `${ref}:${p}`);
      const batch = git(root, ['cat-file', '--batch'], names.map((n) => `${n}\n`).join(''));
      if (batch.status !== 0) return undefined;
      try {
        return parseBatchOutput(batch.stdout, names);
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * searchGroup's 'any' expression of a group (an escaped group, or an alternation of them in
 * brackets): after one label at most, where what comes before it is not a host name's (`//`, `@`)
 * and what follows is not one's either; followed by `/`, only as an apiVersion's group.
 */
const mentionOfGroup = (group: string): string =>
  `(^|[^[:alnum:]./@-])([[:alnum:]-]+\\.)?${group}(/v[0-9]+((alpha|beta)[0-9]+)?([^[:alnum:]_./-]|$)|[^[:alnum:]./-]|$)`;

/** The expressions as few alternations (`a|b|c`), each short enough for one argument of a process. */
function alternations(expressions: readonly string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const e of expressions) {
    if (current !== '' && current.length + e.length + 1 > ALTERNATION_LENGTH) {
      out.push(current);
      current = '';
    }
    current = current === '' ? e : `${current}|${e}`;
  }
  if (current !== '') out.push(current);
  return out;
}

// Linux takes an argument of up to 128 KiB (MAX_ARG_STRLEN).
const ALTERNATION_LENGTH = 64 * 1024;

/** `text` matched literally in an extended regular expression (git grep -E). */
const escapeRegex = (text: string): string => text.replace(/[.[\]()*+?{}|^$\\]/g, '\\$&');

/** Source files of the languages operators are written in (Go, Python's kopf, Java's fabric8, Rust's kube-rs, ...). */
const CODE = ['*.go', '*.py', '*.java', '*.kt', '*.rs', '*.ts', '*.js', '*.rb', '*.cs', '*.scala'];

/** Code that no one wrote as source: minified bundles. */
const NOT_SOURCE = [':(exclude)*.min.js'];

const pathspecOf = (where: 'manifests' | 'everywhere' | 'code' | 'go'): readonly string[] =>
  where === 'manifests' ? MANIFESTS : where === 'code' ? CODE : where === 'go' ? ['*.go'] : [];

/**
 * `git grep -z -F` of fixed strings (`words`: as whole words, -w) in releases `refs` (`-l`: the files; `-o`: each match), in the
 * files `pathspec` names (all when empty); undefined when git cannot say. Exit 1 is "nothing
 * found"; anything else (a missing object) means the release cannot be read.
 */
function grepRelease(
  root: string,
  refs: readonly string[],
  mode: '-l' | '-o',
  texts: readonly string[],
  pathspec: readonly string[],
  patterns: 'fixed' | 'words' | 'extended' = 'fixed',
): Buffer | undefined {
  // Fixed strings go as alternations of one extended expression: git grep runs each `-e` over every
  // line in turn, and the 500 CRD names and group lines of a change that removed a dump of a
  // cluster's CRDs took it 7 s a release (redhat-marketplace-operator b660fe33), one expression 0.15 s.
  const expressions = patterns === 'extended' ? texts : alternations(texts.map(escapeRegex));
  const kind = patterns === 'words' ? ['-E', '-w'] : ['-E'];
  const result = git(root, [
    'grep',
    mode,
    '-z',
    ...kind,
    ...expressions.flatMap((t) => ['-e', t]),
    ...refs,
    '--',
    ...pathspec,
  ]);
  return result.status === 0 || (result.status === 1 && result.stderr.length === 0) ? result.stdout : undefined;
}
