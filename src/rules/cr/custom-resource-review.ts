import { clustersAtLeast } from '../crd/crd-config.js';
import type { CacheKey } from '../../engine/review-cache.js';
import { overlayPatching } from './overlay-patched.js';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { archivedEntry } from './archived-resource.js';
import { scaffoldPlaceholder } from './scaffold-sample.js';
import { renderedVariant, type RenderedVariant } from './helm-rendered-crd.js';
import { isNameless } from './nameless-resource.js';
import { sameValue } from '../crd/schema/same-value.js';
import { fieldReferencePlaceholders, type Placeholders } from './field-reference.js';
import { appliedByEarlierStep } from './test-steps.js';
import { printedPath } from './cr-error.js';
import {
  candidates,
  crdIndex,
  indexedKinds,
  match,
  servedVersion,
  type CrdsByKind,
  type ServedVersion,
} from './match/serving-crds.js';
import { createOutcome, isRootMetadataError, judgedByBody } from './outcome-memo.js';
import {
  isBlocking,
  NOT_CHECKED,
  validateCustomResource,
  type ClusterOptions,
  type CrError,
  type NotEvaluated,
  type Operation,
  type OldObject,
  type ResourceOutcome,
} from './validate-custom-resource.js';

// The custom resources of a review and what the apiserver answers for each, computed once per
// world and shared by the cr/ rules (each reports its own errors). Rules that look across files
// are `repository` scope: in the review of a change, the world is asked only for the CRDs that
// define the kinds its objects have, and for the objects of those kinds (world.ts).

export interface ReviewedResource {
  readonly object: KubeObject;
  /** The CRDs' names (several when several serve the kind) and the version. */
  readonly crd: string;
  readonly version: string;
  readonly operation: Operation;
  /** The errors every serving CRD returns (CR-MATCH-004). */
  readonly errors: readonly CrError[];
  readonly celNotEvaluated: readonly NotEvaluated[];
  /** The stored object's apiVersion, when only a conversion webhook could convert it (validated without it). */
  readonly notConverted?: string;
  /** A create where the CRD enables the status subresource: the apiserver drops the status the manifest writes. */
  readonly statusDropped?: true;
  /** The serving version enables the status subresource: only /status writes status (its controller). */
  readonly statusSubresource?: true;
  /** The entry of an archive of releases the resource is an older copy of, judged by today's CRDs (archived-resource.ts). */
  readonly archivedIn?: string;
  /** The kustomization that patches the resource before it applies it, where it stands in a kustomize base (overlay-patched.ts). */
  readonly patchedBy?: string;
  /** The Helm rendering of its CRD that refused values the chart's templates write (helm-rendered-crd.ts). */
  readonly renderedVariant?: RenderedVariant;
  /** How kubebuilder's placeholder reads, where the resource is its untouched scaffolded sample (scaffold-sample.ts). */
  readonly scaffoldPlaceholder?: string;
  /** A field reference generated from the schema (field-reference.ts), and how many errors it is not reported with. */
  readonly fieldReference?: Placeholders & { readonly errors: number };
  /**
   * An update of the object stored from the base manifest passes these by ratcheting, but a create
   * of the manifest, under the CRD the change made, is refused with them (refusedOnCreateOnly).
   */
  readonly refusedOnCreateOnly?: readonly CrError[];
}

export interface UnservedResource {
  readonly object: KubeObject;
  readonly crds: readonly KubeObject[];
  /** apiextensions.k8s.io/v1beta1 copies of the CRD that serve the version (serving-crds.ts). */
  readonly legacy?: readonly KubeObject[];
}

export interface CustomResourceReview {
  readonly reviewed: readonly ReviewedResource[];
  readonly unserved: readonly UnservedResource[];
  /** Resources of a served kind with neither metadata.name nor generateName: not validated (isNameless). */
  readonly nameless: readonly { readonly object: KubeObject; readonly crd: string }[];
  /**
   * The resources the first serving version drops no key from (pruning and ObjectMeta coercion):
   * cr/unknown-field, which reports only what every serving version drops, has nothing to say
   * about them.
   */
  readonly undropped: ReadonlySet<KubeObject>;
}

