import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../../../src/engine/config.js';
import { review } from '../../../../src/engine/run.js';
import { cel } from '../../../../src/rules/crd/cel.js';
import { RuleCosts } from '../../../../src/rules/crd/cel/cost/rule-costs.js';
import { STATIC_ESTIMATED_COST_LIMIT } from '../../../../src/rules/crd/cel/cost/cost-limits.js';
import { readDirectorySource } from '../../../../src/sources/directory-source.js';

// SCHEMA-CEL-009 over the corpus (../shared/corpus), whose CRDs real API servers accept: no cost
// finding may stand, and every certain estimate must be within the per-expression limit even
// before cardinality. The count of certain estimates guards against the estimator silently
// giving up on everything.
const corpus = resolve(import.meta.dirname, '../../../../../shared/corpus');
const present = existsSync(corpus);

describe.skipIf(!present)('crd/cel cost limits over the corpus', () => {
  afterEach(() => vi.restoreAllMocks());
  it('find nothing, and estimate most rules', async () => {
    const estimates: (number | undefined)[] = [];
    const original = RuleCosts.prototype.maxCost;
    vi.spyOn(RuleCosts.prototype, 'maxCost').mockImplementation(function (this: RuleCosts, ...args) {
      const cost = original.apply(this, args);
      estimates.push(cost);
      return cost;
    });
    const changeSet = await readDirectorySource(['.'], { cwd: corpus, include: [], exclude: [] });
    const result = review(changeSet, { rules: [cel], config: DEFAULT_CONFIG, withBaseFindings: false });
    expect(result.findings.filter((f) => /cost/.test(f.message)).map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([]);
    const certain = estimates.filter((c): c is number => c !== undefined);
    console.info(`SCHEMA-CEL-009 corpus: ${certain.length} of ${estimates.length} distinct estimates certain; highest ${Math.max(...certain)}`);
    expect(certain.every((c) => c <= STATIC_ESTIMATED_COST_LIMIT)).toBe(true);
    expect(certain.length).toBeGreaterThan(estimates.length / 2);
  }, 120_000);
});
