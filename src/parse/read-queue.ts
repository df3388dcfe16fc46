import { mayHoldPatchDocuments } from './kustomize-patches.js';
import type { MessagePort } from 'node:worker_threads';
import type { ManifestDocuments } from './manifest-file.js';

// The queue of files that the main thread and the parse workers read (pipelined-review.ts).
// Files are not dealt out in advance, and are sorted largest first: workers claim from the front
// (the large files, where the main thread would be busiest reading), the main thread from the
// back (the small ones: it reads only while it has nothing to check, and gets back to checking
// soonest). Each file is claimed once, by whichever thread gets its flag first.

/** Sent once to each parse worker, with the port it answers on. */
export interface ReadTask {
  readonly paths: readonly string[];
  readonly contents: readonly (Uint8Array | string)[];
  /** Over a SharedArrayBuffer: see COUNTER. */
  readonly counters: Int32Array;
  /** One flag per file, over a SharedArrayBuffer: 1 once some thread has claimed it. */
  readonly claimed: Int32Array;
  readonly worker: number;
  readonly port: MessagePort;
}

/**
 * Index 0: the front (the next index a worker tries); 1: files read by workers so far; 2: the
 * back (one past the next index the main thread tries); 3 + w: worker w's state.
 */
export const COUNTER = { front: 0, posted: 1, back: 2, state: 3 } as const;

/**
 * A worker is idle until it claims its first file. Once every file is claimed, the main thread
 * cancels the idle ones, so a review never waits for a worker that has nothing left to read.
 */
export const WORKER_STATE = { idle: 0, working: 1, cancelled: 2 } as const;

/**
 * A file a worker read, or could not read (the main thread reads it again and reports why). A
 * read is sent without its text when the text is the file's content as decodeText gives it
 * (`textOmitted`): the main thread holds the content, and decoding it again costs it less than
 * receiving the text. Serializing and deserializing the texts was half of what the transfer
 * cost (the corpus: 390 ms to serialize and 330 to deserialize with them, 180 and 115 without),
 * and on Node 24 the pipeline gained nothing over one thread (issue 17 item 5).
 */
export type ReadMessage = SentRead | { readonly index: number; readonly failed: string };

export interface SentRead {
  readonly index: number;
  readonly read: ManifestDocuments;
  readonly textOmitted?: true;
}

/**
 * The message that sends a read: without its text (but with whether it may hold patch directives,
 * which every file is asked), unless the read has none (a file that is not
 * text) or its text is not the content (a chart-wrapped CRD read as rendered: findings are placed in it).
 */
export function readMessage(index: number, read: ManifestDocuments): SentRead {
  return read.text === '' || read.rendered
    ? { index, read }
    : {
        index,
        read: { ...read, text: '', mayHoldPatchDocuments: mayHoldPatchDocuments(read.text) },
        textOmitted: true,
      };
}

export interface ReadQueue {
  readonly counters: Int32Array;
  readonly claimed: Int32Array;
}

export function newReadQueue(files: number, workers: number): ReadQueue {
  const counters = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * (COUNTER.state + workers)));
  counters[COUNTER.back] = files;
  return { counters, claimed: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * files)) };
}

const claim = (q: ReadQueue, i: number): boolean => Atomics.compareExchange(q.claimed, i, 0, 1) === 0;

/**
 * A worker's next file, the largest unclaimed one; -1 when the main thread has it, and so has
 * every later one (it claims from the back without gaps).
 */
export function claimFromFront(q: ReadQueue): number {
  const i = Atomics.add(q.counters, COUNTER.front, 1);
  return i < q.claimed.length && claim(q, i) ? i : -1;
}

/**
 * The main thread's next file, the smallest unclaimed one; -1 when a worker has it, and so has
 * or will every earlier one (the front hands them out in order).
 */
export function claimFromBack(q: ReadQueue): number {
  const i = Atomics.sub(q.counters, COUNTER.back, 1) - 1;
  return i >= 0 && claim(q, i) ? i : -1;
}

/** Marks worker `w` working, unless it was cancelled first (false then). */
export const startWorking = (counters: Int32Array, w: number): boolean =>
  Atomics.compareExchange(counters, COUNTER.state + w, WORKER_STATE.idle, WORKER_STATE.working) === WORKER_STATE.idle;

/** Cancels worker `w` if it has not claimed a file yet; false when it is working. */
export const cancelIfIdle = (counters: Int32Array, w: number): boolean =>
  Atomics.compareExchange(counters, COUNTER.state + w, WORKER_STATE.idle, WORKER_STATE.cancelled) === WORKER_STATE.idle;

/** Counts one more file read by a worker and wakes the main thread if it waits for one. */
export function announceRead(counters: Int32Array): void {
  Atomics.add(counters, COUNTER.posted, 1);
  Atomics.notify(counters, COUNTER.posted);
}
