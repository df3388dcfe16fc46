import type { Stage } from './feature-gate.js';

// featuregate.prerelease values (`featuregate.Alpha`, client-go's unqualified `Alpha`, the YAML
// list's `preRelease: Alpha`) and the tag's status words (spec/go-lifecycle.md §2.1, §4.2).

const STAGES: readonly Stage[] = ['Alpha', 'Beta', 'GA', 'Deprecated'];

/** `featuregate.Beta`, `Beta` → Beta. The GA constant is "" upstream but spelled `GA` in code. */
export function stageOf(expr: string): Stage | undefined {
  const last = expr.slice(expr.lastIndexOf('.') + 1).trim();
  return STAGES.find((s) => s === last);
}

/** The `status=` word for a stage; GA has none (the tag is removed at GA). */
export function statusOfStage(stage: Stage): string {
  return stage.toLowerCase();
}
