import type { FieldPath } from '../../../engine/field-path.js';
import { FieldPath as Path } from '../../../engine/field-path.js';
import type { CacheKey, ReviewCache } from '../../../engine/review-cache.js';
import { isJsonObject } from '../../../parse/kube-object.js';
import { isCelVisible } from '../../crd/cel/cel-visible.js';
import { sameValue } from '../../crd/schema/same-value.js';
import { hasCelRules } from '../cel-rules-present.js';
import { schemaTrait, traitBelow } from '../schema-trait-below.js';
import { fieldPathSteps } from '../../crd/cel/valid-field-path.js';
import { decodeValidationRule, type ValidationRule } from '../../crd/cel/validate-rule-fields.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import type { CrFieldError } from '../cr-error.js';
import { CelValueMemo, toCelValue, type CelValue } from './cel-value.js';
import {
  celGoEqual,
  Correlated,
  oldMapListItem,
  ratchetIndex,
  ratchetKey,
  shouldRatchet,
  type Ratchet,
} from './correlation.js';
import { costBound, PER_CALL_LIMIT, RUNTIME_COST_BUDGET } from './cost-bound.js';
import { goTrimSpace } from './library/strings-library.js';
import { CEL_COMPILER } from '../../crd/cel/cel-compiler.js';
import { CEL_COSTS } from '../../crd/cel/cost/rule-costs.js';
import { reachedHazards } from './reached-hazards.js';
import { CEL_RUNTIME, hazardReason, type CelRuntime, type ExpressionFacts, type Prepared } from './runtime-program.js';

// CR-CEL-001..010 (spec/cr-validation.md §8; apiextensions-apiserver
// pkg/apiserver/schema/cel/validation.go): the x-kubernetes-validations rules of a custom
// resource, evaluated on the object as the apiserver does after pruning and defaulting.
//
// The walk (CR-CEL-001) follows Validator.validate: at each node with a value that is not null,
// the node's rules in order, then the items (a map-list item with its old item by key), or the
// properties and additionalProperties values (here in name order; Go's map order is random),
// each with its old value of the same name. A rule that uses `oldSelf` runs only with an old
// value, unless optionalOldSelf (CR-CEL-005). A failing rule is an error at the node (plus the
// rule's fieldPath), whose type comes from `reason`, whose value is the node's when a scalar,
// and whose detail is the messageExpression's string, else the message, else `failed rule: ...`
// (CR-CEL-002..004); on update it is dropped when the node (or its nearest correlated ancestor)
// is unchanged and the rule does not use oldSelf (CR-CEL-010). A runtime error is an Invalid error
// with the schema type as value and cel-go's text (CR-CEL-006).
//
// Never a guess: a rule the runtime cannot evaluate exactly as cel-go would (a function not
// implemented, a value on which the two runtimes could differ, an error whose text is not known,
// a cost that cannot be bounded under the limits) is listed in `notEvaluated` with the reason.

export interface CelRun {
  /** The head CRD version's openAPIV3Schema. */
  readonly schema: SchemaNode;
  /** The new object after prune, null-drop, metadata coercion and defaulting (plain JSON). */
  readonly value: unknown;
  /** The old object (update); undefined on create. */
  readonly oldValue?: unknown;
  readonly cache: ReviewCache;
}

export interface NotEvaluatedRule {
  readonly path: FieldPath | undefined;
  readonly rule: string;
  readonly reason: string;
}

export interface CelOutcome {
  /** In the server's order. */
  readonly errors: readonly CrFieldError[];
  readonly notEvaluated: readonly NotEvaluatedRule[];
  /** Rule evaluations with a certain result (an error, a pass, or a ratcheted failure): for tallies. */
  readonly evaluated: number;
}

/** celconfig.MaxEvaluatedMessageExpressionSizeBytes. */
const MAX_MESSAGE_BYTES = 5 * 1024;

