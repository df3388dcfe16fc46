import { sameValue } from '../crd/schema/same-value.js';
import type { ASTNode } from '@marcbachmann/cel-js';
import type { FieldPath } from '../../engine/field-path.js';
import type { Severity } from '../../engine/finding.js';
import { SchemaNode } from '../crd/schema/schema-node.js';
import { defaultChangeIsItsFields, readDefault } from './default-change-of-fields.js';
import { effectiveEnum } from './effective-enum.js';
import { baseRefusesEmpty, baseRefusesString } from './empty-value-refused.js';
import { branchSatisfied, enumSatisfies, type PatternMatcher } from './enum-satisfies.js';
import { itemValuesAllowedByRule, prefixesAllowedByRule, valuesAllowedByRule } from './rule-allowed-values.js';
import { prefixKey } from './prefix-before.js';
import {
  asksBelowAField,
  comparesWithNull,
  holdsWithoutFields,
  type OldObjectFacts,
} from './holds-without-new-fields.js';
import { membershipsStated, narrowedByMemberships } from './membership-facts.js';
import { isImpliedBy } from './implied-by-rule.js';
import { onOldObjects, type OldObjectScope } from './on-old-objects.js';
import { impliedByHolderRules } from './implied-by-holder-rules.js';
import { formatLengths } from '../crd/schema/format-lengths.js';
import { impliedByNewDefault, newDefaults, type NewDefault } from './new-default-guard.js';
import { isUniquenessRule, keysRead } from './uniqueness-rule.js';
import { acceptsEveryValue, withoutNoOps } from './junctor-no-ops.js';
import { onlyUnreachableBranchesAdded } from './union-branches-added.js';
import { requiredBySchema } from './required-by-schema.js';
import { requiredByRules, type RulesAbove } from './required-by-rule.js';
import { isImpliedByPresence, isImpliedByPresenceOfAll } from './presence-implication.js';
import { isImpliedOnItems } from './item-presence-implication.js';
import { kubernetesTypeDefault } from './kubernetes-type-defaults.js';
import { withoutOldSelfNullCheck } from './old-self-null-check.js';
import { withBareDotsEscaped } from './bare-dots.js';
import { durationBound, GO_DURATION_GRAMMAR, isGoDuration } from './duration-limits.js';
import { patternAdmitsAllOf, patternWitness } from './pattern-inclusion.js';
import { unguardedSelfReads } from './guarded-reads.js';
import { isQuantityGrammar, refusesOnlyNonQuantities } from './quantity-patterns.js';
import { saysDeprecated, saysUnused } from './deprecated-field.js';
import {
  goIntegerType,
  isAtOrBeyondGoTypeLimit,
  isIntegerTypeLimit,
  reachesSomeGoTypeLimit,
} from './integer-type-limit.js';
import { decodesStringsAlone, TEXT_TYPE } from './go-property-type.js';
import { junctorWithoutNewFields } from './junctors-without-new-fields.js';
import { negationNarrowed } from './negation-narrowed.js';
import { asJson, jsonKey, sameJson } from './json-equality.js';
import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import { additionalPropertiesProperty, childProperty, itemsProperty, ROOT_PROPERTY } from './property-path.js';
import { isRecognizedFormat } from '../crd/schema/recognized-formats.js';
import {
  nameLimitOf,
  namePatternOf,
  nonNegativeLimitOf,
  portLimitOf,
  probeLimitOf,
  vlanLimitOf,
  type NameLimit,
} from './referent-limits.js';
import { nonScalarSetItemType } from '../crd/non-scalar-set/non-scalar-set.js';
import { elementRule, isGuardedMoveUp, isMovedUp, readFromParent } from './moved-rule.js';
import {
  isNode,
  isSelf,
  readsOldSelf,
  sameTree,
  whereFieldSet,
  withPrefixSelectionsAlike,
  withPropertyNames,
} from './cel-ast.js';
import { impliedByBaseBounds } from './implied-by-bounds.js';
import { keysListedByRules, patternsHeldByListRules, patternsHeldBySelfRules } from './rule-held-values.js';
import { allowedValueSets, asRuleOfField, boundsHeldByRules, impliedByValueSets } from './implied-by-value-bounds.js';
import { impliedByBaseStructure, requiredChainsImplied, junctorImpliedByBase } from './implied-by-structure.js';
import { itemsMatchImpliedByPattern } from './items-match-implied.js';
import { formatImpliedByPattern } from './format-implied-by-pattern.js';
import { restatesBounds, withFoldedBounds } from './folded-all-of.js';
import { numberFormatNarrowed } from './number-format-narrowed.js';
import { selectsOptionally } from './old-object-values.js';
import { describesDefault } from './documented-default.js';
import { describesOnlyValues } from './documented-values.js';
import { immutabilityStated } from './documented-immutability.js';
import { requirementStated } from './documented-required.js';
import { boundStated } from './documented-bound.js';
import { withPunctuationRangesLiteral } from './punctuation-ranges.js';
import { sizeBoundsOfRules, type SizeBounds } from './rule-size-bounds.js';
import { fieldsRulesRequire, selectsBelow } from './fields-rules-require.js';
import { withDefaultedReadsExpanded } from './defaulted-reads.js';

// THE SCHEMA WALK of spec/crd-compatibility.md §4.1, shared by the compat/ rules and by
// compat/served-version-divergence (§5.8), which runs it between two versions of one CRD.
//
// Interface:
//   compareSchemas(base, head, headPath, options?) → SchemaDifference[]
//   - base, head: the two openAPIV3Schema roots (the crd/ family's SchemaNode view).
//   - headPath:   the FieldPath of the head root, `spec.versions[i].schema.openAPIV3Schema`;
//                 every difference's `path` is below it (§3.2).
//   - options.only:             keep only differences of these rule ids (the walk itself is the
//                               same: a type-changed node still hides everything below it).
//   - options.patternRemoval:   'Allow' (default) | 'Disallow' (§6): a removed pattern is
//                               validation-tightened/pattern.
//   - options.nullableAddition: 'Disallow' (default: a warning) | 'Allow' (no difference) (§6).
//                               §5.8 keeps only true → false: pass 'Allow'.
//   - options.celAst:           a CEL parser (ctx.cache.get(CEL_COMPILER).ast); without it every
//                               new rule is reported, with it not those that only guard new fields.
//   Each difference: ruleId (`compat/…`), check (`data.compat.check`), property (§3.1),
//   base/head (JSON, null when absent), path (head fieldPath, §3.2), and for some rules a
//   severity (nullable added: warning), a CEL rule string, or a ratcheting note (§5.6).
// Pure; a node is visited once; depth is bounded by parse/.

export type SchemaRuleId =
  | 'compat/field-removed'
  | 'compat/type-changed'
  | 'compat/type-widened'
  | 'compat/enum-narrowed'
  | 'compat/enum-widened'
  | 'compat/required-added'
  | 'compat/nullable-changed'
  | 'compat/validation-tightened'
  | 'compat/cel-rule-added-or-changed'
  | 'compat/default-changed'
  | 'compat/list-type-changed'
  | 'compat/preserve-unknown-fields-changed'
  | 'compat/description-changed';

export interface SchemaDifference {
  readonly ruleId: SchemaRuleId;
  readonly check: string;
  readonly property: string;
  readonly base: unknown;
  readonly head: unknown;
  /** The head fieldPath (§3.2): the keyword when head has it, else the node. */
  readonly path: FieldPath;
  /** When this difference's default severity is not its rule's (nullable false → true: warning). */
  readonly severity?: Severity;
  /** cel-rule-added-or-changed: the head rule string (joins the fingerprint, §3). */
  readonly rule?: string;
  /** cel-rule-added-or-changed: the rule reads oldSelf, a transition rule that is never ratcheted (§5.6). */
  readonly transition?: boolean;
  /** cel-rule-added-or-changed: the rule runs on creates too, with an optional oldSelf (the message's wording only). */
  readonly optionalOldSelf?: true;
  /**
   * What must stay unchanged for ratcheting to keep a stored object valid (§5.6), where it is not
   * the node itself: the outermost list above it whose items the apiserver does not correlate
   * between old and new object (atomic or set), which then counts as a whole.
   */
  readonly ratchetUnit?: string;
  /** list-type-changed: the struct above the list that server-side apply owns whole in head (x-kubernetes-map-type: atomic). */
  readonly ownedWhole?: string;
  /**
   * nullable-changed: a null there is no longer stored but dropped, rather than rejected
   * (PruneNonNullableNullsWithoutDefaults): `property` for an object's property that is not
   * required in head, or defaulted (or replaced by the default), the field then reads unset;
   * `entry` for a map's value, whose key then goes with it.
   */
  readonly nullDropped?: NullDropped;
  /**
   * cel-rule-added-or-changed: the rule is a rule of this field moved up and rewritten to select it
   * (moved-rule.ts), where the base does not require the field: it fails only on objects without it.
   */
  readonly movedFrom?: string;
  /**
   * list-type-changed: the list's items must now be unique where they needed not be, or unique by
   * keys that tell fewer of them apart (gainsUniqueness).
   */
  readonly uniquenessGained?: boolean;
  /**
   * preserve-unknown-fields-changed: the head keeps undeclared keys by `additionalProperties: true`,
   * whose values pruning holds to no schema: scalars stay, every mapping under them is emptied.
   */
  readonly scalarsKept?: true;
  /** field-removed: left for a parent's `additionalProperties: true`, which empties every mapping of the value. */
  readonly mappingsEmptied?: true;
  /** type-changed: `number` made `integer` on a field whose Go type is this integer type. */
  readonly goType?: string;
  /**
   * type-changed of an object whose named properties became a map's keys, whose values are of a
   * type these properties were not: one difference at the object, not one per property.
   */
  readonly fieldsRetyped?: readonly string[];
  /** type-changed: the type was made `object`, and the field's Go type is a struct. */
  readonly goStruct?: true;
  /** type-changed: the type was made `string`, and the field's Go type (this one) decodes a JSON string alone. */
  readonly goString?: string;
  /** default-changed: the default was removed from a field the change deprecates. */
  readonly deprecated?: true;
  /** default-changed: the default added is this k8s.io/api type's own (`RBDVolumeSource.pool`). */
  readonly kubernetesDefault?: string;
  /** default-changed: the objects the apiserver gives that default (`Pod`; `Service` for a ServicePort's). */
  readonly kubernetesDefaultIn?: string;
  /** default-changed: the default added is the one the field's description stated before (documented-default.ts). */
  readonly documented?: true;
  /** default-changed: the default added or removed is the zero value of the field's type (`""`, or 0 / false on a Go value field). */
  readonly zeroValue?: true;
  /**
   * default-changed: the field left the schema for its parent's unknown fields, and with it these
   * defaults below it (their properties), which objects that leave them out no longer get.
   */
  readonly defaultsLeft?: readonly string[];
  /**
   * default-changed: what an object without the field reads on each side, where that is not the
   * default as written: an object's literal with the defaults of its fields in (readDefault).
   */
  readonly baseRead?: unknown;
  readonly headRead?: unknown;
  /** validation-tightened: a string's pattern and type made resource.Quantity's, as controller-gen writes them. */
  readonly quantityForm?: boolean;
  /** validation-tightened: a maxLength no name the string refers to exceeds, a bound beyond the ports (referent-limits.ts). */
  readonly namesUpTo?: NameLimit;
  /** validation-tightened: a pattern that refuses only what the old one's lone `.` let stand for a dot (bare-dots.ts). */
  readonly bareDots?: true;
  /** validation-tightened: a pattern that refuses only what a range the old one's class made of a dash let through (punctuation-ranges.ts). */
  readonly punctuationRange?: true;
  /** validation-tightened: the sentence of the base's description that stated the bound added (documented-bound.ts). */
  readonly documentedBound?: string;
  /** validation-tightened: a value the base allowed (its enum, a rule's list) that the pattern added refuses (the message's example only). */
  readonly refusedValue?: string;
  /**
   * validation-tightened: a pattern changed where the comparison of the two ran past its bound
   * (pattern-inclusion.ts WORK_LIMIT): whether the new one refuses a value the old one took is not known.
   */
  readonly patternUndecided?: true;
  /** validation-tightened: values a pattern added refuses and the base accepted, one or two (the message's examples only). */
  readonly refusedExamples?: readonly string[];
  /** validation-tightened: a maxLength on a metav1.Duration beyond any duration Go writes (duration-limits.ts). */
  readonly goDuration?: true;
  /** validation-tightened: an allOf that states only bounds the node had already (folded-all-of.ts): the same values, not ratcheted. */
  readonly boundsRestated?: true;
  /** validation-tightened: a format kube-apiserver checks numbers against since 1.36, which refuses values beyond it (number-format-narrowed.ts). */
  readonly numberFormat?: 'int32' | 'float';
  /** enum-narrowed: an enum added of the values the base's description said were the only ones (documented-values.ts). */
  readonly documentedValues?: true;
  /** enum-narrowed: the pattern of the string field the enum was added to (basePatternOf). */
  readonly basePattern?: string;
  /** enum-narrowed: the base pattern matched none of the enum's values. */
  readonly basePatternAdmitsNone?: true;
  /** enum-narrowed: an enum added to an object or list that lists no object or list: no value is accepted. */
  readonly acceptsNoValue?: 'object' | 'array';
  /** cel-rule-added-or-changed: `self == oldSelf` on a field the base's description said was immutable, in this sentence (documented-immutability.ts). */
  readonly documentedImmutable?: string;
  /** required-added: the sentence of the base's description that said the field was required (documented-required.ts). */
  readonly documentedRequired?: string;
  /** required-added: the root's spec, which the base's Go type holds as a struct, so that every Go client sent it. */
  readonly sentByGo?: true;
  /** cel-rule-added-or-changed: the fields without which alone the rule fails on old objects (failsOnlyWithout). */
  readonly failsOnlyWithout?: readonly string[];
  /** cel-rule-added-or-changed: fields the change adds that the rule reads outside a has() (readsUnguarded). */
  readonly readsAddedUnguarded?: readonly string[];
}

/** What the apiserver does with a null it no longer accepts, when it does not reject it. */
export type NullDropped = 'property' | 'entry';

export interface CompareOptions {
  readonly only?: ReadonlySet<SchemaRuleId>;
  /** Whether the repository's CRDs define a kind: a description naming one names an object (referent-limits.ts). */
  readonly isDefinedKind?: (kind: string) => boolean;
  readonly patternRemoval?: 'Allow' | 'Disallow';
  readonly nullableAddition?: 'Allow' | 'Disallow';
  /**
   * Parses a CEL rule (the crd/ family's compiler: `ctx.cache.get(CEL_COMPILER).ast`); with it, a
   * new rule that holds for every object without the fields added beside it is not reported.
   */
  readonly celAst?: (expression: string) => ASTNode | undefined;
  /**
   * Matches a value against an RE2 pattern (the crd/ family's PatternCache); with it, a pattern
   * every value of the base enum matches is not a tightening.
   */
  readonly patternMatches?: PatternMatcher;
  /**
   * Whether every string the base pattern matches, the head pattern matches too
   * (pattern-inclusion.ts); with it, a pattern changed into a wider or equal one is not a tightening.
   * `within`: of the strings this pattern matches too.
   */
  readonly patternAdmitsAllOf?: (base: string, head: string, within?: string) => boolean | undefined;
  /**
   * The rules of a node that are certain not to compile against its schema (crd/cel's compiler);
   * with it, a head rule in the place of a base rule that did not compile (the apiserver refused
   * that base CRD whole) is taken as its fix, not as a new rule.
   */
  readonly rulesNotCompiling?: <R extends CelRuleText>(
    node: SchemaNode,
    isResourceRoot: boolean,
    rules: readonly R[],
  ) => readonly R[];
  /**
   * The Go type a property of the base schema was generated from (`uint64`), when the
   * repository's Go API types say (go-property-type.ts); with it, a bound at that type's limit
   * is not a tightening.
   */
  readonly goType?: (property: string) => string | undefined;
  /**
   * A node above this one was immutable in base (`self == oldSelf`): every update the base
   * accepted left this node unchanged, so a transition rule here that holds on an unchanged value
   * rejects nothing it accepted (set by compareNode for the nodes below such a rule).
   */
  readonly unchangedOnUpdate?: boolean;
}

