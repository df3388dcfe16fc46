import type { ASTNode } from '@marcbachmann/cel-js';

// Whether a CEL rule is true for every object that sets none of some fields, proven on its
// syntax tree (spec/crd-compatibility.md §5.5, refined): the kubebuilder pattern of adding a
// field with its mutual-exclusion rule (`!has(self.luaValidation) || !has(self.lua)`,
// `!(has(self.percent) && has(self.fraction))`, `has(self.f) ? X : true`). Such a rule rejects no
// stored object and no manifest written before the change, where those fields cannot be set.
//
// Only `has(self.F)` of a new field F is taken as known (false). Selecting below it
// (`has(self.F.G)`, `self.F > 0`) evaluates `self.F` first, which is an error when F is absent,
// so those prove nothing and the rule is reported.

/** True when `ast` evaluates to true whenever none of `absent` is set on `self`. */
export function holdsWithoutFields(ast: ASTNode, absent: ReadonlySet<string>): boolean {
  return holds(ast, absent);
}

function holds(n: ASTNode, absent: ReadonlySet<string>): boolean {
  const args = n.args as unknown;
  switch (n.op) {
    case 'value':
      return args === true;
    case '||':
      return pair(args).some((x) => holds(x, absent));
    case '&&':
      return pair(args).length === 2 && pair(args).every((x) => holds(x, absent));
    case '!_':
      return isNode(args) && isFalse(args, absent);
    case '?:': {
      const [cond, then, otherwise] = Array.isArray(args) ? (args as unknown[]) : [];
      if (!isNode(cond) || !isNode(then) || !isNode(otherwise)) return false;
      if (isFalse(cond, absent)) return holds(otherwise, absent);
      if (holds(cond, absent)) return holds(then, absent);
      return false;
    }
    default:
      return false;
  }
}

function isFalse(n: ASTNode, absent: ReadonlySet<string>): boolean {
  const args = n.args as unknown;
  switch (n.op) {
    case 'value':
      return args === false;
    case '&&':
      return pair(args).some((x) => isFalse(x, absent));
    case '||':
      return pair(args).length === 2 && pair(args).every((x) => isFalse(x, absent));
    case '!_':
      return isNode(args) && holds(args, absent);
    case 'call':
      return hasOfAbsentField(args, absent);
    default:
      return false;
  }
}

/** `has(self.F)` with F among `absent`: the call's args are ['has', [select]]. */
function hasOfAbsentField(args: unknown, absent: ReadonlySet<string>): boolean {
  if (!Array.isArray(args) || args[0] !== 'has' || !Array.isArray(args[1]) || args[1].length !== 1) return false;
  const select: unknown = args[1][0];
  if (!isNode(select) || select.op !== '.' || !Array.isArray(select.args)) return false;
  const [receiver, field] = select.args as unknown[];
  return isNode(receiver) && receiver.op === 'id' && receiver.args === 'self' && typeof field === 'string' && absent.has(field);
}

const isNode = (x: unknown): x is ASTNode => typeof x === 'object' && x !== null && 'op' in x && 'args' in x;
const pair = (args: unknown): ASTNode[] => (Array.isArray(args) && args.length === 2 && args.every(isNode) ? (args as ASTNode[]) : []);
