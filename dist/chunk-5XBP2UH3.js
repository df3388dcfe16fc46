import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-76TMWDUN.js";

// src/sources/repository-root.ts
import { realpath } from "node:fs/promises";
import path from "node:path";

// src/sources/git.ts
import { execFile } from "node:child_process";
var MAX_OUTPUT_BYTES = 1 << 30;
function git(args, cwd) {
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
function nulFields(output) {
  const fields = output.toString("utf8").split("\0");
  if (fields[fields.length - 1] === "") fields.pop();
  return fields;
}

// src/sources/repository-root.ts
async function repositoryRoot(cwd, workspace) {
  return (await locateRepository(cwd, workspace)).root;
}
async function locateRepository(cwd, workspace) {
  const here = path.resolve(cwd);
  const top = await gitTopLevel(here);
  if (top !== void 0) {
    const real = await realpath(here).catch(() => here);
    return { root: path.resolve(here, path.relative(real, top)), git: true };
  }
  if (workspace !== void 0) {
    const root = path.resolve(workspace);
    const up = path.relative(root, here);
    if (up === "" || !up.startsWith("..") && !path.isAbsolute(up)) return { root, git: false };
  }
  return { root: here, git: false };
}
async function gitTopLevel(cwd) {
  try {
    const result = await git(["rev-parse", "--show-toplevel"], cwd);
    const top = result.stdout.toString("utf8").trim();
    return result.ok && top !== "" ? path.resolve(top) : void 0;
  } catch {
    return void 0;
  }
}

export {
  git,
  gitOutput,
  nulFields,
  repositoryRoot,
  locateRepository
};
