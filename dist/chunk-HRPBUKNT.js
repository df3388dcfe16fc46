import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  FILTER_MODES,
  SEVERITY_RANK,
  docsUrl,
  isChanged,
  placeFindings
} from "./chunk-GXRNJBZL.js";
import {
  DEFAULT_CONFIG_FILE,
  Locator,
  RULE_ALIASES,
  RULE_CATALOG,
  RULE_IDS,
  approvalRules,
  canonicalRuleId,
  configuredExceptions,
  crdRules,
  dataWith,
  formatConfigError,
  isInTestTree,
  loadConfig,
  parseProblemRules,
  readsForLifecycle,
  suppressionRules,
  toApiserverError
} from "./chunk-WQQ555GB.js";
import {
  goQuote
} from "./chunk-HVPFDHDC.js";
import {
  closestRuleId
} from "./chunk-FIGZKQDV.js";
import {
  REVIEWABLE_EXTENSIONS,
  chainsawInputsOf,
  compareRepoPaths,
  diffContents,
  expectedErrorSubject,
  isChainsawTestPath,
  isInKyvernoTestDirectory,
  isKuttlAssertionPath,
  isKyvernoTestPath,
  isNamedAssertionPath,
  kyvernoTestInputsOf,
  readDirectorySource,
  reviewableFilter,
  toRepoPath,
  wholeFile
} from "./chunk-ULCOC4LH.js";
import {
  mapConcurrent
} from "./chunk-U4SCZGWV.js";
import {
  NOTHING_EXTRACTED,
  loadGoParser,
  picomatch
} from "./chunk-TKOFQCWI.js";
import {
  isManifestPath,
  manifestFileOf,
  parseManifestFile,
  readManifestDocuments
} from "./chunk-BYW3XSXS.js";
import {
  STDIN_PATH
} from "./chunk-JS2KLSUD.js";
import {
  isKustomizationPath,
  kustomizationOf,
  patchPathsOf,
  placeholderIn,
  resolveEntry
} from "./chunk-IZTXBWVQ.js";
import {
  CRD_GROUP,
  CRD_KIND,
  isCrd,
  isJsonObject,
  objectIdentity,
  resolvePlain
} from "./chunk-KUDRLHDU.js";
import {
  LIMITS,
  consultedText
} from "./chunk-PWSXMDQL.js";
import {
  COUNTER,
  cancelIfIdle,
  claimFromBack,
  newReadQueue
} from "./chunk-FS4SJV2O.js";
import {
  childProcess,
  git,
  gitOutput,
  locateRepository,
  nulFields
} from "./chunk-OXHRUGS4.js";
import {
  UsageError
} from "./chunk-76TMWDUN.js";

// src/local-review.ts
import { lstat as lstat3, stat as stat2 } from "node:fs/promises";
import path8 from "node:path";

// src/reference-field-usage.ts
function referenceFieldUsage(settings) {
  const kindSeen = settings.map(() => false);
  const pathSeen = settings.map(() => false);
  return {
    observe(file) {
      for (const object of file.objects) {
        settings.forEach((setting, i) => {
          if (pathSeen[i] || object.group !== setting.group || object.kind !== setting.kind) return;
          kindSeen[i] = true;
          if (holds(object.value, setting.steps, 0)) pathSeen[i] = true;
        });
      }
    },
    unmatched(where) {
      return settings.flatMap((setting, i) => {
        if (pathSeen[i]) return [];
        const entry = `refgrant.referenceFields[${i}] of ${where}`;
        const kind = `${setting.kind} of the group ${setting.group === "" ? '"" (core)' : setting.group}`;
        return [
          kindSeen[i] ? `${entry}: no ${kind} has ${setting.path}, so the entry checks no reference` : `${entry}: no object is a ${kind}, so the entry checks no reference`
        ];
      });
    }
  };
}
function holds(value, steps, from) {
  if (value === void 0 || value === null) return false;
  const step = steps[from];
  if (step === void 0) return true;
  if ("each" in step) return Array.isArray(value) && value.some((item) => holds(item, steps, from + 1));
  return isJsonObject(value) && Object.hasOwn(value, step.field) && holds(value[step.field], steps, from + 1);
}

// src/engine/internal-error.ts
function internalError(where, error) {
  const message = error instanceof Error ? error.stack ?? error.message : String(error);
  return { where, message };
}

// src/engine/placeholder-subject.ts
function restsOnPlaceholder(report) {
  if (!report.object || !report.path) return false;
  const value = valueAt(report.object.value, report.path.segments());
  if (typeof value === "string") return placeholderIn(value) !== void 0;
  const members = Array.isArray(value) ? value : isJsonObject(value) ? Object.values(value) : [];
  return members.some((m) => typeof m === "string" && isWholePlaceholder(m));
}
function valueAt(root, segments) {
  let v = root;
  for (const s of segments) {
    if (Array.isArray(v)) v = /^\d+$/.test(s) ? v[Number(s)] : void 0;
    else if (isJsonObject(v)) v = Object.hasOwn(v, s) ? v[s] : void 0;
    else return void 0;
    if (v === void 0) return void 0;
  }
  return v;
}
var isWholePlaceholder = (s) => {
  const p = placeholderIn(s);
  return p !== void 0 && s.trim() === p.text;
};

// src/engine/fingerprint.ts
function fingerprint(ruleId, subject, fieldPath, discriminator) {
  const about = subject.object ? objectSubject(subject.object) : `file:${subject.file ?? ""}`;
  crypto ??= process.getBuiltinModule("node:crypto");
  return crypto.hash("sha256", JSON.stringify([ruleId, about, fieldPath ?? "", discriminator ?? ""]), "hex").slice(0, 32);
}
var crypto;
var OBJECT_SUBJECTS = /* @__PURE__ */ new WeakMap();
function objectSubject(o) {
  let about = OBJECT_SUBJECTS.get(o);
  if (about === void 0) {
    about = `object:${objectIdentity(o)}`;
    OBJECT_SUBJECTS.set(o, about);
  }
  return about;
}

// src/engine/format-message.ts
var PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
var SPLIT = /* @__PURE__ */ new Map();
function pieces(template) {
  let split = SPLIT.get(template);
  if (split === void 0) {
    const out = [];
    let at = 0;
    for (const m of template.matchAll(PLACEHOLDER)) {
      if (m.index > at) out.push({ text: template.slice(at, m.index) });
      out.push({ name: m[1] ?? "", whole: m[0] });
      at = m.index + m[0].length;
    }
    if (at < template.length) out.push({ text: template.slice(at) });
    split = out;
    SPLIT.set(template, split);
  }
  return split;
}
function formatMessage(template, data) {
  let message = "";
  for (const p of pieces(template)) {
    if ("text" in p) message += p.text;
    else message += data && p.name in data ? String(data[p.name]) : p.whole;
  }
  return message;
}

