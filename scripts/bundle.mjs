// Builds the committed bundles into dist/: index.js (the action's runs.main), cli.js (the
// package's bin) and the Go parser's .wasm files. Deterministic, so CI can compare a rebuild
// with what is committed.
import { buildBundles } from './build-bundles.mjs';

await buildBundles('dist');
