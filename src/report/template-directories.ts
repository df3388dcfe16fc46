import { posix } from 'node:path';
import type { Finding } from '../engine/finding.js';

// A Helm chart's templates/ (or any directory of templates) gives one parse/template notice a
// file: bitnami/charts' whole tree printed 3,013 of them, one per template, around the findings
// that matter. The terminal report says it once a directory where several files are templates
// and nothing else (the JSON, SARIF and GitHub reports keep every notice).

/** Files of one directory that have only parse/template findings: this many or more are said once. */
const MIN_TEMPLATE_FILES = 5;

/** By directory, the files whose findings are parse/template notices only, where there are MIN_TEMPLATE_FILES or more. */
export function templateDirectories(byFile: ReadonlyMap<string, readonly Finding[]>): Map<string, string[]> {
  const byDirectory = new Map<string, string[]>();
  for (const [file, findings] of byFile) {
    if (!findings.every((f) => f.ruleId === 'parse/template' && f.severity === 'notice')) continue;
    const dir = posix.dirname(file);
    const files = byDirectory.get(dir);
    if (files) files.push(file);
    else byDirectory.set(dir, [file]);
  }
  for (const [dir, files] of byDirectory) if (files.length < MIN_TEMPLATE_FILES) byDirectory.delete(dir);
  return byDirectory;
}
