import { isInTestTree } from './parse/test-trees.js';
import { isJsonObject, type KubeObject } from './parse/kube-object.js';
import { DerivedFacts } from './parse/derived-facts.js';
import { KUSTOMIZATION_FILE_NAMES, kustomizationOf, resourcesOf } from './parse/kustomize-patches.js';
import { isManifestPath, parseManifestFile } from './parse/manifest-file.js';
import { LIMITS } from './parse/parse-problem.js';
import { ReleaseParses } from './release-parses.js';
import { LazyMap } from './lazy-map.js';
import { loadYaml } from './parse/yaml-load.js';
import type { CrdReleases, ReleasedCrds, ReleaseHolding } from './rules/released-crds.js';
import type { ChangeSet } from './sources/change-set.js';
import { sharedPathTail } from './engine/shared-path-tail.js';
import { isVendoredDirectory } from './sources/file-selection.js';
import {
  releasesFiles,
  releaseCovers,
  releaseDirectory,
  releaseName,
  releaseTags,
  type ReleaseCommits,
  type ReleaseFiles,
} from './sources/release-history.js';

// The CRDs the repository's releases held (rules/released-crds.ts), for the CRDs a change
// modifies or removes, read from git tags (sources/release-history.ts). In each release a CRD is
// looked up by name, wherever its file was then: the file it has at base first, else a whole
// CRD (with versions and names: not a kustomize patch of one) outside the test trees, else any
// whole one. A release holds no CRD of that name only when neither its base file nor any
// manifest naming it is there, while the repository committed CRDs like it then: the base file's
// directory is there (other CRDs were committed there then), or a whole CRD of its group is
// (velero's v2alpha1 CRDs have a directory of their own, which its last release on the main
// branch, years older, lacks beside the velero.io CRDs it has), or the release had no API of the
// group at all (groupAbsent, below). Otherwise the CRDs may have been
// generated at release time and never committed, and the release cannot be told, as when its
// manifests name the CRD but hold no whole CRD of that name (a Helm template, a file that does
// not parse); rules/compat/unreleased.ts decides what that means.

const CRD_API_VERSION = 'apiextensions.k8s.io/v1';
/** How a manifest says it is a CRD, in YAML and JSON. */
const CRD_KINDS = [
  'kind: CustomResourceDefinition',
  '"kind": "CustomResourceDefinition"',
  '"kind":"CustomResourceDefinition"',
];

/**
 * Whether every document of a file is a CRD patch: a CustomResourceDefinition without versions.
 * Read as YAML, not as objects to review: a patch's placeholders (`CERTIFICATE_NAMESPACE/CERTIFICATE_NAME`)
 * make it a template to the review, which then holds no object.
 */
function isOnlyCrdPatches(bytes: Buffer): boolean {
  let documents: unknown[];
  try {
    documents = loadYaml(bytes.toString('utf8'), { maxDepth: LIMITS.maxDepth, maxAliases: LIMITS.maxExpandedNodes });
  } catch {
    return false;
  }
  return (
    documents.length > 0 &&
    documents.every(
      (d) =>
        isJsonObject(d) && d.kind === 'CustomResourceDefinition' && !(isJsonObject(d.spec) && 'versions' in d.spec),
    )
  );
}

/**
 * A CRD with names and versions (not a kustomize patch of one): of apiextensions.k8s.io/v1, the
 * CRDs compared with; or of v1beta1 (its one `version`, or `versions`), which is no CRD to compare
 * with but one a release committed whole, and tells that the project committed the CRDs of its
 * group then (chaos-mesh's manifests/crd.yaml at v1.2.4, all v1beta1, without the CRDs added
 * since: ff869f339).
 */
const isWholeCrd = (o: KubeObject, { v1beta1 = false } = {}): boolean => {
  const spec = o.value.spec;
  if (o.kind !== 'CustomResourceDefinition' || !isJsonObject(spec) || !isJsonObject(spec.names)) return false;
  const versioned = Array.isArray(spec.versions) && spec.versions.length > 0;
  if (o.apiVersion === CRD_API_VERSION) return versioned;
  return v1beta1 && o.apiVersion === 'apiextensions.k8s.io/v1beta1' && (versioned || typeof spec.version === 'string');
};

