import type { RuleContext } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { goObject, goString } from '../schema/go-decoded.js';
import { crdVersions } from '../schema/hoisting.js';
import { doOrDoes, listedReleases, releasesWithout } from '../../released-crds.js';

// A stored version dropped from spec.versions is rejected on a cluster whose status.storedVersions
// lists it (CRD-STORED-003). A cluster lists every version that was the storage version of a CRD
// it ran; when none of the repository's releases (released-crds.ts, read from git tags) had the
// version as its storage version, only clusters that applied a build made since do:
// crossplane-contrib/provider-kubernetes b825147 dropped a v1beta1 that lived in one unreleased
// pull request. The rejection is then at most a warning that names the releases.

/** The releases, when each is known and none stored `version`; undefined otherwise. */
export const releasesNotStoring = (ctx: RuleContext, crd: KubeObject, version: string): readonly string[] | undefined =>
  releasesWithout(ctx, crd, (held) =>
    crdVersions(held).some((v) => goString(v.name) === version && goObject(v)?.storage === true),
  );

/** The note of a removed stored version no release stored: why the rejection is at most a warning. */
export const unreleasedStorageNote = (version: string, releases: readonly string[]): string =>
  `${listedReleases(releases)} ${doOrDoes(releases)} not have ${version} as the storage version, so a cluster lists it only if it applied a build made since, or kept it from an older release`;
