import type { ASTNode } from '@marcbachmann/cel-js';
import { unescapeCelName } from '../../crd/cel/escape-cel-name.js';
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

type Step = { readonly field: string } | { readonly index: true };

export interface Comparison {
  readonly op: 'eq' | 'add';
  readonly operands: readonly OperandShape[];
}

const SAFE: OperandShape = { kind: 'safe' };
const UNKNOWN: OperandShape = { kind: 'unknown' };

/** Operators whose result is a scalar (bool or number). */
const SCALAR_OPERATORS: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=', '&&', '||', '!_', '-_', '-', '*', '/', '%', 'in']);
/** Member functions whose result is a scalar or a plain list of strings. */
const SCALAR_METHODS: ReadonlySet<string> = new Set([
  'size', 'startsWith', 'endsWith', 'contains', 'matches', 'find', 'findAll', 'charAt', 'indexOf', 'lastIndexOf', 'lowerAscii', 'upperAscii',
  'replace', 'substring', 'trim', 'join', 'split', 'isSorted', 'all', 'exists', 'exists_one', 'hasValue',
]);

export function operandShape(node: ASTNode): OperandShape {
  switch (node.op) {
    case 'value':
      return SAFE;
    case 'call': {
      const [name, args] = node.args as [string, ASTNode[]];
      if (name === 'dyn' && args[0]) return operandShape(args[0]);
      return SAFE; // size(), int(), string(), has(), isIP()...: scalars and opaque values
    }
    case 'rcall': {
      const [name] = node.args as [string, ASTNode, ASTNode[]];
      return SCALAR_METHODS.has(name) ? SAFE : UNKNOWN;
    }
    case '?:': {
      const [, a, b] = node.args as [ASTNode, ASTNode, ASTNode];
      const sa = operandShape(a);
      const sb = operandShape(b);
      return sa.kind === 'safe' && sb.kind === 'safe' ? SAFE : UNKNOWN;
    }
    case '+': {
      const [a, b] = node.args as [ASTNode, ASTNode];
      return operandShape(a).kind === 'safe' && operandShape(b).kind === 'safe' ? SAFE : UNKNOWN;
    }
    case 'id':
    case '.':
    case '.?':
    case '[]':
    case '[?]':
      return chain(node);
    default:
      return SCALAR_OPERATORS.has(node.op) ? SAFE : UNKNOWN;
  }
}

function chain(node: ASTNode): OperandShape {
  const steps: Step[] = [];
  let n: ASTNode = node;
  for (;;) {
    if (n.op === 'id') {
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
    return c.op === 'add' ? (target.listType === 'set' || target.listType === 'map') && h.anySetOrMapList : holdsRiskyValues(target);
  });
}

/** The schema node a select chain reaches, 'scalar' for a resource root's type and object meta; undefined when not followed. */
function resolve(node: SchemaNode, isResourceRoot: boolean, steps: readonly Step[]): SchemaNode | 'scalar' | 'metadata' | undefined {
  let n: SchemaNode = node;
  let root = isResourceRoot;
  for (const [i, step] of steps.entries()) {
    if ('field' in step && root && (step.field === 'apiVersion' || step.field === 'kind')) return 'scalar';
    if ('field' in step && root && step.field === 'metadata') return i === steps.length - 1 ? 'metadata' : 'scalar';
    root = false;
    let next: SchemaNode | undefined;
    if ('index' in step) next = n.items ?? additional(n);
    else next = n.properties.get(unescapeCelName(step.field)) ?? n.properties.get(step.field) ?? (n.properties.size === 0 ? additional(n) : undefined);
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

const RISKY_FORMATS: ReadonlySet<string> = new Set(['byte', 'date', 'date-time', 'datetime', 'duration']);

/** A set or map list, a string CEL does not get as a string, or a value without a type, anywhere below. */
function holdsRiskyValues(node: SchemaNode): boolean {
  const stack = [node];
  let seen = 0;
  while (stack.length > 0) {
    const n = stack.pop() as SchemaNode;
    if (++seen > 10_000) return true;
    if (n.listType === 'set' || n.listType === 'map') return true;
    if (n.type === 'string' && RISKY_FORMATS.has(n.format)) return true;
    if (n.type === '' && !n.intOrString) return true;
    if (n.items) stack.push(n.items);
    stack.push(...n.properties.values());
    const a = additional(n);
    if (a) stack.push(a);
  }
  return false;
}
