import type { Finding } from '../engine/finding.js';
import type { Placed } from '../engine/filter.js';
import { renderWorkflowCommands } from '../report/github.js';
import type { RuleInfo } from '../report/render-input.js';
import type { Reporter, ReportOutcome } from './reporter.js';

// Workflow-command annotations: what a read-only token (a fork's pull request) still allows
// (spec/github.md §2.3, §2.5). The runner shows only 10 per level per step and 50 per job, so the
// most severe come first and the log says where the rest are.

/** The runner's per-step limit for each of error, warning and notice. */
export const ANNOTATIONS_PER_LEVEL = 10;

export interface AnnotationsOptions {
  readonly write: (text: string) => void;
  readonly rules: readonly RuleInfo[];
}

export class AnnotationsReporter implements Reporter {
  private readonly shown: Finding[] = [];

  constructor(private readonly options: AnnotationsOptions) {}

  add(item: Placed): void {
    if (item.shown) this.shown.push(item.finding);
  }

  flush(): Promise<ReportOutcome> {
    const text = renderWorkflowCommands({
      findings: this.shown,
      rules: this.options.rules,
      texts: () => undefined,
      stats: { files: 0, objects: 0, durationMs: 0 },
      toolVersion: '',
    });
    this.options.write(text);
    const hidden = (['error', 'warning', 'notice'] as const)
      .map((s) => Math.max(0, this.shown.filter((f) => f.severity === s).length - ANNOTATIONS_PER_LEVEL))
      .reduce((a, b) => a + b, 0);
    const more = hidden > 0 ? `; the runner shows 10 per level, so ${hidden} more are only in the job summary` : '';
    return Promise.resolve({
      reporter: 'annotations',
      status: 'done',
      detail: `${this.shown.length} workflow-command annotation(s)${more}`,
    });
  }
}
