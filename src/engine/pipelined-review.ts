import { nowMs } from './clock.js';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { MessagePort, Worker } from 'node:worker_threads';
import { enabledRules, readOrReport, resolveReports, runRules } from './check-world.js';
import type { Finding } from './finding.js';
import type { InternalError } from './internal-error.js';
import { ReviewCache } from './review-cache.js';
import type { Rule } from './rule.js';
import { review, type Review, type ReviewOptions } from './run.js';
import { sharedContents } from './shared-contents.js';
import { World } from './world.js';
import { textOnDemand } from '../parse/text-on-demand.js';
import { Locator } from '../parse/locate.js';
import { nonObjectFiles } from '../parse/non-object-files.js';
import { isManifestPath, manifestFileOf, type ManifestDocuments, type ManifestFile } from '../parse/manifest-file.js';
import {
  cancelIfIdle,
  claimFromBack,
  COUNTER,
  newReadQueue,
  type ReadMessage,
  type SentRead,
  type ReadTask,
} from '../parse/read-queue.js';
import { isChanged, type ChangeSet } from '../sources/change-set.js';

// A large review as a two-stage pipeline. Reading YAML and the CRD rules are nearly all of its
// time. Parse workers only read files (js-yaml is small code, quick to warm up on a new thread)
// and send the values on; the main thread runs the rules whose scope is 'object' over each file
// as it arrives, and reads files itself whenever none is waiting, so neither stage idles. Once
// every file is in, review() runs the other rules over the whole repository and merges: the
// result is the one review() gives on its own, finding for finding and in the same order
// (test/engine/pipelined-review.test.ts). The rules stay on one thread, so their code warms up
// once, as in review(): a design that also ran rules on the workers measured slower from a
// cold start. A worker that cannot start, fails on a file or dies leaves its files to the main
// thread. A review with a base (update semantics need the stored objects first) is review(),
// on the files the workers read (reviewWithBase).

export interface PipelineOptions {
  /** The worker's module; default: parse-worker.js beside this module (the bundles' layout). */
  readonly workerUrl?: URL;
  /** Parse workers besides the main thread; default: one fewer than the cores, at most 3. */
  readonly workers?: number;
  /** Below this many bytes of manifests the review stays on one thread. */
  readonly minBytes?: number;
  /**
   * The main thread reads files too whenever none waits to be checked (default); false leaves
   * every file to the workers, so that tests can tell the workers' reading from its own.
   */
  readonly mainThreadReads?: boolean;
}

/**
 * Starting a worker takes a few milliseconds of the main thread (and tens on its own): below
 * 2 MiB of YAML, about 40 ms of reading, the main thread would read nearly all of it alone.
 */
export const MIN_PIPELINE_BYTES = 2 * 1024 * 1024;
const MAX_WORKERS = 3;
/** How long the main thread sleeps at most while waiting for a worker (it is woken sooner). */
const WAIT_MS = 100;
/**
 * A parse worker's young generation, in MiB. Left to V8, a worker's heap grew to about 170 MiB
 * while holding under 60 (issue 17 item 3: the corpus review peaked at 2.8x the RSS of a bare
 * js-yaml load); capped, it stays near 30 and the review spends no more CPU (of 4, 8, 16 MiB and
 * no cap, 8 spent the least). The old generation is not capped, so no file is too large for a worker.
 */
const WORKER_YOUNG_GENERATION_MB = 8;