/** A rule's text and whether oldSelf is optional for it, as compiled. */
export interface CelRuleText {
  readonly text: string;
  readonly optionalOldSelf: boolean;
}

export function compareSchemas(
  base: SchemaNode,
  head: SchemaNode,
  headPath: FieldPath,
  options: CompareOptions = {},
): SchemaDifference[] {
  const out: SchemaDifference[] = [];
  const emit = options.only
    ? (d: SchemaDifference) => void (options.only?.has(d.ruleId) && out.push(d))
    : (d: SchemaDifference) => void out.push(d);
  compareNode(base, head, headPath, ROOT_PROPERTY, undefined, options, emit);
  return out;
}

type Emit = (d: SchemaDifference) => void;

function compareNode(
  base: SchemaNode,
  head: SchemaNode,
  path: FieldPath,
  property: string,
  unit: string | undefined,
  options: CompareOptions,
  report: Emit,
  setOnEveryBaseObject = false,
  nullDropped?: NullDropped,
): void {
  // 0. A base node no value could meet rejects everything at and below it, so no head can break a
  // stored object or an old client there: whatever head says there accepts at least as much.
  // Nor can a node the change left as it was, with all below it: what changed around it is found
  // where it changed (a parent's `required`, a rule above). Most of a changed CRD is so (a
  // description edited), and walking it cost a pull request's review 90 ms for 10 CRDs (issue 17).
  if (admitsNoValue(base) || sameValue(base.raw, head.raw)) return;
  const emit: Emit = unit === undefined ? report : (d) => report({ ...d, ratchetUnit: unit });
  // 1. Type first: a node whose accepted types changed is reported once, and nothing below it.
  const types = property === ROOT_PROPERTY ? compareRootTypes(base, head) : compareTypes(base, head);
  if (types !== 'same') {
    const d = {
      check: 'type',
      property,
      base: typeName(base),
      head: typeName(head),
      path: head.has('type') ? path.child('type') : path,
    };
    if (types === 'changed') {
      // `number` made `integer` where the repository's Go type is an integer (flagger b7194273):
      // a fraction never decoded into it, so at most a warning that says so. Likewise a type made
      // `object` where the Go type is a struct, which no other value decodes into (linkerd2
      // cca3cf800: an array that never parsed).
      // And a type made `string` where the Go type decodes a JSON string alone (pyrra ae915977a:
      // an integer window, where the Go type is prometheus' Duration, which decodes `5m`).
      const toInteger = base.type === 'number' && head.type === 'integer';
      // From no type at all too (tektoncd/operator ec540d6ccb dropped `Schemaless` from struct fields).
      const toObject = head.type === 'object' && base.type !== 'object';
      const toString = head.type === 'string' && base.type !== '' && base.type !== 'string';
      const goType = toInteger || toObject || toString ? options.goType?.(property) : undefined;
      const goInteger = goType === undefined || !toInteger ? undefined : goIntegerType(goType);
      const goStruct = toObject && (goType === 'struct' || goType === '*struct');
      const goString = toString && goType !== undefined && decodesStringsAlone(goType);
      emit({
        ruleId: 'compat/type-changed',
        ...d,
        ...(goInteger === undefined ? {} : { severity: 'warning' as const, goType: goInteger }),
        ...(goStruct ? { severity: 'warning' as const, goStruct: true as const } : {}),
        ...(goString ? { severity: 'warning' as const, goString: goType.replace(/^\*/, '') } : {}),
      });
      // The unknown fields the base kept, pruned from now on in the objects the head still takes,
      // are a loss of their own beside the type (IBM/ibm-common-service-operator 47753e7f8e made
      // `{x-kubernetes-preserve-unknown-fields: true}` map values `{type: object}`, and restored
      // the marker two hours later).
      if (goInteger === undefined && head.type === 'object' && dropsUnknownFields(base, head))
        emit({
          ruleId: 'compat/preserve-unknown-fields-changed',
          check: 'x-kubernetes-preserve-unknown-fields',
          property,
          base: true,
          head: asJson(head.raw['x-kubernetes-preserve-unknown-fields'] ?? undefined),
          path,
          ...(head.additionalProperties === true ? { severity: 'warning' as const, scalarsKept: true as const } : {}),
        });
      // A number made an integer is still a number: a bound or an enum the change adds with it
      // refuses values the Go integer read (flagger's `minimum: 1` beside it: 0 decoded into int32).
      if (goInteger === undefined) return;
    } else emit({ ruleId: 'compat/type-widened', ...d });
  }
  // 2. Every other check on this node, independently.
  const at = (key: string): FieldPath => (head.has(key) ? path.child(key) : path);
  compareEnum(base, head, property, at('enum'), options, emit);
  compareRequired(base, head, path, property, options, emit);
  compareNullable(base, head, property, at('nullable'), options, emit, nullDropped);
  // The fields old objects lack at this node, which the junctor and rule proofs read: found once,
  // when one first asks (most nodes have neither to prove).
  let absent: ReadonlySet<string> | undefined;
  const lacked = (): ReadonlySet<string> => (absent ??= fieldsOldObjectsLack(base, head, property));
  // The bounds an allOf of the base gave the node are the base's (folded-all-of.ts); the folded
  // node is the same item or value of its holder.
  const foldedBase = withFoldedBounds(base);
  const holder = ELEMENT_HOLDERS.get(base);
  if (foldedBase !== base && holder) ELEMENT_HOLDERS.set(foldedBase, holder);
  compareBounds(foldedBase, head, property, at, lacked, options, emit);
  compareValidations(base, head, path, property, lacked, options, emit);
  compareExtensions(base, head, property, at, emit, setOnEveryBaseObject, unit !== undefined, () =>
    options.goType?.(property),
  );
  // 3. Children on both sides; a child only in base is removed (reported once, at the top).
  const below = !options.unchangedOnUpdate && isImmutable(base) ? { ...options, unchangedOnUpdate: true } : options;
  // Below an object the head makes atomic, server-side apply owns it whole (structured-merge-diff
  // reads it as one leaf): how a list or map below it merges decides nothing, only uniqueness a
  // list gains (kube-ovn d336c9801 regenerated a nodeSelector from metav1.LabelSelector, atomic,
  // whose matchExpressions went from a map to atomic with it). So below an atomic object that
  // keeps unknown fields in place of its properties (argo-workflows' storedWorkflowTemplateSpec,
  // argo-helm 7730b288: 10 errors and 79 notices below the one change that mattered).
  const childReport = head.mapType === 'atomic' ? ownedWholeBy(property, report) : report;
  compareChildren(base, head, path, property, unit, below, childReport);
}

/** Reports of list and map types below a value server-side apply owns whole: only uniqueness gained, saying so. */
function ownedWholeBy(owner: string, report: Emit): Emit {
  return (d) => {
    if (d.ruleId !== 'compat/list-type-changed') report(d);
    else if (d.uniquenessGained === true) report({ ...d, ownedWhole: d.ownedWhole ?? owner });
  };
}

/**
 * A schema as a parent that keeps unknown fields holds it: without the defaults it sets (but `""`,
 * which a Go string reads as unset too), and without list and map types, so that its lists merge
 * as atomic and its maps as granular, as server-side apply merges what no schema describes.
 */
function asOpaque(schema: JsonObject): JsonObject {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (OPAQUE_DROPS.has(key) && !(key === 'default' && value === '')) continue;
    const below = (v: unknown): unknown => (isJsonObject(v) ? asOpaque(v) : v);
    if (key === 'properties' && isJsonObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, below(v)]));
    else out[key] = key === 'items' || key === 'additionalProperties' ? below(value) : value;
  }
  return out;
}

const OPAQUE_DROPS: ReadonlySet<string> = new Set([
  'default',
  'x-kubernetes-list-type',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-map-type',
]);

/** A node whose base says `self == oldSelf` (run on every update: oldSelf not optional). */
export const isImmutable = (node: SchemaNode): boolean =>
  node.validations.some(
    ({ rule }) => typeof rule.rule === 'string' && isImmutabilityRule(rule.rule) && rule.optionalOldSelf !== true,
  );
const IMMUTABLE: ReadonlySet<string> = new Set(['self==oldSelf', 'oldSelf==self']);

/** A rule that only says its field never changes: `self == oldSelf`, spaced in any way. */
export const isImmutabilityRule = (rule: string): boolean => IMMUTABLE.has(rule.replace(/\s+/g, ''));

/** Whether a string schema bounds the length of its values. */
const hasLengthBounds = (node: SchemaNode): boolean => node.minLength !== undefined || node.maxLength !== undefined;

/**
 * A pattern that also matches every string whose length the node's bounds refuse (runes, as
 * kube-openapi counts them): what the node accepted and `pattern` refuses is then what this
 * refuses. Bounds past RE2's repeat limit (1,000) make a pattern RE2 rejects, and nothing is decided.
 */
function withLengthsOutside(pattern: string, node: Pick<SchemaNode, 'minLength' | 'maxLength'>): string {
  const { minLength: min, maxLength: max } = node;
  const outside = [
    ...(min !== undefined && min > 0 ? [`^(?s:.){0,${min - 1}}$`] : []),
    ...(max !== undefined ? [`^(?s:.){${max + 1},}$`] : []),
  ];
  return outside.length === 0 ? pattern : [`(?:${pattern})`, ...outside].join('|');
}

/**
 * The default a field gains or loses, where it is a Kubernetes type's own (kubernetes-type-defaults.ts):
 * a notice that names it, as the Pods made from the value hold it either way; nothing where it is
 * the Go field's zero value, which reads as unset does.
 */
function withKubernetesDefault(
  report: Emit,
  property: string,
  kubernetes: { readonly field: string; readonly readsAlike: boolean; readonly madeInto: string },
): Emit {
  return (d) => {
    const own = d.ruleId === 'compat/default-changed' && d.property === property;
    // The Go field's zero value, which its readers read as they read it unset: nothing changes.
    if (own && kubernetes.readsAlike) return;
    report(
      own
        ? { ...d, severity: 'notice', kubernetesDefault: kubernetes.field, kubernetesDefaultIn: kubernetes.madeInto }
        : d,
    );
  };
}

function compareChildren(
  base: SchemaNode,
  head: SchemaNode,
  path: FieldPath,
  property: string,
  unit: string | undefined,
  options: CompareOptions,
  report: Emit,
): void {
  const emit: Emit = unit === undefined ? report : (d) => report({ ...d, ratchetUnit: unit });
  const headProperties = head.properties;
  const ha = head.additionalProperties;
  const required = new Set(base.required);
  const requiredInHead = new Set(head.required);
  const branches = [...base.anyOf, ...base.oneOf];
  // What every old object has and holds here, for the proofs about its fields' rules.
  let facts: OldObjectFacts | undefined;
  const holderFacts = (): OldObjectFacts => (facts ??= oldObjectFacts(base, head, property, undefined, options.celAst));
  // Named properties that became a map whose values are of a type several of them were not
  // (chaos-controller 7b29387492: a status map's values, each an object of injectionStatus,
  // injectorPodName and since, became maps of such objects): the values changed type, one
  // difference at the object rather than one for each property, which the head has no more.
  const retyped =
    ha instanceof SchemaNode
      ? [...base.properties]
          .filter(([name, b]) => !headProperties.has(name) && compareTypes(b, ha) === 'changed')
          .map(([name]) => name)
      : [];
  if (retyped.length > 1)
    emit({
      ruleId: 'compat/type-changed',
      check: 'type',
      property,
      // The type of each property that became a key, and the type of the map's values.
      base: Object.fromEntries(retyped.map((name) => [name, typeName(base.properties.get(name) as SchemaNode)])),
      head: typeName(ha as SchemaNode),
      path: path.child('additionalProperties'),
      fieldsRetyped: retyped,
    });
  for (const [name, b] of base.properties) {
    if (retyped.length > 1 && retyped.includes(name)) continue;
    const h = headProperties.get(name);
    if (base.validations.length > 0) FIELD_HOLDERS.set(b, { node: base, name, facts: holderFacts });
    PROPERTY_HOLDERS.set(b, { node: base, name });
    const childPath = path.child('properties').key(name);
    if (branches.length > 0)
      PARENT_BRANCHES.set(
        b,
        branches.map((branch) => branch.properties.get(name)),
      );
    const child = childProperty(property, name);
    if (b.items) LIST_HOLDERS.set(b, { node: base, name });
    if (h) {
      const dropped = h.default !== undefined || !requiredInHead.has(name);
      const nullDropped = dropped ? ('property' as const) : undefined;
      // Added, or removed (a controller-gen bump: nifikop 0e7e90fd85 lost `protocol: TCP` of its ports).
      const own =
        b.default === undefined
          ? kubernetesTypeDefault(head, name, h.default)
          : h.default === undefined
            ? kubernetesTypeDefault(base, name, b.default)
            : undefined;
      compareNode(
        b,
        h,
        childPath,
        child,
        unit,
        options,
        own === undefined ? report : withKubernetesDefault(report, child, own),
        required.has(name) && !b.nullable,
        nullDropped,
      );
    }
    // Named properties that became a map (zalando's retention policy `{when_deleted, when_scaled}`
    // turned `additionalProperties: {type: string}`): the key is kept, as every key is, and its
    // value is now held to the map's value schema; a null one is dropped, as the optional
    // property's was.
    else if (ha instanceof SchemaNode)
      compareNode(b, ha, path.child('additionalProperties'), child, unit, options, report, false, 'property');
    // Under x-kubernetes-preserve-unknown-fields (or `additionalProperties: true`) the value is kept
    // and accepted as it is: nothing is pruned or rejected, so no stored object or old client breaks
    // (the field became opaque). But the defaults its schema set are set no more on objects that
    // leave the field out (a kwok probe: `mode` with `default: fast` under a spec made opaque), and
    // server-side apply merges its lists and maps as it merges what no schema describes
    // (VictoriaMetrics 7d3aa5aa's map lists): compared with the schema as the opaque parent holds
    // it, which reports those alone.
    // Under `additionalProperties: true` alone the apiserver prunes the value with no schema: a
    // mapping, its own or a list's items, loses every field (pruning/algorithm.go), as a field
    // removed does, while its key and scalars stay.
    else if (!keepsUndeclaredFields(head) && ha === true && holdsMappings(b) && !isNeverPruned(base, property, name))
      emit({ ...fieldRemoved(child, b, head, path), mappingsEmptied: true });
    else if (keepsUndeclaredFields(head) || ha === true) {
      const opaque = asOpaque(b.raw);
      if (!sameJson(opaque, b.raw)) {
        // The defaults below it that go with it are one finding about the field, not one each
        // (k8ssandra-operator f3a5845a: a reaper template of 14 defaults left a preserving parent).
        const removedDefaults: SchemaDifference[] = [];
        const held: Emit = (d) =>
          d.ruleId === 'compat/default-changed' && d.head === null && d.base !== null
            ? removedDefaults.push(d)
            : report(d);
        // A default of a k8s.io/api type's own goes as a default removed from the schema does
        // (oadp-operator 74ee9116e8: velero's ContainerPort protocol, under init containers made opaque).
        const own = b.default === undefined ? undefined : kubernetesTypeDefault(base, name, b.default);
        compareNode(
          b,
          new SchemaNode(opaque),
          childPath,
          child,
          unit,
          options,
          own === undefined ? held : withKubernetesDefault(held, child, own),
        );
        // The field's own default alone is that default's finding, but no description says it any
        // more; one below it is the field's (velero e8da5df5: a container port's protocol,
        // "Defaults to TCP", left with the list of init containers made opaque).
        // A notice for the zero value or a deprecated field still; not for a description now gone.
        const minor = (d: SchemaDifference) => 'zeroValue' in d || 'deprecated' in d || 'kubernetesDefault' in d;
        const kubernetesDefaults = removedDefaults.flatMap((d) =>
          'kubernetesDefault' in d && d.kubernetesDefault !== undefined ? [d.kubernetesDefault] : [],
        );
        const [only] = removedDefaults;
        if (removedDefaults.length === 1 && only?.property === child) {
          const {
            documented: _gone,
            severity: _notice,
            ...undocumented
          } = only as SchemaDifference & {
            documented?: boolean;
          };
          report({ ...undocumented, ...(minor(only) ? { severity: 'notice' as const } : {}) } as SchemaDifference);
        } else if (removedDefaults.length > 0)
          report({
            ruleId: 'compat/default-changed',
            check: 'default',
            property: child,
            base: null,
            head: null,
            path: head.has('properties') ? path.child('properties') : path,
            defaultsLeft: removedDefaults.map((d) => d.property),
            ...(removedDefaults.every((d) => d.severity === 'notice' && minor(d))
              ? { severity: 'notice' as const }
              : {}),
            // Every one Kubernetes' own: the objects made from them get it all the same.
            ...(kubernetesDefaults.length === removedDefaults.length
              ? {
                  kubernetesDefault: [...new Set(kubernetesDefaults)].join(', '),
                  kubernetesDefaultIn: [
                    ...new Set(
                      removedDefaults.map((d) => ('kubernetesDefaultIn' in d && d.kubernetesDefaultIn) || 'Pod'),
                    ),
                  ].join(' or '),
                }
              : {}),
            ...(unit === undefined ? {} : { ratchetUnit: unit }),
          });
      }
    }
    // apiVersion, kind and ObjectMeta of a resource are never pruned: a schema of metadata (or of
    // its name) removed only drops the restrictions it held (kube-ovn d336c9801), and so does one of
    // apiVersion or kind (percona-server-mongodb-operator f1998d900, in one served version and not
    // the other).
    else if (!isNeverPruned(base, property, name)) emit(fieldRemoved(child, b, head, path));
  }
  // A property the head declares where the base kept unknown fields: stored objects may hold it
  // already, free-form, so what its schema requires of it now is required of them (tektoncd/operator
  // 7c96af4c53 typed its free-form CRDs and required spec.options, which 87ddece28 undid).
  // Not status: its controller writes it from Go types whose fields the schema is generated from
  // (tektoncd/operator's conditions' type and status, 86 warnings).
  // Only what the base's Go types declared: a property new to them is new to every object too
  // (IBM/ibm-common-service-operator 9cf6ad3953 added csPostgreSQLReplica under a spec that kept
  // unknown fields: 59 errors for the fields its new schema requires).
  if (keepsUndeclaredFields(base) && property !== ROOT_STATUS && !property.startsWith(`${ROOT_STATUS}.`))
    for (const [name, h] of headProperties)
      if (!base.properties.has(name) && childProperty(property, name) !== ROOT_STATUS)
        requiredOfFreeForm(h, path.child('properties').key(name), childProperty(property, name), options, emit);
  const bi = base.items;
  const hi = head.items;
  // Only the items of a map list are correlated by key between the stored and the new object.
  if (bi && hi) {
    ELEMENT_HOLDERS.set(bi, { node: base, holds: 'list' });
    if (keepsUndeclaredFields(base)) ITEMS_OF_PRESERVING_LISTS.add(bi);
    if (keepsUndeclaredFields(head)) ITEMS_OF_PRESERVING_LISTS.add(hi);
    const holder = LIST_HOLDERS.get(base);
    ITEMS_OF_LIST.set(bi, () => itemValuesAllowedByRule(base, options.celAst, holder));
    compareNode(
      bi,
      hi,
      path.child('items'),
      itemsProperty(property),
      unit ?? (head.listType === 'map' ? undefined : property),
      options,
      report,
    );
  }
  const ba = base.additionalProperties;
  if (ba instanceof SchemaNode && ha instanceof SchemaNode) {
    ELEMENT_HOLDERS.set(ba, { node: base, holds: 'map' });
    compareNode(
      ba,
      ha,
      path.child('additionalProperties'),
      additionalPropertiesProperty(property),
      unit,
      options,
      report,
      false,
      'entry',
    );
  } else if (
    (ba instanceof SchemaNode || ba === true) &&
    (ha === undefined || ha === false) &&
    !keepsUndeclaredFields(head)
  ) {
    // `additionalProperties: true` or a schema let a map hold any key; absent or false prunes them.
    const removedAt = head.has('additionalProperties') ? path.child('additionalProperties') : path;
    emit({
      ruleId: 'compat/field-removed',
      check: 'field',
      property: additionalPropertiesProperty(property),
      base: ba instanceof SchemaNode ? ba.raw : ba,
      head: asJson(head.raw.additionalProperties),
      path: removedAt,
    });
  }
  // A schema replaced by `true` (or `true` by a schema: a new schema on values that had none)
  // pairs no nodes; the latter constrains values, but only as new fields do.
}