const REVIEWS: CacheKey<WeakMap<World, CustomResourceReview>> = {
  name: 'cr/ reviews by world',
  create: () => new WeakMap(),
};

/** The review when a cr/ rule has already made it; undefined otherwise (it is not made here). */
export function madeCustomResourceReview(ctx: RuleContext): CustomResourceReview | undefined {
  return ctx.cache.get(REVIEWS).get(ctx.head);
}

export function customResourceReview(ctx: RuleContext): CustomResourceReview {
  const byWorld = ctx.cache.get(REVIEWS);
  let review = byWorld.get(ctx.head);
  if (!review) {
    review = reviewWorld(ctx);
    byWorld.set(ctx.head, review);
  }
  return review;
}

function reviewWorld(ctx: RuleContext): CustomResourceReview {
  const index = crdIndex(ctx, ctx.head);
  if (indexedKinds(index).size === 0) return { reviewed: [], unserved: [], nameless: [], undropped: new Set() };
  const baseIndex = ctx.base ? crdIndex(ctx, ctx.base) : undefined;
  const strict = ctx.config.cr?.fieldValidation === 'Strict';
  // crd.minKubernetesVersion names the oldest cluster: a format it does not know, it does not check.
  const cluster = {
    k8sNameFormats: clustersAtLeast(ctx.config.crd, 34),
    numberFormats: clustersAtLeast(ctx.config.crd, 36),
  };
  const reviewed: ReviewedResource[] = [];
  const unserved: UnservedResource[] = [];
  const undropped = new Set<KubeObject>();
  const nameless: { object: KubeObject; crd: string }[] = [];
  let paths: readonly string[] | undefined;
  const pathsOf = () => (paths ??= (ctx.whole?.head ?? ctx.head).paths());
  for (const o of candidates(ctx, index)) {
    // A document without metadata is a file in an object's shape that a tool reads (clusterctl's
    // metadata.yaml, kind Metadata, has a CRD too), not a manifest anyone applies: kubectl refuses
    // it client-side ("resource name may not be empty"). Judging it would only give false errors.
    if (!isJsonObject(o.value.metadata)) continue;
    const m = match(index, o);
    if (m.kind === 'unserved') unserved.push({ object: o, crds: m.crds, ...(m.legacy ? { legacy: m.legacy } : {}) });
    if (m.kind !== 'served') continue;
    // An object named by generateName alone is created anew each time (`kubectl create`; `kubectl
    // apply` refuses it): never an update of the one at base (k8s-dogu-operator ce9b1fb4's restart
    // sample, whose immutable fields changed).
    const atBase =
      isJsonObject(o.value.metadata) && typeof o.value.metadata.name === 'string' && o.value.metadata.name !== ''
        ? ctx.baseOf(o)
        : undefined;
    const base = atBase && !refusedOnCreate(atBase, baseIndex, ctx, cluster) ? atBase : undefined;
    // CR-MATCH-005: an old object at another version is rewritten to this one when the CRD's
    // conversion is None; a webhook cannot be run offline.
    const viaWebhook = (served: ServedVersion) =>
      base !== undefined && base.version !== o.version && served.conversion === 'Webhook';
    // CR-MATCH-004: an error stands only when every serving CRD returns it, so once the errors
    // the variants share run out, the later variants cannot add one: a valid resource is
    // validated against one CRD, not against every release and channel of it.
    let first: ResourceOutcome | undefined;
    let common: CrError[] = [];
    let allDrop = true;
    for (const served of m.versions) {
      const outcome = base
        ? validateCustomResource(
            o.value,
            served,
            ctx.cache,
            viaWebhook(served) ? 'not converted' : oldObjectOf(base, baseIndex),
            cluster,
          )
        : createOutcome(o.value, served, ctx.cache, cluster);
      common = first === undefined ? [...outcome.errors] : commonErrors(common, outcome.errors);
      if (first === undefined && outcome.dropped.length === 0) undropped.add(o);
      first ??= outcome;
      allDrop &&= outcome.dropped.length > 0;
      if (common.length === 0 && !(strict && allDrop)) break;
      // Errors of the root metadata are returned alike by every version that judges the body
      // alone: once only they are left, the later versions can only return them again.
      if (!base && !strict && common.every(isRootMetadataError) && judgedByBody(o.value, m.versions, ctx.cache)) break;
    }
    const firstServed = m.versions[0];
    if (!first || !firstServed) continue;
    if (base && common.length > 0 && sameValue(base.value, o.value))
      common = withoutNoopErrors(common, base, baseIndex, ctx, cluster);
    // A later step of a test patches what an earlier step made: what it leaves out is kept, and the
    // rules run on the merged object, which is not known here.
    // A rule that fails on the patch as written may pass on the merged object (redpanda-operator's
    // topic tests patch a Topic with `has(self.cluster) || has(self.brokers)` keeping brokers).
    const patchesStep =
      common.some((e) => isRequired(e) || isRuleFailure(e)) && appliedByEarlierStep(ctx.whole?.head ?? ctx.head, o);
    // The rules the apiserver skipped for those alone run on the merged object.
    const rulesUnchecked =
      patchesStep &&
      common.some((e) => e.error === NOT_CHECKED || isRuleFailure(e)) &&
      !common.some((e) => !isRequired(e) && !isRuleFailure(e) && e.error !== NOT_CHECKED && isBlocking(e.error));
    if (patchesStep)
      common = common.filter(
        (e) => !isRequired(e) && !isRuleFailure(e) && !(rulesUnchecked && e.error === NOT_CHECKED),
      );
    // Under strict field validation a field pruning drops fails the request at decoding (400,
    // cr/unknown-field's), before any validation (spec/cr-validation.md §3.2).
    const refusedAtDecoding = strict && allDrop;
    const fieldReference = common.length > 0 ? fieldReferencePlaceholders(o) : undefined;
    // A field reference without a name (crd-to-sample-yaml's) is noted as what it is, by cr/schema.
    if (fieldReference === undefined && isNameless(o)) {
      nameless.push({ object: o, crd: m.crdNames });
      continue;
    }
    const unreported = refusedAtDecoding || fieldReference !== undefined;
    // Nor does a create of a step that patches what an earlier step made: it is never created as
    // written (percona-server-mysql-operator's version-service/02-set-upgradeOption-never.yaml,
    // whose update the ratchet passed, was said refused on create as written).
    const onCreate =
      base && !unreported && !patchesStep && !appliedByEarlierStep(ctx.whole?.head ?? ctx.head, o)
        ? refusedOnCreateOnly(o, m.versions, common, ctx, cluster, base, baseIndex)
        : { createOnly: [], standing: [] };
    const createOnly = onCreate.createOnly;
    // What a create of the base manifest got under the base CRD too is the manifest's own error,
    // whatever the change did to the CRD: no object was ever stored from it.
    if (onCreate.standing.length > 0) common = [...common, ...onCreate.standing];
    const archivedIn =
      common.length > 0 || createOnly.length > 0 ? archivedEntry(o.source.file, m.versions, pathsOf) : undefined;
    const patchedBy = common.length > 0 ? overlayPatching(ctx, o) : undefined;
    const placeholder =
      common.length > 0 || createOnly.length > 0 ? scaffoldPlaceholder(o, ctx.whole?.head ?? ctx.head) : undefined;
    const variant =
      common.length > 0
        ? renderedVariant(
            ctx.whole?.head ?? ctx.head,
            m.versions.map((v) => v.crd),
            common,
          )
        : undefined;
    reviewed.push({
      object: o,
      crd: m.crdNames,
      version: firstServed.version,
      operation: first.operation,
      errors: unreported ? [] : common,
      celNotEvaluated: unreported
        ? []
        : rulesUnchecked
          ? [...first.celNotEvaluated, PATCHED_STEP]
          : first.celNotEvaluated,
      ...(base && m.versions.some(viaWebhook) ? { notConverted: base.apiVersion } : {}),
      ...(first.operation === 'create' && firstServed.statusSubresource ? { statusDropped: true as const } : {}),
      ...(firstServed.statusSubresource ? { statusSubresource: true as const } : {}),
      ...(fieldReference ? { fieldReference: { ...fieldReference, errors: common.length } } : {}),
      ...(createOnly.length > 0 ? { refusedOnCreateOnly: createOnly } : {}),
      ...(archivedIn !== undefined ? { archivedIn } : {}),
      ...(patchedBy !== undefined ? { patchedBy } : {}),
      ...(placeholder !== undefined ? { scaffoldPlaceholder: placeholder } : {}),
      ...(variant !== undefined ? { renderedVariant: variant } : {}),
    });
  }
  return { reviewed, unserved, nameless, undropped };
}

