import { schemaOnlyCrd, schemaOnlySoftening } from './schema-only-crd.js';
import { chartSourceCrd, chartSourceSoftening } from './chart-source-crd.js';
import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleContext, type RuleReport } from '../../engine/rule.js';
import type { CacheKey, ReviewCache } from '../../engine/review-cache.js';
import type { World } from '../../engine/world.js';
import type { ManifestFile } from '../../parse/manifest-file.js';
import { isKustomizationPath } from '../../parse/kustomize-patches.js';
import { posix } from 'node:path';
import { SchemaNode } from '../crd/schema/schema-node.js';
import {
  compareSchemas,
  isImmutable,
  isImmutabilityRule,
  type CompareOptions,
  type SchemaDifference,
  type SchemaRuleId,
} from './compare-schemas.js';
import type { CompatConfig } from './compat-config.js';
import { compatCrd, compatCrdOfBase, versionNamed, type CompatCrd, type CompatVersion } from './compat-crd.js';
import { compareOptions } from './compat-options.js';
import type { CompatDifference } from './compare-crds.js';
import { fieldName, foreignSoftening, sameVersionDifferences, shown, softenedFor } from './compat-report.js';
import { foreignTo } from './foreign-crd.js';
import { passesUnchanged } from './passes-unchanged.js';
import { byVersionPriority } from '../crd/schema/version-priority.js';
import { unreleasedSoftening } from './unreleased.js';
import { isRefusedAsUpdateOf, isRefusedCrd } from './refused-crd.js';
import { saysUnused } from './deprecated-field.js';
import { releaseVerdictBy } from '../released-crds.js';
import { goConverts } from './go-conversion.js';
import { conversionOffByChartValues } from './helm-chart-crds.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isAtOrBelow, parsePropertyPath } from './property-path.js';
import { treeKey, withPropertyNames } from './cel-ast.js';
import { isImpliedBy } from './implied-by-rule.js';
import { isImpliedByPresence } from './presence-implication.js';
import { STATUS_WRITES, tightensStatusOnly } from './status-writes.js';
import { sameJson } from './json-equality.js';

// spec/crd-compatibility.md §5.8, crdify's served-version validator: two versions of one CRD
// served side by side must accept the same objects when nothing translates between them. With
// conversion strategy None (or absent) the apiserver converts by rewriting apiVersion only
// (apiextensions-apiserver pkg/apiserver/conversion/nop_converter.go), so a field the
// higher-priority version lacks is pruned when the object is written through it, and a value
// the lower version accepts can be rejected by the higher one. What the base CRD already had
// is subtracted: only divergences this change introduces are reported.

/** The checks §5.8 keeps; nullable-changed only true → false (nullableAddition: Allow below). */
const DIVERGENCE_CHECKS: ReadonlySet<SchemaRuleId> = new Set<SchemaRuleId>([
  'compat/field-removed',
  'compat/type-changed',
  'compat/required-added',
  'compat/enum-narrowed',
  'compat/nullable-changed',
  'compat/validation-tightened',
  'compat/cel-rule-added-or-changed',
  'compat/list-type-changed',
  'compat/preserve-unknown-fields-changed',
]);

/**
 * §6: servedVersionConversion Check also compares CRDs converted by a webhook; patternRemoval as for
 * the same-version check; celAst (the crd/ family's parser) so that a higher version's rule that
 * only widens the lower version's (`self == oldSelf || X`) is not called stricter, and
 * patternAdmitsAllOf (pattern-inclusion.ts) so that a pattern rewritten into a wider one is not.
 */
export type DivergenceOptions = Partial<Pick<CompatConfig, 'servedVersionConversion' | 'patternRemoval'>> &
  Pick<CompareOptions, 'celAst' | 'patternAdmitsAllOf'>;

export interface Divergence {
  readonly lower: CompatVersion;
  readonly higher: CompatVersion;
  /** `<lower> -> <higher>` (§3). */
  readonly pair: string;
  /** The underlying rule without `compat/`, and for validation-tightened the keyword (`validation-tightened:maximum`). */
  readonly check: string;
  readonly difference: SchemaDifference;
  /** (pair, property, check): the finding's identity, as for every compat/ finding (§3). */
  readonly identity: string;
  /** The identity and, for CEL, the head rule string: what base and head divergences are compared by. */
  readonly key: string;
}

/** Whether §5.8 applies to a CRD converted this way (its strategy, or what the repository patches it to). */
function isCompared(strategy: string | undefined, options: DivergenceOptions): boolean {
  if (strategy === undefined || strategy === 'None') return true;
  return strategy === 'Webhook' && options.servedVersionConversion === 'Check';
}

