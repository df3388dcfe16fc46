import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  readDirectorySource
} from "./chunk-ULCOC4LH.js";
import "./chunk-U4SCZGWV.js";
import {
  KUBERNETES,
  fieldTagsOf,
  jsonTagOf
} from "./chunk-BQLRZV2A.js";
import {
  loadGoParser
} from "./chunk-TKOFQCWI.js";
import "./chunk-KUDRLHDU.js";
import "./chunk-PWSXMDQL.js";
import "./chunk-76TMWDUN.js";
import "./chunk-TFZ7J445.js";

// src/openapi-lifecycle-command.ts
import { readFile } from "node:fs/promises";
import { posix } from "node:path";
import path from "node:path";

// src/rules/lifecycle/lifecycle-extension.ts
var KUBERNETES_ORDER = ["minVersion", "status", "featureGate"];
function lifecycleExtensions(files, importPathOf) {
  const out = {};
  for (const file of files) {
    if (file.error) continue;
    for (const at of fieldTagsOf(file)) {
      const components = {};
      for (const tag of at.lifecycle) {
        if (tag.problems.length > 0 || components[tag.component]) continue;
        const keys = tag.component === KUBERNETES ? KUBERNETES_ORDER : [...tag.values.keys()];
        components[tag.component] = Object.fromEntries(
          keys.flatMap((k) => {
            const v = tag.values.get(k);
            return v === void 0 ? [] : [[k, v]];
          })
        );
      }
      if (Object.keys(components).length === 0) continue;
      const json = at.field.tag === void 0 ? void 0 : jsonTagOf(at.field.tag);
      if (json?.name === "-" && json.options.length === 0) continue;
      const names = json?.name ? [json.name] : at.field.names;
      if (names.length === 0) continue;
      const key = `${importPathOf(file)}.${at.struct.name}`;
      const type = out[key] ??= {};
      for (const name of names) type[name] = { "x-kubernetes-api-lifecycle": components };
    }
  }
  return out;
}

// src/openapi-lifecycle-command.ts
async function openapiLifecycleCommand(paths, cwd) {
  const changeSet = await readDirectorySource(paths, { cwd, include: ["**/*.go"], exclude: [] });
  const parser = await loadGoParser();
  const files = changeSet.files.flatMap(
    (f) => f.head === void 0 || !f.path.endsWith(".go") ? [] : [parser.parse(f.path, f.head)]
  );
  const modules = /* @__PURE__ */ new Map();
  for (const file of files) {
    for (let dir = posix.dirname(file.path); !modules.has(dir); dir = posix.dirname(dir)) {
      modules.set(dir, await modulePathIn(path.join(changeSet.root, dir)));
      if (dir === "." || dir === "/") break;
    }
  }
  const importPathOf = (file) => {
    const dir = posix.dirname(file.path);
    for (let d = dir; ; d = posix.dirname(d)) {
      const module = modules.get(d);
      if (module !== void 0) return d === dir ? module : `${module}/${posix.relative(d, dir)}`;
      if (d === "." || d === "/") break;
    }
    const src = dir.lastIndexOf("src/");
    return src >= 0 && (src === 0 || dir[src - 1] === "/") ? dir.slice(src + 4) : dir;
  };
  return `${JSON.stringify(sortKeys(lifecycleExtensions(files, importPathOf)), null, 2)}
`;
}
async function modulePathIn(dir) {
  try {
    const text = await readFile(path.join(dir, "go.mod"), "utf8");
    return /^module\s+("?)([^\s"]+)\1\s*$/m.exec(text)?.[2];
  } catch {
    return void 0;
  }
}
function sortKeys(o) {
  return Object.fromEntries(
    Object.keys(o).sort().map((k) => [k, Object.fromEntries(Object.entries(o[k] ?? {}).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0))])
  );
}
export {
  openapiLifecycleCommand
};
