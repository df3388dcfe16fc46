import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  mapConcurrent
} from "./chunk-U4SCZGWV.js";
import {
  picomatch
} from "./chunk-TKOFQCWI.js";
import {
  isJsonObject,
  loadYaml
} from "./chunk-KUDRLHDU.js";
import {
  LIMITS,
  consultedText
} from "./chunk-PWSXMDQL.js";
import {
  UsageError
} from "./chunk-76TMWDUN.js";

// src/parse/test-assertions.ts
import path from "node:path";
var KUTTL_ASSERTION = /^\d+-(?:assert|errors)\.ya?ml$/;
var CHAINSAW_TEST = /^chainsaw-test\.ya?ml$/;
var isKuttlAssertionPath = (p) => KUTTL_ASSERTION.test(path.posix.basename(p));
var NAMED_ASSERTION = /-(?:assert|errors?)\.ya?ml$|^\d+-(?:assert|errors?)-[^/]*\.ya?ml$/;
var isNamedAssertionPath = (p) => NAMED_ASSERTION.test(path.posix.basename(p));
var isChainsawTestPath = (p) => CHAINSAW_TEST.test(path.posix.basename(p));
function chainsawInputsOf(testPath, content) {
  const files = [];
  for (const doc of readSmallYaml(content)) {
    if (!isJsonObject(doc) || typeof doc.apiVersion !== "string" || !doc.apiVersion.startsWith("chainsaw.kyverno.io/"))
      continue;
    collect(doc, 0, files);
  }
  return relativeTo(testPath, files);
}
function readSmallYaml(content) {
  const text = consultedText(content);
  if (text === void 0) return [];
  try {
    return loadYaml(text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 });
  } catch {
    return [];
  }
}
function relativeTo(testPath, files) {
  const dir = path.posix.dirname(testPath);
  return files.flatMap((f) => {
    if (f.includes("://") || f.startsWith("(") || path.posix.isAbsolute(f)) return [];
    return [path.posix.normalize(path.posix.join(dir, f))];
  });
}
var EXPECTED_ERROR = /^(.+\.(?:ya?ml|json))\.(?:err|tx_err)$/;
function expectedErrorSubject(p) {
  return EXPECTED_ERROR.exec(p)?.[1];
}
var KYVERNO_TEST = /^kyverno-test\.ya?ml$/;
var isKyvernoTestPath = (p) => KYVERNO_TEST.test(path.posix.basename(p));
var isInKyvernoTestDirectory = (p) => p.split("/").slice(0, -1).includes(".kyverno-test") && !isKyvernoTestPath(p);
var KYVERNO_RESOURCE_LISTS = ["resources", "targetResources"];
var KYVERNO_RESULT_FILES = ["patchedResource", "patchedResources", "generatedResource", "cloneSourceResource"];
function kyvernoTestInputsOf(testPath, content) {
  const files = [];
  for (const doc of readSmallYaml(content)) {
    if (!isJsonObject(doc) || !(doc.kind === "Test" || doc.kind === void 0)) continue;
    for (const key of KYVERNO_RESOURCE_LISTS) files.push(...strings(doc[key]));
    const results = Array.isArray(doc.results) ? doc.results : [];
    for (const r of results)
      if (isJsonObject(r)) for (const key of KYVERNO_RESULT_FILES) files.push(...strings(r[key]));
  }
  return relativeTo(testPath, files);
}
var strings = (v) => typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
var MAX_DEPTH = 32;
function collect(value, depth, out) {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, depth + 1, out);
    return;
  }
  if (!isJsonObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    const read = (key === "assert" || key === "error") && isJsonObject(v);
    const refused = WRITES.has(key) && isJsonObject(v) && refusedByTest(v);
    if ((read || refused) && typeof v.file === "string") out.push(v.file);
    else collect(v, depth + 1, out);
  }
}
var WRITES = /* @__PURE__ */ new Set(["apply", "create", "update", "patch"]);
function refusedByTest(operation) {
  if (operation.shouldFail === true) return true;
  const expect = Array.isArray(operation.expect) ? operation.expect : [];
  return expect.some(
    (e) => isJsonObject(e) && isJsonObject(e.check) && Object.entries(e.check).some(([k, v]) => {
      const key = k.replace(/\s+/g, "");
      return key === "($error!=null)" && v === true || key === "($error==null)" && v === false || key === "($error)" && v !== null && v !== void 0;
    })
  );
}

