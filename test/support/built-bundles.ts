import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBundles } from '../../scripts/build-bundles.mjs';

// The bundles, built once per test run as scripts/bundle.mjs builds dist/ (all of them together,
// so the split bundles share their chunks as they ship), into a temporary directory so the
// committed dist/ is untouched. The end-to-end and smoke tests run what is built here
// (`inject('bundles')`); each used to build its own copy, seven builds of the same sources per
// run. A vitest global setup (vitest.config.ts): it runs in the main process, before any worker.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory holding index.js, cli.js, parse-worker.js, their chunks and the .wasm files. */
    bundles: string;
    /** Each file of `bundles` that esbuild wrote, and the sources with code in it (`src/...`, `node_modules/...`). */
    bundleSources: Readonly<Record<string, readonly string[]>>;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');

export default async function buildOnce(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'kar-bundles-'));
  // A run of the corpus project alone (npm test starts one beside the rest) needs only the parse worker.
  const corpusOnly = project.vitest.projects.every((p) => p.name === 'corpus');
  const { outputs } = await buildBundles(dir, {
    root: ROOT,
    logLevel: 'silent',
    ...(corpusOnly ? { only: ['parseWorker'] } : {}),
  });
  project.provide('bundles', dir);
  project.provide('bundleSources', outputs);
  return () => rmSync(dir, { recursive: true, force: true });
}
