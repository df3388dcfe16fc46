// Builds the two committed ESM bundles: dist/index.js (the action's runs.main) and dist/cli.js
// (the package's bin). Deterministic, so CI can compare a rebuild with what is committed.
import { build } from 'esbuild';
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS packages call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __krCreateRequire } from 'node:module';\nconst require = __krCreateRequire(import.meta.url);" },
};

await build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/index.js' });
await build({ ...common, entryPoints: ['src/cli-bin.ts'], outfile: 'dist/cli.js' });
// The Go parser's WebAssembly (runtime and grammar): bundlers do not copy .wasm files, and the
// bundle finds them beside itself (src/parse/go/load-go-parser.ts; spec/go-lifecycle.md §1).
const resolveWasm = createRequire(import.meta.url).resolve;
for (const wasm of ['web-tree-sitter/web-tree-sitter.wasm', 'tree-sitter-go/tree-sitter-go.wasm']) {
  copyFileSync(resolveWasm(wasm), `dist/${wasm.slice(wasm.indexOf('/') + 1)}`);
}
