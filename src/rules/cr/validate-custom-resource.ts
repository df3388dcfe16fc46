import type { FieldError } from '../../engine/field-error.js';
import type { FieldPath } from '../../engine/field-path.js';
import type { ReviewCache } from '../../engine/review-cache.js';
import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import { isBracketPlaceholder, placeholderIn } from '../../parse/template-syntax.js';
import { COMPILED_PATTERNS } from '../crd/defaults/pattern-cache.js';
import type { PrunedPath } from '../crd/pruning/prune.js';
import { validateCelRules } from './cel/validate-cel.js';
import type { CrFieldError } from './cr-error.js';
import { validateListTypes } from './list-type/validate-list-types.js';
import type { ServedVersion } from './match/serving-crds.js';
import { validateEmbeddedResources, validateRootMetadata } from './metadata/validate-resource-metadata.js';
import { keptByApply } from './prepare/kept-by-apply.js';
import { prepareObject } from './prepare/prepare-object.js';
import { validateScale } from './schema/validate-scale.js';
import { validateValue } from './schema/validate-value.js';

// What kube-apiserver answers to one write of one custom resource under one served CRD version
// (spec/cr-validation.md §3.1, [ST] strategy.go and [VR] validator.go), as field errors grouped
// by the rule that reports them. Create when there is no old object, update otherwise; the old
// object is the base manifest as the base CRD stored it, read back through the head CRD
// (CR-MATCH-006).

export type Operation = 'create' | 'update';

export type CrRuleId = 'cr/schema' | 'cr/metadata' | 'cr/list-type' | 'cr/cel';

export interface CrError {
  readonly ruleId: CrRuleId;
  readonly error: CrFieldError;
  /**
   * The rejection of a mapping or list whose keys pruning dropped (a type error, a forbidden
   * property): cr/unknown-field reports it, naming the dropped keys, so cr/schema does not report
   * it again. It still blocks CEL (CR-CEL-011).
   */
  readonly reportedByUnknownField?: true;
}

export interface ResourceOutcome {
  readonly operation: Operation;
  readonly errors: readonly CrError[];
  /** CEL rules that were not evaluated offline, and why (a notice, never a silent pass). */
  readonly celNotEvaluated: readonly NotEvaluated[];
  readonly dropped: readonly PrunedPath[];
  /** Strings outside the root metadata hold template placeholders (holdsPlaceholder). */
  readonly templated: boolean;
}

export interface NotEvaluated {
  readonly path: FieldPath | undefined;
  readonly rule: string;
  readonly reason: string;
}

export interface OldObject {
  /** The base manifest. */
  readonly raw: JsonObject;
  /** The base CRD's served version of the old object's version, when the base tree has one. */
  readonly stored: ServedVersion | undefined;
}

export interface ClusterOptions {
  /** The oldest cluster targeted knows the k8s-short-name and k8s-long-name formats (1.34+). */
  readonly k8sNameFormats: boolean;
  /** The oldest cluster targeted checks numbers and their bounds against their format's range (1.36+). */
  readonly numberFormats: boolean;
}

