import type { ASTNode } from '@marcbachmann/cel-js';
import { call, chainOf, hasSelect, isNode, literalOf, sizeOf } from './cel-ast.js';
import type { Scope } from './holds-without-new-fields.js';

// What a CEL expression evaluates to on every old object, and whether it can fail there, for the
// proofs of holds-without-new-fields.ts. openshift/hypershift reads the fields it adds through
// the optional syntax Kubernetes enables (cel.OptionalTypes, in the apiserver's base environment
// since 1.28): `self.?expression.orValue("").size() > 0 ? … : true` and
// `size(self.?claim.orValue("")) > 0 ? !has(self.expression) : true` on its OIDC claim mappings
// (b1446d9add), and defaults a new field inside an immutability rule,
// `(has(self.keyVaultType) ? self.keyVaultType : 'KeyVault') == (has(oldSelf.keyVaultType) ?
// oldSelf.keyVaultType : 'KeyVault')` (f50bc40c3e). On an old object, which lacks the new field,
// the optional is none, the default is the value, and the rules hold.

/** The value of an optional that holds nothing (`self.?F` where no old object has F). */
const NONE: unique symbol = Symbol('optional.none');

type Value = string | bigint | number | boolean | null | typeof NONE;

/** Whether a condition is true (true), false (false), or not known (undefined) on every old object. */
export type Decide = (condition: ASTNode) => boolean | undefined;

/** The value `n` has on every old object, when the facts in `scope` fix it; undefined otherwise. */
export function knownValue(n: ASTNode, scope: Scope, decide: Decide): { readonly value: Value } | undefined {
  const args = n.args as unknown;
  if (n.op === 'value' || n.op === '-_')
    return literalOf(n) ?? (n.op === 'value' && args === null ? { value: null } : undefined);
  if (n.op === '.?') return isAbsent(n, scope) ? { value: NONE } : undefined;
  if (n.op === '?:') {
    const [condition, then, otherwise] = Array.isArray(args) ? (args as unknown[]) : [];
    if (!isNode(condition) || !isNode(then) || !isNode(otherwise)) return undefined;
    const truth = decide(condition);
    return truth === undefined ? undefined : knownValue(truth ? then : otherwise, scope, decide);
  }
  const counted = sizeOf(n);
  if (counted) {
    const of = knownValue(counted, scope, decide);
    // CEL counts a string's code points.
    return typeof of?.value === 'string' ? { value: BigInt([...of.value].length) } : undefined;
  }
  const orValue = call(n, 'orValue');
  if (orValue && orValue.args.length === 1 && isNode(orValue.receiver) && isNode(orValue.args[0])) {
    const optional = knownValue(orValue.receiver, scope, decide);
    return optional?.value === NONE ? knownValue(orValue.args[0], scope, decide) : undefined;
  }
  const hasValue = call(n, 'hasValue');
  if (hasValue && hasValue.args.length === 0 && isNode(hasValue.receiver))
    return knownValue(hasValue.receiver, scope, decide)?.value === NONE ? { value: false } : undefined;
  return undefined;
}

/**
 * `a <op> b` where both sides are known on every old object: whether it is true. Values of one
 * kind only (numbers, strings, booleans, null); anything else is not decided.
 */
export function knownComparison(n: ASTNode, scope: Scope, decide: Decide): boolean | undefined {
  const args = n.args as unknown;
  if (!Array.isArray(args) || args.length !== 2 || !isNode(args[0]) || !isNode(args[1])) return undefined;
  const left = knownValue(args[0], scope, decide);
  const right = knownValue(args[1], scope, decide);
  if (!left || !right || left.value === NONE || right.value === NONE) return undefined;
  const [a, b] = [numeric(left.value), numeric(right.value)];
  if (typeof a !== typeof b) return undefined;
  switch (n.op) {
    case '==':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return ordered(a, b) && (a as number | string) < (b as number | string);
    case '<=':
      return ordered(a, b) && (a as number | string) <= (b as number | string);
    case '>':
      return ordered(a, b) && (a as number | string) > (b as number | string);
    case '>=':
      return ordered(a, b) && (a as number | string) >= (b as number | string);
    default:
      return undefined;
  }
}

// CEL compares int, uint and double by value (cel-spec langdef.md, "Numeric values").
const numeric = (v: Exclude<Value, typeof NONE>): string | number | boolean | null =>
  typeof v === 'bigint' ? Number(v) : v;

const ordered = (a: unknown, b: unknown): boolean =>
  (typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string');

/**
 * Whether `n` evaluates without an error on every old object, judged conservatively: literals,
 * variables, optional selects, fields every old object has, has() of a field of such a holder,
 * size, orValue and hasValue, and the logic, comparisons and conditionals of these. The apiserver
 * type-checks a rule when the CRD is written, so no operator meets a value of a type it lacks.
 */
export function cannotError(n: ASTNode, scope: Scope): boolean {
  const args = n.args as unknown;
  switch (n.op) {
    case 'value':
    case 'id':
      return true;
    case '.?':
      return Array.isArray(args) && isNode(args[0]) && cannotError(args[0], scope);
    case '.':
      return isPresent(n, scope);
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
      return (
        called !== undefined &&
        isNode(called.receiver) &&
        cannotError(called.receiver, scope) &&
        called.args.every((x) => isNode(x) && cannotError(x, scope))
      );
    }
    default:
      return false;
  }
}

/** `v.F` or `v.?F` where no old object has F. */
function isAbsent(select: ASTNode, scope: Scope): boolean {
  const held = heldField(select);
  return held !== undefined && scope.get(held.holder)?.absent.has(held.field) === true;
}

/** `v.F` where every old object has F, and v is a variable or such a field itself. */
function isPresent(select: ASTNode, scope: Scope): boolean {
  const held = heldField(select);
  if (held === undefined || scope.get(held.holder)?.present?.has(held.field) !== true) return false;
  const receiver = (select.args as unknown[])[0];
  return isNode(receiver) && (receiver.op === 'id' || isPresent(receiver, scope));
}

function heldField(select: ASTNode): { readonly holder: string; readonly field: string } | undefined {
  const args = select.args as unknown;
  if (!Array.isArray(args) || !isNode(args[0]) || typeof args[1] !== 'string') return undefined;
  const chain = chainOf(args[0]);
  return chain && { holder: chain.join('.'), field: args[1] };
}
