import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  REPOSITORY_URL,
  SEVERITY_RANK,
  docsUrl
} from "./chunk-GXRNJBZL.js";

// src/report/apiserver-text.ts
function apiserverText(finding) {
  const e = finding.data?.apiserver;
  if (typeof e !== "object" || e === null) return void 0;
  const { path, type, detail } = e;
  const text = joined(joined(textOf(path), textOf(type)), textOf(detail));
  return text === "" ? void 0 : text;
}
var textOf = (part) => typeof part === "string" ? part : "";
var joined = (a, b) => a === "" ? b : b === "" ? a : `${a}: ${b}`;

// src/report/terminal-safe.ts
var UNSAFE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
var CONTROL_PICTURES = 9216;
var MAYBE_UNSAFE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/;
function terminalSafe(text) {
  if (!MAYBE_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    if (code < 32) return String.fromCharCode(CONTROL_PICTURES + code);
    if (code === 127) return "\u2421";
    return "\uFFFD";
  });
}

// src/report/code-frame.ts
var MAX_SHOWN = 200;
var CONTEXT_BEFORE = 80;
var TAB_STOP = 4;
function codeFrame(source, line, column, endColumn) {
  const start = codePointStart(source, Math.min(Math.max(column - 1, 0), source.length));
  const end = endColumn === void 0 ? start : Math.max(start, codePointStart(source, Math.min(endColumn - 1, source.length)));
  let from = 0;
  let to = source.length;
  if (source.length > MAX_SHOWN) {
    from = codePointStart(source, Math.max(0, Math.min(start - CONTEXT_BEFORE, source.length - MAX_SHOWN)));
    to = codePointStart(source, Math.min(source.length, from + MAX_SHOWN));
  }
  let shown = from > 0 ? "\u2026" : "";
  let cells = shown.length;
  let caretFrom;
  let caretTo;
  const window = source.slice(from, to);
  if (PRINTABLE_ASCII.test(window)) {
    if (start < to) caretFrom = cells + start - from;
    if (end < to) caretTo = cells + end - from;
    shown += window;
    cells += window.length;
  } else {
    for (let i = from; i < to; ) {
      if (i === start) caretFrom = cells;
      if (i === end) caretTo = cells;
      const ch = String.fromCodePoint(source.codePointAt(i) ?? 65533);
      if (ch === "	") {
        const width = TAB_STOP - cells % TAB_STOP;
        shown += " ".repeat(width);
        cells += width;
      } else {
        const safe = terminalSafe(ch);
        shown += safe;
        cells += cellWidth(safe);
      }
      i += ch.length;
    }
  }
  caretFrom ??= cells;
  caretTo ??= cells;
  if (to < source.length) shown += "\u2026";
  const gutter = String(line);
  const carets = "^".repeat(Math.max(1, caretTo - caretFrom));
  return [`${gutter} |${shown ? ` ${shown}` : ""}`, `${" ".repeat(gutter.length)} | ${" ".repeat(caretFrom)}${carets}`];
}
function codePointStart(text, index) {
  const unit = text.charCodeAt(index);
  const before = text.charCodeAt(index - 1);
  const isLow = unit >= 56320 && unit <= 57343;
  const isAfterHigh = before >= 55296 && before <= 56319;
  return index > 0 && isLow && isAfterHigh ? index - 1 : index;
}
var PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
var ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
var WIDE = [
  [4352, 4447],
  [11904, 12350],
  [12353, 13311],
  [13312, 19903],
  [19968, 40959],
  [40960, 42191],
  [44032, 55203],
  [63744, 64255],
  [65072, 65103],
  [65280, 65376],
  [65504, 65510],
  [127744, 128591],
  [129280, 129535],
  [131072, 262141]
];
function cellWidth(ch) {
  if (ZERO_WIDTH.test(ch)) return 0;
  const cp = ch.codePointAt(0) ?? 0;
  return WIDE.some(([lo, hi]) => cp >= lo && cp <= hi) ? 2 : 1;
}

