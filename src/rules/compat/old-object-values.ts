import type { ASTNode } from '@marcbachmann/cel-js';
import { astNodes } from '../crd/cel/ast-nodes.js';
import { call, hasSelect, isNode, literalOf, sizeOf } from './cel-ast.js';
import type { OldObjectFacts, Scope } from './holds-without-new-fields.js';
import { prefixBefore, prefixKey, prefixOf } from './prefix-before.js';

// What a CEL expression can evaluate to on every old object, and whether it can fail there, for
// the proofs of holds-without-new-fields.ts. openshift/hypershift reads the fields it adds through
// the optional syntax Kubernetes enables (cel.OptionalTypes, in the apiserver's base environment
// since 1.28): `self.?expression.orValue("").size() > 0 ? … : true` and
// `size(self.?claim.orValue("")) > 0 ? !has(self.expression) : true` on its OIDC claim mappings
// (b1446d9add), and defaults a new field inside an immutability rule,
// `(has(self.keyVaultType) ? self.keyVaultType : 'KeyVault') == (has(oldSelf.keyVaultType) ?
// oldSelf.keyVaultType : 'KeyVault')` (f50bc40c3e). openshift/api chains optional selects down to
// a field it adds, `self.?status.skewStatus.mode.orValue('') == 'Automatic' ? … : true`, or
// compares an old field with an enum value the change adds,
// `self.spec.?driverConfig.driverType.orValue('') == 'SecretsStore' ? … : true`
// (machine-config-operator db0397122, 6ac4e33bf). On an old object the optional is none, or one of
// the values the base allowed, and the rules hold.
//
// A select on an optional (`o.f` after `x.?y`) is itself optional: none where `o` is none or has no
// `f` (cel-spec, "Optional values"), so once a chain is optional, a field no old object has ends it
// as none.

/** The value of an optional that holds nothing. */
const NONE: unique symbol = Symbol('optional.none');

type Value = string | number | boolean | null | typeof NONE;

/** The values an expression can have on old objects; `optional`: they are optionals (NONE for none). */
interface Possible {
  readonly values: ReadonlySet<Value>;
  readonly optional: boolean;
}

/** Whether a condition is true (true), false (false), or not known (undefined) on every old object. */
export type Decide = (condition: ASTNode) => boolean | undefined;

/** The one value `n` has on every old object, when the facts in `scope` fix it; undefined otherwise. */
export function knownValue(n: ASTNode, scope: Scope, decide: Decide): { readonly value: Value } | undefined {
  const possible = possibleValues(n, scope, decide);
  if (!possible || possible.values.size !== 1) return undefined;
  const [value] = possible.values as Set<Value>;
  return { value: value as Value };
}

/** The values `n` can have on old objects, when the facts in `scope` bound them; undefined otherwise. */
function possibleValues(n: ASTNode, scope: Scope, decide: Decide): Possible | undefined {
  const args = n.args as unknown;
  if (n.op === 'value' || n.op === '-_') {
    const literal = literalOf(n);
    if (literal) return plain([literal.value]);
    return n.op === 'value' && args === null ? plain([null]) : undefined;
  }
  if (n.op === '.' || n.op === '.?') return chainValues(n, scope);
  if (n.op === '?:') {
    const [condition, then, otherwise] = Array.isArray(args) ? (args as unknown[]) : [];
    if (!isNode(condition) || !isNode(then) || !isNode(otherwise)) return undefined;
    const truth = decide(condition);
    if (truth !== undefined) return possibleValues(truth ? then : otherwise, scope, decide);
    // Whichever way a condition that cannot fail goes, the value is one of the branches'.
    if (!cannotError(condition, scope)) return undefined;
    const [a, b] = [possibleValues(then, scope, decide), possibleValues(otherwise, scope, decide)];
    return a && b && a.optional === b.optional
      ? { values: new Set([...a.values, ...b.values]), optional: a.optional }
      : undefined;
  }
  const counted = sizeOf(n);
  if (counted) {
    const of = possibleValues(counted, scope, decide);
    // CEL counts a string's code points.
    if (!of || of.optional || ![...of.values].every((v) => typeof v === 'string')) return undefined;
    return plain([...of.values].map((v) => [...(v as string)].length));
  }
  const orValue = call(n, 'orValue');
  if (orValue && orValue.args.length === 1 && isNode(orValue.receiver) && isNode(orValue.args[0])) {
    const optional = possibleValues(orValue.receiver, scope, decide);
    if (!optional?.optional) return undefined;
    const held = [...optional.values].filter((v) => v !== NONE);
    if (!optional.values.has(NONE)) return plain(held);
    const fallback = possibleValues(orValue.args[0], scope, decide);
    return fallback && !fallback.optional ? plain([...held, ...fallback.values]) : undefined;
  }
  const hasValue = call(n, 'hasValue');
  if (hasValue && hasValue.args.length === 0 && isNode(hasValue.receiver)) {
    const optional = possibleValues(hasValue.receiver, scope, decide);
    return optional?.optional ? plain([...optional.values].map((v) => v !== NONE)) : undefined;
  }
  const prefix = prefixBefore(n);
  if (prefix) {
    // From the values of the string itself, or from what a base rule lets its prefix be.
    const of = possibleValues(prefix.receiver, scope, decide) ?? chainValues(prefix.receiver, scope, prefix.separator);
    if (!of || of.optional || ![...of.values].every((v) => typeof v === 'string')) return undefined;
    return plain([...of.values].map((v) => prefixOf(v as string, prefix.separator)));
  }
  return undefined;
}

