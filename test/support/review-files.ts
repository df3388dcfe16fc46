import { expect } from 'vitest';
import { DEFAULT_CONFIG, type Config } from '../../src/engine/config.js';
import type { Finding } from '../../src/engine/finding.js';
import type { Rule } from '../../src/engine/rule.js';
import type { GoParser } from '../../src/parse/go/go-parser.js';
import { review } from '../../src/engine/run.js';
import type { RuleServices } from '../../src/engine/rule-services.js';
import type { ChangeSet, ChangedFile } from '../../src/sources/change-set.js';

// What rule-tester.ts does not cover: several files (channels of one CRD, a kustomization beside
// its manifests, grants of one name in several files), and a base of several files.

export type Files = Readonly<Record<string, string>>;

/** Runs rules over head files (and base files: then the change is an update) as the CLI would. */
export function reviewFiles(
  rules: readonly Rule[],
  head: Files,
  options: {
    base?: Files;
    config?: Config;
    goParser?: GoParser;
    headLinks?: Record<string, string>;
    baseLinks?: Record<string, string>;
    services?: RuleServices;
  } = {},
): Finding[] {
  const { base } = options;
  const paths = new Set([...Object.keys(head), ...Object.keys(base ?? {})]);
  const files: ChangedFile[] = [...paths].map((path) => {
    const h = head[path];
    const b = base?.[path];
    const lines = [{ start: 1, end: (h ?? '').split('\n').length }];
    return {
      path,
      status: h === undefined ? 'removed' : b === undefined ? 'added' : 'modified',
      ...(h === undefined ? {} : { head: h }),
      ...(b === undefined ? {} : { base: b }),
      addedLines: h === undefined ? [] : lines,
      hunkLines: h === undefined ? [] : lines,
    };
  });
  const changeSet: ChangeSet = {
    root: '/',
    hasBase: base !== undefined,
    files,
    ...(options.headLinks ? { headLinks: new Map(Object.entries(options.headLinks)) } : {}),
    ...(options.baseLinks ? { baseLinks: new Map(Object.entries(options.baseLinks)) } : {}),
  };
  const result = review(changeSet, {
    rules,
    config: options.config ?? DEFAULT_CONFIG,
    withBaseFindings: false,
    ...(options.goParser ? { goParser: options.goParser } : {}),
    ...(options.services ? { services: options.services } : {}),
  });
  expect(result.internalErrors).toEqual([]);
  return [...result.findings];
}

/** `ruleId file:line:column fieldPath`, which pins all of them in one comparison. */
export const located = (f: Finding): string =>
  `${f.ruleId} ${f.file}:${f.line}:${f.column} ${f.fieldPath ?? ''}`.trim();
