import type { Node, Parser, Tree } from 'web-tree-sitter';
import { decodeText } from '../decode-text.js';
import { LIMITS } from '../parse-problem.js';
import {
  NOTHING_EXTRACTED,
  type GoCommentLine,
  type GoConst,
  type GoField,
  type GoFile,
  type GoImport,
  type GoMapEntry,
  type GoMapLiteral,
  type GoNamedType,
  type GoStruct,
  type GoStructLiteral,
} from './go-file.js';
import { goStringValue } from './go-string-literal.js';

// Go source into declarations (spec/go-lifecycle.md §1, §3) with tree-sitter-go. Parsing is
// synchronous once the grammar is loaded (load-go-parser.ts), so the engine stays synchronous.
// Only top-level declarations are walked node by node: that is what keeps extraction fast on
// 5 MB of API types; spec maps are found with the runtime's own descendant search.

export interface GoParser {
  parse(path: string, content: Uint8Array | string): GoFile;
}

export function goParserOf(parser: Parser): GoParser {
  const language = parser.language;
  const ids: SymbolIds = {
    comment: language?.idForNodeType('comment', true) ?? -1,
    fieldDeclaration: language?.idForNodeType('field_declaration', true) ?? -1,
    star: language?.idForNodeType('*', false) ?? -1,
    name: language?.fieldIdForName('name') ?? -1,
    type: language?.fieldIdForName('type') ?? -1,
    tag: language?.fieldIdForName('tag') ?? -1,
  };
  return { parse: (path, content) => parseGoFile(parser, ids, path, content) };
}

/** Node type and field ids of the grammar: the field loop compares numbers, not names. */
interface SymbolIds {
  readonly comment: number;
  readonly fieldDeclaration: number;
  readonly star: number;
  readonly name: number;
  readonly type: number;
  readonly tag: number;
}

function parseGoFile(parser: Parser, ids: SymbolIds, path: string, content: Uint8Array | string): GoFile {
  const failed = (line: number, column: number, message: string): GoFile => ({
    path,
    text: '',
    ...NOTHING_EXTRACTED,
    error: { line, column, message },
  });
  const size = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  if (size > LIMITS.maxFileBytes) {
    return failed(
      1,
      1,
      `the file is ${(size / 2 ** 20).toFixed(1)} MiB, more than the ${LIMITS.maxFileBytes / 2 ** 20} MiB this tool reads`,
    );
  }
  let text: string;
  if (typeof content === 'string') text = content;
  else {
    const decoded = decodeText(content);
    if ('problem' in decoded)
      return failed(
        decoded.problem.line,
        decoded.problem.column,
        decoded.problem.message.replace('YAML or JSON', 'Go source'),
      );
    text = decoded.text;
  }
  if (isGenerated(text)) return { path, text, ...NOTHING_EXTRACTED, isGenerated: true };
  let tree: Tree | null = null;
  try {
    tree = parseReadingNewExpressions(parser, withFinalNewline(text));
    if (!tree) return failed(1, 1, 'the Go parser gave up on this file');
    const root = tree.rootNode;
    if (!root.hasError) return { ...extract(root, text, ids, false), path };
    // The Go compiler, not this grammar, is the judge of Go syntax: tree-sitter recovers around
    // what it cannot read, and every declaration it read whole is still extracted.
    const bad = firstError(root);
    const at = bad?.startPosition ?? { row: 0, column: 0 };
    const what = bad?.isMissing
      ? `missing ${JSON.stringify(bad.type)}`
      : `unexpected ${JSON.stringify(firstLine(bad?.text ?? ''))}`;
    return {
      ...extract(root, text, ids, true),
      path,
      syntaxError: { line: at.row + 1, column: at.column + 1, message: what },
    };
  } finally {
    tree?.delete();
  }
}

