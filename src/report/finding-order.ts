import { SEVERITY_RANK, type Finding } from '../engine/finding.js';

// Plain code-unit comparison, not localeCompare: the same findings must render the same bytes
// on every machine, whatever its locale.
const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Reading order: file path, line, column; ties broken so that output never depends on input order. */
export function byLocation(a: Finding, b: Finding): number {
  return (
    compareStrings(a.file, b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
    compareStrings(a.ruleId, b.ruleId) ||
    compareStrings(a.message, b.message)
  );
}

/** Most severe first, for consumers that show only the first few of a kind (GitHub's limits). */
export function bySeverity(a: Finding, b: Finding): number {
  return SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || byLocation(a, b);
}
