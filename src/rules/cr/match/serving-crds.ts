import type { CacheKey } from '../../../engine/review-cache.js';
import type { RuleContext } from '../../../engine/rule.js';
import type { World } from '../../../engine/world.js';
import type { FactKey } from '../../../parse/derived-facts.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { isInTestTree } from '../../../parse/test-trees.js';
import { isInReleaseArchive, newerRelease, releaseDirectoryOf } from '../../release-archive.js';
import { crdVersions, servedVersionNames } from '../../crd/schema/hoisting.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import { COMPILED_PATTERNS, type PatternCache } from '../../crd/defaults/pattern-cache.js';
import { validatedDefaultErrors } from '../../crd/defaults/validate-defaults.js';
import { crdSchemas } from '../../crd/schema/crd-schemas.js';
import { defaultsAreValidated, schemaErrorPaths } from '../../crd/schema/validation-gates.js';
import { isPatchFragment } from '../../crd/schema/served-crds.js';
import { refusedForCelRules } from '../../crd/cel/cel.js';
import { hasCelRules } from '../cel-rules-present.js';
import type { CrdCatalog } from '../crd-catalog.js';
import { BUILT_IN_GROUPS } from './built-in-groups.js';
import { definedKind } from '../../crd/schema/defined-kind.js';
import { withKustomizedVariants } from '../../kustomized-crds.js';
import { judgedKinds, judgedObjects } from './reached-resources.js';
import { isV1beta1AsServed, v1beta1AsServed } from './v1beta1-as-served.js';
import { isGeneratorInput } from './generator-inputs.js';

// Matching (spec/cr-validation.md §3, CR-MATCH-001..004): a document is a custom resource of a
// CRD of the repository when its apiVersion's group is the CRD's spec.group and its kind the
// CRD's spec.names.kind. Only CRDs that could have been created are used: apiextensions.k8s.io/v1
// (v1beta1 is no longer served), with a group, a kind and versions (a kustomize patch fragment
// is not a CRD to apply), without spec.preserveUnknownFields (v1 forbids it), and whose schemas
// the apiserver accepts: structural, with valid defaults and no keyword or list-type error (the
// crd/ family's shared schema model decides, and reports them; a CRD it rejects never serves a
// resource, and validating against it would blame the resource for the CRD's fault). The version
// must be served (CR-MATCH-002); several CRDs may serve the kind (channels, feature-set variants,
// CR-MATCH-004), and the resource is judged under each. The review of a change's base for the
// `new` filter reads v1beta1 CRDs too, as the clusters of their day served them (v1beta1-as-served.ts).

/** One served version of one CRD: what validating a resource needs from it. */
export interface ServedVersion {
  readonly crd: KubeObject;
  readonly crdName: string;
  readonly group: string;
  readonly kind: string;
  readonly version: string;
  /** The version's openAPIV3Schema; undefined when it has none (only metadata is validated). */
  readonly schema: SchemaNode | undefined;
  /** The status subresource is on: the main endpoint never writes status (§3.1). */
  readonly statusSubresource: boolean;
  readonly scale: ScaleSubresource | undefined;
  /** spec.conversion.strategy; `None` when absent. */
  readonly conversion: string;
  /** The schema holds x-kubernetes-validations rules (CR-CEL-011). */
  readonly hasCelRules: boolean;
}

export interface ScaleSubresource {
  readonly specReplicasPath: string;
  readonly statusReplicasPath: string;
  readonly labelSelectorPath: string | undefined;
}

export type Match =
  | {
      readonly kind: 'served';
      readonly versions: readonly ServedVersion[];
      /** The names of the CRDs that serve it, for messages: `a.example.com, b.example.com`. */
      readonly crdNames: string;
    }
  /** Some CRD defines the group and kind, none serves the version (404 on the server). */
  | {
      readonly kind: 'unserved';
      readonly crds: readonly KubeObject[];
      /** apiextensions.k8s.io/v1beta1 copies that serve the version: only clusters before 1.22 install them. */
      readonly legacy?: readonly KubeObject[];
    }
  | { readonly kind: 'none' };

/** The usable CRDs of a world by `group/kind`, for the kinds its objects have (lazy in a partial review). */
export type CrdsByKind = ReadonlyMap<string, readonly KubeObject[]>;

const INDEXES: CacheKey<WeakMap<World, CrdsByKind>> = {
  name: 'cr/ CRDs by kind, by world',
  create: () => new WeakMap(),
};
// The base world judged for the `new` filter, whose v1beta1 CRDs serve (v1beta1-as-served.ts): the
// head run's index of the same world, for the stored objects, leaves them out.
const INDEXES_OF_JUDGED_BASES: CacheKey<WeakMap<World, CrdsByKind>> = {
  name: 'cr/ CRDs by kind, by judged base world',
  create: () => new WeakMap(),
};

