import { Environment, type ASTNode } from '@marcbachmann/cel-js';
import type { CacheKey } from '../../../engine/review-cache.js';

// Evaluating one x-kubernetes-validations rule on a value, for SCHEMA-DEF-007 (a default must
// satisfy the rules of its node and below). The library is not cel-go, so a rule is evaluated
// only when it stays inside a subset whose meaning is the same in both: literals, field
// selection, has(), size(), comparisons, logic, arithmetic, `in`, indexing, list and map
// literals, the one-variable macros, and startsWith/endsWith/contains on strings. Anything else
// (library functions, regular expressions, conversions, optionals, oldSelf) is "uncertain", and
// so is an evaluation error: only a certain `false` is reported.

export type Evaluation = 'true' | 'false' | 'uncertain';

const OPERATORS: ReadonlySet<string> = new Set(['?:', '||', '&&', '!_', '-_', 'in', '[]', 'list', 'map', '==', '!=', '<', '<=', '>', '>=', '+', '-', '*', '/', '%', '.']);
const CALLS: ReadonlySet<string> = new Set(['size', 'has']);
const METHODS: ReadonlySet<string> = new Set(['size', 'all', 'exists', 'exists_one', 'map', 'filter', 'startsWith', 'endsWith', 'contains']);

/** One environment for the review: `self` is dynamic, as the value carries its own types. */
export class RuleEvaluator {
  private readonly env = new Environment({ enableOptionalTypes: true }).registerVariable('self', 'dyn');
  private readonly subsets = new Map<string, boolean>();

  evaluate(rule: string, self: unknown): Evaluation {
    if (!this.inSubset(rule)) return 'uncertain';
    try {
      const result: unknown = this.env.evaluate(rule, { self });
      return result === true ? 'true' : result === false ? 'false' : 'uncertain';
    } catch {
      return 'uncertain';
    }
  }

  private inSubset(rule: string): boolean {
    let known = this.subsets.get(rule);
    if (known === undefined) {
      try {
        known = isInSubset(this.env.parse(rule).ast);
      } catch {
        known = false;
      }
      this.subsets.set(rule, known);
    }
    return known;
  }
}

function isInSubset(root: ASTNode): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    if (Array.isArray(n)) {
      stack.push(...(n as unknown[]));
      continue;
    }
    if (typeof n !== 'object' || n === null || !('op' in n)) continue;
    const { op, args } = n as ASTNode;
    if (op === 'id') {
      if (args === 'oldSelf') return false; // transition rules: not judged on defaults here
      continue;
    }
    if (op === 'value') {
      // Strings, bools, null, ints and doubles; not bytes or unsigned ints, whose types differ.
      if (!(typeof args === 'string' || typeof args === 'boolean' || typeof args === 'bigint' || typeof args === 'number' || args === null)) return false;
      continue;
    }
    if (op === 'call') {
      const [name, callArgs] = args as unknown as [string, unknown];
      if (!CALLS.has(name)) return false;
      stack.push(callArgs);
      continue;
    }
    if (op === 'rcall') {
      const [name, receiver, callArgs] = args as unknown as [string, unknown, unknown];
      if (!METHODS.has(name)) return false;
      stack.push(receiver, callArgs);
      continue;
    }
    if (!OPERATORS.has(op)) return false;
    stack.push(args);
  }
  return true;
}

/** The review's evaluator (parses and subset checks are kept per expression). */
export const RULE_EVALUATOR: CacheKey<RuleEvaluator> = { name: 'CEL rule evaluator', create: () => new RuleEvaluator() };
