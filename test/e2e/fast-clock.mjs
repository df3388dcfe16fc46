// Loaded into the built action by the end-to-end tests (`node --import`), never shipped: the
// action's clock runs KAR_E2E_CLOCK_RATE times faster. Its waits are real seconds (a retry's
// backoff of 1, 4 and 9 s, the throttling plugin's write pace and 3 s between reviews), and a
// test of a run whose every write fails would wait them all; the unit tests scale the same waits
// through createClient's millisecondsPerSecond, which the built action does not expose. Timers
// and Date.now move together, so the write pace (Bottleneck reads Date.now) keeps its meaning in
// the faster seconds. performance.now is left alone: the action's own durations stay real.
const rate = Number(process.env.KAR_E2E_CLOCK_RATE);
if (Number.isFinite(rate) && rate > 1) {
  const realNow = Date.now;
  const origin = realNow();
  Date.now = () => Math.floor(origin + (realNow() - origin) * rate);
  const { setTimeout: realSetTimeout, setInterval: realSetInterval } = globalThis;
  const faster = (ms) => (typeof ms === 'number' && ms > 0 ? ms / rate : ms);
  globalThis.setTimeout = Object.assign((fn, ms, ...args) => realSetTimeout(fn, faster(ms), ...args), realSetTimeout);
  globalThis.setInterval = Object.assign(
    (fn, ms, ...args) => realSetInterval(fn, faster(ms), ...args),
    realSetInterval,
  );
}
