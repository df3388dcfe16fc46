#!/usr/bin/env node
import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);

// src/cli-bin.ts
import * as nodeModule from "node:module";
nodeModule.enableCompileCache?.();
var { main } = await import("./chunk-ZG2JJWUY.js");
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
});
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  // A manifest stream (`helm template … | kube-api-review -`) is reviewed as one file, read whole.
  stdin: async () => Buffer.concat(await process.stdin.toArray()),
  stdinIsTTY: process.stdin.isTTY === true,
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true
});
