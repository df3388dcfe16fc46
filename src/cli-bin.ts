#!/usr/bin/env node
// A namespace import: Node 20 (which the README's `node dist/cli.js` supports) has no
// enableCompileCache, and a named import of it fails before anything runs.
import * as nodeModule from 'node:module';

// The package's bin: sets the exit code and lets pending output drain (no process.exit).

// Node's compile cache (in the OS temp directory unless NODE_COMPILE_CACHE says otherwise) spares
// every later start the compilation of the bundle's code. It covers only modules loaded after it
// is on, so this file is all that loads before it, and the CLI comes in through import()
// (issue 17 item 4: a start costs at most twice Node's own).
nodeModule.enableCompileCache?.();
const { main } = await import('./cli.js');

// A reader that stops early (`kube-api-review … | head`) closes the pipe: that is not a crash,
// so the rest of the output is dropped quietly and the exit status stays the review's.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  // A manifest stream (`helm template … | kube-api-review -`) is reviewed as one file, read whole.
  stdin: async () => Buffer.concat((await process.stdin.toArray()) as Buffer[]),
  stdinIsTTY: process.stdin.isTTY === true,
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
});
