import type { FieldError } from '../../../engine/field-error.js';
import type { CacheKey } from '../../../engine/review-cache.js';

// What SCHEMA-DEF-007's evaluations may cost (celconfig): the CEL validator of one
// ValidateDefaults call (one schema) has a runtime budget shared by all its defaults, and each
// expression a per-call limit; past either the apiserver's error is another one, so such
// evaluations are not judged (validate-default-cel.ts).

/** celconfig.RuntimeCELCostBudget, for one ValidateDefaults call (one schema), and celconfig.PerCallLimit. */
const RUNTIME_COST_BUDGET = 10_000_000;
export const PER_CALL_LIMIT = 1_000_000;

/** The cost spent by one schema's evaluations (a bound), the errors they produced and what was certain. */
export class CelBudget {
  spent = 0;
  readonly produced = new Set<FieldError>();
  /** (default, rule) pairs: evaluated with a certain result, certainly not run (transition rules), or not decided. */
  certain = 0;
  notRun = 0;
  uncertain = 0;

  get exceeded(): boolean {
    return this.spent > RUNTIME_COST_BUDGET;
  }
}

/** Over a review: (default, rule) evaluations decided or not, and the schemas past the cost bound. */
export class CelStats {
  certain = 0;
  notRun = 0;
  uncertain = 0;
  reported = 0;
  overBudget = 0;

  add(b: CelBudget): void {
    this.notRun += b.notRun;
    if (b.exceeded) {
      this.overBudget++;
      this.uncertain += b.certain + b.uncertain;
      return;
    }
    this.certain += b.certain;
    this.uncertain += b.uncertain;
    this.reported += b.produced.size;
  }
}

/** The review's tally of SCHEMA-DEF-007 evaluations. */
export const DEFAULT_CEL_STATS: CacheKey<CelStats> = { name: 'SCHEMA-DEF-007 tally', create: () => new CelStats() };