// src/report/finding-order.ts
var compareStrings = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function byLocation(a, b) {
  return compareStrings(a.file, b.file) || a.line - b.line || a.column - b.column || SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || compareStrings(a.ruleId, b.ruleId) || compareStrings(a.message, b.message);
}
function bySeverity(a, b) {
  return SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || byLocation(a, b);
}

// src/report/go-html-escapes.ts
var ESCAPED = /(\\+)u00(3[cCeE]|26)/g;
function withoutHtmlEscapes(text) {
  if (!text.includes("\\u00")) return text;
  return text.replace(
    ESCAPED,
    (match, slashes, code) => slashes.length % 2 === 1 ? `${slashes.slice(1)}${String.fromCharCode(parseInt(code, 16))}` : match
  );
}

// src/report/source-region.ts
var positive = (n) => Number.isFinite(n) ? Math.max(1, Math.trunc(n)) : 1;
function regionOf(finding) {
  const line = positive(finding.line);
  const column = positive(finding.column);
  const endLine = Math.max(line, positive(finding.endLine));
  const endColumn = endLine === line ? Math.max(column, positive(finding.endColumn)) : positive(finding.endColumn);
  return { line, column, endLine, endColumn };
}

// src/report/summary-line.ts
var plural = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;
function countBySeverity(findings) {
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}
function summaryLine(input) {
  const { files, objects, durationMs } = input.stats;
  const scope = `${plural(files, "file")} (${plural(objects, "object")})`;
  if (input.findings.length === 0) return `no findings in ${scope}`;
  const counts = countBySeverity(input.findings);
  const tally = [plural(counts.error, "error"), plural(counts.warning, "warning"), plural(counts.notice, "notice")];
  return `${tally.join(", ")} in ${scope} in ${Math.round(durationMs)}ms`;
}

// src/report/text-style.ts
var sgr = (open, close) => (text) => `\x1B[${open}m${text}\x1B[${close}m`;
var bold = sgr(1, 22);
var dim = sgr(2, 22);
var SEVERITY_COLOUR = { error: sgr(31, 39), warning: sgr(33, 39), notice: sgr(36, 39) };
var PLAIN = { file: (t) => t, severity: (_, t) => t, ruleId: (t) => t };
var COLOURED = {
  file: (t) => bold(sgr(4, 24)(t)),
  severity: (severity, t) => SEVERITY_COLOUR[severity](t),
  ruleId: dim
};

// src/report/text.ts
function renderText(input, options = {}) {
  const style = options.colour === true ? COLOURED : PLAIN;
  const out = [];
  for (const [file, findings] of groupByFile([...input.findings].sort(byLocation))) {
    const lines = input.texts(file)?.split("\n");
    out.push(style.file(terminalSafe(file)));
    for (const finding of findings) {
      const region = regionOf(finding);
      out.push(
        `  ${region.line}:${region.column}  ${style.severity(finding.severity, finding.severity)}  ${terminalSafe(withoutHtmlEscapes(finding.message))}  ${style.ruleId(`[${terminalSafe(finding.ruleId)}]`)}`
      );
      const origin = options.origin?.(finding);
      if (origin !== void 0) out.push(`    rendered from ${terminalSafe(origin)}`);
      const rejection = apiserverText(finding);
      if (rejection !== void 0) {
        const [first = "", ...rest] = withoutHtmlEscapes(rejection).split("\n");
        out.push(`    kube-apiserver: ${terminalSafe(first)}`);
        for (const line of rest) out.push(`      ${terminalSafe(line)}`);
      }
      const source = finding.line >= 1 ? lines?.[region.line - 1] : void 0;
      if (source === void 0) continue;
      const endColumn = region.endLine === region.line ? region.endColumn : void 0;
      const frame = codeFrame(source.replace(/\r$/, ""), region.line, region.column, endColumn);
      const [sourceLine = "", caretLine = ""] = frame;
      const carets = style === PLAIN ? caretLine : caretLine.replace(/\^+$/, (marks) => style.severity(finding.severity, marks));
      out.push(`    ${sourceLine}`, `    ${carets}`);
    }
    out.push("");
  }
  out.push(summaryLine(input));
  return `${out.join("\n")}
`;
}
function groupByFile(sorted) {
  const groups = /* @__PURE__ */ new Map();
  for (const finding of sorted) {
    const group = groups.get(finding.file);
    if (group) group.push(finding);
    else groups.set(finding.file, [finding]);
  }
  return groups;
}

