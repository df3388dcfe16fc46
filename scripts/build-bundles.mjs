// The one definition of how the bundles are built: scripts/bundle.mjs builds dist/ with it, and
// the end-to-end and smoke tests build throwaway copies with it, so they test what ships.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Each bundle: its entry point and its file name in the output directory. */
export const BUNDLES = {
  action: { entry: 'src/index.ts', file: 'index.js' },
  cli: { entry: 'src/cli-bin.ts', file: 'cli.js' },
};

// The Go parser's WebAssembly (runtime and grammar): bundlers do not copy .wasm files, and the
// bundle finds them beside itself (src/parse/go/load-go-parser.ts; spec/go-lifecycle.md §1).
const WASM = ['web-tree-sitter/web-tree-sitter.wasm', 'tree-sitter-go/tree-sitter-go.wasm'];

export async function buildBundles(outDir, { root = process.cwd(), only = Object.keys(BUNDLES), logLevel = 'warning' } = {}) {
  mkdirSync(outDir, { recursive: true });
  for (const name of only) {
    const { entry, file } = BUNDLES[name];
    await build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile: join(outDir, file),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      legalComments: 'none',
      logLevel,
      // Bundled CommonJS packages call require(); give the ESM bundle one.
      banner: { js: "import { createRequire as __krCreateRequire } from 'node:module';\nconst require = __krCreateRequire(import.meta.url);" },
    });
  }
  const resolve = createRequire(join(root, 'package.json')).resolve;
  for (const wasm of WASM) copyFileSync(resolve(wasm), join(outDir, wasm.slice(wasm.indexOf('/') + 1)));
}
