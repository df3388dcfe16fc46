// A namespace import: Node 20 (which the README's `node dist/cli.js` supports) has no
// enableCompileCache, and a named import of it fails before anything runs.
import * as nodeModule from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { ReadMessage, ReadTask } from './read-queue.js';

// A parse worker (its own bundle, dist/parse-worker.js, started by pipelined-review.ts): it
// claims files from the shared queue, reads each into plain values and sends them on as it goes,
// while the main thread runs the rules over the files already read. It reads only what it is
// sent, and runs nothing from the files.

// A worker thread does not share the main thread's compile cache: it turns on its own before it
// loads the reader, so that each worker of each run does not compile js-yaml again (issue 17
// item 4). The task waits in the port until the listener below is attached.
nodeModule.enableCompileCache?.();
const { readManifestDocuments } = await import('./manifest-file.js');
const { announceRead, claimFromFront, readMessage, startWorking } = await import('./read-queue.js');

parentPort?.once('message', (task: ReadTask) => {
  const { port, counters } = task;
  if (startWorking(counters, task.worker)) {
    for (let i = claimFromFront(task); i !== -1; i = claimFromFront(task)) {
      try {
        port.postMessage(readMessage(i, readManifestDocuments(task.paths[i] ?? '', task.contents[i] ?? '')));
      } catch (error) {
        // Reading threw (our bug) or the values could not be sent: the main thread reads the file.
        port.postMessage({ index: i, failed: String(error) } satisfies ReadMessage);
      }
      announceRead(counters);
    }
  }
  port.close();
});
