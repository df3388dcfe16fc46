import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  goStringValue
} from "./chunk-TKOFQCWI.js";

// src/parse/go/struct-tag.ts
function parseStructTag(tag) {
  const out = /* @__PURE__ */ new Map();
  let rest = tag;
  for (; ; ) {
    rest = rest.replace(/^ +/, "");
    if (rest === "") break;
    let i = 0;
    while (i < rest.length && rest.charCodeAt(i) > 32 && rest[i] !== ":" && rest[i] !== '"' && rest.charCodeAt(i) !== 127)
      i++;
    if (i === 0 || i + 1 >= rest.length || rest[i] !== ":" || rest[i + 1] !== '"') break;
    const key = rest.slice(0, i);
    rest = rest.slice(i + 1);
    let j = 1;
    while (j < rest.length && rest[j] !== '"') {
      if (rest[j] === "\\") j++;
      j++;
    }
    if (j >= rest.length) break;
    const value = goStringValue(rest.slice(0, j + 1));
    if (value === void 0) break;
    if (!out.has(key)) out.set(key, value);
    rest = rest.slice(j + 1);
  }
  return out;
}
function jsonTagOf(tag) {
  const value = parseStructTag(tag).get("json");
  if (value === void 0) return void 0;
  const [name = "", ...options] = value.split(",");
  return { name, options };
}