const isRequired = (e: CrError): boolean => e.error.type === 'Required value';
/** A CEL rule that failed (not the notice that rules were not checked). */
const isRuleFailure = (e: CrError): boolean => e.ruleId === 'cr/cel' && e.error !== NOT_CHECKED;

/**
 * The errors a create of the manifest gets that the update of the object stored from its base
 * copy did not, where the change touched the CRD that serves it: kubebuilder 9a0b86d8f made `spec`
 * required, and its samples, whose `spec` holds only a comment, pass an update by ratcheting but
 * are refused wherever they are created (a new cluster, a user following the quick start). Only
 * where a CRD changed: with the CRDs as they were, the base review judged the same create.
 */
function refusedOnCreateOnly(
  o: KubeObject,
  versions: readonly ServedVersion[],
  updateErrors: readonly CrError[],
  ctx: RuleContext,
  cluster: ClusterOptions,
  base: KubeObject,
  baseIndex: CrdsByKind | undefined,
): { readonly createOnly: CrError[]; readonly standing: CrError[] } {
  const none = { createOnly: [], standing: [] };
  if (!versions.some((v) => crdChanged(v.crd, ctx))) return none;
  let common: CrError[] | undefined;
  for (const served of versions) {
    const { errors } = createOutcome(o.value, served, ctx.cache, cluster);
    common = common === undefined ? [...errors] : commonErrors(common, errors);
    if (common.length === 0) return none;
  }
  const ratcheted = new Set(updateErrors.map(errorKey));
  const refused = (common ?? []).filter((e) => !ratcheted.has(errorKey(e)));
  if (refused.length === 0) return none;
  // Those a create of the base manifest got under every base CRD too were no change's doing
  // (cloudflare-tunnel-gateway-controller 12506089: a sample's placeholder tunnelID has failed its
  // unchanged pattern since the sample was written, and a change elsewhere in the CRD was blamed).
  let atBase: Set<string> | undefined;
  for (const served of baseServedVersions(base, baseIndex)) {
    const keys = createOutcome(base.value, served, ctx.cache, cluster).errors.map(errorKey);
    atBase = atBase === undefined ? new Set(keys) : new Set(keys.filter((k) => atBase?.has(k)));
  }
  // A base manifest the base CRDs refused on create for anything but a missing field (which a
  // webhook may set) never stored an object whose update ratcheting could spare: every error of the
  // head's create is the manifest's own (vault-config-operator 6185fe86c4's sample repeated an item
  // of a set).
  if ([...(atBase ?? [])].some((key) => !key.endsWith(' Required value'))) return { createOnly: [], standing: refused };
  return { createOnly: refused, standing: [] };
}