/** `strategy: Webhook` in a kustomize patch: the only line a conversion patch needs to say it. */
const WEBHOOK_STRATEGY = /^[ \t]*strategy:[ \t]*["']?Webhook["']?[ \t]*(?:#.*)?$/m;

/**
 * The conversion strategy the CRD is served with, as far as the repository says. A manifest that
 * writes none is, in kubebuilder layouts, a kustomize base that a patch gives its conversion
 * webhook (config/crd/patches/webhook_in_<plural>.yaml, listed under `patches:`; Cluster API's
 * CRDs are all served so): such a CRD counts as converted by webhook. `patches`: the world's
 * kustomize patches that set a webhook (webhookPatches).
 */
export function servedConversion(crd: CompatCrd, patches: () => readonly ManifestFile[]): string | undefined {
  if (crd.conversionStrategy !== undefined) return crd.conversionStrategy;
  // Nothing to compare: no need to look for a patch.
  if (crd.versions.filter((v) => v.served).length < 2) return undefined;
  // The CRD's name whole, not within another's (cloudflare-operator's patch of
  // `clustertunnels.networking.cfargotunnel.com` gave `tunnels.networking.cfargotunnel.com` none).
  const name = crd.object.name;
  return patches().some((f) => namesWhole(f.text, name)) ? 'Webhook' : undefined;
}

/** Whether the text holds `name` whole: not after or before a character a name can hold. */
function namesWhole(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = at === 0 ? '' : (text[at - 1] as string);
    const after = text[at + name.length] ?? '';
    if (!/[\w.-]/.test(before) && !/[\w.-]/.test(after)) return true;
  }
  return false;
}

/**
 * For a CRD the manifest serves without conversion, whether the repository's Go API types convert
 * its kind (go-conversion.ts): a webhook may then convert it where another repository installs it
 * (open-cluster-management-io/api's ManagedClusterAddOn, installed by ocm's cluster-manager), or
 * none may (kube-logging's logging-operator keeps hub and spokes with its webhook patches commented
 * out). Which, the repository does not say: the divergence is at most a warning that says so.
 */
function goConverted(ctx: RuleContext, world: World, crd: CompatCrd) {
  const spec = crd.object.value.spec;
  const group = isJsonObject(spec) ? spec.group : undefined;
  const kind = isJsonObject(spec) && isJsonObject(spec.names) ? spec.names.kind : undefined;
  if (typeof group !== 'string' || typeof kind !== 'string' || !goConverts(world, ctx.cache, group, kind)) return {};
  return {
    atMost: 'warning',
    note: `the repository's Go API types convert ${kind} between versions, so a conversion webhook may translate it where the CRD is installed: make sure one does`,
  } as const;
}

// A world's patches, looked for once per review: one scan of the repository's text for the word,
// not one per CRD (a corpus of 400 CRDs made that the review's whole cost).
const WEBHOOK_PATCHES: CacheKey<WeakMap<World, readonly ManifestFile[]>> = {
  name: 'kustomize conversion webhook patches',
  create: () => new WeakMap(),
};

function webhookPatches(world: World, cache: ReviewCache): () => readonly ManifestFile[] {
  return () => {
    const memo = cache.get(WEBHOOK_PATCHES);
    let found = memo.get(world);
    if (!found) {
      found = world
        .filesMentioning('Webhook', 'kustomize-patch')
        .filter((f) => WEBHOOK_STRATEGY.test(f.text) && !commentedOut(world, f.path));
      memo.set(world, found);
    }
    return found;
  };
}

/**
 * Whether the kustomizations of the repository name the patch only on lines they comment out
 * (`#- patches/webhook_in_tunnels.yaml`, as kubebuilder scaffolds the conversion patches): nothing
 * applies it (cloudflare-operator's Tunnel, served at v1alpha1 and v1alpha2 unconverted). Not where
 * none names it at all: what applies it may be out of sight.
 */
function commentedOut(world: World, patch: string): boolean {
  const name = posix.basename(patch);
  const naming = world
    .filesAt(isKustomizationPath)
    .flatMap((k) => (k.text ?? '').split('\n').filter((line) => line.includes(name)));
  return naming.length > 0 && naming.every((line) => line.trimStart().startsWith('#'));
}

/**
 * Every divergence between the served versions of one CRD, lower priority first (§5.8).
 * `strategy`: how the CRD is converted (servedConversion), by default what it writes.
 */