/**
 * Go 1.26 lets `new` take an expression (`new(int32(9443))`, `new("x")`); tree-sitter-go 0.25
 * reads `new(` as the start of a type only, so each such call is a syntax error that recovery
 * may spread over the declarations around it. In a file with errors, every call of `new` is read
 * again as an ordinary call, its callee respelled with the same number of characters (`nEw`, so
 * no position moves); the calls whose argument is a type (`new([]string)`, which an ordinary call
 * cannot hold) get their `new` back; the file is parsed with that. The respelling is seen only
 * where a value is kept as written (a spec literal's field holding a call of `new`), and no form
 * this tool reads from such values calls `new`. What still fails to parse is reported as before.
 */
function parseReadingNewExpressions(parser: Parser, text: string): Tree | null {
  const tree = parser.parse(text);
  if (!tree?.rootNode.hasError) return tree;
  let calls = newCallees(tree.rootNode, text, 'new');
  if (calls.length === 0) return tree;
  let asCalls = respell(text, calls, 'nEw');
  let probe = parser.parse(asCalls);
  // Recovery from one error may swallow the next calls of `new` on its line into the same ERROR
  // node (`Name: new("a"), Kind: new("b")`): those appear as calls once the first is respelled.
  for (let round = 0; probe?.rootNode.hasError && round < MAX_NEW_ROUNDS; round++) {
    const more = newCallees(probe.rootNode, asCalls, 'new');
    if (more.length === 0) break;
    calls = [...calls, ...more].sort((a, b) => a - b);
    asCalls = respell(text, calls, 'nEw');
    probe.delete();
    probe = parser.parse(asCalls);
  }
  if (!probe) return tree;
  const typeArguments = new Set(calls.filter((at) => !readsAsCall(probe.rootNode, at)));
  // Most often every call reads as one (`new(Foo)` does too): the probe is the answer. When none
  // does, the first parse is. Only a mix needs a third.
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
      'nEw',
    ),
  );
  if (!again) return tree;
  tree.delete();
  return again;
}

/** How many times a file is read again for calls of `new` that an error hid (each round finds more, or stops). */
const MAX_NEW_ROUNDS = 8;

/** Where each callee `new` (or its respelling) stands: a `new` token followed by `(`, not in a comment or string. */
function newCallees(root: Node, text: string, spelling: string): number[] {
  const offsets: number[] = [];
  const callee = new RegExp(`\\b${spelling}\\s*\\(`, 'g');
  for (let m = callee.exec(text); m; m = callee.exec(text)) {
    if (m.index > 0 && text[m.index - 1] === '.') continue;
    const token = root.descendantForIndex(m.index, m.index + spelling.length);
    if (token && token.childCount === 0 && token.text === spelling) offsets.push(m.index);
  }
  return offsets;
}

/** Whether the respelled callee at `at` is an ordinary call the grammar read without an error. */
function readsAsCall(root: Node, at: number): boolean {
  const call = root.descendantForIndex(at, at + 3)?.parent;
  return call?.type === 'call_expression' && !call.hasError;
}

/** `text` with `as` written over each of the offsets (ascending, apart): one pass, as a file may call `new` thousands of times. */
const respell = (text: string, offsets: readonly number[], as: string): string => {
  const parts: string[] = [];
  let from = 0;
  for (const at of offsets) {
    parts.push(text.slice(from, at), as);
    from = at + as.length;
  }
  parts.push(text.slice(from));
  return parts.join('');
};

/**
 * Go's scanner ends the last line at the end of the file: after `)`, `}`, an identifier or a
 * literal it inserts the semicolon a newline would (go/scanner, "EOF" semicolon), so a file
 * without a final newline is valid Go. tree-sitter-go 0.25 accepts the end of the file as a
 * terminator only after some statements (`var x = 1`, not `)` or `}`) and otherwise reports the
 * whole file as not Go. A newline appended after the last byte gives the grammar the
 * terminator Go implies, and moves no position in the file.
 */
const withFinalNewline = (text: string): string => (text.endsWith('\n') ? text : `${text}\n`);

