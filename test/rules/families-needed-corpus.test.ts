import { expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import { review } from '../../src/engine/run.js';
import { RULES } from '../../src/rules/index.js';
import { familiesNeeded } from '../../src/rules/families-needed.js';
import { reviewRules } from '../../src/rules/review-rules.js';
import type { ChangeSet } from '../../src/sources/change-set.js';
import { CORPUS, corpusReview } from '../support/corpus-review.js';
import { describeWithShared } from '../support/shared-tree.js';

// A review that needs none of the lazy families runs without their checks (rules/review-rules.ts):
// on every file of the corpus reviewed alone, as `kube-api-review FILE` reviews it, that must
// find exactly what every rule finds.
describeWithShared(CORPUS, 'the rule families a review of one corpus file loads', () => {
  it('leave out only families that find nothing in it', async () => {
    const { changeSet, manifests } = await corpusReview();
    const core = await reviewRules(new Set());
    const withoutLazy: string[] = [];
    for (const f of changeSet.files) {
      const parsed = f.head === undefined ? undefined : manifests.get(f.head);
      if (parsed === undefined) continue;
      const one: ChangeSet = { ...changeSet, files: [f] };
      if (familiesNeeded(one, DEFAULT_CONFIG, parsed.objects).size > 0) continue;
      withoutLazy.push(f.path);
      const options = { config: DEFAULT_CONFIG, withBaseFindings: false, manifests };
      const all = review(one, { ...options, rules: RULES });
      const some = review(one, { ...options, rules: core });
      expect(some.findings).toEqual(all.findings);
      expect(some.internalErrors).toEqual(all.internalErrors);
    }
    // Every CRD file of crds/ (439 CRDs, a file each) is reviewed without the lazy families.
    expect(withoutLazy.filter((p) => p.startsWith('crds/')).length).toBe(
      changeSet.files.filter((f) => f.path.startsWith('crds/') && manifests.has(f.head ?? '')).length,
    );
  });
});
