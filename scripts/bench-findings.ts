import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { reviewPipelined } from '../src/engine/pipelined-review.js';
import { RULES } from '../src/rules/index.js';
import { renderText } from '../src/report/text.js';
import { ruleInfoOf } from '../src/rules-table.js';
import type { ChangeSet } from '../src/sources/change-set.js';
import { VERSION } from '../src/version.js';

// npm run bench (issue 17, item 2): findings cost time in proportion to their number. One big
// CRD (10,000 properties, in 10 objects of 1,000) is reviewed clean, then broken so that it yields
// 10,000 findings (each property `type: strin`, the slip of a broken regeneration) and 30,000
// (each property also `uniqueItems: true` and `x-kubernetes-list-type: set` on a non-array),
// in one process, as the CLI reviews a directory. Targets: 10k ≤ 3 × clean, 30k ≤ 10 × clean,
// in wall time of the review; its CPU time and the text report the CLI prints after it are shown too.

const GROUPS = Number(process.env.BENCH_FINDINGS_GROUPS ?? 10);
const FIELDS = Number(process.env.BENCH_FINDINGS_FIELDS ?? 1000);
const ROUNDS = Number(process.env.BENCH_FINDINGS_ROUNDS ?? 7);

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

/** Milliseconds of CPU, every thread counted (a contended machine stretches wall time, less so this). */
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

interface Timing {
  readonly ms: number;
  readonly cpuMs: number;
  /** The text report of the findings (the CLI's default format), after the review: what the CLI goes on to do. */
  readonly reportMs: number;
  readonly findings: number;
}

// Each review starts from a collected heap, as a CLI run starts from a fresh one (bench-cr.ts
// does the same): otherwise a review pays for collecting what the one before it left (a 30k
// review's garbage fell on the next round's clean review), and a round's ratio swung with it.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

async function timeReview(text: string): Promise<Timing> {
  const changeSet = changeSetOf(text);
  collect();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await reviewPipelined(changeSet, {
    rules: RULES,
    config: DEFAULT_CONFIG,
    withBaseFindings: false,
  });
  const ms = performance.now() - started;
  const reviewCpuMs = cpuMs(cpu);
  const reporting = performance.now();
  const input = {
    findings: result.findings,
    rules: ruleInfoOf(RULES),
    texts: result.textOf,
    stats: result.stats,
    toolVersion: VERSION,
  };
  if (renderText(input).length === 0) throw new Error('bench: the report is empty'); // our bug
  return { ms, cpuMs: reviewCpuMs, reportMs: performance.now() - reporting, findings: result.findings.length };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const seconds = (ms: number): string => (ms / 1000).toFixed(2).padStart(5);

const VARIANTS = ['clean', '10k', '30k'] as const;
const texts = { clean: crd('clean'), '10k': crd('10k'), '30k': crd('30k') } as const;
await timeReview(texts.clean); // warm-up: the first review compiles the rules' code
const timings: Record<Variant, Timing[]> = { clean: [], '10k': [], '30k': [] };
// Alternating rounds, so that a burst of load on the machine falls on every variant alike.
for (let i = 0; i < ROUNDS; i++)
  for (const variant of VARIANTS) timings[variant].push(await timeReview(texts[variant]));

const of = (variant: Variant, pick: (t: Timing) => number): number => median(timings[variant].map(pick));
console.log(
  `findings: one CRD of ${GROUPS * FIELDS} properties (${(texts.clean.length / 1e6).toFixed(1)} MB), median of ${ROUNDS} alternating rounds`,
);
for (const variant of VARIANTS) {
  const count = timings[variant][0]?.findings ?? 0;
  const line = `review ${seconds(of(variant, (t) => t.ms))} s (CPU ${seconds(of(variant, (t) => t.cpuMs))} s); text report ${seconds(of(variant, (t) => t.reportMs))} s`;
  console.log(`  ${variant.padEnd(5)} ${String(count).padStart(6)} findings: ${line}`);
}
const TARGETS = { '10k': 3, '30k': 10 } as const;
for (const variant of ['10k', '30k'] as const) {
  const ratio = (pick: (t: Timing) => number): number => of(variant, pick) / of('clean', pick);
  const wall = ratio((t) => t.ms);
  const verdict = wall <= TARGETS[variant] ? 'met' : 'NOT MET';
  // The fastest review of each is the one the machine's other work disturbed least: on a loaded
  // machine a single round's ratio ranges from half to several times the median.
  const fastest = (v: Variant): number => Math.min(...timings[v].map((t) => t.ms));
  const rounds = timings[variant].map((t, i) => (t.ms / (timings.clean[i]?.ms ?? NaN)).toFixed(2)).join(' ');
  console.log(
    `  ${variant} / clean: ${wall.toFixed(2)} (target ≤ ${TARGETS[variant]}: ${verdict}); fastest of each ${(fastest(variant) / fastest('clean')).toFixed(2)}; CPU ${ratio((t) => t.cpuMs).toFixed(2)}; with the text report ${ratio((t) => t.ms + t.reportMs).toFixed(2)}; by round ${rounds}`,
  );
}
