import type { CacheKey } from '../../engine/review-cache.js';
import { jsonKey } from './json-equality.js';
import type { RuleContext } from '../../engine/rule.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { compareCrds, differenceKey, type CompatDifference } from './compare-crds.js';
import { compatCrd, compatCrdOfBase, CRD_V1BETA1 } from './compat-crd.js';
import { lastPropertyName, parsePropertyPath } from './property-path.js';
import { isRefusedCrd, refusedForUncompilableRules } from './refused-crd.js';
import { compareOptions } from './compat-options.js';
import { goTypesOf } from './compat-report.js';
import { listedReleases, precedesFirstRelease, releaseVerdictBy, type ReleaseVerdict } from '../released-crds.js';
import { servedVersionNames } from '../crd/schema/hoisting.js';

// A break of something no release had (released-crds.ts): the change is compared with each
// release as it was compared with the base, and a difference that no release shows against the
// head (the field was added after the release, or the constraint is back to what the release
// had) breaks only builds made since. Differences are matched by rule, version, property, check
// and CEL rule, as their fingerprints are; whatever cannot be compared counts as released.
// Releases are not all alike: users of an older line (a patch tagged on a release branch after
// the newest release) upgrade through the newest, so what only they have is no break of this
// change's; what the base's own release has always is (released-crds.ts releaseVerdictBy).

// Head object → release object → the keys of their differences, or 'incomparable', or, for a
// v1beta1 CRD of the release, which is not compared, the versions it has: a difference of any
// other version is none of that release's.
type Keys =
  | ReadonlyMap<string, readonly CompatDifference[]>
  | 'incomparable'
  | {
      readonly v1beta1Versions: ReadonlySet<string>;
      /** Whether the release's schema of a version declared a property, where it wrote schemas. */
      readonly declares?: (version: string, property: string) => boolean;
    };
const AGAINST_RELEASE: CacheKey<WeakMap<KubeObject, Map<KubeObject, Keys>>> = {
  name: 'compat differences against releases',
  create: () => new WeakMap(),
};

function keysAgainst(ctx: RuleContext, release: KubeObject, head: KubeObject): Keys {
  const memo = ctx.cache.get(AGAINST_RELEASE);
  let byRelease = memo.get(head);
  if (!byRelease) memo.set(head, (byRelease = new Map()));
  let keys = byRelease.get(release);
  if (keys === undefined) {
    // A v1beta1 release that pruned is compared as clusters served it, as the base of a change is
    // (minio/operator's v3.0.29 required spec.zones, which 7e532e62 restored); one that kept
    // unknown fields is not compared, and every version it has counts as released.
    const pruned = release.apiVersion === CRD_V1BETA1 ? compatCrdOfBase(release) : undefined;
    const r = pruned ?? compatCrd(release);
    const h = compatCrd(head);
    const v1beta1 =
      release.apiVersion === CRD_V1BETA1 && pruned === undefined ? new Set(servedVersionNames(release)) : undefined;
    // snapshotter 58bae804: v1alpha1, storage version of v8.1.1 but not of the base, was removed.
    // With the base's Go types, as the base is compared: what a free-form release held that they
    // declare is what the head may now require of it (compare-schemas.ts requiredOfFreeForm).
    const options = { ...compareOptions(ctx), storedVersionRemoval: true, goTypesOf: goTypesOf(ctx, release) };
    keys = v1beta1
      ? { v1beta1Versions: v1beta1, ...declaredBy(release) }
      : r && h && !isRefusedCrd(r) && !refusedForUncompilableRules(ctx, release)
        ? byKey(compareCrds(r, h, options))
        : 'incomparable';
    byRelease.set(release, keys);
  }
  return keys;
}

function byKey(differences: readonly CompatDifference[]): Map<string, CompatDifference[]> {
  const out = new Map<string, CompatDifference[]>();
  for (const d of differences) {
    const key = differenceKey(d);
    const list = out.get(key);
    if (list) list.push(d);
    else out.set(key, [d]);
  }
  return out;
}

/**
 * Of a v1beta1 release that kept unknown fields, where each of its versions wrote a schema of
 * properties: by version, whether that schema declared a property path. A v1beta1 schema was often
 * partial, so a field it did not declare is no field of the release only where the release's Go
 * does not declare its JSON name either (service-binding-operator's v0.4.0 had no `namePrefix`,
 * which 395e87bce5 removed before the next release).
 */
function declaredBy(release: KubeObject): { declares?: (version: string, property: string) => boolean } {
  const spec = release.value.spec;
  if (!isJsonObject(spec)) return {};
  const declared = compatCrdOfBase({
    ...release,
    value: { ...release.value, spec: { ...spec, preserveUnknownFields: false } },
  });
  if (!declared || declared.versions.some((v) => !v.schema || !isJsonObject(v.schema.properties))) return {};
  const declares = (version: string, property: string): boolean => {
    let node: unknown = declared.versions.find((v) => v.name === version)?.schema;
    for (const step of parsePropertyPath(property) ?? []) {
      if (!isJsonObject(node)) return false;
      const holder: unknown =
        step === 'items' ? node.items : step === 'additionalProperties' ? node.additionalProperties : node.properties;
      node = typeof step === 'object' && isJsonObject(holder) ? holder[step.property] : holder;
    }
    return isJsonObject(node);
  };
  return { declares };
}

