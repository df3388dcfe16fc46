import type { ASTNode } from '@marcbachmann/cel-js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import {
  call,
  chainOf,
  conjuncts,
  foldLogic,
  isNode,
  isSelf,
  literalOf,
  MIRRORED_COMPARISON,
  soleArgument,
} from './cel-ast.js';
import { patternAdmitsAllOf } from './pattern-inclusion.js';
import { effectiveEnum } from './effective-enum.js';
import { jsonKey } from './json-equality.js';

// A rule on a value that says what the base's keywords said: `minimum: 1` become `self >= 1`, or
// the parent's `anyOf` of an enum [-1, 0] and a range 2000..2000000 become `self == 0 || self == -1
// || (self >= 2000 && self <= 2000000)` (openshift/api ff87804, maxConnections). Every value the
// base accepted passes it, so it rejects nothing stored. Decided by folding the rule's comparisons
// of `self` with literals over each set of values the base allowed (an interval, or each value of
// an enum), with `&&`, `||` and `!` as CEL combines them; anything else is unknown, and the rule
// is implied only when every set folds to true.

/**
 * A set of values the base allowed at a node: numbers between bounds, or the values listed, or
 * strings (`strings`), of which `nonEmpty` says whether "" is among them.
 */
interface Allowed {
  readonly min?: number;
  readonly minExclusive?: boolean;
  readonly max?: number;
  readonly maxExclusive?: boolean;
  readonly integer: boolean;
  readonly values?: readonly unknown[];
  readonly strings?: boolean;
  readonly nonEmpty?: boolean;
}

/**
 * The sets of values the base lets `node` take: its own bounds and enum, met with each branch of
 * its own anyOf or oneOf, and with each branch of its parent's (`parentBranches`: the schema a
 * branch gives this property, or undefined where it gives none). A keyword not read only leaves a
 * set wider than the base allowed, so the proof stays sound. An int-or-string takes integers and
 * strings apart: a rule may hold of each for its own reason (agentgateway 6a2d02dbb3's
 * `(self >= 1 && self <= 4294967295) || self.size() > 0`, where CEL's `||` is true on the side
 * that holds, whatever error the other gives). `heldByRules`: the numbers the node's base rules
 * let it take (boundsHeldByRules).
 */
export function allowedValueSets(
  node: SchemaNode,
  parentBranches?: readonly (SchemaNode | undefined)[],
  heldByRules?: Allowed,
): Allowed[] {
  const own = allowedBy(node, node.type === 'integer');
  const branches = [...node.anyOf, ...node.oneOf];
  let sets =
    branches.length > 0
      ? branches.map((b) => meet(own, allowedBy(b, own.integer || b.type === 'integer')))
      : node.intOrString && own.values === undefined
        ? [
            { ...own, integer: true },
            { integer: false, strings: true, nonEmpty: own.nonEmpty },
          ]
        : [own];
  if (parentBranches && parentBranches.length > 0)
    sets = sets.flatMap((s) => parentBranches.map((b) => (b ? meet(s, allowedBy(b, s.integer)) : s)));
  return heldByRules ? sets.map((s) => (s.strings ? s : meet(s, heldByRules))) : sets;
}

/** True when the rule is true for every value of every set. */
export function impliedByValueSets(ast: ASTNode, sets: readonly Allowed[]): boolean {
  if (sets.length === 0 || sets.length > MAX_SETS) return false;
  return sets.every((set) =>
    set.values ? set.values.every((v) => truth(ast, point(v, set.integer)) === true) : truth(ast, set) === true,
  );
}

const MAX_SETS = 64;

