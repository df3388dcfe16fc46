#!/usr/bin/env node
import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);

// src/cli-bin.ts
import * as nodeModule from "node:module";
nodeModule.enableCompileCache?.();
var { main } = await import("./chunk-NK24RY44.js");
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
});
process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env
});
