import type { ASTNode } from '@marcbachmann/cel-js';
import { isNode, MIRRORED_COMPARISON, operandsOf, sameTree, sizeOf } from './cel-ast.js';

// A string tested for emptiness, written either way: `s != ''` holds exactly where `size(s) > 0`
// (`s.size() != 0`, `size(s) >= 1`), and `s == ''` where `size(s) == 0`. A rule that compared `s`
// with `''` does not compile where `s` is no string, so the size it is rewritten to is a string's.
// fluxcd/source-watcher 884f847462 rewrote `self.pathPattern != ''` as `size(self.pathPattern) > 0`
// beside a disjunct it left as it was.

interface EmptinessTest {
  readonly subject: ASTNode;
  /** True for a test that holds on a non-empty value, false for one that holds on the empty one. */
  readonly nonEmpty: boolean;
}

const isEmptyString = (n: unknown): boolean => isNode(n) && n.op === 'value' && n.args === '';
const isInteger = (n: unknown, value: number): boolean =>
  isNode(n) && n.op === 'value' && (n.args === BigInt(value) || n.args === value);

/** `s != ''`, `size(s) > 0` and the like (nonEmpty), or `s == ''`, `size(s) == 0` and the like; undefined for any other node. */
function emptinessTest(node: ASTNode): EmptinessTest | undefined {
  const operands = operandsOf(node);
  const [left, right] = operands;
  if (operands.length !== 2 || !left || !right) return undefined;
  if (node.op === '==' || node.op === '!=') {
    const nonEmpty = node.op === '!=';
    if (isEmptyString(right)) return { subject: left, nonEmpty };
    if (isEmptyString(left)) return { subject: right, nonEmpty };
  }
  // size(s) OP n, or n OP size(s), turned so that the size is on the left.
  const [size, op, bound] = sizeOf(left)
    ? [sizeOf(left), node.op, right]
    : sizeOf(right)
      ? [sizeOf(right), MIRRORED_COMPARISON[node.op], left]
      : [undefined, undefined, undefined];
  if (!size || !op) return undefined;
  if ((op === '>' || op === '!=') && isInteger(bound, 0)) return { subject: size, nonEmpty: true };
  if (op === '>=' && isInteger(bound, 1)) return { subject: size, nonEmpty: true };
  if ((op === '==' || op === '<=') && isInteger(bound, 0)) return { subject: size, nonEmpty: false };
  if (op === '<' && isInteger(bound, 1)) return { subject: size, nonEmpty: false };
  return undefined;
}

/** Whether two nodes test the same value for emptiness alike, one written as a comparison with `''`, the other as a size. */
export function sameEmptinessTest(base: ASTNode, head: ASTNode): boolean {
  const b = emptinessTest(base);
  const h = emptinessTest(head);
  return b !== undefined && h !== undefined && b.nonEmpty === h.nonEmpty && sameTree(b.subject, h.subject);
}
