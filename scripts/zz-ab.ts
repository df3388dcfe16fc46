import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { reviewPipelined } from '../src/engine/pipelined-review.js';
import { RULES } from '../src/rules/index.js';
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const texts = { clean: readFileSync('/tmp/own/prof/clean.yaml'), '10k': readFileSync('/tmp/own/prof/10k.yaml') };
const cs = (t: Buffer) => ({ root: '.', hasBase: false, files: [{ path: 'crd.yaml', status: 'added' as const, head: new Uint8Array(t), addedLines: [], hunkLines: [] }] });
const cpu: Record<string, number[]> = { clean: [], '10k': [] };
for (let i = 0; i < Number(process.argv[2] ?? 9); i++) for (const k of ['clean', '10k'] as const) {
  gc();
  const c = process.cpuUsage();
  await reviewPipelined(cs(texts[k]), { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });
  const u = process.cpuUsage(c);
  cpu[k]!.push((u.user + u.system) / 1000);
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const min = (xs: number[]) => Math.min(...xs);
console.log(`clean cpu med ${med(cpu.clean!).toFixed(0)} min ${min(cpu.clean!).toFixed(0)}; 10k cpu med ${med(cpu['10k']!).toFixed(0)} min ${min(cpu['10k']!).toFixed(0)}; ratio med ${(med(cpu['10k']!) / med(cpu.clean!)).toFixed(2)} min ${(min(cpu['10k']!) / min(cpu.clean!)).toFixed(2)}`);