export function servedVersionDivergences(
  crd: CompatCrd,
  options: DivergenceOptions = {},
  strategy: string | undefined = crd.conversionStrategy,
): Divergence[] {
  if (!isCompared(strategy, options)) return [];
  // A duplicate version name is crd/versions' rejection; the first one stands for the name.
  const served = crd.versions.filter((v) => v.served && v.schema !== undefined && versionNamed(crd, v.name) === v);
  const ordered = byVersionPriority(served.map((v) => v.name)).flatMap((name) => served.filter((v) => v.name === name));
  const compare: CompareOptions = {
    only: DIVERGENCE_CHECKS,
    nullableAddition: 'Allow',
    ...(options.patternRemoval === undefined ? {} : { patternRemoval: options.patternRemoval }),
    ...(options.celAst === undefined ? {} : { celAst: options.celAst }),
    ...(options.patternAdmitsAllOf === undefined ? {} : { patternAdmitsAllOf: options.patternAdmitsAllOf }),
  };
  const out: Divergence[] = [];
  ordered.forEach((lower, i) => {
    for (const higher of ordered.slice(i + 1)) {
      if (!lower.schema || !higher.schema) continue;
      const root = FieldPath.of('spec').child('versions').index(higher.index).child('schema', 'openAPIV3Schema');
      const pair = `${lower.name} -> ${higher.name}`;
      for (const difference of compareSchemas(
        new SchemaNode(lower.schema),
        new SchemaNode(higher.schema),
        root,
        compare,
      )) {
        if (isImmutabilityAdded(difference, options)) continue;
        if (isRatchetedWhereImmutable(difference, higher.schema)) continue;
        const rule = difference.ruleId.slice('compat/'.length);
        const check = difference.ruleId === 'compat/validation-tightened' ? `${rule}:${difference.check}` : rule;
        const identity = JSON.stringify([pair, difference.property, check]);
        out.push({
          lower,
          higher,
          pair,
          check,
          difference,
          identity,
          key: difference.rule === undefined ? identity : `${identity} ${spelledAlike(difference.rule, options)}`,
        });
      }
    }
  });
  return out;
}

/**
 * Whether the base already pruned what a divergence to the head's storage version prunes from
 * what the lower version takes: the lower version itself did (its schema lacked the field, or kept
 * no unknown fields there), or the base's storage version did, as the apiserver prunes with the
 * storage version's schema when it stores an object, whatever version it came through, and
 * whichever version had the higher priority (percona-xtradb-cluster-operator 0a563c734 made v1
 * the storage version with v1-12-0's schema, and gave v1-11-0, which listed its fields, a schema
 * that keeps unknown ones). Only pruning: validation is by the request's version.
 */
function prunedBefore(base: CompatCrd): (d: Divergence) => boolean {
  const stored = base.versions.find((v) => v.storage);
  return (d) => {
    const { ruleId, property } = d.difference;
    if (!d.higher.storage || (ruleId !== 'compat/field-removed' && ruleId !== 'compat/preserve-unknown-fields-changed'))
      return false;
    const lower = versionNamed(base, d.lower.name);
    // Nothing was written through a version the base did not serve (pravega-operator 6a41b11ae5
    // served v1alpha1 again, whose fields its storage version lacks): pruned from now on.
    if (!lower?.schema || !d.lower.schema || !lower.served) return false;
    const prunes = (from: JsonObject, to: JsonObject) =>
      compareSchemas(new SchemaNode(from), new SchemaNode(to), FieldPath.of('spec'), { only: new Set([ruleId]) }).some(
        (b) => b.property === property,
      );
    // The lower version itself pruned it before (percona's v1-11-0 listed its fields, and keeps
    // unknown ones since), or the storage version did.
    if (prunes(d.lower.schema, lower.schema)) return true;
    return stored?.schema !== undefined && stored.name !== lower.name && prunes(lower.schema, stored.schema);
  };
}

/**
 * A rule as its tree reads, its properties named as they are whichever way they are spelled
 * (`self.namespace` and `self.__namespace__`, spaces): rhobs/observability-operator d0bde277 only
 * escaped a field a rule of one version read, and the divergence the base had read as new.
 */
function spelledAlike(rule: string, options: DivergenceOptions): string {
  const ast = options.celAst?.(rule);
  return ast === undefined ? rule : treeKey(withPropertyNames(ast));
}

/**
 * A rule of the higher version rewritten, where the base diverged at the same place with a rule the
 * new one holds wherever it held (implied-by-rule.ts, presence-implication.ts): prometheus-engine
 * wrote `!P` as `P == false` (adeb41d19), and the divergence from the version without it, which
 * the base had, read as new. What the new rule refuses, the base's refused.
 */
function ruleNoStricterThanBase(
  d: Divergence,
  baseDivergences: readonly Divergence[],
  options: DivergenceOptions,
): boolean {
  const rule = d.difference.rule;
  const ast = rule === undefined ? undefined : options.celAst?.(rule);
  if (rule === undefined || ast === undefined) return false;
  return baseDivergences.some((b) => {
    const before = b.difference.rule;
    if (b.pair !== d.pair || b.check !== d.check || b.difference.property !== d.difference.property) return false;
    const baseAst = before === undefined ? undefined : options.celAst?.(before);
    return (
      before !== undefined &&
      baseAst !== undefined &&
      (isImpliedBy(baseAst, ast, options.patternAdmitsAllOf) ||
        isImpliedByPresence({ text: before, ast: baseAst }, { text: rule, ast }))
    );
  });
}