function allowedBy(node: SchemaNode, integer: boolean): Allowed {
  const values = effectiveEnum(node);
  // An integer of `format: int32` was decoded into a Go int32 or uint32 (controller-gen writes both
  // so): a value beyond both never decoded, as a bound at their limits refuses nothing that did
  // (integer-type-limit.ts; agentgateway 76b6920133's `isGreaterThan(quantity('4294967295'))`).
  const goLimits = node.type === 'integer' && node.format === 'int32';
  // A string's `minLength` and `pattern` hold where the value is a string (an int-or-string's too).
  const minLength = node.minLength;
  const nonEmpty =
    (node.type === 'string' || node.intOrString) &&
    ((minLength !== undefined && minLength >= 1) ||
      (node.pattern !== '' && patternAdmitsAllOf('^$', node.pattern) === false));
  return {
    integer,
    ...(node.type === 'string' ? { strings: true } : {}),
    ...(nonEmpty ? { nonEmpty } : {}),
    ...(node.minimum === undefined
      ? goLimits
        ? { min: INT32_MIN }
        : {}
      : { min: node.minimum, minExclusive: node.exclusiveMinimum }),
    ...(node.maximum === undefined
      ? goLimits
        ? { max: UINT32_MAX }
        : {}
      : { max: node.maximum, maxExclusive: node.exclusiveMaximum }),
    ...(values === undefined ? {} : { values }),
  };
}

const INT32_MIN = -(2 ** 31);
const UINT32_MAX = 2 ** 32 - 1;

function meet(a: Allowed, b: Allowed): Allowed {
  const lower =
    a.min === undefined || (b.min !== undefined && (b.min > a.min || (b.min === a.min && b.minExclusive === true)))
      ? b
      : a;
  const upper =
    a.max === undefined || (b.max !== undefined && (b.max < a.max || (b.max === a.max && b.maxExclusive === true)))
      ? b
      : a;
  const values =
    a.values && b.values
      ? a.values.filter((v) => b.values?.some((w) => jsonKey(w) === jsonKey(v)))
      : (a.values ?? b.values);
  const strings = a.strings === true || b.strings === true;
  return {
    integer: a.integer || b.integer,
    ...(strings ? { strings } : {}),
    ...(a.nonEmpty === true || b.nonEmpty === true ? { nonEmpty: true } : {}),
    ...(lower.min === undefined ? {} : { min: lower.min, minExclusive: lower.minExclusive === true }),
    ...(upper.max === undefined ? {} : { max: upper.max, maxExclusive: upper.maxExclusive === true }),
    ...(values === undefined ? {} : { values: values.filter((v) => within(v, lower, upper)) }),
  };
}

const within = (v: unknown, lower: Allowed, upper: Allowed): boolean =>
  typeof v !== 'number' ||
  ((lower.min === undefined || (lower.minExclusive ? v > lower.min : v >= lower.min)) &&
    (upper.max === undefined || (upper.maxExclusive ? v < upper.max : v <= upper.max)));

/** One value, as a set of its own. */
const point = (v: unknown, integer: boolean): Allowed =>
  typeof v === 'number' ? { min: v, max: v, integer } : { integer, values: [v] };

type Truth = boolean | undefined;

const truth = (node: ASTNode, set: Allowed): Truth => foldLogic(node, (n) => comparison(n, set));

function comparison(node: ASTNode, set: Allowed): Truth {
  const args = node.args as unknown;
  if (node.op === 'in') return membership(args, set);
  // Of strings, their sizes alone (a number compared with a string is an error, not an answer).
  if (set.strings && !set.values) return sizeComparison(node, set);
  const quantity = quantityComparison(node, set);
  if (quantity !== undefined) return comparison(quantity, set);
  if (!Array.isArray(args) || args.length !== 2 || !(node.op in MIRRORED_COMPARISON)) return undefined;
  const [a, b] = args as unknown[];
  const op = isSelf(a) ? node.op : isSelf(b) ? MIRRORED_COMPARISON[node.op] : undefined;
  const literal = isSelf(a) ? literalOf(b) : literalOf(a);
  if (op === undefined || literal === undefined) return undefined;
  const { value } = literal;
  if (set.values) {
    // Only a set of one value comes here (impliedByValueSets splits enums).
    const [only] = set.values;
    if (set.values.length !== 1 || typeof only === 'number' || typeof value === 'number') return undefined;
    if (op === '==') return jsonKey(only) === jsonKey(value);
    if (op === '!=') return jsonKey(only) !== jsonKey(value);
    return undefined;
  }
  if (typeof value !== 'number') return undefined;
  const { lo, loEx, hi, hiEx } = boundsOf(set);
  // Whether every value is above c (or at it, with `orAt`), and whether none is.
  const allAbove = (c: number, orAt: boolean) => lo > c || (lo === c && (orAt || loEx));
  const allBelow = (c: number, orAt: boolean) => hi < c || (hi === c && (orAt || hiEx));
  switch (op) {
    case '>=':
      return allAbove(value, true) ? true : allBelow(value, false) ? false : undefined;
    case '>':
      return allAbove(value, false) ? true : allBelow(value, true) ? false : undefined;
    case '<=':
      return allBelow(value, true) ? true : allAbove(value, false) ? false : undefined;
    case '<':
      return allBelow(value, false) ? true : allAbove(value, true) ? false : undefined;
    case '==':
    case '!=': {
      const only = lo === value && hi === value && !loEx && !hiEx;
      const outside = allAbove(value, false) || allBelow(value, false);
      const equal = only ? true : outside ? false : undefined;
      return equal === undefined || op === '==' ? equal : !equal;
    }
    default:
      return undefined;
  }
}

