import type { ASTNode } from '@marcbachmann/cel-js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { hasSelect, isNode, MIRRORED_COMPARISON, operandsOf, sizeOf, treeKey } from './cel-ast.js';

// The least and the most an integer expression of a rule can be on any value the base node
// accepted, read from the base's size keywords (minItems/maxItems, minLength/maxLength,
// minProperties/maxProperties): a rule that compares such an expression with a number is then
// known on all of them. Gateway API raised HTTPRoute's matches from 8 to 64 per rule and added a
// cap on their sum over the rules, `(self.size() > 0 ? self[0].matches.size() : 0) + … +
// (self.size() > 15 ? self[15].matches.size() : 0) <= 128` (397f8c962): with at most 16 rules of
// at most 8 matches, every route the base accepted passes.
//
// An expression has a range only where it evaluates without error on every such value: a size of
// a field every old object has (required or defaulted, not null), of an item the list is known to
// hold (`self[3]` below `self.size() > 3 ? … : …`), or of a field `has()` found; sums and
// differences of those and of integer literals; a `?:` whose condition is known to evaluate. The
// size of a string counts code points, as maxLength does; a `format: byte` string is bytes in CEL
// and its size is not read.

/** The integers an expression can be: lo ≤ value ≤ hi (hi may be Infinity). */
export interface Range {
  readonly lo: number;
  readonly hi: number;
}

/** What the conditions around an expression established: least sizes and present fields, by tree. */
interface Facts {
  readonly leastSize: ReadonlyMap<string, number>;
  readonly present: ReadonlySet<string>;
}

/** A condition's value: known, unknown (undefined) or possibly an error. */
type Truth = boolean | undefined | 'fails';

const NO_FACTS: Facts = { leastSize: new Map(), present: new Set() };

/**
 * Whether `left OP right` holds, fails or is unknown (undefined) on every value the base node
 * accepted, from the ranges of its two sides.
 */
export function comparisonOnBase(node: ASTNode, base: SchemaNode): boolean | undefined {
  return compare(node, base, NO_FACTS);
}

function compare(node: ASTNode, base: SchemaNode, facts: Facts): boolean | undefined {
  if (!(node.op in MIRRORED_COMPARISON)) return undefined;
  const [left, right] = operandsOf(node);
  const a = left && rangeOf(left, base, facts);
  const b = right && rangeOf(right, base, facts);
  if (!a || !b) return undefined;
  switch (node.op) {
    case '<=':
      return a.hi <= b.lo ? true : a.lo > b.hi ? false : undefined;
    case '<':
      return a.hi < b.lo ? true : a.lo >= b.hi ? false : undefined;
    case '>=':
      return a.lo >= b.hi ? true : a.hi < b.lo ? false : undefined;
    case '>':
      return a.lo > b.hi ? true : a.hi <= b.lo ? false : undefined;
    case '==':
      return a.hi < b.lo || b.hi < a.lo ? false : a.lo === a.hi && b.lo === b.hi ? true : undefined;
    case '!=':
      return a.hi < b.lo || b.hi < a.lo ? true : a.lo === a.hi && b.lo === b.hi ? false : undefined;
    default:
      return undefined;
  }
}

function rangeOf(node: ASTNode, base: SchemaNode, facts: Facts): Range | undefined {
  const args = node.args as unknown;
  switch (node.op) {
    case 'value': {
      const n = typeof args === 'bigint' ? Number(args) : args;
      return typeof n === 'number' && Number.isInteger(n) ? { lo: n, hi: n } : undefined;
    }
    case '+':
    case '-': {
      const [a, b] = operandsOf(node).map((o) => rangeOf(o, base, facts));
      if (!a || !b) return undefined;
      return node.op === '+' ? { lo: a.lo + b.lo, hi: a.hi + b.hi } : { lo: a.lo - b.hi, hi: a.hi - b.lo };
    }
    case '?:': {
      const [c, x, y] = operandsOf(node);
      if (!c || !x || !y) return undefined;
      const known = condition(c, base, facts);
      if (known === 'fails') return undefined;
      if (known === true) return rangeOf(x, base, facts);
      if (known === false) return rangeOf(y, base, facts);
      const rx = rangeOf(x, base, withFacts(c, facts));
      const ry = rangeOf(y, base, facts);
      return rx && ry ? { lo: Math.min(rx.lo, ry.lo), hi: Math.max(rx.hi, ry.hi) } : undefined;
    }
    case 'call':
    case 'rcall':
      return sizeRange(node, base, facts);
    default:
      return undefined;
  }
}

/** `size(x)` or `x.size()`: the bounds of x's schema, and what the conditions around it know. */
function sizeRange(node: ASTNode, base: SchemaNode, facts: Facts): Range | undefined {
  const operand = sizeOf(node);
  const schema = operand && valueSchema(operand, base, facts);
  if (!operand || !schema) return undefined;
  const bounds = SIZE_KEYWORDS.get(schema.type);
  if (!bounds || (schema.type === 'string' && schema.format === 'byte')) return undefined;
  const [least, most] = bounds(schema);
  return { lo: Math.max(least ?? 0, facts.leastSize.get(treeKey(operand)) ?? 0), hi: most ?? Infinity };
}

