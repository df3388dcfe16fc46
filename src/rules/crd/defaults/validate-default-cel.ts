import { duplicate, forbidden, invalid, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { isCelVisible } from '../cel/cel-visible.js';
import { costBound, type Activation, type RuleEvaluator } from '../cel/evaluate-rule.js';
import { fieldPathSteps } from '../cel/valid-field-path.js';
import { decodeValidationRule, type ValidationRule } from '../cel/validate-rule-fields.js';
import { SchemaNode } from '../schema/schema-node.js';
import { PER_CALL_LIMIT, type CelBudget, type CelStats } from './cel-budget.js';
import { goFloat } from './go-float.js';
import { hasHazard, unstructuredToCel, type CelValue } from './unstructured-to-cel.js';

// SCHEMA-DEF-007 (spec/crd-validation.md §10; defaulting/validation.go, cel/validation.go): a
// default must satisfy the x-kubernetes-validations of its node and of every node below it.
// ValidateDefaults runs the CEL validator of the node on the raw default (nested defaults are not
// applied) twice:
//  1. as an update from the default to itself: every rule runs, a transition rule with oldSelf
//     equal to self where old and new correlate (through properties, map values and the items
//     of `x-kubernetes-list-type: map` lists), and not at all below other lists (old is nil
//     there); an optionalOldSelf rule sees optional.of(self), or optional.none() where old is nil;
//  2. only when the first run found nothing (CRDValidationRatcheting, GA and locked on since
//     1.33): as an update from nil, so transition rules are skipped and optionalOldSelf rules see
//     optional.none(); only those can fail here.
// The validator skips null values (and everything below them), and nodes CEL cannot see (no
// declared type: no `type` without int-or-string; lists and maps of such). A failing rule is its
// field error at `<s>.default`, the path inside the value and the rule's fieldPath: its reason
// picks the type (Invalid by default), the detail is the messageExpression's string when it
// evaluates to one that is non-empty, one line and at most 5 KiB once trimmed, else the trimmed
// message, else `failed rule: <rule>`; a scalar's value is shown, an object's or array's is not
// (field.OmitValueType).
//
// Only what is certain is reported (cel/evaluate-rule.ts for the expressions). Uncertain, so
// silent: a rule or messageExpression crd/cel's type check does not accept, or outside the
// evaluated subset, or whose evaluation throws; a messageExpression that cannot be evaluated
// exactly (the rejection is certain, the detail is not: not reported); values whose CEL type
// differs from ours (bytes, dates, timestamps, durations, embedded resources and resource roots,
// null inside a value, fields the schema does not declare, property names CEL cannot spell);
// the hazards ExpressionInfo lists; a map list with repeated keys under a transition rule; and a
// schema whose rules could, by a generous bound, spend a tenth of the runtime cost budget
// (10,000,000 per schema, shared by all its defaults: past it, the error is another one).

/** Whether crd/cel's type check of the rule (and its messageExpression) at `node` succeeds (the apiserver compiles them). */
export type CompilesAt = (node: SchemaNode, isResourceRoot: boolean, rule: ValidationRule) => boolean;

export interface DefaultCelContext {
  readonly evaluator: RuleEvaluator;
  readonly compiles: CompilesAt;
  /** Shared by the defaults of one schema (validate-defaults.ts); without it nothing is reported. */
  readonly budget?: CelBudget;
  /** The review's tally of what was decided (tests read it). */
  readonly stats?: CelStats;
}

/** celconfig.MaxEvaluatedMessageExpressionSizeBytes. */
const MAX_MESSAGE_BYTES = 5 * 1024;

/** How old relates to new at a node: the same value, nil, or not known (a map list with repeated keys). */
type Old = 'same' | 'nil' | 'unknown';

interface Visit {
  readonly value: unknown;
  readonly node: SchemaNode;
  readonly path: FieldPath;
  readonly isRoot: boolean;
  readonly old: Old;
}

interface RunState {
  readonly errs: FieldError[];
  /** Every rule reached was decided: true, or certainly not evaluated. */
  allTrue: boolean;
}

export function validateDefaultCel(
  value: unknown,
  s: SchemaNode,
  isResourceRoot: boolean,
  path: FieldPath,
  ctx: DefaultCelContext,
): FieldError[] {
  const budget = ctx.budget;
  if (!budget) return [];
  const first: RunState = { errs: [], allTrue: true };
  walk({ value, node: s, path, isRoot: isResourceRoot, old: 'same' }, 'update', first, ctx, budget);
  if (first.errs.length > 0 || !first.allTrue) return record(first.errs, budget);
  // The update from nil: only optionalOldSelf rules can decide differently from the first run.
  const second: RunState = { errs: [], allTrue: true };
  walk({ value, node: s, path, isRoot: isResourceRoot, old: 'nil' }, 'from-nil', second, ctx, budget);
  return record(second.errs, budget);
}

function record(errs: FieldError[], budget: CelBudget): FieldError[] {
  for (const e of errs) budget.produced.add(e);
  return errs;
}

function walk(
  start: Visit,
  run: 'update' | 'from-nil',
  state: RunState,
  ctx: DefaultCelContext,
  budget: CelBudget,
): void {
  // An explicit stack: values nest as deep as the parser allows. Popped in the validator's order
  // (a node's rules, then its items or properties) so that errors come out as it lists them.
  const stack: Visit[] = [start];
  while (stack.length > 0) {
    const at = stack.pop() as Visit;
    if (at.value === null) continue; // the validator skips null values and what is below them
    if (!isCelVisible(at.node)) {
      if (hasRules(at.node)) state.allTrue = false;
      continue;
    }
    if (!at.isRoot) rulesAt(at, run, state, ctx, budget);
    else if (at.node.validations.length > 0) {
      // A resource root's rules see apiVersion, kind and metadata as the apiserver shapes them: not judged.
      budget.uncertain += at.node.validations.length;
      state.allTrue = false;
    }
    const children: Visit[] = [];
    if (Array.isArray(at.value)) {
      const items = at.node.items;
      const old = itemsOld(at);
      if (items)
        at.value.forEach((v, i) =>
          children.push({ value: v, node: items, path: at.path.index(i), isRoot: items.embeddedResource, old }),
        );
    } else if (isJsonObject(at.value)) {
      const props = at.node.properties;
      const additional = at.node.additionalProperties;
      for (const [k, v] of Object.entries(at.value)) {
        // Type and object meta of a resource root are not the schema's own.
        if (at.isRoot && (k === 'metadata' || k === 'apiVersion' || k === 'kind')) {
          state.allTrue = false;
          continue;
        }
        const prop = props.get(k);
        if (prop)
          children.push({ value: v, node: prop, path: at.path.child(k), isRoot: prop.embeddedResource, old: at.old });
        else if (props.size === 0 && additional instanceof SchemaNode)
          children.push({
            value: v,
            node: additional,
            path: at.path.key(k),
            isRoot: additional.embeddedResource,
            old: at.old,
          });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Visit);
  }
}

/** The old items of a list: correlated by key in a map list, nil in any other list. */
function itemsOld(at: Visit): Old {
  if (at.old !== 'same' || at.node.listType !== 'map')
    return at.old === 'unknown' && at.node.listType === 'map' ? 'unknown' : 'nil';
  const keys = at.node.listMapKeys;
  const seen = new Set<string>();
  for (const item of at.value as unknown[]) {
    const k = JSON.stringify(keys.map((key) => (isJsonObject(item) ? (item[key] ?? null) : null)));
    if (seen.has(k)) return 'unknown';
    seen.add(k);
  }
  return 'same';
}

function rulesAt(
  at: Visit,
  run: 'update' | 'from-nil',
  state: RunState,
  ctx: DefaultCelContext,
  budget: CelBudget,
): void {
  const rules = at.node.validations;
  if (rules.length === 0) return;
  let converted: CelValue | undefined | null = null; // null: not yet converted
  for (const { rule: raw } of rules) {
    const rule = decodeValidationRule(raw);
    if (rule.rule.trim() === '') continue; // no program: CEL-001's finding
    const decided = decide(at, rule, run, ctx, budget, () =>
      converted === null ? (converted = unstructuredToCel(at.value, at.node)) : converted,
    );
    if (run === 'from-nil' && decided === 'not run') continue; // counted in the first run
    if (decided === 'uncertain') {
      budget.uncertain++;
      state.allTrue = false;
      continue;
    }
    if (decided === 'not run') {
      budget.notRun++;
      continue;
    }
    budget.certain++;
    if (decided === 'false') state.allTrue = false;
    else if (decided !== 'true') state.errs.push(decided);
  }
}

/** One rule at one value: true (or not run), an error, or uncertain; 'false' when it fails but its error is not certain. */
function decide(
  at: Visit,
  rule: ValidationRule,
  run: 'update' | 'from-nil',
  ctx: DefaultCelContext,
  budget: CelBudget,
  self: () => CelValue | undefined,
): 'true' | 'false' | 'not run' | 'uncertain' | FieldError {
  const info = ctx.evaluator.info(rule.rule);
  if (!ctx.compiles(at.node, at.isRoot, rule) || !info) return 'uncertain';
  const optional = rule.optionalOldSelf === true;
  if (info.usesOldSelf) {
    if (at.old === 'unknown') return 'uncertain';
    if (at.old === 'nil' && !optional) return 'not run'; // transition rules need an old value
  }
  // The second run repeats the first for every other rule, which passed there.
  if (run === 'from-nil' && !(info.usesOldSelf && optional)) return 'not run';
  const converted = self();
  if (!converted || hasHazard(converted, info)) return 'uncertain';
  const cost = costBound(info, converted.elements, converted.bytes);
  if (cost > PER_CALL_LIMIT) return 'uncertain';
  budget.spent += cost;
  const activation = activationFor(at, converted.value, info.usesOldSelf, optional, ctx.evaluator);
  const result = ctx.evaluator.evaluate(rule.rule, activation);
  if (result !== 'false') return result;
  const detail = messageOf(at, rule, info.usesOldSelf, converted, ctx, budget);
  if (detail === undefined) return 'false';
  return failure(errorPath(at, rule), at.node, at.value, rule, detail) ?? 'false';
}

function activationFor(
  at: Visit,
  self: unknown,
  usesOldSelf: boolean,
  optional: boolean,
  evaluator: RuleEvaluator,
): Activation {
  if (!usesOldSelf) return { self };
  if (optional) return { self, oldSelf: at.old === 'same' ? evaluator.optionalOf(self) : evaluator.optionalNone() };
  return { self, oldSelf: self };
}

/** The detail: the messageExpression's result when it gives one, else the message or the rule; undefined when not certain. */
function messageOf(
  at: Visit,
  rule: ValidationRule,
  ruleUsesOldSelf: boolean,
  converted: CelValue,
  ctx: DefaultCelContext,
  budget: CelBudget,
): string | undefined {
  const fallback = rule.message !== '' ? rule.message.trim() : `failed rule: ${rule.rule.trim()}`;
  if (rule.messageExpression === '') return fallback;
  const info = ctx.evaluator.info(rule.messageExpression);
  if (!info || hasHazard(converted, info)) return undefined;
  const cost = costBound(info, converted.elements, converted.bytes);
  if (cost > PER_CALL_LIMIT) return undefined;
  budget.spent += cost;
  // The messageExpression sees the plain activation: oldSelf is the old value, unbound where old is nil.
  const usesOld = info.usesOldSelf;
  if (usesOld && (at.old !== 'same' || !ruleUsesOldSelf)) return undefined;
  const text = ctx.evaluator.message(
    rule.messageExpression,
    usesOld ? { self: converted.value, oldSelf: converted.value } : { self: converted.value },
  );
  if (text === undefined) return undefined;
  const trimmed = goTrimSpace(text);
  if (trimmed === '' || trimmed.includes('\n') || Buffer.byteLength(trimmed, 'utf8') > MAX_MESSAGE_BYTES)
    return fallback;
  return trimmed;
}

/** Go's strings.TrimSpace: Unicode White_Space at both ends. */
function goTrimSpace(s: string): string {
  return s.replace(/^[\s\u0085]+|[\s\u0085]+$/gu, '');
}

/** `<node path>` and then the rule's fieldPath, appended as one Child of its normalized string. */
function errorPath(at: Visit, rule: ValidationRule): FieldPath {
  if (rule.fieldPath === '') return at.path;
  const steps = fieldPathSteps(rule.fieldPath, at.node) ?? [];
  const [first] = steps;
  if (!first) return at.path;
  // Go appends the whole normalized path as one child: `.a.b[k]`, and `.[k]` when it starts with a key.
  let p = first.property ? at.path.child(first.name) : at.path.child(`[${first.name}]`);
  for (const step of steps.slice(1)) p = step.property ? p.child(step.name) : p.key(step.name);
  return p;
}

function failure(
  path: FieldPath,
  node: SchemaNode,
  value: unknown,
  rule: ValidationRule,
  detail: string,
): FieldError | undefined {
  if (rule.reason === 'FieldValueForbidden') return forbidden(path, detail);
  if (rule.reason === 'FieldValueRequired') return required(path, detail);
  // Objects and arrays are not printed (field.OmitValueType); scalars are, as Go prints them.
  const omitted = node.type === 'object' || node.type === 'array';
  const shown = omitted ? undefined : printable(value);
  if (!omitted && shown === undefined) return undefined;
  if (rule.reason === 'FieldValueDuplicate')
    return shown === undefined
      ? { type: 'Duplicate value', path, detail: '', hasValue: false }
      : duplicate(path, shown.value);
  return shown === undefined
    ? { type: 'Invalid value', path, detail, hasValue: false }
    : invalid(path, shown.value, detail);
}

/** A scalar as field.Error prints it; undefined where Go's rendering would differ from ours. */
function printable(value: unknown): { value: unknown } | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return { value };
  if (typeof value === 'number')
    return Number.isInteger(value) || goFloat(value) === String(value) ? { value } : undefined;
  return undefined;
}

function hasRules(node: SchemaNode): boolean {
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop() as SchemaNode;
    if (n.validations.length > 0) return true;
    if (n.items) stack.push(n.items);
    stack.push(...n.properties.values());
    if (n.additionalProperties instanceof SchemaNode) stack.push(n.additionalProperties);
  }
  return false;
}
