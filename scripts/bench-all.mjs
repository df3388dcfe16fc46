// npm run bench: every bench in turn, each to the end whatever an earlier one found, so that one
// command shows every figure (issue 17 item 7); a bench below its target (one on a slower host,
// such as lifecycle's MB/s) no longer hides those after it. Exits 1 when any bench did, naming it.
import { spawnSync } from 'node:child_process';

const BENCHES = [
  'bench.ts',
  'bench-refgrant.ts',
  'bench-lifecycle.ts',
  'bench-findings.ts',
  'bench-pr.ts',
  'bench-compat.ts',
  'bench-cr.ts',
  'bench-process.ts',
];

const failed = [];
for (const bench of BENCHES) {
  const run = spawnSync(process.execPath, ['scripts/run-ts.mjs', `scripts/${bench}`], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(`${bench} (${run.status ?? run.signal})`);
}
if (failed.length > 0) {
  console.error(`\nbenches that missed a target or failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
