import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  LIMITS,
  decodeText
} from "./chunk-PWSXMDQL.js";

// src/engine/lazy-packages.ts
import { createRequire } from "node:module";
var requireHere = createRequire(import.meta.url);
var cel;
var re2;
var glob;
var celJs = () => cel ??= requireHere("./cel-js.cjs");
var re2js = () => re2 ??= requireHere("./re2js.cjs");
var picomatch = () => glob ??= requireHere("./picomatch.cjs");

// src/parse/go/load-go-parser.ts
import { readFile } from "node:fs/promises";
import { createRequire as createRequire2 } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// src/parse/go/go-file.ts
var NOTHING_EXTRACTED = {
  packageName: "",
  packageComments: [],
  imports: [],
  structs: [],
  namedTypes: [],
  consts: [],
  specMaps: []
};

// src/parse/go/go-string-literal.ts
var SIMPLE = {
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"'
};
function goStringValue(literal) {
  if (literal.length >= 2 && literal.startsWith("`") && literal.endsWith("`"))
    return literal.includes("\r") ? literal.slice(1, -1).replace(/\r/g, "") : literal.slice(1, -1);
  if (literal.length < 2 || !literal.startsWith('"') || !literal.endsWith('"')) return void 0;
  const body = literal.slice(1, -1);
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch !== "\\") {
      if (ch === '"' || ch === "\n") return void 0;
      out += ch;
      continue;
    }
    const next = body[i + 1];
    if (next === void 0) return void 0;
    const simple = SIMPLE[next];
    if (simple !== void 0 && next !== "'") {
      out += simple;
      i++;
      continue;
    }
    const hex = next === "x" ? 2 : next === "u" ? 4 : next === "U" ? 8 : 0;
    if (hex > 0) {
      const digits = body.slice(i + 2, i + 2 + hex);
      if (!new RegExp(`^[0-9a-fA-F]{${hex}}$`).test(digits)) return void 0;
      const code = parseInt(digits, 16);
      if (hex === 2) out += String.fromCharCode(code);
      else if (code > 1114111 || code >= 55296 && code <= 57343) return void 0;
      else out += String.fromCodePoint(code);
      i += 1 + hex;
      continue;
    }
    const octal = body.slice(i + 1, i + 4);
    if (/^[0-3][0-7]{2}$/.test(octal)) {
      out += String.fromCharCode(parseInt(octal, 8));
      i += 3;
      continue;
    }
    return void 0;
  }
  return out;
}