/** Whether the change made the CRD differ from its base copy (a new CRD is one too). */
function crdChanged(crd: KubeObject, ctx: RuleContext): boolean {
  let changed = CRD_CHANGED.get(crd);
  if (changed === undefined) {
    const before = ctx.baseOf(crd);
    changed = before === undefined || !sameValue(before.value.spec, crd.value.spec);
    CRD_CHANGED.set(crd, changed);
  }
  return changed;
}

const CRD_CHANGED = new WeakMap<KubeObject, boolean>();

const PATCHED_STEP: NotEvaluated = {
  path: undefined,
  rule: '*',
  reason: 'the resource patches the one an earlier step of its test applies, and the merged object is not known',
};

/**
 * The errors of an unchanged object's update that its CRD change did not bring: those the same
 * no-op update gives under the base CRD too. A re-apply of an unchanged manifest (server-side
 * apply sends it whatever changed) failed that way before the change as well, and the base pass
 * judges a create, which cannot give an update's errors: without this, a transition rule that
 * fails on such an update showed as new on every pull request that touched the CRD
 * (external-snapshotter's CEL test inputs when the storage version moved).
 */
function withoutNoopErrors(
  errors: readonly CrError[],
  base: KubeObject,
  baseIndex: CrdsByKind | undefined,
  ctx: RuleContext,
  cluster: ClusterOptions,
): CrError[] {
  const served = baseServedVersions(base, baseIndex);
  if (served.length === 0) return [...errors];
  const old: OldObject = { raw: base.value, stored: served[0] };
  let before: CrError[] | undefined;
  for (const v of served) {
    const outcome = validateCustomResource(base.value, v, ctx.cache, old, cluster);
    before = before === undefined ? [...outcome.errors] : commonErrors(before, outcome.errors);
  }
  const gone = new Set((before ?? []).map(errorKey));
  return errors.filter((e) => !gone.has(errorKey(e)));
}

