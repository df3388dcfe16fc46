#!/usr/bin/env node
// A namespace import: Node 20 (which the README's `node dist/cli.js` supports) has no
// enableCompileCache, and a named import of it fails before anything runs.
import * as nodeModule from 'node:module';
import { loadCore } from './cli-core-loader.js';
import { runKind } from './run-kind.js';

/** The hash of cli-core.cjs, written in when this entry is built beside it (scripts/build-bundles.mjs). */
declare const __KAR_CORE_HASH__: string;

// The package's bin: sets the exit code and lets pending output drain (no process.exit).

// Node's compile cache (in the OS temp directory unless NODE_COMPILE_CACHE says otherwise) spares
// every later start the compilation of this entry. The CLI's own code, cli-core.cjs beside it,
// comes through a code cache of its own that holds what a run compiled (cli-core-loader.ts), in
// the directory Node's cache uses (issue 17 item 4: a start costs at most twice Node's own).
nodeModule.enableCompileCache?.();
const args = process.argv.slice(2);
const core = loadCore<typeof import('./cli.js')>(
  process.getBuiltinModule('node:path').dirname(process.getBuiltinModule('node:url').fileURLToPath(import.meta.url)),
  __KAR_CORE_HASH__,
  runKind(args),
);
const { main } = core.exports;

// Output is written to the file descriptors, not through process.stdout and process.stderr: the
// first use of either builds a Node stream (for a pipe, the net and stream modules; for a file or
// /dev/null, fs streams, which load fs/promises and readline), several milliseconds of a start
// that writes a line (issue 17 item 4). A write is whole before the next begins, as it was on a
// pipe and a file; a terminal or pipe set to non-blocking by another process is waited for.
const fs = process.getBuiltinModule('node:fs');
const closed = new Set<number>();

function writeTo(fd: number): (text: string) => void {
  return (text) => {
    if (closed.has(fd)) return;
    let data = Buffer.from(text);
    while (data.length > 0) {
      try {
        data = data.subarray(fs.writeSync(fd, data));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // A reader that stops early (`kube-api-review … | head`) closes the pipe: that is not a
        // crash, so the rest of the output is dropped quietly and the exit status stays the review's.
        if (code === 'EPIPE') {
          closed.add(fd);
          return;
        }
        if (code !== 'EAGAIN') throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
      }
    }
  };
}

/**
 * Whether a descriptor is a terminal, asked of Node's tty module (which loads net and the
 * streams) only for a character device other than /dev/null: a pipe, a file or /dev/null is none.
 */
function isTerminal(fd: number): boolean {
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isCharacterDevice() || stat.rdev === fs.statSync('/dev/null').rdev) return false;
  } catch {
    // No such descriptor, or no /dev/null (Windows): ask the tty module.
  }
  return process.getBuiltinModule('node:tty').isatty(fd);
}

process.exitCode = await main(args, {
  stdout: writeTo(1),
  stderr: writeTo(2),
  cwd: process.cwd(),
  env: process.env,
  // A manifest stream (`helm template … | kube-api-review -`) is reviewed as one file, read whole.
  stdin: async () => Buffer.concat((await process.stdin.toArray()) as Buffer[]),
  get stdinIsTTY() {
    return isTerminal(0);
  },
  get stdoutIsTTY() {
    return isTerminal(1);
  },
  get stderrIsTTY() {
    return isTerminal(2);
  },
});
// After the output: the first run of a kind writes the code cache the next ones start from.
core.saveCache();