export function validateCustomResource(
  raw: JsonObject,
  served: ServedVersion,
  cache: ReviewCache,
  oldObject?: OldObject | 'not converted',
  cluster: ClusterOptions = { k8sNameFormats: true, numberFormats: true },
): ResourceOutcome {
  const patterns = cache.get(COMPILED_PATTERNS);
  const prepared = prepareObject(raw, served.schema);
  let value: JsonObject = prepared.value;
  let old: JsonObject | undefined;
  // An update whose stored object only a conversion webhook could bring to this version: validated
  // as an update without the old object (no ratcheting, no oldSelf; CR-MATCH-005).
  if (oldObject && oldObject !== 'not converted') {
    // CR-MATCH-006: stored under the base CRD, read back through the head CRD.
    const stored = oldObject.stored ? prepareObject(oldObject.raw, oldObject.stored.schema).value : oldObject.raw;
    old = prepareObject({ ...stored, apiVersion: raw.apiVersion }, served.schema).value;
    // What re-applying the changed manifest sends: the fields the change leaves alone keep their stored values.
    value = keptByApply(value, raw, oldObject.raw, old);
  }
  if (served.statusSubresource) value = withStatusOf(value, old);
  const operation: Operation = oldObject ? 'update' : 'create';
  const errors: CrError[] = [];
  const add = (ruleId: CrRuleId, errs: readonly FieldError[]) => {
    for (const e of errs) errors.push({ ruleId, error: e });
  };

  // 5: type metadata (CR-TYPE-001) never fails for a matched resource.
  // 6: root metadata (CR-META-001).
  add(
    'cr/metadata',
    validateRootMetadata(value, operation).filter((e) => !namesPlaceholder(e) && !isBracketedAt(raw, e.path)),
  );
  // 7: OpenAPI value validation, ratcheted on update (§5, §9).
  if (served.schema) {
    const found = validateValue(value, served.schema, {
      patterns,
      k8sNameFormats: cluster.k8sNameFormats,
      numberFormats: cluster.numberFormats,
      ...(old ? { old: { value: old } } : {}),
    });
    const covered = rejectionsOfDropped(found, raw, prepared.dropped);
    for (const e of found)
      errors.push({
        ruleId: 'cr/schema',
        error: e,
        ...(covered.has(e) ? { reportedByUnknownField: true as const } : {}),
      });
  }
  // 8: scale subresource (CR-SCALE-001).
  add('cr/schema', validateScale(value, served.scale));
  // 9: embedded resources (§6).
  add('cr/metadata', validateEmbeddedResources(value, served.schema));
  // 10: list-type uniqueness (§7); on update only when the old object has no list-type error at all.
  if (!old || validateListTypes(old, served.schema).length === 0)
    add('cr/list-type', validateListTypes(value, served.schema));
  // 11: CEL (§8), behind the blocking errors of steps 5–10 (CR-CEL-011).
  const celNotEvaluated: NotEvaluated[] = [];
  // A type error at `[PROJECT_ID]` where a list is not wanted judges a placeholder too, and every
  // error at that value goes with it (an enum's Unsupported value too); the rules are not evaluated
  // then, as they are not behind a type error (they would read a list where the schema says a string).
  const bracketedErrors = errors.filter((e) => e.error.typeInvalid === true && isBracketedAt(raw, e.error.path));
  const bracketedAt = new Set(bracketedErrors.map((e) => e.error.path?.toString()));
  const bracketed = bracketedAt.size > 0;
  if (bracketed) errors.splice(0, errors.length, ...errors.filter((e) => !bracketedAt.has(e.error.path?.toString())));
  // A manifest with template placeholders (`{{ .Values.size }}`, `${SIZE}`) is not what anyone
  // applies: an error on a placeholder is no error (engine/placeholder-subject.ts drops its
  // finding), so it does not block CEL either. Rules are evaluated (Argo workflows hold `{{…}}` in
  // nearly every resource, and most rules read none of it); a rule that fails where the value it
  // judges holds a placeholder is not evaluated on a known value, and is listed as such.
  const templated = holdsPlaceholder(raw);
  if (templated) {
    // A junctor's error stands on the node it judged: a placeholder anywhere below may decide it.
    const onPlaceholder = (e: CrError) =>
      (e.error.path !== undefined && restsOnPlaceholder(raw, e.error.path.segments())) ||
      (e.error.judged !== undefined && judgesPlaceholder(raw, e.error.judged));
    errors.splice(0, errors.length, ...errors.filter((e) => !onPlaceholder(e)));
  }
  if (served.schema && served.hasCelRules && bracketed) {
    // Not a silent pass: the rules wait for the value the placeholder stands for.
    const first = bracketedErrors[0]?.error.path;
    const text = `[${String((valueAt(raw, first?.segments() ?? []) as unknown[] | undefined)?.[0])}]`;
    celNotEvaluated.push({
      path: first,
      rule: '*',
      reason: `${first?.toString() ?? 'a field'} is ${text}, a placeholder in brackets (YAML reads a list) whose value is not known`,
    });
  } else if (served.schema && served.hasCelRules) {
    if (errors.some((e) => isBlocking(e.error))) errors.push({ ruleId: 'cr/cel', error: NOT_CHECKED });
    else {
      const outcome = validateCelRules({ schema: served.schema, value, ...(old ? { oldValue: old } : {}), cache });
      for (const e of outcome.errors) {
        if (templated && judgesPlaceholder(raw, e.path?.segments() ?? [])) {
          celNotEvaluated.push({
            path: e.path,
            rule: '*',
            reason: 'the value it judges holds template placeholders, whose rendered values are not known',
          });
        } else errors.push({ ruleId: 'cr/cel', error: e });
      }
      celNotEvaluated.push(...outcome.notEvaluated);
    }
  }
  return { operation, errors, celNotEvaluated, dropped: prepared.dropped, templated };
}

/**
 * The errors cr/unknown-field reports as the rejection of a value pruning emptied (pruned-field's
 * rejections.ts): a type error at a mapping or list of the manifest, or a forbidden property,
 * that is the innermost such error holding a dropped key.
 */
function rejectionsOfDropped(
  found: readonly CrFieldError[],
  raw: JsonObject,
  dropped: readonly PrunedPath[],
): Set<CrFieldError> {
  const covered = new Set<CrFieldError>();
  if (dropped.length === 0) return covered;
  const holders: { readonly error: CrFieldError; readonly at: readonly string[] }[] = [];
  for (const e of found) {
    if (!e.path) continue;
    const at = e.path.segments();
    if (e.typeInvalid && typeof valueAt(raw, at) === 'object' && valueAt(raw, at) !== null)
      holders.push({ error: e, at });
    else if (
      e.type === 'Invalid value' &&
      typeof e.value === 'string' &&
      e.detail.endsWith(' in body is a forbidden property')
    )
      holders.push({ error: e, at: [...at, e.value] });
  }
  const isPrefix = (p: readonly string[], d: readonly string[]) => p.length < d.length && p.every((s, i) => s === d[i]);
  for (const d of dropped) {
    const steps = d.map(String);
    let innermost: (typeof holders)[number] | undefined;
    for (const h of holders)
      if (isPrefix(h.at, steps) && (!innermost || h.at.length > innermost.at.length)) innermost = h;
    if (innermost) covered.add(innermost.error);
  }
  return covered;
}