/**
 * crdsByKind of a world, built once per review for all the cr/ rules: in the review of a change,
 * for the kinds of the resources it reaches (reached-resources.ts).
 */
export function crdIndex(ctx: RuleContext, world: World): CrdsByKind {
  const byWorld = ctx.cache.get(ctx.judgesBase === true ? INDEXES_OF_JUDGED_BASES : INDEXES);
  let index = byWorld.get(world);
  if (index === undefined) {
    index = crdsByKind(
      world,
      ctx.cache.get(COMPILED_PATTERNS),
      ctx.services?.crdCatalog,
      judgedKinds(ctx, world),
      ctx.judgesBase === true,
    );
    // A head CRD the apiserver refuses for its CEL rules (crd/cel) runs none of them: kuadrant-operator's
    // PlanPolicy, over its cost budget, had its sample judged by a rule no cluster would run. Its
    // schema still judges the resources (what crd/cel says may be what the user turned off).
    // Asked of a CRD when a resource first matches it (crd/cel's answer is kept a review).
    if (world === ctx.head && ctx.config.rules.get('crd/cel') !== 'off')
      CEL_REFUSED.set(index, (crd) => refusedForCelRules(ctx, crd));
    byWorld.set(world, index);
  }
  return index;
}

/**
 * The usable CRDs of the world for these kinds (default: every kind its objects have); with
 * `v1beta1Served`, v1beta1 CRDs too, as the v1 CRDs clusters served them as (a judged base).
 */
export function crdsByKind(
  world: World,
  patterns: PatternCache,
  catalog?: CrdCatalog,
  kinds: ReadonlySet<string> = world.objectKinds(),
  v1beta1Served = false,
): CrdsByKind {
  const defining = world.crdsDefining(kinds);
  const index = indexOf(withKustomizedVariants(world, defining), patterns);
  // Only for the kinds no v1 CRD serves: a resource is judged under every CRD that serves it
  // (CR-MATCH-004), and the base's v1 copy judged it already (bitpoke/mysql-operator df74ab91 kept a
  // v1beta1 copy beside config/crd's v1 one, whose errors the v1beta1 one, keeping unknown fields,
  // would have taken from the base).
  if (v1beta1Served) {
    const legacy = defining.flatMap((crd) => (crd.version === 'v1beta1' ? (v1beta1AsServed(crd) ?? []) : []));
    for (const [key, crds] of indexOf(legacy, patterns)) if (!index.has(key)) index.set(key, crds);
  }
  ARCHIVES.set(index, archivesOf(world, kinds));
  LEGACY.set(index, legacyIndexOf(defining));
  if (!catalog) return index;
  // CR-MATCH-003: the catalog's CRDs serve the kinds no CRD of the repository defines.
  for (const [key, crds] of indexOf(
    catalog.crds.filter((c) => kinds.has(definedKind(c))),
    patterns,
  ))
    if (!index.has(key)) index.set(key, [...crds]);
  return index;
}

// A kind whose only CRDs are apiextensions.k8s.io/v1beta1 (not served since Kubernetes 1.22, and
// keeping unknown fields) has no schema to judge its resources by, but its versions still say which
// ones it never served: a resource of such a version is refused where the CRD installs, and where it
// cannot (CR-MATCH-002). So the base of a change that converts the CRD to v1 knows the resource as
// refused already (kubeflow/mpi-operator 7b6c1bf: examples of v1alpha1, `served: false` before and after).
const LEGACY = new WeakMap<CrdsByKind, ReadonlyMap<string, readonly KubeObject[]>>();

function legacyIndexOf(crds: readonly KubeObject[]): ReadonlyMap<string, readonly KubeObject[]> {
  return byKind(crds, (crd) => crd.version === 'v1beta1');
}

/** The `group/kind`s of the index, with those only v1beta1 CRDs define, which say what they do not serve. */
export function indexedKinds(index: CrdsByKind): ReadonlySet<string> {
  return new Set([...index.keys(), ...(LEGACY.get(index)?.keys() ?? [])]);
}

function indexOf(crds: readonly KubeObject[], patterns: PatternCache): Map<string, KubeObject[]> {
  return byKind(
    crds,
    (crd) =>
      crd.version === 'v1' &&
      !(isJsonObject(crd.value.spec) && crd.value.spec.preserveUnknownFields === true) &&
      schemasAccepted(crd, patterns),
  );
}