/**
 * Go's convention for generated files (`go help generate`): a line `// Code generated … DO NOT
 * EDIT.` before the package clause. They hold no hand-written API definitions, tags or gates, and
 * they are most of the Go in an API repository (deepcopy, protobuf, conversions) and the slowest
 * to parse, so they are not parsed.
 */
function isGenerated(text: string): boolean {
  const pkg = /^package\s/m.exec(text);
  const header = pkg ? text.slice(0, pkg.index) : text.slice(0, 4096);
  return /^\/\/ Code generated .* DO NOT EDIT\.\r?$/m.test(header);
}

function firstError(node: Node): Node | undefined {
  if (node.isMissing) return node;
  if (node.isError) return errorPoint(node);
  for (const child of node.children) {
    if (child && (child.hasError || child.isMissing)) {
      const found = firstError(child);
      if (found) return found;
    }
  }
  return node.hasError ? missingSeparator(node) : undefined;
}

/**
 * Where a node holds an error no child shows: a missing token the grammar inserted without a node
 * (two constants on one line, `certDir = "…"apiExtCertDir = "/certs"`, lack the `;` between them:
 * hierarchical-namespaces a90901fc). Go's parser stops at the named child that starts on the line
 * where the one before it ended; where none does, at the node itself.
 */
function missingSeparator(node: Node): Node {
  const named = node.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
  for (let i = 1; i < named.length; i++) {
    const before = named[i - 1] as Node;
    const after = named[i] as Node;
    if (after.startPosition.row === before.endPosition.row && !before.hasError) return after;
  }
  return node;
}

/**
 * Where the trouble in an ERROR node starts. Recovery often wraps a whole declaration in one
 * ERROR node that still holds complete pieces (the fields before an unterminated string, say):
 * the error is the first loose token after the last complete piece, where Go's own parser stops,
 * or, when that piece holds an error itself, the first error inside it.
 */
function errorPoint(error: Node): Node {
  const children = error.children.filter((c): c is Node => c !== null && c.type !== 'comment');
  let lastComplete = -1;
  children.forEach((c, i) => {
    if (c.childCount > 0 && !c.hasError) lastComplete = i;
  });
  const next = children[lastComplete + 1];
  if (!next) return error;
  return next.hasError && !next.isError ? (firstError(next) ?? next) : next;
}

const firstLine = (s: string): string => {
  const line = s.split('\n')[0] ?? '';
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
};

interface Extracted {
  packageName: string;
  packageComments: GoCommentLine[];
  imports: GoImport[];
  structs: GoStruct[];
  namedTypes: GoNamedType[];
  consts: GoConst[];
}

/**
 * `recovering`: the tree has errors. Then the top level is read through ERROR nodes (recovery
 * wraps what follows a bad token, complete declarations included), and a declaration, spec or
 * field that holds an error is left out: its pieces may be misread, and a misread field is worse
 * than a missing one.
 */
function extract(root: Node, text: string, ids: SymbolIds, recovering: boolean): Omit<GoFile, 'path'> {
  const out: Extracted = {
    packageName: '',
    packageComments: [],
    imports: [],
    structs: [],
    namedTypes: [],
    consts: [],
  };
  const top = recovering ? throughErrors(root.children) : root.children;
  walkDeclarations(top, (node, doc, secondDoc) => {
    switch (node.type) {
      case 'package_clause':
        if (recovering && node.hasError) break;
        out.packageName = node.namedChildren[0]?.text ?? '';
        out.packageComments = packageCommentsOf(root, node.startPosition.row);
        break;
      case 'import_declaration':
        for (const spec of node.descendantsOfType('import_spec')) {
          if (recovering && spec?.hasError) continue;
          const value = goStringValue(spec?.childForFieldName('path')?.text ?? '');
          const name = spec?.childForFieldName('name')?.text;
          if (value !== undefined) out.imports.push({ ...(name === undefined ? {} : { name }), path: value });
        }
        break;
      case 'type_declaration':
        typeDeclaration(node, doc, secondDoc, out, text, ids, recovering);
        break;
      case 'const_declaration':
      case 'var_declaration':
        valueDeclaration(node, doc, out.consts, recovering);
        break;
    }
  });
  // Cheap text test first: most files (API types) hold no spec map, and the search is not free.
  const specMaps =
    text.includes('VersionedSpecs') || text.includes('FeatureSpec') ? findSpecMaps(root, recovering) : [];
  return { text, ...out, specMaps };
}