export async function reviewPipelined(
  changeSet: ChangeSet,
  options: ReviewOptions,
  pipeline: PipelineOptions = {},
): Promise<Review> {
  const started = nowMs();
  // Rules that read other files for an object (consultsOtherFiles) run in the whole-world pass.
  const rules = enabledRules(options.rules, options.config).filter(
    (r) => r.scope === 'object' && r.consultsOtherFiles !== true,
  );
  const workerUrl = pipeline.workerUrl ?? new URL('./parse-worker.js', import.meta.url);
  const workerCount = pipeline.workers ?? Math.min(MAX_WORKERS, availableParallelism() - 1);
  const canStart = workerCount > 0 && existsSync(fileURLToPath(workerUrl));
  if (changeSet.hasBase)
    return canStart
      ? reviewWithBase(changeSet, options, { ...pipeline, workerUrl, workers: workerCount }, started)
      : review(changeSet, options);
  const heads = changeSet.files.filter((f) => f.head !== undefined && isManifestPath(f.path));
  const bytes = heads.reduce((n, f) => n + (f.head?.length ?? 0), 0);
  if (rules.length === 0 || !canStart || bytes < (pipeline.minBytes ?? MIN_PIPELINE_BYTES)) {
    return review(changeSet, options);
  }

  const cache = new ReviewCache();
  // Once for the pipeline and review() alike: reading every chainsaw and kyverno test file for the
  // files they name took kyverno's review 1.5 s, and review() did it again (0.5 s).
  const nonObjectsOfSides = nonObjectFiles(changeSet.files, changeSet.headLinks);
  const nonObjects = nonObjectsOfSides.head; // no base: this review has none
  const internalErrors: InternalError[] = [];
  const findings: Finding[] = [];
  const read = await readInPipeline(
    heads.map((f) => ({ path: f.path, content: f.head ?? '' })),
    { ...pipeline, workerUrl, workers: workerCount },
    internalErrors,
    ({ path }, documents) => {
      const nonObject = nonObjects.get(path);
      const file = manifestFileOf(documents, nonObject === undefined ? {} : { nonObject });
      for (const f of checkFile(file, rules, options, cache, internalErrors)) findings.push(f); // no spread: a file may hold very many
      options.onFileParsed?.(file);
      return file;
    },
  );
  const result = review(changeSet, {
    ...options,
    manifests: read,
    nonObjects: nonObjectsOfSides,
    cache,
    checked: { ruleIds: new Set(rules.map((r) => r.id)), findings, internalErrors },
  });
  return { ...result, stats: { ...result.stats, durationMs: Math.round(nowMs() - started) } };
}

/**
 * The review of a change: update semantics need the stored objects before any rule runs, so the
 * workers only read, both sides of every file review() will parse up front (in a partial review,
 * the changed ones: unchanged files stay lazy), and review() runs on what they read. A large
 * change (a whole tree of CRDs regenerated, `kube-api-review compat` over two large files) then
 * reads in parallel instead of twice on one thread.
 */
async function reviewWithBase(
  changeSet: ChangeSet,
  options: ReviewOptions,
  pipeline: PipelineOptions & { readonly workers: number; readonly workerUrl: URL },
  started: number,
): Promise<Review> {
  const eager = changeSet.files.filter(
    (f) => isManifestPath(f.path) && (options.unchangedFiles === true || isChanged(f)),
  );
  const nonObjects = nonObjectFiles(changeSet.files, changeSet.headLinks);
  const sides = eager
    .flatMap((f) => [
      ...(f.base === undefined
        ? []
        : [
            {
              path: f.previousPath ?? f.path,
              content: f.base,
              nonObject: nonObjects.base.get(f.previousPath ?? f.path),
            },
          ]),
      ...(f.head === undefined || f.head === f.base
        ? []
        : [{ path: f.path, content: f.head, nonObject: nonObjects.head.get(f.path) }]),
    ])
    .filter((s) => !options.manifests?.has(s.content)); // read already
  const bytes = sides.reduce((n, s) => n + s.content.length, 0);
  if (bytes < (pipeline.minBytes ?? MIN_PIPELINE_BYTES)) return review(changeSet, { ...options, nonObjects });
  const internalErrors: InternalError[] = [];
  // Each side is read with its own nonObject: base and head of a file share its path, not always its reading.
  const read = await readInPipeline(sides, pipeline, internalErrors, ({ nonObject }, documents) => {
    const file = manifestFileOf(documents, nonObject === undefined ? {} : { nonObject });
    options.onFileParsed?.(file);
    return file;
  });
  const result = review(changeSet, {
    ...options,
    nonObjects,
    manifests: new Map([...(options.manifests ?? []), ...read]),
  });
  return {
    ...result,
    internalErrors: [...internalErrors, ...result.internalErrors],
    stats: { ...result.stats, durationMs: Math.round(nowMs() - started) },
  };
}

/**
 * Reads the contents with the parse workers and the main thread together, `onRead` turning each
 * read into a file as it arrives (on the main thread); the files by content, as review() takes them.
 */
