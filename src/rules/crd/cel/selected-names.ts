import type { ASTNode } from '@marcbachmann/cel-js';
import { astNodes } from './ast-nodes.js';

/**
 * Every name a parsed expression selects (`a.b`, `a.?b`, and so `has(a.b)`) and every string
 * literal, should one index an object: a superset of the fields type checking and cost
 * estimation can look up on the type of `self`.
 */
export function selectedNames(ast: ASTNode): Set<string> {
  const names = new Set<string>();
  for (const { op, args } of astNodes(ast)) {
    if ((op === '.' || op === '.?') && Array.isArray(args) && typeof args[1] === 'string') names.add(args[1]);
    if (op === 'value' && typeof args === 'string') names.add(args);
  }
  return names;
}
