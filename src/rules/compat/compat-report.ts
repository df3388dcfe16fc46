import { FUNCTION_INPUT, isFunctionInput } from './crossplane-function-input.js';
import { schemaOnlyCrd, schemaOnlySoftening } from './schema-only-crd.js';
import { chartSourceCrd, chartSourceSoftening } from './chart-source-crd.js';
import { validatingWebhookFor, webhookSoftening } from './validating-webhooks.js';
import type { Severity } from '../../engine/finding.js';
import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext, RuleReport } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import type { GoField } from '../../parse/go/go-file.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { TEST_TREE_NOTE } from '../test-tree-rejection.js';
import { compatCrd, compatCrdOfBase, crdGroup, crdNames } from './compat-crd.js';
import { compareCrds, UNSERVED_VERSION_REMOVED, type CompatDifference } from './compare-crds.js';
import { parsePropertyPath, ROOT_PROPERTY, type PropertyStep } from './property-path.js';
import {
  goPropertyTypes,
  type GoPropertyTypes,
  type GoStructFields,
  type GoTypeConstants,
} from './go-property-type.js';
import { vendoredPackageFiles } from './vendored-go.js';
import {
  acceptedReleaseCopy,
  isRefusedAsUpdateOf,
  isRefusedCrd,
  refusedForUncompilableRules,
  undoesRefusedSet,
} from './refused-crd.js';
import { tightensStatusOnly } from './status-writes.js';
import { alphaFieldSoftening, alphaKubernetesField, leftAlpha } from './alpha-kubernetes-field.js';
import { retiredFieldSoftening, retiredKubernetesField } from './retired-kubernetes-field.js';
import { compareOptions } from './compat-options.js';
import { KUSTOMIZED_AWAY, kustomizedAway } from './kustomized-away.js';
import { releaseVerdict, unreleasedSoftening } from './unreleased.js';
import { embeddedByOwnCode, foreignTo, type Foreign } from './foreign-crd.js';
import { agreeingBaseCopy, otherCopySoftening } from './other-base-copy.js';
import { unknownKeepingCopy } from './unknown-keeping-copy.js';
import { isUnapprovedCrd } from './unapproved-crd.js';
import { scaffoldSoftening } from './scaffold-base.js';

// From a compared pair of CRDs to one rule's reports (spec/crd-compatibility.md §3): each head
// CRD with a v1 base of the same identity is compared once per review (every compat/ rule keeps
// its own differences), at the head CRD, with `data.compat` and a fingerprint made of the
// version, property and check (and the head rule string for CEL), never the line.

type Compared = {
  readonly base: KubeObject;
  readonly byRule: ReadonlyMap<string, readonly CompatDifference[]>;
  /** The release compared with instead of a base the apiserver refuses (refused-crd.ts). */
  readonly release?: string;
};

// Head object → its base and their differences, grouped by rule: each of the family's rules asks
// for its own. The object is the key, so the head and the base pass of one review (which compare
// nothing) never mix.
const COMPARED: CacheKey<WeakMap<KubeObject, Compared>> = { name: 'compat differences', create: () => new WeakMap() };

/** A head CRD compared with its stored version, once per review; undefined when it has none. */
function comparedOf(ctx: RuleContext, object: KubeObject): Compared | undefined {
  const stored = ctx.baseOf(object);
  if (!stored) return undefined; // §2: an added CRD breaks nobody
  const memo = ctx.cache.get(COMPARED);
  let compared = memo.get(object);
  if (compared?.base !== stored) {
    const head = compatCrd(object);
    const base = compatCrdOfBase(stored);
    const byRule = new Map<string, CompatDifference[]>();
    const options = { ...compareOptions(ctx), goTypesOf: goTypesOf(ctx, stored) };
    // A base the apiserver refused was never stored: clusters hold what came before, which the
    // releases may tell, else nothing is compared; a head it refuses is never applied: nothing
    // changes (refused-crd.ts).
    // So is one that lacks the approval its protected group needs (unapproved-crd.ts).
    // And a head refused as an update of what clusters store (a set of objects the base lacked).
    const headApplied = head && !isRefusedCrd(head) && !isRefusedAsUpdateOf(object, stored);
    const baseRefused =
      base &&
      (isRefusedCrd(base) ||
        isUnapprovedCrd(stored, ctx.whole?.base ?? ctx.base) ||
        undoesRefusedSet(object, stored) ||
        refusedForUncompilableRules(ctx, stored));
    const instead = headApplied && baseRefused ? acceptedReleaseCopy(ctx, stored) : undefined;
    const against = instead?.crd ?? (base && !baseRefused ? base : undefined);
    for (const d of headApplied && against ? compareCrds(against, head, options) : []) {
      let list = byRule.get(d.ruleId);
      if (!list) byRule.set(d.ruleId, (list = []));
      list.push(d);
    }
    compared = { base: stored, byRule, ...(instead ? { release: instead.release } : {}) };
    memo.set(object, compared);
  }
  return compared;
}