/**
 * Whether the higher version of the pair lacked the node, or one above it, before the change (the
 * base's field-removed divergence there): an object written through it lost the value whole, so a
 * divergence the head has at or below that node, now that the version carries it, refuses nothing
 * that worked through it (kubefleet 9543d7ec2f gave v1 the `selectionScope` v1beta1 had, with a
 * stricter enum: 9 errors for a divergence it narrowed).
 */
function lackedInBase(d: Divergence, baseDivergences: readonly Divergence[]): boolean {
  return baseDivergences.some(
    (b) =>
      b.pair === d.pair && b.check === 'field-removed' && isAtOrBelow(d.difference.property, b.difference.property),
  );
}

/**
 * A divergence that is the higher version's own change, which the same-version rule reports at the
 * same place: a pattern added to v1beta2 beside an unchanged v1beta1 is one edit, and two errors on
 * one line for it (fluxcd/kustomize-controller 21d0228) say nothing the first does not.
 */
function reportedInItsVersion(d: Divergence, own: readonly CompatDifference[]): boolean {
  const { ruleId, property, check, rule } = d.difference;
  return own.some(
    (s) =>
      s.version === d.higher.name &&
      s.ruleId === ruleId &&
      s.property === property &&
      s.check === check &&
      ('rule' in s ? s.rule : undefined) === rule,
  );
}

/**
 * A divergence by what it is, whatever one of its versions: the other version (`lower` or
 * `higher`, which it names), the property, the check, the values.
 */
const contentKey = (d: Divergence, options: DivergenceOptions, kept: 'lower' | 'higher'): string =>
  JSON.stringify([
    kept,
    d[kept].name,
    d.difference.property,
    d.check,
    d.difference.base,
    d.check === 'cel-rule-added-or-changed' ? undefined : d.difference.head,
    d.difference.rule === undefined ? undefined : spelledAlike(d.difference.rule, options),
  ]);

/**
 * A rule of the higher version that only makes its field immutable (`self == oldSelf`), or fields
 * below it (`self.F == oldSelf.F`), in every case or some (`C ? self.F == oldSelf.F : true`). A
 * transition rule runs on updates alone, with the stored value as oldSelf, and this one holds on
 * every update that leaves the field as it is: whatever was written through the lower version, an
 * update through the higher one passes unless it changes the field, which is the higher version's
 * own contract. It is what compat/cel-rule-added-or-changed advises (add the rule in a new
 * version); external-snapshotter did so in v1 beside v1beta2 and got 7 errors here.
 */
function isImmutabilityAdded(d: SchemaDifference, options: DivergenceOptions): boolean {
  if (d.ruleId !== 'compat/cel-rule-added-or-changed' || d.rule === undefined) return false;
  if (isImmutabilityRule(d.rule)) return true;
  // Or of fields below it, or in some case only (passes-unchanged.ts).
  const ast = options.celAst?.(d.rule);
  return ast !== undefined && passesUnchanged(ast);
}

/** The checks the apiserver ratchets: an update that leaves the value as it is passes them (spec §5.6). */
const RATCHETED: ReadonlySet<SchemaRuleId> = new Set<SchemaRuleId>([
  'compat/enum-narrowed',
  'compat/validation-tightened',
]);
const UNRATCHETED_KEYWORDS: ReadonlySet<string> = new Set(['allOf', 'anyOf', 'oneOf', 'not']);

/**
 * A ratcheted check stricter in the higher version, at a field the higher version makes
 * immutable (`self == oldSelf` on it or above it): every update through the higher version leaves
 * the value as the lower version wrote it, and ratcheting passes an unchanged value; a create is
 * the higher version's own contract. crossplane's XRD `spec.scope` (31230578c), LegacyCluster
 * allowed in v1 and not in v2, immutable in both.
 */
function isRatchetedWhereImmutable(d: SchemaDifference, higher: JsonObject): boolean {
  if (!RATCHETED.has(d.ruleId) || UNRATCHETED_KEYWORDS.has(d.check)) return false;
  const steps = parsePropertyPath(d.property);
  if (!steps) return false;
  let node = new SchemaNode(higher);
  for (const step of steps) {
    if (isImmutable(node)) return true;
    const next: SchemaNode | boolean | undefined =
      step === 'items'
        ? node.items
        : step === 'additionalProperties'
          ? node.additionalProperties
          : node.properties.get(step.property);
    if (next === undefined || typeof next === 'boolean') return false;
    node = next;
  }
  return isImmutable(node);
}