// ---------------------------------------------------------------------------------------------
// §5.2 types. Accepted JSON kinds: `number` holds `integer` (integer ⊂ number).

type Kind = 'object' | 'array' | 'string' | 'integer' | 'fraction' | 'boolean';
const ALL: readonly Kind[] = ['object', 'array', 'string', 'integer', 'fraction', 'boolean'];

function acceptedKinds(node: SchemaNode): ReadonlySet<Kind> {
  const type = node.type;
  if (type === 'number') return new Set(['integer', 'fraction']);
  if (type === 'object' || type === 'array' || type === 'string' || type === 'integer' || type === 'boolean')
    return new Set([type]);
  if (type !== '') return new Set(); // not a type the apiserver accepts: crd/ reports it; equal strings compare equal below
  if (node.intOrString) return new Set(['integer', 'string']);
  return new Set(ALL);
}

// An enum none of whose values has a kind the node accepts (`enum: [CREATE, DELETE]` on an array,
// as gatekeeper's ConstraintTemplate had before moving it onto the items): the apiserver's enum
// check (kube-openapi validate/validator.go basicCommonValidator) accepts a value only when it
// converts to an enum value's Go type and then equals it; a list or a map converts to no string,
// number or boolean, nor a scalar to a list or a map, and null (not IsValid) to nothing. Numbers
// convert to each other, so a number value counts for both numeric kinds.
function admitsNoValue(node: SchemaNode): boolean {
  const values = node.enum;
  if (values === undefined || values.length === 0) return false;
  const kinds = acceptedKinds(node);
  return !values.some((v) => jsonKinds(v).some((k) => kinds.has(k)));
}

function jsonKinds(value: unknown): readonly Kind[] {
  if (typeof value === 'string') return ['string'];
  if (typeof value === 'boolean') return ['boolean'];
  if (typeof value === 'number' || typeof value === 'bigint') return ['integer', 'fraction'];
  if (Array.isArray(value)) return ['array'];
  if (value !== null && typeof value === 'object') return ['object'];
  return [];
}

function compareTypes(base: SchemaNode, head: SchemaNode): 'same' | 'widened' | 'changed' {
  if (typeName(base) === typeName(head)) return 'same';
  const b = acceptedKinds(base);
  const h = acceptedKinds(head);
  const bInH = [...b].every((k) => h.has(k));
  const hInB = [...h].every((k) => b.has(k));
  if (bInH && hInB) return 'same';
  return bInH ? 'widened' : 'changed';
}

/**
 * The root holds a custom resource, which is a JSON object whatever its schema says: an untyped
 * root (the apiserver allows one only with x-kubernetes-preserve-unknown-fields) given `type:
 * object` accepts every object it accepted (longhorn's Setting, v1.2 to v1.3).
 */
function compareRootTypes(base: SchemaNode, head: SchemaNode): 'same' | 'widened' | 'changed' {
  const objects = (node: SchemaNode) => acceptedKinds(node).has('object');
  return objects(base) && objects(head) ? 'same' : compareTypes(base, head);
}

/** `type`, or "int-or-string" for the extension without a type, or null. */
function typeName(node: SchemaNode): string | null {
  if (node.type !== '') return node.type;
  return node.intOrString ? 'int-or-string' : null;
}

// ---------------------------------------------------------------------------------------------
// §5.4 validation.

/** By the items node of a base list: the values a rule of the list, or of the object holding it, lets every item take. */
const ITEMS_OF_LIST = new WeakMap<SchemaNode, () => readonly unknown[] | undefined>();
/** The object holding a base property (one with rules), the property's name, and what every old object holding it has. */
const FIELD_HOLDERS = new WeakMap<
  SchemaNode,
  { readonly node: SchemaNode; readonly name: string; readonly facts: () => OldObjectFacts }
>();
/** By a base property: the object that holds it, and its name there (rulesAbove). */
const PROPERTY_HOLDERS = new WeakMap<SchemaNode, { readonly node: SchemaNode; readonly name: string }>();
/** Whether the object holding a base property required it. */
const requiredByHolder = (base: SchemaNode): boolean => {
  const holder = PROPERTY_HOLDERS.get(base);
  return holder !== undefined && holder.node.required.includes(holder.name);
};
/** By a base list that is a property: the object that holds it, and its name there. */
const LIST_HOLDERS = new WeakMap<SchemaNode, { readonly node: SchemaNode; readonly name: string }>();
/** By the base node of a list's items or a map's values: the list or map (movedDownFromItsHolder). */
const ELEMENT_HOLDERS = new WeakMap<SchemaNode, { readonly node: SchemaNode; readonly holds: 'list' | 'map' }>();
/** The items nodes of lists that keep undeclared fields (keepsUndeclaredFields), base and head. */
const ITEMS_OF_PRESERVING_LISTS = new WeakSet<SchemaNode>();

/**
 * Whether pruning keeps the fields a value at the node does not declare: the node has
 * x-kubernetes-preserve-unknown-fields, or it is the items of a list that keeps them. The
 * apiserver's pruning passes such a list's items through skipPrune, as it does a preserving
 * object, and on through lists of lists (apiextensions-apiserver pruning/algorithm.go): velero
 * e8da5df57 replaced a list's item schema by the extension on the list, and no item field was
 * pruned. Only a list hands it down: a preserving object prunes inside its declared properties.
 */
const keepsUndeclaredFields = (node: SchemaNode): boolean =>
  node.preserveUnknownFields === true || ITEMS_OF_PRESERVING_LISTS.has(node);

function compareEnum(
  base: SchemaNode,
  head: SchemaNode,
  property: string,
  path: FieldPath,
  options: CompareOptions,
  emit: Emit,
): void {
  const b = effectiveEnum(base);
  const h = effectiveEnum(head);
  if (b === undefined && h === undefined) return;
  const d = { check: 'enum', property, base: asJson(b), head: asJson(h), path };
  if (b === undefined) {
    // An enum added where a base rule of the node, or of the list it is the items of, let through
    // only values it holds rejects nothing the base accepted (rule-allowed-values.ts).
    const listed = valuesAllowedByRule(base, options.celAst) ?? ITEMS_OF_LIST.get(base)?.();
    if (h !== undefined && listed !== undefined && listed.every((v) => h.some((e) => sameJson(e, v)))) return;
    // Nor one added where the base's pattern matched only strings it holds: kubebuilder's Pattern
    // marker written as an Enum one (`^(Prevent|None)$` becoming `[Prevent, None]`).
    if (h !== undefined && base.type === 'string' && base.pattern !== '' && patternOnlyOf(base.pattern, h, options))
      return;
    // Enum added: every other value is rejected; where the description named the only values
    // before, those were never values of the API (documented-values.ts).
    const documented = h !== undefined && describesOnlyValues(base.description, h);
    return emit({
      ruleId: 'compat/enum-narrowed',
      ...d,
      ...(documented ? { severity: 'warning', documentedValues: true } : {}),
      ...(base.type === 'string' && base.pattern !== '' && h !== undefined
        ? basePatternOf(base.pattern, h, options)
        : {}),
      ...(h !== undefined ? acceptsNoValueOf(head.type, h) : {}),
    });
  }
  // The root's apiVersion and kind are the endpoint's, whatever the schema lets them be: no client
  // reads a new value there (zalando's postgres-operator dropped `enum: [acid.zalan.do/v1]`).
  const widened = TYPE_META.has(property) ? () => undefined : () => emit({ ruleId: 'compat/enum-widened', ...d });
  const bk = new Set(b.map(jsonKey));
  if (h === undefined) {
    // An enum replaced by a rule of the node that lets through only values it held (`self == 'Info'
    // || self == 'Debug'`: kyma-project/eventing-manager 562ce40b) widens nothing; whether the rule
    // refuses some of them is the rule's own finding (cel-rule-added-or-changed).
    const listed = valuesAllowedByRule(head, options.celAst);
    if (listed !== undefined && listed.every((v) => bk.has(jsonKey(v)))) return;
    return widened(); // enum removed
  }
  const hk = new Set(h.map(jsonKey));
  if (b.some((v) => !hk.has(jsonKey(v)))) emit({ ruleId: 'compat/enum-narrowed', ...d });
  else if (h.some((v) => !bk.has(jsonKey(v)))) widened();
}

/**
 * Where an enum lists no value of its field's type: the apiserver compares a value with each enum entry whole,
 * so an enum of strings on an object (controller-gen puts a map's key type's enum on the map:
 * oadp-operator b1d376d8) accepts no object.
 */
function acceptsNoValueOf(type: string, values: readonly unknown[]): { acceptsNoValue?: 'object' | 'array' } {
  if (type === 'object') return values.some(isJsonObject) ? {} : { acceptsNoValue: type };
  if (type === 'array') return values.some((v) => Array.isArray(v)) ? {} : { acceptsNoValue: type };
  return {};
}

/**
 * enum-narrowed: the pattern that limited a field before its enum (aws-load-balancer-operator
 * b15d57d8: `^[a-z0-9-]+$` became `[CIS, COS, …]`), and whether it matched none of the enum's
 * values, so that no value valid before is valid now (decided only where every value is decided).
 */
function basePatternOf(
  pattern: string,
  values: readonly unknown[],
  options: CompareOptions,
): { basePattern: string; basePatternAdmitsNone?: true } {
  const admitted = values.map((v) =>
    typeof v === 'string' ? options.patternAdmitsAllOf?.(`^${escapeRegExp(v)}$`, pattern) : undefined,
  );
  return admitted.every((a) => a === false)
    ? { basePattern: pattern, basePatternAdmitsNone: true }
    : { basePattern: pattern };
}

const escapeRegExp = (v: string): string => v.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** Whether every string `pattern` matches is one of the enum's strings (decided on the RE2 programs). */
function patternOnlyOf(pattern: string, values: readonly unknown[], options: CompareOptions): boolean {
  if (!values.every((v): v is string => typeof v === 'string')) return false;
  const listed = `^(?:${values.map((v) => escapeRegExp(v as string)).join('|')})$`;
  return options.patternAdmitsAllOf?.(pattern, listed) === true;
}

const TYPE_META: ReadonlySet<string> = new Set([
  childProperty(ROOT_PROPERTY, 'apiVersion'),
  childProperty(ROOT_PROPERTY, 'kind'),
]);

