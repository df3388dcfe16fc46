import { compareSemver, normalizeAndParse, type K8sSemver } from './cr/cel/library/semver-library.js';

// An archive of releases a repository keeps: one directory per version beside newer ones
// (kserve's install/0.1.0 … install/v0.6.0 beside install/v0.20.0), an OLM catalog's bundles
// (kiali-operator's manifests/kiali-community/<version>/manifests/, beside metadata/), or one
// file per version (kapp-controller's alpha-releases/v0.17.0-alpha.1.yml … v0.20.0-rc.1.yml,
// aws-application-networking-k8s's deploy-v1.0.7.yaml … deploy-v2.1.3.yaml). What
// an old entry holds served the clusters of its day; what users install now is the newest entry.
// crd/api-version, compat/crd-removed and cr/'s matching read it.

/**
 * A directory named as a release: `0.1.0`, `v0.5.0-rc1`, `v1.2` (never a bare `v1`, an API version).
 * Ordered as the Kubernetes CEL semver library orders versions it normalizes.
 */
const RELEASE_DIRECTORY = /^v?\d+\.\d+(?:\.\d+)?(?:-[0-9A-Za-z.-]+)?$/;

const releaseOf = (name: string): K8sSemver | undefined => {
  // What a project appends to a version it builds twice (mongodb-kubernetes' bundle/1.13.0_Openshift4.8_4.9),
  // and what Docusaurus prefixes to the documentation it freezes for a release (versioned_docs/version-v0.4.0).
  const version = name.replace(/_[0-9A-Za-z._+-]*$/, '').replace(/^version-/, '');
  return RELEASE_DIRECTORY.test(version) ? normalizeAndParse(version) : undefined;
};

/** A manifest file named as a release (`v0.17.0-alpha.1.yml`): the release it names. */
const releaseOfFile = (name: string): K8sSemver | undefined => {
  const stem = name.replace(/\.(?:ya?ml|json)$/, '');
  return stem === name ? undefined : releaseOf(stem);
};

// A file named as a release after a name of its own (aws-application-networking-k8s's
// files/controller-installation/deploy-v1.0.7.yaml … deploy-v2.1.3.yaml, one per release, the
// oldest deleted as a release is added): the name, and the release. The name's last `-` parts
// that read as a version are the release (`deploy-v1.0.0-rc1`: deploy, v1.0.0-rc1).
const NAMED_RELEASE_FILE = /^(.+?)-(v?\d+\.\d+(?:\.\d+)?(?:-[0-9A-Za-z.-]+)?)\.(ya?ml|json)$/;

/** The name and the release of a file named as `<name>-<release>.yaml`; undefined for other names. */
function namedReleaseOfFile(name: string): { readonly series: string; readonly release: K8sSemver } | undefined {
  const m = NAMED_RELEASE_FILE.exec(name);
  const release = m && normalizeAndParse(m[2] as string);
  return m && release ? { series: `${m[1]}-*.${m[3]}`, release } : undefined;
}

/**
 * The releases of a file named `<name>-<release>.yaml` and of the files beside it named so: an
 * archive only where another release of the same name is there (or was, for a file the change
 * removes), as one such file alone is as likely a copy of another project's install
 * (`gateway-api-v1.2.0.yaml`) as a release of the repository's.
 */
