import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { reviewPipelined } from '../src/engine/pipelined-review.js';
import { RULES } from '../src/rules/index.js';
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const which = process.argv[2] ?? '10k';
const text = readFileSync(`/tmp/own/prof/${which}.yaml`);
const cs = () => ({ root: '.', hasBase: false, files: [{ path: 'crd.yaml', status: 'added' as const, head: new Uint8Array(text), addedLines: [], hunkLines: [] }] });
for (let i = 0; i < 4; i++) {
  gc(); const before = process.memoryUsage().heapUsed;
  const t = performance.now();
  const r = await reviewPipelined(cs(), { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });
  const ms = performance.now() - t;
  gc(); const after = process.memoryUsage().heapUsed;
  const keep = r.findings; (globalThis as any).keep ??= []; (globalThis as any).keep.push(keep);
  console.log(which, JSON.stringify(r.findings).length, ms.toFixed(0), 'ms retained MB', ((after - before) / 1e6).toFixed(1));
}
