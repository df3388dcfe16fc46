#!/usr/bin/env node
import { main } from './cli.js';

// The package's bin: sets the exit code and lets pending output drain (no process.exit).
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
});
