import type { ASTNode } from '@marcbachmann/cel-js';
import { CEL_MACROS } from '../crd/cel/macros.js';
import { isNode, isSelf, readsOldSelf, withPropertyNames } from './cel-ast.js';

// The fields of a node that every object its base rules accepted has: a rule that selects a field
// of `self` wherever it runs (`!has(self.spec.peers) || self.spec.peers.all(…)`) fails on an object
// without it, CEL's "no such key", so the base refused every such object, `required` or not.
// gardener/etcd-druid's Etcd root rules read `self.spec.etcd…` with no `required: [spec]` (108ba26b,
// cfdf0f6a): a head rule that reads `self.spec` likewise fails on no object the base accepted.
//
// Read over CEL's logic, where an error is absorbed by the side that decides (cel-spec langdef.md,
// "Logical Operators"): a field is needed by `A && B` when either needs it, by `A || B` when both
// do, and by `C ? T : E` when C selects it or both branches need it; `!A` is true without a field
// only where A is false, not where A errors. `has(self.f)` is false without f, an error below it;
// a macro's body may never run (an empty list) and counts for nothing; an optional select
// (`self.?f`) needs nothing. Only rules that run on creates count: a transition rule (one that
// reads oldSelf) never judged an object as it was created.

type Fields = ReadonlySet<string>;
const NONE: Fields = new Set();

const union = (a: Fields, b: Fields): Fields => (a.size === 0 ? b : b.size === 0 ? a : new Set([...a, ...b]));
const intersection = (a: Fields, b: Fields): Fields => new Set([...a].filter((f) => b.has(f)));

/** The fields of `self` that every value passing all these rules (their texts as parsed) has. */
export function fieldsRulesRequire(rules: readonly (ASTNode | undefined)[]): Fields {
  let out: Fields = NONE;
  for (const rule of rules) {
    if (rule === undefined || readsOldSelf(rule)) continue;
    out = union(out, notTrueWithout(withPropertyNames(rule)));
  }
  return out;
}

/** Fields of `self` without which the expression is never true (false, or an error). */
function notTrueWithout(node: unknown): Fields {
  if (!isNode(node)) return NONE;
  const args = node.args as unknown;
  const [a, b, c] = Array.isArray(args) ? (args as unknown[]) : [];
  switch (node.op) {
    case '&&':
      return union(notTrueWithout(a), notTrueWithout(b));
    case '||':
      return intersection(notTrueWithout(a), notTrueWithout(b));
    case '!_':
      return errorsWithout(args);
    case '?:':
      return union(errorsWithout(a), intersection(notTrueWithout(b), notTrueWithout(c)));
    default: {
      const field = hasOfSelf(node);
      return field === undefined ? errorsWithout(node) : new Set([field]);
    }
  }
}

/** Fields of `self` without which evaluating the expression is an error: selects it always evaluates. */
function errorsWithout(node: unknown): Fields {
  if (Array.isArray(node)) return node.reduce<Fields>((out, x) => union(out, errorsWithout(x)), NONE);
  if (!isNode(node)) return NONE;
  const args = node.args as unknown;
  const [a, b, c] = Array.isArray(args) ? (args as unknown[]) : [];
  switch (node.op) {
    case '.':
      return isSelf(a) && typeof b === 'string' ? new Set([b]) : errorsWithout(a);
    case '.?':
    case '[?]':
      return NONE; // an optional select, or an index: none needs anything
    case '&&':
    case '||':
      // One side may decide without the other, which may then be an error or not.
      return intersection(errorsWithout(a), errorsWithout(b));
    case '?:':
      return union(errorsWithout(a), intersection(errorsWithout(b), errorsWithout(c)));
    case 'call': {
      // has(x.f) evaluates x, and asks only whether f is set.
      if (a === 'has') {
        const select = Array.isArray(b) ? (b[0] as unknown) : undefined;
        return isNode(select) && select.op === '.' && Array.isArray(select.args)
          ? errorsWithout(select.args[0] as unknown)
          : NONE;
      }
      return errorsWithout(b);
    }
    case 'rcall':
      // [name, receiver, args]: a macro's body may never run.
      return typeof a === 'string' && CEL_MACROS.has(a) ? errorsWithout(b) : union(errorsWithout(b), errorsWithout(c));
    case 'id':
    case 'value':
      return NONE;
    default:
      return errorsWithout(args);
  }
}

/** `f` of `has(self.f)`. */
function hasOfSelf(node: ASTNode): string | undefined {
  const args = node.args as unknown;
  if (node.op !== 'call' || !Array.isArray(args) || args[0] !== 'has' || !Array.isArray(args[1])) return undefined;
  const select = args[1][0] as unknown;
  if (!isNode(select) || select.op !== '.' || !Array.isArray(select.args)) return undefined;
  const [receiver, field] = select.args as unknown[];
  return isSelf(receiver) && typeof field === 'string' ? field : undefined;
}

/** Whether the expression selects below a field of `self` (`self.spec.etcd`, `has(self.spec.x)`): it reads the field as an object. */
export function selectsBelow(node: unknown, field: string): boolean {
  if (Array.isArray(node)) return node.some((x) => selectsBelow(x, field));
  if (!isNode(node)) return false;
  const args = node.args as unknown;
  if ((node.op === '.' || node.op === '.?') && Array.isArray(args)) {
    const [receiver] = args as unknown[];
    if (isNode(receiver) && (receiver.op === '.' || receiver.op === '.?') && Array.isArray(receiver.args)) {
      const [self, name] = receiver.args as unknown[];
      if (isSelf(self) && name === field) return true;
    }
  }
  return selectsBelow(args, field);
}
