import { expect, it } from 'vitest';
import { lifecycleRules } from '../../../src/rules/lifecycle/index.js';
import { CORPUS, corpusFindings, corpusReview } from '../../support/corpus-review.js';
import { describeWithShared } from '../../support/shared-tree.js';

// The lifecycle family over the shared corpus of real manifests (../shared/corpus), with the Go
// parser loaded as the CLI would load it. The corpus holds YAML only (CRDs, Gateway API and PVC
// manifests; no Go files and no versioned_feature_list.yaml), so the family has nothing to say:
// zero findings of any severity is the exact count, and it shows that YAML files (including ones
// named like the feature list's neighbours) are never mistaken for gate definitions. The review
// is the one all corpus tests share (support/corpus-review.ts).
describeWithShared(CORPUS, 'the lifecycle family over the corpus', () => {
  it('gives no finding at all', async () => {
    expect((await corpusReview()).result.internalErrors).toEqual([]);
    const findings = await corpusFindings(lifecycleRules);
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(findings).toEqual([]);
  });
});
