import type { ASTNode } from '@marcbachmann/cel-js';
import { durationLiteral } from './duration-literal.js';
import { sameEmptinessTest } from './emptiness-test.js';
import { impliedByCases } from './implied-by-cases.js';
import { withPresenceDefaultsRead } from './presence-defaults.js';
import { FORMAT_PATTERNS } from '../crd/schema/dns-names.js';
import { call, chainOf, conjuncts, disjuncts, hasSelect, isNode, matchesCall, sameTree, sizeOf } from './cel-ast.js';
import type { OldObjectFacts } from './holds-without-new-fields.js';
import type { OldObjectScope } from './on-old-objects.js';

// Whether a changed CEL rule accepts everything the rule it replaces accepted, proven on the two
// syntax trees: the way a CRD relaxes a rule is to widen it, `self == oldSelf` becoming
// `self == oldSelf || (<when a change is allowed>)` (kueue's Topology levels), or to drop a
// conjunct (`A && B` becoming `A`). Such a change rejects nothing the base rule let through, so it
// is not compat/cel-rule-added-or-changed (spec/crd-compatibility.md §5.5) and not a divergence
// between served versions (§5.8).
//
// CEL's logical operators are commutative and absorb errors (cel-spec langdef.md, "Logical
// operators"): `A || X` is true whenever A is true, whatever X does, and `A && B` is true only when
// both A and B are true. So "base is true" implies "head is true" when head is base, when head is a
// disjunction with one side implied by base (a conjunction: both sides), or when base is a
// conjunction with one side that implies head (a disjunction: both sides), or when a numeric
// bound on the same expression moved outward. Anything else (a new function, a comparison turned
// another way) is not proven and stays a finding.

/** Whether every string `base` matches, `head` matches too; undefined when not decided (pattern-inclusion.ts). */
export type PatternAdmits = (base: string, head: string) => boolean | undefined;

/** True when `head` evaluates to true on every input on which `base` evaluates to true. */
export function isImpliedBy(
  base: ASTNode,
  head: ASTNode,
  patternAdmits?: PatternAdmits,
  oldObjects?: () => OldObjectScope,
): boolean {
  const budget = { steps: MAX_STEPS, patternAdmits, oldObjects };
  if (implies(base, head, budget)) return true;
  // Optional fields read through defaults, written as the presence tests they are (presence-defaults.ts).
  const b = withPresenceDefaultsRead(base);
  const h = withPresenceDefaultsRead(head);
  if ((b !== base || h !== head) && implies(b, h, { ...budget, steps: MAX_STEPS })) return true;
  // Logic over fields' presence that needs the base's conjuncts at once (implied-by-cases.ts).
  return impliedByCases(base, head);
}

interface Budget {
  steps: number;
  readonly patternAdmits: PatternAdmits | undefined;
  /** What every object the base accepted has (defaulted and required fields), where the caller knows; made when asked. */
  readonly oldObjects: (() => OldObjectScope) | undefined;
}

// Each step may try both sides of both rules; long rules made of many && and || are cut off
// (not proven, so reported) rather than searched for long.
const MAX_STEPS = 10_000;

function implies(givenBase: ASTNode, givenHead: ASTNode, budget: Budget): boolean {
  if (--budget.steps < 0) return false;
  const base = withoutTrueComparison(givenBase);
  const head = withoutTrueComparison(givenHead);
  if (
    sameTree(base, head) ||
    sameEmptinessTest(base, head) ||
    boundImplies(base, head) ||
    exactlyOneWithinBound(base, head) ||
    membershipWidened(base, head) ||
    everyItemImplies(base, head, budget) ||
    negationNarrowed(base, head, budget.oldObjects) ||
    nullCheckAsPresence(base, head, budget.oldObjects) ||
    guardNarrowed(base, head, budget.oldObjects, (b, h) => implies(b, h, budget)) ||
    conditionWidened(base, head, budget.oldObjects) ||
    presenceRead(base, head) ||
    formatImpliesMatch(base, head, budget.patternAdmits) ||
    matchWidened(base, head, budget.patternAdmits) ||
    (isUnchanged(base) && alwaysTrue(head, new Set()))
  )
    return true;
  // head = X || Y: true when one side is; head = X && Y: true when both are.
  if (head.op === '||' && sides(head).some((side) => implies(base, side, budget))) return true;
  if (head.op === '&&' && sides(head).length === 2 && sides(head).every((side) => implies(base, side, budget)))
    return true;
  // C ? T1 : E1 true with C true means T1 true, with C false E1 true (an error in C is no true):
  // C ? T2 : E2 is true when T1 implies T2 and E1 implies E2 (a branch widened with `|| X`).
  const b = conditional(base);
  const h = conditional(head);
  if (
    b &&
    h &&
    sameTree(b.condition, h.condition) &&
    implies(b.then, h.then, budget) &&
    implies(b.otherwise, h.otherwise, budget)
  )
    return true;
  // base = X && Y true: both sides are; base = X || Y true: at least one side is, and not one that
  // is never true on an old object (`!has(self.f)` where every one has f: kserve 0c3c178d0 made
  // maxReplicas required and dropped `!has(self.maxReplicas) ||` from the rule that compared it).
  if (base.op === '&&' && sides(base).some((side) => implies(side, head, budget))) return true;
  if (base.op !== '||' || sides(base).length !== 2) return false;
  const live = sides(base).filter((side) => !neverTrueOnOldObjects(side, budget.oldObjects));
  return live.every((side) => implies(side, head, budget));
}

