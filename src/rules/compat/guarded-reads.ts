import type { ASTNode } from '@marcbachmann/cel-js';
import { chainOf, hasSelect, isNode, operandsOf } from './cel-ast.js';

// Which fields of `self` a rule reads where an absent field makes it fail ("no such key"), and
// which reads a presence test guards. cel-go's `&&` and `||` absorb an error when the other side
// decides (`false && error` is false, `true || error` true), whichever side errs: in
// `has(self.ref) && self.ref != ''` (camunda-operator 7b358af2) and in `self.ref != '' &&
// has(self.ref)` an object without `ref` makes the rule false, not an error; so does the
// branch a conditional does not take, `has(self.ref) ? self.ref != '' : false`.

/** The fields of `fields` the rule reads as `self.<field>` where no presence test guards the read. */
export function unguardedSelfReads(root: ASTNode, fields: ReadonlySet<string>): string[] {
  const read = new Set<string>();
  const walk = (node: unknown, guarded: ReadonlySet<string>): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, guarded);
      return;
    }
    if (!isNode(node) || hasSelect(node)) return;
    if (node.op === '&&' || node.op === '||') {
      const sides = operandsOf(node);
      // A side errs harmlessly where the other decides: true for `||`, false for `&&`.
      const decides = node.op === '||';
      sides.forEach((side, i) => {
        const other = sides[1 - i];
        walk(side, other === undefined ? guarded : withAll(guarded, setWhen(other, !decides)));
      });
      return;
    }
    if (node.op === '?:') {
      const [condition, then, otherwise] = operandsOf(node);
      walk(condition, guarded);
      if (condition) {
        walk(then, withAll(guarded, setWhen(condition, true)));
        walk(otherwise, withAll(guarded, setWhen(condition, false)));
      }
      return;
    }
    if (node.op === '.') {
      const chain = chainOf(node);
      const field = chain?.length === 2 && chain[0] === 'self' ? chain[1] : undefined;
      if (field !== undefined && fields.has(field) && !guarded.has(field)) read.add(field);
    }
    walk(node.args, guarded);
  };
  walk(root, new Set());
  return [...read];
}

/** The fields of `self` that are set wherever `node` evaluates to `value`. */
function setWhen(node: ASTNode, value: boolean): ReadonlySet<string> {
  const select = hasSelect(node);
  if (select) {
    const chain = chainOf(select);
    return value && chain?.length === 2 && chain[0] === 'self' ? new Set([chain[1] as string]) : NONE;
  }
  const operands = operandsOf(node);
  if (node.op === '!_' && operands[0]) return setWhen(operands[0], !value);
  // `a && b` true, or `a || b` false, holds both sides at that value.
  if ((node.op === '&&' && value) || (node.op === '||' && !value))
    return new Set(operands.flatMap((o) => [...setWhen(o, value)]));
  return NONE;
}

const NONE: ReadonlySet<string> = new Set();

const withAll = (a: ReadonlySet<string>, b: ReadonlySet<string>): ReadonlySet<string> =>
  b.size === 0 ? a : new Set([...a, ...b]);