/**
 * `quantity(string(self)).isLessThan(quantity('16384'))` (`isGreaterThan`) on a set of integers,
 * read as `self < 16384` (`>`): the quantity of an integer's text compares as the integer does
 * (k8s.io/apiserver pkg/cel/library/quantity.go, resource.Quantity.Cmp), and a bound of plain
 * digits is that integer (agentgateway 76b6920133 made integers with bounds int-or-string
 * quantities held to the same bounds by such rules). Undefined for anything else.
 */
function quantityComparison(node: ASTNode, set: Allowed): ASTNode | undefined {
  if (!set.integer || set.values) return undefined;
  const less = call(node, 'isLessThan');
  const greater = less ? undefined : call(node, 'isGreaterThan');
  const found = less ?? greater;
  if (!found || found.args.length !== 1 || !isQuantityOfSelfText(found.receiver)) return undefined;
  const bound = quantityLiteral(found.args[0]);
  if (bound === undefined) return undefined;
  return {
    op: less ? '<' : '>',
    args: [
      { op: 'id', args: 'self' },
      { op: 'value', args: bound },
    ],
  } as ASTNode;
}

/** `quantity(string(self))`. */
const isQuantityOfSelfText = (x: unknown): boolean => isSelf(soleArgument(soleArgument(x, 'quantity'), 'string'));

/** The integer of `quantity('16384')`, plain digits that a double holds exactly; undefined otherwise. */
function quantityLiteral(x: unknown): number | undefined {
  const literal = literalOf(soleArgument(x, 'quantity'));
  if (typeof literal?.value !== 'string' || !/^-?\d{1,15}$/.test(literal.value)) return undefined;
  return Number(literal.value);
}

/** `size(self)` or `self.size()` compared with a number, on a set of strings: "" alone has size 0. */
function sizeComparison(node: ASTNode, set: Allowed): Truth {
  const args = node.args as unknown;
  if (!Array.isArray(args) || args.length !== 2 || !(node.op in MIRRORED_COMPARISON)) return undefined;
  const [a, b] = args as unknown[];
  const op = isSizeOfSelf(a) ? node.op : isSizeOfSelf(b) ? MIRRORED_COMPARISON[node.op] : undefined;
  if (op === undefined) return undefined;
  const sizes: ASTNode = { op, args: [{ op: 'id', args: 'self' }, isSizeOfSelf(a) ? b : a] } as ASTNode;
  return comparison(sizes, { integer: true, min: set.nonEmpty ? 1 : 0 });
}

const isSizeOfSelf = (x: unknown): boolean =>
  isSelf(soleArgument(x, 'size')) ||
  (isNode(x) && call(x, 'size')?.args.length === 0 && isSelf(call(x, 'size')?.receiver));

/**
 * The numbers the node's base rules let it take: each rule a conjunction of comparisons of `self`,
 * or of `quantity(string(self))` (`!…isLessThan(quantity('1'))`), with numbers. A rule of any other
 * form tells nothing; one that does holds of every value stored, as each proof here assumes.
 */
