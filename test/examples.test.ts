import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { review } from '../src/engine/run.js';
import { approvalRules } from '../src/rules/approval/index.js';
import { crdRules } from '../src/rules/crd/index.js';
import type { ChangedFile } from '../src/sources/change-set.js';

// examples/ is what a user runs first; each example must show exactly the finding it is named
// after, and the clean one none. Read as a directory review: every file added, no base.

const ROOT = fileURLToPath(new URL('../examples/', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

it('examples/ gives exactly the findings each example is named after', () => {
  const files: ChangedFile[] = filesUnder(ROOT)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => {
      const head = readFileSync(f, 'utf8');
      const lines = head.split('\n').length;
      return { path: relative(ROOT, f).split(sep).join('/'), status: 'added', head, addedLines: [{ start: 1, end: lines }], hunkLines: [{ start: 1, end: lines }] };
    });
  const result = review({ root: ROOT, hasBase: false, files }, { rules: [...approvalRules, ...crdRules], config: DEFAULT_CONFIG, withBaseFindings: false });
  expect(result.internalErrors).toEqual([]);
  expect(result.findings.map((f) => ({ ruleId: f.ruleId, file: f.file, line: f.line }))).toEqual([
    { ruleId: 'approval/invalid', file: 'approval/invalid.yaml', line: 8 },
    { ruleId: 'approval/missing', file: 'approval/missing.yaml', line: 7 },
    { ruleId: 'approval/not-a-pull-request', file: 'approval/not-a-pull-request.yaml', line: 8 },
    { ruleId: 'approval/outside-protected-group', file: 'approval/outside-protected-group.yaml', line: 8 },
    { ruleId: 'approval/placeholder-url', file: 'approval/placeholder-url.yaml', line: 8 },
    { ruleId: 'approval/unapproved', file: 'approval/unapproved.yaml', line: 8 },
    { ruleId: 'crd/api-version', file: 'crd/v1beta1.yaml', line: 3 },
  ]);
});
