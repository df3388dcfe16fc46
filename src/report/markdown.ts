import type { Finding, Severity } from '../engine/finding.js';
import { apiserverText } from './apiserver-text.js';
import { firstOfCopies } from './copies.js';
import { withoutHtmlEscapes } from './go-html-escapes.js';
import { codeSpan, escapeMarkdown } from './escape-markdown.js';
import { bySeverity } from './finding-order.js';
import { markdownLinkTarget } from './markdown-link.js';
import { markdownMessage } from './markdown-message.js';
import type { RenderInput } from './render-input.js';
import { regionOf } from './source-region.js';
import { summaryLine } from './summary-line.js';

// The Markdown report: a job summary, a check run's summary, `--format markdown`. One table, most
// severe first (what survives a cut matters most), so a reader sees the errors before anything
// else; each line number links to the file at the reviewed commit when the caller knows it.

export interface MarkdownOptions {
  /**
   * Stop adding rows before the text exceeds this many characters and say how many were left
   * out; a check run's summary takes at most 65,535 (DESIGN §7).
   */
  readonly maxLength?: number;
  /** `{server}/{owner}/{repo}/blob/{sha}`: locations link to `…/{path}#L{line}` below it. */
  readonly blobUrl?: string;
  /** Sentences for the reader (what was not delivered, a configuration change), in plain text; shown under the counts. */
  readonly notes?: readonly string[];
}

const TABLE_HEADER = '| Severity | Location | Rule | Finding |\n| --- | --- | --- | --- |\n';

// A symbol as well as the word, so the level shows at a glance in a long table.
const SEVERITY: Readonly<Record<Severity, string>> = {
  error: '❌ **error**',
  warning: '⚠️ **warning**',
  notice: 'ℹ️ notice',
};

export function renderMarkdown(input: RenderInput, options: MarkdownOptions = {}): string {
  const notes = (options.notes ?? []).map((n) => `\n> ${escapeMarkdown(n)}\n`).join('');
  const head = `## kube-api-review\n\n${summaryLine(input)}\n${notes}`;
  const sorted = [...input.findings].sort(bySeverity);
  if (sorted.length === 0) return head;
  // A copy of a finding in another file (copies.ts) is a row that names the row saying it in full.
  const copyOf = firstOfCopies(sorted);
  const rows = sorted.map((f) => tableRow(f, options.blobUrl, copyOf.get(f)));
  const table = `\n${TABLE_HEADER}`;
  const full = head + table + rows.join('');
  const { maxLength } = options;
  if (maxLength === undefined || full.length <= maxLength) return full;

  const noteRoom = omittedNote(sorted.length).length;
  let out = head + table;
  let shown = 0;
  for (const row of rows) {
    if (out.length + row.length + noteRoom > maxLength) break;
    out += row;
    shown += 1;
  }
  return out + omittedNote(sorted.length - shown);
}

function tableRow(f: Finding, blobUrl: string | undefined, copyOf: Finding | undefined): string {
  const target = markdownLinkTarget(f.docsUrl);
  const ruleId = escapeMarkdown(f.ruleId);
  const rule = target ? `[${ruleId}](${target})` : ruleId;
  const cell =
    copyOf !== undefined
      ? `The same as at ${escapeMarkdown(`${copyOf.file}:${regionOf(copyOf).line}`)}.`
      : [markdownMessage(f.message), fieldPathLine(f), apiserverLine(f)].filter((part) => part !== '').join('<br>');
  return `| ${SEVERITY[f.severity]} | ${location(f, blobUrl)} | ${rule} | ${cell} |\n`;
}

/** `path:line`, linked to the line (or lines) at the reviewed commit when there is one. */
function location(f: Finding, blobUrl: string | undefined): string {
  // A finding about a whole file carries line 0: it names the file alone.
  const region = f.line >= 1 ? regionOf(f) : undefined;
  const text = escapeMarkdown(region ? `${f.file}:${region.line}` : f.file);
  if (blobUrl === undefined || f.file === '' || f.file.startsWith('/') || f.file.startsWith('../')) return text;
  const anchor =
    region === undefined
      ? ''
      : region.endLine > region.line
        ? `#L${region.line}-L${region.endLine}`
        : `#L${region.line}`;
  const target = markdownLinkTarget(`${blobUrl}/${f.file.split('/').map(encodeURIComponent).join('/')}${anchor}`);
  return target ? `[${text}](${target})` : text;
}

function fieldPathLine(f: Finding): string {
  if (!f.fieldPath) return '';
  return `at ${codeSpan(f.fieldPath) ?? escapeMarkdown(f.fieldPath)}`;
}

/** What kube-apiserver would answer (data.apiserver), one code span a line (a CEL error has several). */
function apiserverLine(f: Finding): string {
  const text = apiserverText(f);
  if (text === undefined) return '';
  const lines = withoutHtmlEscapes(text)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => codeSpan(line) ?? escapeMarkdown(line));
  return `kube-apiserver: ${lines.join('<br>')}`;
}

function omittedNote(count: number): string {
  return `\n**${count} more finding${count === 1 ? ' is' : 's are'} not shown here.**\n`;
}