/**
 * `!has(v.a.F)` where every old object that has `v.a` has F (required, defaulted, or required by a
 * base rule): never true on them (where `v.a` is missing, has() is an error, which is no true either).
 */
function neverTrueOnOldObjects(node: ASTNode, oldObjects: (() => OldObjectScope) | undefined): boolean {
  const tested = presenceTested(node);
  if (!oldObjects || tested?.present !== false) return false;
  const chain = chainOf(tested.select);
  if (!chain || chain.length < 2) return false;
  const scope = oldObjects();
  if (chain[0] !== 'self' && !(chain[0] === 'oldSelf' && scope.oldSelf)) return false;
  let facts: OldObjectFacts | undefined = scope.self;
  for (const field of chain.slice(1, -1)) facts = facts?.nested?.(field);
  return facts?.present?.has(chain.at(-1) as string) === true;
}

// A format check rewritten as the regular expression it checks: openshift/api replaced
// `!format.dns1123Subdomain().validate(self).hasValue()` by `self.matches('^[a-z0-9]([a-z0-9-]*…$')`
// (5289f8548, "must not use format validations"). A value the format accepts matches the
// format's expression (dns-names.ts FORMAT_PATTERNS), so `v.matches(P)` holds for it when every
// string that expression matches, P matches (the length limit the format adds only narrows base).
function formatImpliesMatch(base: ASTNode, head: ASTNode, patternAdmits: PatternAdmits | undefined): boolean {
  if (!patternAdmits) return false;
  const checked = formatChecked(base);
  const matched = matchesCall(head) ?? emptyOrMatch(head);
  if (!checked || !matched || !sameTree(checked.subject, matched.subject)) return false;
  const pattern = FORMAT_PATTERNS[checked.format];
  return pattern !== undefined && patternAdmits(pattern, matched.pattern) === true;
}

/**
 * `v == "" || v.matches(P)` (either order, either side of the `==`), as a match of `^$|(?:P)`: a
 * format that admits the empty string rewritten so (openshift/api's `format.labelValue()` became
 * `self == "" || self.matches('^[a-zA-Z0-9]([a-zA-Z0-9._-]*[a-zA-Z0-9])?$')`, hypershift
 * 3f60f671f6), where neither side alone admits every label value.
 */
export function emptyOrMatch(node: ASTNode): { readonly subject: unknown; readonly pattern: string } | undefined {
  const [left, right] = sides(node);
  if (node.op !== '||' || !left || !right) return undefined;
  for (const [empty, other] of [
    [left, right],
    [right, left],
  ] as const) {
    const matched = matchesCall(other);
    if (matched && isEmptyStringOf(empty, matched.subject))
      return { subject: matched.subject, pattern: `^$|(?:${matched.pattern})` };
  }
  return undefined;
}

/** `v == ""` or `"" == v`. */
function isEmptyStringOf(node: ASTNode, subject: unknown): boolean {
  const [left, right] = sides(node);
  if (node.op !== '==' || !left || !right) return false;
  const isEmpty = (x: ASTNode): boolean => x.op === 'value' && x.args === '';
  return (isEmpty(right) && sameTree(left, subject)) || (isEmpty(left) && sameTree(right, subject));
}

// A pattern widened where the value is matched: kyma-project/api-gateway kept its host pattern
// whole as one branch of an alternation that admits wildcard hosts too (c4b4cca1). `v.matches(P)`
// implies `v.matches(Q)` when every string P matches, Q matches (decided on the two RE2 programs,
// as a pattern keyword's change is); v is the same expression, so an error is an error in both.
function matchWidened(base: ASTNode, head: ASTNode, patternAdmits: PatternAdmits | undefined): boolean {
  if (!patternAdmits) return false;
  const b = matchesCall(base);
  const h = matchesCall(head);
  return (
    b !== undefined && h !== undefined && sameTree(b.subject, h.subject) && patternAdmits(b.pattern, h.pattern) === true
  );
}

/** `!format.<name>().validate(v).hasValue()`: the format and v. */
export function formatChecked(node: ASTNode): { readonly format: string; readonly subject: unknown } | undefined {
  if (node.op !== '!_' || !isNode(node.args)) return undefined;
  const hasValue = call(node.args, 'hasValue');
  const validate =
    hasValue && hasValue.args.length === 0 && isNode(hasValue.receiver)
      ? call(hasValue.receiver, 'validate')
      : undefined;
  if (!validate || validate.args.length !== 1 || !isNode(validate.receiver)) return undefined;
  const named = validate.receiver;
  if (named.op !== 'rcall' || !Array.isArray(named.args)) return undefined;
  const [format, namespace, args] = named.args as [unknown, unknown, unknown];
  const isFormatNamespace = isNode(namespace) && namespace.op === 'id' && namespace.args === 'format';
  return typeof format === 'string' && isFormatNamespace && Array.isArray(args) && args.length === 0
    ? { format, subject: validate.args[0] }
    : undefined;
}

