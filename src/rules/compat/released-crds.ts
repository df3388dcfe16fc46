import type { KubeObject } from '../../parse/kube-object.js';

// What the repository's releases held (a rule service, engine/rule-services.ts): a change that
// breaks only what no release ever had (a field added last week and renamed today) breaks the
// builds made since the last release, not the API's users. Gathered from git by the caller
// (sources/release-history.ts) before the review; absent without tags, and compat/ then judges
// as if every base were released.

export interface ReleasedCrds {
  /** The releases compared with (tag names), the one messages name first. */
  readonly releases: readonly string[];
  /**
   * The CRD named `name` in each release: the object, or null where the release certainly had no
   * CRD of that name (neither the name nor the base file was there). Undefined when some release
   * cannot be told (its file did not parse, or holds the name only in a template): then the base
   * counts as released.
   */
  at(name: string): ReadonlyMap<string, KubeObject | null> | undefined;
}

/** A table of releases, for the gatherer and for tests. */
export function releasedCrds(
  releases: readonly string[],
  byName: ReadonlyMap<string, ReadonlyMap<string, KubeObject | null>>,
): ReleasedCrds {
  return { releases, at: (name) => byName.get(name) };
}
