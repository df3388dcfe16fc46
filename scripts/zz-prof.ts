import { readFileSync } from 'node:fs';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { reviewPipelined } from '../src/engine/pipelined-review.js';
import { RULES } from '../src/rules/index.js';
const which = process.argv[2] ?? '10k';
const text = readFileSync(`/tmp/own/prof/${which}.yaml`);
const cs = () => ({ root: '.', hasBase: false, files: [{ path: 'crd.yaml', status: 'added' as const, head: new Uint8Array(text), addedLines: [], hunkLines: [] }] });
for (let i = 0; i < 8; i++) {
  const t = performance.now();
  const r = await reviewPipelined(cs(), { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });
  console.log(which, r.findings.length, (performance.now() - t).toFixed(0), 'ms');
}