/** One rule's differences between the head CRDs this rule sees and their stored versions. */
function differencesOf(
  ctx: RuleContext,
  ruleId: CompatDifference['ruleId'],
): { readonly crd: KubeObject; readonly difference: CompatDifference; readonly release?: string }[] {
  if (!ctx.base) return []; // §1: without a base there is nothing to compare
  return ctx.head.crds().flatMap((object) => {
    const compared = comparedOf(ctx, object);
    if (!compared) return [];
    const { release } = compared;
    return (compared.byRule.get(ruleId) ?? []).map((difference) => ({
      crd: object,
      difference,
      ...(release === undefined ? {} : { release }),
    }));
  });
}

/**
 * The differences the same-version rules find between a head CRD and its stored version, of
 * the rules this review runs (a rule the configuration turns off reports none).
 */
export function sameVersionDifferences(ctx: RuleContext, object: KubeObject): readonly CompatDifference[] {
  if (!ctx.base) return [];
  const compared = comparedOf(ctx, object);
  if (!compared) return [];
  return [...compared.byRule].flatMap(([ruleId, list]) => (ctx.config.rules.get(ruleId) === 'off' ? [] : list));
}

// The Go API types of the base world, looked up once per review (go-property-type.ts).
const GO_TYPES: CacheKey<WeakMap<World, GoPropertyTypes>> = {
  name: 'compat Go property types',
  create: () => new WeakMap(),
};

/**
 * The Go types a stored CRD's properties were generated from, per version: those of the base
 * world (unless another is given), since a bound at the type's limit rejects nothing only if no stored value ever decoded
 * beyond it (a change from int64 to uint64 with `minimum: 0` does break stored negative values).
 */
export function goTypesOf(
  ctx: RuleContext,
  stored: KubeObject,
  world: World | undefined = ctx.whole?.base ?? ctx.base,
): (version: string) => (property: string) => string | undefined {
  return goAnswersOf(ctx, stored, world, (lookup, ...question) => lookup(...question));
}

/** The Go struct field a stored CRD's property was generated from, per version, as goTypesOf finds it. */
export function goFieldsOf(
  ctx: RuleContext,
  stored: KubeObject,
  world: World | undefined = ctx.whole?.base ?? ctx.base,
): (version: string) => (property: string) => GoField | undefined {
  return goAnswersOf(ctx, stored, world, (lookup, ...question) => lookup.field(...question));
}

/** The named string type a stored CRD's property was generated from and its constants, per version (GoPropertyTypes.constants). */
export function goConstantsOf(
  ctx: RuleContext,
  stored: KubeObject,
  world: World | undefined = ctx.whole?.base ?? ctx.base,
): (version: string) => (property: string) => GoTypeConstants | undefined {
  return goAnswersOf(ctx, stored, world, (lookup, ...question) => lookup.constants(...question));
}

/** A question of the Go types of the CRD's kind, per version and property. */
function goAnswersOf<T>(
  ctx: RuleContext,
  stored: KubeObject,
  world: World | undefined,
  ask: (
    lookup: GoPropertyTypes,
    group: string,
    version: string,
    kind: string,
    steps: readonly PropertyStep[],
  ) => T | undefined,
): (version: string) => (property: string) => T | undefined {
  const spec = isJsonObject(stored.value.spec) ? stored.value.spec : {};
  const group = typeof spec.group === 'string' ? spec.group : '';
  const kind = isJsonObject(spec.names) && typeof spec.names.kind === 'string' ? spec.names.kind : '';
  return (version) => (property) => {
    const steps = parsePropertyPath(property);
    if (!world || group === '' || kind === '' || !steps) return undefined;
    return ask(goTypesLookup(ctx, world), group, version, kind, steps);
  };
}

