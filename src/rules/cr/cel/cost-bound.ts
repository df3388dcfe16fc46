import type { ValueMeasure } from './cel-value.js';
import type { ExpressionFacts } from './runtime-program.js';

// CR-CEL-008 (spec/cr-validation.md §8; apiserver pkg/apis/cel/config.go): each evaluation may
// cost at most 1,000,000 units (PerCallLimit), all evaluations of one object at most 10,000,000
// (RuntimeCELCostBudget). The CEL library used here counts no cost, so cel-go's actual cost
// (interpreter/runtimecost.go: one unit per node evaluated, plus a tenth of a unit per string byte
// traversed, plus size(string)/10 * size(regex)/4 for a regex, plus list sizes for list
// operations) is bounded from above instead: every node of the expression runs at most
// (largest collection or list literal + 1)^(macro nesting) times, a macro expands each of its nodes into at most
// four, and one run of a node costs at most what its most expensive operation costs on the
// largest operands the value and the literals hold. While the bounds stay under the limits, no
// cost error is certain; past them, the rule is reported as not evaluated (best effort: the real
// cost is usually far lower, so this never gives a wrong cost error, but may leave rules of very
// large objects unevaluated).

export const PER_CALL_LIMIT = 1_000_000;
export const RUNTIME_COST_BUDGET = 10_000_000;

export function costBound(facts: ExpressionFacts, measure: ValueMeasure): number {
  const longest = Math.max(measure.longestString, facts.longestLiteral);
  const stringCost = 0.1 * longest + 1;
  // cel-go's regex factor is the pattern's length: a literal's where every pattern is one.
  const regexCost = facts.regex ? stringCost * (0.25 * Math.min(longest, facts.longestRegex) + 1) : 0;
  // split() and findAll() make lists of up to one item per byte.
  const collection = Math.max(measure.largestCollection, facts.splits ? longest + 1 : 0);
  // One node's run: the operation, a string traversal, a regex.
  const perNode = 2 + stringCost + regexCost;
  // An `==`, `in` or `+` may traverse both operands: at most every node and byte of the value, or a list.
  const traversal = measure.nodes + measure.totalBytes * 0.1 + collection + 1;
  // Library list functions walk a list, sets.* one list per item of the other.
  const listWork = (collection + 1) ** 2;
  const range = Math.max(collection, facts.longestListLiteral) + 1;
  // A comparison with a scalar operand costs a string's traversal at most; `in` scans its list.
  const comparisons = facts.comparisons.reduce(
    (sum, c) => sum + (c.op === 'in' ? traversal : c.operands.some((o) => o.kind === 'safe') ? stringCost : traversal),
    0,
  );
  const once = facts.nodes * perNode + comparisons + facts.listFunctions * listWork;
  return Math.ceil(4 * range ** facts.macroDepth * once);
}
