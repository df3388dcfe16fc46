import type { ASTNode } from '@marcbachmann/cel-js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { chainOf, foldLogic, hasSelect, isNode, operandsOf } from './cel-ast.js';
import { comparisonOnBase } from './size-ranges.js';

// A new rule that asks of a field what the base's keywords already required: the field set and
// not empty (`required` with minLength, minItems or minProperties), or no larger than its
// maximums (size-ranges.ts). projectsveltos dropped
// `required: [chartName]` and `minLength: 1` for `self.repositoryURL.startsWith('http') ?
// size(self.chartName) >= 1 : true` (dad4b69c), kube-ovn added `size(self.policies) != 0 ||
// size(self.selectors) != 0` where `policies` was required with minItems 1 (03ec76987): every
// object the base accepted passes. Decided by folding the rule: a comparison of sizes that the
// base's bounds decide, and has() of a field the base requires, are known; `&&`, `||`,
// `!` and `?:` combine them as CEL does (`true || error` is true); anything else is unknown, and
// the rule is implied only when the fold gives true. The condition of a `?:` must evaluate
// without error: it may read only fields the base requires, with functions that cannot fail.

type Truth = boolean | undefined;

/** True when the rule is true on every object the base node accepts, by its required fields' bounds. */
export function impliedByBaseBounds(ast: ASTNode, base: SchemaNode): boolean {
  return truth(ast, base) === true;
}

function truth(node: ASTNode, base: SchemaNode): Truth {
  return foldLogic(node, (n) => leaf(n, base));
}

function leaf(node: ASTNode, base: SchemaNode): Truth {
  const args = node.args as unknown;
  const operands = operandsOf(node);
  switch (node.op) {
    case 'value':
      return typeof args === 'boolean' ? args : undefined;
    case '?:': {
      const [c, x, y] = operands;
      if (!c || !x || !y || !evaluatesWithoutError(c, base)) return undefined;
      const tc = truth(c, base);
      if (tc !== undefined) return truth(tc ? x : y, base);
      const tx = truth(x, base);
      return tx !== undefined && tx === truth(y, base) ? tx : undefined;
    }
    case 'call': {
      const select = hasSelect(node);
      const field = select && requiredField(select, base);
      return field ? true : undefined;
    }
    default:
      return comparisonOnBase(node, base);
  }
}

/** The schema of `self.F` when the base requires F and does not let it be null. */
function requiredField(node: ASTNode, base: SchemaNode): SchemaNode | undefined {
  const chain = node.op === '.' ? chainOf(node) : undefined;
  if (!chain || chain.length !== 2 || chain[0] !== 'self') return undefined;
  const name = chain[1] ?? '';
  const field = base.properties.get(name);
  const required = base.required.includes(name);
  return field && required && !field.nullable ? field : undefined;
}

// Functions of a string that return without error on any string.
const SAFE_STRING_CALLS: ReadonlySet<string> = new Set(['startsWith', 'endsWith', 'contains', 'size']);

/** Whether the expression reads only required fields of self, with operators and calls that cannot fail. */
function evaluatesWithoutError(node: ASTNode, base: SchemaNode): boolean {
  const args = node.args as unknown;
  switch (node.op) {
    case 'value':
      return true;
    case '.':
      return requiredField(node, base) !== undefined;
    case '!_':
    case '&&':
    case '||':
    case '==':
    case '!=': {
      const operands = Array.isArray(args) ? args : [args];
      return operands.every((o) => isNode(o) && evaluatesWithoutError(o, base));
    }
    case 'rcall': {
      if (!Array.isArray(args) || !SAFE_STRING_CALLS.has(String(args[0]))) return false;
      const [, receiver, callArgs] = args as unknown[];
      const field = isNode(receiver) ? requiredField(receiver, base) : undefined;
      return (
        field?.type === 'string' &&
        Array.isArray(callArgs) &&
        callArgs.every((a) => isNode(a) && a.op === 'value' && typeof a.args === 'string')
      );
    }
    default:
      return false;
  }
}
