import type { Finding } from '../engine/finding.js';
import { escapeMarkdown } from './escape-markdown.js';
import { byLocation } from './finding-order.js';
import { markdownLinkTarget } from './markdown-link.js';
import type { RenderInput } from './render-input.js';
import { regionOf } from './source-region.js';
import { summaryLine } from './summary-line.js';

export interface MarkdownOptions {
  /**
   * Stop adding rows before the text exceeds this many characters and say how many were left
   * out; a check run's summary takes at most 65,535 (DESIGN §7).
   */
  readonly maxLength?: number;
}

const TABLE_HEADER = '| Line | Severity | Rule | Message |\n| ---: | --- | --- | --- |\n';

/** A job summary or check-run report: a heading, the counts, and one table per file. */
export function renderMarkdown(input: RenderInput, options: MarkdownOptions = {}): string {
  const head = `## kube-api-review\n\n${summaryLine(input)}\n`;
  const sorted = [...input.findings].sort(byLocation);
  const full = head + sorted.map((f, i) => sectionStart(f, sorted[i - 1]) + tableRow(f)).join('');
  const { maxLength } = options;
  if (maxLength === undefined || full.length <= maxLength) return full;

  const noteRoom = omittedNote(sorted.length).length;
  let out = head;
  let shown = 0;
  for (const [i, f] of sorted.entries()) {
    const piece = sectionStart(f, sorted[i - 1]) + tableRow(f);
    if (out.length + piece.length + noteRoom > maxLength) break;
    out += piece;
    shown += 1;
  }
  return out + omittedNote(sorted.length - shown);
}

function sectionStart(finding: Finding, previous: Finding | undefined): string {
  return previous?.file === finding.file ? '' : `\n### ${escapeMarkdown(finding.file)}\n\n${TABLE_HEADER}`;
}

function tableRow(f: Finding): string {
  const target = markdownLinkTarget(f.docsUrl);
  const ruleId = escapeMarkdown(f.ruleId);
  const rule = target ? `[${ruleId}](${target})` : ruleId;
  const at = f.fieldPath ? ` (at ${escapeMarkdown(f.fieldPath)})` : '';
  return `| ${regionOf(f).line} | ${f.severity} | ${rule} | ${escapeMarkdown(f.message)}${at} |\n`;
}

function omittedNote(count: number): string {
  return `\n**${count} more finding${count === 1 ? ' is' : 's are'} not shown here.**\n`;
}
