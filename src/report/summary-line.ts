import type { Finding, Severity } from '../engine/finding.js';
import type { RenderInput } from './render-input.js';

const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

function countBySeverity(findings: readonly Finding[]): Readonly<Record<Severity, number>> {
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}

/** The one-line outcome shared by the text and Markdown reports, so both say the same thing. */
export function summaryLine(input: Pick<RenderInput, 'findings' | 'stats'>): string {
  const { files, objects, durationMs } = input.stats;
  const scope = `${plural(files, 'file')} (${plural(objects, 'object')})`;
  if (input.findings.length === 0) return `no findings in ${scope}`;
  const counts = countBySeverity(input.findings);
  const tally = [plural(counts.error, 'error'), plural(counts.warning, 'warning'), plural(counts.notice, 'notice')];
  return `${tally.join(', ')} in ${scope} in ${Math.round(durationMs)}ms`;
}