const plain = (values: readonly Value[]): Possible => ({ values: new Set(values), optional: false });

/**
 * A chain of selects from a variable (`self.a.?b.c`): its values on old objects, from the facts of
 * each field on the way. A plain select of a field some old object lacks fails ("no such key"), so
 * before the chain turns optional every field must be one every old object has.
 */
function chainValues(n: ASTNode, scope: Scope, before?: string): Possible | undefined {
  const chain = selectChain(n);
  if (!chain) return undefined;
  let facts: OldObjectFacts | undefined = scope.get(chain.root);
  let holder = chain.root;
  let optional = false;
  let mayBeNone = false;
  for (const [i, step] of chain.steps.entries()) {
    optional ||= step.optional;
    facts = scope.get(holder) ?? facts;
    if (!facts) return undefined;
    if (facts.absent.has(step.field)) return optional ? { values: new Set<Value>([NONE]), optional } : undefined;
    const present = facts.present?.has(step.field) === true;
    if (!present) {
      if (!optional) return undefined;
      mayBeNone = true;
    }
    if (i === chain.steps.length - 1) {
      // With `before`, the values the field holds before that separator (prefix-before.ts).
      const key = before === undefined ? step.field : prefixKey(step.field, before);
      const known = present ? presentValues(facts, key) : facts.valuesWhereSet?.get(key);
      if (!known) return undefined;
      const values = new Set<Value>(known);
      if (mayBeNone) values.add(NONE);
      return { values, optional };
    }
    // What is known below the field where it is set; where it is not, an optional chain is none.
    facts = facts.nested?.(step.field);
    holder = `${holder}.${step.field}`;
  }
  return undefined;
}

function presentValues(facts: OldObjectFacts, field: string): readonly Value[] | undefined {
  const strings = facts.values?.get(field);
  if (strings) return [...strings];
  const boolean = facts.booleans?.get(field);
  if (boolean !== undefined) return [boolean];
  const number = facts.numbers?.get(field);
  return number === undefined ? undefined : [number];
}

/** `v.a.?b.c` as v and its steps, each field and whether it is selected with `.?`. */
function selectChain(
  n: ASTNode,
):
  | { readonly root: string; readonly steps: readonly { readonly field: string; readonly optional: boolean }[] }
  | undefined {
  const steps: { field: string; optional: boolean }[] = [];
  let at: ASTNode = n;
  while (at.op === '.' || at.op === '.?') {
    const args = at.args as unknown;
    if (!Array.isArray(args) || !isNode(args[0]) || typeof args[1] !== 'string') return undefined;
    steps.unshift({ field: args[1], optional: at.op === '.?' });
    at = args[0];
  }
  return at.op === 'id' && typeof at.args === 'string' && steps.length > 0 ? { root: at.args, steps } : undefined;
}

/**
 * `a <op> b` where both sides' values on old objects are known: true when the comparison holds for
 * every pair of them, false when it holds for none, else undefined. Values of one kind only
 * (numbers, strings, booleans, null); anything else is not decided.
 */
export function knownComparison(n: ASTNode, scope: Scope, decide: Decide): boolean | undefined {
  const args = n.args as unknown;
  if (!Array.isArray(args) || args.length !== 2 || !isNode(args[0]) || !isNode(args[1])) return undefined;
  const left = possibleValues(args[0], scope, decide);
  const right = possibleValues(args[1], scope, decide);
  if (!left || !right || left.optional || right.optional) return undefined;
  const outcomes = new Set<boolean | undefined>();
  for (const a of left.values) for (const b of right.values) outcomes.add(compare(n.op, a, b));
  if (outcomes.size !== 1) return undefined;
  return [...outcomes][0];
}