// A value allowed in more places: karpenter-provider-azure added a label to the list of a
// `self in [...] || ...` rule on well-known labels (731b1f78). `x in L1` implies `x in L2` when
// every element of L1 is one of L2; x is the same expression, so an error is an error in both.
function membershipWidened(base: ASTNode, head: ASTNode): boolean {
  const b = membership(base);
  const h = membership(head);
  return (
    b !== undefined &&
    h !== undefined &&
    sameTree(b.subject, h.subject) &&
    b.list.every((item) => h.list.some((other) => sameTree(item, other)))
  );
}

function membership(node: ASTNode): { readonly subject: unknown; readonly list: readonly unknown[] } | undefined {
  const [subject, list] = Array.isArray(node.args) ? (node.args as unknown[]) : [];
  return node.op === 'in' && isNode(list) && list.op === 'list' && Array.isArray(list.args)
    ? { subject, list: list.args as unknown[] }
    : undefined;
}

// `L.all(x, P)` implies `L.all(x, Q)` when P implies Q for each item: the same list, the same
// variable (a macro's body that errors on an item makes `all` error in both).
function everyItemImplies(base: ASTNode, head: ASTNode, budget: Budget): boolean {
  const b = allMacro(base);
  const h = allMacro(head);
  return (
    b !== undefined &&
    h !== undefined &&
    b.variable === h.variable &&
    sameTree(b.receiver, h.receiver) &&
    implies(b.body, h.body, budget)
  );
}

// A negated conjunction given more conjuncts: `!(A && B)` implies `!(A && G && B)`. Where the base
// is true, one of A and B is false, and a false conjunct makes the head's conjunction false
// whatever G gives, an error included (cel-spec langdef.md, "Logical operators"). The form of
// has() guards added inside a negated exists (allMacro), at any depth: openshift/hypershift
// guarded `self.servingCerts.namedCertificates.exists(c, c.names.exists(n, …))` with
// `has(c.names) &&` inside the inner exists too (07d7d59669).
function negationNarrowed(base: ASTNode, head: ASTNode, oldObjects: (() => OldObjectScope) | undefined): boolean {
  if (base.op !== '!_' || head.op !== '!_' || !isNode(base.args) || !isNode(head.args)) return false;
  return falseWhereFalse(head.args, base.args, 0, oldObjects);
}

/**
 * A comparison with null rewritten as the presence it tests: percona-server-mysql-operator wrote
 * `self.proxy.router == null` as `!has(self.proxy.router)` and `… != null` as `has(…)` (cdd8ed2c).
 * `X != null` true means X is there, so `has(X)` is true. `X == null` true means X is there and
 * null, which the apiserver lets only a nullable field be (it prunes other nulls before any rule
 * runs): where the base schema says X is not nullable, `X == null` is never true (an absent X
 * fails), and anything is implied.
 */
function nullCheckAsPresence(base: ASTNode, head: ASTNode, oldObjects: (() => OldObjectScope) | undefined): boolean {
  const compared = comparedWithNull(base);
  if (!compared) return false;
  const tested = presenceTested(head);
  if (!compared.equal) return tested?.present === true && sameTree(tested.select, compared.subject);
  return (
    tested?.present === false && sameTree(tested.select, compared.subject) && neverNull(compared.subject, oldObjects)
  );
}

/** `X == null` or `X != null` (either order): X and which. */
function comparedWithNull(node: ASTNode): { readonly subject: ASTNode; readonly equal: boolean } | undefined {
  const [left, right] = sides(node);
  if ((node.op !== '==' && node.op !== '!=') || !left || !right) return undefined;
  const isNull = (x: ASTNode): boolean => x.op === 'value' && x.args === null;
  const subject = isNull(right) ? left : isNull(left) ? right : undefined;
  return subject && subject.op === '.' ? { subject, equal: node.op === '==' } : undefined;
}

/** `has(X)` or `!has(X)`: X and which. */
function presenceTested(node: ASTNode): { readonly select: ASTNode; readonly present: boolean } | undefined {
  const negated = node.op === '!_' && isNode(node.args);
  const select = hasSelect(negated ? (node.args as ASTNode) : node);
  return select ? { select, present: !negated } : undefined;
}

