import type { ASTNode } from '@marcbachmann/cel-js';
import { escapeCelName, unescapeCelName } from '../../crd/cel/escape-cel-name.js';
import { SchemaNode } from '../../crd/schema/schema-node.js';
import type { CelValueHazards } from './cel-value.js';

// Where `==`, `!=`, `in` and `+` can mean something else in the apiserver than in the CEL library
// used here: lists of type set or map compare without order (and `+` merges them), and strings of
// format byte, date, date-time and duration are bytes, timestamps and durations there
// (apiserver pkg/cel/common/valuesunstructured.go). An operand that is certainly a scalar, or a
// select chain from `self`/`oldSelf` whose schema holds none of these, compares the same in both;
// any other operand (a macro variable, a function's result, a literal list) is not known here, and
// the comparison is risky when the value holds such lists or strings.

export type OperandShape =
  | { readonly kind: 'safe' }
  | { readonly kind: 'chain'; readonly root: 'self' | 'oldSelf'; readonly steps: readonly Step[] }
  | { readonly kind: 'unknown' };

/** A property or map value, a list item or map value by index, or a macro variable's item (a map's key). */
export type Step = { readonly field: string } | { readonly index: true } | { readonly item: true };

/** Macro variables and the shapes they stand for. */
export type Scope = ReadonlyMap<string, OperandShape>;
export const EMPTY_SCOPE: Scope = new Map();

export function withVariable(scope: Scope, name: string, shape: OperandShape): Scope {
  const out = new Map(scope);
  out.set(name, shape);
  return out;
}

/** The shape of one item a macro ranges over: a list's item, or a map's key. */
export function itemOf(range: OperandShape): OperandShape {
  return range.kind === 'chain' ? { ...range, steps: [...range.steps, { item: true }] } : UNKNOWN;
}

/** The shape of something indexed, searched or iterated: a literal list or map is safe (its items are the expression's). */
export function containerShape(node: ASTNode, scope: Scope): OperandShape {
  if (node.op === 'list' || node.op === 'map') return SAFE;
  if (node.op === 'rcall' && ['split', 'findAll'].includes((node.args as [string, ASTNode, ASTNode[]])[0])) return SAFE;
  const shape = operandShape(node, scope);
  return shape.kind === 'safe' ? UNKNOWN : shape;
}

export interface Comparison {
  /** `==`/`!=`, `in` (its left operand only), `+`. */
  readonly op: 'eq' | 'in' | 'add';
  readonly operands: readonly OperandShape[];
  /** Exactly `self == oldSelf` (or `!=`, either order). */
  readonly selfWithOldSelf: boolean;
  /** The same field of self and of oldSelf (`self.spec != oldSelf.spec`, either order). */
  readonly samePathOfSelfAndOldSelf: boolean;
}

const SAFE: OperandShape = { kind: 'safe' };
const UNKNOWN: OperandShape = { kind: 'unknown' };

/** Operators whose result is a scalar (bool or number). */
const SCALAR_OPERATORS: ReadonlySet<string> = new Set([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '&&',
  '||',
  '!_',
  '-_',
  '-',
  '*',
  '/',
  '%',
  'in',
]);
/** Member functions whose result is a scalar or a plain list of strings. */
const SCALAR_METHODS: ReadonlySet<string> = new Set([
  'size',
  'startsWith',
  'endsWith',
  'contains',
  'matches',
  'find',
  'findAll',
  'charAt',
  'indexOf',
  'lastIndexOf',
  'lowerAscii',
  'upperAscii',
  'replace',
  'substring',
  'trim',
  'join',
  'split',
  'isSorted',
  'all',
  'exists',
  'exists_one',
  'hasValue',
]);

