import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  FILTER_MODES,
  SEVERITY_RANK,
  isChanged,
  placeFindings
} from "./chunk-M25ACMN2.js";
import {
  RULES,
  RULE_IDS,
  closestRuleId,
  formatConfigError,
  loadConfig,
  toApiserverError
} from "./chunk-T3DB7AKT.js";
import {
  goQuote
} from "./chunk-OTT33BFF.js";
import {
  require_dist
} from "./chunk-AQDXI4AI.js";
import {
  docsUrl
} from "./chunk-TWWFO3YK.js";
import {
  compareRepoPaths,
  diffContents,
  readDirectorySource,
  reviewableFilter,
  toRepoPath,
  wholeFile
} from "./chunk-JVLL5TRK.js";
import {
  mapConcurrent
} from "./chunk-U4SCZGWV.js";
import {
  UsageError
} from "./chunk-UFHZELAS.js";
import {
  loadGoParser
} from "./chunk-73UHLGZG.js";
import {
  LineIndex,
  isManifestPath,
  manifestFileOf,
  placeholderIn,
  readManifestDocuments
} from "./chunk-HJG53WJQ.js";
import {
  COLLECTION_STYLE,
  EVENT_ID,
  Parser,
  SCALAR_STYLE,
  getScalarValue,
  isJsonObject,
  isKustomizationPath,
  loadYaml,
  objectIdentity,
  patchPathsOf,
  plainKeyString,
  strictEvents
} from "./chunk-MTBTLT4M.js";
import {
  LIMITS,
  consultedText
} from "./chunk-2DUJXPJR.js";
import {
  COUNTER,
  cancelIfIdle,
  claimFromBack,
  newReadQueue
} from "./chunk-FS4SJV2O.js";
import {
  __toESM
} from "./chunk-2GJ4KYHM.js";

// src/engine/pipelined-review.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

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
import { hash } from "node:crypto";
function fingerprint(ruleId, subject, fieldPath, discriminator) {
  const about = subject.object ? `object:${objectIdentity(subject.object)}` : `file:${subject.file ?? ""}`;
  return hash("sha256", JSON.stringify([ruleId, about, fieldPath ?? "", discriminator ?? ""]), "hex").slice(0, 32);
}

// src/engine/format-message.ts
function formatMessage(template, data) {
  return template.replace(
    /\{\{\s*([\w.]+)\s*\}\}/g,
    (whole, name) => data && name in data ? String(data[name]) : whole
  );
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
  const added = fix.keys.map((k, depth) => {
    const name = isPlainSafe(k) ? k : JSON.stringify(k);
    const isLast = depth === fix.keys.length - 1;
    return `${" ".repeat(indent + step * (depth + 1))}${name}:${isLast ? ` ${scalar(fix.value, "plain")}` : ""}`;
  });
  return [line, ...added].join("\n");
}

// src/engine/resolve-finding.ts
function reportFingerprint(rule, report) {
  return fingerprint(rule.id, { object: report.object, file: report.file }, report.identity ?? report.path?.toString(), report.discriminator);
}
function resolveFinding(rule, report, severity, locator) {
  const template = rule.meta.messages[report.messageId] ?? report.messageId;
  const apiserver = report.apiserver === void 0 ? void 0 : typeof report.apiserver.path === "string" ? report.apiserver : toApiserverError(report.apiserver);
  const data = apiserver ? { ...report.data, apiserver } : report.data;
  const file = report.object?.source.file ?? report.file ?? "";
  const range = report.object ? locator.locate(report.object.source, report.path?.segments() ?? []) : {
    line: report.line ?? 1,
    column: report.column ?? 1,
    endLine: report.endLine ?? report.line ?? 1,
    endColumn: report.column ?? 1
  };
  const suggestion = report.suggestion ?? (report.fix ? suggestedChange(report.fix, range, locator.textOf(file)) : void 0);
  return {
    ruleId: rule.id,
    severity,
    message: formatMessage(template, report.data),
    file,
    ...range,
    ...report.object ? { object: objectRef(report.object) } : {},
    ...report.path ? { fieldPath: report.path.toString() } : {},
    ...data && Object.keys(data).length > 0 ? { data } : {},
    ...suggestion === void 0 ? {} : { suggestion },
    docsUrl: docsUrl(rule.id),
    fingerprint: reportFingerprint(rule, report)
  };
}
function objectRef(o) {
  return { apiVersion: o.apiVersion, kind: o.kind, ...o.namespace ? { namespace: o.namespace } : {}, name: o.name };
}