interface WalkState {
  readonly runtime: CelRuntime;
  readonly cache: ReviewCache;
  readonly errors: CrFieldError[];
  readonly notEvaluated: NotEvaluatedRule[];
  /** The sum of the cost bounds so far. */
  spent: number;
  /** Set when a cost could not be bounded under a limit: cel-go may have stopped there. */
  costUnknown: string | undefined;
  evaluated: number;
  /** A certain stop (none yet: cost errors are never certain here). */
  stopped: boolean;
  /** `self` and `oldSelf` of the nodes with rules, converted once (a parent's conversion holds its children's). */
  readonly celValues: CelValueMemo;
}

interface Visit {
  readonly node: SchemaNode;
  readonly value: unknown;
  /** The correlated old value; undefined when none. */
  readonly old: unknown;
  readonly path: FieldPath | undefined;
  readonly isResourceRoot: boolean;
  readonly ratchet: Ratchet;
}

export function validateCelRules(run: CelRun): CelOutcome {
  const state: WalkState = {
    cache: run.cache,
    runtime: run.cache.get(CEL_RUNTIME),
    errors: [],
    notEvaluated: [],
    spent: 0,
    costUnknown: undefined,
    evaluated: 0,
    stopped: false,
    celValues: new CelValueMemo(),
  };
  if (!hasCelRules(run.schema)) return { errors: [], notEvaluated: [], evaluated: 0 };
  const root =
    run.oldValue !== undefined && run.oldValue !== null
      ? new Correlated(run.value, run.oldValue, run.schema)
      : undefined;
  visit(
    {
      node: run.schema,
      value: run.value,
      old: run.oldValue ?? undefined,
      path: undefined,
      isResourceRoot: true,
      ratchet: { current: root },
    },
    state,
  );
  return { errors: state.errors, notEvaluated: state.notEvaluated, evaluated: state.evaluated };
}

function visit(at: Visit, state: WalkState): void {
  if (at.value === null || at.value === undefined || state.stopped) return;
  if (!hasWorkBelow(at.node)) return; // nothing below would run or be listed: the walk is not taken
  if (!isCelVisible(at.node)) return; // no CEL type: the apiserver builds no validator here
  try {
    rulesAt(at, state);
  } catch (error) {
    // Our bug or a value beyond what is handled (DESIGN §9: bad input never crashes the run):
    // the node's rules are reported as not evaluated, the walk goes on.
    for (const { rule } of at.node.validations) {
      state.notEvaluated.push({
        path: at.path,
        rule: decodeValidationRule(rule).rule,
        reason: `the evaluation failed here (${error instanceof Error ? error.message : String(error)})`,
      });
    }
  }
  // Rules under allOf (allowed there, unlike anyOf/oneOf/not) run with their own walk in the
  // apiserver; not modelled here, so each is listed (at the node where its allOf is).
  for (const nested of at.node.allOf) {
    for (const rule of rulesBelow(nested))
      state.notEvaluated.push({ path: at.path, rule, reason: 'rules inside allOf are not evaluated by this runtime' });
  }
  if (Array.isArray(at.value)) {
    const items = at.node.items;
    if (!items || !hasWorkBelow(items)) return;
    at.value.forEach((item, i) => {
      const old = at.old === undefined ? undefined : oldMapListItem(at.node, at.old, item);
      visit(
        {
          node: items,
          value: item,
          old,
          path: indexPath(at.path, i),
          isResourceRoot: items.embeddedResource,
          ratchet: ratchetIndex(at.ratchet, i),
        },
        state,
      );
    });
    return;
  }
  if (!isJsonObject(at.value)) return;
  const value = at.value;
  const props = at.node.properties;
  const additional = at.node.additionalProperties;
  const oldObject = isJsonObject(at.old) ? at.old : undefined;
  for (const k of Object.keys(value).sort()) {
    const prop = props.get(k);
    const child = prop ?? (props.size === 0 && additional instanceof SchemaNode ? additional : undefined);
    if (!child || !hasWorkBelow(child)) continue;
    const path = prop ? childPath(at.path, k) : keyPath(at.path, k);
    // A null old value is no old value (validateExpressions: oldObj nil).
    const old = oldObject && Object.hasOwn(oldObject, k) ? (oldObject[k] ?? undefined) : undefined;
    visit(
      {
        node: child,
        value: value[k],
        old,
        path,
        isResourceRoot: child.embeddedResource,
        ratchet: ratchetKey(at.ratchet, k),
      },
      state,
    );
  }
}

