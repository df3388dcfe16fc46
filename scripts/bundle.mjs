// Builds the committed bundles into dist/: index.js (the action's runs.main), cli.js (the
// package's bin) and cli-core.cjs (the CLI's code, which cli.js loads), parse-worker.js, the
// packages required on first use (cel-js.cjs, re2js.cjs, picomatch.cjs: LAZY_PACKAGES in build-bundles.mjs), the
// Go parser's .wasm files, and THIRD-PARTY-NOTICES, the licences of every package in them.
// Deterministic, so CI can compare a rebuild with what is committed.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundles } from './build-bundles.mjs';
import { thirdPartyNotices } from './third-party-notices.mjs';

// Files a build no longer writes would stay behind unless they go first, and CI would then not
// see that dist/ still holds files the sources no longer build: the chunks the CLI was split into
// before cli-core.cjs, and the files of packages required on first use (*.cjs), should one leave
// LAZY_PACKAGES.
for (const file of existsSync('dist') ? readdirSync('dist') : [])
  if (/^chunk-.*\.js$|\.cjs$/.test(file)) rmSync(join('dist', file));
const shipped = await buildBundles('dist');
writeFileSync(join('dist', 'THIRD-PARTY-NOTICES'), thirdPartyNotices(process.cwd(), shipped));
