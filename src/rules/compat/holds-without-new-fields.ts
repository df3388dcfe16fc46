import type { ASTNode } from '@marcbachmann/cel-js';
import { astNodes } from '../crd/cel/ast-nodes.js';
import { chainOf, hasSelect, isNode, macroOnSelf, sizeOf } from './cel-ast.js';
import { cannotError, knownComparison, knownValue, type Decide } from './old-object-values.js';
import { prefixFactsOf } from './prefix-before.js';

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

//
// A field may be gained one level down, with its rule on an old field above it: CloudNativePG
// added `synchronous.podFailureDomainKeys` and `nodeFailureDomainKeys` with a rule on
// `spec.postgresql` (6b8139c5a), `!(... && has(self.synchronous) && ((has(self.synchronous.
// podFailureDomainKeys) && ...) || (has(self.synchronous.nodeFailureDomainKeys) && ...)))`.
// `has(self.synchronous.podFailureDomainKeys)` is false where `synchronous` is set and an error
// where it is not, so the proof takes both cases in turn: `synchronous` set (its own facts
// apply, `nested`), and unset (`has(self.synchronous)` false, a select through it an error). CEL's
// `&&` is false when any side is false, whatever errors the others give (cel-spec langdef.md,
// "Logical Operators"), so the rule above holds in both.

//
// A field gained with a default is no absent field: structural defaulting sets it on every old
// object before any rule runs. Its value is then known: a string joins `values`, a boolean is
// `booleans` (gpu-operator's `has(self.default) && self.default ? … : true` on a new `default:
// false`, 53770fc2b, takes its `: true` on every old object), and a number is `numbers`
// (secure-sign-operator 8aefe43e's `!(self.replicas > 1) || …` on a new `replicas: {default: 1}`).