async function readInPipeline<T extends { readonly path: string; readonly content: Uint8Array | string }>(
  contentsOf: readonly T[],
  pipeline: PipelineOptions & { readonly workers: number; readonly workerUrl: URL },
  internalErrors: InternalError[],
  onRead: (entry: T, documents: ManifestDocuments) => ManifestFile,
): Promise<Map<Uint8Array | string, ManifestFile>> {
  // Loaded here, not imported: a small review, the common one, never starts a thread, and
  // node:worker_threads costs a CLI start a few milliseconds (issue 17 item 4).
  const { receiveMessageOnPort } = process.getBuiltinModule('node:worker_threads');
  // Largest first. Workers take files from the front, the main thread from the back: it reads
  // only while no file waits to be checked, and a small file gets it back to checking soonest.
  const order = [...contentsOf].sort((a, b) => b.content.length - a.content.length);
  const paths = order.map((f) => f.path);
  const contents = sharedContents(order.map((f) => f.content));
  const queue = newReadQueue(order.length, pipeline.workers);
  const { counters } = queue;
  const workers = Array.from({ length: pipeline.workers }, (_, w) =>
    startWorker(pipeline.workerUrl, { paths, contents, ...queue, worker: w }),
  );

  const files: (ManifestFile | undefined)[] = new Array<ManifestFile | undefined>(order.length);
  let done = 0;
  const check = (i: number, read: ManifestDocuments): void => {
    files[i] = onRead(order[i] as T, read);
    done++;
  };
  const readHere = (i: number): ManifestDocuments => readOrReport(paths[i] ?? '', contents[i] ?? '', internalErrors);
  // A read sent without its text (readMessage) gets it back from the content, decoded as the worker
  // did when first asked for (textOnDemand).
  const withText = (message: SentRead): ManifestDocuments =>
    message.textOmitted ? textOnDemand(message.read, contents[message.index] ?? '') : message.read;

  /** Checks every file the workers have sent so far; false when none was waiting. */
  const checkSent = (): boolean => {
    let received = false;
    for (const w of workers) {
      for (let m = receiveMessageOnPort(w.port); m !== undefined; m = receiveMessageOnPort(w.port)) {
        const message = m.message as ReadMessage;
        check(message.index, 'read' in message ? withText(message) : readHere(message.index));
        received = true;
      }
    }
    return received;
  };

  // Without reading here, the main thread has nothing to claim, and waits for the workers.
  let exhausted = pipeline.mainThreadReads === false;
  while (done < order.length) {
    const posted = Atomics.load(counters, COUNTER.posted);
    if (checkSent()) continue;
    const i = exhausted ? -1 : claimFromBack(queue);
    if (i !== -1) {
      check(i, readHere(i));
      continue;
    }
    if (!exhausted) {
      // Every file is claimed: a worker that never began is stopped rather than waited for.
      exhausted = true;
      workers.forEach((w, n) => {
        if (cancelIfIdle(counters, n)) w.stop();
      });
    }
    if (workers.every((w) => w.stopped)) break; // what a dead worker claimed is read below
    const wait = Atomics.waitAsync(counters, COUNTER.posted, posted, WAIT_MS);
    if (wait.async) await wait.value;
    else await new Promise((resolve) => setImmediate(resolve)); // let exit events arrive
  }
  checkSent();
  for (const w of workers) w.stop();
  for (let i = 0; i < files.length; i++) {
    if (!files[i]) check(i, readHere(i)); // claimed by a worker that died with it
  }
  return new Map(order.map((f, i) => [f.content, files[i] as ManifestFile] as const));
}

/** The object rules over one file, as soon as it is read: its findings, positioned. */
function checkFile(
  file: ManifestFile,
  rules: readonly Rule[],
  options: ReviewOptions,
  cache: ReviewCache,
  errors: InternalError[],
): Finding[] {
  // A file without objects still has its parse problems (parse/ rules are object-scoped: a file's own).
  const ctx = {
    head: new World([file]),
    baseOf: () => undefined,
    config: options.config,
    ...(options.services ? { services: options.services } : {}),
    cache,
  };
  return resolveReports(
    runRules(rules, ctx, errors),
    options.config,
    new Locator((path) => (path === file.path ? file.text : undefined)),
  );
}

interface ParseWorker {
  /** Where its files arrive; read without the event loop (receiveMessageOnPort). */
  readonly port: MessagePort;
  /** True once it has exited, failed to start, or been stopped. */
  readonly stopped: boolean;
  stop(): void;
}

function startWorker(url: URL, task: Omit<ReadTask, 'port'>): ParseWorker {
  const { MessageChannel, Worker } = process.getBuiltinModule('node:worker_threads');
  const { port1, port2 } = new MessageChannel();
  let worker: Worker | undefined;
  const state = {
    port: port1,
    stopped: false,
    stop(): void {
      state.stopped = true;
      void worker?.terminate();
    },
  };
  try {
    worker = new Worker(url, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
    worker.once('exit', () => (state.stopped = true));
    worker.once('error', () => (state.stopped = true));
    worker.postMessage({ ...task, port: port2 } satisfies ReadTask, [port2]);
  } catch {
    state.stop(); // no thread here: the main thread reads everything
  }
  return state;
}