function compareRequired(
  base: SchemaNode,
  head: SchemaNode,
  path: FieldPath,
  property: string,
  options: CompareOptions,
  emit: Emit,
): void {
  // kube-openapi's object validator alone reads `required`, and only on a map value: written on an
  // array, a string or a number (antrea 8f3b3fb68: `required: [ips]` on a list, meant for its items),
  // it refuses nothing.
  if (head.type !== '' && head.type !== 'object') return;
  const was = requiredBySchema(base);
  let byRules: ReadonlySet<string> | undefined; // read when something is newly required, which is rare
  const seen = new Set<string>();
  head.required.forEach((name, k) => {
    if (was.has(name) || seen.has(name)) return;
    // A base rule that holds only where the field is set required it already (required-by-rule.ts).
    if ((byRules ??= requiredByRules(base, options.celAst, rulesAbove(base))).has(name)) return;
    seen.add(name);
    // Defaulted on read and on write before validation: no object is ever missing it (§5.4).
    if (head.properties.get(name)?.hasDefault) return;
    // Every stored object has these (controller-gen writes `required: [metadata]` at the root of
    // a type whose ObjectMeta has no omitempty, as capsule's RuleStatus gained): the apiserver
    // sets apiVersion and kind, requires metadata.name or generateName at the root, and requires
    // apiVersion and kind of an embedded resource (apiextensions' validateEmbeddedResource).
    if (alwaysSet(base, property).has(name)) return;
    // Required by the description already (documented-required.ts): a warning.
    const documented = requirementStated(base.properties.get(name)?.description);
    // The root's spec where the base's Go type holds it as a struct, no pointer: encoding/json
    // writes a struct whatever its omitempty, so every Go client sent it, and only a manifest or an
    // unstructured client could leave it out: a warning. controller-gen requires spec once its tag
    // loses omitempty (google-cas-issuer 2ae3760, for kube-api-linter's omitzero rule). Not a
    // struct below spec: a manifest, which leaves out what it does not set, writes most custom
    // resources (vault-config-operator 3107f993ec required `authentication`, a struct, of 45 CRDs
    // whose users write them by hand: 42 errors).
    const sentByGo =
      property === ROOT_PROPERTY && name === 'spec' && options.goType?.(childProperty(property, name)) === 'struct';
    emit({
      ruleId: 'compat/required-added',
      check: 'required',
      property: childProperty(property, name),
      base: asJson(base.raw.required),
      head: asJson(head.raw.required),
      path: path.child('required').index(k),
      ...(documented === undefined ? {} : { severity: 'warning' as const, documentedRequired: documented }),
      ...(sentByGo ? { severity: 'warning' as const, sentByGo: true as const } : {}),
    });
  });
}

/**
 * What a head schema requires of a value the base held free-form, and of the values below it:
 * required there since the change, as nothing was before; of the fields the base's Go types
 * declared, which objects may hold, alone.
 */
function requiredOfFreeForm(
  head: SchemaNode,
  path: FieldPath,
  property: string,
  options: CompareOptions,
  emit: Emit,
  depth = 0,
): void {
  if (depth > MAX_FREE_FORM_DEPTH) return; // a YAML alias can make a node its own child
  if (options.goType?.(property) === undefined) return;
  compareRequired(FREE_FORM, head, path, property, options, (d) =>
    options.goType?.(d.property) === undefined ? undefined : emit(d),
  );
  for (const [name, h] of head.properties)
    requiredOfFreeForm(h, path.child('properties').key(name), childProperty(property, name), options, emit, depth + 1);
  if (head.items)
    requiredOfFreeForm(head.items, path.child('items'), itemsProperty(property), options, emit, depth + 1);
}

const FREE_FORM = new SchemaNode({ 'x-kubernetes-preserve-unknown-fields': true });
const ROOT_STATUS = childProperty(ROOT_PROPERTY, 'status');
const MAX_FREE_FORM_DEPTH = 64;

/** The objects holding a base node through properties alone, nearest first, with the names down to it. */
function rulesAbove(node: SchemaNode): RulesAbove[] {
  const out: RulesAbove[] = [];
  const path: string[] = [];
  // Bounded: a YAML alias can make one node its own holder.
  for (let at = PROPERTY_HOLDERS.get(node); at && path.length < 256; at = PROPERTY_HOLDERS.get(at.node)) {
    path.unshift(at.name);
    if (at.node.validations.length > 0) out.push({ node: at.node, path: [...path] });
  }
  return out;
}

/**
 * The most items a list of the base can hold: a `set` (items unique) of scalars from an enum holds
 * at most as many as the enum has distinct values (dapr's WorkflowAccessPolicy added maxItems 8 to
 * a set of 8 operations, a22097f69a), and so does one whose items a base rule lists the values of
 * (kargo 3c188b7c75: `maxItems: 2` on a set whose holder's rule let only 'Failed' and 'Errored' through).
 */
function setSizeLimit(base: SchemaNode, celAst: CompareOptions['celAst']): number | undefined {
  if (base.listType !== 'set') return undefined;
  const values = base.items?.enum ?? itemValuesAllowedByRule(base, celAst, LIST_HOLDERS.get(base));
  return values === undefined ? undefined : new Set(values.map((v) => jsonKey(v))).size;
}

// A null in an object's property the schema does not let be null is dropped before validation,
// and the default set in its place (apiextensions-apiserver structuraldefaulting
// PruneNonNullableNullsWithoutDefaults, then Default): nullable true → false rejects a null only
// where the field is required and has no default, and in list items, which are not dropped. A map
// value's null is dropped with its key (an error too: the entry is lost). Elsewhere a null is no
// longer kept: a warning (zookeeper-operator's config maps, which became `default: {}`).
function compareNullable(
  base: SchemaNode,
  head: SchemaNode,
  property: string,
  path: FieldPath,
  options: CompareOptions,
  emit: Emit,
  nullDropped: NullDropped | undefined,
): void {
  if (base.nullable === head.nullable) return;
  const d = {
    ruleId: 'compat/nullable-changed' as const,
    check: 'nullable',
    property,
    base: asJson(base.raw.nullable),
    head: asJson(head.raw.nullable),
    path,
  };
  // A map entry dropped with its null loses its key (zalando's `users: {foo_user: null}`, a user
  // with no roles): still an error, for what it drops rather than rejects.
  if (base.nullable)
    emit(nullDropped === undefined ? d : { ...d, nullDropped, ...(nullDropped === 'property' ? WARNING : {}) });
  else if (options.nullableAddition !== 'Allow') emit({ ...d, severity: 'warning' });
}

/** The kinds of value a bound keyword judges: the apiserver's validator passes any other kind. */
const KEYWORD_KINDS: Readonly<Record<string, readonly Kind[]>> = {
  maximum: ['integer', 'fraction'],
  minimum: ['integer', 'fraction'],
  exclusiveMaximum: ['integer', 'fraction'],
  exclusiveMinimum: ['integer', 'fraction'],
  multipleOf: ['integer', 'fraction'],
  maxLength: ['string'],
  minLength: ['string'],
  pattern: ['string'],
  // A number's only since 1.36 (number-format-narrowed.ts).
  format: ['string', 'integer', 'fraction'],
  maxItems: ['array'],
  minItems: ['array'],
  maxProperties: ['object'],
  minProperties: ['object'],
};

const WARNING = { severity: 'warning' } as const;

/**
 * A description that lets a value be a wildcard or a glob; words only (vault-secrets-operator's
 * "Namespace of the VaultAuthGlobal resource" speaks of no glob).
 */
const WILDCARDS = /wildcard|\bglob(?:s|bed|bing|star|-style)?\b|\*/i;

type Bound = 'max' | 'min';
const MAXIMA = ['maxLength', 'maxItems', 'maxProperties'] as const;
const MINIMA = ['minLength', 'minItems', 'minProperties'] as const;

function compareBounds(
  base: SchemaNode,
  head: SchemaNode,
  property: string,
  at: (key: string) => FieldPath,
  lacked: () => ReadonlySet<string>,
  options: CompareOptions,
  emit: Emit,
): void {
  // Where base allowed only the values of an enum (or a rule listing them), a keyword they all
  // pass rejects nothing stored (read when something is tightened, which is rare).
  let allowed: readonly unknown[] | undefined | null = null;
  const allowedValues = () =>
    allowed === null ? (allowed = effectiveEnum(base) ?? valuesAllowedByRule(base, options.celAst)) : allowed;
  let sizes: SizeBounds | undefined;
  const ruleSizes = (): SizeBounds => (sizes ??= sizeBoundsOfRules(ruleTrees(base, options.celAst)));
  // The patterns every base value matched: its own, and the one a rule of its list held it to.
  const heldPatterns = (): string[] => [
    ...(base.pattern === '' ? [] : [base.pattern]),
    ...patternsHeldBySelfRules(base),
    ...patternsHeldByListRules(
      ELEMENT_HOLDERS.get(base)?.holds === 'list' ? ELEMENT_HOLDERS.get(base)?.node : undefined,
    ),
  ];
  // A keyword that applies to values of kinds the base did not accept rejects only what is new
  // (kube-ovn e9774269a: an integer field became int-or-string with a pattern for its strings).
  const baseKinds = acceptedKinds(base);
  const tightened = (check: string, b: unknown, h: unknown, more: Partial<SchemaDifference> = {}) => {
    const kinds = KEYWORD_KINDS[check];
    if (kinds && !kinds.some((k) => baseKinds.has(k))) return;
    const values = allowedValues();
    if (values && values.length > 0 && enumSatisfies(check, head, values, options.patternMatches)) return;
    emit({
      ruleId: 'compat/validation-tightened',
      check,
      property,
      base: asJson(b),
      head: asJson(h),
      path: at(check),
      ...more,
    });
  };
  const bound = (
    key: 'maximum' | 'minimum' | (typeof MAXIMA)[number] | (typeof MINIMA)[number],
    kind: Bound,
    zeroIsNothing: boolean,
  ) => {
    const b = base[key];
    const h = head[key];
    if (h === undefined) return; // removed: loosening
    if (!(b === undefined ? !(zeroIsNothing && h <= 0) : kind === 'max' ? h < b : h > b)) return;
    // A size bound a base rule of the node stated (`size(self) <= 4` written `maxItems: 4`).
    if (key !== 'maximum' && key !== 'minimum') {
      const stated = ruleSizes();
      if (kind === 'max' ? stated.max !== undefined && h >= stated.max : stated.min !== undefined && h <= stated.min)
        return;
    }
    // A length every string the base's pattern matches has (`^(Prevent|None)$` made `maxLength: 8`),
    // or the pattern a rule of its list held it to (rule-held-values.ts).
    if ((key === 'maxLength' || key === 'minLength') && Number.isInteger(h)) {
      const lengths = key === 'maxLength' ? `(?s)^.{0,${h}}$` : `(?s)^.{${h},}$`;
      if (heldPatterns().some((p) => options.patternAdmitsAllOf?.(p, lengths) === true)) return;
    }
    // A map whose base rule listed its only keys holds no more of them (rule-held-values.ts).
    if (key === 'maxProperties' && h >= (keysListedByRules(base) ?? Infinity)) return;
    // A length every string the base's format accepts has (`format: uuid` made `maxLength: 36`).
    const lengths = key === 'maxLength' || key === 'minLength' ? formatLengths(base.format) : undefined;
    if (lengths && (key === 'maxLength' ? h >= lengths.max : h <= lengths.min)) return;
    // A minimum of 1 rejects only the empty value, which the base may refuse already (empty-value-refused.ts).
    if (
      (key === 'minLength' || key === 'minProperties' || key === 'minItems') &&
      h === 1 &&
      baseRefusesEmpty(key, base, head, options)
    )
      return;
    // A set of a base enum's values holds each at most once: a maxItems it cannot exceed rejects nothing.
    if (key === 'maxItems' && h >= (setSizeLimit(base, options.celAst) ?? Infinity)) return;
    // An object that prunes unknown fields holds at most the fields it declares: a maxProperties
    // it cannot exceed rejects nothing (ovn-kubernetes e52e32d49: `maxProperties: 1` on an
    // egress firewall's `to`, which declared one field, as a second came with it).
    if (key === 'maxProperties' && h >= (propertyCountLimit(base, property) ?? Infinity)) return;
    // An integer field's bound at its type's limit: values beyond it never decoded (integer-type-limit.ts).
    if ((key === 'maximum' || key === 'minimum') && head.type === 'integer') {
      if (b === undefined && isIntegerTypeLimit(key, h, head.format)) return;
      const goType = reachesSomeGoTypeLimit(key, h) ? options.goType?.(property) : undefined;
      if (goType !== undefined && isAtOrBeyondGoTypeLimit(key, h, goType)) return;
    }
    // A Go duration's text (duration-limits.ts): asked of the Go types only for a length bound.
    const duration =
      (key === 'minLength' || key === 'maxLength') && head.type === 'string' && isGoDuration(options.goType?.(property))
        ? durationBound(key, h)
        : undefined;
    if (duration === 'nothing') return;
    if (duration === 'unwritten') return tightened(key, b, h, { severity: 'warning', goDuration: true });
    // A string's length bounded where no name it refers to reaches, a port's number where no
    // port lies, a replica count or a prefix length below 0, a probe's field where Kubernetes
    // refuses it on its own Pods (referent-limits.ts).
    const names =
      key === 'maxLength'
        ? nameLimitOf(property, head.raw.description ?? base.raw.description, options.isDefinedKind)
        : (key === 'maximum' || key === 'minimum') && head.type === 'integer'
          ? (portLimitOf(property, kind, h, {
              default: head.raw.default,
              exclusive: head.exclusiveMinimum,
              requiredBefore: requiredByHolder(base),
            }) ??
            vlanLimitOf(property, kind, h) ??
            nonNegativeLimitOf(property, kind, h, {
              base: b,
              exclusive: head.exclusiveMinimum,
              maximum: head.maximum,
              description: head.raw.description ?? base.raw.description,
            }) ??
            probeLimitOf(property, kind, h, { base: b, exclusive: head.exclusiveMinimum }))
          : undefined;
    const beyond = names !== undefined && (key !== 'maxLength' || h >= names.limit);
    if (beyond) return tightened(key, b, h, { severity: 'warning', namesUpTo: names });
    // A bound the base's description stated already (documented-bound.ts).
    const documented =
      key === 'maxProperties' || key === 'minProperties' ? undefined : boundStated(base.description, key, h);
    tightened(key, b, h, documented === undefined ? {} : { severity: 'warning', documentedBound: documented });
  };
  bound('maximum', 'max', false);
  if (head.exclusiveMaximum && !base.exclusiveMaximum && base.maximum !== undefined && base.maximum === head.maximum)
    tightened('exclusiveMaximum', base.raw.exclusiveMaximum, true);
  bound('minimum', 'min', false);
  if (head.exclusiveMinimum && !base.exclusiveMinimum && base.minimum !== undefined && base.minimum === head.minimum)
    tightened('exclusiveMinimum', base.raw.exclusiveMinimum, true);
  for (const key of MAXIMA) bound(key, 'max', false);
  for (const key of MINIMA) bound(key, 'min', true);

  const bm = base.multipleOf;
  const hm = head.multipleOf;
  // Every multiple of base is a multiple of head exactly when head divides base (10 → 5).
  if (hm !== undefined && (bm === undefined || !Number.isInteger(bm / hm))) tightened('multipleOf', bm, hm);

  const bp = base.pattern;
  const hp = head.pattern;
  // A pattern rewritten into one that matches all the old one did (`http(s)?` into `https?`) rejects
  // nothing; one rewritten into the quantity grammar rejects nothing a controller could decode. What
  // the old pattern matched counts only within the old length bounds (withLengthsOutside): `^$|^[a-z]{3,}$`
  // in place of `^[a-z]+$` with `minLength: 3` refuses nothing the base accepted.
  // A field that names a namespace (or an object) given a pattern every namespace's name (every DNS
  // subdomain) matches (referent-limits.ts);
  // not where its description speaks of wildcards, which the pattern may now refuse (gatekeeper's
  // excludedNamespaces takes `kube-*`).
  const namesOf = () => nameLimitOf(property, head.raw.description ?? base.raw.description, options.isDefinedKind);
  const namesMatch = (pattern: string): boolean => {
    const named = namePatternOf(namesOf(), property);
    const said = `${base.description} ${head.description}`;
    // A reference's name of "" may mean "none" (k8s.io/api's LocalObjectReference defaults it so):
    // a pattern that refuses "" refuses that too, unless the base did (minLength), or the head's
    // minLength does, whose own finding says so (external-secrets 1be7daedb added both at once).
    const emptyKept =
      !named?.emptyMayMeanNone ||
      (base.minLength ?? 0) >= 1 ||
      (head.minLength ?? 0) >= 1 ||
      options.patternAdmitsAllOf?.('^$', pattern) === true;
    // Names longer than the kind allows are none (vault-secrets-operator f758be01 bounded a
    // namespace reference to `^([a-z0-9-]{1,63})$`): what the pattern refuses beyond that is nothing real.
    return (
      named !== undefined &&
      emptyKept &&
      !WILDCARDS.test(said) &&
      options.patternAdmitsAllOf?.(
        named.pattern,
        withLengthsOutside(pattern, { minLength: undefined, maxLength: named.refuses.limit }),
      ) === true
    );
  };
  // Where the base allowed only some values (an enum, a rule that lists them), the example of
  // what a pattern refuses is one of them (contour-operator 1620c94 replaced an address type's
  // enum by a pattern that refuses NamedAddress; "" was refused before too).
  const refusedOfAllowed = (pattern: string): { readonly refusedValue?: string } => {
    const refused = allowedValues()?.find(
      (v): v is string => typeof v === 'string' && options.patternMatches?.(pattern, v) === false,
    );
    return refused === undefined ? {} : { refusedValue: refused };
  };
  // What the message shows an added pattern refuses: the shortest value, and where that is "", the
  // shortest other too ("" alone undersells a pattern that refuses far more: fluxcd/helm-controller
  // 3cd330c's data keys); only those the base accepted (cluster-logging-operator 03ee625e's pattern
  // replaced a rule that refused "" and " " already).
  const refusedExamples = (pattern: string): readonly string[] => {
    const shortest = patternWitness('', pattern);
    if (shortest === undefined) return [];
    const other = shortest === '' ? patternWitness('.', pattern) : undefined;
    return [shortest, ...(other === undefined ? [] : [other])].filter((v) => !baseRefusesString(base, v, options));
  };
  const admitted = (b: string) =>
    (b !== '' && options.patternAdmitsAllOf?.(b, hp) === true) ||
    (hasLengthBounds(base) && options.patternAdmitsAllOf?.(b, withLengthsOutside(hp, base)) === true);
  // A metav1.Duration's pattern that refuses only what time.ParseDuration refuses (duration-limits.ts).
  const refusesOnlyNonDurations = () =>
    head.type === 'string' &&
    isGoDuration(options.goType?.(property)) &&
    options.patternAdmitsAllOf?.(bp, hp, GO_DURATION_GRAMMAR) === true;
  if (
    hp !== '' &&
    hp !== bp &&
    !(bp !== '' && (admitted(bp) || refusesOnlyNonQuantities(bp, hp))) &&
    !(bp === '' && admitted('')) &&
    !heldPatterns().some((p) => p !== bp && admitted(p)) &&
    !refusesOnlyNonDurations()
  )
    tightened('pattern', base.raw.pattern, hp, {
      ...(base.raw.pattern === undefined ? { refusedExamples: refusedExamples(hp) } : {}),
      // Whether the new pattern takes every value the old one did, past the bound of the comparison.
      ...(bp !== '' && options.patternAdmitsAllOf?.(bp, hp) === undefined ? { patternUndecided: true as const } : {}),
      ...refusedOfAllowed(hp),
      // A string given the form controller-gen writes for resource.Quantity (int-or-string and its
      // grammar), which controller-gen before v0.2 wrote as a plain string (no enum, no format):
      // scheduler-plugins 1391ed60's ResourceList values. Refused are the strings ParseQuantity never
      // decoded, if the field was a Quantity; whether it was, the schema does not say: a warning that says both.
      ...(bp === '' &&
      base.type === 'string' &&
      base.raw.enum === undefined &&
      base.format === '' &&
      head.raw['x-kubernetes-int-or-string'] === true &&
      isQuantityGrammar(hp)
        ? { severity: 'warning', quantityForm: true }
        : namesMatch(hp)
          ? { severity: 'warning', namesUpTo: (namePatternOf(namesOf(), property) as { refuses: NameLimit }).refuses }
          : bp !== '' && withBareDotsEscaped(bp) !== bp && admitted(withBareDotsEscaped(bp))
            ? { severity: 'warning', bareDots: true }
            : bp !== '' && withPunctuationRangesLiteral(bp) !== bp && admitted(withPunctuationRangesLiteral(bp))
              ? { severity: 'warning', punctuationRange: true }
              : {}),
    });
  else if (hp === '' && bp !== '' && options.patternRemoval === 'Disallow') tightened('pattern', bp, head.raw.pattern);

  // Formats are checked only on strings, and only the apiserver's list (cr-validation.md "Formats").
  // `date-time` and `datetime` are one format to the apiserver.
  const hf = head.format.replaceAll('-', '');
  // `format: duration` on a metav1.Duration (operator-framework/catalogd 4d2ea6a): kube-openapi's
  // strfmt takes whatever time.ParseDuration takes, which is what decodes the field in Go.
  const goDurationFormat = () => hf === 'duration' && isGoDuration(options.goType?.(property));
  if (
    head.type === 'string' &&
    hf !== '' &&
    hf !== base.format.replaceAll('-', '') &&
    isRecognizedFormat(hf) &&
    !goDurationFormat()
  )
    tightened('format', base.raw.format, head.format);
  const numberFormat = numberFormatNarrowed(base, head);
  if (numberFormat !== undefined) tightened('format', base.raw.format, head.format, { ...WARNING, numberFormat });

  for (const key of ['allOf', 'anyOf', 'oneOf', 'not'] as const) {
    const h = withoutNoOps(head.raw[key]);
    if (h === undefined || h === null || (Array.isArray(h) && h.length === 0)) continue; // removed: loosening
    if (key === 'anyOf' && isIntOrStringSpelling(head)) continue;
    if (acceptsEveryValue(key, h)) continue; // as absent: loosening, if anything
    const written = withoutNoOps(base.raw[key]);
    if (sameJson(written, h)) continue;
    // A branch added for a field added with it is false for every stored object (junctors-without-new-fields.ts).
    // There `[]` is a junctor no branch can meet, where a written `anyOf: []` is no restriction at
    // all to the apiserver (it decodes as absent): such a base is compared as absent.
    // So is a branch for a field neither side declares: pruning drops it before validation.
    const absentHere = withUndeclaredRequired(lacked(), h, base, head, property);
    const seen = junctorWithoutNewFields(key, h, absentHere);
    if (seen === undefined || sameJson(Array.isArray(written) && written.length === 0 ? undefined : written, seen))
      continue;
    // A presence junctor every object the base accepted meets (a oneOf rewritten as anyOf and not).
    if (junctorImpliedByBase(key, h, base, absentHere)) continue;
    // Branches added that leave every old value as it was judged (union-branches-added.ts).
    if ((key === 'anyOf' || key === 'oneOf') && onlyUnreachableBranchesAdded(key, written, seen, base)) continue;
    // A negation of fewer values (or of more required fields together) rejects less.
    if (key === 'not' && negationNarrowed(written, h)) continue;
    // An allOf whose every branch every value the base allowed passes (its enum, moved in).
    const values = key === 'allOf' ? allowedValues() : undefined;
    if (
      values &&
      values.length > 0 &&
      Array.isArray(h) &&
      head.allOf.length === h.length &&
      head.allOf.every((b) => branchSatisfied(b, values, options.patternMatches))
    )
      continue;
    // An allOf of the bounds the node had already accepts the same values, but is not ratcheted
    // as they were (folded-all-of.ts).
    if (
      key === 'allOf' &&
      Array.isArray(h) &&
      restatesBounds(h, base, (b, p) => b === p || options.patternAdmitsAllOf?.(b, p) === true)
    ) {
      tightened(key, base.raw[key], head.raw[key], { severity: 'notice', boundsRestated: true });
      continue;
    }
    tightened(key, base.raw[key], head.raw[key]);
  }
}