/** What is known of every old object a variable holds (`self`, a loop variable). */
export interface OldObjectFacts {
  /** Fields no old object has. */
  readonly absent: ReadonlySet<string>;
  /** Fields every old object has (required or defaulted in base, not nullable). */
  readonly present?: ReadonlySet<string>;
  /** Fields every old object has, with the only string values they can hold. */
  readonly values?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Fields with the only strings they can hold where an old object sets them (an optional field's enum). */
  readonly valuesWhereSet?: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * Lists of strings with the only strings their items can hold (the items' enum), where an old
   * object sets them.
   */
  readonly itemValuesWhereSet?: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The only strings the value itself can hold: an item of a list of strings with an enum, named by
   * a macro's variable (`self.allowedUses.exists(u, u == 'L2Workload')`).
   */
  readonly oneOf?: ReadonlySet<string>;
  /** String fields whose every old value, where set, is not empty (minLength, or a pattern that refuses ""). */
  readonly nonEmpty?: ReadonlySet<string>;
  /** List fields with the fewest items an old object holds where it sets them (the base's minItems). */
  readonly minItems?: ReadonlyMap<string, number>;
  /** Fields whose base schema lets them hold null (`nullable: true`); the others' nulls are pruned. */
  readonly nullable?: ReadonlySet<string>;
  /** Fields every old object has with one boolean value: new fields the head defaults. */
  readonly booleans?: ReadonlyMap<string, boolean>;
  /** Fields every old object has with one number: new fields the head defaults (`replicas: {default: 1}`). */
  readonly numbers?: ReadonlyMap<string, number>;
  /**
   * What is known of every old value of an object field, where it is set (undefined: nothing, or
   * the field is no object every old value of which the base schema describes).
   */
  readonly nested?: (field: string) => OldObjectFacts | undefined;
  /** What is known of every old item of a list field (undefined: nothing, or no list of objects that cannot be null). */
  readonly itemsOf?: (field: string) => OldObjectFacts | undefined;
}
/** Facts by what holds the value: a variable (`self`, a loop variable) or a select chain from one (`self.a.b`). */
export type Scope = ReadonlyMap<string, OldObjectFacts>;

/** What is known of every item of `self`, a list; undefined when nothing is. */
type ItemFacts = OldObjectFacts | undefined;

// At most this many fields are split on (2^8 evaluations of one rule at most; a field every old
// object has is not split): prometheus-engine's root rules read four levels below a list of
// endpoints its spec requires, `self.spec.endpoints.all(e, !has(e.tls) || !has(e.tls.ca) || …)`.
const MAX_CASE_FIELDS = 8;
/** A tested field of at most this many values where set is split on each value. */
const MAX_VALUE_CASES = 4;
/** The cases one proof evaluates at most (2^8 presences, or fewer fields split by value). */
const MAX_CASES = 1024;

/**
 * True when `ast` evaluates to true on every old object `self` (what `self` lacks, has and holds)
 * and, for a list, on every list whose items are as `items` says. With `oldSelf`, the
 * rule is a transition rule whose `oldSelf` is a stored object (not optionalOldSelf's optional),
 * an old object too: cluster-api-provider-vsphere added `provider` to a spec with
 * `!has(oldSelf.provider) || self.provider == oldSelf.provider` on the spec (304d454e1), which
 * every update of an object stored before holds.
 */
export function holdsWithoutFields(
  ast: ASTNode,
  self: OldObjectFacts,
  items: ItemFacts = undefined,
  oldSelf = false,
): boolean {
  const fields = caseFields(ast).slice(0, MAX_CASE_FIELDS);
  const scope: Scope = new Map(
    oldSelf
      ? [
          ['self', self],
          ['oldSelf', self],
        ]
      : [['self', self]],
  );
  return everyCase(fields, 0, scope, (s) => holds(ast, s, items));
}

/** Whether the rule asks `has()` of a field below another (`has(self.a.b)`), where nested facts may prove it. */
export const asksBelowAField = (ast: ASTNode): boolean => caseFields(ast).length > 0;

/**
 * The object fields whose presence decides a `has()` below them (`self.a` of `has(self.a.b)`),
 * outermost first: each is a case split where its facts are known.
 */
function caseFields(ast: ASTNode): CaseField[] {
  const seen = new Map<string, CaseField>();
  for (const n of astNodes(ast)) {
    const select = hasSelect(n);
    // `has(v.a.b.F)`: the splits are v.a, then v.a.b. A macro on a list field (`v.a.L.all(x, …)`):
    // v.a, then v.a.L, whose items' facts apply where it is set.
    // `has(v.F)` itself too: a split on F, which decides the test (nsx-operator 7568ee57's
    // `!has(self.addresses) && !(…new fields…) || has(self.addresses)` holds in each case alone).
    const chain = select ? chainOf(select) : chainOfMacroReceiver(n);
    for (let i = 1; chain && i < chain.length; i++) {
      const holder = chain.slice(0, i).join('.');
      const key = `${holder}.${chain[i]}`;
      const tested = (select !== undefined && i === chain.length - 1) || seen.get(key)?.tested === true;
      seen.set(key, { holder, field: chain[i] as string, ...(tested ? { tested } : {}) });
    }
  }
  return [...seen.values()].sort((a, b) => a.holder.split('.').length - b.holder.split('.').length);
}

/** A field whose presence the proof takes in turn: of its holder (a variable or a select chain), and whether a has() tests it. */
interface CaseField {
  readonly holder: string;
  readonly field: string;
  readonly tested?: true;
}

/** Whether `check` holds in every case of the fields' presence, from `fields[i]` on. */
function everyCase(
  fields: readonly CaseField[],
  i: number,
  scope: Scope,
  check: (scope: Scope) => boolean,
  budget = { cases: MAX_CASES },
): boolean {
  // Past the budget, not proven (so reported) rather than searched for long.
  if (i === fields.length) return --budget.cases >= 0 && check(scope);
  const { holder, field, tested } = fields[i] as CaseField;
  const facts = scope.get(holder);
  const nested = facts && !facts.absent.has(field) ? facts.nested?.(field) : undefined;
  const items = facts && !facts.absent.has(field) && !nested ? facts.itemsOf?.(field) : undefined;
  const whereSet = facts && !facts.absent.has(field) ? facts.valuesWhereSet?.get(field) : undefined;
  // What the field holds before a separator where it is set (prefix-before.ts), kept as its values are.
  const prefixes = facts && !facts.absent.has(field) ? prefixFactsOf(facts.valuesWhereSet, field) : [];
  const itemsWhereSet = facts && !facts.absent.has(field) ? facts.itemValuesWhereSet?.has(field) : false;
  // Nothing known below this field or of its values, and no has() of it (or its holder is unset in
  // this case, or the field is known absent): no split.
  if (
    !facts ||
    facts.absent.has(field) ||
    (!nested && !items && !whereSet && prefixes.length === 0 && !itemsWhereSet && tested !== true)
  )
    return everyCase(fields, i + 1, scope, check, budget);
  // A field a has() tests, of a few values where set (its enum), is taken value by value too:
  // nsx-operator 7568ee57's `(!has(self.mode) || self.mode == 'Off' || self.mode == 'Relay') && R
  // || has(self.mode) && self.mode == 'Server'` holds for each value of `mode: {enum: [Server, Relay, Off]}`.
  const eachValue =
    tested === true && whereSet !== undefined && whereSet.size > 1 && whereSet.size <= MAX_VALUE_CASES
      ? [...whereSet].map((v) => new Set([v]))
      : [whereSet];
  for (const values of eachValue) {
    const known: (readonly [string, ReadonlySet<string>])[] = [
      ...(values ? [[field, values] as const] : []),
      ...prefixes,
    ];
    const set = new Map(scope).set(holder, {
      ...facts,
      present: new Set([...(facts.present ?? []), field]),
      ...(known.length > 0 ? { values: new Map([...(facts.values ?? []), ...known]) } : {}),
    });
    if (nested) set.set(`${holder}.${field}`, nested);
    if (!everyCase(fields, i + 1, set, check, budget)) return false;
  }
  if (facts.present?.has(field) === true) return true; // every old object sets it
  const unset = new Map(scope).set(holder, { ...facts, absent: new Set([...facts.absent, field]) });
  return everyCase(fields, i + 1, unset, check, budget);
}

function holds(n: ASTNode, absent: Scope, items: ItemFacts): boolean {
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
    case '?:':
      return conditionalIs(args, absent, items, holds);
    case 'rcall':
      return holdsForEveryItem(args, absent, items) || knownValue(n, absent, decider(absent, items))?.value === true;
    case 'call':
      return hasOfField(n, absent, 'present');
    case '.':
      return knownBoolean(n, absent) === true;
    case '==':
    case '!=': {
      const compared = comparedWithBool(n);
      if (compared)
        return compared.same ? holds(compared.operand, absent, items) : isFalse(compared.operand, absent, items);
      if (equalTruths(n, absent, items) === (n.op === '==')) return true;
      if (countComparison(n, absent, items) === true) return true;
      if (knownComparison(n, absent, decider(absent, items)) === true) return true;
      if (n.op === '==') return comparesWithOnlyValue(args, absent);
      return comparesWithImpossibleValue(args, absent) || comparesPresentWithNull(args, absent);
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return countComparison(n, absent, items) === true || knownComparison(n, absent, decider(absent, items)) === true;
    default:
      return false;
  }
}

/**
 * `C ? T : E` proven true (`branchIs` holds) or false (isFalse) on every old object: the branch
 * C takes where C is known, else both where C cannot fail, whichever way it goes.
 */
function conditionalIs(
  args: unknown,
  scope: Scope,
  items: ItemFacts,
  branchIs: (n: ASTNode, scope: Scope, items: ItemFacts) => boolean,
): boolean {
  const [cond, then, otherwise] = Array.isArray(args) ? (args as unknown[]) : [];
  if (!isNode(cond) || !isNode(then) || !isNode(otherwise)) return false;
  if (isFalse(cond, scope, items)) return branchIs(otherwise, scope, items);
  if (holds(cond, scope, items)) return branchIs(then, scope, items);
  return cannotError(cond, scope) && branchIs(then, scope, items) && branchIs(otherwise, scope, items);
}

/** A condition's truth on every old object, as holds and isFalse prove it (old-object-values.ts). */
const decider =
  (scope: Scope, items: ItemFacts): Decide =>
  (condition) =>
    holds(condition, scope, items) ? true : isFalse(condition, scope, items) ? false : undefined;

/**
 * A count of the items a predicate selects, compared with an integer, where the predicate is false
 * for every item of every old list, so the count is 0: kserve's llmisvc CRDs took in Gateway API's
 * `self.filter(f, f.type == 'CORS').size() <= 1` on HTTPRoute filters as `CORS` joined the enum of
 * their required `type` (d9ab63469). `size(self.filter(v, P))` or `self.filter(v, P).size()`, on
 * either side. Undefined when not known.
 */
function countComparison(n: ASTNode, absent: Scope, items: ItemFacts): boolean | undefined {
  const [left, right] = pair(n.args);
  if (!left || !right) return undefined;
  const [l, r] = [knownInt(left, absent, items), knownInt(right, absent, items)];
  if (l === undefined || r === undefined) return undefined;
  switch (n.op) {
    case '==':
      return l === r;
    case '!=':
      return l !== r;
    case '<':
      return l < r;
    case '<=':
      return l <= r;
    case '>':
      return l > r;
    case '>=':
      return l >= r;
    default:
      return undefined;
  }
}

/** An integer literal, or a count of items no old item is among (0). */
function knownInt(n: ASTNode, absent: Scope, items: ItemFacts): bigint | undefined {
  if (n.op === 'value') return typeof n.args === 'bigint' ? n.args : undefined;
  const counted = sizeOf(n);
  return counted && selectsNoItem(counted, 'filter', absent, items) ? 0n : undefined;
}

/** `L.<macro>(v, P)` where P is false for every item of every old list L (the items' facts bound to v). */
function selectsNoItem(n: ASTNode, macro: string, absent: Scope, items: ItemFacts): boolean {
  const macroed = macroOnList(n, macro, absent, items);
  if (macroed === undefined) return false;
  // Split on the fields below the loop variable, as holdsForEveryItem does: karpenter-provider-aws's
  // `exists(x, has(x.alias) && x.alias.find('^[^@]+') == 'windows2025')` is false where alias is set
  // (its family is one the base listed) and where it is not.
  const fields = caseFields(macroed.body).slice(0, MAX_CASE_FIELDS);
  return everyCase(fields, 0, macroed.scope, (s) => isFalse(macroed.body, s, undefined));
}

/**
 * Whether two conditions compared with `==` or `!=` are known to agree (true) or to differ (false):
 * karpenter's static NodePools added `replicas` with `has(self.replicas) == has(oldSelf.replicas)`
 * (9136011b), false on both sides for every update of an object stored before. Undefined when
 * either side is not known.
 */
function equalTruths(n: ASTNode, absent: Scope, items: ItemFacts): boolean | undefined {
  const [left, right] = pair(n.args);
  if (!left || !right) return undefined;
  const truth = (x: ASTNode): boolean | undefined =>
    holds(x, absent, items) ? true : isFalse(x, absent, items) ? false : undefined;
  const [l, r] = [truth(left), truth(right)];
  return l === undefined || r === undefined ? undefined : l === r;
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

/** `L.all(x, body)` on a list whose items are as the facts say: the body holds with x's facts. */
function holdsForEveryItem(args: unknown, absent: Scope, items: ItemFacts): boolean {
  if (!Array.isArray(args)) return false;
  const all = macroOnList({ op: 'rcall', args } as ASTNode, 'all', absent, items);
  if (all === undefined) return false;
  // The fields below the loop variable are split on here, where its facts are known (outside
  // the macro the variable names nothing): `e.tls` set and unset, then `e.tls.ca`, ….
  const fields = caseFields(all.body).slice(0, MAX_CASE_FIELDS);
  return everyCase(fields, 0, all.scope, (s) => holds(all.body, s, undefined));
}

/**
 * A macro on `self`, a list whose items are as `items` says, or on a list field (`v.a.L`) that
 * every old object in this case has, whose items' facts the schema gives (nginx-gateway-fabric's
 * `!has(self.securityLogs) || self.securityLogs.all(sl, !has(sl.logRef) || …)` on the spec, with
 * `logRef` new: cc4374f20): its body and the scope inside it, where the loop variable names an
 * item (the list's own fields are not in play). Where the list may be unset, selecting it is an
 * error ("no such key"), which proves nothing: the case split of caseFields takes set and unset
 * in turn.
 */
function macroOnList(
  n: ASTNode,
  macro: string,
  scope: Scope,
  items: ItemFacts,
): { readonly body: ASTNode; readonly scope: Scope } | undefined {
  const onSelf = macroOnSelf(n, macro);
  if (onSelf) return items && { body: onSelf.body, scope: new Map([...scope, [onSelf.variable, items]]) };
  const args = n.args as unknown;
  if (n.op !== 'rcall' || !Array.isArray(args) || args[0] !== macro || !isNode(args[1])) return undefined;
  const chain = chainOf(args[1]);
  const macroArgs = args[2] as unknown;
  if (!chain || chain.length < 2 || !Array.isArray(macroArgs) || macroArgs.length !== 2) return undefined;
  const [variable, body] = macroArgs as unknown[];
  if (!isNode(variable) || variable.op !== 'id' || typeof variable.args !== 'string' || !isNode(body)) return undefined;
  const holder = chain.slice(0, -1).join('.');
  const field = chain.at(-1) as string;
  const facts = scope.get(holder);
  const itemFacts = facts?.present?.has(field) ? (facts.itemsOf?.(field) ?? stringItems(facts, field)) : undefined;
  return itemFacts && { body, scope: new Map([...scope, [variable.args, itemFacts]]) };
}

/** What is known of every old item of a list of strings with an enum: the strings it can hold. */
function stringItems(facts: OldObjectFacts, field: string): OldObjectFacts | undefined {
  const oneOf = facts.itemValuesWhereSet?.get(field);
  return oneOf && { absent: new Set(), oneOf };
}

/** The select chain a macro runs on (`self.a.L` of `self.a.L.all(x, …)`); undefined for anything else. */
function chainOfMacroReceiver(n: ASTNode): string[] | undefined {
  const args = n.args as unknown;
  if (n.op !== 'rcall' || !Array.isArray(args) || !LIST_MACROS.has(args[0] as string) || !isNode(args[1]))
    return undefined;
  return chainOf(args[1]);
}

const LIST_MACROS: ReadonlySet<string> = new Set(['all', 'exists', 'exists_one']);

function isFalse(n: ASTNode, absent: Scope, items: ItemFacts): boolean {
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
    case '.':
      return knownBoolean(n, absent) === false;
    case 'rcall':
      // No item of any old list is selected: none exists, and not exactly one.
      return (
        selectsNoItem(n, 'exists', absent, items) ||
        selectsNoItem(n, 'exists_one', absent, items) ||
        knownValue(n, absent, decider(absent, items))?.value === false
      );
    case '?:':
      return conditionalIs(args, absent, items, isFalse);
    case '==':
    case '!=': {
      const compared = comparedWithBool(n);
      if (compared)
        return compared.same ? isFalse(compared.operand, absent, items) : holds(compared.operand, absent, items);
      if (equalTruths(n, absent, items) === (n.op === '!=')) return true;
      if (countComparison(n, absent, items) === false) return true;
      if (knownComparison(n, absent, decider(absent, items)) === false) return true;
      if (n.op === '!=') return comparesWithOnlyValue(args, absent);
      return comparesWithImpossibleValue(args, absent) || comparesPresentWithNull(args, absent);
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return (
        countComparison(n, absent, items) === false || knownComparison(n, absent, decider(absent, items)) === false
      );
    case 'in':
      return inImpossibleItem(args, absent, items);
    default:
      return false;
  }
}

/**
 * `'lit' in v.F` where every old object in this case sets the list F, whose items' base enum has no
 * 'lit': kjob added `ntasks-per-node` to the enum of a mode's requiredFlags with the rule
 * `!has(self.requiredFlags) || !('ntasks-per-node' in self.requiredFlags) || self.name == 'Slurm'`
 * (9c28e83), true on every old object. Or `'lit' in self` where `self` is such a list.
 */
function inImpossibleItem(args: unknown, scope: Scope, items: ItemFacts): boolean {
  const [member, list] = pair(args);
  if (member?.op !== 'value' || typeof member.args !== 'string' || !list) return false;
  if (list.op === 'id' && list.args === 'self') return items?.oneOf !== undefined && !items.oneOf.has(member.args);
  const selected = selectedField(list, scope);
  if (!selected?.facts?.present?.has(selected.field)) return false;
  const possible = selected.facts.itemValuesWhereSet?.get(selected.field);
  return possible !== undefined && !possible.has(member.args);
}

/**
 * `v.F == null` (either order) where every old object sets F (required, not nullable: a null there
 * is dropped before validation and then refused as missing), so never to null: oracle-database-
 * operator added `self.instDetails != null` beside `required: [instDetails]` (9dd3c670).
 */
function comparesPresentWithNull(args: unknown, scope: Scope): boolean {
  const compared = fieldAndLiteral(args, scope);
  return compared !== undefined && compared.literal === null && compared.facts?.present?.has(compared.field) === true;
}

/** `v.F` compared with a literal (either order): what the scope knows of v, F, and the literal's value. */
function fieldAndLiteral(
  args: unknown,
  scope: Scope,
): { readonly facts: OldObjectFacts | undefined; readonly field: string; readonly literal: unknown } | undefined {
  const [left, right] = pair(args);
  if (!left || !right) return undefined;
  const [select, literal] = left.op === 'value' ? [right, left] : [left, right];
  if (literal.op !== 'value') return undefined;
  const selected = selectedField(select, scope);
  return selected && { ...selected, literal: literal.args };
}

/** `v.F` (v self, a loop variable, or a select chain from one): what the scope knows of v, and F. */
function selectedField(
  select: ASTNode,
  scope: Scope,
): { readonly facts: OldObjectFacts | undefined; readonly field: string } | undefined {
  if (select.op !== '.' || !Array.isArray(select.args)) return undefined;
  const [receiver, field] = select.args as unknown[];
  const holder = isNode(receiver) ? chainOf(receiver) : undefined;
  if (holder === undefined || typeof field !== 'string') return undefined;
  return { facts: scope.get(holder.join('.')), field };
}

/** Whether the rule compares a field of `self` with null, which the fields every old object has may decide. */
export const comparesWithNull = (ast: ASTNode): boolean =>
  astNodes(ast).some(
    (n) => (n.op === '==' || n.op === '!=') && pair(n.args).some((x) => x.op === 'value' && x.args === null),
  );

/**
 * `v.F == 'lit'` (either order) where every old object's F is one of strings other than 'lit', or
 * `v.F == ""` where every old object has F and its value cannot be empty.
 */
export function comparesWithImpossibleValue(args: unknown, scope: Scope): boolean {
  const compared = comparedString(args, scope);
  if (compared !== undefined) return !compared.possible.has(compared.literal);
  return comparesPresentNonEmptyWithEmpty(args, scope);
}

/** `v.F == ""` (either order) where every old object in this case has F, and F is never empty. */
function comparesPresentNonEmptyWithEmpty(args: unknown, scope: Scope): boolean {
  const compared = fieldAndLiteral(args, scope);
  return (
    compared?.literal === '' &&
    compared.facts?.present?.has(compared.field) === true &&
    compared.facts.nonEmpty?.has(compared.field) === true
  );
}

/** `v.F == 'lit'` (either order) where every old object's F is 'lit' (a new field defaulted to it). */
export function comparesWithOnlyValue(args: unknown, scope: Scope): boolean {
  const compared = comparedString(args, scope);
  return compared !== undefined && compared.possible.size === 1 && compared.possible.has(compared.literal);
}

/**
 * `v.F == w.G` where every old object's F and G hold one and the same value: a field the head adds
 * with a default, read on `self` and `oldSelf` by a transition rule that makes it immutable (Kong's
 * kong-operator cdd3d093a, `self.source == oldSelf.source` with `source` defaulted to Origin).
 */
export function comparesFieldsOfOneValue(args: unknown, scope: Scope): boolean {
  const [left, right] = pair(args);
  if (!left || !right) return false;
  const a = onlyValueOf(left, scope);
  return a !== undefined && a === onlyValueOf(right, scope);
}

/** The one value every old object's `v.F` holds, when the facts say so. */
function onlyValueOf(select: ASTNode, scope: Scope): string | boolean | undefined {
  const selected = selectedField(select, scope);
  if (!selected) return undefined;
  const known = selected.facts?.booleans?.get(selected.field);
  if (known !== undefined) return known;
  const possible = selected.facts?.values?.get(selected.field);
  return possible?.size === 1 ? [...possible][0] : undefined;
}

/** A field compared with a string literal, and the strings every old object's field can hold. */
function comparedString(
  args: unknown,
  scope: Scope,
): { readonly literal: string; readonly possible: ReadonlySet<string> } | undefined {
  const held = variableAndLiteral(args, scope);
  if (held) return held;
  const compared = fieldAndLiteral(args, scope);
  if (compared === undefined || typeof compared.literal !== 'string') return undefined;
  const possible = compared.facts?.values?.get(compared.field);
  return possible === undefined ? undefined : { literal: compared.literal, possible };
}

/** `v == 'lit'` (either order) where the variable v can hold only the strings the scope knows (oneOf). */
function variableAndLiteral(
  args: unknown,
  scope: Scope,
): { readonly literal: string; readonly possible: ReadonlySet<string> } | undefined {
  const [left, right] = pair(args);
  if (!left || !right) return undefined;
  const [variable, literal] = left.op === 'value' ? [right, left] : [left, right];
  if (variable.op !== 'id' || typeof variable.args !== 'string') return undefined;
  if (literal.op !== 'value' || typeof literal.args !== 'string') return undefined;
  const possible = scope.get(variable.args)?.oneOf;
  return possible && { literal: literal.args, possible };
}

/** `v.F` where every old object's F holds one boolean (a new field the head defaults); undefined otherwise. */
export function knownBoolean(select: ASTNode, scope: Scope): boolean | undefined {
  const selected = selectedField(select, scope);
  return selected?.facts?.booleans?.get(selected.field);
}

/**
 * `has(v.F)` with F among the absent (or present) fields of `v` (self, a loop variable, or a
 * select chain from one that the case takes as set): the call's args are ['has', [select]].
 */
export function hasOfField(node: ASTNode, absent: Scope, known: 'absent' | 'present'): boolean {
  const select = hasSelect(node);
  if (!select || !Array.isArray(select.args)) return false;
  const [receiver, field] = select.args as unknown[];
  if (!isNode(receiver) || typeof field !== 'string') return false;
  const holder = chainOf(receiver);
  const facts = holder ? absent.get(holder.join('.')) : itemAtIndex(receiver, absent);
  return facts?.[known]?.has(field) === true;
}

/**
 * What is known of the item `v.L[i]` (an integer literal i) selects, where every old object in
 * this case sets the list L with more than i items (its base minItems): `!has(self.jobs[0].dependsOn)`
 * with `jobs` required, `minItems: 1` and `dependsOn` new is true on every old object. Where L may
 * be shorter the index is an error, which proves nothing (jobset's `replicatedJobs[0]`, ec942521).
 */
function itemAtIndex(node: ASTNode, scope: Scope): OldObjectFacts | undefined {
  const [list, index] = Array.isArray(node.args) ? (node.args as unknown[]) : [];
  if (node.op !== '[]' || !isNode(list) || !isNode(index) || index.op !== 'value') return undefined;
  if (typeof index.args !== 'bigint' || index.args < 0n) return undefined;
  const selected = selectedField(list, scope);
  if (!selected?.facts?.present?.has(selected.field)) return undefined;
  const fewest = selected.facts.minItems?.get(selected.field) ?? 0;
  return index.args < BigInt(fewest) ? selected.facts.itemsOf?.(selected.field) : undefined;
}

const pair = (args: unknown): ASTNode[] =>
  Array.isArray(args) && args.length === 2 && args.every(isNode) ? (args as ASTNode[]) : [];
