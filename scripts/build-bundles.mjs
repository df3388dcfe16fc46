// The one definition of how the bundles are built: scripts/bundle.mjs builds dist/ with it, and
// the end-to-end and smoke tests build throwaway copies with it, so they test what ships.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/**
 * Each bundle: its entry point, its file name in the output directory, and its module format.
 * The CLI is two files: cli.js, the package's bin, a small ES module that loads cli-core.cjs, the
 * CLI's code as one CommonJS script, through a code cache made after a run (src/cli-core-loader.ts:
 * Node's own compile cache holds only what V8 compiled before a module ran, and every function a
 * review calls was compiled again at each start; issue 17 item 4). What a command does not use is
 * in it but never evaluated: esbuild wraps each module the CLI reaches through import() in a
 * function that runs on its first import, and the packages only some inputs need are files of
 * their own (LAZY_PACKAGES). The action stays one ES module: it always reviews and always reports,
 * and a runner starts it once with no cache to gain from.
 */
export const BUNDLES = {
  action: { entry: 'src/index.ts', file: 'index.js', format: 'esm' },
  cli: { entry: 'src/cli-bin.ts', file: 'cli.js', format: 'esm' },
  cliCore: { entry: 'src/cli.ts', file: 'cli-core.cjs', format: 'cjs' },
  // Started by both entry points, from beside themselves, for large reviews (src/engine/pipelined-review.ts).
  // One file: a worker thread shares no loaded module with the thread that starts it.
  parseWorker: { entry: 'src/parse/parse-worker.ts', file: 'parse-worker.js', format: 'esm' },
};

// The Go parser's WebAssembly (runtime and grammar): bundlers do not copy .wasm files, and the
// bundle finds them beside itself (src/parse/go/load-go-parser.ts; spec/go-lifecycle.md §1).
const WASM = ['web-tree-sitter/web-tree-sitter.wasm', 'tree-sitter-go/tree-sitter-go.wasm'];

// @actions/core imports @actions/http-client for its OIDC client, and http-client imports the npm
// package undici for one class, ProxyAgent, used only to request an OIDC token through a proxy.
// The action never asks for an OIDC token (its GitHub calls go through Octokit and Node's own
// fetch), yet undici was a third of the bundle and evaluated at every start. It is replaced by a
// ProxyAgent that says so, should anything ever construct one.
const withoutUndici = {
  name: 'without-undici',
  setup(b) {
    b.onResolve({ filter: /^undici$/ }, (args) =>
      args.importer.includes('@actions/http-client') ? { path: 'undici', namespace: 'without-undici' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'without-undici' }, () => ({
      contents:
        "export class ProxyAgent { constructor() { throw new Error('kube-api-review does not bundle undici: @actions/http-client proxy agents (OIDC tokens) are not supported'); } }",
      loader: 'js',
    }));
  },
};

// The `yaml` package publishes the same sources twice: CommonJS for Node (its exports' `node`
// condition) and ES modules for every other platform (`default`). esbuild wraps a CommonJS module
// in a function that runs on first require(), and Node's compile cache (cli-bin.ts) holds only the
// code V8 compiled when it first compiled the chunk, not functions compiled later as they run: so
// the CommonJS build of yaml was compiled again at every start, about a tenth of a one-file
// review's start (issue 17 item 4). Its ES modules compile with the chunk that holds them, into
// the cache, and esbuild keeps only what is imported. The two builds differ only in Node-only
// conveniences the review does not use: a YAML 1.1 !!binary value becomes a Uint8Array (atob)
// instead of a Buffer, and LOG_STREAM debugging output is not available.
const yamlAsModules = {
  name: 'yaml-as-modules',
  setup(b) {
    b.onResolve({ filter: /^yaml$/ }, (args) => ({
      path: createRequire(join(args.resolveDir, 'package.json'))
        .resolve('yaml/package.json')
        .replace(/package\.json$/, 'browser/dist/index.js'),
    }));
  },
};

// Packages that only some inputs need (the CEL library, the RE2 port, the glob matcher): src/engine/lazy-packages.ts
// require()s each on first use, and here each is built into a CommonJS file of its own beside the
// bundles, which that require() loads (Node's own, from the bundle's import.meta.url). A review
// that never uses one never reads it: a one-file review starts faster (issue 17 item 4).
export const LAZY_PACKAGES = { '@marcbachmann/cel-js': 'cel-js.cjs', re2js: 're2js.cjs', picomatch: 'picomatch.cjs' };
const LAZY_LOADER = /[\\/]src[\\/]engine[\\/]lazy-packages\.ts$/;