/**
 * The CRDs that `takes` by `group/kind`: those with a group and a kind, not patch fragments, and
 * not of a group the built-in handler serves, whatever CRD claims it (built-in-groups.ts).
 */
function byKind(crds: readonly KubeObject[], takes: (crd: KubeObject) => boolean): Map<string, KubeObject[]> {
  const index = new Map<string, KubeObject[]>();
  for (const crd of crds) {
    if (isPatchFragment(crd)) continue;
    const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
    const names = isJsonObject(spec.names) ? spec.names : {};
    if (typeof spec.group !== 'string' || typeof names.kind !== 'string' || BUILT_IN_GROUPS.has(spec.group)) continue;
    if (!takes(crd)) continue;
    const key = `${spec.group}/${names.kind}`;
    const list = index.get(key);
    if (list) list.push(crd);
    else index.set(key, [crd]);
  }
  return index;
}

/** The CRD's schemas pass what the apiserver checks of them on create (memoised on each schema, shared with crd/). */
function schemasAccepted(crd: KubeObject, patterns: PatternCache): boolean {
  const versions = crdVersions(crd);
  // apiextensions.k8s.io/v1 requires a schema for every version, exactly one storage version, and
  // the name <plural>.<group> (the crd/ rules report each).
  const everyVersionHasSchema = versions.every((v) => isJsonObject(v.schema) && isJsonObject(v.schema.openAPIV3Schema));
  const oneStorageVersion = versions.filter((v) => v.storage === true).length === 1;
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names = isJsonObject(spec.names) ? spec.names : {};
  const namedRight = crd.name === `${String(names.plural)}.${String(spec.group)}`;
  if (isV1beta1AsServed(crd)) return everyVersionHasSchema && oneStorageVersion && namedRight;
  return (
    everyVersionHasSchema &&
    oneStorageVersion &&
    namedRight &&
    crdSchemas(crd).every(
      (schema) =>
        defaultsAreValidated(schema, true, patterns) &&
        // The newest apiserver's checks of numbers, as crd/defaults makes them without crd.minKubernetesVersion.
        validatedDefaultErrors(schema, { requirePrunedDefaults: true, patterns, numberFormats: true }).length === 0 &&
        schemaErrorPaths(schema, undefined, patterns).length === 0,
    )
  );
}

/**
 * The objects of the review's world a CRD of the index may serve, in file order (CRDs themselves
 * and a generator's inputs excluded): in the review of a change, those it reaches (reached-resources.ts).
 */
export function candidates(ctx: RuleContext, index: CrdsByKind): KubeObject[] {
  const keys = indexedKinds(index);
  const kinds = new Set<string>([...keys].map((k) => k.slice(k.lastIndexOf('/') + 1)));
  return judgedObjects(ctx, kinds).filter(
    (o) => o.group !== 'apiextensions.k8s.io' && keys.has(`${o.group}/${o.kind}`) && !isGeneratorInput(o),
  );
}

// Every resource of a kind and version matches alike: once per index (one per world and review).
const MATCHES = new WeakMap<CrdsByKind, Map<string, Match>>();
/** What the archives of releases of the index's world say of its files (release-archive.ts). */
interface Archives {
  /** Whether a CRD file is an older entry of an archive, beside a newer one. */
  readonly superseded: (file: string) => boolean;
  /** The entry of an archive a file is of (its release's directory, or the file named as a release); undefined outside one. */
  readonly entryOf: (file: string) => string | undefined;
  /** The files of CRDs of a group and kind, of any apiVersion (v1beta1 too), that an entry holds. */
  readonly crdFilesOf: (entry: string, group: string, kind: string) => readonly string[];
}
const ARCHIVES = new WeakMap<CrdsByKind, Archives>();

function archivesOf(world: World, kinds: ReadonlySet<string>): Archives {
  let paths: readonly string[] | undefined;
  let defining: readonly KubeObject[] | undefined;
  const entries = new Map<string, string | undefined>();
  const crdFiles = new Map<string, readonly string[]>();
  const groupOf = (crd: KubeObject): string =>
    isJsonObject(crd.value.spec) && typeof crd.value.spec.group === 'string' ? crd.value.spec.group : '';
  return {
    superseded: (file) => newerRelease((paths ??= world.paths()), file) !== undefined,
    entryOf: (file) => {
      if (!entries.has(file))
        entries.set(
          file,
          isInReleaseArchive((paths ??= world.paths()), file) ? (releaseDirectoryOf(file) ?? file) : undefined,
        );
      return entries.get(file);
    },
    crdFilesOf: (entry, group, kind) => {
      const key = `${entry}\n${group}/${kind}`;
      let files = crdFiles.get(key);
      if (files === undefined) {
        files = (defining ??= world.crdsDefining(kinds))
          .filter(
            (c) =>
              definedKind(c) === kind &&
              groupOf(c) === group &&
              (c.source.file === entry || c.source.file.startsWith(`${entry}/`)),
          )
          .map((c) => c.source.file);
        crdFiles.set(key, files);
      }
      return files;
    },
  };
}