/**
 * Whether the walk has anything to do at a node or below it (the nodes visit goes to): a rule,
 * or an allOf (whose rules it lists). Most of a schema has neither, and every resource walks it.
 */
const CEL_WORK = schemaTrait((n) => Array.isArray(n.raw['x-kubernetes-validations']) || n.allOf.length > 0);
const hasWorkBelow = (node: SchemaNode): boolean => traitBelow(node, CEL_WORK);

/** Every rule of a schema and the schemas below it. */
function rulesBelow(schema: SchemaNode): string[] {
  const out: string[] = [];
  const stack = [schema];
  while (stack.length > 0) {
    const n = stack.pop() as SchemaNode;
    for (const { rule } of n.validations) out.push(decodeValidationRule(rule).rule);
    if (n.items) stack.push(n.items);
    stack.push(...n.properties.values(), ...n.allOf);
    const additional = n.additionalProperties;
    if (additional instanceof SchemaNode) stack.push(additional);
  }
  return out;
}

const childPath = (p: FieldPath | undefined, name: string): FieldPath => (p ? p.child(name) : Path.of(name));
const keyPath = (p: FieldPath | undefined, key: string): FieldPath => (p ? p.key(key) : Path.of('').key(key));
const indexPath = (p: FieldPath | undefined, i: number): FieldPath => (p ? p.index(i) : Path.of('').index(i));

const usesOld = (p: Prepared): boolean => (p.kind === 'ready' ? p.facts.usesOldSelf : p.usesOldSelf);

/** The rules of one schema node, decoded and prepared once per review: every resource walks the same nodes. */
interface NodeRules {
  readonly rules: readonly ValidationRule[];
  /** Undefined for a blank rule (the CRD's own check rejects it; nothing runs). */
  readonly prepared: readonly (Prepared | undefined)[];
  /** The activation binds oldSelf when any rule of the node uses it (validationActivationWithOldSelf). */
  readonly usesOldSelf: boolean;
}

const NODE_RULES: CacheKey<WeakMap<SchemaNode, NodeRules>> = {
  name: 'cr/ CEL rules by schema node',
  create: () => new WeakMap(),
};

function nodeRules(node: SchemaNode, state: WalkState): NodeRules {
  const byNode = state.cache.get(NODE_RULES);
  let known = byNode.get(node);
  if (known === undefined) {
    const rules = node.validations.map(({ rule }) => decodeValidationRule(rule));
    const prepared = rules.map((r) =>
      r.rule.trim() === '' ? undefined : state.runtime.prepare(r.rule, r.optionalOldSelf === true),
    );
    known = { rules, prepared, usesOldSelf: prepared.some((p) => p !== undefined && usesOld(p)) };
    byNode.set(node, known);
  }
  return known;
}

