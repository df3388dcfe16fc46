import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  countFailing,
  reviewPipelined
} from "./chunk-HRPBUKNT.js";
import {
  render,
  ruleInfoOf
} from "./chunk-I6AF7SLO.js";
import {
  placeFindings
} from "./chunk-GXRNJBZL.js";
import {
  VERSION
} from "./chunk-FGNHV56V.js";
import {
  compatRules
} from "./chunk-VJWLZ7VK.js";
import {
  RULE_IDS,
  formatConfigError,
  loadConfig
} from "./chunk-WQQ555GB.js";
import "./chunk-HVPFDHDC.js";
import "./chunk-FKT2F7XC.js";
import "./chunk-FIGZKQDV.js";
import {
  wholeFile
} from "./chunk-ULCOC4LH.js";
import "./chunk-U4SCZGWV.js";
import "./chunk-BQLRZV2A.js";
import "./chunk-TKOFQCWI.js";
import {
  parseManifestFile
} from "./chunk-BYW3XSXS.js";
import "./chunk-JS2KLSUD.js";
import "./chunk-IZTXBWVQ.js";
import {
  isCrd
} from "./chunk-KUDRLHDU.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-FS4SJV2O.js";
import {
  repositoryRoot
} from "./chunk-OXHRUGS4.js";
import {
  UsageError
} from "./chunk-76TMWDUN.js";
import "./chunk-TFZ7J445.js";

// src/compat-command.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var STDIN_PATH = "<stdin>.yaml";
async function compatCommand(operands, options, io) {
  if (operands.length !== 2)
    throw new UsageError(`compat takes two files, OLD and NEW (- for standard input), not ${operands.length}`);
  const [oldFile = "", newFile = ""] = operands;
  const result = await runCompat({
    old: oldFile,
    new: newFile,
    cwd: io.cwd,
    ...options.configFile === void 0 ? {} : { configFile: options.configFile },
    ...io.stdin ? { stdin: io.stdin } : {}
  });
  io.stdout(
    render(options.format, {
      findings: result.placed.filter((p) => p.shown).map((p) => p.finding),
      rules: ruleInfoOf(result.rules),
      texts: result.textOf,
      stats: result.review.stats,
      toolVersion: VERSION
    })
  );
  for (const e of result.review.internalErrors)
    io.stderr(`kube-api-review: internal error in ${e.where}: ${e.message}
`);
  if (result.review.internalErrors.length > 0) return 2;
  return countFailing(result.placed, options.failOn) > 0 ? 1 : 0;
}
async function runCompat(req) {
  if (req.old === "-" && req.new === "-")
    throw new UsageError("compat: standard input (-) can be only one of OLD and NEW");
  const root = await repositoryRoot(req.cwd);
  const loaded = await loadConfig(req.configFile, req.configFile === void 0 ? root : req.cwd, RULE_IDS);
  if ("errors" in loaded)
    throw new UsageError(`invalid configuration:
${loaded.errors.map(formatConfigError).join("\n")}`);
  const { config } = loaded;
  const [oldSide, newSide] = [await readSide("OLD", req.old, req, root), await readSide("NEW", req.new, req, root)];
  const files = oldSide.path === newSide.path ? [
    {
      path: newSide.path,
      status: "modified",
      base: oldSide.content,
      head: newSide.content,
      ...wholeFile(newSide.content)
    }
  ] : [
    { path: oldSide.path, status: "removed", base: oldSide.content, addedLines: [], hunkLines: [] },
    { path: newSide.path, status: "added", head: newSide.content, ...wholeFile(newSide.content) }
  ];
  const changeSet = { root, hasBase: true, files };
  const parsed = /* @__PURE__ */ new Map([
    [oldSide.content, oldSide.file],
    [newSide.content, newSide.file]
  ]);
  const { review: result, placed, rules } = await reviewCompat(changeSet, config, parsed);
  const textOf = (file) => result.textOf(file) ?? (file === oldSide.path ? oldSide.file.text : void 0);
  return { review: result, placed, config, rules, textOf };
}
async function reviewCompat(changeSet, config, parsed = /* @__PURE__ */ new Map()) {
  const rules = compatRules;
  const result = await reviewPipelined(changeSet, {
    rules,
    config,
    // Both sides are read whole: the family matches CRDs across files by identity (§2), and
    // comparing base with base would find nothing, so there is no base pass.
    withBaseFindings: false,
    unchangedFiles: true,
    ...parsed.size > 0 ? { manifests: parsed } : {}
  });
  return { review: result, placed: placeFindings(result.findings, changeSet, "all", void 0), rules };
}
async function readSide(role, named, req, root) {
  let content;
  let shown;
  if (named === "-") {
    if (!req.stdin) throw new UsageError(`compat: ${role} is standard input (-), but there is none`);
    content = await req.stdin();
    shown = STDIN_PATH;
  } else {
    const absolute = path.resolve(req.cwd, named);
    try {
      content = await readFile(absolute);
    } catch (error) {
      const code = error.code;
      const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "a directory, not a file" : code === "EACCES" ? "permission denied" : String(code ?? error);
      throw new UsageError(`compat: cannot read ${role} ${named}: ${why}`);
    }
    const relative = path.relative(root, absolute);
    shown = relative.startsWith("..") || path.isAbsolute(relative) ? absolute.split(path.sep).join("/") : relative.split(path.sep).join("/");
    if (!/\.(ya?ml|json)$/i.test(shown))
      throw new UsageError(`compat: ${role} ${named} is not a .yaml, .yml or .json file`);
  }
  const file = parseManifestFile(shown, content);
  if (!file.objects.some(isCrdV1)) {
    const problem = file.problems[0];
    const why = problem ? `: it does not read as YAML (${problem.message})` : file.objects.some(isCrd) ? ": only CustomResourceDefinitions of apiextensions.k8s.io/v1 are compared (v1beta1 is no longer served)" : "";
    throw new UsageError(
      `compat: ${role} ${named === "-" ? "from standard input" : named} holds no apiextensions.k8s.io/v1 CustomResourceDefinition${why}`
    );
  }
  return { path: shown, content, file };
}
var isCrdV1 = (o) => isCrd(o) && o.version === "v1";
export {
  STDIN_PATH,
  compatCommand,
  reviewCompat,
  runCompat
};
