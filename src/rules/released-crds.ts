import type { RuleContext } from '../engine/rule.js';
import type { KubeObject } from '../parse/kube-object.js';
import { softenedRejection } from './softened-rejection.js';

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
}

export interface ReleasedCrds {
  /**
   * The CRD named `name` in the releases compared with, looked up first in `file` (the CRD's file
   * at base: one copy of a CRD among several is compared with that copy as it was); undefined
   * when there are none.
   */
  at(name: string, file?: string): CrdReleases | undefined;
}

/**
 * The releases compared with for `crd`, when each is known and none had what `had` tells of its
 * copy of the CRD (a release without the CRD had nothing); undefined otherwise. What only builds
 * made since the last release have, only clusters that applied such a build hold.
 */
export function releasesWithout(
  ctx: RuleContext,
  crd: KubeObject,
  had: (release: KubeObject) => boolean,
): readonly string[] | undefined {
  const known = ctx.services?.releases?.at(crd.name, (ctx.baseOf(crd) ?? crd).source.file);
  if (!known || known.byRelease.size === 0) return undefined;
  // A release's v1beta1 copy (released before Kubernetes 1.16) is read for the versions it has
  // (compat/unreleased.ts); what the crd/ rules ask of it, it is not told here.
  for (const held of known.byRelease.values())
    if (held === 'unknown' || (held && (held.apiVersion !== 'apiextensions.k8s.io/v1' || had(held)))) return undefined;
  return [...known.byRelease.keys()];
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