/** The Go types of a world, read once a review. */
export function goTypesLookup(ctx: RuleContext, world: World): GoPropertyTypes {
  const memo = ctx.cache.get(GO_TYPES);
  let lookup = memo.get(world);
  if (!lookup) memo.set(world, (lookup = goPropertyTypes(world, vendoredPackageFiles(ctx, world))));
  return lookup;
}

/**
 * Whether the base's Go type of the CRD's kind has no field where `property` ends (every struct on
 * the way known, none decoding itself): a field the schema had and the Go never did (metering-
 * operator's `spec.schedule.hourly.hour`, which `ReportScheduleHourly{Minute, Second}` never held).
 */
export function goTypeLacks(ctx: RuleContext, stored: KubeObject, version: string, property: string): boolean {
  const world = ctx.whole?.base ?? ctx.base;
  const spec = isJsonObject(stored.value.spec) ? stored.value.spec : {};
  const group = typeof spec.group === 'string' ? spec.group : '';
  const kind = isJsonObject(spec.names) && typeof spec.names.kind === 'string' ? spec.names.kind : '';
  const steps = parsePropertyPath(property);
  if (!world || group === '' || kind === '' || !steps || steps.length === 0) return false;
  return goTypesLookup(ctx, world).lacks(group, version, kind, steps);
}

/**
 * The Go struct a stored CRD's property was generated from and the JSON names of its fields, per
 * version, as goTypesOf finds it (GoPropertyTypes.jsonFields): every key its controller and Go
 * clients wrote there; undefined where the Go type is not such a struct.
 */
export function goStructFieldsOf(
  ctx: RuleContext,
  stored: KubeObject,
  written = false,
): (version: string) => (property: string) => GoStructFields | undefined {
  return goAnswersOf(ctx, stored, ctx.whole?.base ?? ctx.base, (lookup, ...question) =>
    lookup.jsonFields(...question, written),
  );
}

/** The reports of one rule: `describe` words each difference (message id and placeholders). */
export function compatReports<M extends string>(
  ctx: RuleContext,
  ruleId: CompatDifference['ruleId'],
  describe: (
    d: CompatDifference,
    crd: KubeObject,
  ) => {
    readonly messageId: M;
    readonly data: Readonly<Record<string, unknown>>;
    /** Where the wording decides the severity (a default changed only in how it is written). */
    readonly severity?: Severity;
  },
): RuleReport<M>[] {
  return differencesOf(ctx, ruleId).map(({ crd, difference: d, release }) => {
    const described = describe(d, crd);
    const { messageId, data } = described;
    const rule = 'rule' in d ? d.rule : undefined;
    const severity = described.severity ?? ('severity' in d ? d.severity : undefined);
    return {
      messageId,
      object: crd,
      path: d.path,
      data: {
        ...data,
        compat: { version: d.version, property: d.property, check: d.check, base: d.base, head: d.head },
      },
      identity: JSON.stringify([d.version, d.property, d.check]),
      ...(rule === undefined ? {} : { discriminator: rule }),
      ...(severity === undefined ? {} : { severity }),
      ...(tightensStatusOnly(crd, d) ? { atMost: 'warning' as const } : {}),
      ...withNote(softening(ctx, crd, d), release === undefined ? undefined : refusedBaseNote(release)),
    };
  });
}

/** Why a difference is against a release rather than the base (refused-crd.ts acceptedReleaseCopy). */
const refusedBaseNote = (release: string): string =>
  `the CRD before the change is one kube-apiserver refuses, so clusters hold an earlier one: compared with ${release}'s`;

/** A softening with a note of the comparison's own put first. */
function withNote<S extends { readonly note?: string }>(softened: S, note: string | undefined): S {
  if (note === undefined) return softened;
  return { ...softened, note: softened.note === undefined ? note : `${note}; ${softened.note}` };
}

