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
import { isAbsolute, join } from 'node:path';

// The project's own binaries, whether npm runs this (node_modules/.bin on PATH) or a person does.
const MODULES = join(import.meta.dirname, '..', 'node_modules');
const BIN = join(MODULES, '.bin');
const shell = process.platform === 'win32';

// The types are checked by TypeScript 7, the native compiler (the package `typescript-native`): it
// checks this tree in a third of the CPU time of TypeScript 5's tsc. `typescript` 5 stays for what
// uses the compiler's JavaScript API (typescript-eslint, knip), which TypeScript 7 does not have.
// Each check keeps a cache in node_modules/.cache (which npm ci empties), so a run after a change
// re-checks only what changed: eslint and prettier by file content, tsc by its build info.
const CACHE = join(MODULES, '.cache', 'kube-api-review');
const CHECKS = [
  [
    'tsc',
    [
      process.execPath,
      join(MODULES, 'typescript-native', 'bin', 'tsc'),
      '-p',
      '.',
      '--incremental',
      '--tsBuildInfoFile',
      join(CACHE, 'tsbuildinfo'),
    ],
  ],
  [
    'prettier',
    [
      'prettier',
      '--check',
      '--log-level',
      'warn',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      join(CACHE, 'prettier'),
      '.',
    ],
  ],
  ['eslint', ['eslint', '--cache', '--cache-strategy', 'content', '--cache-location', join(CACHE, 'eslint'), '.']],
  ['knip', ['knip', '--no-progress', '--cache', '--cache-location', join(CACHE, 'knip')]],
];
const CORPUS_RUN = ['corpus tests', ['vitest', 'run', '--project', 'corpus']];

/** A process whose output is kept, to be printed whole. */
const captured = ([name, [command, ...args]]) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(isAbsolute(command) ? command : join(BIN, command), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell,
    });
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
