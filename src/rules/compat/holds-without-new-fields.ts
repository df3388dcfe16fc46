import type { ASTNode } from '@marcbachmann/cel-js';
import { hasOfIdentifier, isNode } from './cel-ast.js';

// Whether a CEL rule is true for every object that sets none of some fields, proven on its
// syntax tree (spec/crd-compatibility.md §5.5, refined): the kubebuilder pattern of adding a
// field with its mutual-exclusion rule (`!has(self.luaValidation) || !has(self.lua)`,
// `!(has(self.percent) && has(self.fraction))`, `has(self.f) ? X : true`). Such a rule rejects no
// stored object and no manifest written before the change, where those fields cannot be set.
//
// Only `has(self.F)` of a new field F is taken as known (false). Selecting below it
// (`has(self.F.G)`, `self.F > 0`) evaluates `self.F` first, which is an error when F is absent,
// so those prove nothing and the rule is reported.
//
// On a list, the same holds for its items through `self.all(x, …)`: Gateway API v1.2 added
// `rules[].name` to HTTPRoute with `self.all(l1, !has(l1.name) || self.exists_one(…))` on
// `rules`; no stored rule has a name, so the body holds for every item, and `all` of an empty or
// any list of such items is true (cel-spec langdef.md, "Macros": all is true when the predicate is
// true for every element).

//
// A new value of an enum comes with its field in the same way: Gateway API v1.3 added the CORS
// filter as `type: CORS` plus `cors`, with `!(!has(self.cors) && self.type == 'CORS')`. `type` is
// required and its base enum has no 'CORS', so `self.type == 'CORS'` is false for every stored
// object. `values` gives, for fields every old object has (required or defaulted), the strings
// the base enum allowed; a comparison with another string literal is known.

//
// And a field the base required is set on every old object: contour's JWT providers required
// `remoteJWKS`, then gained `localJWKS` with `(has(self.remoteJWKS) && !has(self.localJWKS)) ||
// (!has(self.remoteJWKS) && has(self.localJWKS))` in place of the requirement (b656cfd6a); for
// every old object the first side is true. (Nullable fields are left out: a null may count as unset.)

/** What is known of every old object a variable holds (`self`, a loop variable). */
export interface OldObjectFacts {
  /** Fields no old object has. */
  readonly absent: ReadonlySet<string>;
  /** Fields every old object has (required or defaulted in base, not nullable). */
  readonly present?: ReadonlySet<string>;
  /** Fields every old object has, with the only string values they can hold. */
  readonly values?: ReadonlyMap<string, ReadonlySet<string>>;
}
type Scope = ReadonlyMap<string, OldObjectFacts>;

/**
 * True when `ast` evaluates to true on every old object `self` (what `self` lacks, has and holds)
 * and, for a list, when none of `absentInItems` is set on any of its items.
 */
export function holdsWithoutFields(
  ast: ASTNode,
  self: OldObjectFacts,
  absentInItems: ReadonlySet<string> = new Set(),
): boolean {
  return holds(ast, new Map([['self', self]]), absentInItems);
}

function holds(n: ASTNode, absent: Scope, items: ReadonlySet<string>): boolean {
  const args = n.args as unknown;
  switch (n.op) {
    case 'value':
      return args === true;
    case '||':
      return pair(args).some((x) => holds(x, absent, items));
    case '&&':
      return pair(args).length === 2 && pair(args).every((x) => holds(x, absent, items));
    case '!_':
      return isNode(args) && isFalse(args, absent, items);
    case '?:': {
      const [cond, then, otherwise] = Array.isArray(args) ? (args as unknown[]) : [];
      if (!isNode(cond) || !isNode(then) || !isNode(otherwise)) return false;
      if (isFalse(cond, absent, items)) return holds(otherwise, absent, items);
      if (holds(cond, absent, items)) return holds(then, absent, items);
      return false;
    }
    case 'rcall':
      return holdsForEveryItem(args, absent, items);
    case 'call':
      return hasOfField(n, absent, 'present');
    case '==':
    case '!=': {
      const compared = comparedWithBool(n);
      if (compared)
        return compared.same ? holds(compared.operand, absent, items) : isFalse(compared.operand, absent, items);
      return n.op === '!=' && comparesWithImpossibleValue(args, absent);
    }
    default:
      return false;
  }
}

