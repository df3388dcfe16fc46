// npm test: the test suite and the checks that are not tests (types, formatting, lint, dead code)
// side by side, so that both cores stay busy to the end. Vitest runs its corpus project
// (vitest.config.ts: one worker that reviews the corpus once for all its files) after the other
// projects, as a group of its own: alone at the end of the run, it left a core idle for its
// whole length. Here it is a second vitest process that starts with the first, and the checks
// (each one process that mostly keeps one core) fill the rest. The main vitest's output streams as
// it runs; the corpus run's and a check's are printed whole, the corpus run's always (its summary
// is part of the suite's) and a check's when it fails.
// Arguments go to vitest and narrow the run to it (`npm test -- test/engine`: one vitest, no checks
// of the whole tree). Exit status: 0 when everything passes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

// The project's own binaries, whether npm runs this (node_modules/.bin on PATH) or a person does.
const BIN = join(import.meta.dirname, '..', 'node_modules', '.bin');
const shell = process.platform === 'win32';

const CHECKS = [
  ['tsc', ['tsc', '-p', '.']],
  ['prettier', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['eslint', ['eslint', '.']],
  ['knip', ['knip', '--no-progress']],
];
const CORPUS_RUN = ['corpus tests', ['vitest', 'run', '--project', 'corpus']];

/** A process whose output is kept, to be printed whole. */
const captured = ([name, [command, ...args]]) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(join(BIN, command), args, { stdio: ['ignore', 'pipe', 'pipe'], shell });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}\n`, seconds: 0 }));
    child.on('close', (code) =>
      resolve({ name, ok: code === 0, output, seconds: (performance.now() - started) / 1000 }),
    );
  });

/** Vitest with its output on this terminal. */
const streamed = (args) =>
  new Promise((resolve) => {
    const child = spawn(join(BIN, 'vitest'), ['run', ...args], { stdio: 'inherit', shell });
    child.on('error', (error) => {
      process.stderr.write(`vitest: ${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });

const narrowed = process.argv.length > 2;
const main = streamed(narrowed ? process.argv.slice(2) : ['--project', 'reuse', '--project', 'isolated']);
const others = narrowed ? [] : [CORPUS_RUN, ...CHECKS].map(captured);
const [tests, ...results] = await Promise.all([main, ...others]);
for (const r of results) {
  if (r.name === CORPUS_RUN[0])
    process.stdout.write(`\n${r.name} (${r.ok ? 'passed' : 'FAILED'} in ${r.seconds.toFixed(1)} s):\n${r.output}`);
  else if (r.ok) console.log(`${r.name}: passed in ${r.seconds.toFixed(1)} s`);
  else process.stderr.write(`${r.name}: FAILED\n${r.output}${r.output.endsWith('\n') ? '' : '\n'}`);
}
process.exitCode = tests && results.every((r) => r.ok) ? 0 : 1;
