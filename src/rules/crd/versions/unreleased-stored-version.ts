import type { RuleContext } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { goObject, goString } from '../schema/go-decoded.js';
import { crdVersions } from '../schema/hoisting.js';
import {
  doOrDoes,
  heldByNoRelease,
  listedReleases,
  precedesFirstRelease,
  prereleasesPromise,
} from '../../released-crds.js';

// A stored version dropped from spec.versions is rejected on a cluster whose status.storedVersions
// lists it (CRD-STORED-003). A cluster lists every version that was the storage version of a CRD
// it ran; when none of the repository's releases (released-crds.ts, read from git tags) had the
// version as its storage version, only clusters that applied a build made since do:
// crossplane-contrib/provider-kubernetes b825147 dropped a v1beta1 that lived in one unreleased
// pull request. So where only prereleases had it, and the newest final release did not: they
// promise no compatibility, as compat/ reads them (liqo a05a244e3 dropped the storage version of
// v0.11.0-rc.3, which v0.10.3 did not have). The rejection is then at most a warning that says so.
// A final release that stored it keeps the error, even an older one than the newest: upgrading
// through a release never takes a version out of status.storedVersions.

/** Why the removal of `version`, a stored version, is rejected only on clusters that ran no release storing it; undefined otherwise. */
export function unreleasedStorageNote(ctx: RuleContext, crd: KubeObject, version: string): string | undefined {
  const held = heldByNoRelease(ctx, crd, (release) =>
    crdVersions(release).some((v) => goString(v.name) === version && goObject(v)?.storage === true),
  );
  if (held === undefined) return undefined;
  if ('releases' in held)
    return held.first !== undefined
      ? `${precedesFirstRelease(held.first)}, so a cluster lists ${version} only if it applied a build made before it`
      : `${listedReleases(held.releases)} ${doOrDoes(held.releases)} not have ${version} as the storage version, so a cluster lists it only if it applied a build made since, or kept it from an older release`;
  return `${held.newest}, the newest release, does not have ${version} as the storage version, and ${prereleasesPromise(held.prereleases)} no compatibility, so a cluster lists it only if it applied ${held.prereleases.length === 1 ? 'that prerelease' : 'one of them'} or a build made since`;
}
