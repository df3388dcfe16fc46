// Loads the CLI's code (cli-core.cjs, built beside the entry) through a V8 code cache that is
// made after a run, not after compiling: issue 17 item 4, a one-file review starts in at most
// twice Node's own start.
//
// Node's compile cache (module.enableCompileCache) serializes a module right after compiling it,
// when V8 has compiled only its top level: every function a review calls was compiled again at
// every start, a third of a one-file review's time. A script's code cache made after it ran
// (vm.Script#createCachedData) holds the functions the run compiled too, and the next run of the
// same kind (a review, --help, compat ...) deserializes them instead. It is written once, on the
// first run of each kind, beside Node's own cache (module.getCompileCacheDir: NODE_COMPILE_CACHE,
// NODE_DISABLE_COMPILE_CACHE and the default directory apply); where Node has no compile cache
// (Node 20), nothing is cached.
//
// The cache file is named for the build (a hash of cli-core.cjs made when it is built), the file's
// size and modification time, and the kind of run; V8 refuses a cache made by another V8 or for
// other flags (script.cachedDataRejected), and it is then written again. Only a cache file this
// user owns, that nobody else may write, is read: a code cache is code.

const fs = process.getBuiltinModule('node:fs');
const nodeModule = process.getBuiltinModule('node:module');
const path = process.getBuiltinModule('node:path');
const vm = process.getBuiltinModule('node:vm');
const { isAscii } = process.getBuiltinModule('node:buffer');

/** The CLI's code, built as a CommonJS file beside the entry (scripts/build-bundles.mjs). */
const CORE_FILE = 'cli-core.cjs';

const PREFIX = 'kube-api-review-';
const STALE_MS = 7 * 24 * 3600 * 1000;

export interface LoadedCore<T> {
  readonly exports: T;
  /** Writes the code cache when there was none for this build and kind, or V8 refused it. Never throws. */
  saveCache(): void;
}

/**
 * Compiles and runs cli-core.cjs from `dir` as Node runs a CommonJS module, with the code cache of
 * `kind` when there is one. `buildHash` names the build (the entry is built knowing it).
 */
export function loadCore<T>(dir: string, buildHash: string, kind: string): LoadedCore<T> {
  const file = path.join(dir, CORE_FILE);
  const source = textOf(fs.readFileSync(file));
  const cache = cacheOf(file, buildHash, kind);
  const cachedData = cache === undefined ? undefined : readOwnFile(cache.file);
  // Node's own CommonJS wrapper; one line, so the file's line numbers stay what stack traces say.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n})`, {
    filename: file,
    ...(cachedData === undefined ? {} : { cachedData }),
  });
  const module = { exports: {} as T };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, nodeModule.createRequire(file), module, file, dir);
  return {
    exports: module.exports,
    saveCache: () => {
      if (cache === undefined || (cachedData !== undefined && !script.cachedDataRejected)) return;
      try {
        writeCache(cache, script.createCachedData());
      } catch {
        // A cache that cannot be written (a read-only directory) only costs the next start time.
      }
    },
  };
}

interface CacheFile {
  readonly file: string;
  /** The name's part that names the build, shared by the caches of every kind. */
  readonly build: string;
}

/**
 * The script's text. esbuild writes ASCII (it escapes other characters, test/dist.test.ts keeps
 * it so): read as Latin-1 it is copied, where decoding UTF-8 took three times as long as the rest
 * of reading the file (1.5 MB).
 */
const textOf = (bytes: Buffer): string => (isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8'));

/** The cache file of this build, file and kind, in Node's compile cache directory; undefined when Node keeps none. */
function cacheOf(file: string, buildHash: string, kind: string): CacheFile | undefined {
  const dir = nodeModule.getCompileCacheDir?.();
  if (dir === undefined) return undefined;
  try {
    const { size, mtimeMs } = fs.statSync(file);
    const build = `${PREFIX}${buildHash}-${size}-${Math.trunc(mtimeMs)}`;
    return { file: path.join(dir, `${build}-${kind}.v8`), build };
  } catch {
    return undefined;
  }
}

/** The file's bytes when this user owns it and no one else may write it; else undefined. */
function readOwnFile(file: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const stat = fs.fstatSync(fd);
    const uid = process.getuid?.();
    // Windows has no owners here: its temporary directory is the user's own.
    if (uid !== undefined && (stat.uid !== uid || (stat.mode & 0o022) !== 0)) return undefined;
    return fs.readFileSync(fd);
  } catch {
    return undefined; // none yet
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Written whole under another name, then renamed: a run reading it meanwhile sees the old file or the new, never half. */
function writeCache({ file, build }: CacheFile, data: Buffer): void {
  const dir = path.dirname(file);
  // Other builds' caches untouched for a week go (an upgrade leaves its predecessor's behind);
  // those of a build still in use elsewhere (another installation) stay.
  const before = Date.now() - STALE_MS;
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(PREFIX) || name.startsWith(`${build}-`)) continue;
    const other = path.join(dir, name);
    if (fs.statSync(other).mtimeMs < before) fs.rmSync(other, { force: true });
  }
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data, { mode: 0o600 });
  fs.renameSync(temporary, file);
}
