import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildBundles } from './build-bundles.mjs';
import { readDirectorySource } from '../src/sources/directory-source.js';

// npm run bench (issue 17, items 3 and 4): the built CLI as a user starts it, one process a run.
// Cold start: `--help` and a one-file review against a bare `node -e 0`, in alternating runs with
// a warm compile cache (targets: ≤ 2x). Peak memory: the corpus review against a bare js-yaml
// load of the same files, each its own process, in alternating runs (target: ≤ 2.5x). Both on
// the pinned `node` package's Node 24 (node_modules/.bin/node, which `npm run` puts first on PATH)
// whichever Node runs the bench itself, and the figures say which Node that was.

const corpus = resolve(process.argv[2] ?? '../shared/corpus');
const START_ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 20);
const MEMORY_ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3);
// A gateway-api CRD with CEL rules and patterns: a review that loads what a real CRD needs.
const REAL_CRD = join(
  corpus,
  'crds/kubernetes-sigs__gateway-api/config/crd/experimental/gateway.networking.k8s.io_udproutes.yaml',
);

// Built as scripts/bundle.mjs builds dist/, under the repository's package.json (type: module)
// as dist/ is, so that Node does not have to guess each file's module format.
const dist = resolve('.bench/dist');
rmSync(dist, { recursive: true, force: true });
await buildBundles(dist, { only: ['cli', 'parseWorker'] });
const cli = join(dist, 'cli.js');
const env = { ...process.env, NODE_COMPILE_CACHE: resolve('.bench/compile-cache') };
const pinnedNode = resolve('node_modules/.bin/node');
const node = existsSync(pinnedNode) ? pinnedNode : process.execPath;
const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
rmSync(env.NODE_COMPILE_CACHE, { recursive: true, force: true });

const small = resolve('.bench/one-crd/crd.yaml');
mkdirSync(resolve('.bench/one-crd'), { recursive: true });
writeFileSync(
  small,
  `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.example.com
spec:
  group: demo.example.com
  names: {plural: widgets, kind: Widget}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`,
);

/** Wall time of one run, in milliseconds. */
function timeRun(args: readonly string[]): number {
  const started = process.hrtime.bigint();
  const run = spawnSync(node, args, { env, stdio: 'ignore' });
  if (run.error) throw run.error;
  return Number(process.hrtime.bigint() - started) / 1e6;
}

