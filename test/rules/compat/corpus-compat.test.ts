import { expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { compatRules } from '../../../src/rules/compat/index.js';
import type { ChangeSet } from '../../../src/sources/change-set.js';
import { CORPUS, corpusReview, reviewCorpusAgain } from '../../support/corpus-review.js';
import { describeWithShared } from '../../support/shared-tree.js';

// Every real CRD of ../shared/corpus compared with itself (spec/crd-compatibility.md §1: base
// against base finds nothing), each file reviewed as modified so that every rule of the family,
// the off-by-default notice included, compares every CRD.
describeWithShared(CORPUS, 'the compat/ rules over the corpus, each CRD compared with itself', () => {
  it('find nothing', async () => {
    const { changeSet } = await corpusReview();
    const selfChange: ChangeSet = {
      ...changeSet,
      hasBase: true,
      files: changeSet.files.map((f) => ({ ...f, status: 'modified', base: f.head })),
    };
    const config = { ...DEFAULT_CONFIG, rules: new Map([['compat/description-changed', 'notice' as const]]) };
    const result = await reviewCorpusAgain(compatRules, { changeSet: selfChange, config });
    expect(result.internalErrors).toEqual([]);
    expect(result.stats.objects).toBeGreaterThan(400);
    expect(result.findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.message}`)).toEqual([]);
  });
});