// src/engine/check-world.ts
function readOrReport(path5, content, errors) {
  try {
    return readManifestDocuments(path5, content);
  } catch (error) {
    errors.push(internalError(`parsing ${path5}`, error));
    return { path: path5, text: "", documents: [], problems: [] };
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
var resolveReports = (reported, config, locator) => reported.filter(({ report }) => !restsOnPlaceholder(report)).map(({ rule, report }) => resolveFinding(rule, report, severityOf(config, rule, report.severity), locator));
var settingOf = (config, rule) => config.rules.get(rule.id) ?? rule.meta.severity;
var enabledRules = (rules, config) => rules.filter((r) => settingOf(config, r) !== "off");
function severityOf(config, rule, reported) {
  const s = config.rules.get(rule.id) ?? reported ?? rule.meta.severity;
  return s === "off" ? rule.meta.severity : s;
}

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
      problem(`suppression of ${ruleId} without a reason; say why the rule does not apply here: "${token} ${SUPPRESSION_MARKER} ${ruleId} <reason>"`);
      return;
    }
    const before = content.slice(0, marker.tokenStart).trim();
    let covers = line;
    if (before === "" || before.startsWith(token)) {
      nextCode ??= nextCodeLines(lines, token);
      const target = nextCode[i + 1] ?? -1;
      if (target === -1) {
        problem(`suppression of ${ruleId} covers nothing: no line follows it`);
        return;
      }
      covers = target + 1;
    }
    suppressions.push({ file, line, column, ruleId, reason, covers });
  });
  return { suppressions, problems };
}
function applySuppressions(findings, suppressions) {
  if (suppressions.length === 0) return { kept: [...findings], unused: [] };
  const byFileAndRule = /* @__PURE__ */ new Map();
  for (const s of suppressions) {
    let byRule = byFileAndRule.get(s.file);
    if (byRule === void 0) byFileAndRule.set(s.file, byRule = /* @__PURE__ */ new Map());
    const list = byRule.get(s.ruleId);
    if (list === void 0) byRule.set(s.ruleId, [s]);
    else list.push(s);
  }
  const used = /* @__PURE__ */ new Set();
  const kept = [];
  for (const f of findings) {
    const candidates = byFileAndRule.get(f.file)?.get(f.ruleId) ?? [];
    const endLine = Math.max(f.line, f.endLine);
    let suppressed = false;
    for (const s of candidates) {
      if (s.covers >= f.line && s.covers <= endLine) {
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
var ANY = { objects: "any", mentioned: "any", names: "any" };
var TOKEN_CHAR_HEX = "(?:3[0-9]|4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|2[dDeE]|5[fF])";
var ESCAPE = new RegExp(`\\\\(?:x${TOKEN_CHAR_HEX}|u00${TOKEN_CHAR_HEX}|U000000${TOKEN_CHAR_HEX}|\\r?\\n)`, "y");
var MENTION = /kind["']?[ \t]*:\s*["']?([A-Za-z0-9_.-]+)/g;
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
  if (hasSpellingEscape(text) || hasOtherBreak(text)) return ANY;
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  const roots = readRoots(text);
  if (roots === "any") return { ...ANY, mentioned: mentionsOf(text, false) };
  return { objects: roots.kinds, names: roots.names, mentioned: mentionsOf(text, true) };
}
function hasSpellingEscape(text) {
  for (let at = text.indexOf("\\"); at !== -1; at = text.indexOf("\\", at + 1)) {
    ESCAPE.lastIndex = at;
    if (ESCAPE.test(text)) return true;
  }
  return false;
}
function hasOtherBreak(text) {
  if (text.includes("\x85") || text.includes("\u2028") || text.includes("\u2029")) return true;
  for (let at = text.indexOf("\r"); at !== -1; at = text.indexOf("\r", at + 1)) if (text[at + 1] !== "\n") return true;
  return false;
}
function mentionsOf(text, plainRoots) {
  const mentioned = /* @__PURE__ */ new Set();
  for (const m of text.matchAll(MENTION)) {
    const at = m.index;
    if (m[1] === void 0 || !MENTION_AFTER.has(text[at - 1] ?? "")) continue;
    if (plainRoots && (at === 0 || text[at - 1] === "\n") && PLAIN_ROOT_KIND.test(lineAt(text, at))) continue;
    mentioned.add(m[1]);
  }
  return mentioned;
}
var lineAt = (text, start) => {
  const end = text.indexOf("\n", start);
  const line = text.slice(start, end === -1 ? text.length : end);
  return line.endsWith("\r") ? line.slice(0, -1) : line;
};
function readRoots(text) {
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
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const lineStart = start;
    start = end + 1;
    const c = text.charCodeAt(lineStart);
    const indented = c === 32 || c === 9;
    if (indented && documentStarted && !inMetadata) continue;
    let line = text.slice(lineStart, end);
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
      names.add(name);
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
        names.add(name[1]);
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
function lazyManifest(path5, content, parse) {
  const text = consultedText(content);
  const kinds = text === void 0 ? ANY_KIND : kindIndexOf(text);
  let parsed;
  return {
    path: path5,
    text,
    kinds,
    mayHold: (s) => text === void 0 || text.includes(s),
    file: () => parsed ??= parse()
  };
}
var ANY_KIND = { objects: "any", mentioned: "any", names: "any" };
var CRD_GROUP = "apiextensions.k8s.io";
var CRD_KIND = "CustomResourceDefinition";
var World = class {
  slots;
  lazy;
  /** Identity → objects of the files parsed up front, in file order. */
  byIdentity;
  allFiles;
  allObjects;
  goSource;
  go;
  constructor(files, goFiles = []) {
    this.slots = files;
    this.lazy = files.filter(isLazy);
    this.goSource = goFiles;
    this.byIdentity = byIdentity(files.flatMap((f) => isLazy(f) ? [] : f.objects));
  }
  /** Every file, parsed (those not yet parsed are parsed now). */
  get files() {
    return this.allFiles ??= this.slots.map((f) => isLazy(f) ? f.file() : f);
  }
  get objects() {
    return this.allObjects ??= this.files.flatMap((f) => f.objects);
  }
  get goFiles() {
    return this.go ??= typeof this.goSource === "function" ? this.goSource() : this.goSource;
  }
  /** The parsed files among these slots: a lazy one only when `wanted` says it may hold what is asked. */
  filesWhere(wanted) {
    if (this.allFiles) return [...this.allFiles];
    return this.slots.flatMap((f) => !isLazy(f) ? [f] : wanted(f) ? [f.file()] : []);
  }
  /** Objects of one kind in one API group (any version), e.g. CRDs. */
  ofKind(group, kind) {
    const key = `${group}/${kind}`;
    let found = this.byKind.get(key);
    if (!found) {
      found = this.filesWhere((f) => mayHoldKind(f.kinds, [kind])).flatMap((f) => f.objects.filter((o) => o.group === group && o.kind === kind));
      this.byKind.set(key, found);
    }
    return [...found];
  }
  byKind = /* @__PURE__ */ new Map();
  /** Objects whose kind is one of these, of any group, in file order. */
  ofKinds(kinds) {
    if (kinds.size === 0) return [];
    return this.filesWhere((f) => mayHoldKind(f.kinds, kinds)).flatMap((f) => f.objects.filter((o) => kinds.has(o.kind)));
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
      (f) => f.objects.filter((o) => o.group === CRD_GROUP && o.kind === CRD_KIND && isOne(namesOf(o.value)))
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
    const kinds = /* @__PURE__ */ new Set();
    for (const f of this.slots) {
      if (isLazy(f) && f.kinds.objects !== "any") for (const k of f.kinds.objects) kinds.add(k);
      else for (const o of (isLazy(f) ? f.file() : f).objects) kinds.add(o.kind);
    }
    return kinds;
  }
  /** Every object with the same identity, in file order: those of parsed files, and of lazy ones that may hold it. */
  identityList(o) {
    const key = objectIdentity(o);
    if (this.lazy.length === 0) return this.byIdentity.get(key) ?? [];
    if (this.allFiles) return this.allIdentity().get(key) ?? [];
    let found = this.lazyIdentity.get(key);
    if (!found) {
      const mayHoldIt = (f) => mayHoldKind(f.kinds, [o.kind]) && mayHoldName(f.kinds, o.name);
      found = this.lazy.some(mayHoldIt) ? this.filesWhere(mayHoldIt).flatMap((f) => f.objects.filter((c) => objectIdentity(c) === key)) : this.byIdentity.get(key) ?? [];
      this.lazyIdentity.set(key, found);
    }
    return found;
  }
  lazyIdentity = /* @__PURE__ */ new Map();
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
  counterpart(o, preferredFile = o.source.file, taken = NONE) {
    const list = this.identityList(o);
    if (list.length === 0) return void 0;
    const here = list.filter((c) => c.source.file === preferredFile);
    if (here.length === 1) return here[0];
    const pool = here.length > 1 ? here : taken.size === 0 ? list : list.filter((c) => !taken.has(c.source.file));
    return pool.find((c) => sameJson(c.value, o.value)) ?? pool[0];
  }
  /** The objects with the same identity as `o`, `o` among them when it is of this world. */
  sameIdentity(o) {
    return this.identityList(o);
  }
};
var NONE = /* @__PURE__ */ new Set();
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
  return { ...typeof names.kind === "string" ? { kind: names.kind } : {}, ...typeof names.plural === "string" ? { plural: names.plural } : {} };
}

// src/parse/go/go-file-cache.ts
function goFileCache(parser, onBug) {
  const parsed = /* @__PURE__ */ new Map();
  return (path5, content) => {
    let file = parsed.get(content);
    if (!file || file.path !== path5) {
      try {
        file = parser.parse(path5, content);
      } catch (error) {
        onBug(path5, error);
        file = { path: path5, text: "", packageName: "", packageComments: [], imports: [], structs: [], consts: [], specMaps: [] };
      }
      parsed.set(content, file);
    }
    return file;
  };
}

// src/parse/cst-positions.ts
var import_yaml = __toESM(require_dist(), 1);
var CstPositions = class _CstPositions {
  constructor(root, offset) {
    this.root = root;
    this.offset = offset;
  }
  root;
  offset;
  cleanEnd;
  /**
   * The entries of each mapping walked through, by key, indexed on the first walk through it, so
   * a walk into a mapping of thousands of keys costs one lookup a step, not a scan.
   */
  entries = /* @__PURE__ */ new WeakMap();
  /** The first document of text[start, end) of a file's text. */
  static parse(text, start, end) {
    for (const token of new import_yaml.Parser().parse(text.slice(start, end))) {
      if (token.type === "document") return new _CstPositions(token.value, start);
    }
    return new _CstPositions(void 0, start);
  }
  /** Whether the document holds a value at all. */
  get hasValue() {
    return this.root !== void 0;
  }
  /**
   * Whether the parsed text ends at a clean boundary. What a cut splits is open at the very end
   * of the text, so only the chain of last entries needs a look: a flow collection there must be
   * closed (which closes everything inside it) and a quoted scalar terminated.
   */
  get endsCleanly() {
    this.cleanEnd ??= endsCleanly(this.root);
    return this.cleanEnd;
  }
  /**
   * The offsets in the file's text (`text`) of the value at `steps`: a scalar spans its value,
   * quotes included; a key or item that holds a mapping or sequence, its first line; an empty
   * value (`key:` with nothing after it) stands where its text would go. Undefined when the walk
   * reaches nothing to place.
   */
  range(text, steps) {
    const { node, anchor, emptyAt } = walk(this.root, steps, this.entries);
    if (emptyAt !== void 0) return [this.offset + emptyAt, this.offset + emptyAt];
    const target = isScalarToken(node) && anchor !== node ? node : anchor;
    if (!target) return void 0;
    const scalar2 = isScalarToken(target) ? resolveScalar(target) : null;
    const start = this.offset + (scalar2 ? scalar2.range[0] : target.offset);
    const end = scalar2 ? this.offset + scalar2.range[1] : firstLineEnd(text, start);
    return [start, Math.max(end, start)];
  }
};
function walk(root, steps, entries) {
  let node = root;
  let anchor;
  let emptyAt;
  for (const step of steps) {
    const item = node ? childItem(node, step, entries) : void 0;
    if (!item) return { node, anchor, ...node || emptyAt === void 0 ? {} : { emptyAt } };
    if (item.key) anchor = isScalarToken(item.key) ? item.key : anchor;
    else anchor = item.value && (isScalarToken(item.value) || import_yaml.CST.isCollection(item.value)) ? item.value : anchor;
    node = item.value;
    emptyAt = node ? void 0 : emptyValueOffset(item);
  }
  return { node, anchor, ...emptyAt === void 0 ? {} : { emptyAt } };
}
function emptyValueOffset(item) {
  const before = item.sep ?? item.start;
  let i = before.length - 1;
  while (i >= 0 && ["space", "comment", "newline"].includes(before[i]?.type ?? "")) i--;
  const last = before[i];
  if (!last) return void 0;
  let offset = last.offset + last.source.length;
  for (let t = before[++i]; t?.type === "space"; t = before[++i]) offset += t.source.length;
  return offset;
}
function childItem(node, step, entries) {
  if (node.type === "block-map" || node.type === "flow-collection" && node.start.source === "{") {
    return entriesOf(node, entries).get(step);
  }
  if ((node.type === "block-seq" || node.type === "flow-collection" && node.start.source === "[") && /^\d+$/.test(step)) {
    return node.items[Number(step)];
  }
  return void 0;
}
function entriesOf(node, index) {
  let entries = index.get(node);
  if (!entries) {
    const map = /* @__PURE__ */ new Map();
    for (const item of node.items) {
      if (!isScalarToken(item.key)) continue;
      const key = keyOf(item.key);
      if (key !== void 0 && !map.has(key)) map.set(key, item);
    }
    index.set(node, map);
    entries = map;
  }
  return entries;
}
function endsCleanly(root) {
  for (let node = root; node; ) {
    if (isScalarToken(node)) {
      let broken = false;
      resolveScalar(node, () => broken = true);
      return !broken;
    }
    if (node.type === "flow-collection") return node.end.some((t) => t.type === "flow-map-end" || t.type === "flow-seq-end");
    if (node.type !== "block-map" && node.type !== "block-seq") return node.type !== "error";
    const last = node.items[node.items.length - 1];
    node = last?.value ?? last?.key ?? void 0;
  }
  return true;
}
function keyOf(token) {
  const { value } = resolveScalar(token);
  return token.type === "scalar" ? plainKeyString(value) : value;
}
function resolveScalar(token, onError = () => void 0) {
  return import_yaml.CST.resolveAsScalar(token, false, onError);
}
function isScalarToken(token) {
  return import_yaml.CST.isScalar(token) && token.type !== "alias";
}
function firstLineEnd(text, offset) {
  const nl = text.indexOf("\n", offset);
  return nl === -1 ? text.length : nl;
}

// src/parse/event-positions.ts
var { DOCUMENT, SEQUENCE, MAPPING, SCALAR, POP } = EVENT_ID;
var NONE2 = -1;
var EventPositions = class {
  /**
   * `events` are those of text[offset, …) of a file's text `text` (js-yaml's offsets are in the
   * parsed piece); only the first document is read.
   */
  constructor(text, offset, events) {
    this.text = text;
    this.offset = offset;
    this.events = events;
    this.after = new Int32Array(events.length);
    const open = [];
    for (let i = 0; i < events.length; i++) {
      const type = events[i].type;
      if (type === DOCUMENT || type === SEQUENCE || type === MAPPING) open.push(i);
      else if (type === POP) this.after[open.pop() ?? 0] = i + 1;
      else this.after[i] = i + 1;
    }
    this.root = events[0]?.type === DOCUMENT && events[1] !== void 0 && events[1].type !== POP ? 1 : NONE2;
  }
  text;
  offset;
  events;
  /** For each event that starts a node, the index of the event after that node. */
  after;
  root;
  /** Each mapping's entries by key and each sequence's items, indexed on the first walk through it. */
  children = /* @__PURE__ */ new Map();
  /** Where the value at `steps` stands, placed as CstPositions.range places it. */
  range(steps) {
    let node = this.root;
    let anchor = NONE2;
    let emptyAt;
    for (const step of steps) {
      if (node === NONE2) break;
      const child = this.child(node, step);
      if (child === "undecided") return child;
      if (child === void 0) break;
      const value = this.event(child.value);
      const isEmpty = value.type === SCALAR && value.valueStart === NONE2;
      if (child.key !== NONE2) anchor = child.key;
      else if (isEmpty) return "undecided";
      else if (value.type !== EVENT_ID.ALIAS) anchor = child.value;
      if (isEmpty) {
        const at = this.emptyValueOffset(node, child);
        if (at === void 0) return "undecided";
        node = NONE2;
        emptyAt = at;
      } else {
        node = child.value;
        emptyAt = void 0;
      }
    }
    if (node === NONE2 && emptyAt !== void 0) return [emptyAt, emptyAt];
    const target = node !== NONE2 && this.event(node).type === SCALAR ? node : anchor;
    if (target === NONE2) return "nothing";
    const event = this.event(target);
    if (event.type === SCALAR) return this.scalarRange(event);
    return this.collectionRange(target);
  }
  event(i) {
    return this.events[i];
  }
  child(node, step) {
    const type = this.event(node).type;
    if (type === MAPPING) {
      const entries = this.entriesOf(node);
      return entries === "undecided" ? entries : entries.get(step);
    }
    if (type === SEQUENCE && /^\d+$/.test(step)) {
      const items = this.itemsOf(node);
      return items === "undecided" ? items : items[Number(step)];
    }
    return void 0;
  }
  /** A mapping's entries by key: a plain key as Kubernetes' reader resolves it, any other its text; the first of a repeated key. */
  entriesOf(mapping) {
    let entries = this.children.get(mapping);
    if (entries === void 0) {
      const map = /* @__PURE__ */ new Map();
      for (let k = mapping + 1; this.event(k).type !== POP; ) {
        const value = this.after[k];
        const key = this.event(k);
        if (key.type === SCALAR && !(key.valueStart === NONE2 && key.style === SCALAR_STYLE.PLAIN)) {
          const raw = getScalarValue(this.text, this.inText(key));
          const name = key.style === SCALAR_STYLE.PLAIN ? plainKeyString(raw) : raw;
          if (name !== void 0 && !map.has(name)) map.set(name, { key: k, value });
        }
        k = this.after[value];
      }
      entries = map;
      this.children.set(mapping, entries);
    }
    return entries;
  }
  itemsOf(sequence) {
    let items = this.children.get(sequence);
    if (items === void 0) {
      const list = [];
      const isFlow = this.event(sequence).style === COLLECTION_STYLE.FLOW;
      let undecided = false;
      for (let i = sequence + 1; this.event(i).type !== POP; i = this.after[i]) {
        const item = this.event(i);
        if (isFlow && item.type === MAPPING && this.text[this.offset + item.start] !== "{") undecided = true;
        list.push({ key: NONE2, value: i });
      }
      items = undecided ? "undecided" : list;
      this.children.set(sequence, items);
    }
    return items;
  }
  /** A scalar event with its offsets in the file's text rather than in the parsed piece. */
  inText(event) {
    return this.offset === 0 ? event : { ...event, valueStart: event.valueStart + this.offset, valueEnd: event.valueEnd + this.offset };
  }
  /**
   * Where the syntax tree places an empty value: after its key's `:` and the spaces that follow
   * on its line. Only for a block mapping's key followed by spaces and `:`; flow mappings, tags,
   * anchors and explicit keys (`? k`) are left to the tree.
   */
  emptyValueOffset(mapping, child) {
    const map = this.event(mapping);
    const key = this.event(child.key);
    const value = this.event(child.value);
    if (map.style !== COLLECTION_STYLE.BLOCK || key.type !== SCALAR || hasProperties(value) || hasProperties(key)) return void 0;
    const keyRange = this.scalarRange(key);
    if (keyRange === "undecided" || keyRange === "nothing") return void 0;
    const { text } = this;
    let at = keyRange[1];
    while (text[at] === " ") at++;
    if (text[at] !== ":") return void 0;
    at++;
    while (text[at] === " ") at++;
    return text[at] === "	" ? void 0 : at;
  }
  /** A scalar's range as the syntax tree gives it: the value, quotes included; a block scalar from its header. */
  scalarRange(event) {
    if (hasProperties(event) || event.valueStart === NONE2) return "undecided";
    const { text } = this;
    const start = this.offset + event.valueStart;
    const end = this.offset + event.valueEnd;
    switch (event.style) {
      case SCALAR_STYLE.PLAIN:
        return [start, end];
      case SCALAR_STYLE.SINGLE_QUOTED:
      case SCALAR_STYLE.DOUBLE_QUOTED: {
        const quote = event.style === SCALAR_STYLE.SINGLE_QUOTED ? "'" : '"';
        return text[start - 1] === quote && text[end] === quote ? [start - 1, end + 1] : "undecided";
      }
      default:
        return "undecided";
    }
  }
  /** A sequence item that is a mapping or sequence: its first line, from where the tree starts it. */
  collectionRange(collection) {
    const event = this.event(collection);
    if (hasProperties(event)) return "undecided";
    const start = this.offset + event.start;
    const first = this.text[start];
    const isBlock = event.style === COLLECTION_STYLE.BLOCK;
    let placed;
    if (!isBlock) placed = first === (event.type === MAPPING ? "{" : "[");
    else if (event.type === SEQUENCE) placed = first === "-";
    else {
      const key = this.event(collection + 1);
      const keyRange = key.type === SCALAR ? this.scalarRange(key) : "undecided";
      placed = typeof keyRange !== "string" && keyRange[0] === start;
    }
    if (!placed) return "undecided";
    const nl = this.text.indexOf("\n", start);
    return [start, nl === -1 ? this.text.length : nl];
  }
};
function hasProperties(event) {
  return (event.anchorStart ?? NONE2) !== NONE2 || (event.tagStart ?? NONE2) !== NONE2;
}

// src/parse/line-positions.ts
var OPAQUE = { kind: "opaque" };
var LinePositions = class _LinePositions {
  constructor(text, root) {
    this.text = text;
    this.root = root;
  }
  text;
  root;
  /** The document text[start, end) of a file's text, or undefined when a line is not one this reader knows. */
  static read(text, start, end) {
    const root = new LineReader(text, start, end).read();
    return root === void 0 ? void 0 : new _LinePositions(text, root);
  }
  /** Where the value at `steps` stands, placed as CstPositions.range places it. */
  range(steps) {
    let node = this.root;
    let anchor;
    let emptyAt;
    for (const step of steps) {
      if (node === void 0) break;
      if (node.kind === "opaque") return "undecided";
      let entry;
      if (node.kind === "map") {
        entry = node.entries.get(step);
        if (entry === void 0 && node.hasUnnamedKeys) return "undecided";
      } else if (node.kind === "seq" && /^\d+$/.test(step)) entry = node.items[Number(step)];
      if (entry === void 0) break;
      if (entry.key) anchor = entry.key;
      else if (entry.value === void 0 || entry.value.kind === "opaque") return "undecided";
      else anchor = entry.value;
      node = entry.value;
      emptyAt = entry.emptyAt;
    }
    if (node === void 0 && emptyAt !== void 0) return [emptyAt, emptyAt];
    if (node?.kind === "opaque") return "undecided";
    const target = node?.kind === "scalar" ? node : anchor;
    if (target === void 0) return "nothing";
    if ("kind" in target) {
      if (target.kind === "scalar") return [target.start, target.end];
      if (target.kind === "opaque") return "undecided";
      const nl = this.text.indexOf("\n", target.start);
      return [target.start, nl === -1 ? this.text.length : nl];
    }
    return target;
  }
};
var LineReader = class {
  constructor(text, start, end) {
    this.text = text;
    this.start = start;
    this.end = end;
  }
  text;
  start;
  end;
  stack = [];
  root;
  /** A key or `-` with nothing after it on its line: its value is on the lines below, or it has none. */
  pending;
  /** After a value, lines indented more than this column (and blank lines) belong to it. */
  skip;
  read() {
    const { text, end } = this;
    if (text.charCodeAt(this.start) === 65279 || text.slice(this.start, end).includes("\r")) return void 0;
    let first = true;
    for (let at = this.start; at < end; ) {
      const nl = text.indexOf("\n", at);
      const lineEnd = nl === -1 || nl >= end ? end : nl;
      let i = at;
      while (i < lineEnd && text.charCodeAt(i) === 32) i++;
      const indent = i - at;
      const ch = text[i];
      const next = lineEnd + 1;
      if (this.skip !== void 0) {
        if (i === lineEnd || indent > this.skip) {
          at = next;
          continue;
        }
        this.skip = void 0;
      }
      if (i === lineEnd || ch === "#") {
        at = next;
        continue;
      }
      if (ch === "	") return void 0;
      if (first && text.startsWith("---", i) && indent === 0) {
        first = false;
        if (/^---[ ]*(?:#.*)?$/.test(text.slice(i, lineEnd))) {
          at = next;
          continue;
        }
        return void 0;
      }
      first = false;
      const consumed = this.line(i, indent, lineEnd);
      if (consumed === void 0) return void 0;
      at = consumed;
    }
    this.closePending();
    return this.root;
  }
  /** One line of structure at text[i] (after `indent` spaces); returns where the next line starts. */
  line(i, indent, lineEnd) {
    const { text } = this;
    const isDash = text[i] === "-" && (i + 1 === lineEnd || text[i + 1] === " ");
    if (this.pending) {
      const { entry, indent: parent, isItem } = this.pending;
      this.pending = void 0;
      if (isDash && (indent > parent || indent === parent && !isItem)) {
        const seq = this.open({ kind: "seq", indent, start: i, items: [] }, entry);
        return this.item(seq, i, lineEnd);
      }
      if (indent > parent) {
        if (!isKeyLine(text, i, lineEnd)) {
          entry.value = OPAQUE;
          const q = text[i];
          if (q === '"' || q === "'") {
            const close = closingQuote(text, i, this.end);
            return close === void 0 ? void 0 : this.afterQuote(close, parent);
          }
          if ((q === "[" || q === "{") && !closesOnLine(text, i, lineEnd)) return void 0;
          this.skip = parent;
          return lineEnd + 1;
        }
        const map = this.open({ kind: "map", indent, start: i, entries: /* @__PURE__ */ new Map(), hasUnnamedKeys: false }, entry);
        return this.entry(map, i, lineEnd);
      }
      if (isItem) entry.value = OPAQUE;
    }
    let top = this.stack[this.stack.length - 1];
    while (top && (top.indent > indent || top.kind === "seq" && top.indent === indent && !isDash)) {
      this.stack.pop();
      top = this.stack[this.stack.length - 1];
    }
    if (!top) {
      if (this.root !== void 0 || indent !== 0) return void 0;
      if (isDash) return this.item(this.open({ kind: "seq", indent, start: i, items: [] }), i, lineEnd);
      if (!isKeyLine(text, i, lineEnd)) return void 0;
      return this.entry(this.open({ kind: "map", indent, start: i, entries: /* @__PURE__ */ new Map(), hasUnnamedKeys: false }), i, lineEnd);
    }
    if (top.indent !== indent) return void 0;
    if (top.kind === "seq") return isDash ? this.item(top, i, lineEnd) : void 0;
    return isDash ? void 0 : this.entry(top, i, lineEnd);
  }
  open(collection, holder) {
    if (holder) holder.value = collection;
    else this.root = collection;
    this.stack.push(collection);
    return collection;
  }
  /** `key: value` at text[i]; the map's indentation is i's column. */
  entry(map, i, lineEnd) {
    const { text } = this;
    let keyEnd;
    let name;
    const q = text[i];
    if (q === '"' || q === "'") {
      const close = closingQuote(text, i, lineEnd);
      if (close === void 0) return void 0;
      keyEnd = close + 1;
      const inner = text.slice(i + 1, close);
      name = (q === '"' ? inner.includes("\\") : inner.includes("''")) ? void 0 : inner;
    } else {
      const colon = keyColon(text, i, lineEnd);
      if (colon === void 0) return void 0;
      keyEnd = colon;
      while (text[keyEnd - 1] === " ") keyEnd--;
      name = plainKeyString(text.slice(i, keyEnd));
    }
    let at = keyEnd;
    while (text[at] === " ") at++;
    if (text[at] !== ":" || !(at + 1 === lineEnd || text[at + 1] === " ")) return void 0;
    at++;
    const entry = { key: [i, keyEnd], value: void 0 };
    if (name === void 0) map.hasUnnamedKeys = true;
    else if (!map.entries.has(name)) map.entries.set(name, entry);
    return this.value(entry, at, lineEnd, map.indent, false);
  }
  /** `- value` at text[i]. */
  item(seq, i, lineEnd) {
    const entry = { value: void 0 };
    seq.items.push(entry);
    let at = i + 1;
    while (this.text[at] === " ") at++;
    if (at < lineEnd && isKeyLine(this.text, at, lineEnd)) {
      const map = this.open({ kind: "map", indent: at - this.lineStart(i), start: at, entries: /* @__PURE__ */ new Map(), hasUnnamedKeys: false }, entry);
      return this.entry(map, at, lineEnd);
    }
    return this.value(entry, i + 1, lineEnd, seq.indent, true);
  }
  /** The value after a key's `:` or an item's `-` (text[from, lineEnd)); `parent` is the column of the key or `-`. */
  value(entry, from, lineEnd, parent, isItem) {
    const { text } = this;
    let at = from;
    while (text[at] === " ") at++;
    const next = lineEnd + 1;
    if (at === lineEnd || text[at] === "#") {
      if (!isItem) entry.emptyAt = at;
      this.pending = { entry, indent: parent, isItem };
      return next;
    }
    const ch = text[at];
    if (ch === '"' || ch === "'") {
      const close = closingQuote(text, at, this.end);
      if (close === void 0) return void 0;
      entry.value = { kind: "scalar", start: at, end: close + 1 };
      if (close > lineEnd) return this.afterQuote(close, parent);
      if (!endsLine(text, close + 1, lineEnd)) return void 0;
    } else if (ch === "{" || ch === "[") {
      const closed = text.slice(at, lineEnd).replace(/\s+#.*$/, "").trimEnd();
      if (closed === "{}" || closed === "[]") entry.value = { kind: "empty-flow", start: at };
      else if (!isClosedFlow(closed)) return void 0;
      else entry.value = OPAQUE;
    } else if ("|>&*!".includes(ch)) {
      entry.value = OPAQUE;
    } else if ("@`%,]}".includes(ch) || "-?:".includes(ch) && (at + 1 === lineEnd || text[at + 1] === " ")) {
      return void 0;
    } else {
      const valueEnd = commentStart(text, at, lineEnd);
      if (!isPlainValue(text, at, valueEnd)) return void 0;
      entry.value = { kind: "scalar", start: at, end: valueEnd };
    }
    this.skip = parent;
    if (this.continues(next, parent)) entry.value = OPAQUE;
    return next;
  }
  /** Where the next line starts after a quoted scalar that closes at text[close] on a later line than it opens. */
  afterQuote(close, parent) {
    const nl = this.text.indexOf("\n", close);
    const lineEnd = nl === -1 || nl >= this.end ? this.end : nl;
    if (!endsLine(this.text, close + 1, lineEnd)) return void 0;
    if (this.continues(lineEnd + 1, parent)) return void 0;
    return lineEnd + 1;
  }
  /** Whether a line indented more than `parent` (a comment too) comes before the next one that is not. */
  continues(next, parent) {
    const { text, end } = this;
    for (let at = next; at < end; ) {
      const nl = text.indexOf("\n", at);
      const lineEnd = nl === -1 || nl >= end ? end : nl;
      let i = at;
      while (i < lineEnd && text.charCodeAt(i) === 32) i++;
      if (i < lineEnd) return i - at > parent;
      at = lineEnd + 1;
    }
    return false;
  }
  closePending() {
    if (this.pending?.isItem) this.pending.entry.value = OPAQUE;
    this.pending = void 0;
  }
  lineStart(i) {
    return this.text.lastIndexOf("\n", i - 1) + 1;
  }
};
function isKeyLine(text, i, lineEnd) {
  const q = text[i];
  if (q === '"' || q === "'") {
    const close = closingQuote(text, i, lineEnd);
    if (close === void 0) return false;
    let at = close + 1;
    while (text[at] === " ") at++;
    return text[at] === ":" && (at + 1 === lineEnd || text[at + 1] === " ");
  }
  return keyColon(text, i, lineEnd) !== void 0;
}
function keyColon(text, i, lineEnd) {
  const first = text[i];
  if ("-?:,[]{}#&*!|>'\"%@`".includes(first)) return void 0;
  for (let at = i; at < lineEnd; at++) {
    const c = text.charCodeAt(at);
    if (c === 58 && (at + 1 === lineEnd || text.charCodeAt(at + 1) === 32)) return at;
    if (c === 35 && text.charCodeAt(at - 1) === 32) return void 0;
    if (c === 9) return void 0;
  }
  return void 0;
}
function closingQuote(text, i, lineEnd) {
  const q = text.charCodeAt(i);
  for (let at = i + 1; at < lineEnd; at++) {
    const c = text.charCodeAt(at);
    if (q === 34 && c === 92) at++;
    else if (c === q) {
      if (q === 39 && text.charCodeAt(at + 1) === 39) at++;
      else return at;
    }
  }
  return void 0;
}
function isPlainValue(text, at, end) {
  for (let i = at; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 9) return false;
    if (c === 58 && (i + 1 === end || text.charCodeAt(i + 1) === 32)) return false;
  }
  return true;
}
function commentStart(text, at, lineEnd) {
  let stop = lineEnd;
  for (let i = at + 1; i < lineEnd; i++) {
    if (text.charCodeAt(i) === 35 && text.charCodeAt(i - 1) === 32) {
      stop = i;
      break;
    }
  }
  while (text.charCodeAt(stop - 1) === 32) stop--;
  return stop;
}
function closesOnLine(text, i, lineEnd) {
  const q = text[i];
  if (q === '"' || q === "'") return closingQuote(text, i, lineEnd) !== void 0;
  return isClosedFlow(text.slice(i, lineEnd).replace(/\s+#.*$/, "").trimEnd());
}
function endsLine(text, at, lineEnd) {
  let i = at;
  while (text[i] === " ") i++;
  return i === lineEnd || text[i] === "#" && i > at;
}
function isClosedFlow(s) {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '"' || c === "'") {
      const close = closingQuote(s, i, s.length);
      if (close === void 0) return false;
      i = close;
    } else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i === s.length - 1;
    }
  }
  return false;
}

// src/parse/kube-yaml/positions.ts
function positionTree(text) {
  const parser = new Parser(text);
  const stack = [];
  let root;
  const add = (node, emptyAt) => {
    const top = stack[stack.length - 1];
    if (!top) {
      root ??= node;
      return;
    }
    if (top.node.kind === "sequence") top.node.items.push({ value: node, ...emptyAt === void 0 ? {} : { emptyAt } });
    else if (top.key === void 0) top.key = node;
    else {
      const item = { key: top.key, value: node, ...emptyAt === void 0 ? {} : { emptyAt } };
      top.node.items.push(item);
      if (top.key.kind === "scalar" && top.key.key !== void 0 && !top.node.byKey.has(top.key.key)) top.node.byKey.set(top.key.key, item);
      delete top.key;
    }
  };
  try {
    for (let e = parser.next(); e; e = parser.next()) {
      if (e.type === "document-end") break;
      if (e.type === "scalar") {
        const empty = e.valueStart === void 0;
        let at = e.start.index;
        if (e.afterIndicator) while (text[at] === " " || text[at] === "	") at++;
        const start = e.valueStart?.index ?? at;
        const key = e.implicit && e.tag !== "!" ? plainKeyString(e.value ?? "") : e.value ?? "";
        add({ kind: "scalar", start, end: e.valueEnd?.index ?? start, key }, empty && e.afterIndicator ? at : void 0);
      } else if (e.type === "alias") add({ kind: "alias", start: e.start.index });
      else if (e.type === "mapping-start" || e.type === "sequence-start") {
        const start = e.start.index;
        const node = e.type === "mapping-start" ? { kind: "mapping", start, items: [], byKey: /* @__PURE__ */ new Map() } : { kind: "sequence", start, items: [] };
        add(node);
        stack.push({ node });
      } else if (e.type === "mapping-end" || e.type === "sequence-end") stack.pop();
    }
  } catch {
    return void 0;
  }
  return root;
}
function walkPositions(root, steps) {
  let node = root;
  let anchor;
  let emptyAt;
  for (const step of steps) {
    const item = node ? childItem2(node, step) : void 0;
    if (!item) return { node, anchor, ...node || emptyAt === void 0 ? {} : { emptyAt } };
    if (item.key) anchor = item.key.kind === "scalar" ? item.key : anchor;
    else anchor = item.value.kind !== "alias" && item.emptyAt === void 0 ? item.value : anchor;
    node = item.emptyAt === void 0 ? item.value : void 0;
    emptyAt = item.emptyAt;
  }
  return { node, anchor, ...emptyAt === void 0 ? {} : { emptyAt } };
}
function childItem2(node, step) {
  if (node.kind === "mapping") return node.byKey.get(step);
  if (node.kind === "sequence" && /^\d+$/.test(step)) return node.items[Number(step)];
  return void 0;
}
function rangeInTree(root, steps, text, offset = 0, end = text.length) {
  const { node, anchor, emptyAt } = walkPositions(root, steps);
  if (emptyAt !== void 0) return [offset + emptyAt, offset + emptyAt];
  const target = node?.kind === "scalar" && anchor !== node ? node : anchor;
  if (!target) return void 0;
  const start = offset + target.start;
  if (target.kind === "scalar") return [start, offset + Math.max(target.end, target.start)];
  const nl = text.indexOf("\n", start);
  return [start, nl === -1 || nl >= end ? end : nl];
}

// src/parse/locate.ts
var Locator = class {
  /** textOf: the text of a file of the review (suggested changes are written from it too). */
  constructor(textOf) {
    this.textOf = textOf;
  }
  textOf;
  lines = /* @__PURE__ */ new Map();
  /** By file, start and end of the piece read. */
  readings = /* @__PURE__ */ new Map();
  trees = /* @__PURE__ */ new Map();
  /**
   * By file and document offset, and by the source of each object placed (the objects of a
   * List share one document). Locating many values in one document (a broken regeneration of a
   * big CRD gives tens of thousands of findings) is then one scan and one read of its text, and
   * a few lookups a value.
   */
  documents = /* @__PURE__ */ new Map();
  documentOfSource = /* @__PURE__ */ new WeakMap();
  /**
   * The range of the value at `segments` below the object, or of the nearest present parent
   * when the value is missing. A scalar is located at its value; a mapping or sequence at its
   * key, which is where a reader looks for it.
   */
  locate(source, segments) {
    const doc = this.documentOf(source);
    const section = this.sectionOf(source, doc, source.prefix.length === 0 ? segments[0] : void 0);
    const steps = source.prefix.length === 0 ? segments : [...source.prefix.map(String), ...segments];
    const offsets = this.offsets(source, doc, section, steps);
    if (!offsets) return this.lineRange(doc.lines, source.docLine);
    const [start, stop] = offsets;
    const from = doc.lines.position(start);
    const to = doc.lines.position(Math.max(stop, start));
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  }
  /**
   * The offsets in the file's text of the value at `steps`, undefined when there is nothing to
   * place, from the section's reading, or from `yaml`'s syntax tree where that cannot say.
   */
  offsets(source, doc, section, steps) {
    if (section.lines) {
      const placed = section.lines.range(steps);
      if (placed === "nothing") return void 0;
      if (placed !== "undecided") return placed;
    }
    const reading = section.reading ??= this.sectionReading(source, doc, section.cut);
    if (reading instanceof EventPositions) {
      const placed = reading.range(steps);
      if (placed === "nothing") return void 0;
      if (placed !== "undecided") return placed;
    } else if (reading !== "unreadable") {
      return rangeInTree(reading, steps, doc.text, source.docOffset, doc.end);
    }
    return this.treeRange(source, doc.text, steps, doc.end, section.cut);
  }
  documentOf(source) {
    let doc = this.documentOfSource.get(source);
    if (!doc) {
      const id = `${source.file}\0${source.docOffset}`;
      doc = this.documents.get(id);
      if (!doc) {
        const text = this.textOf(source.file) ?? "";
        doc = { text, lines: this.lineIndex(source.file, text), end: nextDocumentStart(text, source.docOffset), sections: /* @__PURE__ */ new Map(), linesUpTo: /* @__PURE__ */ new Map() };
        this.documents.set(id, doc);
      }
      this.documentOfSource.set(source, doc);
    }
    return doc;
  }
  /**
   * Where the text a walk below the top-level key `topKey` depends on ends (the end of that
   * key's section; the document's end without a key), and its lines. When the value sought
   * lies below one top-level key, only the text up to the end of that key's section is read
   * first: YAML reads forwards (an alias refers back to its anchor), so the nodes before a
   * top-level key are the same with or without what follows, and findings (approval
   * annotations, mostly) sit near the top of CRDs that run to megabytes.
   */
  sectionOf(source, doc, topKey) {
    let section = doc.sections.get(topKey);
    if (!section) {
      const cut = topKey === void 0 ? doc.end : sectionEnd(doc.text, source.docOffset, doc.end, topKey);
      let lines = doc.linesUpTo.get(cut);
      if (lines === void 0) {
        lines = LinePositions.read(doc.text, source.docOffset, cut) ?? "unread";
        doc.linesUpTo.set(cut, lines);
      }
      section = { cut, ...lines === "unread" ? {} : { lines } };
      doc.sections.set(topKey, section);
    }
    return section;
  }
  /** How the section's text reads when its lines cannot say (Reading). */
  sectionReading(source, doc, cut) {
    const partial = cut < doc.end ? this.reading(source.file, doc.text, source.docOffset, cut) : void 0;
    return partial instanceof EventPositions ? partial : this.reading(source.file, doc.text, source.docOffset, doc.end);
  }
  /** How text[start, end) reads (Reading); read once. */
  reading(file, text, start, end) {
    const key = `${file}\0${start}\0${end}`;
    let reading = this.readings.get(key);
    if (reading === void 0) {
      const doc = text.slice(start, end);
      const events = strictEvents(doc);
      reading = events ? new EventPositions(text, start, events) : positionTree(doc) ?? "unreadable";
      this.readings.set(key, reading);
    }
    return reading;
  }
  /**
   * The walk along `steps` in `yaml`'s syntax tree of the document of `source`, or of its text
   * up to `cut` when that text ends cleanly. A cut that is not a clean boundary (a quoted scalar
   * or flow collection still open at the cut) falls back to the whole document.
   */
  treeRange(source, text, steps, end, cut) {
    if (cut < end) {
      const section = this.tree(source.file, text, source.docOffset, cut);
      if (section.endsCleanly) return section.range(text, steps);
    }
    return this.tree(source.file, text, source.docOffset, end).range(text, steps);
  }
  tree(file, text, start, end) {
    const key = `${file}\0${start}\0${end}`;
    let tree = this.trees.get(key);
    if (!tree) {
      tree = CstPositions.parse(text, start, end);
      this.trees.set(key, tree);
    }
    return tree;
  }
  /** The whole of one line, for findings that are about a line rather than a value. */
  lineRange(lines, line) {
    return { line, column: 1, endLine: line, endColumn: 1 };
  }
  lineIndex(file, text = this.textOf(file) ?? "") {
    let index = this.lines.get(file);
    if (!index) {
      index = new LineIndex(text);
      this.lines.set(file, index);
    }
    return index;
  }
};
function sectionEnd(text, start, end, key) {
  let inSection = false;
  for (let at = start; at < end; ) {
    const nl = text.indexOf("\n", at);
    const next = nl === -1 || nl >= end ? end : nl + 1;
    if (inSection) {
      if (STARTS_KEY.test(text[at] ?? "")) return at;
    } else if (text.startsWith(key, at) && /^[ \t]*:(?:[ \t\r\n]|$)/.test(text.slice(at + key.length, next))) {
      inSection = true;
    }
    at = next;
  }
  return end;
}
var STARTS_KEY = /^[A-Za-z0-9_"']$/;
function nextDocumentStart(text, from) {
  const re = /^---(?=[ \t\r\n]|$)/gm;
  re.lastIndex = from + 1;
  for (let m = re.exec(text); m; m = re.exec(text)) if (m.index > from) return m.index;
  return text.length;
}

// src/parse/test-assertions.ts
import path from "node:path";
var KUTTL_ASSERTION = /^\d+-(?:assert|errors)\.ya?ml$/;
var CHAINSAW_TEST = /^chainsaw-test\.ya?ml$/;
var isKuttlAssertionPath = (p) => KUTTL_ASSERTION.test(path.posix.basename(p));
var isChainsawTestPath = (p) => CHAINSAW_TEST.test(path.posix.basename(p));
function assertionPathsOf(testPath, content) {
  const text = consultedText(content);
  if (text === void 0) return [];
  let docs;
  try {
    docs = loadYaml(text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 });
  } catch {
    return [];
  }
  const files = [];
  for (const doc of docs) {
    if (!isJsonObject(doc) || typeof doc.apiVersion !== "string" || !doc.apiVersion.startsWith("chainsaw.kyverno.io/")) continue;
    collect(doc, 0, files);
  }
  const dir = path.posix.dirname(testPath);
  return files.flatMap((f) => {
    if (f.includes("://") || f.startsWith("(") || path.posix.isAbsolute(f)) return [];
    return [path.posix.normalize(path.posix.join(dir, f))];
  });
}
var MAX_DEPTH = 32;
function collect(value, depth, out) {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, depth + 1, out);
    return;
  }
  if (!isJsonObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if ((key === "assert" || key === "error") && isJsonObject(v) && typeof v.file === "string") out.push(v.file);
    else collect(v, depth + 1, out);
  }
}

// src/parse/non-object-files.ts
function nonObjectFiles(files) {
  const head = /* @__PURE__ */ new Map();
  const base = /* @__PURE__ */ new Map();
  for (const f of files) {
    if (f.head !== void 0) listed(f.path, f.head, head);
    const basePath = f.previousPath ?? f.path;
    if (f.base !== void 0) listed(basePath, f.base, base);
  }
  return { head, base };
}
function listed(p, content, into) {
  if (isKuttlAssertionPath(p)) into.set(p, "test-assertion");
  if (isKustomizationPath(p)) for (const patch of patchPathsOf(p, content)) into.set(patch, "kustomize-patch");
  if (isChainsawTestPath(p)) for (const assertion of assertionPathsOf(p, content)) into.set(assertion, "test-assertion");
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
  const parse = (path5, content, side) => {
    let file = parsed.get(content);
    const nonObject = side.get(path5);
    if (!file || file.path !== path5 || file.nonObject !== nonObject) {
      file = manifestFileOf(readOrReport(path5, content, internalErrors), nonObject === void 0 ? {} : { nonObject });
      parsed.set(content, file);
    }
    return file;
  };
  const partial = changeSet.hasBase && options.unchangedFiles !== true;
  const lazyOf = (f) => {
    const head2 = f.head ?? "";
    return lazyManifest(f.path, head2, () => parse(f.path, head2, nonObjects.head));
  };
  const manifests = changeSet.files.filter((f) => isManifestPath(f.path));
  const readAlike = (f) => nonObjects.head.get(f.path) === nonObjects.base.get(f.path);
  const lazy = new Map(partial ? manifests.filter((f) => !isChanged(f) && readAlike(f)).map((f) => [f.path, lazyOf(f)]) : []);
  const headSlots = manifests.flatMap((f) => f.head === void 0 ? [] : [lazy.get(f.path) ?? parse(f.path, f.head, nonObjects.head)]);
  const goSources = options.goParser ? changeSet.files.filter((f) => GO.test(f.path)) : [];
  const parseGo = options.goParser ? goFileCache(options.goParser, (path5, error) => internalErrors.push(internalError(`parsing ${path5}`, error))) : void 0;
  const goOf = (side) => () => parseGo ? goSources.flatMap((f) => f[side] === void 0 ? [] : [parseGo(side === "head" ? f.path : f.previousPath ?? f.path, f[side])]) : [];
  const head = new World(headSlots, goOf("head"));
  const baseSlots = manifests.flatMap((f) => f.base === void 0 ? [] : [lazy.get(f.path) ?? parse(f.previousPath ?? f.path, f.base, nonObjects.base)]);
  const base = changeSet.hasBase ? new World(baseSlots, goOf("base")) : void 0;
  const parsedOf = (slots) => slots.filter((f) => !isLazy(f));
  const headFiles = parsedOf(headSlots);
  const headChanged = partial ? new World(headFiles) : head;
  const baseChanged = partial && base ? new World(parsedOf(baseSlots)) : base;
  const runs = ruleRunsFor(changeSet, options);
  const isObjectScoped = (rule) => partial && rule.scope === "object";
  const basePathOf = new Map(changeSet.files.map((f) => [f.path, f.previousPath ?? f.path]));
  const cache = options.cache ?? new ReviewCache();
  const contextOf = (world, stored, whole) => ({
    head: world,
    ...stored ? { base: stored } : {},
    baseOf: (o) => {
      if (!stored || !whole.base) return void 0;
      const basePath = (file) => basePathOf.get(file) ?? file;
      const own = basePath(o.source.file);
      const copies = whole.head.sameIdentity(o);
      if (copies.length < 2) return whole.base.counterpart(o, own);
      const taken = new Set(copies.flatMap((c) => c.source.file === o.source.file ? [] : [basePath(c.source.file)]));
      taken.delete(own);
      return whole.base.counterpart(o, own, taken);
    },
    config: options.config,
    ...options.services ? { services: options.services } : {},
    cache
  });
  const headContexts = { object: contextOf(headChanged, baseChanged, { head, base }), repository: contextOf(head, base, { head, base }) };
  const headRules = (checked ? rules.filter((r) => !checked.ruleIds.has(r.id)) : rules).filter(runs);
  const headReports = runEach(headRules, (r) => isObjectScoped(r) ? headContexts.object : headContexts.repository, internalErrors);
  let baseFingerprints;
  if (base && options.withBaseFindings) {
    const headPathOf = new Map(changeSet.files.flatMap((f) => f.previousPath === void 0 ? [] : [[f.previousPath, f.path]]));
    const noBase = { head: base, base: void 0 };
    const baseContexts = { object: contextOf(baseChanged ?? base, void 0, noBase), repository: contextOf(base, void 0, noBase) };
    const baseReports = runEach(rules.filter(runs), (r) => isObjectScoped(r) ? baseContexts.object : baseContexts.repository, []);
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
  const findings = withSuppressions(positioned, changeSet, options, textOf, locator, partial);
  const objects = (partial ? headChanged : head).objects.length;
  return {
    findings: sortFindings(findings),
    ...baseFingerprints ? { baseFingerprints } : {},
    internalErrors,
    stats: { files: changeSet.files.filter((f) => f.head !== void 0).length, objects, durationMs: Math.round(now() - started) },
    textOf
  };
}
function ruleRunsFor(changeSet, options) {
  if (!changeSet.hasBase || options.unchangedFiles === true) return () => true;
  const changedPaths = changeSet.files.filter(isChanged).flatMap((f) => f.previousPath === void 0 ? [f.path] : [f.path, f.previousPath]);
  return (rule) => rule.reads === void 0 || changedPaths.some((p) => rule.reads?.(p, options.config) === true);
}
function needsGoParser(changeSet, options) {
  if (!changeSet.files.some((f) => GO.test(f.path))) return false;
  const runs = ruleRunsFor(changeSet, options);
  return enabledRules(options.rules, options.config).some((r) => r.reads !== void 0 && runs(r));
}
function withSuppressions(findings, changeSet, options, textOf, locator, partial) {
  const known = new Set(options.rules.map((r) => r.id));
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
  const { kept, unused: unusedAnywhere } = applySuppressions(findings, suppressions);
  const reviewedWhole = new Set(changeSet.files.filter(bookkept).map((f) => f.path));
  const unused = unusedAnywhere.filter((s) => reviewedWhole.has(s.file));
  const problemsHere = problems.filter((p) => reviewedWhole.has(p.file));
  const extra = [];
  const unusedRule = options.rules.find((r) => r.id === "suppression/unused");
  const invalidRule = options.rules.find((r) => r.id === "suppression/invalid");
  if (unusedRule && settingOf(options.config, unusedRule) !== "off") {
    for (const s of unused) {
      const report = { messageId: "unused", file: s.file, line: s.line, column: s.column, data: { ruleId: s.ruleId }, discriminator: `${s.ruleId} ${s.reason}` };
      extra.push(resolveFinding(unusedRule, report, severityOf(options.config, unusedRule), locator));
    }
  }
  if (invalidRule && settingOf(options.config, invalidRule) !== "off") {
    for (const p of problemsHere) {
      const report = { messageId: "invalid", file: p.file, line: p.line, column: p.column, data: { problem: p.message }, discriminator: p.message };
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
function runEach(rules, contextFor, errors) {
  return rules.flatMap((rule) => runRules([rule], contextFor(rule), errors));
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
  const heads = changeSet.files.filter((f) => f.head !== void 0 && isManifestPath(f.path));
  const bytes = heads.reduce((n, f) => n + (f.head?.length ?? 0), 0);
  const workerUrl = pipeline.workerUrl ?? new URL("./parse-worker.js", import.meta.url);
  const workerCount = pipeline.workers ?? Math.min(MAX_WORKERS, availableParallelism() - 1);
  if (changeSet.hasBase || rules.length === 0 || workerCount <= 0 || bytes < (pipeline.minBytes ?? MIN_PIPELINE_BYTES) || !existsSync(fileURLToPath(workerUrl))) {
    return review(changeSet, options);
  }
  const { receiveMessageOnPort } = process.getBuiltinModule("node:worker_threads");
  const order = [...heads].sort((a, b) => (b.head?.length ?? 0) - (a.head?.length ?? 0));
  const paths = order.map((f) => f.path);
  const contents = sharedContents(order.map((f) => f.head ?? ""));
  const queue = newReadQueue(order.length, workerCount);
  const { counters } = queue;
  const workers = Array.from({ length: workerCount }, (_, w) => startWorker(workerUrl, { paths, contents, ...queue, worker: w }));
  const cache = new ReviewCache();
  const nonObjects = nonObjectFiles(changeSet.files).head;
  const internalErrors = [];
  const findings = [];
  const files = new Array(order.length);
  let done = 0;
  const check = (i, read) => {
    const nonObject = nonObjects.get(read.path);
    const file = manifestFileOf(read, nonObject === void 0 ? {} : { nonObject });
    files[i] = file;
    done++;
    for (const f of checkFile(file, rules, options, cache, internalErrors)) findings.push(f);
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
  const manifests = new Map(order.map((f, i) => [f.head, files[i]]));
  const result = review(changeSet, { ...options, manifests, cache, checked: { ruleIds: new Set(rules.map((r) => r.id)), findings, internalErrors } });
  return { ...result, stats: { ...result.stats, durationMs: Math.round(performance.now() - started) } };
}
function checkFile(file, rules, options, cache, errors) {
  const ctx = { head: new World([file]), baseOf: () => void 0, config: options.config, ...options.services ? { services: options.services } : {}, cache };
  return resolveReports(runRules(rules, ctx, errors), options.config, new Locator((path5) => path5 === file.path ? file.text : void 0));
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

// src/review-change-set.ts
async function reviewChangeSet(changeSet, options) {
  const { config, filter } = options;
  const unchangedFiles = filter === "all";
  const goParser = needsGoParser(changeSet, { rules: RULES, config, unchangedFiles }) ? await loadGoParser() : void 0;
  const result = await reviewPipelined(changeSet, {
    rules: RULES,
    config,
    withBaseFindings: filter === "new" && changeSet.hasBase,
    unchangedFiles,
    ...goParser ? { goParser } : {},
    ...options.services ? { services: options.services } : {}
  });
  return { review: result, placed: placeFindings(result.findings, changeSet, filter, result.baseFingerprints) };
}

// src/sources/git-source.ts
import { lstat, readFile, realpath } from "node:fs/promises";
import path3 from "node:path";

// src/sources/cat-file-batch.ts
import { spawn } from "node:child_process";
function readObjects(root, names) {
  if (names.length === 0) return Promise.resolve([]);
  const bad = names.find((name) => /[\r\n]/.test(name));
  if (bad !== void 0) {
    return Promise.reject(new Error(`cannot read ${JSON.stringify(bad)} from git: the name holds a line break`));
  }
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

// src/sources/path-scope.ts
import path2 from "node:path";
function pathScope(args, cwd, root) {
  const prefixes = (args.length > 0 ? args : ["."]).map((arg) => {
    const prefix = toRepoPath(root, path2.resolve(cwd, arg));
    if (prefix === ".." || prefix.startsWith("../") || path2.isAbsolute(prefix)) {
      throw new UsageError(`${arg} is outside the git repository ${root}`);
    }
    return { arg, prefix };
  });
  return { prefixes };
}
var isUnder = (repoPath, prefix) => prefix === "" || repoPath === prefix || repoPath.startsWith(`${prefix}/`);

// src/sources/raw-diff.ts
function parseRawDiff(fields) {
  const entries = [];
  let i = 0;
  while (i < fields.length) {
    const meta = fields[i++] ?? "";
    const [baseMode, headMode, baseOid, , statusWithScore] = meta.replace(/^:/, "").split(" ");
    if (baseMode === void 0 || headMode === void 0 || baseOid === void 0 || statusWithScore === void 0) {
      throw new Error(`unexpected line in git diff --raw output: ${JSON.stringify(meta)}`);
    }
    const status = statusWithScore.charAt(0);
    const first = fields[i++];
    if (first === void 0) throw new Error("git diff --raw output ends after an entry header");
    if (status === "R" || status === "C") {
      const second = fields[i++];
      if (second === void 0) throw new Error(`git diff --raw output lacks the new path of ${first}`);
      entries.push({ status, baseMode, headMode, baseOid, path: second, previousPath: first });
    } else {
      entries.push({ status, baseMode, headMode, baseOid, path: first });
    }
  }
  return entries;
}
var isRegularFileMode = (mode) => mode.startsWith("100");
var isNullOid = (oid) => /^0+$/.test(oid);

// src/sources/git-source.ts
async function readGitSource(paths, opts) {
  const cwd = await realpath(path3.resolve(opts.cwd)).catch(() => {
    throw new UsageError(`${opts.cwd}: no such directory`);
  });
  const root = await topLevel(cwd);
  const commit = await resolveCommit(root, opts.base);
  const scope = pathScope(paths, cwd, root);
  const isSelected = reviewableFilter(opts);
  const [rawDiff, indexed, untracked] = await Promise.all([
    gitOutput(["diff", "--raw", "-z", "-M", "--no-abbrev", "--no-relative", commit, "--"], root),
    gitOutput(["ls-files", "--stage", "-z", "--"], root),
    gitOutput(["ls-files", "--others", "--exclude-standard", "-z", "--"], root)
  ]);
  const diffEntries = parseRawDiff(nulFields(rawDiff));
  const untrackedPaths = nulFields(untracked);
  const indexEntries = parseStage(nulFields(indexed));
  for (const { arg, prefix } of scope.prefixes) {
    const known = (p) => isUnder(p, prefix);
    const exists = diffEntries.some((e) => known(e.path) || e.previousPath !== void 0 && known(e.previousPath)) || indexEntries.some((e) => known(e.path)) || untrackedPaths.some(known) || await lstat(path3.join(root, prefix)).then(() => true, () => false);
    if (!exists) throw new UsageError(`${arg}: no such file or directory`);
  }
  const wanted = (p) => p !== void 0 && scope.prefixes.some(({ prefix }) => isUnder(p, prefix) && isSelected(p, prefix));
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
    async (p) => (await lstat(path3.join(root, p))).isFile() ? p : void 0
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
  const requests = plans.map((plan, i) => plan.baseObject ?? (heads[i] === void 0 ? plan.indexObject : void 0));
  const objectNames = requests.filter((name) => name !== void 0);
  const objects = await readObjects(root, objectNames);
  const byName = new Map(objectNames.map((name, i) => [name, objects[i]]));
  const files = plans.map((plan, i) => {
    const request = requests[i];
    return toChangedFile(plan, heads[i], request === void 0 ? void 0 : byName.get(request));
  });
  return { root, hasBase: true, files };
}
async function topLevel(cwd) {
  const result = await git(["rev-parse", "--show-toplevel"], cwd);
  const top = result.stdout.toString("utf8").trim();
  if (!result.ok || top === "") {
    throw new UsageError(`--base needs a git working tree, and ${cwd} is not inside one (${result.stderr})`);
  }
  return path3.resolve(top);
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
  if (baseIn && headIn) {
    return entry.previousPath !== void 0 && entry.status === "R" ? { path: entry.path, previousPath: entry.previousPath, status: "renamed", baseObject } : entry.previousPath !== void 0 ? { path: entry.path, status: "added" } : { path: entry.path, status: "modified", baseObject };
  }
  if (headIn) return { path: entry.path, status: "added" };
  if (baseIn) return { path: basePath, status: "removed", baseObject };
  return void 0;
}
async function readHead(root, plan) {
  if (plan.status === "removed") return void 0;
  try {
    return await readFile(path3.join(root, plan.path));
  } catch (error) {
    if (plan.status === "unchanged" && error instanceof Error && "code" in error && error.code === "ENOENT") {
      return void 0;
    }
    throw error;
  }
}
function toChangedFile(plan, headOnDisk, fromGit) {
  const { path: p, previousPath, status } = plan;
  switch (status) {
    case "unchanged": {
      const content = headOnDisk ?? fromGit ?? missing(plan);
      return { path: p, status, base: content, head: content, addedLines: [], hunkLines: [] };
    }
    case "added": {
      const head = headOnDisk ?? missing(plan);
      return { path: p, status, head, ...wholeFile(head) };
    }
    case "removed":
      return { path: p, status, base: fromGit ?? missing(plan), addedLines: [], hunkLines: [] };
    case "modified":
    case "renamed": {
      const head = headOnDisk ?? missing(plan);
      if (fromGit === void 0) return { path: p, status: "added", head, ...wholeFile(head) };
      const diff = diffContents(fromGit, head);
      return previousPath === void 0 ? { path: p, status, base: fromGit, head, ...diff } : { path: p, previousPath, status, base: fromGit, head, ...diff };
    }
  }
}
function missing(plan) {
  throw new Error(`${plan.path}: git listed it as ${plan.status}, but its content could not be read`);
}

// src/sources/repository-root.ts
import { realpath as realpath2 } from "node:fs/promises";
import path4 from "node:path";
async function repositoryRoot(cwd, workspace) {
  const here = path4.resolve(cwd);
  const top = await gitTopLevel(here);
  if (top !== void 0) {
    const real = await realpath2(here).catch(() => here);
    return path4.resolve(here, path4.relative(real, top));
  }
  if (workspace !== void 0) {
    const root = path4.resolve(workspace);
    const up = path4.relative(root, here);
    if (up === "" || !up.startsWith("..") && !path4.isAbsolute(up)) return root;
  }
  return here;
}
async function gitTopLevel(cwd) {
  try {
    const result = await git(["rev-parse", "--show-toplevel"], cwd);
    const top = result.stdout.toString("utf8").trim();
    return result.ok && top !== "" ? path4.resolve(top) : void 0;
  } catch {
    return void 0;
  }
}

// src/local-review.ts
var FAIL_ON_LEVELS = ["error", "warning", "notice", "never"];
async function runLocalReview(req) {
  if (req.filter !== void 0 && !FILTER_MODES.includes(req.filter)) {
    throw new UsageError(`unknown filter "${req.filter}": use one of ${FILTER_MODES.join(", ")}`);
  }
  const root = await repositoryRoot(req.cwd, req.workspace);
  const loaded = await loadConfig(req.configFile, req.configFile === void 0 ? root : req.cwd, RULE_IDS);
  if ("errors" in loaded) throw new UsageError(`invalid configuration:
${loaded.errors.map(formatConfigError).join("\n")}`);
  const { config } = loaded;
  const filter = req.filter ?? (req.base === void 0 ? "all" : "new");
  const paths = req.paths.length > 0 ? req.paths : ["."];
  const selection = { cwd: req.cwd, include: [...config.include, ...req.include ?? []], exclude: [...config.exclude], vendored: config.vendored === true, testdata: config.testdata === true };
  const changeSet = req.base === void 0 ? await readDirectorySource([...paths], { ...selection, root }) : await readGitSource([...paths], { ...selection, base: req.base });
  const services = req.services ? await req.services(changeSet) : void 0;
  const { review: review2, placed } = await reviewChangeSet(changeSet, { config, filter, ...services ? { services } : {} });
  return { review: review2, placed, changeSet, config, filter };
}
function countFailing(placed, failOn) {
  if (failOn === "never") return 0;
  return placed.filter((p) => p.shown && SEVERITY_RANK[p.finding.severity] >= SEVERITY_RANK[failOn]).length;
}
export {
  FAIL_ON_LEVELS,
  countFailing,
  runLocalReview
};