/**
 * The fields of a node that no object stored before the change has: added by it, without a
 * default, where the base pruned unknown fields (so nothing could have set them).
 */
function fieldsOldObjectsLack(base: SchemaNode, head: SchemaNode, property: string): ReadonlySet<string> {
  // A base that kept unknown fields, or held a map of any keys (`additionalProperties`), may have
  // stored any name: none is new.
  if (!prunesUnknownFields(base)) return new Set();
  const before = base.properties;
  // apiVersion, kind and metadata of a resource (or an embedded one) are never pruned: every
  // stored object has them, declared or not.
  const kept = property === ROOT_PROPERTY || base.embeddedResource ? OBJECT_ROOT_FIELDS : new Set<string>();
  return new Set(
    [...head.properties]
      .filter(([name, node]) => !before.has(name) && !node.hasDefault && !kept.has(name))
      .map(([name]) => name),
  );
}

/**
 * `absent` and the fields a junctor's branches require that neither side declares, where both
 * prune unknown fields: the apiserver prunes before it validates, so no object has them then
 * (kyverno/policy-reporter 380a5a50 added `{required: [jira]}` to a oneOf of declared targets).
 */
function withUndeclaredRequired(
  absent: ReadonlySet<string>,
  junctor: unknown,
  base: SchemaNode,
  head: SchemaNode,
  property: string,
): ReadonlySet<string> {
  if (!prunesUnknownFields(base) || !prunesUnknownFields(head)) return absent;
  const kept =
    property === ROOT_PROPERTY || base.embeddedResource || head.embeddedResource ? OBJECT_ROOT_FIELDS : NOTHING;
  const undeclared = new Set<string>();
  const visit = (schema: unknown, depth: number): void => {
    if (depth > 32) return;
    if (Array.isArray(schema)) for (const s of schema) visit(s, depth + 1);
    else if (isJsonObject(schema)) {
      if (Array.isArray(schema.required))
        for (const name of schema.required)
          if (typeof name === 'string' && !base.properties.has(name) && !head.properties.has(name) && !kept.has(name))
            undeclared.add(name);
      for (const key of ['allOf', 'anyOf', 'oneOf', 'not'] as const) visit(schema[key], depth + 1);
    }
  };
  visit(junctor, 0);
  return undeclared.size === 0 ? absent : new Set([...absent, ...undeclared]);
}

/** The most fields an object stored at the node can hold, where it prunes the fields it does not declare. */
function propertyCountLimit(base: SchemaNode, property: string): number | undefined {
  if (!prunesUnknownFields(base)) return undefined;
  return new Set([...base.properties.keys(), ...alwaysSet(base, property)]).size;
}

/** Whether the node drops the fields it does not declare: it keeps no unknown fields and is no map of any keys. */
const prunesUnknownFields = (node: SchemaNode): boolean =>
  !keepsUndeclaredFields(node) &&
  !(node.additionalProperties instanceof SchemaNode) &&
  node.additionalProperties !== true;

const OBJECT_ROOT_FIELDS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata']);
const EMBEDDED_TYPE_FIELDS: ReadonlySet<string> = new Set(['apiVersion', 'kind']);
const NOTHING: ReadonlySet<string> = new Set();

/** The fields every object the apiserver stored at this node has, whatever the schema says. */
const alwaysSet = (base: SchemaNode, property: string): ReadonlySet<string> =>
  property === ROOT_PROPERTY ? OBJECT_ROOT_FIELDS : base.embeddedResource ? EMBEDDED_TYPE_FIELDS : NOTHING;

/** Whether the list's items must now be unique, or unique by other keys. */
function gainsUniqueness(base: SchemaNode, head: SchemaNode, keysChanged: boolean): boolean {
  // Items told apart by their keys differ as wholes: a map made a set gains nothing.
  if (head.listType === 'set') return base.listType !== 'set' && base.listType !== 'map';
  // Keys added to the keys tell every two items apart that the old keys did (the apiserver's
  // validateListMap compares the key fields an item has): vitess-operator's tabletPools keyed by
  // [type, cell] and then [type, cell, index] (54ce07d2).
  if (head.listType === 'map')
    return base.listType !== 'map' || (keysChanged && !base.listMapKeys.every((k) => head.listMapKeys.includes(k)));
  return false;
}

/**
 * `anyOf: [{type: integer}, {type: string}]` beside `x-kubernetes-int-or-string: true` is how
 * controller-gen writes an IntOrString field: it accepts exactly what the extension accepts, and
 * the type check (type-widened, type-changed) judges that change; it is not a tightening.
 */
function isIntOrStringSpelling(node: SchemaNode): boolean {
  const branches = node.anyOf;
  return (
    node.intOrString &&
    Array.isArray(node.raw.anyOf) &&
    branches.length === node.raw.anyOf.length &&
    branches.every((b) => Object.keys(b.raw).length === 1 && (b.type === 'integer' || b.type === 'string'))
  );
}

// ---------------------------------------------------------------------------------------------
// §5.5 CEL rules.

function compareValidations(
  base: SchemaNode,
  head: SchemaNode,
  path: FieldPath,
  property: string,
  lacked: () => ReadonlySet<string>,
  options: CompareOptions,
  emit: Emit,
): void {
  if (head.validations.length === 0) return;
  const baseRules = base.validations.flatMap(({ index, rule }) =>
    typeof rule.rule === 'string'
      ? [{ index, text: rule.rule.trim(), optionalOldSelf: rule.optionalOldSelf === true }]
      : [],
  );
  // A base rule that does not compile made the apiserver refuse the base CRD whole: no object was
  // validated by it, and the head rule in its place is its fix (kubeflow/trainer's
  // `has(p.categorical)` on items without that field, fixed the next commit). Other new rules of
  // the node are still new: the cluster kept the CRD from before the base. Compiled only for a
  // node with a rule to report, not for every node whose rules stay as they were.
  let fixes: ReadonlySet<number> | undefined;
  const isFix = (index: number): boolean => {
    const isRoot = property === ROOT_PROPERTY || base.embeddedResource;
    fixes ??= new Set((options.rulesNotCompiling?.(base, isRoot, baseRules) ?? []).map((r) => r.index));
    return fixes.has(index);
  };
  // A head rule that does not compile makes the apiserver refuse the head CRD whole (crd/cel's
  // error says so): no object is ever validated by it (clusternet's `has(oldSelf.clusterInitSubName)`
  // on a field its schema does not have, fixed the next commit).
  const compilesInHead = (text: string, optionalOldSelf: boolean): boolean =>
    (
      options.rulesNotCompiling?.(head, property === ROOT_PROPERTY || head.embeddedResource, [
        { text, optionalOldSelf },
      ]) ?? []
    ).length === 0;
  // The fields the change gives a default, found once for the node (most nodes never ask).
  let added: readonly NewDefault[] | undefined;
  const defaultsAdded = (): readonly NewDefault[] => (added ??= newDefaults(base, head));
  const reported = new Set<string>();
  for (const { index, rule } of head.validations) {
    if (typeof rule.rule !== 'string') continue;
    const text = rule.rule.trim();
    if (reported.has(text)) continue;
    // The rule as the proofs read it: a transition rule's `oldSelf == null ||` is never true (old-self-null-check.ts).
    const parsed = options.celAst?.(text);
    const proven = (parsed && withoutOldSelfNullCheck(parsed, text, rule.optionalOldSelf === true)) ?? text;
    // optionalOldSelf true → false makes the rule run where it was skipped: a new rule (§5.5).
    // The rule as written is known too: `oldSelf == null || A` unchanged (tidb-operator's rules) is
    // the same rule, whatever the proofs read.
    const known = baseRules.some(
      (b) =>
        (b.text === text ||
          b.text === proven ||
          sameSelections(b.text, text, options) ||
          sameSelections(b.text, proven, options)) &&
        (rule.optionalOldSelf === true || !b.optionalOldSelf),
    );
    if (
      known ||
      holdsForOldObjects(proven, rule.optionalOldSelf === true, base, head, property, lacked(), options) ||
      relaxesABaseRule(
        proven,
        rule.optionalOldSelf === true,
        baseRules,
        lacked(),
        options,
        () => oldObjectScope(base, head, property, options.celAst),
        defaultsAdded,
        () => fieldRulesFromHolder(base, options),
      ) ||
      movedFromAField(proven, rule.optionalOldSelf === true, base, options) ||
      movedDownFromItsHolder(proven, rule.optionalOldSelf === true, base, options) ||
      impliedByTheHolder(proven, rule.optionalOldSelf === true, base, options) ||
      holdsUnchanged(proven, rule.optionalOldSelf === true, options) ||
      impliedByBaseKeywords(proven, base, property, lacked(), options, () =>
        oldObjectScope(base, head, property, options.celAst),
      ) ||
      keepsItemsUnique(proven, base, options) ||
      isNotNullOfNonNullable(proven, head, options) ||
      (baseRules.length > 0 && isFix(index)) ||
      !compilesInHead(text, rule.optionalOldSelf === true)
    )
      continue;
    reported.add(text);
    const movedFrom = movedFromAnOptionalField(proven, rule.optionalOldSelf === true, base, options);
    // Immutability the base's description stated already (documented-immutability.ts).
    const documented = isImmutabilityRule(text) ? immutabilityStated(base.description) : undefined;
    const onlyWithout =
      movedFrom === undefined && documented === undefined
        ? failsOnlyWithout(proven, rule.optionalOldSelf === true, base, head, property, lacked(), options)
        : undefined;
    const unguarded = onlyWithout === undefined ? readsUnguarded(proven, lacked(), options) : [];
    emit({
      ruleId: 'compat/cel-rule-added-or-changed',
      check: 'x-kubernetes-validations',
      property,
      base: baseRules.map((b) => b.text),
      head: text,
      path: path.child('x-kubernetes-validations').index(index).child('rule'),
      rule: text,
      transition: /\boldSelf\b/.test(text), // the message's wording only
      ...(rule.optionalOldSelf === true ? { optionalOldSelf: true } : {}),
      ...(movedFrom === undefined ? {} : { movedFrom, severity: 'warning' as const }),
      ...(documented === undefined ? {} : { documentedImmutable: documented, severity: 'warning' as const }),
      ...(onlyWithout === undefined ? {} : { failsOnlyWithout: onlyWithout }),
      ...(unguarded.length > 0 ? { readsAddedUnguarded: unguarded } : {}),
    });
  }
}