// Gateway API's experimental channel promises no compatibility: its versioning policy lets a
// release remove or rename experimental fields without deprecation, and the project checks only
// its standard channel with crdify (839fd4f2e renamed SessionPersistence's fields). A break in a
// CRD annotated as of the experimental channel (as every CRD of its config/crd/experimental is) is
// a warning that says so, for Gateway API and for the implementations that ship those CRDs.
const CHANNEL_ANNOTATION = 'gateway.networking.k8s.io/channel';
const EXPERIMENTAL = {
  atMost: 'warning',
  note: "a CRD of Gateway API's experimental channel, which promises no compatibility",
} as const;

// OpenShift writes one CRD per feature set (openshift/api's codegen, and projects that follow it:
// openshift/hypershift's hostedclusters-Hypershift-{Default,TechPreviewNoUpgrade,CustomNoUpgrade}),
// annotated `release.openshift.io/feature-set`, a comma-separated list. A cluster that enables
// TechPreviewNoUpgrade, DevPreviewNoUpgrade or CustomNoUpgrade cannot turn it off and takes no
// minor upgrade, and the fields only those variants have are tech previews, which promise no
// compatibility (openshift/enhancements guidelines/supportability.md). A break in such a variant
// alone is a warning that says so; the Default variant keeps its own findings (hypershift
// 3f60f671f6: transitKey removed where only CustomNoUpgrade had it, 6 errors).
//
// Before the annotation had that name (openshift/enhancements "CVO TechPreview Manifests", 2021),
// the CVO read `release.openshift.io/feature-gate: TechPreviewNoUpgrade` as the same marker, and
// library-go's manifest filter still does (cluster-capi-operator 1cea6f781, 2022: 8 errors on its
// tech-preview CRDs). That annotation names feature gates now (`ClusterAPIMachineManagement`),
// whose default this cannot know: only values that are all feature sets are read as one.
const FEATURE_SET_ANNOTATION = 'release.openshift.io/feature-set';
const LEGACY_FEATURE_SET_ANNOTATION = 'release.openshift.io/feature-gate';

function featureSetSoftening(metadata: unknown): { readonly atMost: 'warning'; readonly note: string } | undefined {
  if (!isJsonObject(metadata) || !isJsonObject(metadata.annotations)) return undefined;
  const value = metadata.annotations[FEATURE_SET_ANNOTATION] ?? metadata.annotations[LEGACY_FEATURE_SET_ANNOTATION];
  if (typeof value !== 'string') return undefined;
  const sets = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (sets.length === 0 || !sets.every((s) => s.endsWith('NoUpgrade'))) return undefined;
  const named =
    sets.length === 1 ? `${sets[0]} feature set` : `${sets.slice(0, -1).join(', ')} and ${sets.at(-1)} feature sets`;
  return {
    atMost: 'warning',
    note: `a CRD of OpenShift's ${named}, whose tech-preview fields promise no compatibility and whose clusters take no minor upgrade`,
  };
}

// A CRD in a test tree (parse/test-trees.ts) is a copy the tests install: cluster-api-provider-vsphere
// keeps vm-operator's CRDs in config/deployments/integration-tests/crds/, copied from the Go module
// at each bump (44fb70c72: 216 errors for upstream's changes). Its compatibility is upstream's to
// keep, and the repository's own CRDs are reviewed where they are made; the break still shows, as
// a notice that says where the CRD is (cluster-api-ipam-provider-in-cluster 0af35ad: 263 warnings
// on the envtest copies of Cluster API's CRDs in one dependency bump). The note names the
// severity: a message may end in the one it gives elsewhere (": a warning").
const TEST_TREE = { atMost: 'notice', note: `${TEST_TREE_NOTE}, so a notice` } as const;

// Flux's bootstrap writes its own components, CRDs included, into
// clusters/<name>/flux-system/gotk-components.yaml ("This manifest was generated by flux. DO NOT
// EDIT."), and `flux install --export` or Flux's update automation replaces the file whole at each
// upgrade: a repository that deploys with Flux holds Flux's API, it does not make it. A break there
// is Flux's to announce (its upgrade notes say what to migrate first), and an error on every Flux
// upgrade pull request would ask for what the repository cannot do ("keep serving it"); it stays a
// warning that says whose API it is. What the apiserver refuses (crd/) is still an error.
const FLUX_COMPONENTS = /(?:^|\/)gotk-components\.ya?ml$/;
/** The groups of Flux's own APIs (source., kustomize., helm., notification., image.toolkit.fluxcd.io), by CRD name. */
const FLUX_GROUP = /\.toolkit\.fluxcd\.io$/;
const FLUX = {
  atMost: 'warning',
  note: "Flux's own CRD, which Flux writes into gotk-components.yaml and replaces at each upgrade",
} as const;