function compare(op: string, a: Value, b: Value): boolean | undefined {
  if (typeof a !== typeof b || a === NONE || b === NONE) return undefined;
  if (op === '==') return a === b;
  if (op === '!=') return a !== b;
  const o = order(a, b);
  if (o === undefined) return undefined;
  switch (op) {
    case '<':
      return o < 0;
    case '<=':
      return o <= 0;
    case '>':
      return o > 0;
    case '>=':
      return o >= 0;
    default:
      return undefined;
  }
}

/**
 * How a and b are ordered (negative, zero, positive), as CEL orders them: numbers by value (cel-spec
 * langdef.md, "Numeric values"; literalOf reads every number as a JSON number), strings by code
 * point, as cel-go compares their UTF-8 bytes (JavaScript's `<` compares UTF-16 units, which order
 * U+FF61 after U+1F600); undefined for other kinds.
 */
function order(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a !== 'string' || typeof b !== 'string') return undefined;
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i] as string).codePointAt(0)! - (y[i] as string).codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * Whether `n` evaluates without an error on every old object, judged conservatively: literals,
 * variables, select chains whose plain selects before any `.?` name fields every old object has,
 * has() of a field of such a holder, size, orValue and hasValue, and the logic, comparisons and
 * conditionals of these. The apiserver type-checks a rule when the CRD is written, so no operator
 * meets a value of a type it lacks.
 */
export function cannotError(n: ASTNode, scope: Scope): boolean {
  const args = n.args as unknown;
  switch (n.op) {
    case 'value':
    case 'id':
      return true;
    case '.':
    case '.?':
      return chainCannotError(n, scope);
    case '!_':
      return isNode(args) && cannotError(args, scope);
    case '&&':
    case '||':
    case '==':
    case '!=':
    case '<':
    case '<=':
    case '>':
    case '>=':
    case '?:':
      return Array.isArray(args) && args.every((x) => isNode(x) && cannotError(x, scope));
    case 'call': {
      const select = hasSelect(n);
      if (select) return Array.isArray(select.args) && isNode(select.args[0]) && cannotError(select.args[0], scope);
      const counted = sizeOf(n);
      return counted !== undefined && cannotError(counted, scope);
    }
    case 'rcall': {
      const counted = sizeOf(n);
      if (counted) return cannotError(counted, scope);
      const called = call(n, 'orValue') ?? call(n, 'hasValue');
      if (called)
        return (
          isNode(called.receiver) &&
          cannotError(called.receiver, scope) &&
          called.args.every((x) => isNode(x) && cannotError(x, scope))
        );
      // A string's test against literals (operator-framework/catalogd 20acf03's
      // `self.ref.find('(@.*:)') != ""`): the rule type-checks only on a string, and a literal
      // regular expression is compiled when the CRD is written, which refuses an invalid one.
      const tested = STRING_TESTS.map((name) => call(n, name)).find((c) => c !== undefined);
      return (
        tested !== undefined &&
        isNode(tested.receiver) &&
        cannotError(tested.receiver, scope) &&
        tested.args.length > 0 &&
        tested.args.every((x) => isNode(x) && x.op === 'value' && literalKind(x) !== undefined)
      );
    }
    default:
      return false;
  }
}

/** Calls on a string that, with literal arguments, return a value for every string. */
const STRING_TESTS = ['matches', 'find', 'findAll', 'contains', 'startsWith', 'endsWith'] as const;

/** A literal's kind, where it is a string or a number (findAll's limit); undefined otherwise. */
function literalKind(n: ASTNode): 'string' | 'number' | undefined {
  const v = n.args as unknown;
  return typeof v === 'string' ? 'string' : typeof v === 'number' || typeof v === 'bigint' ? 'number' : undefined;
}

/** A select chain whose plain selects, up to its first `.?`, name fields every old object has. */
function chainCannotError(n: ASTNode, scope: Scope): boolean {
  const chain = selectChain(n);
  if (!chain) return false;
  let facts: OldObjectFacts | undefined = scope.get(chain.root);
  let holder = chain.root;
  for (const step of chain.steps) {
    if (step.optional) return true;
    facts = scope.get(holder) ?? facts;
    if (facts?.present?.has(step.field) !== true) return false;
    facts = facts.nested?.(step.field);
    holder = `${holder}.${step.field}`;
  }
  return true;
}

/** Whether the rule selects a field with `.?`, whose chain the facts of old objects may decide. */
export const selectsOptionally = (ast: ASTNode): boolean => astNodes(ast).some((n) => n.op === '.?');
