import type { ASTNode } from '@marcbachmann/cel-js';
import { isNode, sameTree } from './cel-ast.js';

// Whether a transition rule is true on every update that leaves what it compares as it is: the
// rule compares fields of `self` with the same fields of `oldSelf` (`self == oldSelf`,
// `self.services == oldSelf.services`), possibly only in some case (`self.platform.type !=
// 'IBMCloud' ? self.services == oldSelf.services : true`: openshift/hypershift 159dfb2694 made
// hostedclusters' services immutable so, in v1beta1 beside v1alpha1). Whatever another served
// version wrote, an update through this one that changes none of them passes, and one that changes
// them is refused as for an object this version wrote: the version's own contract, no divergence
// (served-version-divergence.ts). A condition is not judged: where it fails, it fails for every
// object alike.

/** True when the rule is proven to hold wherever each `self.X` it compares equals `oldSelf.X`. */
export function passesUnchanged(rule: ASTNode): boolean {
  const args = rule.args as unknown;
  switch (rule.op) {
    case '==': {
      const [left, right] = Array.isArray(args) ? (args as unknown[]) : [];
      return isNode(left) && isNode(right) && (mirrors(left, right) || mirrors(right, left));
    }
    case '&&':
      return Array.isArray(args) && args.length === 2 && args.every((x) => isNode(x) && passesUnchanged(x));
    case '||':
      return Array.isArray(args) && args.some((x) => isNode(x) && passesUnchanged(x));
    case '?:': {
      const [, then, otherwise] = Array.isArray(args) ? (args as unknown[]) : [];
      return isNode(then) && isNode(otherwise) && passesOrTrue(then) && passesOrTrue(otherwise);
    }
    default:
      return false;
  }
}

const passesOrTrue = (n: ASTNode): boolean => (n.op === 'value' && n.args === true) || passesUnchanged(n);

/** `self.X` and `oldSelf.X`: the same select chain from `self` and from `oldSelf`. */
function mirrors(fromSelf: ASTNode, fromOld: ASTNode): boolean {
  return rootOf(fromSelf) === 'self' && rootOf(fromOld) === 'oldSelf' && sameTree(fromSelf, renamedRoot(fromOld));
}

function rootOf(n: ASTNode): string | undefined {
  if (n.op === 'id') return typeof n.args === 'string' ? n.args : undefined;
  const args = n.args as unknown;
  return n.op === '.' && Array.isArray(args) && isNode(args[0]) ? rootOf(args[0]) : undefined;
}

/** The select chain with its root `oldSelf` read as `self`. */
function renamedRoot(n: ASTNode): ASTNode {
  if (n.op === 'id') return { ...n, args: 'self' } as ASTNode;
  const [receiver, field] = n.args as [ASTNode, string];
  return { ...n, args: [renamedRoot(receiver), field] } as ASTNode;
}