/**
 * The base manifest could not have been stored as written: no base CRD serves it (the change adds
 * the CRD, or the version: kuadrant-operator's PlanPolicy sample, scaffolded before its CRD,
 * 34b8c4c7), or every base CRD that serves it refuses its create with an error that stops CEL
 * (CR-CEL-011: a required field missing, a value of the wrong type...). What the cluster holds is then something else (a mutating webhook filled the
 * field in: kamaji's TenantControlPlane sample without its required `controlPlane`), or nothing,
 * and applying the head manifest is a create. Judged as an update of the manifest, ratcheting
 * dropped the unchanged object's Required value, CEL ran on the object no cluster holds, and a
 * rule added to the CRD failed on the missing field ("no such key") as a new error.
 */
function refusedOnCreate(
  base: KubeObject,
  baseIndex: CrdsByKind | undefined,
  ctx: RuleContext,
  cluster: ClusterOptions,
): boolean {
  const served = baseServedVersions(base, baseIndex);
  return (
    served.length === 0 ||
    served.every((v) => createOutcome(base.value, v, ctx.cache, cluster).errors.some((e) => isBlocking(e.error)))
  );
}

/** The base object, with the base CRD's version that stored it (CR-MATCH-005, 006). */
function oldObjectOf(base: KubeObject, baseIndex: CrdsByKind | undefined): OldObject {
  return { raw: base.value, stored: baseServedVersions(base, baseIndex)[0] };
}

/** The base CRDs' served versions of the base object's version, in file order. */
function baseServedVersions(base: KubeObject, baseIndex: CrdsByKind | undefined): ServedVersion[] {
  return (baseIndex?.get(`${base.group}/${base.kind}`) ?? []).flatMap((crd) => {
    const v = servedVersion(crd, base.version);
    return v ? [v] : [];
  });
}

/** CR-MATCH-004: the errors of `kept` that another serving CRD returns too, at the same path with the same type. */
function commonErrors(kept: readonly CrError[], other: readonly CrError[]): CrError[] {
  const returned = new Set(other.map(errorKey));
  return kept.filter((e) => returned.has(errorKey(e)));
}

/** An error as two CRDs are compared on it: rule, path and type. */
const errorKey = (e: CrError): string => `${e.ruleId} ${printedPath(e.error)} ${e.error.type}`;
