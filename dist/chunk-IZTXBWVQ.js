import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  isJsonObject,
  loadYaml
} from "./chunk-KUDRLHDU.js";
import {
  LIMITS,
  consultedText
} from "./chunk-PWSXMDQL.js";

// src/parse/line-index.ts
var LineIndex = class {
  starts = [0];
  constructor(text) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }
  get lineCount() {
    return this.starts.length;
  }
  /** Offset of the first character of a 1-based line. */
  lineStart(line) {
    return this.starts[Math.min(Math.max(line, 1), this.starts.length) - 1] ?? 0;
  }
  position(offset) {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.starts[lo] ?? 0) + 1 };
  }
};

// src/parse/kustomize-patches.ts
import path from "node:path";
var KUSTOMIZATION_FILE_NAMES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var isKustomizationPath = (p) => KUSTOMIZATION_FILE_NAMES.includes(path.posix.basename(p));
function patchPathsOf(kustomizationPath, content) {
  const text = consultedText(content);
  const value = text === void 0 ? void 0 : kustomizationOf(text);
  if (text === void 0 || value === void 0) return [];
  const entries = [];
  for (const key of ["patches", "patchesJson6902"]) {
    const list = value[key];
    if (Array.isArray(list)) {
      for (const item of list) if (isJsonObject(item)) entries.push(item.path);
    }
  }
  for (const key of ["patchesStrategicMerge", "transformers", "generators", "validators"]) {
    const list = value[key];
    if (Array.isArray(list)) entries.push(...list);
  }
  entries.push(...commentedPatchEntries(text));
  const dir = path.posix.dirname(kustomizationPath);
  return entries.flatMap((e) => {
    const resolved = typeof e === "string" ? resolveEntry(dir, e) : void 0;
    return resolved === void 0 ? [] : [resolved];
  });
}
var PATCH_SECTIONS = /* @__PURE__ */ new Set(["patches", "patchesStrategicMerge", "patchesJson6902"]);
var SECTION = /^#? ?([A-Za-z][A-Za-z0-9]*)[ \t]*:[ \t]*$/;
var COMMENTED_ENTRY = /^[ \t]*#[ \t]*(?:-[ \t]*(?:path:[ \t]*)?|path:[ \t]*)([^\s#]+\.(?:ya?ml|json))[ \t]*$/;
function commentedPatchEntries(text) {
  if (!text.includes("#")) return [];
  const found = [];
  let section = "";
  for (const line of text.split(/\r\n|\r|\n/)) {
    const key = SECTION.exec(line);
    if (key) {
      section = key[1] ?? "";
      continue;
    }
    if (/^[A-Za-z]/.test(line)) section = "";
    if (!PATCH_SECTIONS.has(section)) continue;
    const entry = COMMENTED_ENTRY.exec(line);
    if (entry?.[1] !== void 0) found.push(entry[1]);
  }
  return found;
}
function isPatchDocument(value) {
  return hasDirective(value, 0);
}
var DIRECTIVE = /^\$(?:patch$|retainKeys$|setElementOrder\/|deleteFromPrimitiveList\/)/;
var mayHoldPatchDocuments = (text) => text.includes("$patch");
var MAX_DIRECTIVE_DEPTH = 64;
function hasDirective(value, depth) {
  if (depth > MAX_DIRECTIVE_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => hasDirective(v, depth + 1));
  if (!isJsonObject(value)) return false;
  for (const [key, v] of Object.entries(value)) {
    if (DIRECTIVE.test(key) || hasDirective(v, depth + 1)) return true;
  }
  return false;
}
function kustomizationOf(text) {
  const value = readKustomization(text);
  return isJsonObject(value) && isKustomizeConfig(value) ? value : void 0;
}
function readKustomization(text) {
  try {
    return loadYaml(text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 })[0];
  } catch {
    return void 0;
  }
}
function isKustomizeConfig(value) {
  const { apiVersion } = value;
  return apiVersion === void 0 || typeof apiVersion === "string" && apiVersion.startsWith("kustomize.config.k8s.io/");
}
function resourcesOf(kustomizationPath, value) {
  const dir = path.posix.dirname(kustomizationPath);
  return [value.resources, value.bases].flatMap((list) => Array.isArray(list) ? list : []).flatMap((e) => {
    const r = typeof e === "string" ? resolveEntry(dir, e) : void 0;
    return r === void 0 ? [] : [r];
  });
}
function resolveEntry(dir, entry) {
  const e = entry.trim();
  if (e === "" || e.includes("\n") || e.includes("://") || path.posix.isAbsolute(e) || /^(github\.com|gitlab\.com|bitbucket\.org)\//.test(e))
    return void 0;
  return path.posix.normalize(path.posix.join(dir, e));
}

// src/parse/template-syntax.ts
var MAX_SHOWN = 40;
function templateSites(text) {
  const sites = [];
  const jinja = /\{%-?\s*[a-z_]+[^\n]*?%\}|\{#[\s\S]*?#\}/.test(text);
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (!/[{$%@]|\.\.\.|…/.test(line)) continue;
    for (const found of sitesInLine(line, jinja)) sites.push({ ...found, line: i + 1 });
  }
  return sites;
}
var ENVSUBST = String.raw`\$\{[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:[:?+=-][^}\n]*)?\}`;
var UPPER_PLACEHOLDER = String.raw`(?<![$\w{])\{[A-Z][A-Z0-9_]*\}(?!\})`;
var FORMAT_FIELD = String.raw`[a-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[^\]\n{}]+\])*`;
var GLUED_LOWER_PLACEHOLDER = String.raw`(?:(?<=[.\-/])\{${FORMAT_FIELD}\}(?!\})|(?<![$\w{])\{${FORMAT_FIELD}\}(?=[\w.\-/]))`;
var INDEXED_FORMAT_FIELD = String.raw`(?<![$\w{])\{[a-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\[[^\]\n{}]+\](?:\.[A-Za-z_][A-Za-z0-9_]*|\[[^\]\n{}]+\])*\}(?!\})`;
var FORMAT_FIELD_LINE = String.raw`(?<=^[ \t]+)\{${FORMAT_FIELD}\}(?=[ \t]*$)`;
var RESERVED_INDICATOR_PLACEHOLDER = String.raw`(?<=(?:^|[:,\[{]|(?:^|\s)-)[ \t]*)(?:%{2,}|%[A-Za-z_][\w.]*%|@[A-Za-z_][\w.-]*@)(?![\w%@])`;
var MARKS = [
  // GitHub Actions expressions: a workflow, not a manifest; YAML reads them as plain strings.
  {
    pattern: /\$\{\{[^\n]*?\}\}/g,
    name: (m) => `GitHub Actions expression \`${shown(m[0])}\``,
    structural: () => false
  },
  { pattern: /\{%-?\s*([a-z_]+)[^\n]*?-?%\}/g, name: (m) => `Jinja \`{% ${m[1] ?? ""} %}\`` },
  // Closed on its line, or opened as Jinja writes them (`{# `, `{#-`) for a comment of many lines.
  { pattern: /\{#[^\n]*?#\}|\{#(?=[\s-])/g, name: () => "a Jinja comment `{# #}`" },
  {
    pattern: /\{\{[^\n]*?(\}\}|$)/g,
    name: (m, jinja) => jinja ? `Jinja expression \`${shown(m[0])}\`` : `Helm or Go template \`${shown(m[0])}\``
  },
  // `$NAME` or `${NAME}` alone on its line, where envsubst writes a whole block
  // (secrets-store-csi-driver's tests substitute a PEM certificate under `sslCertificate: |`;
  // metal3's clusterctl templates `${CTLPLANE_KUBEADM_EXTRA_CONFIG}` at the margin, between two
  // documents): YAML reads the line as a key that never ends. Before the placeholder of a value,
  // which takes the same text where it shares its line with YAML.
  {
    pattern: new RegExp(String.raw`(?<=^[ \t]*)(?:\$[A-Z_][A-Z0-9_]*|${ENVSUBST})(?=[ \t]*$)`, "g"),
    name: (m) => `envsubst placeholder \`${m[0].trim()}\``
  },
  // envsubst and shell: `${NAME}`, `${NAME:-default}`. A plain string to YAML, so it names the
  // template only where YAML failed on its line (`[${A}, ${B}]`: `{` in a flow collection).
  { pattern: new RegExp(ENVSUBST, "g"), name: (m) => `envsubst placeholder \`${m[0]}\``, structural: () => false },
  // `{NAME}` placeholders (kustomize replacement targets, docs' fill-ins): upper case, as a value
  // of its own `{X}` would read as a mapping, so only where it is glued to other text.
  {
    pattern: new RegExp(UPPER_PLACEHOLDER, "g"),
    name: (m) => `placeholder \`${m[0]}\``,
    structural: (line, m) => isGlued(line, m)
  },
  { pattern: new RegExp(GLUED_LOWER_PLACEHOLDER, "g"), name: (m) => `placeholder \`${m[0]}\`` },
  { pattern: new RegExp(INDEXED_FORMAT_FIELD, "g"), name: (m) => `placeholder \`${m[0]}\`` },
  { pattern: new RegExp(FORMAT_FIELD_LINE, "g"), name: (m) => `placeholder \`${m[0]}\` on a line of its own` },
  // A value that starts with `%` or `@`, which YAML reserves (no plain scalar may start with
  // either, so kubectl cannot read it either): a placeholder that a test or a build fills in
  // before anything reads the file, as camel-k's e2e manifests write `namespace: %%%` and Maven's
  // resource filtering `@project.version@`.
  { pattern: new RegExp(RESERVED_INDICATOR_PLACEHOLDER, "g"), name: (m) => `placeholder \`${m[0]}\`` },
  // `...` on an indented line of its own: documentation excerpts elide what the reader keeps
  // (external-secrets' docs/snippets, between a container's fields). At the margin it is YAML's
  // document end marker, which parses.
  { pattern: /(?<=^[ \t]+)(?:\.{3}|…)(?=[ \t]*$)/g, name: () => "an elision `...`", excerpt: true }
];
function sitesInLine(line, jinja) {
  const taken = [];
  const comment = commentStart(line);
  for (const mark of MARKS) {
    mark.pattern.lastIndex = 0;
    for (let m = mark.pattern.exec(line); m !== null; m = mark.pattern.exec(line)) {
      const start = m.index;
      const end = start + m[0].length;
      if (m[0].length === 0) break;
      if (taken.some((t) => start < t.end && end > t.start)) continue;
      const outside = start < comment && !isQuotedAt(line, start);
      const structural = outside && (mark.structural ? mark.structural(line, m) : true);
      const site = { syntax: mark.name(m, jinja), column: start + 1, structural };
      taken.push({ start, end, site: mark.excerpt ? { ...site, excerpt: true } : site });
    }
  }
  return taken.sort((a, b) => a.start - b.start).map((t) => t.site);
}
var shown = (s) => {
  const text = s.replace(/`/g, "'");
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 4)} \u2026}}` : text;
};
function isGlued(line, m) {
  const before = line[m.index - 1] ?? " ";
  const after = line[m.index + m[0].length] ?? " ";
  return /[\w.\-/]/.test(before) || /[\w.\-/]/.test(after);
}
function commentStart(line) {
  for (let i = line.indexOf("#"); i !== -1; i = line.indexOf("#", i + 1)) {
    const before = i === 0 ? " " : line[i - 1];
    if ((before === " " || before === "	") && !isQuotedAt(line, i)) return i;
  }
  return line.length;
}
function isQuotedAt(line, at) {
  let quote;
  let canStart = true;
  for (let i = 0; i < at; i++) {
    const c = line[i];
    if (quote === '"') {
      if (c === "\\") i++;
      else if (c === '"') quote = void 0;
      continue;
    }
    if (quote === "'") {
      if (c === "'" && line[i + 1] === "'") i++;
      else if (c === "'") quote = void 0;
      continue;
    }
    if ((c === '"' || c === "'") && canStart) {
      quote = c;
      continue;
    }
    if (c === " " || c === "	") continue;
    canStart = c === "[" || c === "{" || c === "," || (c === ":" || c === "-") && (line[i + 1] === " " || line[i + 1] === void 0);
  }
  return quote !== void 0;
}
var ANGLE_PLACEHOLDER = String.raw`^<[A-Za-z][\w .:/-]*>$`;
var BARE_ENVSUBST = String.raw`(?<!\$)\$[A-Z_][A-Z0-9_]*(?![A-Za-z0-9_])`;
var NAMED_PLACEHOLDER = String.raw`^(?:[A-Z0-9]+_)*PLACEHOLDER(?:_[A-Z0-9]+)*$`;
var DOUBLE_DOLLAR_PLACEHOLDER = String.raw`\$\$[A-Za-z_][\w.-]*\$\$`;
var DOUBLE_ANGLE_PLACEHOLDER = String.raw`<<[ \t]*[A-Za-z_][\w.-]*[ \t]*>>`;
var CHAINSAW_EXPRESSION = String.raw`^\((?=[^\n]*(?:\$[A-Za-z_]|\benv\())[^\n]*\)$`;
var ELLIPSIS_PLACEHOLDER = String.raw`^(?:\.{3}|…)$`;
var PLACEHOLDER = new RegExp(
  `${ENVSUBST}|\\{\\{[^\\n]*?\\}\\}|${UPPER_PLACEHOLDER}|${CHAINSAW_EXPRESSION}|${ANGLE_PLACEHOLDER}|${BARE_ENVSUBST}|${NAMED_PLACEHOLDER}|${DOUBLE_DOLLAR_PLACEHOLDER}|${DOUBLE_ANGLE_PLACEHOLDER}|${ELLIPSIS_PLACEHOLDER}`
);
function placeholderIn(value) {
  if (!value.includes("{") && !value.includes("$") && !value.includes("<") && !value.startsWith("(") && !value.includes("PLACEHOLDER") && value !== "..." && value !== "\u2026")
    return void 0;
  const m = PLACEHOLDER.exec(value);
  if (!m) return void 0;
  const site = templateSites(m[0])[0];
  return { text: m[0], syntax: site?.syntax ?? `${fallbackName(m[0])} \`${shown(m[0])}\`` };
}
var CAPITALS_PART = /(?:^|[-.])([A-Z][A-Z0-9_]+)(?=$|[-.])/;
function identityPlaceholderIn(value) {
  const found = placeholderIn(value);
  if (found) return found;
  const part = CAPITALS_PART.exec(value)?.[1];
  return part === void 0 ? void 0 : { text: part, syntax: `placeholder \`${part}\`` };
}
function fallbackName(placeholder) {
  if (placeholder === "..." || placeholder === "\u2026") return "an elision";
  if (placeholder.startsWith("(")) return "chainsaw expression";
  if (placeholder.startsWith("<") || placeholder.startsWith("$$") || placeholder.includes("PLACEHOLDER"))
    return "placeholder";
  return /^\$[A-Z_]/.test(placeholder) ? "envsubst placeholder" : "template";
}

export {
  LineIndex,
  KUSTOMIZATION_FILE_NAMES,
  isKustomizationPath,
  patchPathsOf,
  isPatchDocument,
  mayHoldPatchDocuments,
  kustomizationOf,
  resourcesOf,
  resolveEntry,
  templateSites,
  placeholderIn,
  identityPlaceholderIn
};