// src/report/github.ts
var COMMAND = { error: "error", warning: "warning", notice: "notice" };
function renderWorkflowCommands(input) {
  return [...input.findings].sort(bySeverity).map((f) => `${workflowCommand(f)}
`).join("");
}
function workflowCommand(f) {
  const region = regionOf(f);
  const sameLine = region.endLine === region.line;
  const properties = [
    ["file", f.file],
    ["line", region.line]
  ];
  if (sameLine) properties.push(["col", region.column]);
  properties.push(["endLine", region.endLine]);
  if (sameLine) properties.push(["endColumn", region.endColumn]);
  properties.push(["title", f.ruleId]);
  const list = properties.map(([key, value]) => [key, String(value)]).filter(([, value]) => value !== "").map(([key, value]) => `${key}=${escapeProperty(value)}`).join(",");
  return `::${COMMAND[f.severity]}${list ? ` ${list}` : ""}::${escapeData(f.message)}`;
}
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/report/json-value.ts
var MAX_DEPTH = 200;
function toJsonValue(value) {
  return convert(value, /* @__PURE__ */ new Set(), 0);
}
function convert(value, ancestors, depth) {
  if (value === null) return null;
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      return Number.isFinite(value) ? value : null;
    case "bigint":
      return value.toString();
    case "undefined":
    case "function":
    case "symbol":
      return void 0;
  }
  const object = value;
  const toJSON = object.toJSON;
  if (typeof toJSON === "function") return convert(toJSON.call(object), ancestors, depth);
  if (ancestors.has(object)) return "[Circular]";
  if (depth >= MAX_DEPTH) return "[Too deep]";
  ancestors.add(object);
  try {
    if (Array.isArray(object)) return object.map((item) => convert(item, ancestors, depth + 1) ?? null);
    const plain = {};
    for (const [key, item] of Object.entries(object)) {
      const converted = convert(item, ancestors, depth + 1);
      if (converted !== void 0) plain[key] = converted;
    }
    return plain;
  } finally {
    ancestors.delete(object);
  }
}

// src/report/plain-object-ref.ts
function plainObjectRef(o) {
  return {
    apiVersion: o.apiVersion,
    kind: o.kind,
    ...o.namespace !== void 0 ? { namespace: o.namespace } : {},
    name: o.name
  };
}

// src/report/json.ts
var JSON_REPORT_VERSION = 1;
function renderJson(input) {
  const report = {
    version: JSON_REPORT_VERSION,
    findings: [...input.findings].sort(byLocation).map(jsonFinding),
    stats: { files: input.stats.files, objects: input.stats.objects, durationMs: input.stats.durationMs }
  };
  return `${JSON.stringify(report, null, 2)}
`;
}
function jsonFinding(f) {
  const out = {
    ruleId: f.ruleId,
    severity: f.severity,
    message: f.message,
    file: f.file,
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn
  };
  if (f.object) out.object = plainObjectRef(f.object);
  if (f.fieldPath !== void 0) out.fieldPath = f.fieldPath;
  const data = f.data === void 0 ? void 0 : toJsonValue(f.data);
  if (data !== void 0) out.data = data;
  if (f.suggestion !== void 0) out.suggestion = f.suggestion;
  out.fingerprint = f.fingerprint;
  out.docsUrl = f.docsUrl;
  return out;
}

