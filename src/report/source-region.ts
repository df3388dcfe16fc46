import type { Finding } from '../engine/finding.js';

/** A finding's range made safe to hand to consumers that reject or drop malformed ones. */
export interface SourceRegion {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  /** Exclusive, as the engine reports it (the column after the last character). */
  readonly endColumn: number;
}

const positive = (n: number): number => (Number.isFinite(n) ? Math.max(1, Math.trunc(n)) : 1);

// SARIF requires positions ≥ 1 and an end not before the start; the Actions runner silently drops
// the columns (or the lines) of an annotation whose range runs backwards. A finding about a whole
// file may carry line 0, so this is clamped rather than trusted.
export function regionOf(finding: Finding): SourceRegion {
  const line = positive(finding.line);
  const column = positive(finding.column);
  const endLine = Math.max(line, positive(finding.endLine));
  const endColumn = endLine === line ? Math.max(column, positive(finding.endColumn)) : positive(finding.endColumn);
  return { line, column, endLine, endColumn };
}