const messages = {
  removed:
    '{{property}} is in served version {{lower}} but not in {{higher}}, and {{conversion}}: a value set through {{lower}} is pruned when the object is written through {{higher}}; add the field to {{higher}}, or convert with a webhook that carries it',
  // The storage version's schema prunes what is stored (customresource_handler.go: the storage
  // codec converts to the storage version and prunes with its schema), so a value only the other
  // version declares is dropped on every write, not just on a write through the storage version.
  removedFromStorage:
    '{{property}} is in served version {{lower}} but not in {{higher}}, the storage version, and {{conversion}}: a value set through {{lower}} is pruned as the object is stored as {{higher}}, so it is never kept; add the field to {{higher}}, or convert with a webhook that carries it',
  prunedFromStorage:
    '{{property}} keeps unknown fields in served version {{lower}} but prunes them in {{higher}}, the storage version, and {{conversion}}: fields set through {{lower}} are pruned as the object is stored as {{higher}}, so they are never kept; keep x-kubernetes-preserve-unknown-fields in {{higher}}, or convert with a webhook',
  pruned:
    '{{property}} keeps unknown fields in served version {{lower}} but prunes them in {{higher}}, and {{conversion}}: fields set through {{lower}} are pruned when the object is written through {{higher}}; keep x-kubernetes-preserve-unknown-fields in {{higher}}, or convert with a webhook',
  required:
    '{{property}} is required in served version {{higher}} but not in {{lower}}, and {{conversion}}: an object created through {{lower}} without it is rejected when updated through {{higher}} unless the update sets it; give it a default in {{higher}} or keep it optional',
  typeChanged:
    '{{property}} is {{base}} in served version {{lower}} but {{head}} in {{higher}}, and {{conversion}}: a value written through {{lower}} has the wrong type for clients of {{higher}} and fails its validation; keep one type in both versions, or convert with a webhook',
  stricter:
    '{{what}} of {{property}} is stricter in served version {{higher}} than in {{lower}} ({{compared}}), and {{conversion}}: an object written through {{lower}} can be rejected when it is updated through {{higher}}; accept the same values in both versions, or convert with a webhook',
  stricterRatcheted:
    '{{what}} of {{property}} is stricter in served version {{higher}} than in {{lower}} ({{compared}}), and {{conversion}}: a value only {{lower}} accepts is rejected in a create through {{higher}} (a GitOps re-apply, a restore) and in an update through {{higher}} that sets it, while an update that leaves it unchanged passes (ratcheting); accept the same values in both versions, or convert with a webhook',
  stricterStatus: `{{what}} of {{property}} is stricter in served version {{higher}} than in {{lower}} ({{compared}}), and {{conversion}}; ${STATUS_WRITES}, and a status write through {{higher}} of a value only {{lower}} accepts is rejected (a controller that writes status through {{higher}} while another writes it through {{lower}}); accept the same values in both versions, or convert with a webhook`,
  // Values each enum has that the other lacks (ocm 0ce33d7493: ManagedClusterSet's v1beta1 selectorType
  // LegacyClusterSetLabel, v1beta2's ExclusiveClusterSetLabel): neither version is the stricter.
  enumsCrossed:
    'the enums of {{property}} differ both ways between served versions {{lower}} and {{higher}} ({{compared}}), and {{conversion}}: {{higher}} refuses {{onlyLower}}, which {{lower}} accepts, in a create through {{higher}} and in an update through it that sets it, while an update that leaves it unchanged passes (ratcheting); and {{lower}} refuses {{onlyHigher}}, which clients of {{higher}} write and clients of {{lower}} then read, though their enum does not list it; accept the same values in both versions, or convert with a webhook',
  merged:
    '{{what}} of {{property}} differs between served versions {{lower}} and {{higher}} ({{compared}}), and {{conversion}}: server-side apply merges it one way through {{lower}} and another through {{higher}}, so field managers that apply it through both conflict or overwrite each other; keep one type in both versions (a conversion webhook converts objects, not the way server-side apply merges them)',
} as const;

type MessageId = keyof typeof messages;

const WHAT: Readonly<Record<string, string>> = {
  'enum-narrowed': 'the enum',
  'nullable-changed': 'nullable',
  'cel-rule-added-or-changed': 'an x-kubernetes-validations rule',
  'list-type-changed': 'the list or map type',
};

/** What a divergence of a field the lower version says nothing uses adds: at most a warning, and why. */
const IGNORED_FIELD = {
  atMost: 'warning',
  note: "the lower version's description says nothing uses the field, so what pruning drops is what no controller read",
} as const;

