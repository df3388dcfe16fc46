import type { ASTNode } from '@marcbachmann/cel-js';

// Which error a `&&` or `||` gives when more than one of its operands fails: cel-go keeps the
// first, the left-most (interpreter/interpretable.go, evalAnd and evalOr: `err` is set only while
// it is nil), and the apiserver prints it ("no such key: ingress evaluating rule: …"). The cel-js
// library evaluates the right operand after a failed left one as cel-go does, but lets the right
// one's error escape: NVIDIA/k8s-nim-operator's rule `!(has(self.expose.ingress.enabled) && … &&
// has(self.router.ingressClass))` on objects without `expose.ingress` named `router`, the last
// field that failed, in the line given as kube-apiserver's. Where the left operand failed, its
// error is thrown once the right one does not decide the result. Results are the library's in
// every case: only which error escapes changes.

/** The library's evaluator, as far as an operator's evaluation uses it. */
interface Evaluator {
  tryEval(ast: ASTNode, ctx: unknown): unknown;
}

type Evaluate = (ev: Evaluator, ast: ASTNode, ctx: unknown) => unknown;

/** What the library keeps of an operator node, which the node's first evaluation reads its evaluation from. */
interface NodeMeta {
  evaluate: Evaluate;
}

/** Gives every `&&` and `||` of a parsed expression cel-go's choice of error. */
export function withFirstLogicalError(root: ASTNode): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...(node as unknown[]));
      continue;
    }
    if (!isNode(node)) continue;
    if ((node.op === '&&' || node.op === '||') && Array.isArray(node.args)) {
      const meta = (node as unknown as { readonly meta?: NodeMeta }).meta;
      const [left, right] = node.args as unknown[];
      if (meta && isNode(left) && isNode(right))
        meta.evaluate = firstError(node.op === '&&' ? false : true, left, right, meta.evaluate);
    }
    stack.push(node.args);
  }
}

const isNode = (v: unknown): v is ASTNode =>
  typeof v === 'object' && v !== null && typeof (v as { op?: unknown }).op === 'string';

/**
 * `absorbing`: the value that decides the operator whatever the other operand (false for `&&`).
 * Each operand is evaluated once, as the library does: a chain of `&&` nests to the left, and an
 * operand evaluated again by the library's own evaluation would double at every level. Only an
 * operand that is neither a boolean nor an error (a value of another type, a promise) is left to
 * the library's evaluation, for its error.
 */
function firstError(absorbing: boolean, left: ASTNode, right: ASTNode, library: Evaluate): Evaluate {
  return (ev, ast, ctx) => {
    const l = ev.tryEval(left, ctx);
    if (l === absorbing) return absorbing;
    if (l !== !absorbing && !(l instanceof Error)) return library(ev, ast, ctx);
    const r = ev.tryEval(right, ctx);
    if (r === absorbing) return absorbing;
    if (l instanceof Error && (typeof r === 'boolean' || r instanceof Error)) throw l;
    if (r instanceof Error) throw r;
    if (typeof r === 'boolean') return r;
    return library(ev, ast, ctx);
  };
}
