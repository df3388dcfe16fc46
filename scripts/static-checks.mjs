// npm test's checks that are not tests: types, formatting, lint and dead code, run side by side
// (each is one process that mostly waits on one core), each one's output printed whole when it
// fails. Exit status: 0 when all pass, 1 otherwise.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

// The project's own binaries, whether npm runs this (node_modules/.bin on PATH) or a person does.
const BIN = join(import.meta.dirname, '..', 'node_modules', '.bin');

const CHECKS = [
  ['tsc', ['tsc', '-p', '.']],
  ['prettier', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['eslint', ['eslint', '.']],
  ['knip', ['knip', '--no-progress']],
];

const run = ([name, [command, ...args]]) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(join(BIN, command), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}\n`, seconds: 0 }));
    child.on('close', (code) =>
      resolve({ name, ok: code === 0, output, seconds: (performance.now() - started) / 1000 }),
    );
  });

const results = await Promise.all(CHECKS.map(run));
for (const r of results) {
  if (r.ok) console.log(`${r.name}: passed in ${r.seconds.toFixed(1)} s`);
  else process.stderr.write(`${r.name}: FAILED\n${r.output}${r.output.endsWith('\n') ? '' : '\n'}`);
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