/**
 * Whether the values the difference changes name one of the repository's own groups: a change the
 * repository made to its copy, not the other project's (karpenter-provider-aws's
 * hack/validation/labels.sh writes a rule listing karpenter.k8s.aws label keys into its copies of
 * the karpenter.sh CRDs, and a2496cca6 renamed one of them).
 */
function namesGroupOf(difference: CompatDifference, declared: ReadonlySet<string>): boolean {
  const changed = `${JSON.stringify(difference.base ?? null)}\n${JSON.stringify(difference.head ?? null)}`;
  return [...declared].some((group) =>
    new RegExp(`(?:^|[^a-z0-9.-])${group.replace(/\./g, '\\.')}(?![a-z0-9.-])`).test(changed),
  );
}

/**
 * A copy of another project's CRD (foreign-crd.ts): at most a warning, that says whose groups the
 * repository declares. `whole`: the report is about the whole CRD (removed, moved in a chart),
 * which the repository did and that project did not: the note says only whose CRD it is.
 */
export function foreignSoftening(
  foreign: Foreign,
  whole = false,
): { readonly atMost: 'warning'; readonly note: string } {
  const { declared, undeclaredKind } = foreign;
  const shown = [...declared].sort();
  const named = shown.slice(0, 3).join(', ') + (shown.length > 3 ? `, and ${shown.length - 3} more` : '');
  // A kind of a group the repository declares, that no Go type of it declares, is a copy as a
  // rule; but a two-step removal (the Go types first, the CRD a later change: dapr adb37301,
  // node-feature-discovery 37d51c96) leaves the repository's own CRD so too, which the world of
  // one change cannot tell apart: the note says both.
  if (undeclaredKind !== undefined)
    return {
      atMost: 'warning',
      note:
        `controller-gen generated it from a Go type ${undeclaredKind} that the repository does not hold, ` +
        (whole
          ? "so it reads as a copy of another project's CRD, which clusters may hold from that project's own install too; if this repository removed that Go type earlier, the CRD was its own and the removal deletes its objects"
          : "so it reads as a copy of another project's CRD, whose compatibility is that project's to keep"),
    };
  // Go types of a package the repository imports: maybe a module of the same project
  // (gocrane/crane installs the CRDs of github.com/gocrane/api's types, ec5967f9b9), which the
  // world cannot tell from another project's: the note names the package and says both.
  if (foreign.importedFrom !== undefined && declared.size === 0) {
    const source = `controller-gen generated it from the Go types of ${foreign.importedFrom}, which the repository's Go imports (its own Go declares no API group)`;
    return {
      atMost: 'warning',
      note: whole
        ? `a copy of a CRD made where those types are: ${source}; clusters may hold it from another install too, but if this repository is what installs that API, the removal deletes its objects`
        : `a copy of a CRD made where its types are: ${source}, so the change is made and kept compatible there`,
    };
  }
  const why =
    foreign.takenFrom !== undefined
      ? `its file says it was taken from ${foreign.takenFrom}`
      : foreign.approvedIn !== undefined
        ? `its API was approved in ${foreign.approvedIn} (api-approved.kubernetes.io), and the repository's Go declares no API group`
        : foreign.vendoredIn !== undefined
          ? `the repository's Go API types declare ${named}, and its group is declared by ${foreign.vendoredIn}, a module the repository vendors`
          : declared.size === 0
            ? 'controller-gen generated it from Go types the repository does not hold (its Go declares no API group)'
            : `the repository's Go API types declare ${named}, not its group`;
  // Its kind named after a Go type of the repository: maybe the repository's own API, moved to another group since.
  const moved =
    whole && foreign.kindDeclared !== undefined
      ? `; if it is the repository's own ${foreign.kindDeclared} of before its API moved to another group, the removal deletes its objects`
      : '';
  return {
    atMost: 'warning',
    note: whole
      ? `a copy of another project's CRD (${why}), which clusters may hold from that project's own install too${moved}`
      : `a copy of another project's CRD: ${why}, so the change is that project's to keep compatible`,
  };
}