export function operandShape(node: ASTNode, scope: Scope = EMPTY_SCOPE): OperandShape {
  switch (node.op) {
    case 'value':
      return SAFE;
    case 'list':
    case 'map':
      // An empty literal equals only an empty value, in both runtimes.
      return (node.args as unknown[]).length === 0 ? SAFE : UNKNOWN;
    case 'call': {
      const [name, args] = node.args as [string, ASTNode[]];
      if (name === 'dyn' && args[0]) return operandShape(args[0], scope);
      return SAFE; // size(), int(), string(), has(), isIP()...: scalars and opaque values
    }
    case 'rcall': {
      const [name, receiver, args] = node.args as [string, ASTNode, ASTNode[]];
      if (SCALAR_METHODS.has(name)) return SAFE;
      // An optional's value is what the optional holds: `self.?a.value()`, `oldSelf.orValue(x)`.
      if (name === 'value' && args.length === 0) return operandShape(receiver, scope);
      if (name === 'orValue' && args[0]) return either(operandShape(receiver, scope), operandShape(args[0], scope));
      return UNKNOWN;
    }
    case '?:': {
      const [, a, b] = node.args as [ASTNode, ASTNode, ASTNode];
      return either(operandShape(a, scope), operandShape(b, scope));
    }
    case '+': {
      const [a, b] = node.args as [ASTNode, ASTNode];
      return operandShape(a, scope).kind === 'safe' && operandShape(b, scope).kind === 'safe' ? SAFE : UNKNOWN;
    }
    case 'id':
    case '.':
    case '.?':
    case '[]':
    case '[?]':
      return chain(node, scope);
    default:
      return SCALAR_OPERATORS.has(node.op) ? SAFE : UNKNOWN;
  }
}

/**
 * The shape of what size() counts: a list that filter() or map() makes, or a list literal, is a
 * list, whose size is its count of items whatever they hold (the apiserver's unstructuredList.Size
 * is len of its elements; kubeblocks' `self.all(x, size(self.filter(c, c.name == x.name)) == 1)`
 * over items that keep unknown fields); anything else as operandShape says.
 */
export function sizedShape(node: ASTNode, scope: Scope = EMPTY_SCOPE): OperandShape {
  if (node.op === 'list') return SAFE;
  if (node.op === 'rcall') {
    const [name] = node.args as [string, ASTNode, ASTNode[]];
    if (name === 'filter' || name === 'map') return SAFE;
  }
  return operandShape(node, scope);
}

/** One of two operands: a scalar on one side adds no risk to the other side's. */
function either(a: OperandShape, b: OperandShape): OperandShape {
  if (a.kind === 'safe') return b;
  if (b.kind === 'safe') return a;
  return UNKNOWN;
}

function chain(node: ASTNode, scope: Scope): OperandShape {
  const steps: Step[] = [];
  let n: ASTNode = node;
  for (;;) {
    if (n.op === 'id') {
      const bound = typeof n.args === 'string' ? scope.get(n.args) : undefined;
      if (bound) {
        if (bound.kind !== 'chain') return bound.kind === 'safe' && steps.length === 0 ? bound : UNKNOWN;
        return { kind: 'chain', root: bound.root, steps: [...bound.steps, ...steps.reverse()] };
      }
      if (n.args !== 'self' && n.args !== 'oldSelf') return UNKNOWN;
      return { kind: 'chain', root: n.args, steps: steps.reverse() };
    }
    if (n.op === '.' || n.op === '.?') {
      const [receiver, field] = n.args as [ASTNode, string];
      steps.push({ field });
      n = receiver;
    } else if (n.op === '[]' || n.op === '[?]') {
      const [receiver, index] = n.args as [ASTNode, ASTNode];
      // A map looked up by a literal key is a field; anything else an item.
      steps.push(index.op === 'value' && typeof index.args === 'string' ? { field: index.args } : { index: true });
      n = receiver;
    } else return UNKNOWN;
  }
}

/** Whether the comparison may differ in the apiserver for the value at `node`. */
export function riskyComparison(c: Comparison, node: SchemaNode, isResourceRoot: boolean, h: CelValueHazards): boolean {
  // Against a scalar, nothing compares differently; `+` with a scalar is not a list concatenation.
  if (c.operands.some((o) => o.kind === 'safe')) return false;
  return c.operands.some((o) => {
    if (o.kind === 'safe') return false;
    if (o.kind === 'unknown') return true;
    const target = resolve(node, isResourceRoot, o.steps);
    if (target === undefined) return true;
    if (target === 'scalar') return false;
    // A resource root's metadata as CEL sees it lacks the fields cel-value.ts leaves out.
    if (target === 'metadata') return h.trimmedMetadata;
    if (o.steps.length === 0 && isResourceRoot && h.trimmedMetadata) return true;
    return c.op === 'add'
      ? (target.listType === 'set' || target.listType === 'map') && h.anySetOrMapList
      : holdsRiskyValues(target, h);
  });
}