// src/parse/go/go-parser.ts
function goParserOf(parser) {
  const language = parser.language;
  const ids = {
    comment: language?.idForNodeType("comment", true) ?? -1,
    fieldDeclaration: language?.idForNodeType("field_declaration", true) ?? -1,
    star: language?.idForNodeType("*", false) ?? -1,
    name: language?.fieldIdForName("name") ?? -1,
    type: language?.fieldIdForName("type") ?? -1,
    tag: language?.fieldIdForName("tag") ?? -1
  };
  return { parse: (path, content) => parseGoFile(parser, ids, path, content) };
}
function parseGoFile(parser, ids, path, content) {
  const failed = (line, column, message) => ({
    path,
    text: "",
    ...NOTHING_EXTRACTED,
    error: { line, column, message }
  });
  const size = typeof content === "string" ? Buffer.byteLength(content) : content.length;
  if (size > LIMITS.maxFileBytes) {
    return failed(
      1,
      1,
      `the file is ${(size / 2 ** 20).toFixed(1)} MiB, more than the ${LIMITS.maxFileBytes / 2 ** 20} MiB this tool reads`
    );
  }
  let text;
  if (typeof content === "string") text = content;
  else {
    const decoded = decodeText(content);
    if ("problem" in decoded)
      return failed(
        decoded.problem.line,
        decoded.problem.column,
        decoded.problem.message.replace("YAML or JSON", "Go source")
      );
    text = decoded.text;
  }
  if (isGenerated(text)) return { path, text, ...NOTHING_EXTRACTED, isGenerated: true };
  let tree = null;
  try {
    tree = parseReadingNewExpressions(parser, withFinalNewline(text));
    if (!tree) return failed(1, 1, "the Go parser gave up on this file");
    const root = tree.rootNode;
    if (!root.hasError) return { ...extract(root, text, ids, false), path };
    const bad = firstError(root);
    const at = bad?.startPosition ?? { row: 0, column: 0 };
    const what = bad?.isMissing ? `missing ${JSON.stringify(bad.type)}` : `unexpected ${JSON.stringify(firstLine(bad?.text ?? ""))}`;
    return {
      ...extract(root, text, ids, true),
      path,
      syntaxError: { line: at.row + 1, column: at.column + 1, message: what }
    };
  } finally {
    tree?.delete();
  }
}
function parseReadingNewExpressions(parser, text) {
  const tree = parser.parse(text);
  if (!tree?.rootNode.hasError) return tree;
  const calls = newCallees(tree.rootNode, text, "new");
  if (calls.length === 0) return tree;
  const asCalls = respell(text, calls, "nEw");
  const probe = parser.parse(asCalls);
  if (!probe) return tree;
  const typeArguments = new Set(calls.filter((at) => !readsAsCall(probe.rootNode, at)));
  if (typeArguments.size === 0) {
    tree.delete();
    return probe;
  }
  probe.delete();
  if (typeArguments.size === calls.length) return tree;
  const again = parser.parse(
    respell(
      text,
      calls.filter((at) => !typeArguments.has(at)),
      "nEw"
    )
  );
  if (!again) return tree;
  tree.delete();
  return again;
}
function newCallees(root, text, spelling) {
  const offsets = [];
  const callee = new RegExp(`\\b${spelling}\\s*\\(`, "g");
  for (let m = callee.exec(text); m; m = callee.exec(text)) {
    if (m.index > 0 && text[m.index - 1] === ".") continue;
    const token = root.descendantForIndex(m.index, m.index + spelling.length);
    if (token && token.childCount === 0 && token.text === spelling) offsets.push(m.index);
  }
  return offsets;
}
function readsAsCall(root, at) {
  const call = root.descendantForIndex(at, at + 3)?.parent;
  return call?.type === "call_expression" && !call.hasError;
}
var respell = (text, offsets, as) => {
  const parts = [];
  let from = 0;
  for (const at of offsets) {
    parts.push(text.slice(from, at), as);
    from = at + as.length;
  }
  parts.push(text.slice(from));
  return parts.join("");
};
var withFinalNewline = (text) => text.endsWith("\n") ? text : `${text}
`;
function isGenerated(text) {
  const pkg = /^package\s/m.exec(text);
  const header = pkg ? text.slice(0, pkg.index) : text.slice(0, 4096);
  return /^\/\/ Code generated .* DO NOT EDIT\.\r?$/m.test(header);
}
function firstError(node) {
  if (node.isMissing) return node;
  if (node.isError) return errorPoint(node);
  for (const child of node.children) {
    if (child && (child.hasError || child.isMissing)) {
      const found = firstError(child);
      if (found) return found;
    }
  }
  return void 0;
}
function errorPoint(error) {
  const children = error.children.filter((c) => c !== null && c.type !== "comment");
  let lastComplete = -1;
  children.forEach((c, i) => {
    if (c.childCount > 0 && !c.hasError) lastComplete = i;
  });
  const next = children[lastComplete + 1];
  if (!next) return error;
  return next.hasError && !next.isError ? firstError(next) ?? next : next;
}
var firstLine = (s) => {
  const line = s.split("\n")[0] ?? "";
  return line.length > 40 ? `${line.slice(0, 40)}\u2026` : line;
};
function extract(root, text, ids, recovering) {
  const out = {
    packageName: "",
    packageComments: [],
    imports: [],
    structs: [],
    namedTypes: [],
    consts: []
  };
  const top = recovering ? throughErrors(root.children) : root.children;
  walkDeclarations(top, (node, doc, secondDoc) => {
    switch (node.type) {
      case "package_clause":
        if (recovering && node.hasError) break;
        out.packageName = node.namedChildren[0]?.text ?? "";
        out.packageComments = packageCommentsOf(root, node.startPosition.row);
        break;
      case "import_declaration":
        for (const spec of node.descendantsOfType("import_spec")) {
          if (recovering && spec?.hasError) continue;
          const value = goStringValue(spec?.childForFieldName("path")?.text ?? "");
          const name = spec?.childForFieldName("name")?.text;
          if (value !== void 0) out.imports.push({ ...name === void 0 ? {} : { name }, path: value });
        }
        break;
      case "type_declaration":
        typeDeclaration(node, doc, secondDoc, out, text, ids, recovering);
        break;
      case "const_declaration":
      case "var_declaration":
        valueDeclaration(node, doc, out.consts, recovering);
        break;
    }
  });
  const specMaps = text.includes("VersionedSpecs") || text.includes("FeatureSpec") ? findSpecMaps(root, recovering) : [];
  return { text, ...out, specMaps };
}
function throughErrors(nodes) {
  const out = [];
  for (const node of nodes) {
    if (!node) continue;
    if (node.isError) out.push(...throughErrors(node.children));
    else out.push(node);
  }
  return out;
}
function packageCommentsOf(root, packageRow) {
  const out = [];
  for (const c of root.children) {
    if (!c || c.startPosition.row >= packageRow) break;
    if (c.type === "comment" && c.text.startsWith("//"))
      out.push({ line: c.startPosition.row + 1, column: c.startPosition.column + 1, text: c.text.slice(2) });
  }
  return out;
}
function walkDeclarations(nodes, visit) {
  let group = [];
  let previous = [];
  let lastEndRow = -1;
  for (const node of nodes) {
    if (!node) continue;
    const row = node.startPosition.row;
    if (node.type === "comment") {
      const trailing = row === lastEndRow;
      const text = node.text;
      if (trailing) continue;
      if (!text.startsWith("//")) {
        previous = [];
        group = [];
        continue;
      }
      const last2 = group[group.length - 1];
      if (last2 === void 0 || last2.line !== row) {
        previous = group;
        group = [];
      }
      group.push({ line: row + 1, column: node.startPosition.column + 1, text: text.slice(2) });
      continue;
    }
    const last = group[group.length - 1];
    const doc = last !== void 0 && last.line === row ? group : [];
    const firstDoc = doc[0];
    const prevLast = previous[previous.length - 1];
    const second = firstDoc === void 0 ? last !== void 0 && last.line === row - 1 ? group : [] : prevLast !== void 0 && firstDoc.line - prevLast.line === 2 ? previous : [];
    visit(node, doc, second);
    group = [];
    previous = [];
    lastEndRow = node.endPosition.row;
  }
}
function typeDeclaration(node, doc, secondDoc, out, text, ids, recovering) {
  const specs = [];
  const isSpec = (n) => n.type === "type_spec" || n.type === "type_alias";
  const direct = node.namedChildren.filter((c) => c !== null);
  if (direct.length === 1 && direct[0] && isSpec(direct[0])) specs.push({ spec: direct[0], doc, secondDoc });
  else
    walkDeclarations(direct, (spec, d, s) => {
      if (isSpec(spec)) specs.push({ spec, doc: d.length > 0 ? d : [], secondDoc: s });
    });
  for (const { spec, doc: specDoc, secondDoc: specSecond } of specs) {
    const type = spec.childForFieldName("type");
    const name = spec.childForFieldName("name");
    if (!type || !name || name.hasError) continue;
    if (type.type !== "struct_type") {
      if (!spec.childForFieldName("type_parameters") && !(recovering && spec.hasError))
        out.namedTypes.push({ name: name.text, type: type.text });
      continue;
    }
    const list = type.namedChildren.find((c) => c?.type === "field_declaration_list");
    const fields = list ? fieldsOf(list, text, ids, recovering && list.hasError) : [];
    out.structs.push({
      name: name.text,
      line: spec.startPosition.row + 1,
      column: spec.startPosition.column + 1,
      doc: specDoc,
      secondDoc: specSecond,
      fields
    });
  }
}
function fieldsOf(list, text, ids, skipErrors) {
  const fields = [];
  const cursor = list.walk();
  try {
    if (!cursor.gotoFirstChild()) return fields;
    let group = [];
    let lastEndRow = -1;
    do {
      const type = cursor.nodeTypeId;
      if (type === ids.comment) {
        const start = cursor.startPosition;
        if (start.row === lastEndRow) continue;
        const comment = text.slice(cursor.startIndex, cursor.endIndex);
        if (!comment.startsWith("//")) {
          group = [];
          continue;
        }
        const last = group[group.length - 1];
        if (last === void 0 || last.line !== start.row) group = [];
        group.push({ line: start.row + 1, column: start.column + 1, text: comment.slice(2) });
      } else if (type === ids.fieldDeclaration && skipErrors && cursor.currentNode.hasError) {
        group = [];
        lastEndRow = cursor.endPosition.row;
      } else if (type === ids.fieldDeclaration) {
        const start = cursor.startPosition;
        const endRow = cursor.endPosition.row;
        const last = group[group.length - 1];
        const doc = last !== void 0 && last.line === start.row ? group : [];
        const names = [];
        let fieldType = "";
        let tag;
        if (cursor.gotoFirstChild()) {
          do {
            const field = cursor.currentFieldId;
            if (field === ids.name) names.push(text.slice(cursor.startIndex, cursor.endIndex));
            else if (field === ids.type) fieldType += text.slice(cursor.startIndex, cursor.endIndex);
            else if (cursor.nodeTypeId === ids.star)
              fieldType = "*";
            else if (field === ids.tag) tag = goStringValue(text.slice(cursor.startIndex, cursor.endIndex));
          } while (cursor.gotoNextSibling());
          cursor.gotoParent();
        }
        fields.push({
          names,
          type: fieldType,
          ...tag === void 0 ? {} : { tag },
          line: start.row + 1,
          column: start.column + 1,
          endLine: endRow + 1,
          doc
        });
        group = [];
        lastEndRow = endRow;
      } else {
        lastEndRow = cursor.endPosition.row;
      }
    } while (cursor.gotoNextSibling());
  } finally {
    cursor.delete();
  }
  return fields;
}
function valueDeclaration(node, doc, consts, recovering) {
  const kind = node.type === "const_declaration" ? "const_spec" : "var_spec";
  const direct = node.namedChildren.filter((c) => c !== null);
  const holder = direct.length === 1 && direct[0]?.type === "var_spec_list" ? direct[0].namedChildren.filter((c) => c !== null) : direct;
  const specs = [];
  if (holder.length === 1 && holder[0]?.type === kind) specs.push({ spec: holder[0], doc });
  else
    walkDeclarations(holder, (spec, d) => {
      if (spec.type === kind) specs.push({ spec, doc: d });
    });
  for (const { spec, doc: specDoc } of specs) {
    if (recovering && spec.hasError) continue;
    const names = spec.childrenForFieldName("name");
    const name = names[0];
    if (names.length !== 1 || !name) continue;
    const declared = spec.childForFieldName("type")?.text;
    const value = spec.childForFieldName("value")?.namedChildren[0] ?? void 0;
    const { type, stringValue } = stringValueOf(value ?? void 0);
    const t = declared ?? type;
    consts.push({
      name: name.text,
      ...t === void 0 ? {} : { type: t },
      ...stringValue === void 0 ? {} : { stringValue },
      line: spec.startPosition.row + 1,
      column: spec.startPosition.column + 1,
      doc: specDoc
    });
  }
}
function stringValueOf(value) {
  if (!value) return {};
  if (value.type === "interpreted_string_literal" || value.type === "raw_string_literal") {
    const s = goStringValue(value.text);
    return s === void 0 ? {} : { stringValue: s };
  }
  if (value.type === "call_expression") {
    const args = value.childForFieldName("arguments")?.namedChildren ?? [];
    const only = args[0];
    if (args.length !== 1 || !only) return {};
    const inner = stringValueOf(only);
    const fn = value.childForFieldName("function")?.text;
    return inner.stringValue === void 0 || fn === void 0 ? {} : { type: fn, stringValue: inner.stringValue };
  }
  return {};
}
function findSpecMaps(root, recovering) {
  const maps = [];
  for (const lit of root.descendantsOfType("composite_literal")) {
    const type = lit?.childForFieldName("type");
    if (!lit || type?.type !== "map_type" || recovering && type.hasError) continue;
    const valueType = type.childForFieldName("value")?.text ?? "";
    if (!/(VersionedSpecs|FeatureSpec)$/.test(valueType)) continue;
    const body = lit.childForFieldName("body");
    const entries = [];
    for (const el of body?.namedChildren ?? []) {
      if (el?.type !== "keyed_element" || recovering && el.hasError) continue;
      const [keyNode, valueNode] = el.namedChildren;
      const key = keyNode?.namedChildren[0] ?? keyNode;
      const literal = valueNode?.namedChildren[0];
      if (!key || literal?.type !== "literal_value") continue;
      entries.push({
        key: key.text,
        line: key.startPosition.row + 1,
        column: key.startPosition.column + 1,
        values: structLiteralsOf(literal)
      });
    }
    maps.push({
      keyType: type.childForFieldName("key")?.text ?? "",
      valueType,
      line: lit.startPosition.row + 1,
      entries
    });
  }
  return maps;
}
function structLiteralsOf(literal) {
  const children = literal.namedChildren.filter((c) => c !== null && c.type !== "comment");
  if (children.some((c) => c.type === "keyed_element") || children.length === 0) return [structLiteral(literal)];
  return children.flatMap((c) => {
    const inner = c.type === "literal_element" ? c.namedChildren[0] : c;
    return inner?.type === "literal_value" ? [structLiteral(inner)] : [];
  });
}
function structLiteral(literal) {
  const fields = /* @__PURE__ */ new Map();
  for (const el of literal.namedChildren) {
    if (el?.type !== "keyed_element") continue;
    const [k, v] = el.namedChildren;
    if (k && v) fields.set(k.text, v.text);
  }
  return { line: literal.startPosition.row + 1, fields };
}