/**
 * `self != null` on a node that cannot be null: the apiserver drops a null there before it
 * validates (PruneNonNullableNullsWithoutDefaults), so the rule runs only on values, and holds on
 * each (fluent-operator's `self != null` on spec.logfmt, 8 errors in 3 commits).
 */
function isNotNullOfNonNullable(text: string, head: SchemaNode, options: CompareOptions): boolean {
  if (head.nullable) return false;
  const ast = options.celAst?.(text);
  if (ast === undefined || ast.op !== '!=' || !Array.isArray(ast.args)) return false;
  const [a, b] = ast.args as unknown[];
  const isNull = (n: unknown) => isNode(n) && n.op === 'value' && n.args === null;
  return (isSelf(a) && isNull(b)) || (isNull(a) && isSelf(b));
}

/**
 * A transition rule below a node the base made immutable, which holds whenever its value is
 * unchanged: cluster-api-provider-kubevirt moved `self == oldSelf` from the root of
 * KubevirtClusterTemplate down to its spec (cdc4690), which lets metadata change and rejects no
 * update the base accepted. A rule with optionalOldSelf runs on create too, where nothing was
 * unchanged, and is not covered.
 */
function holdsUnchanged(text: string, optionalOldSelf: boolean, options: CompareOptions): boolean {
  if (!options.unchangedOnUpdate || optionalOldSelf) return false;
  const [unchanged, ast] = [options.celAst?.('self == oldSelf'), options.celAst?.(text)];
  return unchanged !== undefined && ast !== undefined && readsOldSelf(ast) && isImpliedBy(unchanged, ast);
}

/**
 * A rule true for every object that sets none of the fields this node gains in the change: no
 * stored object (the base node prunes unknown fields) and no manifest written before can set
 * them (holds-without-new-fields.ts). A new field with a default is set on every object.
 */
function holdsForOldObjects(
  text: string,
  optionalOldSelf: boolean,
  base: SchemaNode,
  head: SchemaNode,
  property: string,
  added: ReadonlySet<string>,
  options: CompareOptions,
  assumed: ReadonlySet<string> = NO_FIELDS,
): boolean {
  if (!options.celAst) return false;
  // On a list, the fields its items gain (Gateway API's `self.all(l1, !has(l1.name) || …)`), and
  // what every old item has and holds where an item is an object that cannot be null.
  const addedInItems =
    base.items && head.items
      ? fieldsOldObjectsLack(base.items, head.items, itemsProperty(property))
      : new Set<string>();
  const itemsGainValues =
    base.items !== undefined &&
    head.items !== undefined &&
    (gainsEnumValues(base.items, head.items) || enumGains(base.items.enum, head.items.enum));
  // Fields by their property names: `has(e.secret.__namespace__)` asks of the property `namespace`
  // (prometheus-engine's root rules on its endpoints' secrets, 1b2cbb5c2).
  const parsed = options.celAst(text);
  if (parsed === undefined) return false;
  const ast = withPropertyNames(parsed) as ASTNode;
  if (
    added.size === 0 &&
    addedInItems.size === 0 &&
    !gainsEnumValues(base, head) &&
    !itemsGainValues &&
    defaultsOldObjectsGain(base, head).size === 0 &&
    (base.items === undefined ||
      head.items === undefined ||
      defaultsOldObjectsGain(base.items, head.items).size === 0) &&
    !asksBelowAField(ast) &&
    !comparesWithNull(ast) &&
    !selectsOptionally(ast)
  )
    return false;
  const stringItems = base.type === 'array' ? stringValues(base.items?.enum) : undefined;
  const items: OldObjectFacts | undefined =
    base.items && head.items && !base.items.nullable && base.items.type === 'object'
      ? oldObjectFacts(base.items, head.items, itemsProperty(property), addedInItems, options.celAst)
      : addedInItems.size > 0
        ? { absent: addedInItems }
        : stringItems
          ? { absent: new Set(), oneOf: stringItems }
          : undefined;
  const facts = oldObjectFacts(base, head, property, added, options.celAst);
  const self = assumed.size === 0 ? facts : { ...facts, present: new Set([...(facts.present ?? []), ...assumed]) };
  return holdsWithoutFields(ast, self, items, !optionalOldSelf);
}

const NO_FIELDS: ReadonlySet<string> = new Set();

/**
 * The fields the change adds (which no old object has) that a rule reads as `self.f` outside a
 * has(): where it reads one on an object stored before, the rule fails, "no such key" (openbao-
 * operator d40600ef's `!(has(self.domain) && size(self.domains) > 0)`, with `domain` required
 * before and `domains` new, failed on every stored object).
 */
function readsUnguarded(text: string, added: ReadonlySet<string>, options: CompareOptions): string[] {
  const ast = added.size === 0 ? undefined : options.celAst?.(text);
  return ast === undefined ? [] : unguardedSelfReads(ast, added);
}

/**
 * The fields a new rule selects wherever it runs, which old objects may lack, where it holds on
 * every old object that has them: it fails ("no such key") only on objects without them
 * (gardener/etcd-druid c255bd82's root rules read `self.spec`, which the Etcd root does not
 * require); undefined where it may fail otherwise.
 */
function failsOnlyWithout(
  text: string,
  optionalOldSelf: boolean,
  base: SchemaNode,
  head: SchemaNode,
  property: string,
  added: ReadonlySet<string>,
  options: CompareOptions,
): readonly string[] | undefined {
  const ast = options.celAst?.(text);
  if (ast === undefined) return undefined;
  const present = oldObjectFacts(base, head, property, added, options.celAst).present ?? NO_FIELDS;
  // Objects the rule reads below (`self.spec.etcd`): a rule about the field itself (`has(self.a)`,
  // `self.a != null`) says nothing more by "only where it is set".
  const needed = [...fieldsRulesRequire([ast])].filter(
    (f) =>
      !present.has(f) &&
      !added.has(f) &&
      base.properties.get(f)?.nullable === false &&
      base.properties.get(f)?.type === 'object' &&
      selectsBelow(ast, f),
  );
  if (needed.length === 0) return undefined;
  return holdsForOldObjects(text, optionalOldSelf, base, head, property, added, options, new Set(needed))
    ? needed
    : undefined;
}

/** What every object stored under `base` has, lacks and holds at this node, and below it (holds-without-new-fields.ts). */
function oldObjectFacts(
  base: SchemaNode,
  head: SchemaNode,
  property: string,
  added = fieldsOldObjectsLack(base, head, property),
  celAst?: CompareOptions['celAst'],
): OldObjectFacts {
  const defaulted = defaultsOldObjectsGain(base, head);
  // A field the base only defaulted is set on a manifest re-applied after the change (a create,
  // which the rules judge as a stored object) only where the head defaults it too, to a value it
  // cannot make null: a default removed, or a field made nullable, leaves it unset (a regression probe).
  const baseRequired = new Set(base.required);
  const stillSet = (name: string) => {
    const h = head.properties.get(name);
    return baseRequired.has(name) || (h !== undefined && h.hasDefault && !h.nullable);
  };
  const values = new Map([...enumValuesOldObjectsHold(base)].filter(([name]) => stillSet(name)));
  // The head's default is what such a create holds: one the head changed is among the values too.
  for (const [name, known] of values) {
    const d = head.properties.get(name)?.default;
    if (!baseRequired.has(name) && typeof d === 'string' && !known.has(d)) values.set(name, new Set([...known, d]));
  }
  const booleans = new Map<string, boolean>();
  const numbers = new Map<string, number>();
  for (const [name, value] of defaulted) {
    if (typeof value === 'string') values.set(name, new Set([value]));
    else if (typeof value === 'boolean') booleans.set(name, value);
    else if (typeof value === 'number') numbers.set(name, value);
  }
  return {
    absent: added,
    present: new Set([
      ...[...fieldsOldObjectsHave(base)].filter(stillSet),
      ...defaulted.keys(),
      ...fieldsBaseRulesRequire(base, celAst),
    ]),
    values,
    booleans,
    numbers,
    nonEmpty: nonEmptyStrings(base),
    minItems: new Map(
      [...base.properties].flatMap(([name, p]) => (p.type === 'array' && p.minItems ? [[name, p.minItems]] : [])),
    ),
    nullable: new Set([...base.properties].filter(([, p]) => p.nullable).map(([name]) => name)),
    valuesWhereSet: valuesWhereSet(base, celAst),
    itemValuesWhereSet: itemValuesWhereSet(base),
    nested: (field) => {
      const [b, h] = [base.properties.get(field), head.properties.get(field)];
      // An object both sides describe; a nullable one may hold null, which nothing below describes.
      if (!b || !h || b.nullable || b.type !== 'object' || h.type !== 'object') return undefined;
      return oldObjectFacts(b, h, childProperty(property, field), undefined, celAst);
    },
    itemsOf: (field) => {
      const [b, h] = [base.properties.get(field)?.items, head.properties.get(field)?.items];
      // Items that are objects both sides describe and that cannot be null.
      if (!b || !h || b.nullable || b.type !== 'object' || h.type !== 'object') return undefined;
      return oldObjectFacts(b, h, itemsProperty(childProperty(property, field)), undefined, celAst);
    },
  };
}

/**
 * The fields the head gains with a default, which no old object had (the base pruned them) and
 * which structural defaulting now sets on every old object, on reads from etcd and on requests
 * alike, before any rule runs: their default values. NVIDIA's gpu-operator added `default` with
 * `default: false` to NVIDIADriver's spec and the rule `has(self.default) && self.default ? … : true`
 * (53770fc2b), which every old object passes by its `: true`.
 */
function defaultsOldObjectsGain(base: SchemaNode, head: SchemaNode): ReadonlyMap<string, unknown> {
  const out = new Map<string, unknown>();
  if (keepsUndeclaredFields(base)) return out;
  for (const [name, node] of head.properties)
    if (!base.properties.has(name) && node.hasDefault) out.set(name, node.default);
  return out;
}

/**
 * The fields every object the base's rules accepted has (fields-rules-require.ts): declared, not
 * nullable (a null passes has()), and selected by a rule wherever it runs.
 */
function fieldsBaseRulesRequire(base: SchemaNode, celAst: CompareOptions['celAst']): string[] {
  if (!celAst || base.validations.length === 0) return [];
  const needed = fieldsRulesRequire(ruleTrees(base, celAst));
  return [...needed].filter((name) => base.properties.get(name)?.nullable === false);
}

/** The parsed rules of a node (undefined where one does not parse or has no text). */
const ruleTrees = (node: SchemaNode, celAst: CompareOptions['celAst']): (ASTNode | undefined)[] =>
  node.validations.map(({ rule }) => (typeof rule.rule === 'string' ? celAst?.(rule.rule) : undefined));

/** The fields every object stored under the base schema has: required or defaulted, and not nullable. */
function fieldsOldObjectsHave(base: SchemaNode): ReadonlySet<string> {
  const required = new Set(Array.isArray(base.raw.required) ? base.raw.required : []);
  return new Set(
    [...base.properties]
      .filter(([name, node]) => (required.has(name) || node.hasDefault) && !node.nullable)
      .map(([name]) => name),
  );
}

/**
 * Whether a field of the node, or the items of a list field, accepts enum values it did not
 * (Gateway API's `type: CORS`; kjob's `requiredFlags[*]`).
 */
function gainsEnumValues(base: SchemaNode, head: SchemaNode): boolean {
  return [...head.properties].some(([name, node]) => {
    const was = base.properties.get(name);
    return enumGains(was?.enum, node.enum) || enumGains(was?.items?.enum, node.items?.enum);
  });
}

/** Whether an enum accepts values it did not. */
const enumGains = (before: readonly unknown[] | undefined, after: readonly unknown[] | undefined): boolean =>
  before !== undefined && after !== undefined && after.some((v) => !before.some((b) => sameJson(b, v)));

/**
 * The string fields whose every value the base accepted is not empty: `minLength` of 1 or more, or
 * a `pattern` that refuses "" (percona-postgresql-operator's `repoName`, `^repo[1-4]`, with the
 * rule `(has(self.repoName) && self.repoName != "") || …` added beside a field it gained: 1ec30a181).
 */
function nonEmptyStrings(base: SchemaNode): ReadonlySet<string> {
  const out = new Set<string>();
  for (const [name, node] of base.properties) {
    if (node.type !== 'string' || node.nullable) continue;
    const minLength = node.minLength;
    if (
      (minLength !== undefined && minLength >= 1) ||
      (node.pattern !== '' && patternAdmitsAllOf('^$', node.pattern) === false)
    )
      out.add(name);
  }
  return out;
}

/**
 * The strings the items of each list field could hold where an old object sets it: the items' base
 * enum. Not of a list that may be null: `has()` is true of a null, which `in` and the macros refuse.
 */
function itemValuesWhereSet(base: SchemaNode): ReadonlyMap<string, ReadonlySet<string>> {
  const out = new Map<string, ReadonlySet<string>>();
  for (const [name, node] of base.properties) {
    const values =
      node.type === 'array' && !node.nullable && node.items ? stringValues(effectiveEnum(node.items)) : undefined;
    if (values) out.set(name, values);
  }
  return out;
}

/**
 * The strings an optional field's base enum (or a base rule of the field that lists them, `self in
 * ['al2', 'windows2022']`) allowed, where an old object sets it: aws karpenter-provider-aws
 * 6eabbdd9f added `windows2025` to those of an optional `alias` with `has(self.alias) && self.alias
 * == 'windows2025' ? … : true`, true on every old object.
 */
function valuesWhereSet(base: SchemaNode, celAst: CompareOptions['celAst']): ReadonlyMap<string, ReadonlySet<string>> {
  const out = new Map<string, ReadonlySet<string>>();
  for (const [name, node] of base.properties) {
    if (node.nullable) continue;
    const values = stringValues(stringsOfStringField(node, effectiveEnum(node)) ?? valuesAllowedByRule(node, celAst));
    if (values) out.set(name, values);
    // The part before a separator a rule lists (`self.split('@')[0] in [...]`: karpenter-provider-aws's alias).
    const prefixes = prefixesAllowedByRule(node, celAst);
    if (prefixes) out.set(prefixKey(name, prefixes.separator), prefixes.values);
  }
  return out;
}

/**
 * The strings of a string field's enum: no other entry can match a value of the field, as YAML 1.1
 * reads `Off` or `yes` unquoted as booleans (`enum: [Server, Relay, Off]` holds false); undefined
 * where none is a string, or the field is no string.
 */
