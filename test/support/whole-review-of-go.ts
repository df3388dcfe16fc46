import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import type { Rule } from '../../src/engine/rule.js';
import { review } from '../../src/engine/run.js';
import type { GoParser } from '../../src/parse/go/go-parser.js';
import type { ChangeSet } from '../../src/sources/change-set.js';
import { changedFile } from './changed-file.js';
import { goParser } from '../parse/go/go-parser-instance.js';

/**
 * A whole review of these files (manifests and Go) with these rules, and the Go files it parsed:
 * which files a rule made the review parse is what tests of lazy Go parsing assert.
 */
export function wholeReviewOfGo(
  rules: readonly Rule[],
  files: Readonly<Record<string, string>>,
): { readonly findings: string[]; readonly parsed: string[] } {
  const parsed: string[] = [];
  const counting: GoParser = {
    ...goParser,
    parse: (path, content) => {
      parsed.push(path);
      return goParser.parse(path, content);
    },
  };
  const changeSet: ChangeSet = {
    root: '/',
    hasBase: false,
    files: Object.entries(files).map(([path, head]) => changedFile(path, 'added', head)),
  };
  const findings = review(changeSet, {
    rules,
    config: DEFAULT_CONFIG,
    withBaseFindings: false,
    goParser: counting,
  }).findings.map((f) => `${f.ruleId} ${f.file}:${f.line}`);
  return { findings, parsed: parsed.sort() };
}