/**
 * What a report about this CRD adds when the CRD promises no compatibility (Gateway API's
 * experimental channel, an OpenShift no-upgrade feature set's variant), is Flux's own in a
 * Flux-bootstrapped repository, or is a test's copy: at most a warning (a notice for a test's
 * copy), and why. `base`: the CRD before the change, where the report compares with one.
 */
export function softenedFor(
  crd: KubeObject,
  base?: KubeObject,
): Partial<typeof EXPERIMENTAL | typeof FLUX | typeof TEST_TREE | NonNullable<ReturnType<typeof featureSetSoftening>>> {
  const metadata = crd.value.metadata;
  const experimental =
    isJsonObject(metadata) &&
    isJsonObject(metadata.annotations) &&
    metadata.annotations[CHANNEL_ANNOTATION] === 'experimental';
  if (experimental) return EXPERIMENTAL;
  // Only where the base was such a variant too: a CRD the Default feature set had, now no-upgrade
  // only, is what Default clusters held (a regression probe). And where the base was, whatever the
  // head says: only the clusters of its feature sets hold it and its objects, which a head made
  // for every cluster breaks as it breaks a tech preview (cluster-version-operator 852097993 took
  // its tech-preview Lightspeed CRDs from upstream, annotations and all dropped: 49 errors).
  const featureSet = featureSetSoftening(metadata);
  const baseFeatureSet = base === undefined ? undefined : featureSetSoftening(base.value.metadata);
  if (featureSet && (base === undefined || baseFeatureSet)) return featureSet;
  if (baseFeatureSet) return baseFeatureSet;
  if (FLUX_COMPONENTS.test(crd.source.file) && FLUX_GROUP.test(crd.name)) return FLUX;
  return isInTestTree(crd.source.file) ? TEST_TREE : {};
}

/**
 * softenedFor, or where it says nothing, what a report adds when the CRD is a Crossplane function's
 * input (crossplane-function-input.ts), when no kustomize rendering of the
 * file has what the change breaks (kustomized-away.ts), when it breaks an alpha field of a
 * Kubernetes API type (alpha-kubernetes-field.ts), or when no release has it (unreleased.ts);
 * `difference` undefined: the report is about the whole CRD.
 */
