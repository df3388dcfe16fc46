import type { RuleContext } from '../engine/rule.js';
import type { KubeObject } from '../parse/kube-object.js';
import { softenedRejection } from './softened-rejection.js';
import { isFinalRelease, isOlderRelease, newestFinalRelease } from '../sources/release-version.js';

// What the repository's releases held (a rule service, engine/rule-services.ts): a change that
// breaks only what no release ever had (a field added last week and renamed today) breaks the
// builds made since the last release, not the API's users. Read from git by the caller
// (release-services.ts) when a rule first asks; absent without tags, and compat/ then judges as
// if every base were released.

/**
 * What one release held of a CRD: the object (apiextensions.k8s.io/v1, or v1beta1 where the
 * release has no v1 copy: compat/ reads only the versions of that); null where it certainly had none (neither the
 * name nor the base file was there); 'unknown' where that cannot be told (its file does not
 * parse, it holds the name only in a template, or it committed no CRD like it at all).
 */
export type ReleaseHolding = KubeObject | null | 'unknown';

export interface CrdReleases {
  /** Each release compared with, by tag name, in the order messages name them. */
  readonly byRelease: ReadonlyMap<string, ReleaseHolding>;
  /** The release the base was made from, when it is among them. */
  readonly ofBase?: string;
  /** The first release, where every release came after the change: no release's users meet it. */
  readonly first?: string;
}

export interface ReleasedCrds {
  /**
   * The CRD named `name` in the releases compared with, looked up first in `file` (the CRD's file
   * at base: one copy of a CRD among several is compared with that copy as it was); undefined
   * when there are none.
   */
  at(name: string, file?: string): CrdReleases | undefined;
  /**
   * The releases, prereleases too, that held the CRD `name` in `file` (as `at` finds them) and whose
   * kustomization at `kustomization` listed the file, by its path or a directory above it: kustomize
   * builds of them installed it. Empty where none did or the releases cannot be read; absent in
   * services that do not read releases.
   */
  listing?(name: string, kustomization: string, file: string): readonly string[];
  /**
   * Whether Go code of release `release` declares a struct field of JSON name `jsonName` (a tag
   * `json:"<name>"` or `json:"<name>,…"`); undefined when git cannot say or the release is not known.
   */
  goDeclares?(release: string, jsonName: string): boolean | undefined;
  /**
   * Whether Go code of a release compared with declares the API group `group` (a `+groupName=`
   * marker): the repository's own API, whose Go types a later change removed; undefined when git
   * cannot say or no release is read.
   */
  goDeclaresGroup?(group: string): boolean | undefined;
  /**
   * Whether Go code of a release compared with declares the group `group` (goDeclaresGroup) and a
   * struct type named `kind`: the repository's own API of that kind, whose Go type a later change
   * removed; undefined when git cannot say or no release is read.
   */
  goDeclaresKind?(group: string, kind: string): boolean | undefined;
}

/** Release names as messages list them: `v1.0.0`, `v1.0.0 and v0.9.1`, `a, b and c`. */
export const listedReleases = (releases: readonly string[]): string =>
  releases.length <= 1 ? (releases[0] ?? '') : `${releases.slice(0, -1).join(', ')} and ${releases.at(-1)}`;

/** The verb that goes with the listed releases: `v1.0.0 does`, `v1.0.0 and v0.9.1 do`. */
export const doOrDoes = (releases: readonly string[]): string => (releases.length === 1 ? 'does' : 'do');

/**
 * A crd/ rejection that only clusters which applied a build made since the releases can meet: at
 * most a warning saying why (`note`), and without data.apiserver (softened-rejection.ts).
 */
export const unreleasedRejection = <R extends { readonly apiserver?: unknown }>(report: R, note: string) =>
  softenedRejection(report, 'warning', note);

/** What the releases say of a break that only builds made since meet. */
export type ReleaseVerdict =
  /**
   * No release has what it breaks (no difference: none had the CRD); `first` where the change
   * precedes every release, the first of which this is.
   */
  | { readonly kind: 'in no release'; readonly releases: readonly string[]; readonly first?: string }
  /**
   * The newest final release does not have it either, and the releases that have it (or may: an
   * older line that committed no such CRD) are final releases of older versions, whose users
   * upgrade through the newest (a break that release shipped already: external-snapshotter's
   * v6.3.4 fields, which v7.0.2 renamed; or none: kubeflow/trainer's v1.9.4, of the line before
   * the CRD), or prereleases, which promise no compatibility (calico's v3.33.0-0.dev, the tag
   * that opens a release's development).
   */
  | {
      readonly kind: 'not in the newest release';
      readonly newest: string;
      readonly lacking: readonly string[];
      readonly older: readonly string[];
      readonly prereleases: readonly string[];
    };