/** Whether the field `v.a.F` selects holds no null on any old object: its base schema is not nullable. */
function neverNull(select: ASTNode, oldObjects: (() => OldObjectScope) | undefined): boolean {
  const chain = chainOf(select);
  if (!chain || !oldObjects || chain.length < 2) return false;
  const scope = oldObjects();
  if (chain[0] !== 'self' && !(chain[0] === 'oldSelf' && scope.oldSelf)) return false;
  let facts: OldObjectFacts | undefined = scope.self;
  for (const field of chain.slice(1, -1)) facts = facts?.nested?.(field);
  return facts?.nullable !== undefined && !facts.nullable.has(chain.at(-1) as string);
}

// Deeper than any real rule's nesting of conjunctions and exists; deeper is not proven.
const MAX_NARROWING_DEPTH = 16;

/**
 * Whether `narrower` is false wherever `wider` is false (without an error): each conjunct of
 * `wider` has one in `narrower` that is false where it is: the same expression, or an exists over
 * the same list and variable whose body is so. (`L.exists(v, P)` false means P false for every
 * item; a body false where P is false is then false for every item too.)
 */
function falseWhereFalse(
  narrower: ASTNode,
  wider: ASTNode,
  depth: number,
  oldObjects: (() => OldObjectScope) | undefined,
): boolean {
  if (sameTree(narrower, wider)) return true;
  if (depth > MAX_NARROWING_DEPTH) return false;
  // `has(X)` for `X != null`: where `X != null` is false, X is there and null, which no old object
  // holds where X is not nullable; `!has(X)` for `X == null`: where `X == null` is false, X is there,
  // and `!has(X)` false (nullCheckAsPresence).
  const compared = comparedWithNull(wider);
  const tested = compared && presenceTested(narrower);
  if (compared && tested && sameTree(tested.select, compared.subject) && tested.present === !compared.equal)
    return compared.equal || neverNull(compared.subject, oldObjects);
  const given = conjuncts(narrower);
  const needed = conjuncts(wider);
  if (given.length > 1 || needed.length > 1)
    return needed.every((w) => given.some((n) => falseWhereFalse(n, w, depth + 1, oldObjects)));
  const [n, w] = [macroOf(narrower, 'exists'), macroOf(wider, 'exists')];
  return (
    n !== undefined &&
    w !== undefined &&
    n.variable === w.variable &&
    sameTree(n.receiver, w.receiver) &&
    falseWhereFalse(n.body, w.body, depth + 1, oldObjects)
  );
}

/**
 * `L.all(v, body)`, or `!L.exists(v, P)` read as `L.all(v, !P)`: the two agree on every list,
 * errors included (cel-spec langdef.md, "Macros": exists is true when any item is, else an error
 * when any item errs; all is false when any item is, else an error when any item errs).
 * openshift/hypershift guarded a negated exists with has() (07d7d59669): `!L.exists(s, A && B)`
 * became `!L.exists(s, A && has(…) && B)`, which the items' `!(A && B)` implies.
 */
function allMacro(
  node: ASTNode,
): { readonly receiver: unknown; readonly variable: string; readonly body: ASTNode } | undefined {
  if (node.op === '!_' && isNode(node.args)) {
    const exists = macroOf(node.args, 'exists');
    return exists && { ...exists, body: { op: '!_', args: exists.body } as ASTNode };
  }
  return macroOf(node, 'all');
}

function macroOf(
  node: ASTNode,
  macro: string,
): { readonly receiver: unknown; readonly variable: string; readonly body: ASTNode } | undefined {
  const [name, receiver, macroArgs] = Array.isArray(node.args) ? (node.args as unknown[]) : [];
  if (node.op !== 'rcall' || name !== macro || !Array.isArray(macroArgs) || macroArgs.length !== 2) return undefined;
  const [variable, body] = macroArgs as unknown[];
  return isNode(variable) && variable.op === 'id' && typeof variable.args === 'string' && isNode(body)
    ? { receiver, variable: variable.args, body }
    : undefined;
}

// A bound moved outward on the same expression: istio's `0 < self && self <= 6553` fixed to
// `... <= 65535`. `x <= a` implies `x <= b` when a <= b (and `x < b` when a < b), and the same
// downwards; both compare the same x, so a value of another type fails (errors) in both.
type Comparison = { readonly subject: unknown; readonly op: '<' | '<=' | '>' | '>='; readonly bound: number | bigint };
const FLIPPED = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;

function boundImplies(base: ASTNode, head: ASTNode): boolean {
  const h = comparison(head);
  // `x == n` passes head's bound when n does (istio's `size(e) == 1` rewritten `size(e) <= 1`).
  const [left, right] = sides(base);
  if (base.op === '==' && h && left && right) {
    const [subject, n] = isNumber(right) ? [left, right] : isNumber(left) ? [right, left] : [];
    if (subject && n && sameTree(subject, h.subject)) {
      const v = Number(n.args as number | bigint);
      const bound = Number(h.bound);
      return h.op === '<' ? v < bound : h.op === '<=' ? v <= bound : h.op === '>' ? v > bound : v >= bound;
    }
  }
  const b = comparison(base);
  if (!b || !h || !sameTree(b.subject, h.subject)) return false;
  const upper = (op: string) => op === '<' || op === '<=';
  if (upper(b.op) !== upper(h.op)) return false;
  // Whether every x that passes base's bound passes head's: base strict or head not strict allows equal bounds.
  const equalAllowed = b.op.length === 1 || h.op.length === 2;
  if (b.bound === h.bound) return equalAllowed;
  return upper(b.op) ? b.bound < h.bound : b.bound > h.bound;
}

