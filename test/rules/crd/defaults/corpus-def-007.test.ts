import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../../src/engine/config.js';
import { defineRule } from '../../../../src/engine/rule.js';
import { review } from '../../../../src/engine/run.js';
import { defaults } from '../../../../src/rules/crd/defaults.js';
import { DEFAULT_CEL_STATS, type CelStats } from '../../../../src/rules/crd/defaults/validate-default-cel.js';
import { readDirectorySource } from '../../../../src/sources/directory-source.js';

// SCHEMA-DEF-007 over the corpus (../shared/corpus/crds: CRDs real API servers accepted, many
// with defaults under CEL rules): no finding, and a record of how much was actually decided, so
// that a change that silently stops evaluating shows here.
const corpus = resolve(import.meta.dirname, '../../../../../shared/corpus');
const present = existsSync(corpus);
if (!present) console.warn(`corpus test skipped: ${corpus} is absent`);

describe.skipIf(!present)('SCHEMA-DEF-007 over the corpus', () => {
  it('SCHEMA-DEF-007: the corpus gives no finding, and most (default, rule) pairs are decided', async () => {
    const changeSet = await readDirectorySource(['crds'], { cwd: corpus, include: [], exclude: [] });
    let stats: CelStats | undefined;
    // Runs after crd/defaults in the same review, so it reads that review's tally.
    const tally = defineRule({
      id: 'test/def-007-tally',
      meta: { severity: 'notice', description: 'reads the SCHEMA-DEF-007 tally', messages: { none: '' } },
      check: (ctx) => {
        stats = ctx.cache.get(DEFAULT_CEL_STATS);
        return [];
      },
    });
    const result = review(changeSet, { rules: [defaults, tally], config: DEFAULT_CONFIG, withBaseFindings: false });
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([]);
    expect(stats).toBeDefined();
    const { certain, notRun, uncertain, reported, overBudget } = stats as CelStats;
    expect(reported).toBe(0);
    // Evaluated with a certain result (all true); transition rules certainly not run (below a
    // list that is not a map list); not decided: regular expressions and duration() (33), rules
    // crd/cel's type check cannot settle (31, Gateway API's nested exists_one), a rule at a
    // resource root. No schema comes near the runtime cost budget.
    expect({ certain, notRun, uncertain, overBudget }).toEqual({ certain: 580, notRun: 0, uncertain: 65, overBudget: 0 });
  }, 120_000);
});