/**
 * The value at `path` of the manifest is `[PROJECT_ID]` (template-syntax.ts): an error there
 * judges a placeholder (where a list is wanted, the value is a list and no error is made of it).
 */
const isBracketedAt = (raw: JsonObject, path: FieldPath | undefined): boolean =>
  path !== undefined && isBracketPlaceholder(valueAt(raw, path.segments()));

function valueAt(root: unknown, steps: readonly string[]): unknown {
  let v = root;
  for (const s of steps) {
    if (Array.isArray(v)) v = v[Number(s)];
    else if (isJsonObject(v) && Object.hasOwn(v, s)) v = v[s];
    else return undefined;
  }
  return v;
}

/** Whether any string of the manifest (outside metadata) holds a template placeholder. */
export function holdsPlaceholder(raw: JsonObject): boolean {
  for (const k in raw) if (k !== 'metadata' && anyPlaceholder(raw[k])) return true;
  return false;
}

/** Whether any string in `root` (keys too, at any depth: a nested `metadata` counts) holds one. */
function anyPlaceholder(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string' && placeholderIn(v) !== undefined) return true;
    if (Array.isArray(v)) pending.push(...v);
    else if (isJsonObject(v)) pending.push(...Object.keys(v), ...Object.values(v));
  }
  return false;
}

/**
 * Whether the value a CEL error judges holds a placeholder anywhere: the value at its path, or at
 * the nearest present ancestor (a rule's fieldPath is one step the manifest does not spell; an
 * error at the root, `<nil>`, judges the whole resource).
 */
function judgesPlaceholder(raw: JsonObject, steps: readonly string[]): boolean {
  let v: unknown = raw;
  for (const s of steps) {
    const next = Array.isArray(v) ? v[Number(s)] : isJsonObject(v) && Object.hasOwn(v, s) ? v[s] : undefined;
    if (next === undefined) break;
    v = next;
  }
  return v === raw ? holdsPlaceholder(raw) : anyPlaceholder(v);
}

/** The value the error names is a placeholder (a label key `${LABEL_KEY}`): it judges template text. */
export const namesPlaceholder = (e: { readonly hasValue: boolean; readonly value?: unknown }): boolean =>
  e.hasValue && typeof e.value === 'string' && placeholderIn(e.value) !== undefined;

/** The value at the error's path (or its nearest present ancestor's member) is a placeholder. */
export function restsOnPlaceholder(raw: JsonObject, steps: readonly string[]): boolean {
  const v = valueAt(raw, steps);
  if (typeof v === 'string') return placeholderIn(v) !== undefined;
  const members = Array.isArray(v) ? v : isJsonObject(v) ? Object.values(v) : [];
  // In a template, a `$name` within a label's key or value, which no label may hold, is a fill-in
  // (RamenDR/ramen's `$zone-$site1-1`, beside whole `$name` placeholders that Python's
  // string.Template substitutes), as within a name.
  if (steps.length === 2 && steps[0] === 'metadata' && steps[1] === 'labels' && isJsonObject(v))
    return Object.entries(v).some(
      ([key, m]) => DOLLAR_NAME.test(key) || (typeof m === 'string' && DOLLAR_NAME.test(m)),
    );
  return members.some((m) => typeof m === 'string' && placeholderIn(m) !== undefined);
}

const DOLLAR_NAME = /\$[A-Za-z_]/;

/**
 * The main endpoint never writes status when the status subresource is on: on create it is
 * removed, on update the stored status stands in for whatever the manifest says (§3.1).
 */
function withStatusOf(value: JsonObject, old: JsonObject | undefined): JsonObject {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) if (k !== 'status') out[k] = value[k];
  if (old && isJsonObject(old) && Object.hasOwn(old, 'status')) out.status = old.status;
  return out;
}

/** CR-CEL-011 ([ST] hasBlockingErr): these types, and kube-openapi's type and format errors. */
export function isBlocking(e: CrFieldError): boolean {
  return (
    e.type === 'Required value' ||
    e.type === 'Unsupported value' ||
    e.type === 'Too long' ||
    e.type === 'Too many' ||
    e.typeInvalid === true
  );
}

export const NOT_CHECKED: CrFieldError = {
  type: 'Invalid value',
  path: undefined,
  value: null,
  hasValue: true,
  detail:
    'some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
};
