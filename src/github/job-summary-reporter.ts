import type { Finding } from '../engine/finding.js';
import type { Placed } from '../engine/filter.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import { markdownLinkTarget } from '../report/markdown-link.js';
import type { Reporter, ReportOutcome } from './reporter.js';

// The job summary ($GITHUB_STEP_SUMMARY, spec/github.md §2.4): needs no token, so it is what a
// fork's pull request always gets, and the one report on events without a pull request. The notes
// (what was not delivered, a configuration change) first, then the findings in one table, then a
// count by rule, folded. A step's summary over 1 MiB is not shown at all, so the table is cut to
// fit, with an "N more" note.

/** 1 MiB per step; a margin for what @actions/core appends. */
export const MAX_SUMMARY_BYTES = 1024 * 1024 - 1024;

export interface JobSummaryOptions {
  /** The Markdown report of the shown findings with the notes, at most maxLength characters. */
  readonly render: (shown: readonly Finding[], maxLength: number, notes: readonly string[]) => string;
  /** Appends to the step summary (core.summary in the action). */
  readonly write: (markdown: string) => Promise<void>;
}

export class JobSummaryReporter implements Reporter {
  private readonly shown: Finding[] = [];
  private readonly notes: string[] = [];

  constructor(private readonly options: JobSummaryOptions) {}

  add(item: Placed): void {
    if (item.shown) this.shown.push(item.finding);
  }

  /** A sentence for readers of the summary (a fallback, a configuration change); plain text. */
  note(text: string): void {
    if (!this.notes.includes(text)) this.notes.push(text);
  }

  async flush(): Promise<ReportOutcome> {
    const markdown = this.markdown();
    try {
      await this.options.write(markdown);
    } catch (error) {
      // No GITHUB_STEP_SUMMARY (a local run): nothing to write to, which is no fault of the change.
      return { reporter: 'summary', status: 'skipped', detail: error instanceof Error ? error.message : String(error) };
    }
    return { reporter: 'summary', status: 'done', detail: `job summary with ${this.shown.length} finding(s)` };
  }

  markdown(): string {
    const byRule = rulesTable(this.shown);
    // Characters are not bytes: shrink until the UTF-8 size fits.
    let room = MAX_SUMMARY_BYTES - Buffer.byteLength(byRule);
    for (;;) {
      const report = this.options.render(this.shown, Math.max(1000, room), this.notes);
      const text = `${report}${byRule}`;
      if (Buffer.byteLength(text) <= MAX_SUMMARY_BYTES || room <= 1000) return text;
      room = Math.floor(room / 2);
    }
  }
}

function rulesTable(findings: readonly Finding[]): string {
  if (findings.length === 0) return '';
  const byRule = new Map<string, { count: number; severity: string; docsUrl: string }>();
  for (const f of findings) {
    const entry = byRule.get(f.ruleId) ?? { count: 0, severity: f.severity, docsUrl: f.docsUrl };
    entry.count += 1;
    byRule.set(f.ruleId, entry);
  }
  const rows = [...byRule]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, e]) => {
      const target = markdownLinkTarget(e.docsUrl);
      const name = target ? `[${escapeMarkdown(id)}](${target})` : escapeMarkdown(id);
      return `| ${name} | ${e.severity} | ${e.count} |\n`;
    });
  return `\n<details><summary>Findings by rule</summary>\n\n| Rule | Severity | Findings |\n| --- | --- | ---: |\n${rows.join('')}\n</details>\n`;
}