/**
 * releaseVerdict for a break that `breaks` tells of each release's CRD: whether the change
 * breaks the users of that release (a release without the CRD has none to break; one whose CRD
 * could not be read is broken).
 */
export function releaseVerdictBy(
  ctx: RuleContext,
  head: KubeObject,
  breaks: (release: KubeObject, name: string) => boolean,
): ReleaseVerdict | undefined {
  const known = ctx.services?.releases?.at(head.name, (ctx.baseOf(head) ?? head).source.file);
  if (!known || known.byRelease.size === 0) return undefined;
  // Before the first release, no user ran the base nor this change, whatever the first release
  // has: what users run is what one release changed from another (fence-agents-remediation
  // f2729c06 made a CRD cluster-scoped, and be0e0194 reverted it before v0.1.0).
  if (known.first !== undefined) return { kind: 'in no release', releases: [known.first], first: known.first };
  const asked = new Map<string, boolean>();
  const has = (release: string, crd: ReleaseHolding): boolean => {
    let answer = asked.get(release);
    if (answer === undefined)
      asked.set(release, (answer = crd === 'unknown' || (crd !== null && breaks(crd, release))));
    return answer;
  };
  // The newest final release first: where it has what the change breaks, no other release decides
  // anything, and each is a comparison of a whole CRD (argocd-operator's ArgoCD CRD, 2 MB, over
  // dozens of releases: most of a pull request's review, issue 17).
  const newest = newestFinalRelease([...known.byRelease.keys()]);
  const newestHolding = newest === undefined ? undefined : known.byRelease.get(newest);
  if (newest !== undefined && newestHolding !== undefined && has(newest, newestHolding)) return undefined;
  const lacking: string[] = [];
  const having: string[] = [];
  for (const [release, crd] of known.byRelease) (has(release, crd) ? having : lacking).push(release);
  if (having.length === 0)
    return { kind: 'in no release', releases: lacking, ...(known.first === undefined ? {} : { first: known.first }) };
  if (newest === undefined || !lacking.includes(newest)) return undefined;
  const prereleases = having.filter((r) => !isFinalRelease(r));
  const older = having.filter((r) => isFinalRelease(r));
  const comparable = (r: string) => isOlderRelease(r, newest) || isOlderRelease(newest, r);
  // A final release of the base's own line is what the change's branch ships an update of: it decides.
  if (older.some((r) => r === known.ofBase) || !having.every(comparable)) return undefined;
  return {
    kind: 'not in the newest release',
    newest,
    lacking: lacking.filter((r) => r !== newest),
    older,
    prereleases,
  };
}

/**
 * What makes a crd/ rejection on update reach only clusters that ran no release: no release had
 * what `had` tells of its CRD (`releases`), or only prereleases did, which promise no compatibility,
 * and the newest final release did not (`newest`, `prereleases`). Undefined where a final release
 * had it, even one older than the newest: a cluster that upgraded through later releases still
 * holds what it stored then (a stored version, a scope, names).
 */
export function heldByNoRelease(
  ctx: RuleContext,
  crd: KubeObject,
  had: (release: KubeObject) => boolean,
):
  | { readonly releases: readonly string[]; readonly first?: string }
  | { readonly newest: string; readonly prereleases: readonly string[] }
  | undefined {
  // A release's v1beta1 copy (released before Kubernetes 1.16) is not read for this: it may have had it.
  const verdict = releaseVerdictBy(ctx, crd, (held) => held.apiVersion !== 'apiextensions.k8s.io/v1' || had(held));
  if (verdict === undefined) return undefined;
  if (verdict.kind === 'in no release') return verdict;
  return verdict.older.length > 0 ? undefined : { newest: verdict.newest, prereleases: verdict.prereleases };
}

/** Where the change came before every release: the clause that says so (`first`: the first release). */
export const precedesFirstRelease = (first: string): string => `this change precedes the first release, ${first}`;

/** `v1.1.0-rc.1 is a prerelease, which promises`, `a and b are prereleases, which promise`. */
export const prereleasesPromise = (prereleases: readonly string[]): string =>
  `${listedReleases(prereleases)} ${prereleases.length === 1 ? 'is a prerelease, which promises' : 'are prereleases, which promise'}`;