/** Whether the apiserver refuses a CRD of the index for its CEL rules (crdIndex): its resources run none. */
const CEL_REFUSED = new WeakMap<CrdsByKind, (crd: KubeObject) => boolean>();

export function match(
  index: CrdsByKind,
  o: Pick<KubeObject, 'group' | 'kind' | 'version'> & { readonly source: { readonly file: string } },
): Match {
  let known = MATCHES.get(index);
  if (!known) {
    known = new Map();
    MATCHES.set(index, known);
  }
  const inTests = isInTestTree(o.source.file);
  const archives = ARCHIVES.get(index);
  const entry = archives?.entryOf(o.source.file);
  const inArchive = entry !== undefined;
  // A resource of an entry that holds its own CRD of the kind goes with that release's CRD
  // (kubevirt/cluster-network-addons-operator's manifests/<release>/ samples beside their CRDs).
  const own = entry === undefined ? [] : (archives?.crdFilesOf(entry, o.group, o.kind) ?? []);
  const key = `${o.group}/${o.kind}/${o.version}${inTests ? ' in tests' : ''}${inArchive ? ' in an archive' : ''}${own.length > 0 ? ` of ${entry}` : ''}`;
  let found = known.get(key);
  if (!found) {
    found = matchOf(index, o, inTests, inArchive, own);
    known.set(key, found);
  }
  return found;
}

function matchOf(
  index: CrdsByKind,
  o: Pick<KubeObject, 'group' | 'kind' | 'version'>,
  inTests: boolean,
  inArchive: boolean,
  ownEntryCrds: readonly string[] = [],
): Match {
  // A CRD that only the repository's tests hold is theirs (an envtest copy of another project's
  // API: volsync's internal/controller/test/scc-crd.yml of OpenShift's SecurityContextConstraints,
  // which the cluster defines and defaults in its own way): it judges the tests' resources, not
  // the manifests the repository ships, for which it is as if no CRD were found (CR-MATCH-003).
  const all = index.get(`${o.group}/${o.kind}`)?.filter((crd) => inTests || !isInTestTree(crd.source.file));
  // Its own release's CRD only, where the entry holds one; one the index does not take (a v1beta1
  // CRD, which kept unknown fields) judges nothing, as no CRD found (CR-MATCH-003).
  const crds = ownEntryCrds.length > 0 ? all?.filter((crd) => ownEntryCrds.includes(crd.source.file)) : all;
  if (!crds || crds.length === 0) return legacyMatch(index, o, inTests, inArchive, ownEntryCrds);
  // A copy the apiserver refuses for its CEL rules is not the one a cluster serves where another
  // copy of the CRD is accepted; where every copy is refused, their schemas still judge, without rules.
  const refused = CEL_REFUSED.get(index);
  const servingAnywhere = crds.flatMap((crd) => {
    const v = servedVersion(crd, o.version);
    return v ? [v] : [];
  });
  // A copy in an older entry of an archive of releases (an OLM bundle of a version, a directory per
  // release, beside a newer one) served the clusters of its day: it does not judge the repository's
  // resources outside the archive (mongodb-kubernetes' bundle/1.13.0_Openshift4.8_4.9 still declared
  // podAntiAffinityTopologyKey beside 1.15.0). The newest entry still counts, as what users install
  // may be it rather than a copy outside, which may be stale (a regression probe: deploy/crds/ older
  // than the OLM catalog's newest bundle).
  const superseded = inArchive ? undefined : ARCHIVES.get(index)?.superseded;
  const isCurrent = (crd: KubeObject): boolean => superseded === undefined || !superseded(crd.source.file);
  const current = servingAnywhere.filter((v) => isCurrent(v.crd));
  // Served only by copies in an archive of releases, where the repository's own definition outside
  // the archive is a v1beta1 CRD that serves the version: a resource outside the archive is written
  // for that one (group-sync-operator 7a84497143 extended deploy/crds/' v1beta1 CRD and its example
  // together; only olm-catalog/…/0.0.4's v1 copy lacked the field), as if no CRD were found.
  const entryOf = ARCHIVES.get(index)?.entryOf;
  if (
    !inArchive &&
    entryOf !== undefined &&
    servingAnywhere.length > 0 &&
    servingAnywhere.every((v) => entryOf(v.crd.source.file) !== undefined) &&
    (LEGACY.get(index)?.get(`${o.group}/${o.kind}`) ?? []).some(
      (crd) =>
        entryOf(crd.source.file) === undefined &&
        (inTests || !isInTestTree(crd.source.file)) &&
        servedVersionNames(crd).includes(o.version),
    )
  )
    return { kind: 'none' };
  const serving = current.length > 0 ? current : servingAnywhere;
  const accepted = refused === undefined ? serving : serving.filter((v) => !refused(v.crd));
  const versions = accepted.length > 0 ? accepted : serving.map((v) => ({ ...v, hasCelRules: false }));
  if (versions.length > 0)
    return { kind: 'served', versions, crdNames: [...new Set(versions.map((v) => v.crdName))].join(', ') };
  // Where only older entries of an archive hold the kind, the newest release dropped it
  // (aws-application-networking-k8s's deploy-v2.0.2.yaml held Gateway API's TLSRoute at v1alpha2;
  // deploy-v2.1.x leave Gateway API to its own install): as if no CRD were found.
  const unserving = crds.filter(isCurrent);
  if (unserving.length === 0) return { kind: 'none' };
  // An old release's v1beta1 copy that serves it (sops-secrets-operator's upgrade guide applies a
  // v1alpha1 object over its 0.0.9 CRD): the manifest is for the clusters that install that copy.
  const legacy = (LEGACY.get(index)?.get(`${o.group}/${o.kind}`) ?? []).filter(
    (crd) => (inTests || !isInTestTree(crd.source.file)) && servedVersionNames(crd).includes(o.version),
  );
  return { kind: 'unserved', crds: unserving, ...(legacy.length > 0 ? { legacy } : {}) };
}