function stringsOfStringField(
  node: SchemaNode,
  values: readonly unknown[] | undefined,
): readonly unknown[] | undefined {
  if (node.type !== 'string' || values === undefined) return values;
  const strings = values.filter((v) => typeof v === 'string');
  return strings.length > 0 ? strings : undefined;
}

/** The values, when they are all strings. */
const stringValues = (values: readonly unknown[] | undefined): ReadonlySet<string> | undefined =>
  values?.every((v) => typeof v === 'string') ? new Set(values as readonly string[]) : undefined;

/**
 * The string values each field every old object has (required or defaulted in base) could hold:
 * its base enum, when that has only strings.
 */
function enumValuesOldObjectsHold(base: SchemaNode): ReadonlyMap<string, ReadonlySet<string>> {
  const required = new Set(Array.isArray(base.raw.required) ? base.raw.required : []);
  const out = new Map<string, ReadonlySet<string>>();
  for (const [name, node] of base.properties) {
    // The enum as it lets values through, allOf branches included (kong 6dba3ef: controller-gen's
    // `allOf: [{enum: [konnectID, namespacedRef]}, {enum: [namespacedRef]}]`).
    const values =
      required.has(name) || node.hasDefault ? stringValues(stringsOfStringField(node, effectiveEnum(node))) : undefined;
    if (values) out.set(name, values);
  }
  return out;
}

/**
 * A rule that reads as `true` on every object the base accepted (on-old-objects.ts: a condition on
 * a value the base enum of a required field never allowed, cluster-api-provider-ibmcloud's
 * `self.protocol == 'gre' ? !has(self.portRange) : true`), or a changed rule that accepts
 * everything one base rule of the node accepted (implied-by-rule.ts:
 * `self == oldSelf` widened to `self == oldSelf || X`; presence-implication.ts, where the fields
 * the node gains (`absent`) are unset). The base rule must have run wherever the
 * head rule runs: not skipped by optionalOldSelf where the head rule is not, and not a transition
 * rule (skipped on create) where the head rule is not one.
 */
function relaxesABaseRule(
  text: string,
  optionalOldSelf: boolean,
  baseRules: readonly { readonly text: string; readonly optionalOldSelf: boolean }[],
  absent: ReadonlySet<string>,
  options: CompareOptions,
  oldObjects: () => Omit<OldObjectScope, 'oldSelf'>,
  defaultsAdded: () => readonly NewDefault[],
  fieldRules: () => readonly ASTNode[] = () => [],
): boolean {
  if (!options.celAst) return false;
  const ast = options.celAst(text);
  if (ast === undefined) return false;
  const isTransition = readsOldSelf(ast);
  // A transition rule runs on create only with optionalOldSelf (oldSelf then an optional, none).
  const headOnCreate = !isTransition || optionalOldSelf;
  // What the objects the base accepted have and hold, as the head rule reads them, and the head
  // rule as it reads on them (on-old-objects.ts), each made once.
  let scope: OldObjectScope | undefined;
  const onOldScope = (): OldObjectScope => (scope ??= { ...oldObjects(), oldSelf: isTransition && !optionalOldSelf });
  let onOld: ASTNode | undefined;
  const asOnOldObjects = (): ASTNode => (onOld ??= onOldObjects(ast, onOldScope()));
  const onOldRule = asOnOldObjects();
  if (onOldRule.op === 'value' && onOldRule.args === true) return true;
  const relaxed = baseRules.some((b) => {
    const baseAst = options.celAst?.(b.text);
    if (baseAst === undefined) return false;
    const baseIsTransition = readsOldSelf(baseAst);
    // The base rule must have run wherever the head rule runs, with oldSelf of the same type.
    if (headOnCreate && baseIsTransition && !b.optionalOldSelf) return false;
    if (baseIsTransition && (!isTransition || b.optionalOldSelf !== optionalOldSelf)) return false;
    if (isImpliedBy(baseAst, ast, options.patternAdmitsAllOf, onOldScope)) return true;
    // Fields read with defaults, written back as the presence tests they stand for (defaulted-reads.ts).
    const [baseExpanded, headExpanded] = [withDefaultedReadsExpanded(baseAst), withDefaultedReadsExpanded(ast)];
    if (
      (baseExpanded !== baseAst || headExpanded !== ast) &&
      isImpliedBy(baseExpanded, headExpanded, options.patternAdmitsAllOf, onOldScope)
    )
      return true;
    if (isImpliedByPresence({ text: b.text, ast: baseAst }, { text, ast }, absent, oldObjects().self)) return true;
    // A rule on a list of objects (oldObjects has facts of its items only then).
    const items = oldObjects().items;
    if (items && isImpliedOnItems({ text: b.text, ast: baseAst }, { text, ast }, items)) return true;
    const rewritten = asOnOldObjects();
    if (rewritten !== ast && isImpliedBy(baseAst, rewritten, options.patternAdmitsAllOf)) return true;
    // A has() guard of the base rule that a default the change adds made idle (new-default-guard.ts).
    return impliedByNewDefault(baseAst, ast, defaultsAdded(), onOldScope(), (b, h) =>
      isImpliedBy(b, h, options.patternAdmitsAllOf, onOldScope),
    );
  });
  if (relaxed || isTransition) return relaxed;
  // Value by value, any base rule (each held on every stored object) may be the one that implies it;
  // so may a base rule of a field of the node, read from the node where the field is set.
  const plain = [
    ...baseRules.flatMap((b) => {
      const baseAst = options.celAst?.(b.text);
      return baseAst !== undefined && !readsOldSelf(baseAst) ? [baseAst] : [];
    }),
    ...fieldRules(),
  ];
  return (
    plain.length > 0 &&
    (impliedValueByValue(plain, ast, onOldScope(), options) ||
      impliedWithinListedValues(plain, ast, onOldScope(), options) ||
      isImpliedByPresenceOfAll(plain, { text, ast }, absent, oldObjects().self))
  );
}

/**
 * The base rules of the node's fields, each read from the node where its field is set:
 * `!has(self.f) || <the rule reading self.f>` (moved-rule.ts). rancher/turtles 426b158a48 widened
 * spec's "one of url, selector" to "one of oci, url, selector", which spec.fetchConfig's own rule
 * had asked of every object already. Rules that read oldSelf, or run with optionalOldSelf, are left out.
 */
function fieldRulesFromHolder(base: SchemaNode, options: CompareOptions): ASTNode[] {
  const out: ASTNode[] = [];
  for (const [name, field] of base.properties)
    for (const { rule } of field.validations) {
      const ast =
        typeof rule.rule === 'string' && rule.optionalOldSelf !== true ? options.celAst?.(rule.rule.trim()) : undefined;
      if (ast === undefined || readsOldSelf(ast)) continue;
      out.push(whereFieldSet(name, readFromParent(ast, name)));
    }
  return out;
}

/**
 * The head rule implied by a base rule once both read only the values the base rules list for an
 * expression they test (membership-facts.ts): each base rule held on every stored object, so each
 * stored object gave such an expression one of its listed values.
 */
function impliedWithinListedValues(
  bases: readonly ASTNode[],
  head: ASTNode,
  scope: OldObjectScope,
  options: CompareOptions,
): boolean {
  const facts = membershipsStated(bases);
  if (facts.length === 0) return false;
  const narrowedHead = onOldObjects(narrowedByMemberships(head, facts), scope);
  if (narrowedHead.op === 'value' && narrowedHead.args === true) return true;
  return bases.some((base) =>
    isImpliedBy(onOldObjects(narrowedByMemberships(base, facts), scope), narrowedHead, options.patternAdmitsAllOf),
  );
}

/** Enums of more values than this are not split into cases. */
const MAX_CASES = 16;

/**
 * The head rule implied by the base rule on the old objects of each value of a field they all
 * have with a few possible values, taken one value at a time (on-old-objects.ts reads the
 * comparisons of the field then): cluster-api-provider-ibmcloud rewrote `self.protocol == 'all'
 * ? !has(self.portRange) : true` as `(self.protocol != 'tcp' && self.protocol != 'udp' &&
 * self.protocol != 'icmp') ? !has(self.portRange) : true` over the enum [all, icmp, tcp, udp],
 * and `… != 'tcp' && … != 'udp'` beside a base rule of the same form for icmp: any base rule may
 * imply it for a value (every stored object held them all). Not for transition rules: `oldSelf`'s
 * field may hold another value than `self`'s.
 */
function impliedValueByValue(
  bases: readonly ASTNode[],
  head: ASTNode,
  scope: OldObjectScope,
  options: CompareOptions,
): boolean {
  const values = scope.self.values;
  if (!values) return false;
  for (const [field, possible] of values) {
    if (possible.size < 2 || possible.size > MAX_CASES) continue;
    const holds = [...possible].every((value) => {
      const one: OldObjectScope = {
        ...scope,
        self: { ...scope.self, values: new Map([...values, [field, new Set([value])]]) },
      };
      const h = onOldObjects(head, one);
      return (
        (h.op === 'value' && h.args === true) ||
        bases.some((base) => isImpliedBy(onOldObjects(base, one), h, options.patternAdmitsAllOf))
      );
    });
    if (holds) return true;
  }
  return false;
}

/** What every object the base accepted has and holds, at this node and in the items of its list. */
function oldObjectScope(
  base: SchemaNode,
  head: SchemaNode,
  property: string,
  celAst?: CompareOptions['celAst'],
): Omit<OldObjectScope, 'oldSelf'> {
  // An item that may be null has no fields: what its schema says of them holds only where it is set.
  const items =
    base.items && head.items && !base.items.nullable && base.items.type === 'object'
      ? oldObjectFacts(base.items, head.items, itemsProperty(property), undefined, celAst)
      : undefined;
  return { self: oldObjectFacts(base, head, property, undefined, celAst), ...(items ? { items } : {}) };
}

/**
 * Two rules that differ only in how they spell the properties they select (`namespace`,
 * `__namespace__`), or the text before a character (`find('^[^@]+')`, `split('@')[0]`).
 */
function sameSelections(base: string, head: string, options: CompareOptions): boolean {
  const [b, h] = [options.celAst?.(base), options.celAst?.(head)];
  const alike = (ast: ASTNode) => withPrefixSelectionsAlike(withPropertyNames(ast));
  return b !== undefined && h !== undefined && sameTree(alike(b), alike(h));
}

/**
 * A rule that says the list's items are unique, where the base's list type made them so
 * (uniqueness-rule.ts): kueue's MultiKueueConfig clusters, `set` made `atomic` to keep its order;
 * or where the base allowed one item at most.
 */
function keepsItemsUnique(text: string, base: SchemaNode, options: CompareOptions): boolean {
  const ast = options.celAst?.(text);
  if (ast === undefined) return false;
  // A list of at most one item is unique by any keys its item has (gateway-api-inference-extension
  // 0a3bb201: ports, one at most, then up to eight with a rule that their numbers are unique).
  if (base.maxItems !== undefined && base.maxItems <= 1) {
    const required = new Set(base.items?.required ?? []);
    const keys = keysRead(ast);
    return (
      isUniquenessRule(ast, 'whole') ||
      (keys.length > 0 && keys.every((k) => required.has(k)) && isUniquenessRule(ast, keys))
    );
  }
  const keys = base.listType === 'map' ? base.listMapKeys : undefined;
  if (base.listType !== 'set' && (keys === undefined || keys.length === 0)) return false;
  return isUniquenessRule(ast, 'whole') || (keys !== undefined && isUniquenessRule(ast, keys));
}

/** A rule the base node's presence keywords already imply (implied-by-structure.ts). */
function impliedByBaseKeywords(
  text: string,
  base: SchemaNode,
  property: string,
  absent: ReadonlySet<string>,
  options: CompareOptions,
  oldObjects: () => Omit<OldObjectScope, 'oldSelf'>,
): boolean {
  const ast = options.celAst?.(text);
  if (ast === undefined) return false;
  if (
    impliedByBaseStructure(text, ast, base, absent) ||
    requiredChainsImplied(ast, base) ||
    impliedByBaseBounds(ast, base) ||
    formatImpliedByPattern(ast, base, options.patternAdmitsAllOf) ||
    impliedByValueSets(ast, allowedValueSets(base, PARENT_BRANCHES.get(base), heldByBaseRules(base, options))) ||
    impliedByFieldValues(ast, base, property) ||
    itemsMatchImpliedByPattern(ast, base, options.patternAdmitsAllOf, fieldsOldObjectsHave)
  )
    return true;
  // As the rule reads on the objects the base accepted: a field the change adds with a default
  // reads as that default (argocd-image-updater 3d7612e7: `self.useAnnotations ? true : (has(self.images)
  // && size(self.images) > 0)` in place of `required: [images]` and `minItems: 1`).
  if (readsOldSelf(ast)) return false;
  const onOld = onOldObjects(ast, { ...oldObjects(), oldSelf: false });
  return onOld !== ast && impliedByBaseBounds(onOld, base);
}

/** The numbers the base node's own rules (not its transition rules, which creates skip) held it to. */
function heldByBaseRules(base: SchemaNode, options: CompareOptions): ReturnType<typeof boundsHeldByRules> {
  return boundsHeldByRules(
    base.validations.map(({ rule }) => {
      const ast = typeof rule.rule === 'string' ? options.celAst?.(rule.rule.trim()) : undefined;
      return ast && !readsOldSelf(ast) ? ast : undefined;
    }),
  );
}

/**
 * A rule that judges one field's value (or the value at a chain of fields), which every old object
 * has (required or defaulted, not null; the root's metadata, and its name, which the apiserver
 * generates before it validates) and the base's keywords already held to what the rule asks
 * (implied-by-value-bounds.ts).
 */
function impliedByFieldValues(ast: ASTNode, base: SchemaNode, property: string): boolean {
  const ofField = asRuleOfField(ast);
  if (ofField === undefined) return false;
  let node: SchemaNode | undefined = base;
  let at = property;
  for (const field of ofField.fields) {
    const had: boolean =
      fieldsOldObjectsHave(node).has(field) ||
      alwaysSet(node, at).has(field) ||
      (at === ROOT_METADATA && field === 'name');
    node = had ? node.properties.get(field) : undefined;
    if (node === undefined) return false;
    at = childProperty(at, field);
  }
  return impliedByValueSets(ofField.rule, allowedValueSets(node));
}

/**
 * The schemas the branches of a base node's anyOf and oneOf give each of its properties (undefined
 * where a branch gives none), for the proofs about the property's values (implied-by-value-bounds.ts).
 */
const PARENT_BRANCHES = new WeakMap<SchemaNode, readonly (SchemaNode | undefined)[]>();

/**
 * A rule of a field moved up to this node and rewritten to select the field (moved-rule.ts): as it
 * is, where the base required the field; behind `!has(self.field) ||` for any field that cannot
 * be null. On every old object it evaluates as the base rule did on its field.
 */
function movedFromAField(text: string, optionalOldSelf: boolean, base: SchemaNode, options: CompareOptions): boolean {
  const ast = options.celAst?.(text);
  if (ast === undefined) return false;
  const required = fieldsOldObjectsHave(base);
  for (const [field, node] of base.properties) {
    // A field that may be null: the base rule did not run on a null, which `has()` counts as set.
    if (!required.has(field) && node.nullable) continue;
    for (const { rule } of node.validations) {
      if (typeof rule.rule !== 'string' || (rule.optionalOldSelf === true) !== optionalOldSelf) continue;
      const moved = options.celAst?.(rule.rule.trim());
      if (moved === undefined) continue;
      if ((required.has(field) && isMovedUp(moved, ast, field)) || isGuardedMoveUp(moved, ast, field)) return true;
      // Or a rule of the object that the field's rule implies, read from the object: kyma-project's
      // telemetry-manager split "exactly one of value and valueFrom" on a required `user` into "at
      // most one" there and "at least one" on its parent (1535327db); kubeai moved url's `self ==
      // oldSelf` up to spec as `!has(oldSelf.cacheProfile) || self.url == oldSelf.url` (50dbc20). A
      // transition rule of the field implies only a transition rule, which runs on updates alone too.
      if (
        required.has(field) &&
        (!readsOldSelf(moved) || readsOldSelf(ast)) &&
        impliedFromAField(moved, rule.rule.trim(), ast, text, field, options)
      )
        return true;
    }
  }
  return false;
}