/** A removal or a pruning where the higher version is the one stored, which drops the value on every write. */
function storedAs(messageId: MessageId, higherIsStored: boolean): MessageId {
  if (!higherIsStored) return messageId;
  return messageId === 'removed' ? 'removedFromStorage' : messageId === 'pruned' ? 'prunedFromStorage' : messageId;
}

function messageIdOf(d: SchemaDifference): MessageId {
  switch (d.ruleId) {
    case 'compat/field-removed':
      return 'removed';
    case 'compat/preserve-unknown-fields-changed':
      return 'pruned';
    case 'compat/required-added':
      return 'required';
    case 'compat/type-changed':
      return 'typeChanged';
    // Server-side apply merges the two apart. Uniqueness a set or map list gains rejects nothing an
    // update through the higher version keeps: the apiserver checks it on an update only where the
    // stored object met it (apiextensions-apiserver strategy.go), and a create is the higher
    // version's own contract.
    case 'compat/list-type-changed':
      return 'merged';
    default:
      // The value keywords and enums the apiserver ratchets (not allOf, anyOf, oneOf or not).
      // And a rule that does not read oldSelf: CRD validation ratcheting takes rules in too (KEP-4008,
      // GA in 1.33), where a transition rule is never ratcheted (nginx-gateway-fabric 2be5b0c7).
      return (RATCHETED.has(d.ruleId) && !UNRATCHETED_KEYWORDS.has(d.check)) ||
        (d.ruleId === 'compat/cel-rule-added-or-changed' && d.transition !== true)
        ? 'stricterRatcheted'
        : 'stricter';
  }
}

/** The values only each side's enum has, where both have some: the enums cross. */
function enumsCrossed(d: SchemaDifference): { onlyLower: string; onlyHigher: string } | undefined {
  if (d.ruleId !== 'compat/enum-narrowed' || !Array.isArray(d.base) || !Array.isArray(d.head)) return undefined;
  const [lower, higher] = [d.base as unknown[], d.head as unknown[]];
  const only = (a: unknown[], b: unknown[]) => a.filter((v) => !b.some((w) => sameJson(v, w)));
  const [onlyLower, onlyHigher] = [only(lower, higher), only(higher, lower)];
  if (onlyLower.length === 0 || onlyHigher.length === 0) return undefined;
  return { onlyLower: onlyLower.map(shown).join(', '), onlyHigher: onlyHigher.map(shown).join(', ') };
}

/**
 * The lower version's side of a difference. A rule's is every rule the lower version has there,
 * which may be none: shown as the rules, or "no rule", not as a JSON list (`[] → "self <= 10"`
 * read as a value that was an empty list).
 */
function shownLower(d: SchemaDifference): string {
  if (d.check !== 'x-kubernetes-validations' || !Array.isArray(d.base)) return shown(d.base);
  return d.base.length === 0 ? 'no rule' : d.base.map(shown).join(', ');
}

/**
 * The two versions' sides of a difference: `10 → 5`; for a rule, the lower version's rules and the
 * one only the higher has, which is no replacement of them (nginx-gateway-fabric's v1alpha2 kept
 * v1alpha1's two rules and added a third: `"A", "B" → "C"` read as both replaced).
 */
function compared(d: SchemaDifference, lower: string, higher: string): string {
  if (d.check !== 'x-kubernetes-validations' || !Array.isArray(d.base)) return `${shown(d.base)} → ${shown(d.head)}`;
  const rules = d.base.length === 0 ? `no rule in ${lower}` : `rules in ${lower}: ${shownLower(d)}`;
  return `${rules}; a rule only ${higher} has: ${shown(d.head)}`;
}

/**
 * softenedFor, or where it says nothing, what the releases say (unreleased.ts): the change breaks
 * the users of a release whose CRD did not diverge so. secrets-store-csi-driver d0faaff7
 * forward-ports to main the removal of status.byPod from v1 that v1.1.0 shipped from its release
 * branch: v1.1.0's users had the divergence already.
 */
function divergenceSoftening(
  ctx: RuleContext,
  head: KubeObject,
  key: string,
  options: DivergenceOptions,
  mayBeConverted: { readonly atMost?: 'warning'; readonly note?: string },
) {
  const softened = softenedFor(head);
  if (softened.atMost !== undefined) return softened;
  // No apiserver serves it: no version converts to another (schema-only-crd.ts).
  const schemaOnly = schemaOnlyCrd(ctx, head);
  if (schemaOnly) return schemaOnlySoftening(schemaOnly);
  // Nor one its directory's chart leaves out (chart-source-crd.ts).
  const chartSource = chartSourceCrd(ctx, head);
  if (chartSource) return chartSourceSoftening(chartSource);
  // A copy of another project's CRD (foreign-crd.ts): its conversion is that project's to keep,
  // as the same-version breaks of it are (open-cluster-management's addon CRDs kept for an envtest).
  const foreign = foreignTo(ctx, head);
  if (foreign) return foreignSoftening(foreign);
  const verdict = releaseVerdictBy(ctx, head, (release) => {
    const crd = compatCrd(release);
    return crd === undefined || !servedVersionDivergences(crd, options).some((d) => d.key === key);
  });
  return verdict === undefined ? mayBeConverted : unreleasedSoftening(verdict);
}