function rulesAt(at: Visit, state: WalkState): void {
  const { rules, prepared, usesOldSelf: nodeUsesOldSelf } = nodeRules(at.node, state);
  if (rules.length === 0) return;
  const values = new ValuesAt(at, state.celValues);
  rules.forEach((rule, i) => {
    const p = prepared[i];
    if (!p || state.stopped) return;
    const optionalOldSelf = rule.optionalOldSelf === true;
    // Transition rules run only with an old value, unless optionalOldSelf (CR-CEL-005).
    if (usesOld(p) && at.old === undefined && !optionalOldSelf) return;
    const skip = (reason: string): void => {
      state.notEvaluated.push({ path: at.path, rule: rule.rule, reason });
    };
    if (state.costUnknown) return skip(state.costUnknown);
    const self = values.self();
    const old = usesOld(p) && at.old !== undefined ? values.old() : undefined;
    // cel-go runs the rule whatever is decided here: its cost counts against the budget (CR-CEL-008).
    const facts = p.facts;
    if (
      !facts ||
      !spend(
        state,
        Math.min(costBound(facts, largest(self, old)), estimatedCost(state, at, rule.rule, optionalOldSelf, 'bool')),
      )
    )
      return skip(state.costUnknown ?? (p.kind === 'ready' ? '' : p.reason));
    if (p.kind !== 'ready') return skip(p.reason);
    // `self == oldSelf` is decided as cel-go decides it; the library's answer (ordered, deep) must agree.
    const agrees = (unchanged: boolean): boolean => {
      // Identical values, all of them: any field of both is one value in both runtimes, whatever CEL sees of it.
      if (unchanged) return old !== undefined && sameValue(at.value, at.old);
      if (
        old === undefined ||
        self.hazards.trimmedMetadata ||
        self.hazards.hiddenFields ||
        old.hazards.trimmedMetadata ||
        old.hazards.hiddenFields
      )
        return false;
      return celGoEqual(at.value, at.old, at.node) === sameValue(at.value, at.old);
    };
    const hazard =
      hazardOf(p.facts, self, at.value, at, state.celValues, agrees) ??
      (old ? hazardOf(p.facts, old, at.old, at, state.celValues, agrees) : undefined);
    if (hazard) return skip(hazard);
    const oldSelf = optionalOldSelf
      ? old
        ? state.runtime.optionalOf(old.value)
        : 'none'
      : old
        ? { value: old.value }
        : undefined;
    const result = state.runtime.run(p, self.value, oldSelf);
    if (result.kind === 'not evaluated') return skip(result.reason);
    // With optionalOldSelf the rule runs on a create too: its failure is no update's alone.
    const transition = usesOld(p) && old !== undefined && !optionalOldSelf;
    if (result.kind === 'error') {
      state.evaluated++;
      // CR-CEL-006: not ratcheted, fieldPath ignored, the schema type as the value.
      // An overload error is worded apart (validateExpressions: "no such overload" prefix).
      const detail = result.text.startsWith('no such overload')
        ? `'${result.text}': call arguments did not match a supported operator, function or macro signature for rule: ${ruleErrorString(rule)}`
        : `${result.text} evaluating rule: ${ruleErrorString(rule)}`;
      // An error of a transition rule is an update's alone as well (simplyblock-operator cefd7410:
      // `self.haType == oldSelf.haType` on a sample without haType, "no such key").
      const errored = { type: 'Invalid value' as const, path: at.path, value: at.node.type, hasValue: true, detail };
      state.errors.push(transition ? { ...errored, transition: true } : errored);
      return;
    }
    if (result.value === true) {
      state.evaluated++;
      return;
    }
    if (result.value !== false) return skip('the rule did not evaluate to a bool here');
    const detail = messageOf(at, rule, nodeUsesOldSelf, values, state);
    if (detail.kind === 'not evaluated') return skip(detail.reason);
    state.evaluated++;
    // CR-CEL-010: a rule without oldSelf whose node did not change is ratcheted (a warning).
    if (!usesOld(p) && shouldRatchet(at.ratchet)) return;
    const path = errorPath(at, rule);
    if (path === null) return skip('the rule’s fieldPath does not resolve in the schema');
    const failed = failure(path, at, rule, detail.text);
    state.errors.push(transition ? { ...failed, transition: true } : failed);
  });
}

/**
 * Why the expression's result on this value is not certain, from the hazards of what it reads
 * (reached-hazards.ts); those of the whole value first, which most often have none.
 */
function hazardOf(
  facts: ExpressionFacts,
  converted: CelValue,
  value: unknown,
  at: Visit,
  memo: CelValueMemo,
  selfEqualsOldSelfAgrees?: (unchanged: boolean) => boolean,
): string | undefined {
  if (hazardReason(facts, converted.hazards, at.node, at.isResourceRoot, selfEqualsOldSelfAgrees) === undefined)
    return undefined;
  const reached = reachedHazards(value, at.node, at.isResourceRoot, facts.reached, converted.hazards, memo);
  return hazardReason(facts, reached, at.node, at.isResourceRoot, selfEqualsOldSelfAgrees);
}