export function boundsHeldByRules(rules: readonly (ASTNode | undefined)[]): Allowed | undefined {
  let held: Allowed = { integer: false };
  let found = false;
  for (const ast of rules)
    for (const c of ast ? conjuncts(ast) : []) {
      const bound = selfBound(c);
      if (!bound) continue;
      found = true;
      held = meet(held, bound);
    }
  return found ? held : undefined;
}

const INVERSE: Readonly<Record<string, string>> = { '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

/** `self >= 1` (or its mirror, or a quantity comparison, or the negation of one) as the numbers it admits. */
function selfBound(node: ASTNode): Allowed | undefined {
  const negated = node.op === '!_' && isNode(node.args);
  const inner = negated ? (node.args as ASTNode) : node;
  const read = quantityComparison(inner, { integer: true }) ?? inner;
  const args = read.args as unknown;
  if (!Array.isArray(args) || args.length !== 2) return undefined;
  const [a, b] = args as unknown[];
  const written = isSelf(a) ? read.op : isSelf(b) ? MIRRORED_COMPARISON[read.op] : undefined;
  const op = written === undefined ? undefined : negated ? INVERSE[written] : written;
  const literal = isSelf(a) ? literalOf(b) : literalOf(a);
  if (op === undefined || typeof literal?.value !== 'number') return undefined;
  const v = literal.value;
  if (op === '>=' || op === '>') return { integer: false, min: v, minExclusive: op === '>' };
  if (op === '<=' || op === '<') return { integer: false, max: v, maxExclusive: op === '<' };
  return undefined;
}

/** `self in [literals]` over a set of one listed value: whether the list holds it. */
function membership(args: unknown, set: Allowed): Truth {
  if (!Array.isArray(args) || args.length !== 2 || !isSelf(args[0])) return undefined;
  const list: unknown = args[1];
  if (!isNode(list) || list.op !== 'list' || !Array.isArray(list.args) || set.values?.length !== 1) return undefined;
  const items = (list.args as unknown[]).map(literalOf);
  if (items.some((i) => i === undefined)) return undefined;
  return items.some((i) => jsonKey(i?.value) === jsonKey(set.values?.[0]));
}

/**
 * The rule with `self.<field>` (or a chain `self.<a>.<b>`) read as `self`, when it reads `self`
 * only so: a rule on an object that judges one field's value (openkruise/rollouts' `self.type in
 * ['Exact','PathPrefix'] || self.type == 'RegularExpression'` on a path whose `type` the base gave
 * that enum and a default, 0c89ec8; kube-bind's root rule `self.metadata.name == "cluster"` in
 * place of that enum on metadata.name, 0f768e9a). Undefined when it reads `self` otherwise or
 * several fields.
 */
export function asRuleOfField(
  ast: ASTNode,
): { readonly fields: readonly string[]; readonly rule: ASTNode } | undefined {
  let fields: string[] | undefined;
  let other = false;
  const visit = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(visit);
    if (!isNode(n)) return n;
    const chain = n.op === '.' ? chainOf(n) : undefined;
    if (chain?.[0] === 'self') {
      if (fields !== undefined && JSON.stringify(fields) !== JSON.stringify(chain.slice(1))) other = true;
      fields = chain.slice(1);
      return { op: 'id', args: 'self' };
    }
    if (isSelf(n)) other = true;
    return { ...n, args: visit(n.args) };
  };
  const rule = visit(ast) as ASTNode;
  return fields === undefined || other ? undefined : { fields, rule };
}

/** The set's bounds (infinite where absent); on integers an exclusive bound becomes the next integer, inclusive. */
function boundsOf(set: Allowed): { lo: number; loEx: boolean; hi: number; hiEx: boolean } {
  const lo = set.min ?? -Infinity;
  const hi = set.max ?? Infinity;
  if (!set.integer) return { lo, loEx: set.minExclusive === true, hi, hiEx: set.maxExclusive === true };
  return {
    lo: set.minExclusive ? Math.floor(lo) + 1 : Math.ceil(lo),
    loEx: false,
    hi: set.maxExclusive ? Math.ceil(hi) - 1 : Math.floor(hi),
    hiEx: false,
  };
}
