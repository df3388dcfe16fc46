import { expect, it } from 'vitest';
import { defaults } from '../../../../src/rules/crd/defaults/defaults.js';
import { DEFAULT_CEL_STATS } from '../../../../src/rules/crd/defaults/cel-budget.js';
import { CORPUS, corpusFindings, corpusReview } from '../../../support/corpus-review.js';
import { describeWithShared } from '../../../support/shared-tree.js';

// SCHEMA-DEF-007 over the corpus (../shared/corpus/crds: CRDs real API servers accepted, many
// with defaults under CEL rules): no finding, and a record of how much was actually decided, so
// that a change that silently stops evaluating shows here. The tally is the one the shared corpus
// review kept (support/corpus-review.ts): a schema's defaults are checked once per parse, so a
// second review of the same files would count nothing.
describeWithShared(CORPUS, 'SCHEMA-DEF-007 over the corpus', () => {
  it('SCHEMA-DEF-007: the corpus gives no finding, and most (default, rule) pairs are decided', async () => {
    const { cache } = await corpusReview();
    expect(await corpusFindings([defaults])).toEqual([]);
    const stats = cache.get(DEFAULT_CEL_STATS);
    const { certain, notRun, uncertain, reported, overBudget } = stats;
    expect(reported).toBe(0);
    // Evaluated with a certain result (all true); transition rules certainly not run (below a
    // list that is not a map list); not decided: regular expressions and duration() (33), rules
    // crd/cel's type check cannot settle (31, Gateway API's nested exists_one), a rule at a
    // resource root. No schema comes near the runtime cost budget.
    expect({ certain, notRun, uncertain, overBudget }).toEqual({
      certain: 580,
      notRun: 0,
      uncertain: 65,
      overBudget: 0,
    });
  });
});
