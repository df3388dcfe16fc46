#!/usr/bin/env node
import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import*as nodeModule from"node:module";nodeModule.enableCompileCache?.();var{main}=await import("./chunk-O5C6ZX3S.js");process.stdout.on("error",error=>{if(error.code!=="EPIPE")throw error});process.exitCode=await main(process.argv.slice(2),{stdout:text=>process.stdout.write(text),stderr:text=>process.stderr.write(text),cwd:process.cwd(),env:process.env,stdin:async()=>Buffer.concat(await process.stdin.toArray()),stdinIsTTY:process.stdin.isTTY===!0,stdoutIsTTY:process.stdout.isTTY===!0,stderrIsTTY:process.stderr.isTTY===!0});