/** Top-level nodes with each ERROR node replaced by its children, in order. */
function throughErrors(nodes: readonly (Node | null)[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (!node) continue;
    if (node.isError) out.push(...throughErrors(node.children));
    else out.push(node);
  }
  return out;
}

function packageCommentsOf(root: Node, packageRow: number): GoCommentLine[] {
  const out: GoCommentLine[] = [];
  for (const c of root.children) {
    if (!c || c.startPosition.row >= packageRow) break;
    if (c.type === 'comment' && c.text.startsWith('//'))
      out.push({ line: c.startPosition.row + 1, column: c.startPosition.column + 1, text: c.text.slice(2) });
  }
  return out;
}

type Visit = (node: Node, doc: GoCommentLine[], secondDoc: GoCommentLine[]) => void;

/**
 * Walks sibling nodes, handing each non-comment node its doc comment (§1): the contiguous `//`
 * lines directly above it, and the group one blank line above those. A comment that starts on
 * the row where the previous node ends is that node's trailing comment, never a doc.
 */
function walkDeclarations(nodes: readonly (Node | null)[], visit: Visit): void {
  let group: GoCommentLine[] = [];
  let previous: GoCommentLine[] = [];
  let lastEndRow = -1;
  for (const node of nodes) {
    if (!node) continue;
    const row = node.startPosition.row;
    if (node.type === 'comment') {
      const trailing = row === lastEndRow;
      const text = node.text;
      if (trailing) continue;
      if (!text.startsWith('//')) {
        previous = [];
        group = [];
        continue;
      }
      const last = group[group.length - 1];
      if (last === undefined || last.line !== row) {
        // a new group: the one before it may be the second-closest group of the next node
        previous = group;
        group = [];
      }
      group.push({ line: row + 1, column: node.startPosition.column + 1, text: text.slice(2) });
      continue;
    }
    const last = group[group.length - 1];
    const doc = last !== undefined && last.line === row ? group : [];
    const firstDoc = doc[0];
    const prevLast = previous[previous.length - 1];
    // gengo's second-closest group ends one blank line above the doc comment, or above the
    // declaration itself when it has no doc comment (tags set apart from the type by a blank line).
    const second =
      firstDoc === undefined
        ? last !== undefined && last.line === row - 1
          ? group
          : []
        : prevLast !== undefined && firstDoc.line - prevLast.line === 2
          ? previous
          : [];
    visit(node, doc, second);
    group = [];
    previous = [];
    lastEndRow = node.endPosition.row;
  }
}

