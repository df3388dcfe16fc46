import type { Finding } from '../engine/finding.js';
import { apiserverText } from './apiserver-text.js';
import { codeFrame } from './code-frame.js';
import { firstOfCopies } from './copies.js';
import { byLocation } from './finding-order.js';
import { withoutHtmlEscapes } from './go-html-escapes.js';
import type { RenderInput } from './render-input.js';
import { regionOf } from './source-region.js';
import { summaryLine } from './summary-line.js';
import { templateDirectories } from './template-directories.js';
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
  const byFile = groupByFile(sorted);
  // A directory of templates (a chart's templates/) is said once, where its first such file stands.
  const templated = templateDirectories(byFile);
  const saidOnce = new Map([...templated].flatMap(([dir, files]) => files.map((f) => [f, dir] as const)));
  for (const [file, findings] of byFile) {
    const dir = saidOnce.get(file);
    if (dir !== undefined) {
      const files = templated.get(dir) ?? [];
      if (files[0] === file) {
        out.push(style.file(terminalSafe(`${dir}/`)));
        out.push(
          `  ${style.severity('notice', 'notice')}  ${files.length} files here look like templates (${terminalSafe(withoutHtmlEscapes(syntaxOf(findings[0])))}, …): YAML only once rendered, so they were not reviewed; --format json lists each  ${style.ruleId('[parse/template]')}`,
          '',
        );
      }
      continue;
    }
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

/** What a parse/template notice names: `Helm or Go template \`{{- /*\`` of "looks like a template: …; it is YAML only once rendered". */
const syntaxOf = (f: Finding | undefined): string =>
  /^looks like a template: (.*?); it is YAML only once rendered/.exec(f?.message ?? '')?.[1] ?? 'template syntax';

function groupByFile(sorted: readonly Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of sorted) {
    const group = groups.get(finding.file);
    if (group) group.push(finding);
    else groups.set(finding.file, [finding]);
  }
  return groups;
}
