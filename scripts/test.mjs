// npm test: the test suite and the checks that are not tests (types, formatting, lint, dead code)
// side by side. Vitest's last group, the corpus tests, runs on one worker, which leaves a core
// idle for most of the run; the checks fill it (each is one process that mostly waits on one
// core). Vitest's output streams as it runs; a check's output is printed whole when it fails.
// Arguments go to vitest and narrow the run to it (`npm test -- test/engine`: no checks of the
// whole tree). Exit status: 0 when everything passes.
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

const check = ([name, [command, ...args]]) =>
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

const vitest = new Promise((resolve) => {
  const child = spawn(join(BIN, 'vitest'), ['run', ...process.argv.slice(2)], { stdio: 'inherit', shell });
  child.on('error', (error) => {
    process.stderr.write(`vitest: ${error.message}\n`);
    resolve(false);
  });
  child.on('close', (code) => resolve(code === 0));
});

const checks = process.argv.length > 2 ? [] : CHECKS;
const [tests, ...results] = await Promise.all([vitest, ...checks.map(check)]);
for (const r of results) {
  if (r.ok) console.log(`${r.name}: passed in ${r.seconds.toFixed(1)} s`);
  else process.stderr.write(`${r.name}: FAILED\n${r.output}${r.output.endsWith('\n') ? '' : '\n'}`);
}
process.exitCode = tests && results.every((r) => r.ok) ? 0 : 1;