/**
 * How a CRD's `spec.group` is written (block or flow YAML, quoted or not, JSON): searched for
 * rather than the group alone, which is also part of other groups (calico's `projectcalico.org`
 * in `crd.projectcalico.org`) and of every resource's apiVersion.
 */
const groupLines = (group: string): string[] => [
  `group: ${group}`,
  `group: "${group}"`,
  `group: '${group}'`,
  `"group": "${group}"`,
  `"group":"${group}"`,
];

/** How a manifest names an object `name` (a CRD, in its metadata), in YAML and JSON. */
const nameLines = (name: string): string[] => [
  `name: ${name}`,
  `name: "${name}"`,
  `name: '${name}'`,
  `"name": "${name}"`,
  `"name":"${name}"`,
];

/** A path's directory, `` for the root (which every release has: `<tag>:` is its tree). */
const directoryOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('/')));

interface ChangedCrd {
  /** Its files at base, in the change's order. */
  readonly paths: readonly string[];
  readonly group: string;
}

/** The files the kustomizations the change modifies list at base and no longer at head, by path. */
function delistedFiles(changeSet: ChangeSet): ReadonlySet<string> {
  const out = new Set<string>();
  const textOf = (content: Uint8Array | string): string =>
    typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
  for (const f of changeSet.files) {
    if (f.status !== 'modified' || f.base === undefined || f.head === undefined) continue;
    if (!KUSTOMIZATION_FILE_NAMES.some((n) => f.path === n || f.path.endsWith(`/${n}`))) continue;
    const before = kustomizationOf(textOf(f.base));
    const after = kustomizationOf(textOf(f.head));
    if (!before) continue;
    const kept = new Set(after ? resourcesOf(f.path, after) : []);
    for (const listed of resourcesOf(f.path, before)) if (!kept.has(listed)) out.add(listed);
  }
  return out;
}

const groupOf = (crd: KubeObject): string => {
  const spec = crd.value.spec;
  return isJsonObject(spec) && typeof spec.group === 'string' ? spec.group : '';
};

/**
 * The CRDs the change modifies or removes, by name; and those of an unchanged file that a
 * kustomization the change modifies stops listing, which the change removes from what the
 * kustomization installs (gke-labs/kube-agents 29573277a6 delisted two CRDs before its first
 * release, and without them here nothing said so).
 */
function changedCrdFiles(changeSet: ChangeSet): Map<string, ChangedCrd> {
  const byName = new Map<string, { paths: string[]; group: string }>();
  const delisted = delistedFiles(changeSet);
  for (const changed of changeSet.files) {
    const f =
      changed.status === 'unchanged' && delisted.has(changed.path) ? { ...changed, base: changed.head } : changed;
    if (f.status === 'added' || (f.status === 'unchanged' && f === changed) || f.base === undefined) continue;
    const basePath = f.previousPath ?? f.path;
    if (!isManifestPath(basePath)) continue;
    const text = typeof f.base === 'string' ? f.base : Buffer.from(f.base).toString('latin1');
    if (!text.includes('CustomResourceDefinition')) continue;
    for (const o of parseManifestFile(basePath, f.base).objects) {
      // A v1beta1 CRD too: whether a release had it at all tells what removing it breaks
      // (keepalived-operator 173dc66 dropped one from its chart before its first release).
      if (!isWholeCrd(o, { v1beta1: true }) || o.name === '') continue;
      const known = byName.get(o.name);
      if (!known) byName.set(o.name, { paths: [basePath], group: groupOf(o) });
      else if (!known.paths.includes(basePath)) known.paths.push(basePath);
    }
  }
  return byName;
}

/**
 * The CRDs of the releases for the CRDs `changeSet` modifies or removes, read from git when a rule
 * first asks (most changes to CRDs break nothing, and are not worth reading the tags for). Each
 * copy of a CRD (a chart's, a bundle's) is looked up in its own file first, so that it is compared
 * with what that copy was in the release.
 */