/**
 * `L.exists_one(v, P)` rewritten as a bound on how many items pass P, `2 > size(L.filter(v, P))`
 * or `size(L.filter(v, P)) <= 1` (postgres-operator c95679a6: "exactly one group of LDAP options"
 * became "at most one"): exactly one item passes, so the bound holds where 1 is within it.
 */
function exactlyOneWithinBound(base: ASTNode, head: ASTNode): boolean {
  const one = call(base, 'exists_one');
  const h = comparison(head);
  const counted = h && isNode(h.subject) ? sizeOf(h.subject) : undefined;
  const filter = counted ? call(counted, 'filter') : undefined;
  if (!one || !h || !filter || !sameTree(one.receiver, filter.receiver) || !sameTree(one.args, filter.args))
    return false;
  const bound = Number(h.bound);
  return h.op === '<' ? 1 < bound : h.op === '<=' ? 1 <= bound : h.op === '>' ? 1 > bound : 1 >= bound;
}

/**
 * `x OP n` or `n OP x` (turned around) with a numeric literal n. Where x is a size, an integer, a
 * strict bound of an integer n is the other kind of n ∓ 1: `n.size() < 10` is `n.size() <= 9`
 * (a list rule moved down to its items and rewritten so: s59l's repro); another x may be a double.
 */
function comparison(node: ASTNode): Comparison | undefined {
  if (node.op !== '<' && node.op !== '<=' && node.op !== '>' && node.op !== '>=') return undefined;
  const [left, right] = sides(node);
  if (!left || !right) return undefined;
  // A duration literal compares as its nanoseconds (duration-literal.ts).
  const [leftDuration, rightDuration] = [durationLiteral(left), durationLiteral(right)];
  const found: Comparison | undefined = isNumber(right)
    ? { subject: left, op: node.op, bound: right.args as number | bigint }
    : isNumber(left)
      ? { subject: right, op: FLIPPED[node.op], bound: left.args as number | bigint }
      : rightDuration !== undefined
        ? { subject: left, op: node.op, bound: rightDuration }
        : leftDuration !== undefined
          ? { subject: right, op: FLIPPED[node.op], bound: leftDuration }
          : undefined;
  if (!found || typeof found.bound !== 'bigint' || !isNode(found.subject) || !sizeOf(found.subject)) return found;
  if (found.op === '<') return { ...found, op: '<=', bound: found.bound - 1n };
  if (found.op === '>') return { ...found, op: '>=', bound: found.bound + 1n };
  return found;
}

const isNumber = (n: ASTNode): boolean =>
  n.op === 'value' && ((typeof n.args === 'number' && Number.isFinite(n.args)) || typeof n.args === 'bigint');

// `self == oldSelf` (a whole-object immutability rule) narrowed to the fields that matter: kueue's
// ResourceFlavor rule `!has(oldSelf.topologyName) || self == oldSelf` became one rule per field,
// `!has(oldSelf.topologyName) || (has(self.nodeLabels) == has(oldSelf.nodeLabels) &&
// (!has(self.nodeLabels) || self.nodeLabels == oldSelf.nodeLabels))` (0aaac7147a). Where self
// equals oldSelf, every expression reads the same value through either name (CEL has no side
// effects), so it is enough that the head rule is true with oldSelf read as self: an equality of an
// expression with itself that cannot fail (`has()` of a field of self, or a field known to be set
// on that side of `!has(F) || …`). (A double equals itself: JSON has no NaN.)

/**
 * `has(v.a.F)` where the base reads v.a.F (or below it) where its value decides the rule: a select
 * of an unset field is an error ("no such key"), so wherever the base is true the field is set.
 * percona-postgresql-operator guarded a disjunct it had, `size(self.pgbackrest.repos) > 0`, as
 * `has(self.pgbackrest.repos) && size(self.pgbackrest.repos) > 0` (94fc9d6cc). Only reads outside
 * `&&`, `||`, `?:` and macro bodies count: those may leave a side unevaluated.
 */
function presenceRead(base: ASTNode, head: ASTNode): boolean {
  const select = hasSelect(head);
  const wanted = select && chainOf(select);
  return wanted !== undefined && wanted.length >= 2 && readsStrictly(base, wanted);
}

const SHORT_CIRCUITS: ReadonlySet<string> = new Set(['&&', '||', '?:']);

