import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** How many times faster the built action's clock runs in these tests (fast-clock.mjs). */
export const CLOCK_RATE = 10;

const FAST_CLOCK = pathToFileURL(new URL('./fast-clock.mjs', import.meta.url).pathname).href;

/**
 * The built action as the runner starts it (`node index.js`, inputs in the environment), its
 * clock CLOCK_RATE times faster: a second it waits lasts 1000 / CLOCK_RATE ms of the test's.
 */
export function startAction(
  bundle: string,
  cwd: string,
  env: Readonly<Record<string, string>>,
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', FAST_CLOCK, bundle], {
    cwd,
    env: { ...env, KAR_E2E_CLOCK_RATE: String(CLOCK_RATE) },
  });
}