const lazyPackages = {
  name: 'lazy-packages',
  setup(b) {
    // An import of one of them from the sources would put it back into the chunks every review
    // loads (type-only imports are gone before esbuild resolves anything).
    const names = new RegExp(
      `^(${Object.keys(LAZY_PACKAGES)
        .map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
        .join('|')})$`,
    );
    b.onResolve({ filter: names }, (args) =>
      /[\\/]src[\\/]/.test(args.importer)
        ? {
            errors: [
              { text: `${args.path} is imported by ${args.importer}: require it through src/engine/lazy-packages.ts` },
            ],
          }
        : undefined,
    );
    b.onLoad({ filter: LAZY_LOADER }, (args) => {
      let contents = readFileSync(args.path, 'utf8');
      for (const [name, file] of Object.entries(LAZY_PACKAGES)) {
        const call = `requireHere('${name}')`;
        // The loader and this table must agree: a call not found would ship a require() of a package that is not there.
        if (contents.split(call).length !== 2) throw new Error(`${args.path}: expected one ${call}`);
        contents = contents.replace(call, `requireHere('./${file}')`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

// web-tree-sitter publishes an ES module and a CommonJS build. In the ES module, run in Node, it
// imports `module` and declares its own `require` in the same function: turned into a require()
// in the CommonJS core (no import() there), that call met the declared, still undefined,
// `require`. The core takes the package's CommonJS build, as a require() of it would.
const treeSitterAsCommonJs = {
  name: 'tree-sitter-as-commonjs',
  setup(b) {
    // A require() resolves the package by its `require` condition.
    b.onResolve({ filter: /^web-tree-sitter$/ }, (args) => ({
      path: createRequire(join(args.resolveDir, 'package.json')).resolve('web-tree-sitter'),
    }));
  },
};

// Node's own modules, as the sources import them (`import { readFile } from 'node:fs/promises'`):
// an ES module import of a built-in makes Node build a module facade of it, which reads every
// export, getters included, and so loads what those getters load: `node:fs`'s `promises` loads
// fs/promises and readline with it, `node:util`'s `TextDecoder` loads the encoding and worker
// modules. A one-file review loaded a dozen of Node's internal modules it never used, a few
// milliseconds of every start (issue 17 item 4). Each import is taken instead from
// process.getBuiltinModule(), the module itself, one property per name the importing file names,
// read when the bundle starts as an import would be. The names are read from the importing file,
// not from the Node that builds, so every Node builds the same bundles (.ci/run compares them);
// one module per importing file, so each lands in its importer's chunk.
// (A namespace import, `import * as m`, which reads names the file does not list, is left as it is.)
const IMPORT_FROM = /import\s+(?:(\w+)|(\*)\s+as\s+\w+|\{([^}]*)\})\s+from\s+['"]([^'"]+)['"]/g;

/** The names a source file imports from `specifier` ('default' for a default import); undefined for a namespace import. */
function importedNames(file, specifier) {
  const names = new Set();
  for (const [statement, defaultName, namespace, list, from] of readFileSync(file, 'utf8').matchAll(IMPORT_FROM)) {
    if (from !== specifier || /^import\s+type\b/.test(statement)) continue;
    if (namespace !== undefined) return undefined;
    if (defaultName !== undefined) names.add('default');
    for (const entry of (list ?? '').split(',')) {
      const name = entry
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return [...names].sort();
}

const builtinsWithoutFacade = {
  name: 'builtins-without-facade',
  setup(b) {
    // Not for the CLI's entry, which turns the compile cache on before anything else loads.
    b.onResolve({ filter: /^node:/ }, (args) => {
      // A dynamic import() reads the module whole when it runs: it stays as it is.
      if (args.kind !== 'import-statement') return undefined;
      if (!/[\\/]src[\\/]/.test(args.importer) || /[\\/]cli-bin\.ts$/.test(args.importer)) return undefined;
      const names = importedNames(args.importer, args.path);
      if (names === undefined || names.length === 0) return undefined;
      const from = relative(b.initialOptions.absWorkingDir ?? process.cwd(), args.importer)
        .split('\\')
        .join('/');
      return { path: `${args.path}?${from}`, namespace: 'builtin', pluginData: { specifier: args.path, names } };
    });
    b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => {
      const { specifier, names } = args.pluginData;
      const lines = [`const builtin = process.getBuiltinModule(${JSON.stringify(specifier)});`];
      for (const n of names)
        lines.push(n === 'default' ? 'export default builtin;' : `export const ${n} = builtin.${n};`);
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

// esbuild wraps each module reached through import() as `__esm({"src/rules/x.ts"() {...}})`, an
// object literal whose one key, the module's path, names the function for stack traces; its
// CommonJS packages likewise (`__commonJS`). Each key is a distinct property name, so V8 makes a
// distinct hidden class for each of the core's hundreds of literals at every start, all of them
// transitions of one root map, whose transition array it keeps sorted: some 6M instructions of a
// one-file review's 180M (callgrind; issue 17 item 4). One key for all of them makes one class.
// The helpers call the literal's first property whatever its name; the module's path still heads
// the code esbuild emits for it. Only the CommonJS core: the ES bundles start once per run.
const WRAPPER_KEY = /\b(__esm\d*|__commonJS\d*)\(\{"[^"\\\n]+"\(/g;

/** Rewrites the module wrappers of the CommonJS bundle at `path` to share one key (see above). */
function withSharedWrapperKeys(path) {
  const text = readFileSync(path, 'utf8');
  // The helpers must read the wrapper's first property by position, or the rewrite changes what runs.
  if (!/(fn|cb)\[__getOwnPropNames\d*\(\1\)\[0\]\]/.test(text) && text.search(WRAPPER_KEY) !== -1)
    throw new Error(`${path}: esbuild's module wrappers no longer read their first property by position`);
  writeFileSync(path, text.replace(WRAPPER_KEY, '$1({m('));
}

/**
 * Builds the named bundles into outDir. Returns what went into them, as paths relative to root:
 * every source file with code in an output (from esbuild's metafile) and every file copied as is,
 * so scripts/bundle.mjs can write the licence notices of exactly the packages that ship.
 */
export async function buildBundles(
  outDir,
  { root = process.cwd(), only = Object.keys(BUNDLES), logLevel = 'warning', extraPlugins = [] } = {},
) {
  mkdirSync(outDir, { recursive: true });
  const bundled = new Set();
  // Each output file (by name, beside the others) and the inputs with code in it: minified output
  // names none of them, and the tests find a chunk by what it holds (test/cli-lazy-loading.test.ts).
  const outputs = {};
  const record = (output, inputs) => {
    outputs[relative(outDir, join(root, output)).split('\\').join('/')] = Object.entries(inputs)
      .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && input !== '<stdin>')
      .map(([input]) => input)
      .sort();
  };
  // The core first: the CLI's entry is built knowing its hash, which names its code cache.
  const order = ['cliCore', ...Object.keys(BUNDLES).filter((name) => name !== 'cliCore')];
  let coreHash = 'none';
  // The CLI's entry is nothing without its core.
  const wanted = new Set(only.includes('cli') ? [...only, 'cliCore'] : only);
  for (const name of order.filter((n) => wanted.has(n))) {
    const { entry, file, format } = BUNDLES[name];
    const { metafile } = await build({
      absWorkingDir: root,
      metafile: true,
      entryPoints: [entry],
      outfile: join(outDir, file),
      bundle: true,
      platform: 'node',
      format,
      // The oldest Node the package supports (package.json engines): esbuild then lowers or refuses
      // syntax Node 20 lacks. The action runs on node24; Node 20 runs the CLI (scripts/check-package.sh).
      target: 'node20',
      legalComments: 'none',
      // Node reads, decodes and hashes every byte of a module it loads, compile cache or not: without
      // the sources' comments and indentation a one-file review loads 1.36 MB instead of 1.86 and
      // starts about 5% sooner (issue 17 item 4). Names are kept, so a stack trace still names the
      // functions it passed through.
      minifyWhitespace: true,
      minifySyntax: true,
      logLevel,
      plugins: [
        withoutUndici,
        lazyPackages,
        yamlAsModules,
        builtinsWithoutFacade,
        ...(format === 'cjs' ? [treeSitterAsCommonJs] : []),
        ...extraPlugins,
      ],
      // In the CommonJS core an import() (of Node's modules; web-tree-sitter's of `module`) is a
      // require(): a script run by vm has no module loader of its own to import with.
      ...(format === 'cjs' ? { supported: { 'dynamic-import': false } } : {}),
      define: {
        __KAR_CORE_HASH__: JSON.stringify(coreHash),
        // A CommonJS script has no import.meta: its own URL, from its file name, stands in.
        ...(format === 'cjs' ? { 'import.meta.url': '__karModuleUrl' } : {}),
      },
      banner: {
        js:
          format === 'cjs'
            ? "var __karModuleUrl = require('node:url').pathToFileURL(__filename).href;"
            : // Bundled CommonJS packages call require(); give each ESM file one.
              "import { createRequire as __krCreateRequire } from 'node:module';\nconst require = __krCreateRequire(import.meta.url);",
      },
    });
    if (format === 'cjs') withSharedWrapperKeys(join(outDir, file));
    if (name === 'cliCore')
      coreHash = createHash('sha256')
        .update(readFileSync(join(outDir, file)))
        .digest('hex')
        .slice(0, 16);
    // Inputs tree-shaking left nothing of are not shipped, so they need no notice.
    for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
      for (const [input, { bytesInOutput }] of Object.entries(inputs)) if (bytesInOutput > 0) bundled.add(input);
      record(output, inputs);
    }
  }
  for (const [name, file] of Object.entries(LAZY_PACKAGES)) {
    const { metafile } = await build({
      absWorkingDir: root,
      metafile: true,
      stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir: root, loader: 'js' },
      outfile: join(outDir, file),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      legalComments: 'none',
      logLevel,
    });
    for (const [out, output] of Object.entries(metafile.outputs)) {
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
        if (bytesInOutput > 0 && input !== '<stdin>') bundled.add(input);
      record(out, output.inputs);
    }
  }
  const resolve = createRequire(join(root, 'package.json')).resolve;
  const copied = [];
  for (const wasm of WASM) {
    const from = resolve(wasm);
    copyFileSync(from, join(outDir, wasm.slice(wasm.indexOf('/') + 1)));
    copied.push(relative(root, from));
  }
  return { bundled: [...bundled].sort(), copied, outputs };
}