/** The keywords that bound the size of a value of each type. */
const SIZE_KEYWORDS: ReadonlyMap<string, (s: SchemaNode) => [number | undefined, number | undefined]> = new Map([
  ['array', (s: SchemaNode) => [s.minItems, s.maxItems]],
  ['object', (s: SchemaNode) => [s.minProperties, s.maxProperties]],
  ['string', (s: SchemaNode) => [s.minLength, s.maxLength]],
]);

/**
 * The schema of a value the expression always reaches without error: `self`, a field every old
 * object has or a condition found present, an item at an index the list is known to hold.
 */
function valueSchema(node: ASTNode, base: SchemaNode, facts: Facts): SchemaNode | undefined {
  const args = node.args as unknown;
  if (node.op === 'id') return args === 'self' && !base.nullable ? base : undefined;
  if (!Array.isArray(args) || !isNode(args[0])) return undefined;
  const holder = valueSchema(args[0], base, facts);
  if (!holder) return undefined;
  if (node.op === '.' && typeof args[1] === 'string' && holder.type === 'object') {
    const field = holder.properties.get(args[1]);
    const always = holder.required.includes(args[1]) || field?.hasDefault === true;
    return field && !field.nullable && (always || facts.present.has(treeKey(node))) ? field : undefined;
  }
  if (node.op === '[]' && holder.type === 'array') {
    const index = isNode(args[1]) && args[1].op === 'value' ? args[1].args : undefined;
    const i = typeof index === 'bigint' ? Number(index) : undefined;
    const least = Math.max(holder.minItems ?? 0, facts.leastSize.get(treeKey(args[0])) ?? 0);
    const item = holder.items;
    return i !== undefined && i >= 0 && i < least && item && !item.nullable ? item : undefined;
  }
  return undefined;
}

/**
 * A `?:` condition: true or false where the ranges decide it, 'fails' where it may not evaluate,
 * undefined where it evaluates but to either. Comparisons of ranges and has() of a field whose
 * holder is reached, joined by `&&` (its right side under what its left establishes: CEL's
 * `false && error` is false), `||` and `!`.
 */
function condition(node: ASTNode, base: SchemaNode, facts: Facts): Truth {
  const [a, b] = operandsOf(node);
  switch (node.op) {
    case 'value':
      return typeof node.args === 'boolean' ? node.args : 'fails';
    case '!_': {
      const t = a ? condition(a, base, facts) : 'fails';
      return t === 'fails' || t === undefined ? t : !t;
    }
    case '&&':
    case '||': {
      if (!a || !b) return 'fails';
      const ta = condition(a, base, facts);
      const tb = condition(b, base, node.op === '&&' ? withFacts(a, facts) : facts);
      const absorbing = node.op === '||';
      if (ta === absorbing || tb === absorbing) return absorbing;
      if (ta === 'fails' || tb === 'fails') return 'fails';
      return ta === !absorbing && tb === !absorbing ? !absorbing : undefined;
    }
    default: {
      const select = hasSelect(node);
      if (select) {
        const [holder] = operandsOf(select);
        return holder && valueSchema(holder, base, facts)?.type === 'object' ? undefined : 'fails';
      }
      if (!(node.op in MIRRORED_COMPARISON) || !a || !b) return 'fails';
      if (!rangeOf(a, base, facts) || !rangeOf(b, base, facts)) return 'fails';
      return compare(node, base, facts);
    }
  }
}

/** The facts of a condition's true branch: `x.size() > n` (and the like) and `has(x.f)`, alone or under `&&`. */
function withFacts(node: ASTNode, facts: Facts): Facts {
  const leastSize = new Map(facts.leastSize);
  const present = new Set(facts.present);
  const learn = (n: ASTNode): void => {
    if (n.op === '&&') {
      for (const o of operandsOf(n)) learn(o);
      return;
    }
    const select = hasSelect(n);
    if (select) {
      present.add(treeKey(select));
      return;
    }
    const least = leastSizeStated(n);
    if (least) leastSize.set(least.of, Math.max(least.size, leastSize.get(least.of) ?? 0));
  };
  learn(node);
  return { leastSize, present };
}

/** `size(x) > n`, `x.size() >= n`, `n < size(x)` (…): x, and the size it has at least. */
function leastSizeStated(node: ASTNode): { readonly of: string; readonly size: number } | undefined {
  let [left, right] = operandsOf(node);
  let op: string = node.op;
  if (left && right && !sizeOf(left) && sizeOf(right)) {
    [left, right] = [right, left];
    op = MIRRORED_COMPARISON[op] ?? '';
  }
  const of = left && sizeOf(left);
  const n = right?.op === 'value' && typeof right.args === 'bigint' ? Number(right.args) : undefined;
  if (!of || n === undefined) return undefined;
  const size = op === '>' ? n + 1 : op === '>=' || op === '==' ? n : undefined;
  return size === undefined ? undefined : { of: treeKey(of), size };
}