// CPU time beside the wall time: on a machine shared with other work the wall time of a start
// measures the wait for a core as much as the start. User and system time of all the process's
// threads, as its own getrusage reports them at exit, written by a preloaded module (so taken in
// runs of their own, the wall time's runs having no preload); a child process's (git's) is not counted.
const reportCpu = `data:text/javascript,${encodeURIComponent("import { writeSync } from 'node:fs'; process.on('exit', () => { const u = process.resourceUsage(); writeSync(2, `\\ncpuMicros ${u.userCPUTime + u.systemCPUTime}\\n`); });")}`;
/** CPU time of one run, in milliseconds. */
function cpuRun(args: readonly string[]): number {
  const run = spawnSync(node, ['--import', reportCpu, ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const micros = /cpuMicros (\d+)\s*$/.exec(run.stderr)?.[1];
  if (micros === undefined) throw new Error(`no CPU time from ${args.join(' ')}: ${run.stderr.slice(0, 500)}`);
  return Number(micros) / 1000;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const starts: Record<string, readonly string[]> = {
  'node -e 0': ['-e', '0'],
  'cli --help': [cli, '--help'],
  'cli: one small CRD': [cli, small],
  ...(existsSync(REAL_CRD) ? { 'cli: one gateway-api CRD (CEL)': [cli, REAL_CRD] } : {}),
};
for (const args of Object.values(starts)) timeRun(args); // fills the compile cache
const startMs = new Map<string, number[]>(Object.keys(starts).map((k) => [k, []]));
const cpuMs = new Map<string, number[]>(Object.keys(starts).map((k) => [k, []]));
for (let i = 0; i < START_ROUNDS; i++) {
  for (const [name, args] of Object.entries(starts)) {
    startMs.get(name)?.push(timeRun(args));
    cpuMs.get(name)?.push(cpuRun(args));
  }
}
const bare = median(startMs.get('node -e 0') ?? []);
const bareCpu = median(cpuMs.get('node -e 0') ?? []);
console.log(
  `cold start on Node ${nodeVersion} (${node}; median of ${START_ROUNDS} alternating runs, warm compile cache; target ≤ 2 × node -e 0):`,
);
console.log(
  `  ${''.padEnd(34)} ${'wall'.padStart(10)}  ${'ratio'.padStart(6)}  ${'CPU'.padStart(10)}  ${'ratio'.padStart(6)}`,
);
for (const [name, ms] of startMs) {
  const cpu = median(cpuMs.get(name) ?? []);
  console.log(
    `  ${name.padEnd(34)} ${median(ms).toFixed(1).padStart(7)} ms  ${(median(ms) / bare).toFixed(2).padStart(4)} ×  ${cpu.toFixed(1).padStart(7)} ms  ${(cpu / bareCpu).toFixed(2).padStart(4)} ×`,
  );
}

// Peak RSS (all threads) as the process's own getrusage reports it at exit, written by a
// preloaded module so that the CLI itself is what a user runs.
const reportPeak = `data:text/javascript,${encodeURIComponent("import { writeSync } from 'node:fs'; process.on('exit', () => writeSync(2, `\\nmaxRSS ${process.resourceUsage().maxRSS}\\n`));")}`;
/** Peak RSS and wall time of one run (the `--import` hook's cost is in both runs compared). */
function peakAndWall(args: readonly string[]): { kib: number; ms: number } {
  const started = process.hrtime.bigint();
  const run = spawnSync(node, ['--import', reportPeak, ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const kib = /maxRSS (\d+)\s*$/.exec(run.stderr)?.[1];
  if (kib === undefined) throw new Error(`no peak RSS from ${args.join(' ')}: ${run.stderr.slice(0, 500)}`);
  return { kib: Number(kib), ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

// The bare load reads the files the review reads (the same selection), each with js-yaml's
// loadAll, keeping nothing, as scripts/bench.ts times it.
const listing = await readDirectorySource(['.'], { cwd: corpus, include: [], exclude: [] });
const list = resolve('.bench/corpus-files.json');
writeFileSync(
  list,
  JSON.stringify(listing.files.filter((f) => /\.(ya?ml|json)$/i.test(f.path)).map((f) => join(corpus, f.path))),
);
const bareLoad = [
  '--input-type=module',
  '-e',
  "import { loadAll } from 'js-yaml'; import { readFileSync } from 'node:fs'; for (const p of JSON.parse(readFileSync(process.argv[1], 'utf8'))) { try { loadAll(readFileSync(p, 'utf8')); } catch {} }",
  list,
];
const bareKiB: number[] = [];
const reviewKiB: number[] = [];
const bareMs: number[] = [];
const reviewMs: number[] = [];
for (let i = 0; i < MEMORY_ROUNDS; i++) {
  const bareRun = peakAndWall(bareLoad);
  const reviewRun = peakAndWall([cli, corpus, '--format', 'json']);
  bareKiB.push(bareRun.kib);
  reviewKiB.push(reviewRun.kib);
  bareMs.push(bareRun.ms);
  reviewMs.push(reviewRun.ms);
}
const mib = (kib: number): string => `${(kib / 1024).toFixed(0)} MiB`;
console.log(
  `peak memory on Node ${nodeVersion}, ${corpus} (median of ${MEMORY_ROUNDS} alternating runs; target ≤ 2.5 × the bare load):`,
);
console.log(
  `  js-yaml loadAll, keeping nothing    ${mib(median(bareKiB)).padStart(8)}   by run: ${bareKiB.map(mib).join(' ')}`,
);
console.log(
  `  cli ${corpus.split('/').pop()} --format json`.padEnd(38) +
    `${mib(median(reviewKiB)).padStart(8)}   by run: ${reviewKiB.map(mib).join(' ')}`,
);
console.log(
  `  review / bare load: ${(median(reviewKiB) / median(bareKiB)).toFixed(2)}; by run: ${reviewKiB.map((r, i) => (r / (bareKiB[i] ?? NaN)).toFixed(2)).join(' ')}`,
);
// The same runs' wall time: the review as a user runs it, one cold process, against a cold process
// that only loads the files (bench.ts compares the two warmed up in one process, round after round).
console.log(
  `  wall, one cold process each: review / bare load ${(median(reviewMs) / median(bareMs)).toFixed(2)} (${(median(reviewMs) / 1000).toFixed(2)} s against ${(median(bareMs) / 1000).toFixed(2)} s)`,
);
