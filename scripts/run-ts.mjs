// Runs a TypeScript script of this repository (bench, docs) by bundling it first: the sources
// use TypeScript syntax that Node's type stripping does not accept (parameter properties).
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { basename, resolve } from 'node:path';
import { buildBundles } from './build-bundles.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) throw new Error('usage: node scripts/run-ts.mjs SCRIPT.ts [ARGS...]');
mkdirSync('.bench', { recursive: true });
const outfile = resolve('.bench', basename(script).replace(/\.ts$/, '.mjs'));
await build({
  entryPoints: [script],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  logLevel: 'warning',
});
// The parse worker, where the bundled script looks for it: beside itself (src/engine/pipelined-review.ts).
await buildBundles('.bench', { only: ['parseWorker'] });
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