// src/sources/file-selection.ts
var REVIEWABLE_EXTENSIONS = [".yaml", ".yml", ".json", ".go"];
var EXTENSIONLESS_NAMES = /* @__PURE__ */ new Set(["Kustomization"]);
var isExpectationFile = (path4) => expectedErrorSubject(path4) !== void 0;
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set([".git", "node_modules"]);
var GENERATOR_INPUT_DIRECTORIES = /* @__PURE__ */ new Set(["zz_generated.featuregated-crd-manifests"]);
var VENDORED_DIRECTORIES = /* @__PURE__ */ new Set([
  "vendor",
  "_vendor",
  "third_party",
  "third-party",
  "kodata"
]);
var TESTDATA_DIRECTORIES = /* @__PURE__ */ new Set([
  "testdata",
  "fixtures",
  "__fixtures__",
  "mock_data",
  "mockdata",
  "__snapshots__",
  "__snapshot__"
]);
var isMavenTestTree = (directories) => directories.some((d, i) => d === "src" && directories[i + 1] === "test");
var NAMED_INVALID = /(?:^|[-_.])invalid(?:[-_.]|$)/i;
function reviewableFilter(globs) {
  const included = globs.include.length > 0 ? picomatch()(globs.include.map(withoutDotSlash), { dot: true }) : () => true;
  const excluded = globs.exclude.length > 0 ? picomatch()(globs.exclude.map(withoutDotSlash), { dot: true }) : () => false;
  const isSkipped = skippedDirectory(globs);
  const skipsTestdata = globs.testdata !== true;
  return (path4, named = "") => {
    const file = path4.slice(path4.lastIndexOf("/") + 1);
    const directories = directoriesBelow(path4, named);
    const namedInvalid = () => !path4.endsWith(".go") && (path4 !== named && NAMED_INVALID.test(file) || directories.some((d) => NAMED_INVALID.test(d)));
    return (REVIEWABLE_EXTENSIONS.some((ext) => path4.endsWith(ext)) || EXTENSIONLESS_NAMES.has(file) || isExpectationFile(path4)) && !directories.some(isSkipped) && !(skipsTestdata && (namedInvalid() || isMavenTestTree(directories))) && included(path4) && !excluded(path4);
  };
}
function skippedDirectory(globs) {
  const skipsVendored = globs.vendored !== true;
  const skipsTestdata = globs.testdata !== true;
  return (name) => SKIPPED_DIRECTORIES.has(name) || GENERATOR_INPUT_DIRECTORIES.has(name) || skipsVendored && VENDORED_DIRECTORIES.has(name) || skipsTestdata && TESTDATA_DIRECTORIES.has(name);
}
function directoriesBelow(path4, named) {
  const rest = named === "" ? path4 : path4 === named ? "" : path4.startsWith(`${named}/`) ? path4.slice(named.length + 1) : path4;
  return rest.split("/").slice(0, -1);
}
var withoutDotSlash = (glob) => glob.startsWith("./") ? glob.slice(2) : glob;

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path4, added, removed, oldPosInc, options) {
    const last = path4.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path4.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path4.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments);
    this.tokenize = tokenize;
  }
  equals(left, right, options) {
    if (options.ignoreWhitespace) {
      if (!options.newlineIsToken || !left.includes("\n")) {
        left = left.trim();
      }
      if (!options.newlineIsToken || !right.includes("\n")) {
        right = right.trim();
      }
    } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
      if (left.endsWith("\n")) {
        left = left.slice(0, -1);
      }
      if (right.endsWith("\n")) {
        right = right.slice(0, -1);
      }
    }
    return super.equals(left, right, options);
  }
};
var lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}

