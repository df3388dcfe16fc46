import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  STDIN_PATH
} from "./chunk-JS2KLSUD.js";
import {
  LineIndex,
  identityPlaceholderIn,
  isPatchDocument,
  mayHoldPatchDocuments,
  templateSites
} from "./chunk-IZTXBWVQ.js";
import {
  isJsonObject,
  loadYaml,
  objectsOfDocument
} from "./chunk-KUDRLHDU.js";
import {
  LIMITS,
  decodeText
} from "./chunk-PWSXMDQL.js";

// src/parse/alias-expansion.ts
function expandedSize(root, limit) {
  const memo = /* @__PURE__ */ new Map();
  const size = (v) => {
    if (typeof v !== "object" || v === null) return 1;
    const known = memo.get(v);
    if (known !== void 0) return known;
    let n = 1;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      n += size(child);
      if (n > limit) break;
    }
    memo.set(v, n);
    return n;
  };
  return size(root);
}

// src/parse/crd-fragment.ts
function isCrdFragment(o) {
  if (o.group !== "apiextensions.k8s.io" || o.kind !== "CustomResourceDefinition") return false;
  const spec = o.value.spec;
  if (spec === void 0 || spec === null) return true;
  if (!isJsonObject(spec)) return false;
  return spec.group === void 0 && spec.names === void 0 && spec.scope === void 0 || isUngroupedOutput(o, spec);
}
function isUngroupedOutput(o, spec) {
  const annotations = o.value.metadata;
  const generated = isJsonObject(annotations) && isJsonObject(annotations.annotations) && typeof annotations.annotations["controller-gen.kubebuilder.io/version"] === "string";
  return generated && (spec.group === "" || spec.group === null || spec.group === void 0);
}

// src/parse/jsonc.ts
function readJsonc(text) {
  const first = /\S/.exec(text);
  if (!first || !"{[/".includes(first[0])) return void 0;
  const stripped = stripExtensions(text);
  if (stripped === void 0 || stripped.firstExtension === -1) return void 0;
  try {
    return { value: JSON.parse(stripped.json), firstExtension: stripped.firstExtension };
  } catch {
    return void 0;
  }
}
function stripExtensions(text) {
  const out = [];
  let firstExtension = -1;
  let pendingComma = -1;
  const mark = (at) => {
    if (firstExtension === -1 || at < firstExtension) firstExtension = at;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? "";
    if (c === '"') {
      const end = stringEnd(text, i);
      if (end === -1) return void 0;
      out.push(text.slice(i, end + 1));
      for (let k = i + 1; k <= end; k++) out.push("");
      i = end;
      pendingComma = -1;
      continue;
    }
    if (c === "/" && text[i + 1] === "/") {
      mark(i);
      const nl = text.slice(i).search(/[\r\n]/);
      const end = nl === -1 ? text.length : i + nl;
      for (let k = i; k < end; k++) out.push(" ");
      i = end - 1;
      continue;
    }
    if (c === "/" && text[i + 1] === "*") {
      mark(i);
      const close = text.indexOf("*/", i + 2);
      if (close === -1) return void 0;
      for (let k = i; k < close + 2; k++) out.push(/[\r\n]/.test(text[k] ?? "") ? text[k] ?? "" : " ");
      i = close + 1;
      continue;
    }
    if (c === ",") pendingComma = out.length;
    else if ((c === "}" || c === "]") && pendingComma !== -1) {
      mark(pendingComma);
      out[pendingComma] = " ";
      pendingComma = -1;
    } else if (!/\s/.test(c)) pendingComma = -1;
    out.push(c);
  }
  return { json: out.join(""), firstExtension };
}
function stringEnd(text, start) {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === '"') return i;
    else if (c === "\n" || c === "\r") return -1;
  }
  return -1;
}

