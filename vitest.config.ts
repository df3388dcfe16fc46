import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The corpus test reads 55 MB of real CRDs and the git tests start git processes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