/**
 * A higher version the change adds, tighter on values than the lower one: what
 * compat/validation-tightened advises ("serve the tighter one in a new version"). Nothing writes
 * through it yet, and what the lower version accepted stays readable and, ratcheted, updatable
 * through it: a create or a restore through it with such a value is what fails (antrea 4dcd03003
 * promoted Traceflow to v1beta1 with bounds on its integers, 182 errors).
 */
const newVersionSoftening = (lower: string, higher: string) =>
  ({
    atMost: 'warning',
    note: `${higher} is new in this change, so no manifest or client writes through it yet: what ${lower} accepted meets ${higher}'s rule only in a create or a restore through it`,
  }) as const;

export const servedVersionDivergence = defineRule({
  id: 'compat/served-version-divergence',
  // The CRD and its stored version alone.
  scope: 'object',
  // Conversion code in the Go API types may tell of a webhook the manifest does not (go-conversion.ts).
  consultsGoTypes: true,
  meta: {
    severity: 'error',
    description:
      'two served versions of a CRD without a conversion webhook no longer accept the same objects (a field missing, a value rejected)',
    messages,
  },
  check: (ctx) => {
    if (!ctx.base) return []; // §1: only with a base
    // The same configuration, CEL parser and pattern comparison as the same-version checks.
    const options: DivergenceOptions = compareOptions(ctx);
    // The files of the base the change removes, read once: copies moved into another file.
    let removedFiles: readonly string[] | undefined;
    const removed = (base: World, head: World): readonly string[] => {
      if (!removedFiles) {
        const kept = new Set(head.paths());
        removedFiles = base.paths().filter((p) => !kept.has(p));
      }
      return removedFiles;
    };
    return ctx.head.crds().flatMap((object) => {
      const head = compatCrd(object);
      const stored = ctx.baseOf(object);
      // A v1beta1 base that pruned (preserveUnknownFields: false) is compared as the same-version
      // checks compare it (pravega-operator 6a41b11ae5 moved to v1 and served v1alpha1 again).
      const base = stored ? compatCrdOfBase(stored) : undefined;
      if (!head || !base || !ctx.base) return []; // §2: an added CRD breaks nobody; §1: a v1 head
      // A head CRD the apiserver refuses is never applied: clusters keep the base, and nothing
      // diverges that did not (refused-crd.ts; cluster-api-provider-aws cdbaf654a's untyped nodes).
      if (isRefusedCrd(head) || (stored && isRefusedAsUpdateOf(object, stored))) return [];
      const baseWorld = ctx.whole?.base ?? ctx.base;
      const headWorld = ctx.whole?.head ?? ctx.head;
      // A chart's webhook its values leave off by default (locust-k8s-operator's `webhook.enabled`):
      // a default install serves the CRD without conversion, one that turns it on converts.
      const offByDefault = (w: World, crd: CompatCrd, strategy: string | undefined) =>
        strategy === 'Webhook' ? conversionOffByChartValues(w, crd.object.source.file) : undefined;
      const baseServed = servedConversion(base, webhookPatches(baseWorld, ctx.cache));
      // 'None', not undefined: servedVersionDivergences takes undefined for what the CRD writes.
      const baseStrategy = offByDefault(baseWorld, base, baseServed) === undefined ? baseServed : 'None';
      // A manifest without conversion compared with a stored CRD converted by webhook (a cluster's
      // copy against its kustomize base): the webhook the repository adds elsewhere still converts.
      const headServed =
        servedConversion(head, webhookPatches(headWorld, ctx.cache)) ??
        (baseServed === 'Webhook' ? 'Webhook' : undefined);
      const webhookValue = offByDefault(headWorld, head, headServed);
      const headStrategy = webhookValue === undefined ? headServed : 'None';
      // Nothing diverges at head (most changes to a CRD of several versions): the base's
      // divergences, which only tell which of the head's are new, are not looked for.
      const divergences = servedVersionDivergences(head, options, headStrategy);
      if (divergences.length === 0) return [];
      const mayBeConverted =
        webhookValue !== undefined
          ? ({
              atMost: 'warning',
              note: `the chart's values leave ${webhookValue} off, and with it the CRD's conversion webhook: a default install serves the versions without one, while one that turns it on converts with the webhook`,
            } as const)
          : headStrategy === undefined
            ? goConverted(ctx, headWorld, head)
            : {};
      // And those of the base's copies in files the change removes, whose content this copy takes
      // over (pravega-operator ed18236c2b deleted deploy/crds/, serving v1alpha1 beside v1beta1, and
      // made config/crd/bases its copy): clusters installed from them held these divergences.
      // Only the files the change removes are read: the others may hold copies of every CRD.
      const movedHere = stored
        ? removed(baseWorld, headWorld)
            .filter((p) => p !== stored.source.file)
            .flatMap((p) => baseWorld.sameIdentityIn(stored, p))
            .flatMap((c) => {
              const copy = compatCrdOfBase(c);
              if (!copy) return [];
              const served = servedConversion(copy, webhookPatches(baseWorld, ctx.cache));
              return servedVersionDivergences(
                copy,
                options,
                offByDefault(baseWorld, copy, served) === undefined ? served : 'None',
              );
            })
        : [];
      const baseDivergences = [...servedVersionDivergences(base, options, baseStrategy), ...movedHere];
      const known = new Set(baseDivergences.map((d) => d.key));
      // The same divergence from the same lower version, to another higher one: a version added as
      // a copy of the newest (fluxcd/source-controller's v1, a copy of v1beta2, beside v1beta1:
      // 5be0c537) accepts what that one did, and an object written through the lower version met
      // the same rejection before the change.
      // Likewise a version added below the newest as a copy of a lower one (kyma-project/
      // lifecycle-manager's v1beta2, a copy of v1beta1, beside v1: c1e06b7b9): the same
      // divergence from it to the same higher version, which objects written through its original met.
      const inherited = new Set(
        baseDivergences.flatMap((d) => [contentKey(d, options, 'lower'), contentKey(d, options, 'higher')]),
      );
      const alreadyPruned = prunedBefore(base);
      const own = sameVersionDifferences(ctx, object);
      const conversion =
        headStrategy === 'Webhook'
          ? 'the conversion webhook must translate it (servedVersionConversion: Check)'
          : 'conversion strategy None only rewrites apiVersion';
      return divergences.flatMap((d): RuleReport<MessageId>[] => {
        if (
          known.has(d.key) ||
          inherited.has(contentKey(d, options, 'lower')) ||
          inherited.has(contentKey(d, options, 'higher')) ||
          ruleNoStricterThanBase(d, baseDivergences, options) ||
          lackedInBase(d, baseDivergences) ||
          alreadyPruned(d) ||
          reportedInItsVersion(d, own)
        )
          return [];
        const { difference } = d;
        const crossed = enumsCrossed(difference);
        const data = {
          compat: {
            version: d.pair,
            property: difference.property,
            check: d.check,
            base: difference.base ?? null,
            head: difference.head ?? null,
          },
          property: fieldName(difference.property),
          lower: d.lower.name,
          higher: d.higher.name,
          conversion,
          what: difference.ruleId === 'compat/validation-tightened' ? difference.check : (WHAT[d.check] ?? d.check),
          base: shownLower(difference),
          head: shown(difference.head),
          compared: compared(difference, d.lower.name, d.higher.name),
          ...crossed,
        };
        // A tightening of what status writes through the higher version may hold (status-writes.ts).
        const statusOnly = tightensStatusOnly(object, { ...difference, version: d.higher.name });
        const messageId = crossed ? 'enumsCrossed' : storedAs(messageIdOf(difference), d.higher.storage);
        // A field the lower version says nothing uses ("Deprecated: This field is ignored.",
        // kubevirt/ssp-operator 32a54f29 left four such out of v1beta3): pruning it loses nothing.
        const ignored =
          difference.ruleId === 'compat/field-removed' &&
          isJsonObject(difference.base) &&
          saysUnused(difference.base.description);
        const softened = ignored ? IGNORED_FIELD : divergenceSoftening(ctx, object, d.key, options, mayBeConverted);
        return [
          {
            messageId: statusOnly && messageId.startsWith('stricter') ? 'stricterStatus' : messageId,
            ...(statusOnly ? { atMost: 'warning' as const } : {}),
            object,
            path: difference.path,
            data,
            identity: d.identity,
            ...(difference.rule === undefined ? {} : { discriminator: difference.rule }),
            // As every compat/ finding: Gateway API's experimental channel and tests' copies promise
            // no compatibility, and a divergence the releases users have already had breaks only builds made since.
            ...(softened.atMost === undefined &&
            versionNamed(base, d.higher.name) === undefined &&
            (messageId === 'stricterRatcheted' || messageId === 'enumsCrossed')
              ? newVersionSoftening(d.lower.name, d.higher.name)
              : softened),
          },
        ];
      });
    });
  },
});
