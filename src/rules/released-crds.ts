import type { KubeObject } from '../parse/kube-object.js';

// What the repository's releases held (a rule service, engine/rule-services.ts): a change that
// breaks only what no release ever had (a field added last week and renamed today) breaks the
// builds made since the last release, not the API's users. Read from git by the caller
// (release-services.ts) when a rule first asks; absent without tags, and compat/ then judges as
// if every base were released.

/**
 * What one release held of a CRD: the object; null where it certainly had none (neither the
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