function typeDeclaration(
  node: Node,
  doc: GoCommentLine[],
  secondDoc: GoCommentLine[],
  out: Pick<Extracted, 'structs' | 'namedTypes'>,
  text: string,
  ids: SymbolIds,
  recovering: boolean,
): void {
  const specs: { spec: Node; doc: GoCommentLine[]; secondDoc: GoCommentLine[] }[] = [];
  const isSpec = (n: Node) => n.type === 'type_spec' || n.type === 'type_alias';
  const direct = node.namedChildren.filter((c): c is Node => c !== null);
  if (direct.length === 1 && direct[0] && isSpec(direct[0])) specs.push({ spec: direct[0], doc, secondDoc });
  else
    walkDeclarations(direct, (spec, d, s) => {
      if (isSpec(spec)) specs.push({ spec, doc: d.length > 0 ? d : [], secondDoc: s });
    });
  for (const { spec, doc: specDoc, secondDoc: specSecond } of specs) {
    const type = spec.childForFieldName('type');
    const name = spec.childForFieldName('name');
    if (!type || !name || name.hasError) continue;
    if (type.type !== 'struct_type') {
      // A generic declaration's type reads its parameters: not a type to read through; one the
      // grammar could not read whole may be misread.
      if (!spec.childForFieldName('type_parameters') && !(recovering && spec.hasError))
        out.namedTypes.push({
          name: name.text,
          type: type.text,
          ...(spec.type === 'type_alias' ? { alias: true } : {}),
        });
      continue;
    }
    const list = type.namedChildren.find((c) => c?.type === 'field_declaration_list');
    const fields = list ? fieldsOf(list, text, ids, recovering && list.hasError) : [];
    out.structs.push({
      name: name.text,
      line: spec.startPosition.row + 1,
      column: spec.startPosition.column + 1,
      doc: specDoc,
      secondDoc: specSecond,
      fields,
    });
  }
}

/**
 * The fields of a struct, with a cursor rather than Node objects: API types are mostly fields,
 * and this loop is where extraction spends its time (scripts/bench-lifecycle.ts). Doc comments
 * follow walkDeclarations' rules; a comment on the row of `{` trails it.
 */
