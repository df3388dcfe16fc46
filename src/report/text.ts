import type { Finding } from '../engine/finding.js';
import { apiserverText } from './apiserver-text.js';
import { codeFrame } from './code-frame.js';
import { firstOfCopies } from './copies.js';
import { byLocation } from './finding-order.js';
import { withoutHtmlEscapes } from './go-html-escapes.js';
import type { RenderInput } from './render-input.js';
import { regionOf } from './source-region.js';
import { summaryLine } from './summary-line.js';
import { terminalSafe } from './terminal-safe.js';
import { COLOURED, PLAIN } from './text-style.js';

export interface TextOptions {
  /** ANSI colours, for a terminal (the CLI decides: NO_COLOR, FORCE_COLOR, --color). */
  readonly colour?: boolean;
  /** Where a finding's document was made (the chart template of a `helm template` stream), shown under it. */
  readonly origin?: (finding: Finding) => string | undefined;
}

/** The terminal report: findings grouped by file, each with its source line and carets. */
export function renderText(input: RenderInput, options: TextOptions = {}): string {
  const style = options.colour === true ? COLOURED : PLAIN;
  const out: string[] = [];
  const sorted = [...input.findings].sort(byLocation);
  // A copy of a finding in another file (copies.ts) is one line that names where it is said in full.
  const copyOf = firstOfCopies(sorted);
  for (const [file, findings] of groupByFile(sorted)) {
    const lines = input.texts(file)?.split('\n');
    out.push(style.file(terminalSafe(file)));
    for (const finding of findings) {
      const region = regionOf(finding);
      const first = copyOf.get(finding);
      if (first !== undefined) {
        const at = regionOf(first);
        out.push(
          `  ${region.line}:${region.column}  ${style.severity(finding.severity, finding.severity)}  the same as ${terminalSafe(first.file)}:${at.line}:${at.column}  ${style.ruleId(`[${terminalSafe(finding.ruleId)}]`)}`,
        );
        continue;
      }
      out.push(
        `  ${region.line}:${region.column}  ${style.severity(finding.severity, finding.severity)}  ${terminalSafe(withoutHtmlEscapes(finding.message))}  ${style.ruleId(`[${terminalSafe(finding.ruleId)}]`)}`,
      );
      const origin = options.origin?.(finding);
      if (origin !== undefined) out.push(`    rendered from ${terminalSafe(origin)}`);
      // What `kubectl apply` would print, so the user recognises the rejection; a multi-line
      // detail (a CEL compilation error: the issue, the expression, a caret) keeps its lines.
      const rejection = apiserverText(finding);
      if (rejection !== undefined) {
        const [first = '', ...rest] = withoutHtmlEscapes(rejection).split('\n');
        out.push(`    kube-apiserver: ${terminalSafe(first)}`);
        for (const line of rest) out.push(`      ${terminalSafe(line)}`);
      }
      // A finding about a whole file (line 0) has no line to show.
      const source = finding.line >= 1 ? lines?.[region.line - 1] : undefined;
      if (source === undefined) continue;
      const endColumn = region.endLine === region.line ? region.endColumn : undefined;
      // The parser counts lines by \n alone, so a CRLF file leaves \r at the end of each line.
      const frame = codeFrame(source.replace(/\r$/, ''), region.line, region.column, endColumn);
      const [sourceLine = '', caretLine = ''] = frame;
      const carets =
        style === PLAIN ? caretLine : caretLine.replace(/\^+$/, (marks) => style.severity(finding.severity, marks));
      out.push(`    ${sourceLine}`, `    ${carets}`);
    }
    out.push('');
  }
  out.push(summaryLine(input));
  return `${out.join('\n')}\n`;
}

function groupByFile(sorted: readonly Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of sorted) {
    const group = groups.get(finding.file);
    if (group) group.push(finding);
    else groups.set(finding.file, [finding]);
  }
  return groups;
}