const hasDifference = (
  keys: Keys,
  difference: CompatDifference,
  goDeclares: (jsonName: string) => boolean | undefined = () => undefined,
): boolean => {
  if (keys === 'incomparable') return true;
  if ('v1beta1Versions' in keys) {
    const name = difference.ruleId === 'compat/field-removed' ? lastPropertyName(difference.property) : undefined;
    if (
      name !== undefined &&
      keys.declares !== undefined &&
      keys.v1beta1Versions.has(difference.version) &&
      !keys.declares(difference.version, difference.property) &&
      goDeclares(name) === false
    )
      return false;
    return v1beta1ReleaseHas(keys.v1beta1Versions, difference);
  }
  const against = keys.get(differenceKey(difference));
  return against !== undefined && against.some((r) => sameBreak(r, difference));
};

/**
 * Whether a release's difference from the head breaks what `difference` does: for an enum
 * narrowed, where the release held a value the change removed (istio-ecosystem/sail-operator's
 * nightly version bumps dropped values no release had, while the release had others main had
 * dropped before: 118 errors); for the others, the same check at the same place.
 */
function sameBreak(release: CompatDifference, difference: CompatDifference): boolean {
  if (difference.ruleId !== 'compat/enum-narrowed' || !Array.isArray(difference.head)) return true;
  const kept = new Set(difference.head.map(jsonKey));
  const removed = Array.isArray(difference.base) ? difference.base.filter((v) => !kept.has(jsonKey(v))) : undefined;
  // From no enum (any value) or to one: what the release held beyond the head is unknown here.
  if (removed === undefined || !Array.isArray(release.base)) return true;
  const held = new Set(release.base.map(jsonKey));
  return removed.some((v) => held.has(jsonKey(v)));
}

/**
 * Whether a release whose CRD was v1beta1 (not compared) may have what `difference` breaks: a
 * difference of a version it has; one of the CRD as a whole (no version: its scope, its names, its
 * size), which it had; and a storage version changed from one it has (nginx's kubernetes-ingress
 * shipped Policy as v1beta1 with v1alpha1 stored, which 29fcfb2ea moved to v1), whose difference
 * names the new version.
 */
function v1beta1ReleaseHas(versions: ReadonlySet<string>, difference: CompatDifference): boolean {
  if (difference.version === '' || versions.has(difference.version)) return true;
  return difference.ruleId === 'compat/storage-version-changed' && versions.has(String(difference.base));
}

/**
 * Whether what `difference` breaks (with no difference: the CRD `head` as a whole) is in no
 * release users have; undefined when it is, or when that cannot be told: no releases known, no
 * newest final release without it, the base's own final release has it, or a release that has
 * it (or may) is of another module.
 */
export function releaseVerdict(
  ctx: RuleContext,
  head: KubeObject,
  difference?: CompatDifference,
): ReleaseVerdict | undefined {
  return releaseVerdictBy(
    ctx,
    head,
    (crd, release) =>
      difference === undefined ||
      (hasDifference(keysAgainst(ctx, crd, head), difference, (name) =>
        ctx.services?.releases?.goDeclares?.(release, name),
      ) &&
        !failedAlikeAtBase(ctx, crd, head, difference)),
  );
}

/**
 * Whether a CEL rule the change rewrote fails on the release's objects exactly where the base's
 * rule failed already: both hold wherever the same fields are set, and fail (no such key) only
 * where they are not. The change then breaks no object of the release; the rule it rewrote, which
 * no release had either, broke them (Kong/kong-operator f2ac0c8ab6 renamed a kind in a root rule
 * that an unreleased change had added: v1.3.0's Gadgets without `spec` failed both).
 */
function failedAlikeAtBase(ctx: RuleContext, release: KubeObject, head: KubeObject, d: CompatDifference): boolean {
  if (d.ruleId !== 'compat/cel-rule-added-or-changed' || !Array.isArray(d.base) || d.base.length === 0) return false;
  const base = ctx.baseOf(head);
  const againstHead = keysAgainst(ctx, release, head);
  if (!base || againstHead === 'incomparable' || 'v1beta1Versions' in againstHead) return false;
  const fields = (r?: CompatDifference) =>
    r !== undefined && 'failsOnlyWithout' in r ? r.failsOnlyWithout : undefined;
  const now = fields(againstHead.get(differenceKey(d))?.[0]);
  if (now === undefined) return false;
  const againstBase = keysAgainst(ctx, release, base);
  if (againstBase === 'incomparable' || 'v1beta1Versions' in againstBase) return false;
  return d.base.some((text) => {
    const before = fields(againstBase.get(differenceKey({ ...d, rule: String(text) }))?.[0]);
    return before !== undefined && before.length === now.length && before.every((f) => now.includes(f));
  });
}