/** Unserved where v1beta1 CRDs alone define the kind and none serves the version (LEGACY); otherwise none. */
function legacyMatch(
  index: CrdsByKind,
  o: Pick<KubeObject, 'group' | 'kind' | 'version'>,
  inTests: boolean,
  inArchive: boolean,
  ownEntryCrds: readonly string[],
): Match {
  const superseded = inArchive ? undefined : ARCHIVES.get(index)?.superseded;
  const crds = (LEGACY.get(index)?.get(`${o.group}/${o.kind}`) ?? []).filter(
    (crd) =>
      (inTests || !isInTestTree(crd.source.file)) &&
      (ownEntryCrds.length === 0 || ownEntryCrds.includes(crd.source.file)) &&
      (superseded === undefined || !superseded(crd.source.file)),
  );
  return crds.length > 0 && crds.every((crd) => !servedVersionNames(crd).includes(o.version))
    ? { kind: 'unserved', crds }
    : { kind: 'none' };
}

// Every resource of a kind asks for the same versions of the same CRDs: read once per CRD.
const SERVED: FactKey<Map<string, ServedVersion | undefined>> = { name: 'cr/ served versions' };

export function servedVersion(crd: KubeObject, version: string): ServedVersion | undefined {
  const known = crd.facts.get(SERVED, () => new Map());
  if (!known.has(version)) known.set(version, readServedVersion(crd, version));
  return known.get(version);
}

function readServedVersion(crd: KubeObject, version: string): ServedVersion | undefined {
  const v = crdVersions(crd).find((x) => x.name === version);
  if (!v || v.served !== true) return undefined;
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names = isJsonObject(spec.names) ? spec.names : {};
  const sub = isJsonObject(v.subresources) ? v.subresources : {};
  const conversion =
    isJsonObject(spec.conversion) && typeof spec.conversion.strategy === 'string' ? spec.conversion.strategy : 'None';
  const schema = isJsonObject(v.schema) ? SchemaNode.of(v.schema.openAPIV3Schema) : undefined;
  return {
    crd,
    crdName: crd.name,
    group: String(spec.group),
    kind: String(names.kind),
    version,
    schema,
    statusSubresource: isJsonObject(sub.status),
    scale: scaleOf(sub.scale),
    conversion,
    hasCelRules: hasCelRules(schema),
  };
}

function scaleOf(scale: unknown): ScaleSubresource | undefined {
  if (!isJsonObject(scale)) return undefined;
  const s: JsonObject = scale;
  return {
    specReplicasPath: typeof s.specReplicasPath === 'string' ? s.specReplicasPath : '',
    statusReplicasPath: typeof s.statusReplicasPath === 'string' ? s.statusReplicasPath : '',
    labelSelectorPath: typeof s.labelSelectorPath === 'string' ? s.labelSelectorPath : undefined,
  };
}
