import type { ASTNode } from '@marcbachmann/cel-js';

/**
 * Every node of a parsed CEL expression, in no particular order. The library keeps operands in
 * `args` (nodes, lists of nodes, map entries as [key, value] pairs, or plain values), so the walk
 * descends into every array and every object with an `op`; an explicit stack, as expressions nest
 * as deep as the parser's limits allow.
 */
export function astNodes(root: ASTNode): ASTNode[] {
  const out: ASTNode[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    if (Array.isArray(n)) {
      for (const child of n as unknown[]) stack.push(child);
      continue;
    }
    if (typeof n !== 'object' || n === null || !('op' in n) || !('args' in n)) continue;
    const node = n as ASTNode;
    out.push(node);
    stack.push(node.args);
  }
  return out;
}