/** The converted `self` and `oldSelf` of a node, made once for all its rules. */
class ValuesAt {
  private selfMade: CelValue | undefined;
  private oldMade: CelValue | undefined;
  constructor(
    private readonly at: Visit,
    private readonly memo: CelValueMemo,
  ) {}
  self(): CelValue {
    return (this.selfMade ??= toCelValue(this.at.value, this.at.node, this.at.isResourceRoot, this.memo));
  }
  old(): CelValue {
    return (this.oldMade ??= toCelValue(this.at.old, this.at.node, this.at.isResourceRoot, this.memo));
  }
}

function largest(a: CelValue, b: CelValue | undefined): CelValue['measure'] {
  if (!b) return a.measure;
  return {
    nodes: Math.max(a.measure.nodes, b.measure.nodes) * 2,
    largestCollection: Math.max(a.measure.largestCollection, b.measure.largestCollection),
    longestString: Math.max(a.measure.longestString, b.measure.longestString),
    totalBytes: a.measure.totalBytes + b.measure.totalBytes,
  };
}

/**
 * cel-go's static estimate of the expression's cost (crd/cel/cost, as the CRD's own check makes
 * it): an upper bound of its actual cost on any value within the schema's bounds (maxItems,
 * maxLength, ...), which the object respects once the blocking OpenAPI errors are ruled out
 * (CR-CEL-011). Infinity when not known.
 */
function estimatedCost(
  state: WalkState,
  at: Visit,
  expression: string,
  optionalOldSelf: boolean,
  result: 'bool' | 'string',
): number {
  // The same rule at the same schema node has the same estimate for every resource: kept by the
  // expression (a string of the CRD, whose hash V8 keeps), in one of eight slots for the rest.
  let byExpression = ESTIMATES.get(at.node.raw);
  if (byExpression === undefined) ESTIMATES.set(at.node.raw, (byExpression = new Map()));
  let slots = byExpression.get(expression);
  if (slots === undefined) byExpression.set(expression, (slots = []));
  const slot = (at.isResourceRoot ? 4 : 0) + (optionalOldSelf ? 2 : 0) + (result === 'bool' ? 0 : 1);
  let cost = slots[slot];
  if (cost === undefined) slots[slot] = cost = estimateCost(state, at, expression, optionalOldSelf, result);
  return cost;
}

const ESTIMATES = new WeakMap<object, Map<string, (number | undefined)[]>>();

function estimateCost(
  state: WalkState,
  at: Visit,
  expression: string,
  optionalOldSelf: boolean,
  result: 'bool' | 'string',
): number {
  const compiler = state.cache.get(CEL_COMPILER);
  const costs = state.cache.get(CEL_COSTS);
  const ast = compiler.ast(expression);
  const selected = compiler.selectedBy(expression);
  const self = costs.declType(at.node.raw, at.isResourceRoot);
  if (!ast || !self || selected === 'all') return Infinity;
  try {
    return costs.maxCost(ast, expression, self, optionalOldSelf, result, selected) ?? Infinity;
  } catch {
    return Infinity;
  }
}

/** Adds a cost bound; false (and cost unknown from now on) when a limit could be passed (CR-CEL-008). */
function spend(state: WalkState, bound: number): boolean {
  if (bound > PER_CALL_LIMIT) {
    state.costUnknown =
      'the runtime cost of this or an earlier rule could exceed the per-call limit of 1,000,000 (cel-go would stop all rules there): not bounded exactly here';
    return false;
  }
  state.spent += bound;
  if (state.spent > RUNTIME_COST_BUDGET) {
    state.costUnknown =
      'the rules of this object could exceed the cost budget of 10,000,000 (cel-go would stop there): not bounded exactly here';
    return false;
  }
  return true;
}

type Detail =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'not evaluated'; readonly reason: string };

