import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { review } from '../src/engine/run.js';
import { RULES } from '../src/rules/index.js';
import { readDirectorySource } from '../src/sources/directory-source.js';

// 439 real CRDs that real API servers accept (../shared/corpus): the whole engine must find no
// error in them. Without ../shared (a checkout on its own) the test says so and is skipped.
const corpus = resolve(import.meta.dirname, '../../shared/corpus/crds');
const present = existsSync(corpus);
if (!present) console.warn(`corpus test skipped: ${corpus} is absent`);

describe.skipIf(!present)('the corpus of real CRDs', () => {
  it('gives no error, and exactly the expected warnings and notices', async () => {
    const changeSet = await readDirectorySource(['.'], { cwd: corpus, include: [], exclude: [] });
    const result = review(changeSet, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });
    expect(result.internalErrors).toEqual([]);
    expect(result.stats.objects).toBe(439);
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const counts: Record<string, number> = {};
    for (const f of result.findings) counts[f.ruleId] = (counts[f.ruleId] ?? 0) + 1;
    expect(counts).toEqual(EXPECTED_NON_ERRORS);
  });
});

// Why each is right (../shared/corpus/README.md, "api-approved.kubernetes.io"):
const EXPECTED_NON_ERRORS: Record<string, number> = {
  // COSI (5, "unapproved, experimental v1alpha2 changes"), storage-version-migrator (1,
  // "unapproved, test only") and sample-controller (2, "unapproved, experimental-only; …").
  'approval/unapproved': 8,
  // The 12 CRDs in *.x-k8s.io groups that carry the annotation: not protected, so it does nothing.
  'approval/outside-protected-group': 12,
  // windows-gmsa links a KEP directory (a tree URL), not the pull request that approved it.
  'approval/not-a-pull-request': 1,
};