/**
 * Whether `other`, compared with `head` as a release is, shows no difference in `version`, nor
 * `head` compared with `other` at `property` (a field, with what lies above and below it): the
 * change made that version of `head` what `other` already had (other-base-copy.ts).
 */
export function agreesWith(
  ctx: RuleContext,
  other: KubeObject,
  head: KubeObject,
  version: string,
  property: string,
): boolean {
  const forward = keysAgainst(ctx, other, head);
  if (forward === 'incomparable' || 'v1beta1Versions' in forward) return false;
  // A description reworded is no break: a regeneration rewrites those of every copy
  // (multicloud-operators-subscription c51a7cc8 made a stale copy agree with four others, and
  // reworded the descriptions of all five).
  for (const key of forward.keys()) {
    const [ruleId, v] = JSON.parse(key) as unknown[];
    if (v === version && ruleId !== 'compat/description-changed') return false;
  }
  // And the other way at the field: a copy that lacks what the change bounds (a stale OLM bundle
  // without the field: security-profiles-operator 312b66b4) shows no break towards the head, only
  // the head towards it. Elsewhere the copies may differ: the change may edit that copy too
  // (k8sgpt-operator 320d6073 added a status field to both).
  const backward = keysAgainst(ctx, head, other);
  if (backward === 'incomparable' || 'v1beta1Versions' in backward) return false;
  const related = (p: string) => p === property || isBelow(p, property) || isBelow(property, p);
  for (const key of backward.keys()) {
    const [ruleId, v, p] = JSON.parse(key) as [unknown, unknown, unknown];
    if (ruleId === 'compat/description-changed') continue;
    if (v === version && typeof p === 'string' && related(p)) return false;
  }
  return true;
}

/** Whether a property path lies below another (`^.spec.a.b` below `^.spec.a`, `^.spec.a[*]` too). */
const isBelow = (p: string, above: string): boolean => p.startsWith(`${above}.`) || p.startsWith(`${above}[`);

/** What a report adds when it breaks nothing released: at most a warning, and why. */
export const unreleasedSoftening = (verdict: ReleaseVerdict) =>
  ({ atMost: 'warning', note: verdictNote(verdict) }) as const;

function verdictNote(verdict: ReleaseVerdict): string {
  if (verdict.kind === 'in no release') {
    const { releases } = verdict;
    if (verdict.first !== undefined)
      return `${precedesFirstRelease(verdict.first)}, so it breaks only builds made before it`;
    // Not "no release has it": an older release may (secrets-store-csi-driver d0faaff7 forward-ports
    // a removal v1.1.0 shipped from its release branch; v1.0.0 had the field), and its users upgrade through these.
    // Compared with the head, the release shows no such break: a field it lacked too, a field it
    // required already, a CRD or version it never had ("does not have what this changes", and then
    // "already agrees with this change here", read as the release having the new shape).
    return `${listedReleases(releases)} ${hasOrHave(releases)} nothing this breaks, so it breaks only builds made since`;
  }
  const { newest, lacking, older, prereleases } = verdict;
  const nor = lacking.length === 0 ? '' : `, nor ${hasOrHave(lacking)} ${listedReleases(lacking)}`;
  const clauses = [`${newest}, the newest release, has nothing this breaks${nor}`];
  if (older.length > 0)
    clauses.push(`users of the older ${plural(older, 'release')} ${listedReleases(older)} upgrade through it`);
  if (prereleases.length > 0)
    clauses.push(
      `${listedReleases(prereleases)} ${prereleases.length === 1 ? 'is a prerelease, which promises' : 'are prereleases, which promise'} no compatibility`,
    );
  const last = clauses.pop();
  return `${[...clauses, `and ${last}`].join(', ')}, so this breaks only builds made since`;
}

const hasOrHave = (releases: readonly string[]): string => (releases.length === 1 ? 'has' : 'have');

const plural = (names: readonly string[], word: string) => (names.length === 1 ? word : `${word}s`);

/**
 * The releases whose CRD (as read: a v1 copy, compared with the head) shows `difference` too:
 * they had what the change breaks. Empty without releases, and for those whose CRD could not be read.
 */
export function releasesHaving(
  ctx: RuleContext,
  head: KubeObject,
  difference: CompatDifference,
): readonly { readonly name: string; readonly crd: KubeObject }[] {
  const known = ctx.services?.releases?.at(head.name, (ctx.baseOf(head) ?? head).source.file);
  if (!known) return [];
  return [...known.byRelease].flatMap(([name, crd]) =>
    crd !== null &&
    crd !== 'unknown' &&
    crd.apiVersion !== CRD_V1BETA1 &&
    hasDifference(keysAgainst(ctx, crd, head), difference)
      ? [{ name, crd }]
      : [],
  );
}
