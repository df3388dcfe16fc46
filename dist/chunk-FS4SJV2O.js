import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);

// src/parse/read-queue.ts
var COUNTER = { front: 0, posted: 1, back: 2, state: 3 };
var WORKER_STATE = { idle: 0, working: 1, cancelled: 2 };
function newReadQueue(files, workers) {
  const counters = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * (COUNTER.state + workers)));
  counters[COUNTER.back] = files;
  return { counters, claimed: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * files)) };
}
var claim = (q, i) => Atomics.compareExchange(q.claimed, i, 0, 1) === 0;
function claimFromFront(q) {
  const i = Atomics.add(q.counters, COUNTER.front, 1);
  return i < q.claimed.length && claim(q, i) ? i : -1;
}
function claimFromBack(q) {
  const i = Atomics.sub(q.counters, COUNTER.back, 1) - 1;
  return i >= 0 && claim(q, i) ? i : -1;
}
var startWorking = (counters, w) => Atomics.compareExchange(counters, COUNTER.state + w, WORKER_STATE.idle, WORKER_STATE.working) === WORKER_STATE.idle;
var cancelIfIdle = (counters, w) => Atomics.compareExchange(counters, COUNTER.state + w, WORKER_STATE.idle, WORKER_STATE.cancelled) === WORKER_STATE.idle;
function announceRead(counters) {
  Atomics.add(counters, COUNTER.posted, 1);
  Atomics.notify(counters, COUNTER.posted);
}

export {
  COUNTER,
  WORKER_STATE,
  newReadQueue,
  claimFromFront,
  claimFromBack,
  startWorking,
  cancelIfIdle,
  announceRead
};
