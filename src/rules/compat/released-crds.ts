import type { KubeObject } from '../../parse/kube-object.js';

// What the repository's releases held (a rule service, engine/rule-services.ts): a change that
// breaks only what no release ever had (a field added last week and renamed today) breaks the
// builds made since the last release, not the API's users. Read from git by the caller
// (release-services.ts) when a rule first asks; absent without tags, and compat/ then judges as
// if every base were released.

export interface ReleasedCrds {
  /**
   * The CRD named `name` in each release compared with, in the order messages name them (tag
   * names): the object, or null where the release certainly had no CRD of that name (neither
   * the name nor the base file was there). Undefined when there are no releases, or some release
   * cannot be told (its file does not parse, or holds the name only in a template): then the base
   * counts as released.
   */
  at(name: string): ReadonlyMap<string, KubeObject | null> | undefined;
}