// src/sources/line-diff.ts
var DEFAULT_DIFF_LIMITS = { maxEditLength: 2e3, timeoutMs: 2e3 };
var CONTEXT = 3;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function countLines(content) {
  if (typeof content === "string") {
    if (content === "") return 0;
    let n2 = 0;
    for (let i = content.indexOf("\n"); i !== -1; i = content.indexOf("\n", i + 1)) n2++;
    return content.endsWith("\n") ? n2 : n2 + 1;
  }
  if (content.length === 0) return 0;
  let n = 0;
  for (let i = content.indexOf(10); i !== -1; i = content.indexOf(10, i + 1)) n++;
  return content[content.length - 1] === 10 ? n : n + 1;
}
var END_OF_FILE = Number.MAX_SAFE_INTEGER;
function wholeFile(head) {
  const all = head.length === 0 ? [] : [{ start: 1, end: END_OF_FILE }];
  return { addedLines: all, hunkLines: all };
}
function diffLines2(base, head, limits = DEFAULT_DIFF_LIMITS) {
  if (base === head) return { addedLines: [], hunkLines: [] };
  const changes = diffLines(base, head, { maxEditLength: limits.maxEditLength, timeout: limits.timeoutMs });
  if (changes === void 0) return wholeFile(head);
  const headLines = countLines(head);
  const added = [];
  const hunks = [];
  const hunkAround = (start, end) => {
    const range = { start: Math.max(1, start - CONTEXT), end: Math.min(headLines, end + CONTEXT) };
    if (range.start <= range.end) hunks.push(range);
  };
  let line = 1;
  for (const change of changes) {
    if (change.added) {
      added.push({ start: line, end: line + change.count - 1 });
      hunkAround(line, line + change.count - 1);
      line += change.count;
    } else if (change.removed) {
      hunkAround(line, line - 1);
    } else {
      line += change.count;
    }
  }
  return { addedLines: mergeRanges(added), hunkLines: mergeRanges(hunks) };
}
function diffContents(base, head, limits = DEFAULT_DIFF_LIMITS) {
  const baseText = asText(base);
  const headText = asText(head);
  if (baseText === void 0 || headText === void 0) return wholeFile(head);
  return diffLines2(baseText, headText, limits);
}
function asText(content) {
  if (typeof content === "string") return content;
  try {
    return strictUtf8.decode(content);
  } catch {
    return void 0;
  }
}
function mergeRanges(ranges) {
  const merged = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end + 1) last.end = Math.max(last.end, r.end);
    else merged.push({ start: r.start, end: r.end });
  }
  return merged;
}

// src/sources/repo-path.ts
import path2 from "node:path";
function toRepoPath(root, absolute) {
  return path2.relative(root, absolute).split(path2.sep).join("/");
}
var compareRepoPaths = (a, b) => a < b ? -1 : a > b ? 1 : 0;

// src/sources/directory-source.ts
import { lstat, readdir, readFile, stat } from "node:fs/promises";
import path3 from "node:path";
async function readDirectorySource(paths, opts) {
  const cwd = path3.resolve(opts.cwd);
  const root = path3.resolve(opts.root ?? cwd);
  const walker = { root, isSelected: reviewableFilter(opts), isSkipped: skippedDirectory(opts) };
  const found = /* @__PURE__ */ new Map();
  for (const arg of paths.length > 0 ? paths : ["."]) {
    await collect2(arg, path3.resolve(cwd, arg), walker, found);
  }
  const entries = [...found].sort(([a], [b]) => compareRepoPaths(a, b));
  const files = await mapConcurrent(entries, async ([relative, absolute]) => {
    const head = await readFile(absolute);
    return { path: relative, status: "added", head, ...wholeFile(head) };
  });
  return { root, hasBase: false, files };
}
async function collect2(arg, absolute, walker, found) {
  const entry = await lstat(absolute).catch((error) => {
    if (isNotFound(error)) throw new UsageError(`${arg}: no such file or directory`);
    throw error;
  });
  const target = entry.isSymbolicLink() ? await stat(absolute).catch(() => void 0) : entry;
  if (target === void 0) throw new UsageError(`${arg}: a symbolic link to nothing`);
  const named = toRepoPath(walker.root, absolute);
  if (target.isDirectory()) await walk(absolute, named, walker, found);
  else if (target.isFile()) addIfSelected(absolute, named, walker, found);
}
async function walk(dir, named, walker, found) {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    const absolute = path3.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!walker.isSkipped(entry.name)) await walk(absolute, named, walker, found);
    } else if (entry.isFile()) {
      addIfSelected(absolute, named, walker, found);
    }
  }
}
function addIfSelected(absolute, named, walker, found) {
  const relative = toRepoPath(walker.root, absolute);
  if (walker.isSelected(relative, named)) found.set(relative, absolute);
}
var isNotFound = (error) => error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");

export {
  isKuttlAssertionPath,
  isNamedAssertionPath,
  isChainsawTestPath,
  chainsawInputsOf,
  expectedErrorSubject,
  isKyvernoTestPath,
  isInKyvernoTestDirectory,
  kyvernoTestInputsOf,
  REVIEWABLE_EXTENSIONS,
  reviewableFilter,
  wholeFile,
  diffContents,
  toRepoPath,
  compareRepoPaths,
  readDirectorySource
};
