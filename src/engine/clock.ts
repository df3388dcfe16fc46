// Milliseconds on a monotonic clock, for durations. Not performance.now(): Node loads the global
// `performance` on first use with perf_hooks (user timing, resource timing, node timing), a few
// milliseconds of a one-file review's start (issue 17 item 4); process.uptime() reads the same
// high-resolution clock.
export const nowMs = (): number => process.uptime() * 1000;
