#!/usr/bin/env node
import { main } from './cli.js';

// The package's bin: sets the exit code and lets pending output drain (no process.exit).

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
});