/** Whether evaluating `n` selects `chain` (or a field below it) whatever else it holds. */
function readsStrictly(n: unknown, chain: readonly string[]): boolean {
  if (Array.isArray(n)) return n.some((x) => readsStrictly(x, chain));
  if (!isNode(n) || SHORT_CIRCUITS.has(n.op) || hasSelect(n)) return false;
  if (n.op === '.') {
    const read = chainOf(n);
    if (read && read.length >= chain.length && chain.every((step, i) => read[i] === step)) return true;
  }
  // A macro evaluates its receiver, and its body only for the items it has.
  if (n.op === 'rcall' && Array.isArray(n.args) && Array.isArray(n.args[2]) && isMacroCall(n.args[0]))
    return readsStrictly(n.args[1], chain);
  return readsStrictly(n.args, chain);
}

const isMacroCall = (name: unknown): boolean =>
  typeof name === 'string' && ['all', 'exists', 'exists_one', 'map', 'filter'].includes(name);

// `C ? T : true` whose condition gained conjuncts: kueue's Workload rules (88b2046a4f) went from
// `<admitted> ? (oldSelf.spec.priorityClassSource == self.spec.priorityClassSource) : true` to
// `<admitted> && has(oldSelf.spec.priorityClassSource) && has(self.spec.priorityClassSource) ? …`,
// and later (ade5a681db) gained `self.spec.priorityClassSource != 'kueue.x-k8s.io/workloadpriorityclass'`.
// Where the base rule is true, either C is false (so is the longer condition: && absorbs the rest)
// or C and T are true, and then the head rule is true unless a new conjunct fails, which it cannot
// when what it reads was read by C or T (their selects succeeded, or they were false) or is a
// field every old object has (defaulted or required: priorityClassSource defaults to "").

function guardNarrowed(
  base: ASTNode,
  head: ASTNode,
  oldObjects: (() => OldObjectScope) | undefined,
  thenImplies: (base: ASTNode, head: ASTNode) => boolean,
): boolean {
  const b = otherwiseTrue(base);
  const h = otherwiseTrue(head);
  // The head's branch the same, or one the base's implies (agentgateway d214912211 split a rule in
  // two and narrowed the guard of the half that kept `!has(t.sectionName)`).
  if (!b || !h || !(sameTree(b.then, h.then) || thenImplies(b.then, h.then))) return false;
  const before = conjuncts(b.condition);
  const after = conjuncts(h.condition);
  if (!before.every((c) => after.some((a) => sameTree(a, c)))) return false;
  const read = new Set<string>();
  for (const n of [...before, b.then]) readWhenTrue(n, read);
  const added = after.filter((a) => !before.some((c) => sameTree(a, c)));
  // An added has() that cannot fail guards the others: where it is false, so is the condition
  // (&& absorbs their errors), and where it is true its field is there to read
  // (`has(self.a) && self.a.size() > 3`). Guards may build on each other (`has(self.a) && has(self.a.b)`).
  const guards = new Set<ASTNode>();
  for (let grew = true; grew;) {
    grew = false;
    for (const a of added)
      if (!guards.has(a) && hasCannotFail(a, read)) {
        guards.add(a);
        readWhenTrue(a, read);
        grew = true;
      }
  }
  return added.every((a) => guards.has(a) || cannotFailWhere(a, read, oldObjects));
}

/**
 * `C ? true : X` become `(C || D) ? true : X` (Kong's kubernetes-configuration 96347ff guarded
 * `!has(self.spec.controlPlaneRef.konnectNamespacedRef) ? true : …` with
 * `!has(self.spec.controlPlaneRef) ||`): where the base was true through C, so is the head (`||`
 * takes a true side over an error in the other); where through X, C was false, each disjunct read
 * without error, and D must not fail there, given what they read.
 */
function conditionWidened(base: ASTNode, head: ASTNode, oldObjects: (() => OldObjectScope) | undefined): boolean {
  const b = thenTrue(base);
  const h = thenTrue(head);
  if (!b || !h || !sameTree(b.otherwise, h.otherwise)) return false;
  const before = disjuncts(b.condition);
  const after = disjuncts(h.condition);
  if (!before.every((c) => after.some((a) => sameTree(a, c)))) return false;
  const added = after.filter((a) => !before.some((c) => sameTree(a, c)));
  if (added.length === 0) return false;
  const read = new Set<string>();
  for (const c of before) readWhenFalse(c, read);
  readWhenTrue(b.otherwise, read);
  return added.every((a) => cannotFailWhere(a, read, oldObjects));
}

/** `C ? true : X`. */
function thenTrue(node: ASTNode): Conditional | undefined {
  const c = conditional(node);
  return c && c.then.op === 'value' && c.then.args === true ? c : undefined;
}

/** The selects evaluated without error wherever `node` is false: `!has(x.f)` false found x.f. */
function readWhenFalse(node: ASTNode, read: Set<string>): void {
  if (node.op === '!_' && isNode(node.args)) return readWhenTrue(node.args, read);
  if (node.op === '||') for (const side of sides(node)) readWhenFalse(side, read);
  else readWhenEvaluated(node, read);
}

/**
 * An expression that evaluates without error given what was read: literals, self and oldSelf,
 * selects read already or of fields every old object has, has() of what evaluates, and `!`, `&&`,
 * `||`, comparisons and size() of such. (A rule the apiserver compiled has no type mismatch left
 * to fail on at run time: what fails is a field that is not there.)
 */
