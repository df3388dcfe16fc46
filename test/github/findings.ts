import type { Finding, Severity } from '../../src/engine/finding.js';
import type { Placed } from '../../src/engine/filter.js';

// Findings as the engine hands them to reporters, for the reporter tests.
export function finding(n: number, over: Partial<Finding> = {}): Finding {
  return {
    ruleId: 'approval/invalid',
    severity: 'error' as Severity,
    message: `message ${n}`,
    file: 'crds/a.yaml',
    line: n,
    column: 3,
    endLine: n,
    endColumn: 9,
    fieldPath: 'metadata.annotations[api-approved.kubernetes.io]',
    docsUrl: 'https://github.com/kube-api-review/kube-api-review/blob/main/docs/rules/approval/invalid.md',
    fingerprint: `approval/invalid crd-${n} metadata.annotations[api-approved.kubernetes.io]`,
    ...over,
  };
}

export const placed = (f: Finding, shown = true): Placed => ({
  finding: f,
  shown,
  inChangedFile: true,
  inHunk: true,
  onAddedLine: true,
});