// src/report/escape-markdown.ts
var LINE_BREAK_OR_TAB = /\r\n|[\n\r\t\u000B\u000C\u0085\u2028\u2029]/g;
var UNREADABLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
var INLINE_SYNTAX = /[\\`*_[\]|~$@#&<>]/g;
var ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
var AUTOLINK_SIGN = /\\@(?=[A-Za-z0-9])|\\#(?=[0-9])/g;
var ZERO_WIDTH_SPACE = "&#8203;";
function escapeMarkdown(text) {
  return escapeLineStart(escapeInline(text));
}
var BARE_URL = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)[^\s<>`|"'\\]+/gi;
var TRAILING = /[.,:;!?*_~']+$/;
function escapeInline(text) {
  const flat = text.replace(LINE_BREAK_OR_TAB, " ").replace(UNREADABLE, "\uFFFD");
  let out = "";
  let from = 0;
  for (const m of flat.matchAll(BARE_URL)) {
    const url = trimUrl(m[0]);
    out += escapeText(flat.slice(from, m.index)) + (codeSpan(url) ?? escapeText(url));
    from = m.index + url.length;
  }
  return out + escapeText(flat.slice(from));
}
function trimUrl(url) {
  let trimmed = url.replace(TRAILING, "");
  while (trimmed.endsWith(")") && count(trimmed, "(") < count(trimmed, ")"))
    trimmed = trimmed.slice(0, -1).replace(TRAILING, "");
  return trimmed;
}
var count = (s, c) => s.split(c).length - 1;
function escapeText(text) {
  return text.replace(INLINE_SYNTAX, (c) => ENTITIES[c] ?? `\\${c}`).replace(AUTOLINK_SIGN, (sign) => `${sign}${ZERO_WIDTH_SPACE}`);
}
function codeSpan(text) {
  const flat = text.replace(LINE_BREAK_OR_TAB, " ").replace(UNREADABLE, "\uFFFD");
  if (flat.includes("|") || flat.trim() === "") return void 0;
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(flat) ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
function escapeLineStart(text) {
  if (text.startsWith(" ")) return `&#32;${text.slice(1)}`;
  const ordered = /^\d{1,9}[.)]/.exec(text);
  if (ordered) return `${ordered[0].slice(0, -1)}\\${text.slice(ordered[0].length - 1)}`;
  return /^[-+=]/.test(text) ? `\\${text}` : text;
}

// src/report/markdown-link.ts
var BREAKS_LINK = /[\s()<>[\]|`"'\\]/g;
function markdownLinkTarget(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return void 0;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return void 0;
  return parsed.href.replace(BREAKS_LINK, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

// src/report/markdown-message.ts
var CODE_SPAN = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;
function markdownMessage(message) {
  let out = "";
  let from = 0;
  for (const m of message.matchAll(CODE_SPAN)) {
    const span = codeSpan(m[2] ?? "");
    if (span === void 0) continue;
    const before = message.slice(from, m.index);
    out += from === 0 ? escapeMarkdown(before) : escapeInline(before);
    out += span;
    from = m.index + m[0].length;
  }
  const rest = message.slice(from);
  return out + (from === 0 ? escapeMarkdown(rest) : escapeInline(rest));
}

// src/report/markdown.ts
var TABLE_HEADER = "| Severity | Location | Rule | Finding |\n| --- | --- | --- | --- |\n";
var SEVERITY = {
  error: "\u274C **error**",
  warning: "\u26A0\uFE0F **warning**",
  notice: "\u2139\uFE0F notice"
};
function renderMarkdown(input, options = {}) {
  const notes = (options.notes ?? []).map((n) => `
> ${escapeMarkdown(n)}
`).join("");
  const head = `## kube-api-review

${summaryLine(input)}
${notes}`;
  const sorted = [...input.findings].sort(bySeverity);
  if (sorted.length === 0) return head;
  const rows = sorted.map((f) => tableRow(f, options.blobUrl));
  const table = `
${TABLE_HEADER}`;
  const full = head + table + rows.join("");
  const { maxLength } = options;
  if (maxLength === void 0 || full.length <= maxLength) return full;
  const noteRoom = omittedNote(sorted.length).length;
  let out = head + table;
  let shown = 0;
  for (const row of rows) {
    if (out.length + row.length + noteRoom > maxLength) break;
    out += row;
    shown += 1;
  }
  return out + omittedNote(sorted.length - shown);
}
function tableRow(f, blobUrl) {
  const target = markdownLinkTarget(f.docsUrl);
  const ruleId = escapeMarkdown(f.ruleId);
  const rule = target ? `[${ruleId}](${target})` : ruleId;
  const cell = [markdownMessage(f.message), fieldPathLine(f), apiserverLine(f)].filter((part) => part !== "").join("<br>");
  return `| ${SEVERITY[f.severity]} | ${location(f, blobUrl)} | ${rule} | ${cell} |
`;
}
function location(f, blobUrl) {
  const region = f.line >= 1 ? regionOf(f) : void 0;
  const text = escapeMarkdown(region ? `${f.file}:${region.line}` : f.file);
  if (blobUrl === void 0 || f.file === "" || f.file.startsWith("/") || f.file.startsWith("../")) return text;
  const anchor = region === void 0 ? "" : region.endLine > region.line ? `#L${region.line}-L${region.endLine}` : `#L${region.line}`;
  const target = markdownLinkTarget(`${blobUrl}/${f.file.split("/").map(encodeURIComponent).join("/")}${anchor}`);
  return target ? `[${text}](${target})` : text;
}
function fieldPathLine(f) {
  if (!f.fieldPath) return "";
  return `at ${codeSpan(f.fieldPath) ?? escapeMarkdown(f.fieldPath)}`;
}
function apiserverLine(f) {
  const text = apiserverText(f);
  if (text === void 0) return "";
  const lines = withoutHtmlEscapes(text).split("\n").filter((line) => line.trim() !== "").map((line) => codeSpan(line) ?? escapeMarkdown(line));
  return `kube-apiserver: ${lines.join("<br>")}`;
}
function omittedNote(count2) {
  return `
**${count2} more finding${count2 === 1 ? " is" : "s are"} not shown here.**
`;
}

// src/report/artifact-uri.ts
var SRCROOT = "%SRCROOT%";
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function artifactUri(file) {
  const path = file.replace(LONE_SURROGATE, "\uFFFD").replace(/\\/g, "/");
  const drive = /^[A-Za-z]:\//.exec(path);
  if (drive) return { uri: `file:///${drive[0]}${encodePath(path.slice(drive[0].length))}` };
  if (path.startsWith("/")) return { uri: `file://${encodePath(path)}` };
  return { uri: encodePath(path.replace(/^(?:\.\/)+/, "")), uriBaseId: SRCROOT };
}
var encodePath = (path) => path.split("/").map(encodeURIComponent).join("/");

// src/report/sarif.ts
var SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
var TOOL_NAME = "kube-api-review";
var MAX_RESULTS_PER_RUN = 25e3;
var MAX_NAME = 255;
var MAX_DESCRIPTION = 1024;
var FINGERPRINT_KEY = "kubeApiReview/v1";
var LEVEL = {
  error: "error",
  warning: "warning",
  notice: "note"
};
var PROBLEM_SEVERITY = {
  error: "error",
  warning: "warning",
  notice: "recommendation"
};
function renderSarif(input) {
  const rules = withUnregisteredRules(input.rules, input.findings);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const ordered = [...input.findings].sort(bySeverity);
  const kept = ordered.slice(0, MAX_RESULTS_PER_RUN);
  const omitted = ordered.length - kept.length;
  const run = {
    tool: {
      driver: {
        name: TOOL_NAME,
        version: input.toolVersion,
        ...isSemanticVersion(input.toolVersion) ? { semanticVersion: input.toolVersion } : {},
        informationUri: REPOSITORY_URL,
        rules: rules.map(reportingDescriptor)
      }
    },
    ...omitted > 0 ? { invocations: [truncationInvocation(omitted, ordered.length)] } : {},
    originalUriBaseIds: {
      [SRCROOT]: { description: { text: "The root of the repository under review." } }
    },
    columnKind: "utf16CodeUnits",
    // the parser's columns are offsets into JavaScript strings
    results: kept.map((finding) => result(finding, ruleIndex))
  };
  const log = { $schema: SCHEMA_URI, version: "2.1.0", runs: [run] };
  return `${JSON.stringify(log, null, 2)}
`;
}
function withUnregisteredRules(registered, findings) {
  const known = new Set(registered.map((rule) => rule.id));
  const extra = /* @__PURE__ */ new Map();
  for (const f of findings) {
    if (known.has(f.ruleId) || extra.has(f.ruleId)) continue;
    extra.set(f.ruleId, { id: f.ruleId, severity: f.severity, description: f.ruleId, docsUrl: f.docsUrl });
  }
  const sortedExtra = [...extra.values()].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...registered, ...sortedExtra];
}
function reportingDescriptor(rule) {
  const description = clip(rule.description || rule.id, MAX_DESCRIPTION);
  const link = markdownLinkTarget(rule.docsUrl);
  return {
    id: rule.id,
    name: clip(pascalCase(rule.id), MAX_NAME),
    shortDescription: { text: description },
    fullDescription: { text: description },
    ...link ? { helpUri: link } : {},
    help: {
      text: link ? `${description}

Documentation: ${link}` : description,
      markdown: link ? `${escapeMarkdown(description)}

[Documentation](${link})` : escapeMarkdown(description)
    },
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { tags: [familyOf(rule.id)], "problem.severity": PROBLEM_SEVERITY[rule.severity] }
  };
}
function result(f, ruleIndex) {
  const region = regionOf(f);
  const index = ruleIndex.get(f.ruleId);
  const data = f.data === void 0 ? void 0 : toJsonValue(f.data);
  const properties = {
    ...f.object ? { object: plainObjectRef(f.object) } : {},
    ...f.fieldPath !== void 0 ? { fieldPath: f.fieldPath } : {},
    ...data !== void 0 ? { data } : {},
    ...f.suggestion !== void 0 ? { suggestion: f.suggestion } : {}
  };
  return {
    ruleId: f.ruleId,
    ...index !== void 0 ? { ruleIndex: index } : {},
    level: LEVEL[f.severity],
    message: { text: f.message || f.ruleId },
    // code scanning refuses an empty required string
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifactUri(f.file),
          region: {
            startLine: region.line,
            startColumn: region.column,
            endLine: region.endLine,
            endColumn: region.endColumn
          }
        },
        ...f.fieldPath ? { logicalLocations: [{ fullyQualifiedName: f.fieldPath }] } : {}
      }
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
    ...Object.keys(properties).length > 0 ? { properties } : {}
  };
}
function truncationInvocation(omitted, total) {
  return {
    executionSuccessful: true,
    toolExecutionNotifications: [
      {
        level: "warning",
        message: {
          text: `${omitted} of ${total} results were left out: GitHub code scanning accepts at most ${MAX_RESULTS_PER_RUN} results per run. The most severe were kept.`
        }
      }
    ]
  };
}
function pascalCase(id) {
  return id.split(/[^A-Za-z0-9]+/).filter((word) => word !== "").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}