// src/parse/yaml-documents.ts
function splitDocuments(text) {
  const starts = markerOffsets(text);
  const chunks = [];
  let line = 1;
  let pending;
  for (let i = 0; i < starts.length; i++) {
    const offset = starts[i] ?? 0;
    const isLast = i + 1 === starts.length;
    const end = isLast ? text.length : starts[i + 1] ?? text.length;
    const start = pending ?? { offset, line };
    if (!isLast && isDirectivesOnly(text.slice(offset, end))) pending = start;
    else {
      pending = void 0;
      chunks.push({ text: text.slice(start.offset, end), offset: start.offset, line: start.line });
    }
    if (!isLast) line += countNewlines(text, offset, end);
  }
  return chunks;
}
function markerOffsets(text) {
  const starts = [0];
  for (let i = text.indexOf("---"); i !== -1; i = text.indexOf("---", i + 3)) {
    const before = i === 0 ? -1 : text.charCodeAt(i - 1);
    if (before !== 10 && before !== 13) continue;
    const next = text.charCodeAt(i + 3);
    if (Number.isNaN(next) || next === 32 || next === 9 || next === 13 || next === 10) starts.push(i);
  }
  return starts;
}
function isDirectivesOnly(piece) {
  if (!piece.startsWith("%") && !piece.includes("\n%")) return false;
  let sawDirective = false;
  for (const raw of piece.split("\n")) {
    const l = raw.trim();
    if (l.startsWith("%")) sawDirective = true;
    else if (l !== "" && !l.startsWith("#")) return false;
  }
  return sawDirective;
}
function countNewlines(s, from, to) {
  let n = 0;
  for (let i = s.indexOf("\n", from); i !== -1 && i < to; i = s.indexOf("\n", i + 1)) n++;
  return n;
}

