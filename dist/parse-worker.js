import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);

// src/parse/parse-worker.ts
import * as nodeModule from "node:module";
import { parentPort } from "node:worker_threads";
nodeModule.enableCompileCache?.();
var { readManifestDocuments } = await import("./chunk-ZA3H3DWF.js");
var { announceRead, claimFromFront, startWorking } = await import("./chunk-XBTYVT47.js");
parentPort?.once("message", (task) => {
  const { port, counters } = task;
  if (startWorking(counters, task.worker)) {
    for (let i = claimFromFront(task); i !== -1; i = claimFromFront(task)) {
      try {
        port.postMessage({
          index: i,
          read: readManifestDocuments(task.paths[i] ?? "", task.contents[i] ?? "")
        });
      } catch (error) {
        port.postMessage({ index: i, failed: String(error) });
      }
      announceRead(counters);
    }
  }
  port.close();
});