function familyOf(ruleId) {
  const slash = ruleId.indexOf("/");
  return slash > 0 ? ruleId.slice(0, slash) : ruleId;
}
var SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
var isSemanticVersion = (version) => SEMVER.test(version);
function clip(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}

// src/report/index.ts
var FORMATS = ["text", "json", "sarif", "github", "markdown"];
var RENDERERS = {
  text: renderText,
  json: renderJson,
  sarif: renderSarif,
  github: renderWorkflowCommands,
  markdown: renderMarkdown
};
function render(format, input) {
  return RENDERERS[format](input);
}

// src/rules-table.ts
function rulesText(rules) {
  const width = Math.max(...rules.map((r) => r.id.length));
  return rules.map((r) => `${r.id.padEnd(width)}  ${r.meta.severity.padEnd(7)}  ${r.meta.description}`).join("\n") + "\n";
}
function rulesMarkdown(rules) {
  const rows = rules.map(
    (r) => `| [\`${r.id}\`](docs/rules/${r.id}.md) | ${r.meta.severity} | ${r.meta.description} |`
  );
  return ["| rule | default | what it finds |", "| --- | --- | --- |", ...rows].join("\n") + "\n";
}
var ruleInfoOf = (rules) => rules.map((r) => ({ id: r.id, severity: r.meta.severity, description: r.meta.description, docsUrl: docsUrl(r.id) }));
function rulesJson(rules) {
  return JSON.stringify({ version: 1, rules: ruleInfoOf(rules) }, null, 2) + "\n";
}

export {
  renderText,
  FORMATS,
  render,
  rulesText,
  rulesMarkdown,
  ruleInfoOf,
  rulesJson
};