// src/parse/unreadable-forms.ts
function recogniseForms(path, text, read) {
  if (read.problems.length === 0) return read;
  if (/\.json$/i.test(path)) {
    const jsonc = readJsonc(text);
    if (jsonc) return jsoncRead(text, jsonc.value, jsonc.firstExtension);
  }
  const fence = markdownFenceOpening(text);
  if (fence) return markdownSnippetRead(read, fence);
  let sites;
  let starts;
  const problems = read.problems.map((p) => {
    if (p.code !== "yaml-syntax" && p.code !== "duplicate-key") return p;
    sites ??= templateSites(text);
    if (sites.length === 0) return p;
    starts ??= splitDocuments(text).map((c) => c.line);
    const [from, to] = documentLines(starts, p.line);
    const inDocument = sites.find((s) => s.line === p.line) ?? sites.find((s) => s.structural && s.line >= from && s.line < to);
    const site = inDocument ?? sites.find((s) => s.structural);
    if (!site) return p;
    const where = inDocument ? { line: site.line, column: site.column } : { line: p.line, column: p.column };
    const elsewhere = inDocument ? "" : ` on line ${site.line}`;
    return {
      ...where,
      code: "template",
      message: site.excerpt ? `an excerpt: ${site.syntax}${elsewhere} stands for what it leaves out; it is a manifest only once completed, so it was not reviewed` : `looks like a template: ${site.syntax}${elsewhere}; it is YAML only once rendered, so it was not reviewed`
    };
  });
  return { documents: read.documents, problems };
}
var FENCE_OPENING = /^\s*(?:```|~~~)([\w+.-]*)[ \t]*(?:\r\n|\r|\n)/;
function markdownFenceOpening(text) {
  const m = FENCE_OPENING.exec(text);
  if (!m) return void 0;
  const blank = /^\s*/.exec(m[0])?.[0] ?? "";
  return { language: m[1] ?? "", line: blank.split(/\r\n|\r|\n/).length };
}
function markdownSnippetRead(read, opening) {
  const unreadable = (p) => p.code === "yaml-syntax" || p.code === "duplicate-key";
  if (!read.problems.some(unreadable)) return read;
  const snippet = {
    code: "template",
    line: opening.line,
    column: 1,
    // The fence itself is not quoted: its backticks would end the message's code span.
    message: `a Markdown snippet: line ${opening.line} opens a code block${opening.language ? ` of ${opening.language}` : ""} that documentation includes as it is; it is no manifest kubectl reads, so it was not reviewed`
  };
  return { documents: [], problems: [snippet, ...read.problems.filter((p) => !unreadable(p))] };
}
function documentLines(starts, line) {
  let from = 1;
  let to = Number.POSITIVE_INFINITY;
  for (const start of starts) {
    if (start <= line) from = start;
    else {
      to = start;
      break;
    }
  }
  return [from, to];
}
function jsoncRead(text, value, firstExtension) {
  if (objectsOfDocument(value, { file: "", docOffset: 0, docLine: 1 }).length === 0) {
    return { documents: [{ values: [value], offset: 0, line: 1 }], problems: [] };
  }
  const before = text.slice(0, firstExtension);
  const line = before.split(/\r\n|\r|\n/).length;
  const column = firstExtension - Math.max(before.lastIndexOf("\n"), before.lastIndexOf("\r"));
  return {
    documents: [],
    problems: [
      {
        code: "yaml-syntax",
        message: "JSON with comments or trailing commas: kubectl reads plain JSON, so it cannot apply this file; the file was not reviewed",
        line,
        column
      }
    ]
  };
}
function namesObjectKeys(text) {
  if (typeof text !== "string") {
    const bytes = Buffer.from(text.buffer, text.byteOffset, text.byteLength);
    return (bytes.includes("apiVersion:") || bytes.includes('"apiVersion"')) && (bytes.includes("kind:") || bytes.includes('"kind"'));
  }
  return KEY.apiVersion.test(text) && KEY.kind.test(text);
}
var KEY = {
  apiVersion: /(?:^|[{,])[ \t]*(?:-[ \t]+)?["']?apiVersion["']?[ \t]*:/m,
  kind: /(?:^|[{,])[ \t]*(?:-[ \t]+)?["']?kind["']?[ \t]*:/m
};

// src/parse/ytt-template.ts
var YTT = /^([ \t]*(?:-[ \t]+)?|.*?[:-][ \t]+)(#@(?:[ \t]+\S|[a-z]+\/[a-z]))/m;
function yttDirective(text) {
  if (!text.includes("#@")) return void 0;
  const m = YTT.exec(text);
  if (!m) return void 0;
  const at = m.index + (m[1] ?? "").length;
  const before = text.slice(0, at);
  const line = before.split("\n").length;
  const column = at - before.lastIndexOf("\n");
  const end = text.indexOf("\n", at);
  return { line, column, text: text.slice(at, end === -1 ? void 0 : end).trimEnd() };
}

// src/parse/manifest-file.ts
var isManifestPath = (path) => path === STDIN_PATH || /\.(ya?ml|json)$/i.test(path);
function parseManifestFile(path, content) {
  return manifestFileOf(readManifestDocuments(path, content));
}
function manifestFileOf(read, opts = {}) {
  const objects = [];
  const templates = [];
  const mayHoldDirectives = opts.nonObject === void 0 && mayHoldPatchDocuments(read.text);
  let lines;
  const position = (offset) => (lines ??= new LineIndex(read.text)).position(offset);
  for (const doc of opts.nonObject === void 0 ? read.documents : []) {
    for (const value of doc.values) {
      if (mayHoldDirectives && isPatchDocument(value)) continue;
      for (const o of objectsOfDocument(value, { file: read.path, docOffset: doc.offset, docLine: doc.line })) {
        if (isCrdFragment(o)) continue;
        const template = templatedIdentity(o, read.text, position);
        if (template) templates.push(template);
        else objects.push(o);
      }
    }
  }
  return {
    path: read.path,
    text: read.text,
    objects,
    problems: templates.length === 0 ? read.problems : [...read.problems, ...templates],
    ...read.looksLikeManifest === void 0 ? {} : { looksLikeManifest: read.looksLikeManifest },
    ...opts.nonObject === void 0 ? {} : { nonObject: opts.nonObject }
  };
}
function templatedIdentity(o, text, position) {
  for (const [field, value] of [
    ["metadata.name", o.name],
    ["metadata.namespace", o.namespace ?? ""]
  ]) {
    const placeholder = identityPlaceholderIn(value);
    if (!placeholder) continue;
    const key = new RegExp(
      `(?:^|[\\s{,])${field === "metadata.name" ? "name" : "namespace"}[ \\t]*:[^\\n]*?${escapeRegExp(placeholder.text)}`,
      "gm"
    );
    key.lastIndex = o.source.docOffset;
    const match = key.exec(text);
    const at = match ? match.index + match[0].length - placeholder.text.length : text.indexOf(placeholder.text, o.source.docOffset);
    const { line, column } = at === -1 ? { line: o.source.docLine, column: 1 } : position(at);
    return {
      code: "template",
      line,
      column,
      message: `looks like a template: ${field} is ${placeholder.syntax}; the object is known only once rendered, so it was not reviewed`
    };
  }
  return void 0;
}
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function readManifestDocuments(path, content) {
  const empty = (problem) => ({
    path,
    text: "",
    documents: [],
    problems: [problem],
    looksLikeManifest: namesObjectKeys(content)
  });
  const size = typeof content === "string" ? Buffer.byteLength(content) : content.length;
  if (size > LIMITS.maxFileBytes) {
    return empty({
      code: "too-large",
      message: `the file is ${mib(size)} MiB, more than the ${mib(LIMITS.maxFileBytes)} MiB this tool reads; it was not reviewed`,
      line: 1,
      column: 1
    });
  }
  let text;
  if (typeof content === "string") text = content;
  else {
    const decoded = decodeText(content);
    if ("problem" in decoded) return empty(decoded.problem);
    text = decoded.text;
  }
  const ytt = yttDirective(text);
  if (ytt) {
    const shown = ytt.text.length > 60 ? `${ytt.text.slice(0, 57)}...` : ytt.text;
    return {
      path,
      text,
      documents: [],
      problems: [
        {
          code: "template",
          line: ytt.line,
          column: ytt.column,
          message: `looks like a template: ytt code \`${shown}\`; it is a manifest only once ytt renders it, so it was not reviewed`
        }
      ],
      looksLikeManifest: namesObjectKeys(text)
    };
  }
  const documents = [];
  const problems = [];
  for (const chunk of splitDocuments(text)) {
    const result = loadChunk(chunk);
    if ("problem" in result) problems.push(result.problem);
    else documents.push({ values: result.values, offset: chunk.offset, line: chunk.line });
  }
  if (problems.length === 0) return { path, text, documents, problems };
  const read = recogniseForms(path, text, { documents, problems });
  if (read.problems.length === 0) return { path, text, documents: read.documents, problems: read.problems };
  return { path, text, documents: read.documents, problems: read.problems, looksLikeManifest: namesObjectKeys(text) };
}
function loadChunk(chunk) {
  try {
    return { values: loadYaml(chunk.text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 }) };
  } catch (error) {
    if (!isYamlException(error) || !/maxAliases/.test(error.reason)) return { problem: problemOf(error, chunk) };
  }
  let values;
  try {
    values = loadYaml(chunk.text, { maxDepth: LIMITS.maxDepth, maxAliases: LIMITS.maxExpandedNodes });
  } catch (error) {
    return { problem: problemOf(error, chunk) };
  }
  for (const value of values) {
    if (expandedSize(value, LIMITS.maxExpandedNodes) > LIMITS.maxExpandedNodes) {
      return {
        problem: {
          code: "alias-limit",
          message: `aliases expand this document to more than ${LIMITS.maxExpandedNodes.toLocaleString("en-US")} values (an alias bomb?); it was not reviewed`,
          line: chunk.line,
          column: 1
        }
      };
    }
  }
  return { values };
}
function problemOf(error, chunk) {
  if (!isYamlException(error)) {
    const deep = error instanceof RangeError;
    return {
      code: deep ? "too-deep" : "yaml-syntax",
      message: deep ? "the document nests too deeply to read; it was not reviewed" : `cannot read this document: ${String(error)}`,
      line: chunk.line,
      column: 1
    };
  }
  const reason = error.reason || "invalid YAML";
  const code = /maxDepth/.test(reason) ? "too-deep" : /duplicated mapping key/.test(reason) ? "duplicate-key" : "yaml-syntax";
  const line = chunk.line + (error.mark?.line ?? 0);
  const column = (error.mark?.column ?? 0) + 1;
  return { code, message: MESSAGES[code](reason), line, column };
}
var MESSAGES = {
  "yaml-syntax": (r) => `invalid YAML: ${r}; the document was not reviewed`,
  "duplicate-key": () => "duplicate key: kubectl apply keeps the last value without a word, while kustomize and the apiserver's strict field validation refuse the document; the document was not reviewed",
  "too-deep": () => `the document nests more than ${LIMITS.maxDepth} levels deep; it was not reviewed`,
  template: (r) => r,
  // unreadable-forms.ts writes these
  "alias-limit": (r) => r,
  "too-large": (r) => r,
  "not-text": (r) => r
};
function isYamlException(e) {
  return e instanceof Error && e.name === "YAMLException";
}
var mib = (n) => (n / 1024 / 1024).toFixed(1);

export {
  isManifestPath,
  parseManifestFile,
  manifestFileOf,
  readManifestDocuments
};