function fieldsOf(list: Node, text: string, ids: SymbolIds, skipErrors: boolean): GoField[] {
  const fields: GoField[] = [];
  const cursor = list.walk();
  try {
    if (!cursor.gotoFirstChild()) return fields;
    let group: GoCommentLine[] = [];
    let lastEndRow = -1;
    do {
      const type = cursor.nodeTypeId;
      if (type === ids.comment) {
        const start = cursor.startPosition;
        if (start.row === lastEndRow) continue;
        const comment = text.slice(cursor.startIndex, cursor.endIndex);
        if (!comment.startsWith('//')) {
          group = [];
          continue;
        }
        const last = group[group.length - 1];
        if (last === undefined || last.line !== start.row) group = [];
        group.push({ line: start.row + 1, column: start.column + 1, text: comment.slice(2) });
      } else if (type === ids.fieldDeclaration && skipErrors && cursor.currentNode.hasError) {
        group = [];
        lastEndRow = cursor.endPosition.row;
      } else if (type === ids.fieldDeclaration) {
        const start = cursor.startPosition;
        const endRow = cursor.endPosition.row;
        const last = group[group.length - 1];
        const doc = last !== undefined && last.line === start.row ? group : [];
        const names: string[] = [];
        let fieldType = '';
        let tag: string | undefined;
        if (cursor.gotoFirstChild()) {
          do {
            const field = cursor.currentFieldId;
            if (field === ids.name) names.push(text.slice(cursor.startIndex, cursor.endIndex));
            else if (field === ids.type) fieldType += text.slice(cursor.startIndex, cursor.endIndex);
            else if (cursor.nodeTypeId === ids.star)
              fieldType = '*'; // an embedded pointer: `*Inner`
            else if (field === ids.tag) tag = goStringValue(text.slice(cursor.startIndex, cursor.endIndex));
          } while (cursor.gotoNextSibling());
          cursor.gotoParent();
        }
        fields.push({
          names,
          type: fieldType,
          ...(tag === undefined ? {} : { tag }),
          line: start.row + 1,
          column: start.column + 1,
          endLine: endRow + 1,
          doc,
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

function valueDeclaration(node: Node, doc: GoCommentLine[], consts: GoConst[], recovering: boolean): void {
  const kind = node.type === 'const_declaration' ? 'const_spec' : 'var_spec';
  const direct = node.namedChildren.filter((c): c is Node => c !== null);
  const holder =
    direct.length === 1 && direct[0]?.type === 'var_spec_list'
      ? direct[0].namedChildren.filter((c): c is Node => c !== null)
      : direct;
  const specs: { spec: Node; doc: GoCommentLine[] }[] = [];
  if (holder.length === 1 && holder[0]?.type === kind) specs.push({ spec: holder[0], doc });
  else
    walkDeclarations(holder, (spec, d) => {
      if (spec.type === kind) specs.push({ spec, doc: d });
    });
  for (const { spec, doc: specDoc } of specs) {
    if (recovering && spec.hasError) continue;
    const names = spec.childrenForFieldName('name');
    const name = names[0];
    if (names.length !== 1 || !name) continue;
    const declared = spec.childForFieldName('type')?.text;
    const value = spec.childForFieldName('value')?.namedChildren[0] ?? undefined;
    const { type, stringValue } = stringValueOf(value ?? undefined);
    const t = declared ?? type;
    consts.push({
      name: name.text,
      ...(t === undefined ? {} : { type: t }),
      ...(stringValue === undefined ? {} : { stringValue }),
      line: spec.startPosition.row + 1,
      column: spec.startPosition.column + 1,
      doc: specDoc,
    });
  }
}

/** `"X"`, or a conversion `T("X")`. */
function stringValueOf(value: Node | undefined): { type?: string; stringValue?: string } {
  if (!value) return {};
  if (value.type === 'interpreted_string_literal' || value.type === 'raw_string_literal') {
    const s = goStringValue(value.text);
    return s === undefined ? {} : { stringValue: s };
  }
  if (value.type === 'call_expression') {
    const args = value.childForFieldName('arguments')?.namedChildren ?? [];
    const only = args[0];
    if (args.length !== 1 || !only) return {};
    const inner = stringValueOf(only);
    const fn = value.childForFieldName('function')?.text;
    return inner.stringValue === undefined || fn === undefined ? {} : { type: fn, stringValue: inner.stringValue };
  }
  return {};
}

function findSpecMaps(root: Node, recovering: boolean): GoMapLiteral[] {
  const maps: GoMapLiteral[] = [];
  for (const lit of root.descendantsOfType('composite_literal')) {
    const type = lit?.childForFieldName('type');
    if (!lit || type?.type !== 'map_type' || (recovering && type.hasError)) continue;
    const valueType = type.childForFieldName('value')?.text ?? '';
    if (!/(VersionedSpecs|FeatureSpec)$/.test(valueType)) continue;
    const body = lit.childForFieldName('body');
    const entries: GoMapEntry[] = [];
    for (const el of body?.namedChildren ?? []) {
      if (el?.type !== 'keyed_element' || (recovering && el.hasError)) continue;
      const [keyNode, valueNode] = el.namedChildren;
      const key = keyNode?.namedChildren[0] ?? keyNode;
      const literal = valueNode?.namedChildren[0];
      if (!key || literal?.type !== 'literal_value') continue;
      entries.push({
        key: key.text,
        line: key.startPosition.row + 1,
        column: key.startPosition.column + 1,
        values: structLiteralsOf(literal),
      });
    }
    maps.push({
      keyType: type.childForFieldName('key')?.text ?? '',
      valueType,
      line: lit.startPosition.row + 1,
      entries,
    });
  }
  return maps;
}

/** `{K: v, …}` gives itself; `{{…}, {…}}` gives its elements. */
function structLiteralsOf(literal: Node): GoStructLiteral[] {
  const children = literal.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
  if (children.some((c) => c.type === 'keyed_element') || children.length === 0) return [structLiteral(literal)];
  return children.flatMap((c) => {
    const inner = c.type === 'literal_element' ? c.namedChildren[0] : c;
    return inner?.type === 'literal_value' ? [structLiteral(inner)] : [];
  });
}

function structLiteral(literal: Node): GoStructLiteral {
  const fields = new Map<string, string>();
  for (const el of literal.namedChildren) {
    if (el?.type !== 'keyed_element') continue;
    const [k, v] = el.namedChildren;
    if (k && v) fields.set(k.text, v.text);
  }
  return { line: literal.startPosition.row + 1, fields };
}
