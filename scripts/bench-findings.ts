import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { reviewPipelined } from '../src/engine/pipelined-review.js';
import { RULES } from '../src/rules/index.js';
import type { ChangeSet } from '../src/sources/change-set.js';

// npm run bench (issue 17, item 2): findings cost time in proportion to their number. One big
// CRD (10,000 properties, in 10 objects of 1,000) is reviewed clean, then broken so that it yields
// 10,000 findings (each property `type: strin`, the slip of a broken regeneration) and 30,000
// (each property also `uniqueItems: true` and `x-kubernetes-list-type: set` on a non-array),
// in one process, as the CLI reviews a directory. Targets: 10k ≤ 3 × clean, 30k ≤ 10 × clean.

const GROUPS = Number(process.env.BENCH_FINDINGS_GROUPS ?? 10);
const FIELDS = Number(process.env.BENCH_FINDINGS_FIELDS ?? 1000);
const ROUNDS = Number(process.env.BENCH_FINDINGS_ROUNDS ?? 3);

type Variant = 'clean' | '10k' | '30k';

function crd(variant: Variant): string {
  const lines = [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'metadata:',
    '  name: widgets.example.com',
    'spec:',
    '  group: example.com',
    '  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}',
    '  scope: Namespaced',
    '  versions:',
    '  - name: v1',
    '    served: true',
    '    storage: true',
    '    schema:',
    '      openAPIV3Schema:',
    '        type: object',
    '        properties:',
    '          spec:',
    '            type: object',
    '            properties:',
  ];
  for (let g = 0; g < GROUPS; g++) {
    lines.push(`              group${g}:`, '                type: object', '                properties:');
    for (let f = 0; f < FIELDS; f++) {
      const at = ' '.repeat(20);
      lines.push(`                  field${f}:`, `${at}type: ${variant === 'clean' ? 'string' : 'strin'}`);
      if (variant === '30k') lines.push(`${at}uniqueItems: true`, `${at}x-kubernetes-list-type: set`);
      lines.push(`${at}description: Field ${f} of group ${g}.`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const changeSetOf = (text: string): ChangeSet => ({
  root: '.',
  hasBase: false,
  files: [{ path: 'crd.yaml', status: 'added', head: new TextEncoder().encode(text), addedLines: [], hunkLines: [] }],
});

async function timeReview(text: string): Promise<{ ms: number; findings: number }> {
  const started = performance.now();
  const result = await reviewPipelined(changeSetOf(text), { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });
  return { ms: performance.now() - started, findings: result.findings.length };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const texts = { clean: crd('clean'), '10k': crd('10k'), '30k': crd('30k') } as const;
await timeReview(texts.clean); // warm-up: the first review compiles the rules' code
const times: Record<Variant, number[]> = { clean: [], '10k': [], '30k': [] };
const counts: Record<Variant, number> = { clean: 0, '10k': 0, '30k': 0 };
for (let i = 0; i < ROUNDS; i++) {
  for (const variant of ['clean', '10k', '30k'] as const) {
    const { ms, findings } = await timeReview(texts[variant]);
    times[variant].push(ms);
    counts[variant] = findings;
  }
}
const clean = median(times.clean);
console.log(`findings: one CRD of ${GROUPS * FIELDS} properties (${(texts.clean.length / 1e6).toFixed(1)} MB), median of ${ROUNDS}`);
for (const variant of ['clean', '10k', '30k'] as const) {
  console.log(`  ${variant.padEnd(6)} ${String(counts[variant]).padStart(6)} findings ${(median(times[variant]) / 1000).toFixed(2).padStart(6)} s`);
}
console.log(`  10k / clean: ${(median(times['10k']) / clean).toFixed(2)} (target ≤ 3); 30k / clean: ${(median(times['30k']) / clean).toFixed(2)} (target ≤ 10)`);
