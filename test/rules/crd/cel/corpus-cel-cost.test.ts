import { afterEach, expect, it, vi } from 'vitest';
import { cel } from '../../../../src/rules/crd/cel/cel.js';
import { RuleCosts } from '../../../../src/rules/crd/cel/cost/rule-costs.js';
import { STATIC_ESTIMATED_COST_LIMIT } from '../../../../src/rules/crd/cel/cost/cost-limits.js';
import { CORPUS, corpusReview, reviewCorpusAgain } from '../../../support/corpus-review.js';
import { describeWithShared } from '../../../support/shared-tree.js';

// SCHEMA-CEL-009 over the corpus (../shared/corpus), whose CRDs real API servers accept: no cost
// finding may stand, and every certain estimate must be within the per-expression limit even
// before cardinality. The count of certain estimates guards against the estimator silently
// giving up on everything. The estimates are counted in a review of its own, on the files the
// shared corpus review parsed (support/corpus-review.ts).
describeWithShared(CORPUS, 'crd/cel cost limits over the corpus', () => {
  afterEach(() => vi.restoreAllMocks());
  it('find nothing, and estimate most rules', async () => {
    await corpusReview(); // the shared review first: only this test's own review is counted
    const estimates: (number | undefined)[] = [];
    const original = RuleCosts.prototype.maxCost;
    vi.spyOn(RuleCosts.prototype, 'maxCost').mockImplementation(function (this: RuleCosts, ...args) {
      const cost = original.apply(this, args);
      estimates.push(cost);
      return cost;
    });
    const result = await reviewCorpusAgain([cel]);
    expect(
      result.findings.filter((f) => /cost/.test(f.message)).map((f) => `${f.file}:${f.line} ${f.message}`),
    ).toEqual([]);
    const certain = estimates.filter((c): c is number => c !== undefined);
    console.info(
      `SCHEMA-CEL-009 corpus: ${certain.length} of ${estimates.length} distinct estimates certain; highest ${Math.max(...certain)}`,
    );
    expect(certain.every((c) => c <= STATIC_ESTIMATED_COST_LIMIT)).toBe(true);
    expect(certain.length).toBeGreaterThan(estimates.length / 2);
  });
});