/**
 * `X == true`, `X == false`, `X != true`, `X != false` (either order): X itself, or its negation
 * (`same` false), as `has(self.type) == false` spells `!has(self.type)` (strimzi's rack rule).
 * An X that errors makes the comparison error too, so what is proven of X is proven of it.
 */
function comparedWithBool(n: ASTNode): { readonly operand: ASTNode; readonly same: boolean } | undefined {
  const [left, right] = pair(n.args);
  if (!left || !right) return undefined;
  const [operand, literal] = left.op === 'value' && typeof left.args === 'boolean' ? [right, left] : [left, right];
  if (literal.op !== 'value' || typeof literal.args !== 'boolean') return undefined;
  return { operand, same: (n.op === '==') === literal.args };
}

/** `self.all(x, body)` on a list whose items lack `items`: the body holds with x's fields absent. */
function holdsForEveryItem(args: unknown, absent: Scope, items: ReadonlySet<string>): boolean {
  if (items.size === 0 || !Array.isArray(args) || args[0] !== 'all') return false;
  const [, receiver, macroArgs] = args as unknown[];
  if (
    !isNode(receiver) ||
    receiver.op !== 'id' ||
    receiver.args !== 'self' ||
    !Array.isArray(macroArgs) ||
    macroArgs.length !== 2
  )
    return false;
  const [variable, body] = macroArgs as unknown[];
  if (
    !isNode(variable) ||
    variable.op !== 'id' ||
    typeof variable.args !== 'string' ||
    variable.args === 'self' ||
    !isNode(body)
  )
    return false;
  // Inside the body, the loop variable names an item; the list's own fields are not in play.
  return holds(body, new Map([...absent, [variable.args, { absent: items }]]), new Set());
}

function isFalse(n: ASTNode, absent: Scope, items: ReadonlySet<string>): boolean {
  const args = n.args as unknown;
  switch (n.op) {
    case 'value':
      return args === false;
    case '&&':
      return pair(args).some((x) => isFalse(x, absent, items));
    case '||':
      return pair(args).length === 2 && pair(args).every((x) => isFalse(x, absent, items));
    case '!_':
      return isNode(args) && holds(args, absent, items);
    case 'call':
      return hasOfField(n, absent, 'absent');
    case '==':
    case '!=': {
      const compared = comparedWithBool(n);
      if (compared)
        return compared.same ? isFalse(compared.operand, absent, items) : holds(compared.operand, absent, items);
      return n.op === '==' && comparesWithImpossibleValue(args, absent);
    }
    default:
      return false;
  }
}

/** `v.F == 'lit'` (either order) where every old object's F is one of strings other than 'lit'. */
function comparesWithImpossibleValue(args: unknown, scope: Scope): boolean {
  const [left, right] = pair(args);
  if (!left || !right) return false;
  const [select, literal] = left.op === 'value' ? [right, left] : [left, right];
  if (literal.op !== 'value' || typeof literal.args !== 'string' || select.op !== '.' || !Array.isArray(select.args))
    return false;
  const [receiver, field] = select.args as unknown[];
  if (!isNode(receiver) || receiver.op !== 'id' || typeof receiver.args !== 'string' || typeof field !== 'string')
    return false;
  const possible = scope.get(receiver.args)?.values?.get(field);
  return possible !== undefined && !possible.has(literal.args);
}

/** `has(v.F)` with F among the absent (or present) fields of `v` (self or a loop variable): the call's args are ['has', [select]]. */
function hasOfField(node: ASTNode, absent: Scope, known: 'absent' | 'present'): boolean {
  const has = hasOfIdentifier(node);
  return has !== undefined && absent.get(has.name)?.[known]?.has(has.field) === true;
}

const pair = (args: unknown): ASTNode[] =>
  Array.isArray(args) && args.length === 2 && args.every(isNode) ? (args as ASTNode[]) : [];
