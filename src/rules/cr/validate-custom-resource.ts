import type { FieldError } from '../../engine/field-error.js';
import type { FieldPath } from '../../engine/field-path.js';
import type { ReviewCache } from '../../engine/review-cache.js';
import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import { COMPILED_PATTERNS } from '../crd/defaults/pattern-cache.js';
import type { PrunedPath } from '../crd/pruning/prune.js';
import { validateCelRules } from './cel/validate-cel.js';
import type { CrFieldError } from './cr-error.js';
import { validateListTypes } from './list-type/validate-list-types.js';
import type { ServedVersion } from './match/serving-crds.js';
import { validateEmbeddedResources, validateRootMetadata } from './metadata/validate-resource-metadata.js';
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
}

export interface ResourceOutcome {
  readonly operation: Operation;
  readonly errors: readonly CrError[];
  /** CEL rules that were not evaluated offline, and why (a notice, never a silent pass). */
  readonly celNotEvaluated: readonly NotEvaluated[];
  readonly dropped: readonly PrunedPath[];
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

export function validateCustomResource(raw: JsonObject, served: ServedVersion, cache: ReviewCache, oldObject?: OldObject): ResourceOutcome {
  const patterns = cache.get(COMPILED_PATTERNS);
  const prepared = prepareObject(raw, served.schema);
  let value: JsonObject = prepared.value;
  let old: JsonObject | undefined;
  if (oldObject) {
    // CR-MATCH-006: stored under the base CRD, read back through the head CRD.
    const stored = oldObject.stored ? prepareObject(oldObject.raw, oldObject.stored.schema).value : oldObject.raw;
    old = prepareObject({ ...stored, apiVersion: raw.apiVersion }, served.schema).value;
  }
  if (served.statusSubresource) value = withStatusOf(value, old);
  const operation: Operation = oldObject ? 'update' : 'create';
  const errors: CrError[] = [];
  const add = (ruleId: CrRuleId, errs: readonly FieldError[]) => {
    for (const e of errs) errors.push({ ruleId, error: e });
  };

  // 5: type metadata (CR-TYPE-001) never fails for a matched resource.
  // 6: root metadata (CR-META-001).
  add('cr/metadata', validateRootMetadata(value, operation));
  // 7: OpenAPI value validation, ratcheted on update (§5, §9).
  if (served.schema) {
    for (const e of validateValue(value, served.schema, { patterns, ...(old ? { old: { value: old } } : {}) })) errors.push({ ruleId: 'cr/schema', error: e });
  }
  // 8: scale subresource (CR-SCALE-001).
  add('cr/schema', validateScale(value, served.scale));
  // 9: embedded resources (§6).
  add('cr/metadata', validateEmbeddedResources(value, served.schema));
  // 10: list-type uniqueness (§7); on update only when the old object has no list-type error at all.
  if (!old || validateListTypes(old, served.schema).length === 0) add('cr/list-type', validateListTypes(value, served.schema));
  // 11: CEL (§8), behind the blocking errors of steps 5–10 (CR-CEL-011).
  const celNotEvaluated: NotEvaluated[] = [];
  if (served.schema && served.hasCelRules) {
    if (errors.some((e) => isBlocking(e.error))) errors.push({ ruleId: 'cr/cel', error: NOT_CHECKED });
    else {
      const outcome = validateCelRules({ schema: served.schema, value, ...(old ? { oldValue: old } : {}), cache });
      for (const e of outcome.errors) errors.push({ ruleId: 'cr/cel', error: e });
      celNotEvaluated.push(...outcome.notEvaluated);
    }
  }
  return { operation, errors, celNotEvaluated, dropped: prepared.dropped };
}

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
function isBlocking(e: CrFieldError): boolean {
  return e.type === 'Required value' || e.type === 'Unsupported value' || e.type === 'Too long' || e.type === 'Too many' || e.typeInvalid === true;
}

const NOT_CHECKED: CrFieldError = {
  type: 'Invalid value',
  path: undefined,
  value: null,
  hasValue: true,
  detail: 'some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
};