/** Whether the rule `text` of an object holds wherever the rule of its field `field` held (read from the object). */
function impliedFromAField(
  fieldRule: ASTNode,
  fieldText: string,
  ast: ASTNode,
  text: string,
  field: string,
  options: CompareOptions,
): boolean {
  return (
    isImpliedBy(readFromParent(fieldRule, field), ast, options.patternAdmitsAllOf) ||
    isImpliedByPresence({ text: fieldText, ast: fieldRule }, { text, ast }, new Set(), {}, field)
  );
}

/**
 * A rule of a list or map over its elements moved down to them (moved-rule.ts, elementRule): every
 * old object met it on every element, so a rule it implies there refuses none of them. Not for a
 * transition rule, which the base's rule was not.
 */
function movedDownFromItsHolder(
  text: string,
  optionalOldSelf: boolean,
  base: SchemaNode,
  options: CompareOptions,
): boolean {
  const holder = ELEMENT_HOLDERS.get(base);
  const ast = options.celAst?.(text);
  if (holder === undefined || ast === undefined || optionalOldSelf || readsOldSelf(ast)) return false;
  return holder.node.validations.some(({ rule }) => {
    if (typeof rule.rule !== 'string' || rule.optionalOldSelf === true) return false;
    const parsed = options.celAst?.(rule.rule.trim());
    const onElement = parsed && elementRule(parsed, holder.holds);
    return onElement !== undefined && isImpliedBy(onElement, ast, options.patternAdmitsAllOf);
  });
}

/**
 * A rule of a field that the base rules of the object holding it made true of every stored object
 * (implied-by-holder-rules.ts). Not with optionalOldSelf, which the holder's rules had not.
 */
function impliedByTheHolder(
  text: string,
  optionalOldSelf: boolean,
  base: SchemaNode,
  options: CompareOptions,
): boolean {
  const holder = FIELD_HOLDERS.get(base);
  const ast = options.celAst?.(text);
  if (holder === undefined || ast === undefined || optionalOldSelf) return false;
  const rules = holder.node.validations.flatMap(({ rule }) => {
    const parsed =
      typeof rule.rule === 'string' && rule.optionalOldSelf !== true ? options.celAst?.(rule.rule.trim()) : undefined;
    return parsed === undefined ? [] : [parsed];
  });
  return impliedByHolderRules(ast, holder.name, rules, holder.facts());
}

/**
 * The field whose rule this is, moved up and rewritten to select it (moved-rule.ts), where the base
 * does not require the field: the rule evaluates as the base rule did wherever the field is set,
 * and fails ("no such key") only on an object without it, where the base rule did not run.
 * cluster-api-provider-vsphere 58ee68e11 moved VSphereMachine's policies rule from spec to the
 * root, in v1beta1, whose root does not require spec: a warning that says so, not an error.
 */
function movedFromAnOptionalField(
  text: string,
  optionalOldSelf: boolean,
  base: SchemaNode,
  options: CompareOptions,
): string | undefined {
  const ast = options.celAst?.(text);
  if (ast === undefined) return undefined;
  for (const [field, node] of base.properties) {
    if (node.nullable) continue;
    for (const { rule } of node.validations) {
      if (typeof rule.rule !== 'string' || (rule.optionalOldSelf === true) !== optionalOldSelf) continue;
      const moved = options.celAst?.(rule.rule.trim());
      if (moved !== undefined && isMovedUp(moved, ast, field)) return field;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// §5.7 defaults and structure extensions.

function compareExtensions(
  base: SchemaNode,
  head: SchemaNode,
  property: string,
  at: (key: string) => FieldPath,
  emit: Emit,
  setOnEveryBaseObject: boolean,
  inWholeList: boolean,
  goType: () => string | undefined,
): void {
  const change = (
    ruleId: SchemaRuleId,
    key: string,
    severity?: Severity,
    more?:
      | {
          readonly zeroValue?: true;
          readonly deprecated?: true;
          readonly documented?: true;
          readonly baseRead?: unknown;
          readonly headRead?: unknown;
        }
      | { readonly uniquenessGained: boolean }
      | { readonly scalarsKept: true },
  ) =>
    emit({
      ruleId,
      check: key,
      property,
      base: asJson(base.raw[key] ?? undefined),
      head: asJson(head.raw[key] ?? undefined),
      path: at(key),
      ...(severity === undefined ? {} : { severity }),
      ...more,
    });
  // A default of "" added to a string (Kubernetes' own LocalObjectReference.name has one since
  // 1.30, so every CRD embedding it gains it on a dependency bump): a notice, as clients read ""
  // as the name unset. Not 0 or false: a pointer field (`*int32 replicas`, nil meaning 1) would
  // read them as set, and the schema does not say which Go type a field has.
  // A default added on a field the base required (and did not let be null) changes no stored
  // object: each has a value, and the apiserver defaults only absent fields. It only lets creates
  // leave the field out (karpenter's "default consolidateAfter instead of requiring it"). Not one
  // changed: the base's default filled the field in before validation, so manifests could leave it
  // out already, and now mean the new default (k8sgpt-operator 2abd0e7: backOff.enabled, required
  // and `default: true`, made `default: false`).
  const defaultMattersToStoredObjects =
    !setOnEveryBaseObject || head.default === undefined || base.default !== undefined;
  // A default removed from a field the change deprecates (its description says so: kiali's
  // `DEPRECATED: … will be ignored`, 0a397fa9) matters only to what still reads the field: a notice.
  if (!sameJson(base.default, head.default) && defaultMattersToStoredObjects && !defaultChangeIsItsFields(base, head)) {
    // Or from one deprecated before that says nothing reads it (gpu-operator 5831d10a4: "Deprecated:
    // DefaultRuntime is no longer used by the gpu-operator").
    const deprecated =
      head.default === undefined &&
      isDeprecated(head) &&
      (!isDeprecated(base) || saysUnused(base.description) || saysUnused(head.description));
    const documented = base.default === undefined && describesDefault(base.description, head.default);
    // Removed where the description still states it (argocd-image-updater f3381bfa: `If not
    // specified, defaults to "argocd".`): the controller reads unset as it, as users are told.
    const stillDocumented =
      head.default === undefined && base.default !== undefined && describesDefault(head.description, base.default);
    const baseRead = readDefault(base);
    const headRead = readDefault(head);
    // Added, or removed (Mellanox/network-operator 0a276543 removed `default: false` from a Go bool).
    const zeroValue =
      (base.default === undefined && (isZeroValue(head) || isGoZeroValue(head.default, goType(), head))) ||
      (head.default === undefined &&
        base.default !== undefined &&
        (isZeroValue(base) || isGoZeroValue(base.default, goType(), base)));
    const notice = zeroValue || deprecated || documented || stillDocumented;
    change('compat/default-changed', 'default', notice ? 'notice' : undefined, {
      ...(zeroValue ? { zeroValue } : {}),
      ...(deprecated ? { deprecated } : {}),
      ...(documented || stillDocumented ? { documented: true } : {}),
      ...(baseRead === undefined ? {} : { baseRead }),
      ...(headRead === undefined ? {} : { headRead }),
    });
  }
  // A list that becomes a map (or stops being one) gains (or loses) its keys with it: one change,
  // reported once as the list type's (a Kubernetes bump made 36 lists of chaos-mesh's CRDs maps).
  // Inside an item of a list that is not a map (`inWholeList`), server-side apply owns the outer
  // list whole, so how the inner list merges decides nothing: only uniqueness it gains can refuse
  // a stored value (structured-merge-diff treats an atomic ancestor as a leaf; the apiserver's
  // list-type validation walks into every item).
  const listTypeChanged =
    (base.listType ?? 'atomic') !== (head.listType ?? 'atomic') && !isNonScalarSetMadeAtomic(base, head);
  const keysChanged = !sameSet(base.listMapKeys, head.listMapKeys);
  const uniquenessGained = gainsUniqueness(base, head, keysChanged);
  const mattersHere = !inWholeList || uniquenessGained;
  if (mattersHere && listTypeChanged)
    change('compat/list-type-changed', 'x-kubernetes-list-type', undefined, { uniquenessGained });
  else if (mattersHere && keysChanged)
    change('compat/list-type-changed', 'x-kubernetes-list-map-keys', undefined, { uniquenessGained });
  // A struct made atomic (controller-gen copies k8s.io/api's `+structType=atomic` of
  // LocalObjectReference, SecretKeySelector, LabelSelector...: logging-operator f189faf5, 3,252
  // errors): server-side apply then owns it whole. Kubernetes made the same change to its GA
  // structs in place (kubernetes#100684, "Tag structs as atomic"): a notice. A map of keys
  // (additionalProperties: labels) made atomic stays an error: managers own its keys one by one.
  // The other way, a struct made granular: Kubernetes did that in place too, when 1.26 gave
  // PersistentVolumeClaimSpec.dataSourceRef the TypedObjectReference without `+structType=atomic`
  // (KEP-3294), so every CRD embedding a PVC spec changed with the k8s.io/api bump (k8ssandra
  // 67561876): a notice as well, and so is an opaque atomic object made a struct. Server-side
  // apply then merges its fields, and rejects nothing.
  // Inside an item of a list that is not a map (`inWholeList`), the list is owned whole already,
  // so the item's map type decides nothing.
  const mapType = base.mapType ?? 'granular';
  if (mapType !== (head.mapType ?? 'granular') && !inWholeList)
    change(
      'compat/list-type-changed',
      'x-kubernetes-map-type',
      (mapType === 'granular' && isStruct(head)) || (mapType === 'atomic' && !isMapOfKeys(base) && isStruct(head))
        ? 'notice'
        : undefined,
    );
  if (dropsUnknownFields(base, head))
    change(
      'compat/preserve-unknown-fields-changed',
      'x-kubernetes-preserve-unknown-fields',
      head.additionalProperties === true ? 'warning' : undefined,
      head.additionalProperties === true ? { scalarsKept: true } : undefined,
    );
  if (base.description !== head.description) change('compat/description-changed', 'description');
}

/**
 * Whether the base kept the unknown fields of its values and the head prunes them. On a list the
 * flag keeps its items' unknown fields, as the items' own flag does: where the base items had it
 * too, their own finding is the one loss (kubeflow 8ed362ca5 dropped both on env, envFrom,
 * volumeMounts and volumes: 8 errors for 4).
 */
function dropsUnknownFields(base: SchemaNode, head: SchemaNode): boolean {
  const itemsSayIt = base.type === 'array' && base.items?.preserveUnknownFields === true;
  return base.preserveUnknownFields === true && !keepsEveryField(head) && !itemsSayIt;
}

/**
 * A `set` of objects or lists made `atomic`, the fix crd/non-scalar-set advises. Server-side apply
 * never merged such a set: structured-merge-diff refuses an associative list without keys whose
 * items are maps or lists, so no manager owned its items, and atomic rejects nothing a set
 * accepted (calico 5acc5f98: 70 BGPConfiguration lists).
 */
function isNonScalarSetMadeAtomic(base: SchemaNode, head: SchemaNode): boolean {
  return nonScalarSetItemType(base) !== undefined && (head.listType ?? 'atomic') === 'atomic';
}

/** An object of named fields, not a map of keys. */
const isStruct = (node: SchemaNode): boolean => node.properties.size > 0 && node.additionalProperties === undefined;

/**
 * An object whose values are keyed freely (`additionalProperties`, as labels are), which managers
 * own key by key once it is granular. An opaque object (no properties, unknown fields kept) made a
 * struct is a struct made granular (argo-workflows' WorkflowTaskSet spec, argo-helm 7730b288).
 */
const isMapOfKeys = (node: SchemaNode): boolean => node.additionalProperties !== undefined;

/**
 * Whether pruning keeps every field of every value the node holds: it preserves unknown fields, or
 * it is a map (`additionalProperties` of a schema) or a list whose values are kept whole, or a
 * scalar. A preserved object that becomes a map of strings (zalando's `matchLabels`) loses no key:
 * its values are only held to a schema, as new fields are. Not `additionalProperties: true`: the
 * apiserver prunes its values with no schema (pruning/algorithm.go), which keeps scalars and
 * empties every mapping, in lists too (forklift f7f7cc324d kept a ForkliftController's undeclared
 * keys so).
 */
function keepsEveryField(node: SchemaNode): boolean {
  if (node.preserveUnknownFields === true || node.intOrString) return true;
  switch (node.type) {
    case 'string':
    case 'integer':
    case 'number':
    case 'boolean':
      return true;
    case 'array':
      return node.items !== undefined && keepsEveryField(node.items);
    case 'object': {
      const values = node.additionalProperties;
      return node.properties.size === 0 && values instanceof SchemaNode && keepsEveryField(values);
    }
    default:
      return false;
  }
}

/** A property's removal, on the `properties:` key of the head's node that held it. */
const fieldRemoved = (property: string, b: SchemaNode, head: SchemaNode, path: FieldPath) =>
  ({
    ruleId: 'compat/field-removed',
    check: 'field',
    property,
    base: b.raw,
    head: null,
    path: head.has('properties') ? path.child('properties') : path,
  }) as const;

/** Whether a node's values are mappings, or lists of them, which pruning with no schema empties. */
const holdsMappings = (node: SchemaNode): boolean =>
  node.preserveUnknownFields !== true &&
  (node.type === 'object' || (node.type === 'array' && node.items !== undefined && holdsMappings(node.items)));

/** Whether `name` under `property` is a resource's apiVersion, kind or metadata, or a field of the root's metadata. */
const isNeverPruned = (node: SchemaNode, property: string, name: string): boolean =>
  (OBJECT_ROOT_FIELDS.has(name) && (property === ROOT_PROPERTY || node.embeddedResource)) || property === ROOT_METADATA;
const ROOT_METADATA = childProperty(ROOT_PROPERTY, 'metadata');

/** Whether the node is a string whose default is "". */
const isZeroValue = (node: SchemaNode): boolean => node.type === 'string' && node.default === '';

/** A field whose description says it is deprecated (`Deprecated: use x`, `DEPRECATED. Ignored.`). */
const isDeprecated = (node: SchemaNode): boolean => saysDeprecated(node.description);

/**
 * Whether a default is the zero value of the Go type the base field was generated from, when that
 * type is no pointer: every reader decoded an absent value as it (security-profiles-operator
 * 25fcafc: `bool` fields made `*bool` with `default: false`, 56 warnings).
 */
function isGoZeroValue(value: unknown, goType: string | undefined, node: SchemaNode): boolean {
  // `{}` on a struct (not a pointer to one) decodes as an absent value does, where no field below
  // it has a default that the empty object would take (osp-director-operator b3fef5894b: a
  // controller-gen bump wrote `+kubebuilder:default={}` on its network attachments' structs).
  if (goType === 'struct') return isEmptyObject(value) && !hasFieldDefault(node);
  // `{}` on a map and `[]` on a slice (not pointers): empty, it reads as nil does to `len`, `range`
  // and an index (DopplerHQ/kubernetes-operator 12c3596bde: `+kubebuilder:default={}` on a map).
  if (goType === 'map') return isEmptyObject(value);
  if (goType === 'slice') return Array.isArray(value) && value.length === 0;
  if (goType === undefined || goType.startsWith('*') || goType === TEXT_TYPE) return false;
  if (goType === 'bool') return value === false;
  if (goType === 'string') return value === '';
  return value === 0; // the integer and float types
}

const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * Whether a field of the object has a default, which the apiserver sets on `{}`; one below a field
 * left unset is not set (defaulting walks into the fields an object has).
 */
const hasFieldDefault = (node: SchemaNode): boolean =>
  [...node.properties.values()].some((field) => field.default !== undefined);

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}