export function releasesOf(
  root: string,
  changeSet: ChangeSet,
  commits: ReleaseCommits,
): ReleasedCrds & { readonly problem: () => string | undefined } {
  let releases: ReleasedCrds | undefined;
  let problem: string | undefined;
  // What cannot be read from git (no git, no such commit here, a damaged clone) softens nothing,
  // and the review says so once (karpenter's mirror lacked one blob of every tag: every warning
  // that names the releases was an error, and nothing said why).
  const failed = (error: unknown): void => {
    problem ??= `the repository's releases (git tags) could not be read (${firstLine(error)}): compat/ and crd/versions findings are not softened for what no release had`;
  };
  // Opened on the first question; what cannot be read answers nothing, and is not tried again.
  const ask = <T>(question: (opened: ReleasedCrds) => T, otherwise: T): T => {
    try {
      releases ??= openReleases(root, changedCrdFiles(changeSet), commits, failed);
      return question(releases);
    } catch (error) {
      failed(error);
      releases ??= { at: () => undefined };
      return otherwise;
    }
  };
  return {
    at: (name, file) => ask((r) => r.at(name, file), undefined),
    listing: (name, kustomization, file) => ask((r) => r.listing?.(name, kustomization, file) ?? [], []),
    goDeclares: (release, jsonName) => ask((r) => r.goDeclares?.(release, jsonName), undefined),
    goDeclaresGroup: (group) => ask((r) => r.goDeclaresGroup?.(group), undefined),
    goDeclaresKind: (group, kind) => ask((r) => r.goDeclaresKind?.(group, kind), undefined),
    problem: () => problem,
  };
}

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() ?? '';

function openReleases(
  root: string,
  changed: ReadonlyMap<string, ChangedCrd>,
  commits: ReleaseCommits,
  /** Hears what git could not read of a release once it is asked (a release read then counts as unknown). */
  failed: (error: unknown) => void,
): ReleasedCrds {
  if (changed.size === 0)
    return {
      at: () => undefined,
      listing: () => [],
      goDeclares: () => undefined,
      goDeclaresGroup: () => undefined,
      goDeclaresKind: () => undefined,
    };
  const tags = releaseTags(root, commits);
  const crds = [...changed.values()];
  const ofBase = tags.filter((t) => t.ofBase).map((t) => releaseName(t.ref));
  const first = tags.find((t) => t.first);
  const groups = [...new Set(crds.map((c) => c.group).filter((g) => g !== ''))];
  const searched = [...changed.keys(), ...groups.flatMap(groupLines)];
  const paths = [...new Set(crds.flatMap((c) => c.paths.flatMap((p) => [p, directoryOf(p)])))];
  // A tag named for a directory releases that directory only (releaseCovers): one of a directory
  // that holds none of the changed CRDs is searched below it alone, for a CRD moved out of it since
  // (bitnami/charts tags each of its 128 charts, and a pull request searched the whole tree of the
  // newest release of every one: 393 git calls, 64 s).
  const basePaths = crds.flatMap((c) => c.paths);
  const parses = new ReleaseParses();
  const searchedIn = tags.map(({ ref }) => {
    const directory = releaseDirectory(releaseName(ref));
    return { ref, within: directory === undefined || basePaths.some((p) => p.startsWith(directory)) ? '' : directory };
  });
  const found = releasesFiles(root, searchedIn, searched, paths);
  const releases = searchedIn.map(({ ref, within }, i) => {
    const files = found[i];
    if (!files) throw new Error(`git cannot read ${ref}`);
    // Such a release counts for a CRD only where it holds a copy below its directory (a CRD moved
    // out since): one that names it nowhere there is not asked further.
    const namesIt = (crdName: string) => within === '' || files.holding(crdName).length > 0;
    return { ...releaseLookup(releaseName(ref), files, parses, groups), namesIt };
  });
  const memo = new Map<string, CrdReleases>();
  const at = (name: string, file?: string): CrdReleases | undefined => {
    const crd = changed.get(name);
    if (!crd || releases.length === 0) return undefined;
    const path = file !== undefined && crd.paths.includes(file) ? file : (crd.paths[0] ?? '');
    const key = JSON.stringify([name, path]);
    let found = memo.get(key);
    if (!found) {
      // Where the repository tags its directories apart, the releases of the directory that held
      // the CRD then (the file's, where the release holds no copy of it to say).
      // Each release's copy read when a question needs it (LazyMap); a release of a directory is
      // read at once, as whether it holds the CRD says whether it counts.
      const makers = new Map<string, () => ReleaseHolding>();
      for (const r of releases) {
        if (!r.namesIt(name)) continue;
        if (releaseDirectory(r.name) === undefined) {
          makers.set(r.name, () => r.holding(name, path, crd.group));
          continue;
        }
        const held = r.holding(name, path, crd.group);
        if (releaseCovers(r.name, held !== null && held !== 'unknown' ? held.source.file : path))
          makers.set(r.name, () => held);
      }
      const byRelease = new LazyMap<string, ReleaseHolding>(makers, 'unknown', failed);
      const base = ofBase.find((r) => byRelease.has(r));
      const firstName = first && releaseName(first.ref);
      memo.set(
        key,
        (found = {
          byRelease,
          ...(base ? { ofBase: base } : {}),
          ...(firstName !== undefined && byRelease.has(firstName) ? { first: firstName } : {}),
        }),
      );
    }
    return found;
  };
  return {
    at,
    goDeclares: (release, jsonName) => releases.find((r) => r.name === release)?.goDeclares(jsonName),
    goDeclaresGroup: (group) => (releases.some((r) => r.goDeclaresGroup(group)) ? true : undefined),
    goDeclaresKind: (group, kind) => (releases.some((r) => r.goDeclaresKind(group, kind)) ? true : undefined),
    listing: (name, kustomization, file) => {
      const held = at(name, file)?.byRelease;
      return releases
        .filter((r) => {
          const copy = held?.get(r.name);
          return typeof copy === 'object' && copy !== null && copy.source.file === file && r.lists(kustomization, file);
        })
        .map((r) => r.name);
    },
  };
}

