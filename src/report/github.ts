import type { Finding, Severity } from '../engine/finding.js';
import { bySeverity } from './finding-order.js';
import type { RenderInput } from './render-input.js';
import { regionOf } from './source-region.js';

// GitHub workflow commands, one line per finding, which the Actions runner turns into
// annotations on the run and on the files of a pull request. The runner shows only the first
// 10 annotations of each level per step, so the most severe come first.

const COMMAND: Readonly<Record<Severity, string>> = { error: 'error', warning: 'warning', notice: 'notice' };

export function renderWorkflowCommands(input: RenderInput): string {
  return [...input.findings]
    .sort(bySeverity)
    .map((f) => `${workflowCommand(f)}\n`)
    .join('');
}

function workflowCommand(f: Finding): string {
  const region = regionOf(f);
  // The runner drops col and endColumn when the lines differ, so they are only sent for one line.
  const sameLine = region.endLine === region.line;
  const properties: [string, string | number][] = [
    ['file', f.file],
    ['line', region.line],
  ];
  if (sameLine) properties.push(['col', region.column]);
  properties.push(['endLine', region.endLine]);
  if (sameLine) properties.push(['endColumn', region.endColumn]);
  properties.push(['title', f.ruleId]);
  const list = properties
    .map(([key, value]) => [key, String(value)] as const)
    .filter(([, value]) => value !== '') // @actions/core leaves out empty properties too
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::${COMMAND[f.severity]}${list ? ` ${list}` : ''}::${escapeData(f.message)}`;
}

// As @actions/core's command.ts: the runner reads up to the line end, splits properties at
// commas and the command from its data at "::", and unescapes these sequences.
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