function cannotFailWhere(
  node: ASTNode,
  read: ReadonlySet<string>,
  oldObjects: (() => OldObjectScope) | undefined,
): boolean {
  const field = hasSelect(node);
  if (field) {
    const [receiver] = field.args as unknown[];
    return isNode(receiver) && cannotFailWhere(receiver, read, oldObjects);
  }
  const sized = sizeOf(node);
  if (sized) return cannotFailWhere(sized, read, oldObjects);
  switch (node.op) {
    case 'value':
      return true;
    case 'id':
    case '.':
      return selectCannotFail(node, read, oldObjects);
    case '!_':
      return isNode(node.args) && cannotFailWhere(node.args, read, oldObjects);
    default:
      return (
        (node.op === '&&' || node.op === '||' || COMPARISONS.has(node.op)) &&
        sides(node).length === 2 &&
        sides(node).every((side) => cannotFailWhere(side, read, oldObjects))
      );
  }
}

/** `x.a.b` that evaluates: from self or oldSelf, each field read already or one every old object has. */
function selectCannotFail(
  node: ASTNode,
  read: ReadonlySet<string>,
  oldObjects: (() => OldObjectScope) | undefined,
): boolean {
  if (node.op === 'id') return node.args === 'self' || node.args === 'oldSelf';
  if (node.op !== '.' || !Array.isArray(node.args)) return false;
  if (read.has(readKey(node))) return true;
  const [receiver, field] = node.args as unknown[];
  if (!isNode(receiver) || typeof field !== 'string' || !selectCannotFail(receiver, read, oldObjects)) return false;
  return factsOf(receiver, oldObjects)?.present?.has(field) === true;
}

/** What every old object's value at `node` (self, or oldSelf as an old object, and fields below) has. */
function factsOf(node: ASTNode, oldObjects: (() => OldObjectScope) | undefined): OldObjectFacts | undefined {
  const [root, ...fields] = chainOf(node) ?? [];
  const scope = root === 'self' || root === 'oldSelf' ? oldObjects?.() : undefined;
  let facts = root === 'self' || scope?.oldSelf ? scope?.self : undefined;
  for (const field of fields) facts = facts?.nested?.(field);
  return facts;
}

interface Conditional {
  readonly condition: ASTNode;
  readonly then: ASTNode;
  readonly otherwise: ASTNode;
}

/**
 * X of `X == true` or `true == X`, and `!X` of `X == false` or `false == X`: the same result, and
 * the same error where X fails (a rule that compiled has a boolean X). secrets-store-sync-controller
 * writes its label rules so (`(self.all(k, … size() < 63 …)) == true`), and raised the bounds inside
 * (c576c50); prometheus-engine split `!P && !Q` into rules `P == false` and `Q == false` (adeb41d19).
 */
function withoutTrueComparison(node: ASTNode): ASTNode {
  const [left, right] = node.op === '==' ? sides(node) : [];
  if (!left || !right) return node;
  const literal = (n: ASTNode) => (n.op === 'value' && typeof n.args === 'boolean' ? n.args : undefined);
  const [x, b] = literal(right) !== undefined ? [left, literal(right)] : [right, literal(left)];
  if (b === undefined) return node;
  const plain = withoutTrueComparison(x);
  return b ? plain : ({ op: '!_', args: plain } as ASTNode);
}

/** `C ? T : E`. */
function conditional(node: ASTNode): Conditional | undefined {
  const args = node.args as unknown;
  if (node.op !== '?:' || !Array.isArray(args) || args.length !== 3 || !args.every(isNode)) return undefined;
  const [condition, then, otherwise] = args as [ASTNode, ASTNode, ASTNode];
  return { condition, then, otherwise };
}

/** `C ? T : true`. */
function otherwiseTrue(node: ASTNode): Conditional | undefined {
  const c = conditional(node);
  return c && c.otherwise.op === 'value' && c.otherwise.args === true ? c : undefined;
}

/** `has(x.f)` where x is self, oldSelf or a value read by the base rule where it was true. */
function hasCannotFail(node: ASTNode, read: ReadonlySet<string>): boolean {
  const field = hasSelect(node);
  if (!field) return false;
  const [receiver] = field.args as unknown[];
  return (
    isNode(receiver) &&
    ((receiver.op === 'id' && (receiver.args === 'self' || receiver.args === 'oldSelf')) || read.has(readKey(receiver)))
  );
}

