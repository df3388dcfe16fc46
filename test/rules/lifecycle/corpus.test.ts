import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { review } from '../../../src/engine/run.js';
import { lifecycleRules } from '../../../src/rules/lifecycle/index.js';
import { readDirectorySource } from '../../../src/sources/directory-source.js';
import { goParser } from '../../parse/go/go-parser-instance.js';

// The lifecycle family over the shared corpus of real manifests (../shared/corpus), with the Go
// parser loaded as the CLI would load it. The corpus holds YAML only (CRDs, Gateway API and PVC
// manifests; no Go files and no versioned_feature_list.yaml), so the family has nothing to say:
// zero findings of any severity is the exact count, and it shows that YAML files (including ones
// named like the feature list's neighbours) are never mistaken for gate definitions.
const corpus = resolve(import.meta.dirname, '../../../../shared/corpus');
const present = existsSync(corpus);
if (!present) console.warn(`lifecycle corpus test skipped: ${corpus} is absent`);

describe.skipIf(!present)('the lifecycle family over the corpus', () => {
  it('gives no finding at all', async () => {
    const changeSet = await readDirectorySource(['.'], { cwd: corpus, include: [], exclude: [] });
    const result = review(changeSet, { rules: lifecycleRules, config: DEFAULT_CONFIG, withBaseFindings: false, goParser });
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(result.findings).toEqual([]);
  });
});