// src/parse/go/load-go-parser.ts
var GO_GRAMMAR = "tree-sitter-go 0.25";
var RUNTIME_WASM = "web-tree-sitter.wasm";
var GO_GRAMMAR_WASM = "tree-sitter-go.wasm";
async function loadGoParser(moduleUrl = import.meta.url) {
  const runtime = await readFirst(candidates(moduleUrl, RUNTIME_WASM, `web-tree-sitter/${RUNTIME_WASM}`));
  const grammar = await readFirst(candidates(moduleUrl, GO_GRAMMAR_WASM, `tree-sitter-go/${GO_GRAMMAR_WASM}`));
  const { Language, Parser } = await import("./chunk-OVVGIZXS.js");
  await Parser.init({ wasmBinary: runtime });
  const language = await Language.load(grammar);
  const parser = new Parser();
  parser.setLanguage(language);
  return goParserOf(parser);
}
function candidates(moduleUrl, file, packagePath) {
  const here = dirname(fileURLToPath(moduleUrl));
  const list = [join(here, file)];
  try {
    list.push(createRequire2(moduleUrl).resolve(packagePath));
  } catch {
  }
  return list;
}
async function readFirst(paths) {
  for (const p of paths) {
    try {
      return await readFile(p);
    } catch {
    }
  }
  throw new Error(
    `cannot find ${paths.map((p) => JSON.stringify(p)).join(" or ")}: the Go parser's WebAssembly is missing`
  );
}

export {
  celJs,
  re2js,
  picomatch,
  goStringValue,
  NOTHING_EXTRACTED,
  GO_GRAMMAR,
  loadGoParser
};