const readKey = (node: unknown): string =>
  JSON.stringify(stripped(node), (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

const COMPARISONS: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);

/**
 * The selects (`a.b.c` and its receivers) that evaluated without error wherever `node` is true:
 * a true has() found its field, both conjuncts of a true && are true, and a comparison evaluated
 * both sides.
 */
function readWhenTrue(node: ASTNode, read: Set<string>): void {
  const field = hasSelect(node);
  if (field) return addSelect(field, read);
  if (node.op === '&&') for (const side of sides(node)) readWhenTrue(side, read);
  else readWhenEvaluated(node, read);
}

/** The selects evaluated without error wherever `node` evaluates without error. */
function readWhenEvaluated(node: ASTNode, read: Set<string>): void {
  const args = node.args as unknown;
  const field = hasSelect(node);
  if (field) {
    // has(x.f) evaluated x, whatever it found.
    const [receiver] = field.args as unknown[];
    if (isNode(receiver)) readWhenEvaluated(receiver, read);
    return;
  }
  if (node.op === '.') return addSelect(node, read);
  if (COMPARISONS.has(node.op)) for (const side of sides(node)) readWhenEvaluated(side, read);
  // A method call (`x.exists(…)`, `x.startsWith(…)`) evaluated its receiver.
  else if (node.op === 'rcall' && Array.isArray(args) && isNode(args[1])) readWhenEvaluated(args[1], read);
}

/** `a.b.c` and, below it, `a.b`: all evaluated when it is. */
function addSelect(node: ASTNode, read: Set<string>): void {
  for (let n: unknown = node; isNode(n) && n.op === '.' && Array.isArray(n.args); n = (n.args as unknown[])[0])
    read.add(readKey(n));
}

/** `self == oldSelf` or `oldSelf == self`. */
function isUnchanged(node: ASTNode): boolean {
  const [left, right] = node.op === '==' ? sides(node) : [];
  if (!left || !right) return false;
  const names = [left.args, right.args].sort();
  return left.op === 'id' && right.op === 'id' && names[0] === 'oldSelf' && names[1] === 'self';
}

/** True for every object when oldSelf is read as self; `known`: fields (as keys) known to be set. */
function alwaysTrue(node: ASTNode, known: ReadonlySet<string>): boolean {
  const [left, right] = sides(node);
  switch (node.op) {
    case '&&':
      return left !== undefined && right !== undefined && alwaysTrue(left, known) && alwaysTrue(right, known);
    case '||': {
      if (!left || !right) return false;
      if (alwaysTrue(left, known) || alwaysTrue(right, known)) return true;
      // `!has(F) || X` (either order: || absorbs an error of X where F is unset): X where F is set.
      const guarded = (guard: ASTNode, rest: ASTNode) => {
        const unset = notHasField(guard);
        return unset !== undefined && alwaysTrue(rest, new Set([...known, fieldKey(unset)]));
      };
      return guarded(left, right) || guarded(right, left);
    }
    case '==':
      return (
        left !== undefined && right !== undefined && sameTree(asSelf(left), asSelf(right)) && cannotFail(left, known)
      );
    case 'call': {
      const field = hasSelect(node);
      return field !== undefined && known.has(fieldKey(field));
    }
    default:
      return false;
  }
}

/**
 * F of `!has(F)`, or of `!has(F) && !has(G)` where G is F with oldSelf read as self
 * (redpanda-operator 414bf9cf9: `(!has(self.clusterRef) && !has(oldSelf.clusterRef)) || self.clusterRef == oldSelf.clusterRef`).
 */
function notHasField(node: ASTNode): ASTNode | undefined {
  if (node.op === '&&') {
    const [a, b] = sides(node).map((side) => (side ? notHasField(side) : undefined));
    return a !== undefined && b !== undefined && sameTree(asSelf(a), asSelf(b)) ? a : undefined;
  }
  return node.op === '!_' && isNode(node.args) ? hasSelect(node.args) : undefined;
}

/** Evaluating `node` cannot fail: self, a field of self known to be set, has() of a field of such a value. */
function cannotFail(node: ASTNode, known: ReadonlySet<string>): boolean {
  if (node.op === 'id') return node.args === 'self' || node.args === 'oldSelf';
  const field = hasSelect(node);
  if (field !== undefined) {
    const [receiver] = field.args as unknown[];
    return isNode(receiver) && cannotFail(receiver, known);
  }
  if (node.op !== '.' || !Array.isArray(node.args)) return false;
  const [receiver] = node.args as unknown[];
  return isNode(receiver) && cannotFail(receiver, known) && known.has(fieldKey(node));
}

// Integer literals are bigints (an index in `self.a[0].b`), which JSON cannot write as such.
const fieldKey = (select: unknown): string =>
  JSON.stringify(stripped(asSelf(select)), (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

/** The tree with oldSelf read as self. */
function asSelf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asSelf);
  if (!isNode(node)) return node;
  if (node.op === 'id' && node.args === 'oldSelf') return { op: 'id', args: 'self' };
  return { op: node.op, args: asSelf(node.args) };
}

/** op and args only, for a key. */
function stripped(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripped);
  return isNode(node) ? { op: node.op, args: stripped(node.args) } : node;
}

/** The two operands of `&&` / `||`; none when the node is not shaped as expected. */
function sides(node: ASTNode): ASTNode[] {
  const args = node.args as unknown;
  return Array.isArray(args) && args.length === 2 && args.every(isNode) ? (args as ASTNode[]) : [];
}