// src/parse/go/gengo-tag.ts
var NAME_CHAR = /[A-Za-z0-9_\-.:]/;
function tagOfComment(comment) {
  const text = comment.text;
  let i = 0;
  while (text[i] === " " || text[i] === "	") i++;
  if (text[i] !== "+") return void 0;
  return tagAt(text.slice(i + 1).trimEnd(), comment.line, comment.column + 2 + i);
}
function tagChain(tag) {
  const chain = [tag];
  let current = tag;
  while (current.value !== void 0) {
    const lead = current.value.length - current.value.trimStart().length;
    if (current.value[lead] !== "+") break;
    const plus = current.column + 1 + current.raw.length - current.value.length + lead;
    const next = tagAt(current.value.slice(lead + 1), current.line, plus);
    chain.push(next);
    if ("message" in next) break;
    current = next;
  }
  return chain;
}
function tagAt(raw, line, column) {
  const parsed = parseTagText(raw);
  return "message" in parsed ? { line, column, message: parsed.message } : { ...parsed, raw, line, column };
}
function parseTagText(raw) {
  let i = 0;
  while (i < raw.length && NAME_CHAR.test(raw[i] ?? "")) i++;
  const name = raw.slice(0, i);
  if (name === "") return { message: `a tag must start with a name of letters, digits and "_-.:" after "+"` };
  let args = [];
  if (raw[i] === "(") {
    const close = indexOutsideQuotes(raw, ")", i + 1);
    if (close === -1) return { message: `the arguments of +${name} are not closed with ")"` };
    const inner = raw.slice(i + 1, close);
    args = inner.trim() === "" ? [] : splitOutsideQuotes(inner, ",").map((a) => a.trim());
    i = close + 1;
  }
  if (raw[i] === "=") return { name, args, value: raw.slice(i + 1) };
  if (i < raw.length && raw[i] !== " " && raw[i] !== "	")
    return { message: `unexpected ${JSON.stringify(raw[i])} after +${raw.slice(0, i)}` };
  return { name, args };
}
function indexOutsideQuotes(text, ch, from = 0) {
  let quote;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote !== void 0) {
      if (c === "\\" && quote !== "`") i++;
      else if (c === quote) quote = void 0;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === ch) return i;
  }
  return -1;
}
function splitOutsideQuotes(text, sep) {
  const parts = [];
  let start = 0;
  for (; ; ) {
    const at = indexOutsideQuotes(text, sep, start);
    if (at === -1) break;
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

// src/rules/lifecycle/lifecycle-tag.ts
var KUBERNETES = "kubernetes";
var KUBERNETES_KEYS = ["minVersion", "status", "featureGate"];
var STATUSES = ["alpha", "beta", "deprecated"];
var KUBERNETES_VERSION = /^v[1-9][0-9]*\.(0|[1-9][0-9]*)$/;
var COMPONENT_VERSION = /^v[0-9]+\.[0-9]+(\.[0-9]+)?$/;
var COMPONENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
var isLifecycleTag = (tag) => tag.raw === "lifecycle" || tag.raw.startsWith("lifecycle:") || tag.name === "lifecycle";
function parseLifecycleTag(tag) {
  const at = { raw: tag.raw, line: tag.line, column: tag.column };
  const rest = tag.raw.startsWith("lifecycle:") ? tag.raw.slice("lifecycle:".length) : "";
  const colon = rest.indexOf(":");
  const component = colon === -1 ? rest : rest.slice(0, colon);
  if (colon === -1 || !COMPONENT.test(component)) {
    return {
      component,
      values: /* @__PURE__ */ new Map(),
      problems: [
        "the tag must read +lifecycle:<component>:key=value,\u2026 (for example +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D)"
      ],
      ...at
    };
  }
  const values = /* @__PURE__ */ new Map();
  const problems = [];
  for (const pair of splitOutsideQuotes(rest.slice(colon + 1), ",")) {
    const eq = pair.indexOf("=");
    const key = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (eq === -1 || key === "") {
      problems.push(`${JSON.stringify(pair.trim())} is not a key=value pair`);
      continue;
    }
    const value = unquote(pair.slice(eq + 1).trim());
    if (values.has(key)) problems.push(`${key} is given twice`);
    else values.set(key, value);
  }
  const isKubernetes = component === KUBERNETES;
  for (const key of values.keys()) {
    if (!KUBERNETES_KEYS.includes(key))
      problems.push(`unknown key ${key}: the keys are ${KUBERNETES_KEYS.join(", ")}`);
  }
  const required = isKubernetes ? KUBERNETES_KEYS : ["minVersion"];
  for (const key of required) if (!values.has(key)) problems.push(`${key} is missing`);
  const minVersion = values.get("minVersion");
  if (minVersion !== void 0) {
    if (isKubernetes && !KUBERNETES_VERSION.test(minVersion))
      problems.push(`minVersion ${JSON.stringify(minVersion)} is not a Kubernetes version such as v1.20`);
    if (!isKubernetes && !COMPONENT_VERSION.test(minVersion))
      problems.push(`minVersion ${JSON.stringify(minVersion)} is not a version such as v3.0 or v3.0.0`);
  }
  const status = values.get("status");
  if (status !== void 0 && !STATUSES.includes(status))
    problems.push(`status ${JSON.stringify(status)} is not one of ${STATUSES.join(", ")}`);
  const gate = values.get("featureGate");
  if (isKubernetes && gate !== void 0 && !/^[A-Za-z][A-Za-z0-9_]*$/.test(gate))
    problems.push(`featureGate ${JSON.stringify(gate)} is not a feature gate name`);
  return { component, values, problems, ...at };
}
function unquote(v) {
  if (v.length >= 2 && (v.startsWith('"') && v.endsWith('"') || v.startsWith("`") && v.endsWith("`")))
    return v.slice(1, -1);
  return v;
}

// src/rules/lifecycle/declaration-tags.ts
function fieldLabel(struct, field) {
  return `${struct.name}.${field.names.length > 0 ? field.names.join(",") : field.type}`;
}
function fieldTagsOf(file) {
  const out = [];
  for (const struct of file.structs) {
    for (const field of struct.fields) {
      const { lifecycle, featureGates, gateConditions, malformed } = tagsOf(field.doc);
      const owner = { kind: "field", struct, field };
      out.push({
        file,
        owner,
        label: fieldLabel(struct, field),
        line: field.line,
        lifecycle,
        featureGates,
        gateConditions,
        malformed,
        struct,
        field
      });
    }
  }
  return out;
}
function declarationTagsOf(file, fields = fieldTagsOf(file)) {
  const types = file.structs.map((struct) => ({
    ...tagsOf(struct.doc),
    file,
    owner: { kind: "type", struct },
    label: struct.name,
    line: struct.line
  }));
  const consts = file.consts.map((decl) => ({
    ...tagsOf(decl.doc),
    file,
    owner: { kind: "const", decl },
    label: decl.name,
    line: decl.line
  }));
  return [...fields, ...types, ...consts];
}
var NO_TAGS = Object.freeze({ lifecycle: [], featureGates: [], gateConditions: [], malformed: [] });
function tagsOf(doc) {
  let out;
  for (const comment of doc) {
    if (!comment.text.includes("+")) continue;
    out ??= { lifecycle: [], featureGates: [], gateConditions: [], malformed: [] };
    collectTag(comment, out);
  }
  if (!out) return NO_TAGS;
  return out.lifecycle.length + out.featureGates.length + out.gateConditions.length + out.malformed.length === 0 ? NO_TAGS : out;
}
function collectTag(comment, out) {
  const tag = tagOfComment(comment);
  if (tag === void 0) return;
  if ("message" in tag) {
    if (/^\s*\+\s*(lifecycle|featureGate)\b/.test(comment.text)) out.malformed.push(tag);
    return;
  }
  if (isLifecycleTag(tag)) out.lifecycle.push(parseLifecycleTag(tag));
  else if (tag.name === "featureGate") {
    const gates = (tag.value ?? "").split(",").map((g) => g.trim());
    out.featureGates.push({ gates, raw: tag.raw, line: tag.line, column: tag.column });
  } else {
    for (const inner of tagChain(tag)) {
      if ("message" in inner) continue;
      const condition = conditionOf(inner);
      if (condition)
        out.gateConditions.push({
          condition,
          gate: unquote2(inner.args[0] ?? ""),
          raw: tag.raw,
          line: inner.line,
          column: inner.column
        });
    }
  }
}
var conditionOf = (tag) => tag.name === "k8s:ifEnabled" ? "ifEnabled" : tag.name === "k8s:ifDisabled" ? "ifDisabled" : void 0;
function unquote2(arg) {
  const v = arg.trim();
  if (v.length >= 2 && (v.startsWith('"') && v.endsWith('"') || v.startsWith("`") && v.endsWith("`")))
    return v.slice(1, -1);
  return v;
}

export {
  tagOfComment,
  jsonTagOf,
  KUBERNETES,
  fieldTagsOf,
  declarationTagsOf
};
