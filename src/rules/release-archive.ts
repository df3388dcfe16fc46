import { compareSemver, normalizeAndParse, type K8sSemver } from './cr/cel/library/semver-library.js';

// An archive of releases a repository keeps: one directory per version beside newer ones
// (kserve's install/0.1.0 … install/v0.6.0 beside install/v0.20.0), an OLM catalog's bundles
// (kiali-operator's manifests/kiali-community/<version>/manifests/, beside metadata/), or one
// file per version (kapp-controller's alpha-releases/v0.17.0-alpha.1.yml … v0.20.0-rc.1.yml). What
// an old entry holds served the clusters of its day; what users install now is the newest entry.
// crd/api-version, compat/crd-removed and cr/'s matching read it.

/**
 * A directory named as a release: `0.1.0`, `v0.5.0-rc1`, `v1.2` (never a bare `v1`, an API version).
 * Ordered as the Kubernetes CEL semver library orders versions it normalizes.
 */
const RELEASE_DIRECTORY = /^v?\d+\.\d+(?:\.\d+)?(?:-[0-9A-Za-z.-]+)?$/;

const releaseOf = (name: string): K8sSemver | undefined => {
  // What a project appends to a version it builds twice (mongodb-kubernetes' bundle/1.13.0_Openshift4.8_4.9).
  const version = name.replace(/_[0-9A-Za-z._+-]*$/, '');
  return RELEASE_DIRECTORY.test(version) ? normalizeAndParse(version) : undefined;
};

/** A manifest file named as a release (`v0.17.0-alpha.1.yml`): the release it names. */
const releaseOfFile = (name: string): K8sSemver | undefined => {
  const stem = name.replace(/\.(?:ya?ml|json)$/, '');
  return stem === name ? undefined : releaseOf(stem);
};

/** How deep below its release's directory an entry's file may lie (`<version>/<chart>/templates/crd.yaml`). */
const MAX_ENTRY_DEPTH = 4;

/**
 * For a file below a directory named as a release (in it, in the `manifests/` of an OLM bundle so
 * named, in the templates/ of a chart so archived),
 * the newest entry beside that directory named as a newer release, or for a file named as a
 * release, the newest file beside it named as a newer one (its repository path); undefined when
 * there is none: the file is not in an archive of releases, or it is in the newest one.
 */
export function newerRelease(paths: readonly string[], file: string): string | undefined {
  return releasesBeside(paths, file)?.newest;
}

/**
 * Whether `file` is of the newest release of an archive that keeps older ones beside it (kapp-controller's
 * alpha-releases/v0.20.0-rc.1.yml beside v0.19.0 and older): a release published, not a copy.
 */
export function isNewestOfArchive(paths: readonly string[], file: string): boolean {
  const beside = releasesBeside(paths, file);
  return beside !== undefined && beside.newest === undefined && beside.older;
}

/** The newest release newer than the file's in its archive, and whether an older one is there; undefined outside an archive. */
function releasesBeside(
  paths: readonly string[],
  file: string,
): { readonly newest: string | undefined; readonly older: boolean } | undefined {
  const parts = file.split('/');
  const ownFile = releaseOfFile(parts[parts.length - 1] as string);
  // The nearest directory above the file named as a release, a few levels up at most: an OLM
  // bundle's manifests/, or a chart archived whole (kubernetes-sigs/azurefile-csi-driver's
  // charts/v1.9.0/azurefile-csi-driver/templates/crd-*.yaml beside charts/v1.10.0/…).
  let depthOfDirectory = 2;
  for (let d = 2; d <= Math.min(parts.length, MAX_ENTRY_DEPTH + 1); d++)
    if (releaseOf(parts[parts.length - d] as string)) {
      depthOfDirectory = d;
      break;
    }
  const ownDirectory =
    parts.length < depthOfDirectory ? undefined : releaseOf(parts[parts.length - depthOfDirectory] as string);
  // The archive's entries: the directories beside the file's directory, or the files beside it.
  const [own, depth, entryOf] = ownDirectory
    ? [ownDirectory, depthOfDirectory, (name: string, nested: boolean) => (nested ? releaseOf(name) : undefined)]
    : [ownFile, 1, (name: string, nested: boolean) => (nested ? undefined : releaseOfFile(name))];
  if (!own) return undefined;
  const parent = parts.slice(0, -depth).join('/');
  const prefix = parent === '' ? '' : `${parent}/`;
  let newest: { readonly entry: string; readonly release: K8sSemver } | undefined;
  let older = false;
  for (const p of paths) {
    if (!p.startsWith(prefix)) continue;
    const [entry, ...rest] = p.slice(prefix.length).split('/');
    const release = entry !== undefined ? entryOf(entry, rest.length > 0) : undefined;
    if (release && compareSemver(release, own) < 0n) older = true;
    if (release && compareSemver(release, own) > 0n && (!newest || compareSemver(release, newest.release) > 0n))
      newest = { entry: `${prefix}${entry}`, release };
  }
  return { newest: newest?.entry, older };
}

/**
 * The directory named as a release that a file lies below, a few levels up at most, as
 * newerRelease looks (`deploy/csv/redhat/1.8.0` of `deploy/csv/redhat/1.8.0/manifests/a.yaml`);
 * undefined for a file below none.
 */
export function releaseDirectoryOf(file: string): string | undefined {
  const parts = file.split('/');
  for (let d = 2; d <= Math.min(parts.length, MAX_ENTRY_DEPTH + 1); d++)
    if (releaseOf(parts[parts.length - d] as string)) return parts.slice(0, parts.length - d + 1).join('/');
  return undefined;
}

/**
 * Whether a file is an entry of an archive of releases, newest or not: below a directory named as a
 * release (a few levels up at most, as newerRelease looks), or named as a release itself.
 */
export function isInReleaseArchive(file: string): boolean {
  return releaseOfFile(file.slice(file.lastIndexOf('/') + 1)) !== undefined || releaseDirectoryOf(file) !== undefined;
}