/** CR-CEL-004: the messageExpression's string when usable, else the message or the rule. */
function messageOf(
  at: Visit,
  rule: ValidationRule,
  nodeUsesOldSelf: boolean,
  values: ValuesAt,
  state: WalkState,
): Detail {
  const fallback: Detail = { kind: 'text', text: ruleMessageOrDefault(rule) };
  if (rule.messageExpression === '') return fallback;
  const p = state.runtime.prepare(rule.messageExpression);
  // The plain activation: oldSelf is bound when a rule of the node uses it and an old value exists.
  const oldBound = nodeUsesOldSelf && at.old !== undefined;
  const self = values.self();
  const old = oldBound ? values.old() : undefined;
  // It runs in cel-go, and its cost counts, whatever is decided here.
  if (
    !p.facts ||
    !spend(
      state,
      Math.min(
        costBound(p.facts, largest(self, old)),
        estimatedCost(state, at, rule.messageExpression, false, 'string'),
      ),
    )
  )
    return {
      kind: 'not evaluated',
      reason: state.costUnknown ?? (p.kind === 'ready' ? '' : `messageExpression: ${p.reason}`),
    };
  if (p.kind !== 'ready') return { kind: 'not evaluated', reason: `messageExpression: ${p.reason}` };
  // An unbound oldSelf is an evaluation error in cel-go: the detail falls back.
  if (p.facts.usesOldSelf && !oldBound) return fallback;
  const hazard =
    hazardOf(p.facts, self, at.value, at, state.celValues) ??
    (old && p.facts.usesOldSelf ? hazardOf(p.facts, old, at.old, at, state.celValues) : undefined);
  if (hazard) return { kind: 'not evaluated', reason: `messageExpression: ${hazard}` };
  const result = state.runtime.run(p, self.value, old ? { value: old.value } : undefined);
  if (result.kind === 'not evaluated') return { kind: 'not evaluated', reason: `messageExpression: ${result.reason}` };
  if (result.kind === 'error' || typeof result.value !== 'string') return fallback;
  const trimmed = goTrimSpace(result.value);
  if (trimmed === '' || /\n/.test(trimmed) || Buffer.byteLength(trimmed, 'utf8') > MAX_MESSAGE_BYTES) return fallback;
  return { kind: 'text', text: trimmed };
}

/** ruleMessageOrDefault of validation.go. */
const ruleMessageOrDefault = (rule: ValidationRule): string =>
  rule.message.length === 0 ? `failed rule: ${ruleErrorString(rule)}` : goTrimSpace(rule.message);

/** ruleErrorString of validation.go: the message when set, else the rule, trimmed. */
const ruleErrorString = (rule: ValidationRule): string =>
  goTrimSpace(rule.message.length > 0 ? rule.message : rule.rule);

/**
 * CR-CEL-003: the node's path, then the rule's normalized fieldPath appended as one Child: a
 * leading map key renders `.[key]` after the node path. null when the fieldPath does not resolve
 * (the CRD could not have been created).
 */
function errorPath(at: Visit, rule: ValidationRule): FieldPath | undefined | null {
  if (rule.fieldPath === '') return at.path;
  const steps = fieldPathSteps(rule.fieldPath, at.node);
  if (!steps) return null;
  const [first, ...rest] = steps;
  if (!first) return at.path;
  const head = first.property ? first.name : `[${first.name}]`;
  let p = at.path ? at.path.child(head) : Path.of(head);
  for (const step of rest) p = step.property ? p.child(step.name) : p.key(step.name);
  return p;
}

/** CR-CEL-002: fieldErrorForReason, with the node's value unless an object or array (field.OmitValueType). */
function failure(path: FieldPath | undefined, at: Visit, rule: ValidationRule, detail: string): CrFieldError {
  const omitted = at.node.type === 'object' || at.node.type === 'array';
  switch (rule.reason) {
    case 'FieldValueForbidden':
      return { type: 'Forbidden', path, hasValue: false, detail };
    case 'FieldValueRequired':
      return { type: 'Required value', path, hasValue: false, detail };
    case 'FieldValueDuplicate':
      return omitted
        ? { type: 'Duplicate value', path, hasValue: false, detail: '' }
        : { type: 'Duplicate value', path, value: at.value, hasValue: true, detail: '' };
    default:
      return omitted
        ? { type: 'Invalid value', path, hasValue: false, detail }
        : { type: 'Invalid value', path, value: at.value, hasValue: true, detail };
  }
}