// src/engine/suggested-change.ts
function suggestedChange(fix, range, text) {
  if (text === void 0 || range.endLine !== range.line || range.line < 1) return void 0;
  const lines = text.split("\n");
  const line = lines[range.line - 1];
  if (line === void 0 || line.endsWith("\r")) return void 0;
  return fix.kind === "set-scalar" ? setScalar(fix, line, range) : addEntry(fix, lines, range.line - 1);
}
function setScalar(fix, line, range) {
  const start = range.column - 1;
  const end = range.endColumn - 1;
  if (start < 0 || end < start || end > line.length) return void 0;
  const written = line.slice(start, end);
  const style = writtenAs(written, fix.was);
  if (style === void 0) return void 0;
  return `${line.slice(0, start)}${scalar(fix.value, style)}${line.slice(end)}`;
}
function writtenAs(written, was) {
  if (written === JSON.stringify(was)) return "double";
  if (written === `'${was.replace(/'/g, "''")}'`) return "single";
  if (written === was && was !== "" && isPlainSafe(was)) return "plain";
  return void 0;
}
var PLAIN = /^[A-Za-z0-9_./-](?:[^:#\s]|:(?!\s)|\s(?!#)|#)*$/;
var NOT_A_STRING = /^(?:true|false|yes|no|on|off|y|n|null|~|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|0x[0-9a-fA-F]+|0o[0-7]+|\.inf|\.nan)$/i;
var isPlainSafe = (s) => PLAIN.test(s) && !/\s$/.test(s) && !NOT_A_STRING.test(s);
function scalar(value, style) {
  if (style === "single") return `'${value.replace(/'/g, "''")}'`;
  if (style === "plain" && isPlainSafe(value)) return value;
  return JSON.stringify(value);
}
var BLOCK_KEY = /^( *)([A-Za-z0-9_./-]+|"[^"\\]*"|'[^']*'):[ \t]*(?:#.*)?$/;
function addEntry(fix, lines, index) {
  const line = lines[index] ?? "";
  const key = BLOCK_KEY.exec(line);
  if (!key || fix.keys.length === 0 || (key[2] ?? "").replace(/^(["'])(.*)\1$/, "$2") !== fix.under) return void 0;
  const indent = key[1]?.length ?? 0;
  const next = lines.slice(index + 1).find((l) => l.trim() !== "" && !l.trimStart().startsWith("#"));
  const nextIndent = next === void 0 ? 0 : next.length - next.trimStart().length;
  const hasChildren = next !== void 0 && nextIndent > indent;
  if (hasChildren && next.trimStart().startsWith("- ")) return void 0;
  const step = hasChildren ? nextIndent - indent : 2;
  const added = fix.keys.map((k, depth2) => {
    const name = isPlainSafe(k) ? k : JSON.stringify(k);
    const isLast = depth2 === fix.keys.length - 1;
    return `${" ".repeat(indent + step * (depth2 + 1))}${name}:${isLast ? ` ${scalar(fix.value, "plain")}` : ""}`;
  });
  return [line, ...added].join("\n");
}

// src/engine/resolve-finding.ts
function reportFingerprint(rule, report) {
  return fingerprint(
    rule.id,
    { object: report.object, file: report.file },
    report.identity ?? report.path?.toString(),
    report.discriminator
  );
}
function resolveFinding(rule, report, severity, locator) {
  const template = rule.meta.messages[report.messageId] ?? report.messageId;
  const apiserver = report.apiserver === void 0 ? void 0 : typeof report.apiserver.path === "string" ? report.apiserver : toApiserverError(report.apiserver);
  const data = apiserver ? dataWith(report.data, { apiserver }) : report.data;
  const placed = report.line !== void 0;
  const file = (placed ? report.file : void 0) ?? report.object?.source.file ?? report.file ?? "";
  const range = report.object && !placed ? locator.locate(report.object.source, report.path?.segments() ?? [], report.placement) : {
    line: report.line ?? 1,
    column: report.column ?? 1,
    endLine: report.endLine ?? report.line ?? 1,
    endColumn: report.column ?? 1
  };
  const suggestion = report.suggestion ?? (report.fix ? suggestedChange(report.fix, range, locator.textOf(file)) : void 0);
  const message = report.note === void 0 ? formatMessage(template, report.data) : `${formatMessage(template, report.data)} (${report.note})`;
  const hasData = data !== void 0 && hasKeys(data);
  if (report.object && report.path && hasData && suggestion === void 0)
    return {
      ruleId: rule.id,
      severity,
      message,
      file,
      line: range.line,
      column: range.column,
      endLine: range.endLine,
      endColumn: range.endColumn,
      object: objectRef(report.object),
      fieldPath: report.path.toString(),
      data,
      docsUrl: docsUrlOf(rule.id),
      fingerprint: reportFingerprint(rule, report)
    };
  const finding = {
    ruleId: rule.id,
    severity,
    message,
    file,
    line: range.line,
    column: range.column,
    endLine: range.endLine,
    endColumn: range.endColumn
  };
  if (report.object) finding.object = objectRef(report.object);
  if (report.path) finding.fieldPath = report.path.toString();
  if (hasData) finding.data = data;
  if (suggestion !== void 0) finding.suggestion = suggestion;
  finding.docsUrl = docsUrlOf(rule.id);
  finding.fingerprint = reportFingerprint(rule, report);
  return finding;
}
function hasKeys(o) {
  for (const _ in o) return true;
  return false;
}
var DOCS_URLS = /* @__PURE__ */ new Map();
function docsUrlOf(ruleId) {
  let url = DOCS_URLS.get(ruleId);
  if (url === void 0) {
    url = docsUrl(ruleId);
    DOCS_URLS.set(ruleId, url);
  }
  return url;
}
var OBJECT_REFS = /* @__PURE__ */ new WeakMap();
function objectRef(o) {
  let ref = OBJECT_REFS.get(o);
  if (ref === void 0) {
    ref = { apiVersion: o.apiVersion, kind: o.kind, ...o.namespace ? { namespace: o.namespace } : {}, name: o.name };
    OBJECT_REFS.set(o, ref);
  }
  return ref;
}

// src/engine/check-world.ts
function readOrReport(path9, content, errors) {
  try {
    return readManifestDocuments(path9, content);
  } catch (error) {
    errors.push(internalError(`parsing ${path9}`, error));
    return { path: path9, text: "", documents: [], problems: [] };
  }
}
function runRules(rules, ctx, errors) {
  const out = [];
  for (const rule of rules) {
    if (!rule.check) continue;
    try {
      for (const report of rule.check(ctx)) out.push({ rule, report });
    } catch (error) {
      errors.push(internalError(`rule ${rule.id}`, error));
    }
  }
  return out;
}
var resolveReports = (reported, config, locator) => reported.filter(({ report }) => !restsOnPlaceholder(report)).map(
  ({ rule, report }) => resolveFinding(rule, report, severityOf(config, rule, report.severity, report.atMost), locator)
);
var settingOf = (config, rule) => config.rules.get(rule.id) ?? (rule.meta.offByDefault ? "off" : rule.meta.severity);
var enabledRules = (rules, config) => rules.filter((r) => settingOf(config, r) !== "off");
function severityOf(config, rule, reported, atMost) {
  const configured = config.rules.get(rule.id);
  if (configured !== void 0 && configured !== "off") return configured;
  const s = reported ?? rule.meta.severity;
  return atMost !== void 0 && RANK[s] > RANK[atMost] ? atMost : s;
}
var RANK = { notice: 0, warning: 1, error: 2 };

// src/parse/kustomize-generator-data.ts
import path from "node:path";
function generatorDataPathsOf(kustomizationPath, content) {
  const text = consultedText(content);
  const value = text === void 0 ? void 0 : kustomizationOf(text);
  if (value === void 0) return [];
  const dir = path.posix.dirname(kustomizationPath);
  const found = [];
  for (const key of ["configMapGenerator", "secretGenerator"]) {
    const generators = value[key];
    if (!Array.isArray(generators)) continue;
    for (const generator of generators) {
      const files = isJsonObject(generator) ? generator.files : void 0;
      if (!Array.isArray(files)) continue;
      for (const entry of files) {
        if (typeof entry !== "string") continue;
        const at = entry.indexOf("=");
        const resolved = resolveEntry(dir, at === -1 ? entry : entry.slice(at + 1));
        if (resolved !== void 0) found.push(resolved);
      }
    }
  }
  return found;
}

// src/parse/non-object-files.ts
import path2 from "node:path";
function nonObjectFiles(files) {
  const head = /* @__PURE__ */ new Map();
  const base = /* @__PURE__ */ new Map();
  for (const f of files) {
    if (f.head !== void 0) listed(f.path, f.head, head);
    const basePath = f.previousPath ?? f.path;
    if (f.base !== void 0) listed(basePath, f.base, base);
  }
  namedAssertions(
    files.flatMap((f) => f.head !== void 0 ? [f.path] : []),
    head
  );
  namedAssertions(
    files.flatMap((f) => f.base !== void 0 ? [f.previousPath ?? f.path] : []),
    base
  );
  return { head, base };
}
function namedAssertions(paths, into) {
  const testDirs = new Set(paths.filter(isChainsawTestPath).map((p) => path2.posix.dirname(p)));
  if (testDirs.size === 0) return;
  for (const p of paths) if (isNamedAssertionPath(p) && testDirs.has(path2.posix.dirname(p))) into.set(p, "test-input");
}
function listed(p, content, into) {
  if (isKuttlAssertionPath(p) || isInKyvernoTestDirectory(p)) into.set(p, "test-input");
  const refused = expectedErrorSubject(p);
  if (refused !== void 0) into.set(refused, "test-input");
  if (isKustomizationPath(p)) {
    for (const patch of patchPathsOf(p, content)) into.set(patch, "kustomize-patch");
    for (const data of generatorDataPathsOf(p, content)) into.set(data, "generator-data");
  }
  if (isChainsawTestPath(p)) for (const input of chainsawInputsOf(p, content)) into.set(input, "test-input");
  if (isKyvernoTestPath(p)) for (const input of kyvernoTestInputsOf(p, content)) into.set(input, "test-input");
}

// src/engine/head-manifests.ts
function readHeadManifests(changeSet, onFileParsed) {
  const heads = changeSet.files.filter((f) => f.head !== void 0 && isManifestPath(f.path));
  if (new Set(heads.map((f) => f.head)).size < heads.length) return { files: /* @__PURE__ */ new Map(), objects: void 0 };
  const nonObjects = nonObjectFiles(changeSet.files).head;
  const files = /* @__PURE__ */ new Map();
  const objects = [];
  let complete = true;
  for (const f of heads) {
    if (f.head === void 0) continue;
    const nonObject = nonObjects.get(f.path);
    const errors = [];
    const file = manifestFileOf(readOrReport(f.path, f.head, errors), nonObject === void 0 ? {} : { nonObject });
    if (errors.length > 0) {
      complete = false;
      continue;
    }
    files.set(f.head, file);
    for (const o of file.objects) objects.push(o);
    onFileParsed?.(file);
  }
  return { files, objects: complete ? objects : void 0 };
}

// src/engine/pipelined-review.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// src/engine/review-cache.ts
var ReviewCache = class {
  values = /* @__PURE__ */ new Map();
  get(key) {
    if (this.values.has(key)) return this.values.get(key);
    const value = key.create();
    this.values.set(key, value);
    return value;
  }
};

// src/engine/configured-exception.ts
function applyConfiguredExceptions(findings, exceptions) {
  if (exceptions.length === 0) return { kept: [...findings], unused: [] };
  const used = /* @__PURE__ */ new Set();
  const kept = findings.filter((f) => {
    const matching = exceptions.filter((e) => e.matches(f));
    for (const e of matching) used.add(e);
    return matching.length === 0;
  });
  return { kept, unused: exceptions.filter((e) => !used.has(e)) };
}

// src/engine/suppressions.ts
var SUPPRESSION_MARKER = "kube-api-review:ignore";
var isBlank = (ch) => ch === " " || ch === "	";
function findSuppressions(file, text, knownRuleIds) {
  const suppressions = [];
  const problems = [];
  if (text.indexOf(SUPPRESSION_MARKER) === -1) return { suppressions, problems };
  const token = file.endsWith(".go") ? "//" : "#";
  const usage = `${token} ${SUPPRESSION_MARKER} <rule-id> <reason>`;
  const lines = text.split("\n").map((l) => l.endsWith("\r") ? l.slice(0, -1) : l);
  let nextCode;
  lines.forEach((content, i) => {
    const marker = locateMarker(content, token);
    if (marker === void 0) return;
    const line = i + 1;
    const column = marker.tokenStart + 1;
    const problem = (message, at = column) => {
      problems.push({ file, line, column: at, message });
    };
    const rest = content.slice(marker.markerEnd);
    if (rest !== "" && !isBlank(rest[0])) {
      problem(`malformed suppression: expected a space after ${SUPPRESSION_MARKER}; write "${usage}"`);
      return;
    }
    const idStart = marker.markerEnd + (rest.length - rest.trimStart().length);
    const idEnd = indexOfBlank(content, idStart);
    const ruleId = content.slice(idStart, idEnd);
    const reason = content.slice(idEnd).trim();
    if (ruleId === "") {
      problem(`suppression without a rule id; write "${usage}"`);
      return;
    }
    if (!knownRuleIds.has(ruleId)) {
      const suggestion = closestRuleId(ruleId, knownRuleIds);
      const hint = suggestion === void 0 ? "" : `; did you mean ${goQuote(suggestion)}?`;
      problem(`unknown rule id ${goQuote(ruleId)} in suppression${hint}`, idStart + 1);
      return;
    }
    if (reason === "") {
      problem(
        `suppression of ${ruleId} without a reason; say why the rule does not apply here: "${token} ${SUPPRESSION_MARKER} ${ruleId} <reason>"`
      );
      return;
    }
    const before = content.slice(0, marker.tokenStart).trim();
    if (before !== "" && !before.startsWith(token)) {
      suppressions.push({ file, line, column, ruleId, reason, covers: line });
      return;
    }
    nextCode ??= nextCodeLines(lines, token);
    const target = nextCode[i + 1] ?? -1;
    if (target === -1) {
      problem(`suppression of ${ruleId} covers nothing: no line follows it`);
      return;
    }
    const covers = target + 1;
    const coversFrom = before === "" ? line + 1 : line;
    suppressions.push({ file, line, column, ruleId, reason, covers, ...coversFrom < covers ? { coversFrom } : {} });
  });
  return { suppressions, problems };
}
function applySuppressions(findings, suppressions) {
  if (suppressions.length === 0) return { kept: [...findings], unused: [] };
  const byFileAndRule = /* @__PURE__ */ new Map();
  for (const s of suppressions) {
    let byRule = byFileAndRule.get(s.file);
    if (byRule === void 0) byFileAndRule.set(s.file, byRule = /* @__PURE__ */ new Map());
    const ruleId = canonicalRuleId(s.ruleId);
    const list = byRule.get(ruleId);
    if (list === void 0) byRule.set(ruleId, [s]);
    else list.push(s);
  }
  const used = /* @__PURE__ */ new Set();
  const kept = [];
  for (const f of findings) {
    const candidates = byFileAndRule.get(f.file)?.get(f.ruleId) ?? [];
    const endLine = Math.max(f.line, f.endLine);
    let suppressed = false;
    for (const s of candidates) {
      if ((s.coversFrom ?? s.covers) <= endLine && s.covers >= f.line) {
        used.add(s);
        suppressed = true;
      }
    }
    if (!suppressed) kept.push(f);
  }
  return { kept, unused: suppressions.filter((s) => !used.has(s)) };
}
function locateMarker(content, token) {
  for (let at = content.indexOf(SUPPRESSION_MARKER); at !== -1; at = content.indexOf(SUPPRESSION_MARKER, at + 1)) {
    let p = at;
    while (p > 0 && isBlank(content[p - 1])) p--;
    const tokenStart = p - token.length;
    if (tokenStart >= 0 && content.startsWith(token, tokenStart) && (tokenStart === 0 || isBlank(content[tokenStart - 1]))) {
      return { tokenStart, markerEnd: at + SUPPRESSION_MARKER.length };
    }
  }
  return void 0;
}
function indexOfBlank(s, from) {
  let i = from;
  while (i < s.length && !isBlank(s[i])) i++;
  return i;
}
function nextCodeLines(lines, token) {
  const next = new Array(lines.length + 1).fill(-1);
  for (let i = lines.length - 1; i >= 0; i--) {
    const trimmed = (lines[i] ?? "").trim();
    next[i] = trimmed === "" || trimmed.startsWith(token) ? next[i + 1] ?? -1 : i;
  }
  return next;
}

// src/parse/kind-index.ts
import { isUtf8 } from "node:buffer";
var ANY = { objects: "any", mentioned: "any", names: "any" };
var NONE = { objects: /* @__PURE__ */ new Set(), mentioned: /* @__PURE__ */ new Set(), names: /* @__PURE__ */ new Set() };
var TOKEN_CHAR_HEX = "(?:3[0-9]|4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|2[dDeE]|5[fF])";
var ESCAPE = new RegExp(`\\\\(?:x${TOKEN_CHAR_HEX}|u00${TOKEN_CHAR_HEX}|U000000${TOKEN_CHAR_HEX}|\\r?\\n)`, "y");
var MENTION = /kind["']?[ \t]*:\s*["']?([A-Za-z0-9_.-]+)/y;
var MENTION_UNFINISHED = /^kind["']?[ \t]*:\s*["']?$/;
var MENTION_AFTER = /* @__PURE__ */ new Set(["", " ", "	", "\n", "\r", "\v", "\f", "{", "[", ",", '"', "'"]);
var ROOT_KIND_KEY = /^(?:kind|"kind"|'kind')[ \t]*:/;
var PLAIN_ROOT_KIND = /^kind[ \t]*:[ \t]*(?:"([A-Za-z0-9_.-]+)"|'([A-Za-z0-9_.-]+)'|([A-Za-z0-9_.-]+))[ \t]*(?:#.*)?$/;
var ROOT_METADATA_KEY = /^(?:metadata|"metadata"|'metadata')[ \t]*:/;
var BLOCK_METADATA = /^metadata[ \t]*:[ \t]*(?:#.*)?$/;
var FLOW_METADATA = /^metadata[ \t]*:[ \t]*\{(.*)\}[ \t]*(?:#.*)?$/;
var FLOW_NAME = /(?:^|,)[ \t]*name[ \t]*:[ \t]*([A-Za-z0-9_.:@-]+)[ \t]*(?:,|$)/;
var NAME_KEY = /^(?:name|"name"|'name')[ \t]*:/;
var PLAIN_NAME = /^name[ \t]*:[ \t]*(?:"([^"\\]*)"|'([^']*)'|([^\s#'"&*!|>{[@`%,][^#]*?))[ \t]*(?:#.*)?$/;
function kindIndexOf(text) {
  return indexOf(stringScan(text));
}
function kindIndexOfBytes(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const utf16 = buffer[0] === 255 && buffer[1] === 254 || buffer[0] === 254 && buffer[1] === 255;
  if (utf16 || buffer.indexOf(0) !== -1 || !isUtf8(buffer)) return void 0;
  try {
    return indexOf(bytesScan(buffer));
  } catch (e) {
    if (e === UNSURE) return void 0;
    throw e;
  }
}
var UNSURE = /* @__PURE__ */ Symbol("unsure");
function stringScan(text) {
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  return {
    length: text.length,
    indexOf: (ascii, from) => text.indexOf(ascii, from),
    codeAt: (at) => text.charCodeAt(at),
    slice: (start, end) => text.slice(start, end),
    matchAt: (pattern, at) => {
      pattern.lastIndex = at;
      return pattern.exec(text);
    },
    hasOtherBreakCharacter: () => text.includes("\x85") || text.includes("\u2028") || text.includes("\u2029")
  };
}
var WINDOW = 512;
var LONGEST_LINE = 64 * 1024;
function bytesScan(whole) {
  const b = whole[0] === 239 && whole[1] === 187 && whole[2] === 191 ? whole.subarray(3) : whole;
  return {
    length: b.length,
    indexOf: (ascii, from) => ascii.length === 1 ? b.indexOf(ascii.charCodeAt(0), from) : b.indexOf(ascii, from, "latin1"),
    codeAt: (at) => at >= 0 && at < b.length ? b[at] ?? Number.NaN : Number.NaN,
    slice: (start, end) => b.toString("utf8", start, end),
    matchAt: (pattern, at, unfinished) => {
      const newline = at + WINDOW >= b.length ? -1 : b.indexOf(LF, at + WINDOW);
      const stop = newline === -1 ? b.length : newline + 1;
      if (stop - at > LONGEST_LINE) throw UNSURE;
      const window = b.toString("utf8", at, stop);
      pattern.lastIndex = 0;
      const m = pattern.exec(window);
      if (stop < b.length && (m ? m.index + m[0].length === window.length : unfinished?.test(window) === true))
        throw UNSURE;
      if (m) m.index += at;
      return m;
    },
    hasOtherBreakCharacter: () => b.indexOf(NEL) !== -1 || b.indexOf(LINE_SEPARATOR) !== -1 || b.indexOf(PARAGRAPH_SEPARATOR) !== -1
  };
}
var NEL = Buffer.from("\x85", "utf8");
var LINE_SEPARATOR = Buffer.from("\u2028", "utf8");
var PARAGRAPH_SEPARATOR = Buffer.from("\u2029", "utf8");
function indexOf(src) {
  if (hasSpellingEscape(src) || hasOtherBreak(src)) return ANY;
  if (src.indexOf("kind") === -1) return NONE;
  const roots = readRoots(src);
  if (roots === "any") return { ...ANY, mentioned: mentionsOf(src, false) };
  return { objects: roots.kinds, names: roots.names, mentioned: mentionsOf(src, true) };
}
function hasSpellingEscape(src) {
  for (let at = src.indexOf("\\"); at !== -1; at = src.indexOf("\\", at + 1))
    if (ESCAPE_SECOND.has(src.codeAt(at + 1)) && src.matchAt(ESCAPE, at)) return true;
  return false;
}
var ESCAPE_SECOND = /* @__PURE__ */ new Set([120, 117, 85, 13, 10]);
function hasOtherBreak(src) {
  if (src.hasOtherBreakCharacter()) return true;
  for (let at = src.indexOf("\r"); at !== -1; at = src.indexOf("\r", at + 1))
    if (src.codeAt(at + 1) !== LF) return true;
  return false;
}
var LF = 10;
function mentionsOf(src, plainRoots) {
  const mentioned = /* @__PURE__ */ new Set();
  let from = 0;
  for (let at = src.indexOf("kind"); at !== -1; at = src.indexOf("kind", Math.max(at + 1, from))) {
    if (at < from || !colonFollows(src, at + "kind".length)) continue;
    const m = src.matchAt(MENTION, at, MENTION_UNFINISHED);
    if (m === null) continue;
    from = m.index + m[0].length;
    const before = src.codeAt(at - 1);
    if (m[1] === void 0 || !(Number.isNaN(before) || MENTION_AFTER.has(String.fromCharCode(before)))) continue;
    if (plainRoots && (at === 0 || before === LF) && PLAIN_ROOT_KIND.test(lineAt(src, at))) continue;
    mentioned.add(m[1]);
  }
  return mentioned;
}
function colonFollows(src, at) {
  let c = src.codeAt(at);
  if (c === 34 || c === 39) c = src.codeAt(++at);
  while (c === 32 || c === 9) c = src.codeAt(++at);
  return c === 58;
}
var lineAt = (src, start) => {
  const end = src.indexOf("\n", start);
  const line = src.slice(start, end === -1 ? src.length : end);
  return line.endsWith("\r") ? line.slice(0, -1) : line;
};
function addName(names, name, plain) {
  names.add(name);
  if (plain && typeof resolvePlain(name) !== "string") names.add("");
}
function readRoots(src) {
  const kinds = /* @__PURE__ */ new Set();
  const names = /* @__PURE__ */ new Set();
  let documentStarted = false;
  let named = false;
  let inMetadata = false;
  let metadataIndent = -1;
  let afterName = false;
  const endDocument = () => {
    if (documentStarted && !named) names.add("");
    documentStarted = false;
    named = false;
    inMetadata = false;
  };
  for (let start = 0; start < src.length; ) {
    const newline = src.indexOf("\n", start);
    const end = newline === -1 ? src.length : newline;
    const lineStart = start;
    start = end + 1;
    const c = src.codeAt(lineStart);
    const indented = c === 32 || c === 9;
    if (indented && documentStarted && !inMetadata) continue;
    let line = src.slice(lineStart, end);
    if (line.endsWith("\r")) line = line.slice(0, -1);
    const first = line.trimStart();
    if (first === "" || first.startsWith("#")) continue;
    if (indented) {
      if (!documentStarted) return "any";
      const indent = line.length - first.length;
      if (metadataIndent === -1) metadataIndent = indent;
      if (afterName && indent > metadataIndent) return "any";
      afterName = false;
      if (indent !== metadataIndent || !NAME_KEY.test(first)) continue;
      const m2 = PLAIN_NAME.exec(first);
      const name = m2?.[1] ?? m2?.[2] ?? m2?.[3];
      if (name === void 0 || m2?.[2] !== void 0 && name.includes("''")) return "any";
      addName(names, name, m2?.[3] !== void 0);
      named = true;
      afterName = true;
      continue;
    }
    inMetadata = false;
    afterName = false;
    if (line.startsWith("---") || line.startsWith("...")) {
      if (line.length > 3 && !/^(?:---|\.\.\.)[ \t]*(?:#.*)?$/.test(line)) return "any";
      endDocument();
      continue;
    }
    if (line.startsWith("%")) continue;
    if (!documentStarted && /^[[{\-?&!*|><]/.test(line)) return "any";
    documentStarted = true;
    if (line.startsWith("<<") || line.startsWith("?")) return "any";
    if (ROOT_METADATA_KEY.test(line)) {
      if (BLOCK_METADATA.test(line)) {
        inMetadata = true;
        metadataIndent = -1;
        continue;
      }
      const flow = FLOW_METADATA.exec(line);
      if (!flow) return "any";
      const name = FLOW_NAME.exec(flow[1] ?? "");
      if (name?.[1] !== void 0) {
        addName(names, name[1], true);
        named = true;
      } else if (/name/.test(flow[1] ?? "")) return "any";
      continue;
    }
    if (!ROOT_KIND_KEY.test(line)) continue;
    const m = PLAIN_ROOT_KIND.exec(line);
    const kind = m?.[1] ?? m?.[2] ?? m?.[3];
    if (kind === void 0 || kind.endsWith("List")) return "any";
    kinds.add(kind);
  }
  endDocument();
  return { kinds, names };
}
function mayHoldKind(index, kinds) {
  if (index.objects === "any") return true;
  for (const k of kinds) if (index.objects.has(k)) return true;
  return false;
}
function mayHoldName(index, name) {
  return index.names === "any" || index.names.has(name);
}
function mayMentionKind(index, kinds) {
  if (index.mentioned === "any") return true;
  for (const k of kinds) if (index.mentioned.has(k)) return true;
  return false;
}

// src/engine/world.ts
var isLazy = (f) => "file" in f && typeof f.file === "function";
function lazyManifest(path9, content, parse, nonObject) {
  const bytes = typeof content === "string" || content.byteLength > LIMITS.maxFileBytes ? void 0 : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const fromBytes = bytes === void 0 ? void 0 : kindIndexOfBytes(bytes);
  let decoded;
  const textOf = () => (decoded ??= { text: consultedText(content) }).text;
  let kinds = fromBytes;
  if (!kinds) {
    const text = textOf();
    kinds = text === void 0 ? ANY_KIND : kindIndexOf(text);
  }
  let parsed;
  return {
    path: path9,
    get text() {
      return textOf();
    },
    kinds,
    ...nonObject === void 0 ? {} : { nonObject },
    mayHold: (s) => {
      if (fromBytes && bytes && typeof s === "string" && ASCII.test(s)) return bytes.indexOf(s, 0, "latin1") !== -1;
      const text = textOf();
      return text === void 0 || holds2(text, s);
    },
    file: () => parsed ??= parse()
  };
}
var ASCII = /^[\x00-\x7f]*$/;
var holds2 = (text, s) => typeof s === "string" ? text.includes(s) : s.test(text);
var ANY_KIND = { objects: "any", mentioned: "any", names: "any" };
var World = class {
  slots;
  lazy;
  /** Identity → objects of the files parsed up front, in file order. */
  byIdentity;
  allFiles;
  allObjects;
  goSource;
  go;
  goChoice;
  constructor(files, goFiles = []) {
    this.slots = files;
    this.lazy = files.filter(isLazy);
    if (isGoSources(goFiles)) {
      this.goChoice = goFiles;
      this.goSource = () => goFiles.sources.map((f) => f.file());
    } else this.goSource = goFiles;
    this.byIdentity = byIdentity(files.flatMap((f) => isLazy(f) ? [] : f.objects));
  }
  /** Every file, parsed (those not yet parsed are parsed now). */
  get files() {
    return this.allFiles ??= this.slots.map((f) => isLazy(f) ? f.file() : f);
  }
  get objects() {
    return this.allObjects ??= this.files.flatMap((f) => f.objects);
  }
  /** Every Go file, parsed (in the review of a change, those not yet parsed are parsed now). */
  get goFiles() {
    return this.go ??= typeof this.goSource === "function" ? this.goSource() : this.goSource;
  }
  /**
   * In the review of a change, the Go files to choose from before parsing (a rule that needs
   * only some of them parses those: `file()`); undefined in a whole review, where `goFiles` is
   * what every rule reads.
   */
  goSources() {
    return this.goChoice;
  }
  /** The parsed files among these slots: a lazy one only when `wanted` says it may hold what is asked. */
  filesWhere(wanted) {
    if (this.allFiles) return this.allFiles;
    return this.slots.flatMap((f) => !isLazy(f) ? [f] : wanted(f) ? [f.file()] : []);
  }
  /** Objects of one kind in one API group (any version), e.g. CRDs. */
  ofKind(group, kind) {
    const key = `${group}/${kind}`;
    let found = this.byKind.get(key);
    if (!found) {
      found = this.filesWhere((f) => mayHoldKind(f.kinds, [kind])).flatMap(
        (f) => f.objects.filter((o) => o.group === group && o.kind === kind)
      );
      this.byKind.set(key, found);
    }
    return [...found];
  }
  byKind = /* @__PURE__ */ new Map();
  /** Objects whose kind is one of these, of any group, in file order. */
  ofKinds(kinds) {
    if (kinds.size === 0) return [];
    return this.filesWhere((f) => mayHoldKind(f.kinds, kinds)).flatMap(
      (f) => f.objects.filter((o) => kinds.has(o.kind))
    );
  }
  crds() {
    return this.ofKind(CRD_GROUP, CRD_KIND);
  }
  /** The CRDs whose `spec.names.kind` is one of these, in file order. */
  crdsDefining(kinds) {
    if (kinds.size === 0) return [];
    return this.crdsWhere(
      (f) => mayMentionKind(f.kinds, kinds),
      (names) => kinds.has(names.kind ?? "")
    );
  }
  /**
   * The CRDs that name one of these words as their kind, their kind in lower case, or their
   * plural resource (what a KEP-3766 grant names), in file order.
   */
  crdsNaming(words) {
    if (words.size === 0) return [];
    return this.crdsWhere(
      (f) => f.kinds.mentioned === "any" || [...words].some((w) => f.mayHold(w)) || [...f.kinds.mentioned].some((k) => words.has(k.toLowerCase())),
      (names) => words.has(names.kind ?? "") || words.has(names.plural ?? "") || words.has((names.kind ?? "").toLowerCase())
    );
  }
  crdsWhere(mayHold, isOne) {
    return this.filesWhere((f) => mayHoldKind(f.kinds, [CRD_KIND]) && mayHold(f)).flatMap(
      (f) => f.objects.filter((o) => isCrd(o) && isOne(namesOf(o.value)))
    );
  }
  /**
   * The files whose text holds this string (a CRD's name, say) or a match of this pattern (not
   * global: a pattern with state would skip matches), or each of several, parsed; others are not
   * parsed.
   */
  filesMentioning(text, readAs) {
    const kept = (f) => readAs === void 0 || f.nonObject === readAs;
    const all = typeof text === "string" || text instanceof RegExp ? [text] : text;
    return this.filesWhere((f) => kept(f) && all.every((t) => f.mayHold(t))).filter(
      (f) => kept(f) && all.every((t) => holds2(f.text, t))
    );
  }
  /** Every file's path, parsed or not. */
  paths() {
    return this.slots.map((f) => f.path);
  }
  /** The files at the paths `wanted` accepts, parsed, in file order. */
  filesAt(wanted) {
    return this.slots.flatMap((f) => !wanted(f.path) ? [] : isLazy(f) ? [f.file()] : [f]);
  }
  /**
   * The kinds of the world's objects, without parsing a file whose text says which kinds it holds:
   * a superset (a file's index may name a kind that a document which does not parse would have had).
   */
  objectKinds() {
    if (!this.kindsSeen) {
      const kinds = /* @__PURE__ */ new Set();
      for (const f of this.slots) {
        if (isLazy(f) && f.kinds.objects !== "any") for (const k of f.kinds.objects) kinds.add(k);
        else for (const o of (isLazy(f) ? f.file() : f).objects) kinds.add(o.kind);
      }
      this.kindsSeen = kinds;
    }
    return new Set(this.kindsSeen);
  }
  kindsSeen;
  /** Every object with the same identity, in file order: those of parsed files, and of lazy ones that may hold it. */
  identityList(o) {
    const key = objectIdentity(o);
    if (this.lazy.length === 0) return this.byIdentity.get(key) ?? [];
    if (this.allFiles) return this.allIdentity().get(key) ?? [];
    let found = this.lazyIdentity.get(key);
    if (!found) {
      const mayHoldIt = (f) => mayHoldKind(f.kinds, [o.kind]) && mayHoldName(f.kinds, o.name);
      const parsed = this.byIdentity.get(key) ?? [];
      const more = this.lazy.filter(mayHoldIt).flatMap((f) => f.file().objects.filter((c) => objectIdentity(c) === key));
      found = more.length === 0 ? parsed : [...parsed, ...more].sort((a, b) => this.slotOf(a) - this.slotOf(b));
      this.lazyIdentity.set(key, found);
    }
    return found;
  }
  lazyIdentity = /* @__PURE__ */ new Map();
  slotIndex;
  /** Where an object's file stands among the slots (file order). */
  slotOf(o) {
    this.slotIndex ??= new Map(this.slots.map((f, i) => [f.path, i]));
    return this.slotIndex.get(o.source.file) ?? -1;
  }
  everyIdentity;
  /** The identity map of every object, once every file is parsed. */
  allIdentity() {
    return this.everyIdentity ??= byIdentity(this.objects);
  }
  /**
   * The object with the same identity as `o`. Where one identity stands in several files
   * (feature-set variants, standard and experimental channels, the three conformance grants
   * of one name), the one at `preferredFile` wins: it is the same file before and after the
   * change. Where none is there (or several are), a copy equal to `o` wins next: a file moved
   * or split unchanged is no change, whichever copy the list holds first (DESIGN §2.3).
   *
   * `taken`: files whose copy is still there after the change, paired with itself. A copy in one
   * of them is never the stored version of an object in another file: a file that adds a second
   * definition of a CRD (a v1 beside the v1alpha1 another directory still holds) creates it,
   * it does not update the other.
   */
  counterpart(o, preferredFile = o.source.file, taken = NONE2) {
    const inFile = this.sameIdentityIn(o, preferredFile);
    if (inFile.length === 1) return inFile[0];
    const list = this.identityList(o);
    if (list.length === 0) return void 0;
    const here = list.filter((c) => c.source.file === preferredFile);
    const pool = here.length > 1 ? here : taken.size === 0 ? list : list.filter((c) => !taken.has(c.source.file));
    return pool.find((c) => sameJson(c.value, o.value)) ?? pool[0];
  }
  /** The objects with the same identity as `o`, `o` among them when it is of this world. */
  sameIdentity(o) {
    return this.identityList(o);
  }
  /** The objects with the same identity as `o` in the file at `path` (only that file is parsed). */
  sameIdentityIn(o, path9) {
    this.slotByPath ??= new Map(this.slots.map((f) => [f.path, f]));
    const slot = this.slotByPath.get(path9);
    if (!slot) return [];
    const key = objectIdentity(o);
    return (isLazy(slot) ? slot.file() : slot).objects.filter((c) => objectIdentity(c) === key);
  }
  slotByPath;
};
var NONE2 = /* @__PURE__ */ new Set();
var isGoSources = (g) => typeof g === "object" && "sources" in g;
function byIdentity(objects) {
  const index = /* @__PURE__ */ new Map();
  for (const o of objects) {
    const key = objectIdentity(o);
    const list = index.get(key);
    if (list) list.push(o);
    else index.set(key, [o]);
  }
  return index;
}
function sameJson(a, b) {
  const pending = [[a, b]];
  for (let pair = pending.pop(); pair; pair = pending.pop()) {
    const [x, y] = pair;
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const kx = Object.keys(x);
    if (kx.length !== Object.keys(y).length) return false;
    for (const k of kx) {
      if (!Object.hasOwn(y, k)) return false;
      pending.push([x[k], y[k]]);
    }
  }
  return true;
}
function namesOf(crd) {
  const spec = isJsonObject(crd) ? crd.spec : void 0;
  const names = isJsonObject(spec) ? spec.names : void 0;
  if (!isJsonObject(names)) return {};
  return {
    ...typeof names.kind === "string" ? { kind: names.kind } : {},
    ...typeof names.plural === "string" ? { plural: names.plural } : {}
  };
}

// src/parse/go/go-file-cache.ts
function goFileCache(parser, onBug) {
  const parsed = /* @__PURE__ */ new Map();
  return (path9, content) => {
    let file = parsed.get(content);
    if (!file || file.path !== path9) {
      try {
        file = parser.parse(path9, content);
      } catch (error) {
        onBug(path9, error);
        file = { path: path9, text: "", ...NOTHING_EXTRACTED };
      }
      parsed.set(content, file);
    }
    return file;
  };
}

// src/engine/run.ts
var GO = /\.go$/i;
function review(changeSet, options, now = performance.now.bind(performance)) {
  const started = now();
  const internalErrors = [...options.checked?.internalErrors ?? []];
  const rules = enabledRules(options.rules, options.config);
  const checked = options.checked;
  if (checked && changeSet.hasBase) throw new Error("review: rules checked file by file need a review without a base");
  const parsed = new Map(options.manifests ?? []);
  const nonObjects = nonObjectFiles(changeSet.files);
  const parse = (path9, content, side) => {
    let file = parsed.get(content);
    const nonObject = side.get(path9);
    if (!file || file.path !== path9 || file.nonObject !== nonObject) {
      file = manifestFileOf(readOrReport(path9, content, internalErrors), nonObject === void 0 ? {} : { nonObject });
      parsed.set(content, file);
      options.onFileParsed?.(file);
    }
    return file;
  };
  const partial = changeSet.hasBase && options.unchangedFiles !== true;
  const lazyOf = (f) => {
    const head2 = f.head ?? "";
    return lazyManifest(f.path, head2, () => parse(f.path, head2, nonObjects.head), nonObjects.head.get(f.path));
  };
  const manifests = changeSet.files.filter((f) => isManifestPath(f.path));
  const readAlike = (f) => nonObjects.head.get(f.path) === nonObjects.base.get(f.path);
  const lazy = new Map(
    partial ? manifests.filter((f) => !isChanged(f) && readAlike(f)).map((f) => [f.path, lazyOf(f)]) : []
  );
  const headSlots = manifests.flatMap(
    (f) => f.head === void 0 ? [] : [lazy.get(f.path) ?? parse(f.path, f.head, nonObjects.head)]
  );
  const goSources = options.goParser ? changeSet.files.filter((f) => GO.test(f.path)) : [];
  const parseGo = options.goParser ? goFileCache(options.goParser, (path9, error) => internalErrors.push(internalError(`parsing ${path9}`, error))) : void 0;
  const goOf = (side) => () => parseGo ? goSources.flatMap(
    (f) => f[side] === void 0 ? [] : [parseGo(side === "head" ? f.path : f.previousPath ?? f.path, f[side])]
  ) : [];
  const goChangedPaths = new Set(
    goSources.filter(isChanged).flatMap((f) => f.previousPath === void 0 ? [f.path] : [f.path, f.previousPath])
  );
  const goTexts = /* @__PURE__ */ new Map();
  const goTextOf = (content) => {
    if (!goTexts.has(content)) goTexts.set(content, consultedText(content));
    return goTexts.get(content);
  };
  const goSourcesOf = (side) => ({
    changedPaths: goChangedPaths,
    sources: parseGo ? goSources.flatMap((f) => {
      const content = f[side];
      if (content === void 0) return [];
      const path9 = side === "head" ? f.path : f.previousPath ?? f.path;
      let parsedGo;
      return [{ path: path9, text: goTextOf(content), file: () => parsedGo ??= parseGo(path9, content) }];
    }) : []
  });
  const goWorld = (side) => partial ? goSourcesOf(side) : goOf(side);
  const head = new World(headSlots, goWorld("head"));
  const baseSlots = manifests.flatMap(
    (f) => f.base === void 0 ? [] : [lazy.get(f.path) ?? parse(f.previousPath ?? f.path, f.base, nonObjects.base)]
  );
  const base = changeSet.hasBase ? new World(baseSlots, goWorld("base")) : void 0;
  const parsedOf = (slots) => slots.filter((f) => !isLazy(f));
  const headFiles = parsedOf(headSlots);
  const headChanged = partial ? new World(headFiles) : head;
  const baseChanged = partial && base ? new World(parsedOf(baseSlots)) : base;
  const runs = ruleRunsFor(changeSet, options);
  const isObjectScoped = (rule) => partial && rule.scope === "object";
  const basePathOf = new Map(changeSet.files.map((f) => [f.path, f.previousPath ?? f.path]));
  const cache = options.cache ?? new ReviewCache();
  const contextOf = (world, stored, whole, changedHere) => ({
    head: world,
    ...changedHere ? { change: { files: changedHere, sides: changedSides } } : {},
    ...stored ? { base: stored } : {},
    baseOf: (o) => {
      if (!stored || !whole.base) return void 0;
      const basePath = (file) => basePathOf.get(file) ?? file;
      const own = basePath(o.source.file);
      const here = whole.base.sameIdentityIn(o, own);
      if (here.length === 1) return here[0];
      const copies = whole.head.sameIdentity(o);
      if (copies.length < 2) return whole.base.counterpart(o, own);
      const taken = new Set(copies.flatMap((c) => c.source.file === o.source.file ? [] : [basePath(c.source.file)]));
      taken.delete(own);
      return whole.base.counterpart(o, own, taken);
    },
    whole: { head: whole.head, ...whole.base ? { base: whole.base } : {} },
    config: options.config,
    ...options.services ? { services: options.services } : {},
    cache
  });
  const changedSides = [headChanged, ...baseChanged ? [baseChanged] : []];
  const headContexts = {
    object: contextOf(headChanged, baseChanged, { head, base }),
    repository: contextOf(head, base, { head, base }, partial ? headChanged : void 0)
  };
  const headRules = (checked ? rules.filter((r) => !checked.ruleIds.has(r.id)) : rules).filter(runs);
  const headReports = runEach(
    headRules,
    (r) => isObjectScoped(r) ? headContexts.object : headContexts.repository,
    internalErrors,
    options.onRuleStart
  );
  let baseFingerprints;
  if (base && options.withBaseFindings) {
    const headPathOf = new Map(
      changeSet.files.flatMap((f) => f.previousPath === void 0 ? [] : [[f.previousPath, f.path]])
    );
    const noBase = { head: base, base: void 0 };
    const baseContexts = {
      object: contextOf(baseChanged ?? base, void 0, noBase),
      repository: contextOf(base, void 0, noBase, partial ? baseChanged ?? base : void 0)
    };
    const baseReports = runEach(
      rules.filter(runs),
      (r) => isObjectScoped(r) ? baseContexts.object : baseContexts.repository,
      [],
      options.onRuleStart
    );
    baseFingerprints = new Set(
      baseReports.map(({ rule, report }) => {
        const renamed = report.object === void 0 && report.file !== void 0 ? headPathOf.get(report.file) : void 0;
        return reportFingerprint(rule, renamed === void 0 ? report : { ...report, file: renamed });
      })
    );
  }
  const texts = new Map(headFiles.map((f) => [f.path, f.text]));
  const textOf = (file) => texts.get(file) ?? lazy.get(file)?.text ?? textOfChanged(changeSet, file);
  const locator = new Locator(textOf);
  const resolved = resolveReports(headReports, options.config, locator);
  const positioned = checked ? inRuleOrder(rules, [...checked.findings, ...resolved]) : resolved;
  const comparedCrds = () => new Set(
    changeSet.hasBase ? [...(partial ? headChanged : head).crds(), ...(partial ? baseChanged : base)?.crds() ?? []].map(
      (o) => o.name
    ) : []
  );
  const findings = withSuppressions(positioned, changeSet, options, textOf, locator, partial, comparedCrds);
  const objects = (partial ? headChanged : head).objects.length;
  return {
    findings: sortFindings(findings),
    ...baseFingerprints ? { baseFingerprints } : {},
    internalErrors,
    stats: {
      files: changeSet.files.filter((f) => f.head !== void 0).length,
      objects,
      durationMs: Math.round(now() - started)
    },
    textOf
  };
}
function ruleRunsFor(changeSet, options) {
  if (!changeSet.hasBase || options.unchangedFiles === true) return () => true;
  const changedPaths = changeSet.files.filter(isChanged).flatMap((f) => f.previousPath === void 0 ? [f.path] : [f.path, f.previousPath]);
  const answers = /* @__PURE__ */ new Map();
  return (rule) => {
    const reads = rule.reads;
    if (reads === void 0) return true;
    let runs = answers.get(reads);
    if (runs === void 0) answers.set(reads, runs = changedPaths.some((p) => reads(p, options.config)));
    return runs;
  };
}
function needsGoParser(changeSet, options) {
  if (!changeSet.files.some((f) => GO.test(f.path))) return false;
  const runs = ruleRunsFor(changeSet, options);
  const rules = enabledRules(options.rules, options.config);
  if (rules.some((r) => r.reads !== void 0 && runs(r))) return true;
  return changeSet.hasBase && rules.some((r) => r.consultsGoTypes === true) && changesCrd(changeSet);
}
function changesCrd(changeSet) {
  const mentions = (content) => {
    const text = content === void 0 ? void 0 : consultedText(content);
    return text === void 0 || text.includes("CustomResourceDefinition");
  };
  return changeSet.files.some((f) => isChanged(f) && isManifestPath(f.path) && (mentions(f.head) || mentions(f.base)));
}
function withSuppressions(findings, changeSet, options, textOf, locator, partial, comparedCrds) {
  const known = /* @__PURE__ */ new Set([...options.rules.map((r) => r.id), ...RULE_ALIASES.keys()]);
  const suppressions = [];
  const problems = [];
  const withFindings = new Set(findings.map((f) => f.file));
  const bookkept = (f) => !partial || isChanged(f);
  for (const f of changeSet.files) {
    if (!bookkept(f) && !withFindings.has(f.path)) continue;
    const text = f.head === void 0 ? void 0 : textOf(f.path);
    if (!text) continue;
    const found = findSuppressions(f.path, text, known);
    suppressions.push(...found.suppressions);
    problems.push(...found.problems);
  }
  const inline = applySuppressions(findings, suppressions);
  const exceptions = applyConfiguredExceptions(inline.kept, configuredExceptions(options.config));
  const { unused: unusedAnywhere } = inline;
  const kept = exceptions.kept;
  const reviewedWhole = new Set(changeSet.files.filter(bookkept).map((f) => f.path));
  const unused = unusedAnywhere.filter((s) => reviewedWhole.has(s.file));
  const problemsHere = problems.filter((p) => reviewedWhole.has(p.file));
  const extra = [];
  const unusedRule = options.rules.find((r) => r.id === "suppression/unused");
  const invalidRule = options.rules.find((r) => r.id === "suppression/invalid");
  if (unusedRule && settingOf(options.config, unusedRule) !== "off") {
    for (const s of unused) {
      const report = {
        messageId: "unused",
        file: s.file,
        line: s.line,
        column: s.column,
        data: { ruleId: s.ruleId },
        discriminator: `${s.ruleId} ${s.reason}`
      };
      extra.push(resolveFinding(unusedRule, report, severityOf(options.config, unusedRule), locator));
    }
    const compared = exceptions.unused.length > 0 ? comparedCrds() : /* @__PURE__ */ new Set();
    for (const e of exceptions.unused.filter(
      (x) => x.subject.kind === "CustomResourceDefinition" && compared.has(x.subject.name)
    )) {
      const report = {
        messageId: "unusedException",
        file: options.config.file ?? "",
        line: e.line,
        column: e.column,
        data: e.data,
        discriminator: e.discriminator
      };
      extra.push(resolveFinding(unusedRule, report, severityOf(options.config, unusedRule), locator));
    }
  }
  if (invalidRule && settingOf(options.config, invalidRule) !== "off") {
    for (const p of problemsHere) {
      const report = {
        messageId: "invalid",
        file: p.file,
        line: p.line,
        column: p.column,
        data: { problem: p.message },
        discriminator: p.message
      };
      extra.push(resolveFinding(invalidRule, report, severityOf(options.config, invalidRule), locator));
    }
  }
  return [...kept, ...extra];
}
function textOfChanged(changeSet, file) {
  const f = changeSet.files.find((c) => c.path === file);
  if (f?.head === void 0) return void 0;
  return typeof f.head === "string" ? f.head : new TextDecoder().decode(f.head);
}
function runEach(rules, contextFor, errors, onRuleStart) {
  return rules.flatMap((rule) => {
    onRuleStart?.(rule.id);
    return runRules([rule], contextFor(rule), errors);
  });
}
function inRuleOrder(rules, findings) {
  const byRule = new Map(rules.map((r) => [r.id, []]));
  for (const f of findings) byRule.get(f.ruleId)?.push(f);
  return [...byRule.values()].flat();
}
function sortFindings(findings) {
  return findings.sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

// src/engine/shared-contents.ts
function sharedContents(contents) {
  let total = 0;
  for (const content of contents) if (typeof content !== "string") total += content.byteLength;
  const shared = new SharedArrayBuffer(total);
  let at = 0;
  return contents.map((content) => {
    if (typeof content === "string") return content;
    const view = new Uint8Array(shared, at, content.byteLength);
    view.set(content);
    at += content.byteLength;
    return view;
  });
}

// src/engine/pipelined-review.ts
var MIN_PIPELINE_BYTES = 2 * 1024 * 1024;
var MAX_WORKERS = 3;
var WAIT_MS = 100;
var WORKER_YOUNG_GENERATION_MB = 8;
async function reviewPipelined(changeSet, options, pipeline = {}) {
  const started = performance.now();
  const rules = enabledRules(options.rules, options.config).filter((r) => r.scope === "object");
  const workerUrl = pipeline.workerUrl ?? new URL("./parse-worker.js", import.meta.url);
  const workerCount = pipeline.workers ?? Math.min(MAX_WORKERS, availableParallelism() - 1);
  const canStart = workerCount > 0 && existsSync(fileURLToPath(workerUrl));
  if (changeSet.hasBase)
    return canStart ? reviewWithBase(changeSet, options, { ...pipeline, workerUrl, workers: workerCount }, started) : review(changeSet, options);
  const heads = changeSet.files.filter((f) => f.head !== void 0 && isManifestPath(f.path));
  const bytes = heads.reduce((n, f) => n + (f.head?.length ?? 0), 0);
  if (rules.length === 0 || !canStart || bytes < (pipeline.minBytes ?? MIN_PIPELINE_BYTES)) {
    return review(changeSet, options);
  }
  const cache = new ReviewCache();
  const nonObjects = nonObjectFiles(changeSet.files).head;
  const internalErrors = [];
  const findings = [];
  const read = await readInPipeline(
    heads.map((f) => ({ path: f.path, content: f.head ?? "" })),
    { ...pipeline, workerUrl, workers: workerCount },
    internalErrors,
    ({ path: path9 }, documents) => {
      const nonObject = nonObjects.get(path9);
      const file = manifestFileOf(documents, nonObject === void 0 ? {} : { nonObject });
      for (const f of checkFile(file, rules, options, cache, internalErrors)) findings.push(f);
      options.onFileParsed?.(file);
      return file;
    }
  );
  const result = review(changeSet, {
    ...options,
    manifests: read,
    cache,
    checked: { ruleIds: new Set(rules.map((r) => r.id)), findings, internalErrors }
  });
  return { ...result, stats: { ...result.stats, durationMs: Math.round(performance.now() - started) } };
}
async function reviewWithBase(changeSet, options, pipeline, started) {
  const eager = changeSet.files.filter(
    (f) => isManifestPath(f.path) && (options.unchangedFiles === true || isChanged(f))
  );
  const nonObjects = nonObjectFiles(changeSet.files);
  const sides = eager.flatMap((f) => [
    ...f.base === void 0 ? [] : [
      {
        path: f.previousPath ?? f.path,
        content: f.base,
        nonObject: nonObjects.base.get(f.previousPath ?? f.path)
      }
    ],
    ...f.head === void 0 || f.head === f.base ? [] : [{ path: f.path, content: f.head, nonObject: nonObjects.head.get(f.path) }]
  ]).filter((s) => !options.manifests?.has(s.content));
  const bytes = sides.reduce((n, s) => n + s.content.length, 0);
  if (bytes < (pipeline.minBytes ?? MIN_PIPELINE_BYTES)) return review(changeSet, options);
  const internalErrors = [];
  const read = await readInPipeline(sides, pipeline, internalErrors, ({ nonObject }, documents) => {
    const file = manifestFileOf(documents, nonObject === void 0 ? {} : { nonObject });
    options.onFileParsed?.(file);
    return file;
  });
  const result = review(changeSet, { ...options, manifests: new Map([...options.manifests ?? [], ...read]) });
  return {
    ...result,
    internalErrors: [...internalErrors, ...result.internalErrors],
    stats: { ...result.stats, durationMs: Math.round(performance.now() - started) }
  };
}
async function readInPipeline(contentsOf, pipeline, internalErrors, onRead) {
  const { receiveMessageOnPort } = process.getBuiltinModule("node:worker_threads");
  const order = [...contentsOf].sort((a, b) => b.content.length - a.content.length);
  const paths = order.map((f) => f.path);
  const contents = sharedContents(order.map((f) => f.content));
  const queue = newReadQueue(order.length, pipeline.workers);
  const { counters } = queue;
  const workers = Array.from(
    { length: pipeline.workers },
    (_, w) => startWorker(pipeline.workerUrl, { paths, contents, ...queue, worker: w })
  );
  const files = new Array(order.length);
  let done = 0;
  const check = (i, read) => {
    files[i] = onRead(order[i], read);
    done++;
  };
  const readHere = (i) => readOrReport(paths[i] ?? "", contents[i] ?? "", internalErrors);
  const checkSent = () => {
    let received = false;
    for (const w of workers) {
      for (let m = receiveMessageOnPort(w.port); m !== void 0; m = receiveMessageOnPort(w.port)) {
        const message = m.message;
        check(message.index, "read" in message ? message.read : readHere(message.index));
        received = true;
      }
    }
    return received;
  };
  let exhausted = pipeline.mainThreadReads === false;
  while (done < order.length) {
    const posted = Atomics.load(counters, COUNTER.posted);
    if (checkSent()) continue;
    const i = exhausted ? -1 : claimFromBack(queue);
    if (i !== -1) {
      check(i, readHere(i));
      continue;
    }
    if (!exhausted) {
      exhausted = true;
      workers.forEach((w, n) => {
        if (cancelIfIdle(counters, n)) w.stop();
      });
    }
    if (workers.every((w) => w.stopped)) break;
    const wait = Atomics.waitAsync(counters, COUNTER.posted, posted, WAIT_MS);
    if (wait.async) await wait.value;
    else await new Promise((resolve) => setImmediate(resolve));
  }
  checkSent();
  for (const w of workers) w.stop();
  for (let i = 0; i < files.length; i++) {
    if (!files[i]) check(i, readHere(i));
  }
  return new Map(order.map((f, i) => [f.content, files[i]]));
}
function checkFile(file, rules, options, cache, errors) {
  const ctx = {
    head: new World([file]),
    baseOf: () => void 0,
    config: options.config,
    ...options.services ? { services: options.services } : {},
    cache
  };
  return resolveReports(
    runRules(rules, ctx, errors),
    options.config,
    new Locator((path9) => path9 === file.path ? file.text : void 0)
  );
}
function startWorker(url, task) {
  const { MessageChannel, Worker } = process.getBuiltinModule("node:worker_threads");
  const { port1, port2 } = new MessageChannel();
  let worker;
  const state = {
    port: port1,
    stopped: false,
    stop() {
      state.stopped = true;
      void worker?.terminate();
    }
  };
  try {
    worker = new Worker(url, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
    worker.once("exit", () => state.stopped = true);
    worker.once("error", () => state.stopped = true);
    worker.postMessage({ ...task, port: port2 }, [port2]);
  } catch {
    state.stop();
  }
  return state;
}

// src/rules/families-needed.ts
var LAZY_FAMILIES = ["cr", "refgrant", "lifecycle", "compat"];
function familiesNeeded(changeSet, config, headObjects) {
  if (changeSet.hasBase || headObjects === void 0) return new Set(LAZY_FAMILIES);
  const needed = /* @__PURE__ */ new Set();
  if (headObjects.some((o) => o.group !== CRD_GROUP)) needed.add("cr");
  if (headObjects.some((o) => o.kind !== CRD_KIND) || (config.refgrant?.referenceFields ?? []).some((f) => f.kind === CRD_KIND))
    needed.add("refgrant");
  if (changeSet.files.some((f) => readsForLifecycle(f.path, config))) needed.add("lifecycle");
  return needed;
}

// src/rules/review-rules.ts
var CORE_RULES = new Map(
  [...approvalRules, ...crdRules, ...parseProblemRules, ...suppressionRules].map((rule) => [rule.id, rule])
);
var withoutCheck = (entry) => ({
  id: entry.id,
  meta: {
    severity: entry.severity,
    ...entry.offByDefault ? { offByDefault: true } : {},
    description: entry.description,
    messages: {}
  },
  ...entry.scope === void 0 ? {} : { scope: entry.scope }
});
async function reviewRules(needed) {
  if (needed.size > 0) return (await import("./chunk-W4NFLDB4.js")).RULES;
  return RULE_CATALOG.map((entry) => CORE_RULES.get(entry.id) ?? withoutCheck(entry));
}

// src/review-change-set.ts
async function reviewChangeSet(changeSet, options) {
  const { config, filter } = options;
  const unchangedFiles = filter === "all";
  const head = choosesFamilies(changeSet) ? readHeadManifests(changeSet, options.onFileParsed) : void 0;
  const rules = await reviewRules(familiesNeeded(changeSet, config, head?.objects));
  const goParser = needsGoParser(changeSet, { rules, config, unchangedFiles }) ? await loadGoParser() : void 0;
  const result = await reviewPipelined(changeSet, {
    rules,
    config,
    ...head ? { manifests: head.files } : {},
    withBaseFindings: filter === "new" && changeSet.hasBase,
    unchangedFiles,
    ...goParser ? { goParser } : {},
    ...options.services ? { services: options.services } : {},
    ...options.onFileParsed ? { onFileParsed: options.onFileParsed } : {},
    ...options.onRuleStart ? { onRuleStart: options.onRuleStart } : {}
  });
  return { review: result, placed: placeFindings(result.findings, changeSet, filter, result.baseFingerprints), rules };
}
function choosesFamilies(changeSet) {
  if (changeSet.hasBase) return false;
  const bytes = changeSet.files.reduce(
    (n, f) => f.head !== void 0 && isManifestPath(f.path) ? n + f.head.length : n,
    0
  );
  return bytes < MIN_PIPELINE_BYTES;
}

// src/sources/git-source.ts
import { lstat, readFile, realpath } from "node:fs/promises";
import path4 from "node:path";

// src/sources/cat-file-batch.ts
async function readObjects(root, names) {
  if (names.length === 0) return [];
  const bad = names.find((name) => /[\r\n]/.test(name));
  if (bad !== void 0) {
    throw new Error(`cannot read ${JSON.stringify(bad)} from git: the name holds a line break`);
  }
  const { spawn } = await childProcess();
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["--no-optional-locks", "cat-file", "--batch"], {
      cwd: root,
      stdio: ["pipe", "pipe", "pipe"],
      windowsHide: true
    });
    const out = [];
    const err = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => err.push(chunk));
    child.on("error", reject);
    child.stdin.on("error", () => void 0);
    child.on("close", (code) => {
      if (code !== 0) {
        reject(new Error(`git cat-file --batch exited with ${code}: ${Buffer.concat(err).toString("utf8").trim()}`));
        return;
      }
      try {
        resolve(parseBatchOutput(Buffer.concat(out), names));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.stdin.end(names.map((name) => `${name}
`).join(""));
  });
}
function parseBatchOutput(output, names) {
  const objects = [];
  let offset = 0;
  for (const name of names) {
    const eol = output.indexOf(10, offset);
    if (eol === -1) throw new Error(`git cat-file --batch ended before answering for ${name}`);
    const header = output.toString("utf8", offset, eol);
    offset = eol + 1;
    const found = /^[0-9a-f]+ \S+ (\d+)$/.exec(header);
    if (!found) {
      objects.push(void 0);
      continue;
    }
    const size = Number(found[1]);
    if (offset + size + 1 > output.length) throw new Error(`git cat-file --batch cut ${name} short`);
    objects.push(output.subarray(offset, offset + size));
    offset += size + 1;
  }
  return objects;
}

// src/sources/path-scope.ts
import path3 from "node:path";
function pathScope(args, cwd, root) {
  const prefixes = (args.length > 0 ? args : ["."]).map((arg) => {
    const prefix = toRepoPath(root, path3.resolve(cwd, arg));
    if (prefix === ".." || prefix.startsWith("../") || path3.isAbsolute(prefix)) {
      throw new UsageError(`${arg} is outside the git repository ${root}`);
    }
    return { arg, prefix };
  });
  return { prefixes };
}
function* selfAndAncestors(repoPath) {
  for (let at = repoPath; at !== ""; at = at.includes("/") ? at.slice(0, at.lastIndexOf("/")) : "") yield at;
  yield "";
}
function withAncestors(paths) {
  const out = /* @__PURE__ */ new Set();
  for (const p of paths) {
    for (const at of selfAndAncestors(p)) {
      if (out.has(at)) break;
      out.add(at);
    }
  }
  return out;
}

// src/sources/raw-diff.ts
function parseRawDiff(fields) {
  const entries = [];
  let i = 0;
  while (i < fields.length) {
    const meta = fields[i++] ?? "";
    const [baseMode, headMode, baseOid, headOid, statusWithScore] = meta.replace(/^:/, "").split(" ");
    if (baseMode === void 0 || headMode === void 0 || baseOid === void 0 || headOid === void 0 || statusWithScore === void 0) {
      throw new Error(`unexpected line in git diff --raw output: ${JSON.stringify(meta)}`);
    }
    const status = statusWithScore.charAt(0);
    const first = fields[i++];
    if (first === void 0) throw new Error("git diff --raw output ends after an entry header");
    if (status === "R" || status === "C") {
      const second = fields[i++];
      if (second === void 0) throw new Error(`git diff --raw output lacks the new path of ${first}`);
      entries.push({ status, baseMode, headMode, baseOid, headOid, path: second, previousPath: first });
    } else {
      entries.push({ status, baseMode, headMode, baseOid, headOid, path: first });
    }
  }
  return entries;
}
var isRegularFileMode = (mode) => mode.startsWith("100");
var isNullOid = (oid) => /^0+$/.test(oid);

// src/sources/git-source.ts
async function readGitSource(paths, opts) {
  const cwd = opts.root !== void 0 ? path4.resolve(opts.cwd) : await realpath(path4.resolve(opts.cwd)).catch(() => {
    throw new UsageError(`${opts.cwd}: no such directory`);
  });
  const root = opts.root ?? await topLevel(cwd);
  const listing = Promise.all([
    gitOutput(["ls-files", "--stage", "-z", "--"], root),
    gitOutput(["ls-files", "--others", "--exclude-standard", "-z", "--"], root)
  ]);
  listing.catch(() => {
  });
  const commit = await resolveCommit(root, opts.base);
  const scope = pathScope(paths, cwd, root);
  const isSelected = reviewableFilter(opts);
  const [rawDiff, [indexed, untracked]] = await Promise.all([
    gitOutput(["diff", "--raw", "-z", "-M", "--no-abbrev", "--no-relative", commit, "--"], root),
    listing
  ]);
  const diffEntries = parseRawDiff(nulFields(rawDiff));
  const untrackedPaths = nulFields(untracked);
  const indexEntries = parseStage(nulFields(indexed));
  const known = withAncestors([
    ...diffEntries.flatMap((e) => e.previousPath === void 0 ? [e.path] : [e.path, e.previousPath]),
    ...indexEntries.map((e) => e.path),
    ...untrackedPaths
  ]);
  for (const { arg, prefix } of scope.prefixes) {
    const exists = known.has(prefix) || await lstat(path4.join(root, prefix)).then(
      () => true,
      () => false
    );
    if (!exists) throw new UsageError(`${arg}: no such file or directory`);
  }
  const prefixes = new Set(scope.prefixes.map(({ prefix }) => prefix));
  const wanted = (p) => {
    if (p === void 0) return false;
    for (const at of selfAndAncestors(p)) if (prefixes.has(at) && isSelected(p, at)) return true;
    return false;
  };
  const planned = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  for (const entry of diffEntries) {
    seen.add(entry.path);
    if (entry.previousPath !== void 0) seen.add(entry.previousPath);
    const plan = planDiffEntry(entry, commit, wanted);
    if (plan) planned.set(plan.path, plan);
  }
  for (const entry of indexEntries) {
    if (seen.has(entry.path) || !isRegularFileMode(entry.mode) || !wanted(entry.path)) continue;
    planned.set(entry.path, { path: entry.path, status: "unchanged", indexObject: entry.oid });
  }
  const untrackedFiles = await mapConcurrent(
    untrackedPaths.filter(wanted),
    async (p) => (await lstat(path4.join(root, p))).isFile() ? p : void 0
    // links stay out, as git would store them
  );
  for (const p of untrackedFiles) {
    if (p === void 0) continue;
    const before = planned.get(p);
    if (before?.status === "removed") planned.set(p, { path: p, status: "modified", baseObject: before.baseObject });
    else if (before === void 0) planned.set(p, { path: p, status: "added" });
  }
  const plans = [...planned.values()].sort((a, b) => compareRepoPaths(a.path, b.path));
  const heads = await mapConcurrent(plans, (plan) => readHead(root, plan));
  const indexRequests = plans.map(
    (plan, i) => heads[i] === void 0 && plan.status !== "removed" ? plan.indexObject : void 0
  );
  const objectNames = [...plans.map((plan) => plan.baseObject), ...indexRequests].filter(
    (name) => name !== void 0
  );
  const objects = await readObjects(root, objectNames);
  const byName = new Map(objectNames.map((name, i) => [name, objects[i]]));
  const read = (name) => name === void 0 ? void 0 : byName.get(name);
  const files = [];
  const unreadable = [];
  plans.forEach((plan, i) => {
    const head = heads[i] ?? read(indexRequests[i]);
    const base = plan.status === "unchanged" ? head : read(plan.baseObject);
    const headLacking = head === void 0 && plan.status !== "removed" && plan.indexObject !== void 0;
    if (headLacking || lacksBaseBlob(plan, base)) unreadable.push(plan.path);
    else files.push(toChangedFile(plan, head, base));
  });
  return { root, hasBase: true, files, unreadable, baseCommit: commit };
}
async function topLevel(cwd) {
  const result = await git(["rev-parse", "--show-toplevel"], cwd);
  const top = result.stdout.toString("utf8").trim();
  if (!result.ok || top === "") {
    throw new UsageError(`--base needs a git working tree, and ${cwd} is not inside one (${result.stderr})`);
  }
  return path4.resolve(top);
}
async function resolveCommit(root, ref) {
  const result = await git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`], root);
  const commit = result.stdout.toString("utf8").trim();
  if (!result.ok || commit === "") {
    throw new UsageError(`--base ${ref}: not a commit in ${root} (fetch it first, or check the spelling)`);
  }
  return commit;
}
function parseStage(fields) {
  const byPath = /* @__PURE__ */ new Map();
  for (const field of fields) {
    const tab = field.indexOf("	");
    const [mode = "", oid = "", stage = ""] = field.slice(0, tab).split(" ");
    const entry = { mode, oid, path: field.slice(tab + 1) };
    if (!byPath.has(entry.path) || stage === "0") byPath.set(entry.path, entry);
  }
  return [...byPath.values()];
}
function planDiffEntry(entry, commit, wanted) {
  const basePath = entry.previousPath ?? entry.path;
  const hasBase = isRegularFileMode(entry.baseMode) && entry.status !== "A";
  const hasHead = isRegularFileMode(entry.headMode) && entry.status !== "D";
  const baseObject = isNullOid(entry.baseOid) ? `${commit}:${basePath}` : entry.baseOid;
  const baseIn = hasBase && wanted(basePath);
  const headIn = hasHead && wanted(entry.path);
  const index = isNullOid(entry.headOid) ? {} : { indexObject: entry.headOid };
  if (baseIn && headIn) {
    return entry.previousPath !== void 0 && entry.status === "R" ? { path: entry.path, previousPath: entry.previousPath, status: "renamed", baseObject, ...index } : entry.previousPath !== void 0 ? { path: entry.path, status: "added", ...index } : { path: entry.path, status: "modified", baseObject, ...index };
  }
  if (headIn) return { path: entry.path, status: "added", ...index };
  if (baseIn) return { path: basePath, status: "removed", baseObject };
  return void 0;
}
function lacksBaseBlob(plan, base) {
  return base === void 0 && plan.status !== "unchanged" && plan.baseObject !== void 0 && !plan.baseObject.includes(":");
}
async function readHead(root, plan) {
  if (plan.status === "removed") return void 0;
  try {
    return await readFile(path4.join(root, plan.path));
  } catch (error) {
    if (plan.indexObject !== void 0 && error instanceof Error && "code" in error && error.code === "ENOENT") {
      return void 0;
    }
    throw error;
  }
}
function toChangedFile(plan, head, base) {
  const { path: p, previousPath, status } = plan;
  switch (status) {
    case "unchanged": {
      const content = head ?? missing(plan);
      return { path: p, status, base: content, head: content, addedLines: [], hunkLines: [] };
    }
    case "added": {
      const bytes = head ?? missing(plan);
      return { path: p, status, head: bytes, ...wholeFile(bytes) };
    }
    case "removed":
      return { path: p, status, base: base ?? missing(plan), addedLines: [], hunkLines: [] };
    case "modified":
    case "renamed": {
      const bytes = head ?? missing(plan);
      if (base === void 0) return { path: p, status: "added", head: bytes, ...wholeFile(bytes) };
      const diff = diffContents(base, bytes);
      return previousPath === void 0 ? { path: p, status, base, head: bytes, ...diff } : { path: p, previousPath, status, base, head: bytes, ...diff };
    }
  }
}
function missing(plan) {
  throw new Error(`${plan.path}: git listed it as ${plan.status}, but its content could not be read`);
}

// src/sources/release-history.ts
var RELEASE_TAG = /(?:^|\/)v?\d+\.\d+(?:\.\d+)?(?:[-+.][0-9A-Za-z.+-]*)?$/;
var TAGS = "refs/tags/";
var OTHERS = 2;
var MAX_OUTPUT_BYTES = 1 << 30;
function git2(root, args, input) {
  const { spawnSync } = process.getBuiltinModule("node:child_process");
  return spawnSync("git", ["--no-optional-locks", ...args], {
    cwd: root,
    maxBuffer: MAX_OUTPUT_BYTES,
    windowsHide: true,
    ...input === void 0 ? {} : { input }
  });
}
function releaseRefs(root, filter) {
  const format = "%(refname)%00%(objectname)%00%(*objectname)";
  const sort = ["--sort=refname", "--sort=-creatordate"];
  const result = git2(root, ["for-each-ref", ...sort, `--format=${format}`, ...filter, "--", TAGS]);
  if (result.status !== 0) return void 0;
  const byCommit = /* @__PURE__ */ new Map();
  for (const line of result.stdout.toString("utf8").split("\n")) {
    const [ref = "", object = "", peeled = ""] = line.split("\0");
    if (!ref.startsWith(TAGS) || !RELEASE_TAG.test(ref.slice(TAGS.length))) continue;
    const commit = peeled === "" ? object : peeled;
    const named = byCommit.get(commit);
    if (named === void 0 || depth(ref) < depth(named)) byCommit.set(commit, ref);
  }
  return [...byCommit].map(([commit, ref]) => ({ ref, commit }));
}
var depth = (ref) => ref.split("/").length;
function releaseTags(root, commits) {
  const head = commits.head === "work tree" ? workTreeCommit(root, commits.base) : commits.head;
  const merged = releaseRefs(root, ["--merged", commits.base]);
  const others = releaseRefs(root, head === void 0 ? [] : ["--no-contains", head]);
  if (merged === void 0 || others === void 0) return [];
  const own = merged[0];
  const chosen = [];
  for (const tag of others) {
    if (chosen.length >= OTHERS) break;
    if (tag.commit !== own?.commit && !chosen.some((c) => c.commit === tag.commit)) chosen.push(tag);
  }
  const superseded = own !== void 0 && chosen.some((t) => isAncestor(root, own.commit, t.commit));
  return [...own === void 0 || superseded ? [] : [own], ...chosen].map((t) => t.ref);
}
function isAncestor(root, ancestor, descendant) {
  return git2(root, ["merge-base", "--is-ancestor", ancestor, descendant]).status === 0;
}
function workTreeCommit(root, base) {
  const result = git2(root, ["rev-parse", "--verify", "--quiet", "HEAD"]);
  const head = result.stdout.toString("utf8").trim();
  return result.status === 0 && head !== "" && head !== base ? head : void 0;
}
var releaseName = (ref) => ref.startsWith(TAGS) ? ref.slice(TAGS.length) : ref;
function releaseFiles(root, ref, strings, paths) {
  const patterns = strings.flatMap((n) => ["-e", n]);
  const grep = git2(root, ["grep", "-l", "-z", "-F", ...patterns, ref, "--", "*.yaml", "*.yml", "*.json"]);
  if (grep.status !== 0 && (grep.status !== 1 || grep.stderr.length > 0)) return void 0;
  const prefix = `${ref}:`;
  const found = nulFields(grep.stdout).filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length));
  const asked = [.../* @__PURE__ */ new Set([...found, ...paths])].filter((p) => !/[\r\n]/.test(p));
  const objectNames = asked.map((p) => `${ref}:${p}`);
  const batch = git2(root, ["cat-file", "--batch"], objectNames.map((n) => `${n}
`).join(""));
  if (batch.status !== 0) return void 0;
  let blobs;
  try {
    blobs = parseBatchOutput(batch.stdout, objectNames);
  } catch {
    return void 0;
  }
  const containing = /* @__PURE__ */ new Map();
  const present = /* @__PURE__ */ new Set();
  asked.forEach((p, i) => {
    const blob = blobs[i];
    if (blob === void 0) return;
    present.add(p);
    if (found.includes(p)) containing.set(p, blob);
  });
  return { containing, present };
}

// src/release-services.ts
var CRD_API_VERSION = "apiextensions.k8s.io/v1";
var isWholeCrd = (o) => {
  const spec = o.value.spec;
  return o.apiVersion === CRD_API_VERSION && o.kind === "CustomResourceDefinition" && isJsonObject(spec) && Array.isArray(spec.versions) && spec.versions.length > 0 && isJsonObject(spec.names);
};
var directoryOf = (path9) => path9.slice(0, Math.max(0, path9.lastIndexOf("/")));
var groupOf = (crd) => {
  const spec = crd.value.spec;
  return isJsonObject(spec) && typeof spec.group === "string" ? spec.group : "";
};
function changedCrdFiles(changeSet) {
  const byName = /* @__PURE__ */ new Map();
  for (const f of changeSet.files) {
    if (f.status === "added" || f.status === "unchanged" || f.base === void 0) continue;
    const basePath = f.previousPath ?? f.path;
    if (!isManifestPath(basePath)) continue;
    const text = typeof f.base === "string" ? f.base : Buffer.from(f.base).toString("latin1");
    if (!text.includes("CustomResourceDefinition")) continue;
    for (const o of parseManifestFile(basePath, f.base).objects) {
      if (isWholeCrd(o) && o.name !== "" && !byName.has(o.name))
        byName.set(o.name, { path: basePath, group: groupOf(o) });
    }
  }
  return byName;
}
function releasesOf(root, changeSet, commits) {
  let table;
  return {
    at: (name) => {
      table ??= tryReading(() => readReleases(root, changedCrdFiles(changeSet), commits));
      return table.get(name);
    }
  };
}
function tryReading(read) {
  try {
    return read();
  } catch {
    return /* @__PURE__ */ new Map();
  }
}
function readReleases(root, changed, commits) {
  if (changed.size === 0) return /* @__PURE__ */ new Map();
  const tags = releaseTags(root, commits);
  const crds = [...changed.values()];
  const searched = [.../* @__PURE__ */ new Set([...changed.keys(), ...crds.map((c) => c.group).filter((g) => g !== "")])];
  const paths = [...crds.map((c) => c.path), ...crds.map((c) => directoryOf(c.path))];
  const table = new Map([...changed.keys()].map((n) => [n, /* @__PURE__ */ new Map()]));
  const unknown = /* @__PURE__ */ new Set();
  for (const tag of tags) {
    const release = releaseName(tag);
    const files = releaseFiles(root, tag, searched, paths);
    if (!files) return /* @__PURE__ */ new Map();
    const parsed = /* @__PURE__ */ new Map();
    const objectsOf = (path9, bytes) => {
      let objects = parsed.get(path9);
      if (!objects) parsed.set(path9, objects = parseManifestFile(path9, bytes).objects);
      return objects;
    };
    const holding = (text) => [...files.containing].filter(([, bytes]) => bytes.includes(text));
    const committedGroups = /* @__PURE__ */ new Map();
    const groupCommitted = (group) => {
      let known = committedGroups.get(group);
      if (known === void 0) {
        known = holding(group).some(
          ([path9, bytes]) => bytes.includes("CustomResourceDefinition") && objectsOf(path9, bytes).some((o) => isWholeCrd(o) && groupOf(o) === group)
        );
        committedGroups.set(group, known);
      }
      return known;
    };
    for (const [name, crd] of changed) {
      const naming = holding(name);
      const whole = naming.flatMap(
        ([path9, bytes]) => objectsOf(path9, bytes).filter((o) => o.name === name && isWholeCrd(o))
      );
      const chosen = whole.find((o) => o.source.file === crd.path) ?? whole.find((o) => !isInTestTree(o.source.file)) ?? whole[0];
      if (chosen) table.get(name)?.set(release, chosen);
      else if (naming.length === 0 && !files.present.has(crd.path) && (files.present.has(directoryOf(crd.path)) || crd.group !== "" && groupCommitted(crd.group)))
        table.get(name)?.set(release, null);
      else unknown.add(name);
    }
  }
  for (const name of unknown) table.delete(name);
  return table;
}

// src/rules/cr/crd-catalog.ts
function crdCatalogOf(files) {
  const crds = files.flatMap(
    (f) => parseManifestFile(f.path, f.content).objects.filter(
      (o) => o.group === "apiextensions.k8s.io" && o.kind === "CustomResourceDefinition" && isJsonObject(o.value.spec)
    )
  );
  return { crds };
}

// src/sources/catalog-files.ts
import { readdir, readFile as readFile2, stat } from "node:fs/promises";
import path5 from "node:path";
var MAX_FILE_BYTES = 16 * 1024 * 1024;
async function readCatalogFiles(root, dir) {
  const top = path5.resolve(root, dir);
  const files = [];
  const warnings = [];
  const walk = async (d) => {
    const entries = await readdir(d, { withFileTypes: true });
    for (const e of entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) {
      const p = path5.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile() && isManifestPath(e.name) && (await stat(p)).size <= MAX_FILE_BYTES) {
        files.push({ path: path5.relative(root, p).split(path5.sep).join("/"), content: await readFile2(p) });
      }
    }
  };
  try {
    await walk(top);
  } catch {
    warnings.push(
      `cr.catalog: ${dir} is not a directory that can be read; custom resources are matched against the repository's CRDs only`
    );
  }
  return { files, warnings };
}

// src/sources/dependency-gate-files.ts
import { readdirSync, readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import path6 from "node:path";

// src/sources/go-module-requirements.ts
function moduleRequirements(goMod) {
  const required = /* @__PURE__ */ new Map();
  const replaced = /* @__PURE__ */ new Map();
  let block;
  for (const raw of goMod.split("\n")) {
    const line = raw.replace(/\/\/.*$/, "").trim();
    if (line === "") continue;
    if (block !== void 0 && line === ")") {
      block = void 0;
      continue;
    }
    const opening = /^(require|replace|exclude|retract|tool|godebug|ignore)\s*\($/.exec(line);
    if (opening) {
      block = opening[1];
      continue;
    }
    const directive = /^(require|replace)\s+(.*)$/.exec(line);
    const [verb, rest] = block !== void 0 ? [block, line] : directive ? [directive[1], directive[2] ?? ""] : [];
    if (verb === "require") {
      const [path9, version] = rest?.split(/\s+/) ?? [];
      if (path9 && version) required.set(unquote(path9), version);
    } else if (verb === "replace") {
      const [from = "", to = ""] = rest?.split("=>").map((s) => s.trim()) ?? [];
      const [oldPath] = from.split(/\s+/);
      const [newPath, newVersion] = to.split(/\s+/);
      if (!oldPath || !newPath) continue;
      replaced.set(
        unquote(oldPath),
        newVersion === void 0 ? { directory: unquote(newPath) } : { module: unquote(newPath), version: newVersion }
      );
    }
  }
  return [...required].map(([path9, version]) => ({
    path: path9,
    source: replaced.get(path9) ?? { module: path9, version }
  }));
}
var unquote = (s) => s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1) : s;

// src/sources/dependency-gate-files.ts
var GATE_PACKAGES = ["features", "pkg/features"];
var MAX_FILE_BYTES2 = 2 * 1024 * 1024;
function dependencyGateFiles(root, env = process.env) {
  const cache = moduleCache(env);
  const byModules = /* @__PURE__ */ new Map();
  return {
    read: (goFile) => {
      const modules = enclosingModules(root, path6.dirname(path6.resolve(root, goFile)));
      const key = modules.join("\n");
      let files = byModules.get(key);
      if (!files) {
        files = readGateFiles(modules, cache);
        byModules.set(key, files);
      }
      return files;
    }
  };
}
function enclosingModules(root, dir) {
  const top = path6.resolve(root);
  const out = [];
  for (let d = dir; ; d = path6.dirname(d)) {
    if (isFile(path6.join(d, "go.mod"))) out.push(d);
    if (d === top || path6.dirname(d) === d || path6.relative(top, d).startsWith("..")) return out;
  }
}
function readGateFiles(modules, cache) {
  const vendors = modules.map((m) => path6.join(m, "vendor")).filter(isDirectory);
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const moduleDir of modules) {
    const goMod = readText(path6.join(moduleDir, "go.mod"));
    for (const m of goMod === void 0 ? [] : moduleRequirements(goMod)) {
      const dir = vendors.map((v) => path6.join(v, m.path)).find(isDirectory) ?? ("directory" in m.source ? path6.resolve(moduleDir, m.source.directory) : cache && path6.join(cache, `${escapeModulePath(m.source.module)}@${escapeModulePath(m.source.version)}`));
      if (dir === void 0 || seen.has(dir)) continue;
      seen.add(dir);
      for (const pkg of GATE_PACKAGES) {
        const pkgDir = path6.join(dir, pkg);
        for (const name of listDirectory(pkgDir)) {
          if (!name.endsWith(".go") || name.endsWith("_test.go")) continue;
          const text = readText(path6.join(pkgDir, name));
          if (text !== void 0) out.push({ path: path6.join(pkgDir, name), text });
        }
      }
    }
  }
  return out;
}
function moduleCache(env) {
  if (env.GOMODCACHE) return env.GOMODCACHE;
  const gopath = env.GOPATH?.split(path6.delimiter).find((p) => p !== "");
  if (gopath) return path6.join(gopath, "pkg", "mod");
  const home = env.HOME ?? homedir();
  return home ? path6.join(home, "go", "pkg", "mod") : void 0;
}
var escapeModulePath = (p) => p.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);
var isDirectory = (p) => statSync(p, { throwIfNoEntry: false })?.isDirectory() === true;
var isFile = (p) => statSync(p, { throwIfNoEntry: false })?.isFile() === true;
var listDirectory = (p) => {
  try {
    return readdirSync(p).sort();
  } catch {
    return [];
  }
};
var readText = (p) => {
  try {
    return statSync(p).size <= MAX_FILE_BYTES2 ? readFileSync(p, "utf8") : void 0;
  } catch {
    return void 0;
  }
};

// src/checkout-services.ts
function catalogExclude(config) {
  return config.cr?.catalog === void 0 ? [] : [`${config.cr.catalog}/**`];
}
async function withCheckoutServices(services, root, config, change) {
  const withGates = {
    ...services,
    dependencyGates: dependencyGateFiles(root),
    ...change ? { releases: releasesOf(root, change.changeSet, change.commits) } : {}
  };
  const dir = config.cr?.catalog;
  if (dir === void 0) return { services: withGates, warnings: [] };
  const catalog = await readCatalogFiles(root, dir);
  return { services: { ...withGates, crdCatalog: crdCatalogOf(catalog.files) }, warnings: catalog.warnings };
}

// src/misnamed-configuration.ts
import { lstat as lstat2 } from "node:fs/promises";
import path7 from "node:path";
var MISNAMED_CONFIG_FILE = DEFAULT_CONFIG_FILE.replace(/\.yaml$/, ".yml");
async function misnamedConfiguration(root, configFound, nameIt) {
  const exists = await lstat2(path7.join(root, MISNAMED_CONFIG_FILE)).then(
    () => true,
    () => false
  );
  if (!exists) return [];
  if (!configFound)
    throw new UsageError(
      `${MISNAMED_CONFIG_FILE} is not read: the configuration file is ${DEFAULT_CONFIG_FILE}; rename it, or name it with ${nameIt}`
    );
  return [`${MISNAMED_CONFIG_FILE} is not read: the configuration is ${DEFAULT_CONFIG_FILE}`];
}

// src/local-review.ts
var FAIL_ON_LEVELS = ["error", "warning", "notice", "never"];
var READS = `${REVIEWABLE_EXTENSIONS.slice(0, -1).join(", ")} and ${REVIEWABLE_EXTENSIONS.at(-1)} files`;
async function runLocalReview(req) {
  if (req.filter !== void 0 && !FILTER_MODES.includes(req.filter)) {
    throw new UsageError(`unknown filter "${req.filter}": use one of ${FILTER_MODES.join(", ")}`);
  }
  const warnings = [];
  const paths = req.paths.length > 0 ? req.paths : ["."];
  const files = paths.filter((p) => p !== "-");
  if (files.length < paths.length && req.stdin === void 0)
    throw new UsageError("- (the standard input) was not read");
  if (files.length < paths.length && req.base !== void 0)
    throw new UsageError("- (the standard input) cannot be reviewed against --base");
  const here = await (req.repository ?? locateRepository(req.cwd, req.workspace));
  const root = req.base === void 0 ? await rootOfPaths(here.root, files, req.cwd) : here.root;
  if (req.base !== void 0 && !here.git)
    throw new UsageError(`--base needs a git working tree, and ${path8.resolve(req.cwd)} is not inside one`);
  const loaded = await loadConfig(req.configFile, req.configFile === void 0 ? root : req.cwd, RULE_IDS);
  if ("errors" in loaded)
    throw new UsageError(`invalid configuration:
${loaded.errors.map(formatConfigError).join("\n")}`);
  const { config } = loaded;
  if (req.configFile === void 0)
    warnings.push(
      ...await misnamedConfiguration(root, config.file !== void 0, "--config"),
      ...await nestedConfigurations(req.cwd, root)
    );
  const filter = req.filter ?? (req.base === void 0 ? "all" : "new");
  if (req.base === void 0 && req.filter !== void 0 && req.filter !== "all") {
    warnings.push(
      `--filter ${req.filter} compares with a base, and without --base there is none: every finding is shown, as with --filter all`
    );
  }
  const selection = {
    cwd: req.cwd,
    include: [...config.include, ...req.include ?? []],
    exclude: [...config.exclude, ...catalogExclude(config)],
    vendored: config.vendored === true,
    testdata: config.testdata === true
  };
  const fromGit = req.base === void 0 ? void 0 : await readGitSource(files, { ...selection, base: req.base, root });
  const read = fromGit ?? (files.length === 0 ? { root, hasBase: false, files: [] } : await readDirectorySource(files, { ...selection, root }));
  const configPath = configPathIn(
    root,
    req.configFile === void 0 ? path8.join(root, DEFAULT_CONFIG_FILE) : path8.resolve(req.cwd, req.configFile)
  );
  const reviewed = read.files.filter((f) => f.path !== configPath);
  const changeSet = {
    root: read.root,
    hasBase: read.hasBase,
    files: req.stdin === void 0 || files.length === paths.length ? reviewed : withStdin(reviewed, req.stdin)
  };
  if (fromGit !== void 0 && fromGit.unreadable.length > 0) warnings.push(unreadableFilesWarning(fromGit.unreadable));
  if (req.stdin !== void 0 && files.length < paths.length && req.stdin.length === 0)
    warnings.push("- (the standard input) is empty: nothing was piped in");
  warnings.push(...includesMatchingNothing(config, req.include ?? [], files, changeSet, req.cwd, root));
  warnings.push(
    ...await unreviewedPaths(files, changeSet, {
      cwd: req.cwd,
      root,
      configPath,
      isSelected: reviewableFilter(selection)
    })
  );
  const gathered = req.services ? await req.services(changeSet) : void 0;
  const catalog = await withCheckoutServices(
    gathered,
    root,
    config,
    fromGit && { changeSet, commits: { base: fromGit.baseCommit, head: "work tree" } }
  );
  warnings.push(...catalog.warnings);
  const { services } = catalog;
  const referenceFields = config.refgrant?.referenceFields ?? [];
  const usage = req.base === void 0 && referenceFields.length > 0 && walksWholeTree(files, req.cwd, root) ? referenceFieldUsage(referenceFields) : void 0;
  const progress = req.progress;
  let parsedFiles = 0;
  let objects = 0;
  let rule;
  const tell = () => progress?.({ files: parsedFiles, objects, ...rule === void 0 ? {} : { rule } });
  const onFileParsed = (file) => {
    usage?.observe(file);
    parsedFiles += 1;
    objects += file.objects.length;
    tell();
  };
  const { review: review2, placed, rules } = await reviewChangeSet(changeSet, {
    config,
    filter,
    ...services ? { services } : {},
    ...progress || usage ? { onFileParsed } : {},
    ...progress ? {
      onRuleStart: (id) => {
        rule = id;
        tell();
      }
    } : {}
  });
  if (usage) warnings.push(...usage.unmatched(config.file ?? DEFAULT_CONFIG_FILE));
  return { review: review2, placed, changeSet, config, filter, rules, warnings };
}
function walksWholeTree(args, cwd, root) {
  return args.some((arg) => toRepoPath(root, path8.resolve(cwd, arg)) === "");
}
function countFailing(placed, failOn) {
  if (failOn === "never") return 0;
  return placed.filter((p) => p.shown && SEVERITY_RANK[p.finding.severity] >= SEVERITY_RANK[failOn]).length;
}
function unreadableFilesWarning(paths) {
  const SHOWN = 5;
  const named = paths.slice(0, SHOWN).join(", ") + (paths.length > SHOWN ? `, and ${paths.length - SHOWN} more` : "");
  const files = paths.length === 1 ? "1 file was" : `${paths.length} files were`;
  return `${files} not reviewed: git could not read ${paths.length === 1 ? "its content" : "their content"} at the base or in the working tree (the clone lacks the objects: a sparse or partial clone that cannot fetch them, or a damaged one): ${named}`;
}
async function rootOfPaths(cwdRoot, files, cwd) {
  const roots = /* @__PURE__ */ new Set();
  const gitRoots = [];
  for (const arg of files.length > 0 ? files : ["."]) {
    const absolute = path8.resolve(cwd, arg);
    if (!isOutside(cwdRoot, absolute)) {
      roots.add(cwdRoot);
      continue;
    }
    const isDirectory2 = await stat2(absolute).then(
      (s) => s.isDirectory(),
      () => false
    );
    const dir = isDirectory2 ? absolute : path8.dirname(absolute);
    const known = gitRoots.find((r) => !isOutside(r, dir));
    if (known !== void 0) {
      roots.add(known);
      continue;
    }
    const found = await locateRepository(dir);
    if (found.git) gitRoots.push(found.root);
    roots.add(found.root);
  }
  return [...roots].reduce((a, b) => commonAncestor(a, b));
}
var isOutside = (root, absolute) => {
  const relative = path8.relative(root, absolute);
  return relative === ".." || relative.startsWith(`..${path8.sep}`) || path8.isAbsolute(relative);
};
function commonAncestor(a, b) {
  let dir = a;
  while (isOutside(dir, b)) {
    const up = path8.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return dir;
}
function configPathIn(root, absolute) {
  return isOutside(root, absolute) ? void 0 : toRepoPath(root, absolute);
}
function withStdin(files, stdin) {
  const stream = { path: STDIN_PATH, status: "added", head: stdin, ...wholeFile(stdin) };
  return [...files, stream].sort((a, b) => compareRepoPaths(a.path, b.path));
}
async function nestedConfigurations(cwd, root) {
  const found = [];
  for (let dir = path8.resolve(cwd); dir !== root && !isOutside(root, dir); dir = path8.dirname(dir)) {
    for (const name of [DEFAULT_CONFIG_FILE, MISNAMED_CONFIG_FILE]) {
      const file = path8.join(dir, name);
      if (await lstat3(file).then(
        () => true,
        () => false
      )) {
        found.push(
          `${toRepoPath(root, file)} is not read: the configuration is read at the repository root (${DEFAULT_CONFIG_FILE} there); name it with --config to use it`
        );
      }
    }
    if (path8.dirname(dir) === dir) break;
  }
  return found;
}
async function unreviewedPaths(args, changeSet, ctx) {
  const warnings = [];
  const covered = withAncestors(
    changeSet.files.flatMap((f) => f.previousPath === void 0 ? [f.path] : [f.path, f.previousPath])
  );
  for (const arg of args) {
    const absolute = path8.resolve(ctx.cwd, arg);
    const prefix = toRepoPath(ctx.root, absolute);
    if (covered.has(prefix)) continue;
    const entry = await stat2(absolute).catch(() => void 0);
    if (entry?.isFile()) {
      if (prefix === ctx.configPath) warnings.push(`${arg}: not reviewed: it is the configuration file`);
      else if (!REVIEWABLE_EXTENSIONS.some((ext) => prefix.endsWith(ext)) && !isManifestPath(prefix))
        warnings.push(`${arg}: not reviewed: kube-api-review reads ${READS}`);
      else if (!ctx.isSelected(prefix, prefix))
        warnings.push(`${arg}: not reviewed: the configuration's include and exclude globs leave it out`);
    } else if (entry?.isDirectory()) {
      warnings.push(
        `${arg}: no file to review: kube-api-review reads ${READS}, and none is here that the configuration selects`
      );
    } else if (entry !== void 0) {
      warnings.push(`${arg}: not reviewed: not a regular file (- reads the standard input)`);
    }
  }
  return warnings;
}
function includesMatchingNothing(config, extra, args, changeSet, cwd, root) {
  if (!walksWholeTree(args, cwd, root)) return [];
  const paths = changeSet.files.map((f) => f.path);
  const where = (glob) => config.include.includes(glob) ? `include glob "${glob}" of ${config.file ?? DEFAULT_CONFIG_FILE}` : `include glob "${glob}"`;
  return [.../* @__PURE__ */ new Set([...config.include, ...extra])].flatMap((glob) => {
    const matches = picomatch()(glob.startsWith("./") ? glob.slice(2) : glob, { dot: true });
    return paths.some((p) => matches(p)) ? [] : [`the ${where(glob)} matches no file to review`];
  });
}

export {
  reviewPipelined,
  FAIL_ON_LEVELS,
  runLocalReview,
  countFailing
};