export function softening(
  ctx: RuleContext,
  crd: KubeObject,
  difference?: CompatDifference,
):
  | ReturnType<typeof softenedFor>
  | ReturnType<typeof unreleasedSoftening>
  | typeof KUSTOMIZED_AWAY
  | typeof FUNCTION_INPUT
  | ReturnType<typeof schemaOnlySoftening>
  | ReturnType<typeof chartSourceSoftening>
  | ReturnType<typeof webhookSoftening>
  | ReturnType<typeof alphaFieldSoftening>
  | ReturnType<typeof retiredFieldSoftening>
  | ReturnType<typeof foreignSoftening>
  | NonNullable<ReturnType<typeof scaffoldSoftening>>
  | ReturnType<typeof otherCopySoftening>
  | ReturnType<typeof unknownKeepingSoftening> {
  const softened = softenedFor(crd, ctx.baseOf(crd));
  if (softened.atMost !== undefined) return softened;
  if (isFunctionInput(ctx, crd)) return FUNCTION_INPUT;
  const schemaOnly = schemaOnlyCrd(ctx, crd);
  if (schemaOnly) return schemaOnlySoftening(schemaOnly);
  const chartSource = chartSourceCrd(ctx, crd);
  if (chartSource) return chartSourceSoftening(chartSource);
  // The CRD itself where it is the stored one (a removal), else the stored copy of it.
  const stored = ctx.baseOf(crd) ?? (difference ? undefined : crd);
  const scaffold = scaffoldSoftening(stored, difference?.version);
  // Every copy of it in the base a scaffold: another copy of a real API (ocm-agent-operator
  // 0119a69e5d deleted one beside the scaffold it filled in) holds objects to break.
  const base = ctx.whole?.base ?? ctx.base;
  if (
    scaffold &&
    (stored === undefined ||
      base === undefined ||
      base.sameIdentity(stored).every((copy) => scaffoldSoftening(copy, difference?.version) !== undefined))
  )
    return scaffold;
  // The whole CRD removed from a file the repository's own code installs is its own removal.
  const foreign = difference === undefined && embeddedByOwnCode(ctx, crd) ? undefined : foreignTo(ctx, crd);
  // A value that names one of the repository's groups ties the copy to the repository (the CRD's
  // own group aside, which a copy in it names throughout).
  const own = foreign && new Set([...foreign.declared].filter((g) => g !== crdGroup(crd)));
  if (foreign && own && !(difference && namesGroupOf(difference, own)))
    return foreignSoftening(foreign, difference === undefined);
  if (difference && kustomizedAway(ctx, crd, difference)) return KUSTOMIZED_AWAY;
  const alpha = difference && alphaKubernetesField(ctx.baseOf(crd), difference);
  // What the releases say too, where they tell: a field no release had (ollama-operator c63db3ee73
  // dropped PodResourceClaim.source with a k8s.io/api bump, below a podTemplate added since).
  if (alpha) {
    const softenedAlpha = alphaFieldSoftening(alpha, leftAlpha(crd, difference, alpha));
    const verdict = releaseVerdict(ctx, crd, difference);
    return verdict === undefined
      ? softenedAlpha
      : { ...softenedAlpha, note: `${softenedAlpha.note}; ${unreleasedSoftening(verdict).note}` };
  }
  const retired = difference && retiredKubernetesField(ctx.baseOf(crd), difference);
  if (retired) return retiredFieldSoftening(retired);
  // The releases that stored the version decide whether it is reported at all (version-removed.ts).
  if (difference?.check === UNSERVED_VERSION_REMOVED) return softened;
  const copy =
    difference && difference.version !== '' && agreeingBaseCopy(ctx, crd, difference.version, difference.property);
  if (copy) return otherCopySoftening(copy);
  const keeping =
    difference?.ruleId === 'compat/field-removed' && difference.version !== ''
      ? unknownKeepingCopy(ctx, crd, difference.version, difference.property)
      : undefined;
  if (keeping) return unknownKeepingSoftening(keeping);
  const webhook = difference && validatingWebhookFor(ctx, crd, difference);
  if (webhook !== undefined) return webhookSoftening(webhook, crdNames(crd).plural ?? crd.name);
  const verdict = releaseVerdict(ctx, crd, difference);
  return verdict === undefined ? softened : unreleasedSoftening(verdict);
}

const unknownKeepingSoftening = (file: string) =>
  ({
    atMost: 'warning',
    note: `another copy of the CRD, ${file}, keeps unknown fields there, so clusters installed from it prune nothing and only those installed from this file lose the field`,
  }) as const;

/** A property path as a message names it: `spec.size`, `spec.ports[*].name`, or "the schema root". */
export function fieldName(property: string): string {
  if (property === ROOT_PROPERTY) return 'the schema root';
  return property.startsWith(`${ROOT_PROPERTY}.`) ? property.slice(2) : property.slice(1);
}

/**
 * What must stay unchanged for ratcheting to spare a stored object (spec §5.6), as a message names
 * it: the node, or the atomic list above it that counts as a whole.
 */
export const unchangedName = (d: CompatDifference): string =>
  fieldName(('ratchetUnit' in d ? d.ratchetUnit : undefined) ?? d.property);

/**
 * A JSON value in a message. A string is quoted as the manifest has it when JSON would only add
 * escapes: a pattern `^\d+(\.\d+)?$` reads as written, not with every backslash doubled
 * (cluster-api-provider-packet's Calico durations), so that it can be copied back into a CRD; one
 * that holds a double quote, in single quotes where it holds none (haproxytech/kubernetes-ingress's
 * `^(?:[A-Za-z]+\("([A-Za-z\s]+)"\)|…)`, shown beside a base pattern written plainly).
 */
export const shown = (value: unknown): string => {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string' && !/[\u0000-\u001f\u2028\u2029]/.test(value)) {
    if (!value.includes('"')) return `"${value}"`;
    if (!value.includes("'")) return `'${value}'`;
  }
  return JSON.stringify(value);
};

/** A type as messages name it; null is "any type" (no type and no int-or-string). */
export const typeText = (t: unknown): string => (t === null ? 'any type' : shown(t));
