import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-76TMWDUN.js";

// src/sources/repository-root.ts
import { realpath } from "node:fs/promises";
import path2 from "node:path";

// src/sources/git.ts
var MAX_OUTPUT_BYTES = 1 << 30;
async function git(args, cwd) {
  const { execFile } = await childProcess();
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["--no-optional-locks", ...args],
      { cwd, encoding: "buffer", maxBuffer: MAX_OUTPUT_BYTES, windowsHide: true },
      (error, stdout, stderr) => {
        if (error && "code" in error && error.code === "ENOENT") {
          reject(new UsageError("--base needs git, and no git executable was found on PATH"));
        } else if (error && typeof error.code !== "number") {
          reject(error);
        } else {
          resolve({ ok: !error, stdout, stderr: stderr.toString("utf8").trim() });
        }
      }
    );
  });
}
async function gitOutput(args, cwd) {
  const result = await git(args, cwd);
  if (!result.ok) throw new UsageError(`git ${args.join(" ")} failed in ${cwd}: ${result.stderr}`);
  return result.stdout;
}
var childProcess = () => import("node:child_process");
function nulFields(output) {
  const fields = output.toString("utf8").split("\0");
  if (fields[fields.length - 1] === "") fields.pop();
  return fields;
}

// src/sources/git-work-tree.ts
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
var ASK_GIT = /* @__PURE__ */ Symbol("ask git");
var DISCOVERY_VARIABLES = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_CEILING_DIRECTORIES",
  "GIT_DISCOVERY_ACROSS_FILESYSTEM",
  "GIT_COMMON_DIR"
];
function findWorkTreeTop(realDir, env = process.env) {
  if (DISCOVERY_VARIABLES.some((name) => env[name] !== void 0)) return ASK_GIT;
  if (realDir.split(path.sep).includes(".git")) return ASK_GIT;
  const device = deviceOf(realDir);
  if (device === void 0) return ASK_GIT;
  for (let dir = realDir; ; ) {
    const marker = gitMarker(path.join(dir, ".git"));
    if (marker === "work tree") return dir;
    if (marker === "unclear") return ASK_GIT;
    const up = path.dirname(dir);
    if (up === dir) return void 0;
    if (deviceOf(up) !== device) return void 0;
    dir = up;
  }
}
function deviceOf(dir) {
  try {
    return statSync(dir).dev;
  } catch {
    return void 0;
  }
}
function gitMarker(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch (error) {
    return error.code === "ENOENT" ? "absent" : "unclear";
  }
  try {
    if (stats.isDirectory()) return statSync(path.join(entry, "HEAD")).isFile() ? "work tree" : "unclear";
    if (stats.isFile()) return readFileSync(entry, "utf8").startsWith("gitdir: ") ? "work tree" : "unclear";
  } catch {
    return "unclear";
  }
  return "unclear";
}

// src/sources/repository-root.ts
async function repositoryRoot(cwd, workspace) {
  return (await locateRepository(cwd, workspace)).root;
}
async function locateRepository(cwd, workspace) {
  const here = path2.resolve(cwd);
  const real = await realpath(here).catch(() => here);
  const found = findWorkTreeTop(real);
  const top = found === ASK_GIT ? await gitTopLevel(here) : found;
  if (top !== void 0) return { root: path2.resolve(here, path2.relative(real, top)), git: true };
  if (workspace !== void 0) {
    const root = path2.resolve(workspace);
    const up = path2.relative(root, here);
    if (up === "" || !up.startsWith("..") && !path2.isAbsolute(up)) return { root, git: false };
  }
  return { root: here, git: false };
}
async function gitTopLevel(cwd) {
  try {
    const result = await git(["rev-parse", "--show-toplevel"], cwd);
    const top = result.stdout.toString("utf8").trim();
    return result.ok && top !== "" ? path2.resolve(top) : void 0;
  } catch {
    return void 0;
  }
}

export {
  git,
  gitOutput,
  childProcess,
  nulFields,
  repositoryRoot,
  locateRepository
};