function namedReleasesBeside(
  paths: readonly string[],
  file: string,
): { readonly own: K8sSemver; readonly entries: ReadonlyMap<string, K8sSemver> } | undefined {
  const slash = file.lastIndexOf('/');
  const own = namedReleaseOfFile(file.slice(slash + 1));
  if (own === undefined) return undefined;
  const prefix = file.slice(0, slash + 1);
  const entries = new Map<string, K8sSemver>();
  for (const p of paths) {
    if (!p.startsWith(prefix) || p.includes('/', prefix.length) || p === file) continue;
    const entry = namedReleaseOfFile(p.slice(prefix.length));
    if (entry && entry.series === own.series && compareSemver(entry.release, own.release) !== 0n)
      entries.set(p, entry.release);
  }
  return entries.size > 0 ? { own: own.release, entries } : undefined;
}

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
 * The files of `unchanged` whose standing in an archive of releases a change alters: a newer entry
 * added beside them (keycloak-operator bdec28b705 added its 12.0.3 bundle beside 12.0.1's), or the
 * newest removed. What rules say of them changes with the change (crd/api-version's error on the
 * newest entry becomes a warning on the one it supersedes), so the review of the change reads them
 * as it reads the files it changed. Not the older entries, superseded before and after: only the
 * newest their messages name changes, which makes no finding new. Asked only where the change
 * adds or removes a file that may be an archive's: most changes touch none.
 */
export function standingChangedBy(
  headPaths: readonly string[],
  basePaths: readonly string[],
  touched: readonly string[],
  unchanged: readonly string[],
): ReadonlySet<string> {
  if (!touched.some(mayBeReleaseEntry)) return new Set();
  return new Set(
    unchanged.filter(
      (f) =>
        mayBeReleaseEntry(f) &&
        (newerRelease(headPaths, f) === undefined) !== (newerRelease(basePaths, f) === undefined),
    ),
  );
}

/** Whether a path may be an archive's entry: a directory a few levels above it, or its name, reads as a release. */
function mayBeReleaseEntry(file: string): boolean {
  const parts = file.split('/');
  const name = parts[parts.length - 1] as string;
  if (releaseOfFile(name) !== undefined || namedReleaseOfFile(name) !== undefined) return true;
  for (let d = 2; d <= Math.min(parts.length, MAX_ENTRY_DEPTH + 1); d++)
    if (releaseOf(parts[parts.length - d] as string) !== undefined) return true;
  return false;
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
  if (!own) {
    const named = namedReleasesBeside(paths, file);
    return named && standing(named.own, named.entries);
  }
  const parent = parts.slice(0, -depth).join('/');
  const prefix = parent === '' ? '' : `${parent}/`;
  const entries: (readonly [string, K8sSemver])[] = [];
  for (const p of paths) {
    if (!p.startsWith(prefix)) continue;
    const [entry, ...rest] = p.slice(prefix.length).split('/');
    const release = entry !== undefined ? entryOf(entry, rest.length > 0) : undefined;
    if (release) entries.push([`${prefix}${entry}`, release]);
  }
  return standing(own, entries);
}

/** Of an archive's entries, the newest newer than `own`, and whether an older one is there. */
function standing(
  own: K8sSemver,
  entries: Iterable<readonly [string, K8sSemver]>,
): { readonly newest: string | undefined; readonly older: boolean } {
  let newest: { readonly entry: string; readonly release: K8sSemver } | undefined;
  let older = false;
  for (const [entry, release] of entries) {
    const order = compareSemver(release, own);
    if (order < 0n) older = true;
    else if (order > 0n && (!newest || compareSemver(release, newest.release) > 0n)) newest = { entry, release };
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
 * release (a few levels up at most, as newerRelease looks), named as a release itself, or named
 * `<name>-<release>.yaml` beside another release of the name.
 */
export function isInReleaseArchive(paths: readonly string[], file: string): boolean {
  return (
    releaseOfFile(file.slice(file.lastIndexOf('/') + 1)) !== undefined ||
    releaseDirectoryOf(file) !== undefined ||
    namedReleasesBeside(paths, file) !== undefined
  );
}

/**
 * The release a file's name says it is of, `<name>-<release>.yaml` included, alone or not
 * (kubernetes-sigs/application's e2e/resources/app-crd-v0.8.0.yaml, an upgrade test's start):
 * the file, or undefined.
 */
export function releaseNamedFile(file: string): string | undefined {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return releaseOfFile(name) !== undefined || namedReleaseOfFile(name) !== undefined ? file : undefined;
}

/**
 * Whether a file is of the documentation Docusaurus froze for a release (`docs:version` copies
 * docs/ into versioned_docs/version-<release>/ once, and the copy is never edited again): the
 * newest release's copy too, as the live documentation is docs/ (volcano-sh/kthena keeps
 * docs/kthena/versioned_docs/version-v0.1.0 … version-v1.0.0).
 */
export const isFrozenDocumentation = (file: string): boolean => /(?:^|\/)versioned_docs\/version-[^/]+\//.test(file);