// A bundle (calico's manifests, an OLM bundle) holds every CRD of a project in one file of tens of
// thousands of lines, and each copy of a changed CRD is looked up in its own: of a large YAML
// file, only the documents that name the CRD are parsed (the whole file when none of them holds
// it: a document separator inside a block scalar, a file not in UTF-8).
const LARGE_FILE = 64 * 1024;
const DOCUMENT_START = /^---(?=[ \t\r]|$)/m;

function documentsNaming(path: string, bytes: Buffer, crdName: string): readonly KubeObject[] {
  if (bytes.length < LARGE_FILE || path.endsWith('.json')) return [];
  return bytes
    .toString('utf8')
    .split(DOCUMENT_START)
    .filter((d) => d.includes(crdName) && d.includes('CustomResourceDefinition'))
    .flatMap((d) => parseManifestFile(path, d).objects);
}

/** How many files of a release one git process reads at most, beyond those asked for. */
const READ_BATCH = 128;

/** What one release held of a CRD, read from its files as a rule asks. */
function releaseLookup(
  name: string,
  files: ReleaseFiles,
  parses: ReleaseParses,
  /** The groups of the CRDs the change modifies or removes. */
  groups: readonly string[],
): {
  readonly name: string;
  holding(crdName: string, path: string, group: string): ReleaseHolding;
  lists(kustomization: string, file: string): boolean;
  goDeclares(jsonName: string): boolean | undefined;
  goDeclaresGroup(group: string): boolean;
  goDeclaresKind(group: string, kind: string): boolean;
} {
  const contents = new Map<string, Buffer | undefined>();
  // The files of the changed CRDs the release has, read a batch at a time with whatever is asked:
  // each CRD's lookup reads its own file, and a change that removed 5,553 CRDs (KubernetesCRDModelGen
  // b6f77900c5) started a git process for each, in each release.
  const ahead = [...files.present].filter(isManifestPath);
  let next = 0;
  /** The files of `wanted` read, in their order; what git cannot read makes the releases unknown. */
  const read = (wanted: readonly string[]): [string, Buffer][] => {
    const missing = [...new Set(wanted.filter((p) => !contents.has(p)))];
    if (missing.length > 0) {
      while (next < ahead.length && missing.length < READ_BATCH) {
        const p = ahead[next++] as string;
        if (!contents.has(p) && !missing.includes(p)) missing.push(p);
      }
      const blobs = files.read(missing);
      if (!blobs) throw new Error(`git cannot read the files of ${name}`);
      missing.forEach((p, i) => contents.set(p, blobs[i]));
    }
    return wanted.flatMap((p) => {
      const bytes = contents.get(p);
      return bytes ? [[p, bytes] as [string, Buffer]] : [];
    });
  };
  // Parsed when a name or a group needs them: most files that hold a group are its resources.
  const parsed = new Map<string, readonly KubeObject[]>();
  const objectsOf = (path: string, bytes: Buffer): readonly KubeObject[] => {
    let objects = parsed.get(path);
    if (!objects)
      parsed.set(path, (objects = parses.of(path, bytes, '', () => parseManifestFile(path, bytes).objects)));
    return objects;
  };
  const holding = (...texts: string[]) => read([...new Set(texts.flatMap((t) => files.holding(t)))]);
  // A large file's documents that name a CRD, parsed once for the v1 and the v1beta1 look-ups.
  const documentsByCrd = new Map<string, readonly KubeObject[]>();
  const wholeCrdIn = (crdName: string, [path, bytes]: [string, Buffer], v1beta1 = false) => {
    if (!bytes.includes(crdName)) return undefined;
    const isIt = (o: KubeObject) => o.name === crdName && isWholeCrd(o, { v1beta1 });
    const key = `${path}\u0000${crdName}`;
    let documents = documentsByCrd.get(key);
    if (!documents)
      documentsByCrd.set(
        key,
        (documents = parses.of(path, bytes, crdName, () => documentsNaming(path, bytes, crdName))),
      );
    return documents.find(isIt) ?? objectsOf(path, bytes).find(isIt);
  };
  // Read once a file, as objectsOf parses once: every changed CRD of the release may ask.
  const patchesOnly = new Map<string, boolean>();
  const holdsOnlyCrdPatches = ([path, bytes]: [string, Buffer]): boolean => {
    let only = patchesOnly.get(path);
    if (only === undefined) patchesOnly.set(path, (only = isOnlyCrdPatches(bytes)));
    return only;
  };
  const committedGroups = new Map<string, boolean>();
  const groupCommitted = (group: string): boolean => {
    let known = committedGroups.get(group);
    if (known === undefined) {
      known = holding(...groupLines(group)).some(
        ([path, bytes]) =>
          bytes.includes('CustomResourceDefinition') &&
          objectsOf(path, bytes).some((o) => isWholeCrd(o, { v1beta1: true }) && groupOf(o) === group),
      );
      committedGroups.set(group, known);
    }
    return known;
  };
  // groupAbsent: a release had no API of a group at all when none of its manifests mentions the
  // group (no CRD, resource, RBAC rule or sample of it) and either it committed CRDs (outside the
  // test trees: openshift/api's v0.0.1 beside groups added since) or no file of it names the group
  // as code does (no Go type's `+groupName=`, no string literal: node-feature-discovery's v0.9.0
  // before NodeFeatureRule). A project that generates its CRDs at release time still writes its
  // group in its Go types, and in the RBAC rules and samples it commits. A group that is also the
  // project's domain is written in its README's links and its e-mail addresses without being an
  // API of it: tinkerbell/tink's v0.4.0 to v0.6.0, before its CRDs, said tinkerbell.org so, and
  // piraeus-operator's v1 chart names piraeus.io as its home page (searchGroup).
  // groupAggregated: the release served the group through an aggregated apiserver, an APIService
  // of the group that names a service: no CRD of the group was the release's where no file of it
  // names one (calico served projectcalico.org/v3 so, before the CRDs of api/config/crd/ came).
  let apiServiceFiles: readonly [string, Buffer][] | undefined;
  const aggregatedGroups = new Map<string, boolean>();
  const groupAggregated = (group: string): boolean => {
    let aggregated = aggregatedGroups.get(group);
    if (aggregated === undefined) {
      apiServiceFiles ??= read((files.search(API_SERVICE_KINDS) ?? []).filter((p) => !isInTestTree(p)));
      aggregated = apiServiceFiles.some(([path, bytes]) =>
        objectsOf(path, bytes).some((o) => isAggregatedApiService(o) && apiServiceGroup(o) === group),
      );
      aggregatedGroups.set(group, aggregated);
    }
    return aggregated;
  };
  // A string literal of the group in code, but not one a constant of annotation or label keys
  // holds (argocd-image-updater's v0.x: `ImageUpdaterAnnotationPrefix = "argocd-image-updater.argoproj.io"`,
  // years before its CRD of that group): true where git cannot say.
  const literalAsGroup = (group: string): boolean => {
    const quoted = [`"${group}"`, `'${group}'`];
    const holding = files.searchCode(quoted, 'code');
    if (holding === undefined) return true;
    // Not a test's code, which ships no API (kroxylicious v0.8.0's integration tests named their
    // self-signed certificate's organisation "kroxylicious.io", the project's domain, before any CRD
    // of that group: a CRD no release had was judged released).
    return read(holding.filter((p) => !isInTestTree(p))).some(([, bytes]) =>
      bytes
        .toString('utf8')
        .split('\n')
        .some((line) => {
          const at = Math.max(...quoted.map((q) => line.indexOf(q)));
          return (
            at !== -1 && !/^\s*(?:\/\/|\/\*|\*|#(?!\[))/.test(line) && !KEY_PREFIX_CONSTANT.test(line.slice(0, at + 1))
          );
        }),
    );
  };
  let commitsCrds: boolean | undefined;
  const committedCrds = (): boolean => (commitsCrds ??= (files.search(CRD_KINDS) ?? []).some((p) => !isInTestTree(p)));
  const absentGroups = new Map<string, boolean>();
  let batch:
    | {
        readonly names?: ReadonlyMap<string, readonly string[]> | undefined;
        readonly groups?: ReadonlyMap<string, readonly string[]> | undefined;
      }
    | undefined;
  const groupAbsent = (group: string): boolean => {
    let absent = absentGroups.get(group);
    if (absent === undefined) {
      // Literals on lines that are code, not comments; a Go raw string literal in Go files only:
      // Markdown writes code spans so.
      // A group that is also a CRD's name, `<plural>.<group>` of another group, is written as a name.
      // Asked of every group of the change at once, where there are several (searchEach).
      batch ??=
        groups.length > 1
          ? { names: files.searchEach(groups.flatMap(nameLines)), groups: files.searchGroups(groups) }
          : {};
      const { names, groups: mentioning } = batch;
      const naming = names
        ? [...new Set(nameLines(group).flatMap((t) => names.get(t) ?? []))]
        : (files.search(nameLines(group)) ?? []);
      const crdNamed = read(naming).some((file) => wholeCrdIn(group, file, true) !== undefined);
      const mentions = crdNamed
        ? files.searchGroup(group, 'api')
        : (mentioning?.get(group) ?? files.searchGroup(group, 'any'));
      absent = mentions?.length === 0 && (committedCrds() || !codeOwnsGroup(group));
      absentGroups.set(group, absent);
    }
    return absent;
  };
  // Whether code of the release names the group as its own API's: a Go type's `+groupName=`, a
  // string literal (a Go raw string too). A client writes one too (a GroupVersionKind it lists),
  // so this only tells that the release may have had the API.
  // Asked by groupAbsent and groupUsedOnly, for each CRD of the group: three searches of the release, once.
  const ownedGroups = new Map<string, boolean>();
  const codeOwnsGroup = (group: string): boolean => {
    let owns = ownedGroups.get(group);
    if (owns === undefined) {
      owns =
        files.search([`groupName=${group}`], 'everywhere')?.length !== 0 ||
        literalAsGroup(group) ||
        files.searchCode([`\`${group}\``], 'go')?.length !== 0;
      ownedGroups.set(group, owns);
    }
    return owns;
  };
  // groupUsedOnly: a release that committed its CRDs (outside the test trees) used the group as a
  // client of another project's API does (RBAC rules, resources of it), and nothing of it could have
  // made the CRD: no manifest writes the group as a `group:` field (a CRD, a template of one, an
  // APIService), no code names it as its own API's, and no code names the CRD. A release that
  // commits no CRD may generate them all at release time. redhat-marketplace-operator's 2.10.1 ran
  // razee's RemoteResources, whose CRD razee installed; 11e64718 then copied that CRD in, and
  // 48d65446 restored its upstream schema: 24 errors against a schema no release had.
  const groupUsedOnly = (group: string, crdName: string): boolean =>
    committedCrds() &&
    groupLines(group).every((line) => files.holding(line).length === 0) &&
    !codeOwnsGroup(group) &&
    files.searchCode([crdName], 'code')?.length === 0;
  let tagsJson: boolean | undefined;
  // Asked by every compat/ rule of a CRD that reads as a copy (foreign-crd.ts): one search a group.
  const declaredGroups = new Map<string, boolean>();
  // The repository's own Go: not a vendored copy of another project's API, nor a test's.
  const ownGo = (path: string): boolean =>
    !path.split('/').slice(0, -1).some(isVendoredDirectory) && !isInTestTree(path);
  const goDeclaresGroup = (group: string): boolean => {
    let declared = declaredGroups.get(group);
    if (declared === undefined) {
      declared = /^[a-z0-9.-]+$/.test(group) && (files.search([`+groupName=${group}`], 'go') ?? []).some(ownGo);
      declaredGroups.set(group, declared);
    }
    return declared;
  };
  return {
    name,
    lists: (kustomization, file) => kustomizationLists(read, kustomization, file, 0),
    goDeclaresGroup,
    goDeclaresKind: (group, kind) =>
      /^[A-Za-z]\w*$/.test(kind) &&
      goDeclaresGroup(group) &&
      // `type <kind> struct`, found by what follows the line's first word (searchCode reads code
      // lines: its pattern takes their first character for the start of the code).
      (files.searchCode([` ${kind} struct`], 'go') ?? []).some(ownGo),
    goDeclares: (jsonName) => {
      if (!/^[\w.-]+$/.test(jsonName)) return undefined;
      // A release whose Go tags no JSON field at all (a repository of manifests) cannot say.
      if ((tagsJson ??= files.searchCode(['json:"'], 'go')?.length !== 0) !== true) return undefined;
      const found = files.searchCode([`json:"${jsonName}"`, `json:"${jsonName},`], 'go');
      return found === undefined ? undefined : found.length > 0;
    },
    holding: (crdName, path, group) => {
      // The file first (most often the release has the CRD there, and nothing else is read), then
      // the others outside the test trees, then those in them; among each, the one whose path ends
      // as this one's does the longest: a copy moved with its siblings (operator-controller's
      // config/crd/standard/ and experimental/ moved to helm/crd/…: 760855fb) is that copy then.
      const own = files.holding(crdName).includes(path) ? read([path])[0] : undefined;
      const naming = holding(crdName)
        .filter(([p]) => p !== path)
        .sort(([a], [b]) => sharedPathTail(b, path) - sharedPathTail(a, path));
      const ordered = [
        ...(own ? [own] : []),
        ...naming.filter(([p]) => !isInTestTree(p)),
        ...naming.filter(([p]) => isInTestTree(p)),
      ];
      // A v1 copy first; else the v1beta1 ones, the whole CRD as a release before Kubernetes 1.16
      // committed it (kubeflow/mpi-operator's v0.2.3), which compat/ cannot compare but which
      // tell the versions the release served (compat/unreleased.ts): all of them, where its
      // copies are one a version (mpi-operator's deploy/v1/ and deploy/v1alpha2/).
      for (const file of ordered) {
        const found = wholeCrdIn(crdName, file);
        if (found) return found;
      }
      // Those outside the test trees, where there are any: a test's fixture is no release's CRD.
      const copiesIn = (files: typeof ordered) => files.flatMap((file) => wholeCrdIn(crdName, file, true) ?? []);
      const released = copiesIn(ordered.filter(([p]) => !isInTestTree(p)));
      const v1beta1Copies = released.length > 0 ? released : copiesIn(ordered);
      if (v1beta1Copies.length > 0) return withVersionsOfAll(v1beta1Copies);
      // A file that names the CRD without holding it tells nothing of it (a Helm template of it, an
      // OLM CSV that owns it), unless it holds only patches of CRDs: kubebuilder's
      // config/crd/patches/cainjection_in_<plural>.yaml, scaffolded before the CRD ships
      // (logging-operator 8d32113c).
      if ((own !== undefined && !holdsOnlyCrdPatches(own)) || naming.some((f) => !holdsOnlyCrdPatches(f)))
        return 'unknown';
      const groupSays =
        group !== '' &&
        (groupCommitted(group) || groupAbsent(group) || groupAggregated(group) || groupUsedOnly(group, crdName));
      // The file was there without the CRD: a bundle of the group's CRDs from before this one
      // (mariadb-operator's deploy/crds/crds.yaml at v25.10.4, before PointInTimeRecovery), when
      // the release committed whole CRDs of the group (a file that only templates them is not told).
      if (files.present.has(path)) return groupSays ? null : 'unknown';
      return files.present.has(directoryOf(path)) || groupSays ? null : 'unknown';
    },
  };
}

/** A constant of annotation, label or finalizer keys, up to the quote that opens its value: `AnnotationPrefix = "`. */
const KEY_PREFIX_CONSTANT = /(?:annotation|label|finalizer|prefix)\w*\s*(?:string\s*)?(?::=|=|:)\s*["']$/i;

const API_SERVICE_KINDS = ['kind: APIService', '"kind": "APIService"', '"kind":"APIService"'];

/** An APIService that sends its group version to a service (not `Local`, the apiserver's own). */
const isAggregatedApiService = (o: KubeObject): boolean =>
  o.kind === 'APIService' &&
  o.group === 'apiregistration.k8s.io' &&
  isJsonObject(o.value.spec) &&
  isJsonObject(o.value.spec.service);

const apiServiceGroup = (o: KubeObject): unknown => (isJsonObject(o.value.spec) ? o.value.spec.group : undefined);

/**
 * Whether a kustomization of a release (read through `read`) lists the file: by its path, or by a
 * directory above it whose own kustomization lists it, as `kustomize build` takes it in. A
 * directory without a kustomization fails the build, and takes in nothing.
 */
function kustomizationLists(
  read: (paths: readonly string[]) => [string, Buffer][],
  kustomization: string,
  file: string,
  depth: number,
): boolean {
  const [entry] = read([kustomization]);
  const value = entry === undefined ? undefined : kustomizationOf(entry[1].toString('utf8'));
  if (value === undefined || depth > MAX_KUSTOMIZATION_DEPTH) return false;
  return resourcesOf(kustomization, value).some((r) => {
    if (r === file) return true;
    if (!file.startsWith(`${r}/`)) return false;
    const [own] = read(KUSTOMIZATION_FILE_NAMES.map((name) => `${r}/${name}`));
    return own !== undefined && kustomizationLists(read, own[0], file, depth + 1);
  });
}

/** Kustomizations that take in one another deeper than this are not followed (a cycle, or a tree no project has). */
const MAX_KUSTOMIZATION_DEPTH = 8;

/**
 * A release's v1beta1 copies of one CRD as one: the first, listing the versions all of them serve
 * (`versions` with `served: true`, or the one `version` each has), which is all compat/ reads of it.
 */
function withVersionsOfAll(copies: readonly KubeObject[]): KubeObject {
  const [first] = copies as [KubeObject, ...KubeObject[]];
  // One copy is the release's CRD as it was: compat/ compares one that pruned (unreleased.ts).
  if (copies.length === 1) return first;
  const names = new Set<string>();
  for (const copy of copies) {
    const spec = isJsonObject(copy.value.spec) ? copy.value.spec : {};
    const listed = Array.isArray(spec.versions) ? spec.versions : [];
    for (const v of listed) if (isJsonObject(v) && typeof v.name === 'string' && v.served === true) names.add(v.name);
    if (listed.length === 0 && typeof spec.version === 'string') names.add(spec.version);
  }
  const spec = isJsonObject(first.value.spec) ? first.value.spec : {};
  const { version: _one, ...rest } = spec;
  return {
    ...first,
    value: { ...first.value, spec: { ...rest, versions: [...names].map((name) => ({ name, served: true })) } },
    facts: new DerivedFacts(),
  };
}