/** The schema node a select chain reaches, 'scalar' for a resource root's type and object meta; undefined when not followed. */
function resolve(
  node: SchemaNode,
  isResourceRoot: boolean,
  steps: readonly Step[],
): SchemaNode | 'scalar' | 'metadata' | undefined {
  let n: SchemaNode = node;
  let root = isResourceRoot;
  for (const [i, step] of steps.entries()) {
    if ('field' in step && root && (step.field === 'apiVersion' || step.field === 'kind')) return 'scalar';
    if ('field' in step && root && step.field === 'metadata') return i === steps.length - 1 ? 'metadata' : 'scalar';
    let next: SchemaNode | undefined;
    if ('item' in step) {
      if (n.items) next = n.items;
      else return n.type === 'object' ? 'scalar' : undefined; // a map's keys are strings
    } else if ('index' in step) next = n.items ?? additional(n);
    else
      next =
        n.properties.get(unescapeCelName(step.field)) ??
        n.properties.get(step.field) ??
        (n.properties.size === 0 ? additional(n) : undefined);
    if (!next) return undefined;
    n = next;
    root = n.embeddedResource;
    if (root) return undefined; // an embedded resource's metadata is not followed here
  }
  return n;
}

const additional = (n: SchemaNode): SchemaNode | undefined => {
  const a = n.additionalProperties;
  return a instanceof SchemaNode ? a : undefined;
};

// Bytes (format byte) are bytes in both runtimes (cel-value.ts), and so are timestamps in RFC 3339
// form; a date, date-time or duration string the runtime could not read is a marker, which the
// library compares as unequal to anything but a marker of the same string: risky while the value
// holds one.
const RISKY_FORMATS: ReadonlySet<string> = new Set(['date', 'date-time', 'datetime', 'duration']);

/** A set or map list, a string CEL does not get as a string (while the value holds markers), a value without a type, or preserved unknown fields, anywhere below. */
function holdsRiskyValues(node: SchemaNode, h: CelValueHazards): boolean {
  const stack = [node];
  let seen = 0;
  while (stack.length > 0) {
    const n = stack.pop() as SchemaNode;
    if (++seen > 10_000) return true;
    if (n.listType === 'set' || n.listType === 'map' || n.preserveUnknownFields === true) return true;
    if (h.unrepresentable && n.type === 'string' && RISKY_FORMATS.has(n.format)) return true;
    if (n.type === '' && !n.intOrString) return true;
    if (n.items) stack.push(n.items);
    stack.push(...n.properties.values());
    const a = additional(n);
    if (a) stack.push(a);
  }
  return false;
}

/** Whether map() or filter() over this range may follow Go's random map order. */
export function riskyIteration(range: OperandShape, node: SchemaNode, isResourceRoot: boolean): boolean {
  if (range.kind === 'safe') return false;
  if (range.kind === 'unknown') return true;
  const target = resolve(node, isResourceRoot, range.steps);
  if (target === undefined || target === 'metadata') return true;
  return target !== 'scalar' && target.type !== 'array';
}

/**
 * Whether size() of this operand may count what CEL does not see: the fields of an object (a
 * resource root's metadata, fields kept by x-kubernetes-preserve-unknown-fields). A list's size is
 * its count of items and a string's its length, whatever the items hold.
 */
export function riskySize(operand: OperandShape, node: SchemaNode, isResourceRoot: boolean): boolean {
  if (operand.kind === 'safe') return false;
  if (operand.kind === 'unknown') return true;
  const target = resolve(node, isResourceRoot, operand.steps);
  if (target === undefined || target === 'metadata') return true;
  return target !== 'scalar' && target.type !== 'array' && target.type !== 'string';
}

/** Whether looking up in this container may use a property's JSON name where CEL has its escaped name. */
export function riskyLookup(container: OperandShape, node: SchemaNode, isResourceRoot: boolean): boolean {
  if (container.kind === 'safe') return false;
  if (container.kind === 'unknown') return true;
  const target = resolve(node, isResourceRoot, container.steps);
  if (target === undefined) return true;
  if (target === 'scalar' || target === 'metadata') return false;
  return [...target.properties.keys()].some((k) => escapeCelName(k) !== k);
}
