import { readJsonc } from './jsonc.js';
import { conflictMarkerIn } from './merge-conflict.js';
import { objectsOfDocument } from './kube-object.js';
import { LIMITS, type ParseProblem } from './parse-problem.js';
import { constructFromEvents, parseEvents } from 'js-yaml';
import { isJsonObject } from './kube-object.js';
import { templateSites, type TemplateSite } from './template-syntax.js';
import { splitDocuments } from './yaml-documents.js';

// What a file that YAML cannot read is instead: a template (every failing document of the file
// judged alike, so `{% raw %}` that opens one document and closes the next gives one kind of
// finding), or JSON with comments. And whether it looks like a Kubernetes manifest at all, for
// the rules that judge how loud an unreadable file is (a tool's configuration is not ours).

export interface DocumentRead {
  readonly values: readonly unknown[];
  readonly offset: number;
  readonly line: number;
}

export interface FileRead {
  readonly documents: readonly DocumentRead[];
  readonly problems: readonly ParseProblem[];
}

/**
 * The problems of a file re-read with the whole text in view: failures that template syntax
 * explains become `template`, and a `.json` file of JSONC is read as JSONC. Files without
 * problems come back as they are, at no cost.
 */
export function recogniseForms(path: string, text: string, read: FileRead): FileRead {
  if (read.problems.length === 0) return read;
  if (/\.json$/i.test(path)) {
    const jsonc = readJsonc(text);
    if (jsonc) return jsoncRead(text, jsonc.value, jsonc.firstExtension);
  }
  const fence = markdownFenceOpening(text);
  if (fence) return markdownSnippetRead(read, fence);
  let sites: readonly TemplateSite[] | undefined; // read once, and only for a file that needs it
  let starts: readonly number[] | undefined;
  let lines: readonly string[] | undefined;
  let failed: readonly (readonly [number, number])[] | undefined;
  const problems = read.problems.map((p) => {
    if (p.code !== 'yaml-syntax' && p.code !== 'duplicate-key') return p;
    // A conflict marker committed unresolved is the cause, whatever template text a block scalar
    // of the file holds (cluster-api-addon-provider-helm 2e05a1d: `{{range}}` in a values block).
    lines ??= text.split(/\r?\n/);
    if (p.code === 'yaml-syntax' && conflictMarkerIn(lines[p.line - 1] ?? '')) return p;
    sites ??= templateSites(text);
    if (sites.length === 0) return p;
    starts ??= splitDocuments(text).map((c) => c.line);
    const [from, to] = documentLines(starts, p.line);
    // The mark on the line YAML failed on names the cause, where YAML failed at it or after it (a
    // quoted `"{{ include "x" . }}"` ends its string early); one inside a string after where YAML
    // failed is text the failure came before (kube-prometheus's Alertmanager config: an indented
    // key, then `'{{ template "slack.title" . }}'`). Else the document's first mark that stands
    // where YAML structure is; else the file's (a `{% raw %}` two documents up explains this one
    // too). A mark in the document is where the finding goes: YAML's own position may be the
    // document's start.
    const onFailingLine = (s: TemplateSite): boolean =>
      s.line === p.line && (s.structural || (s.column <= p.column && s.textOnly !== true));
    // An elision below the line YAML failed on explains nothing: YAML reads forwards, and fails at
    // or after what an excerpt leaves out (group-sync-operator 65c1f5dc05: a `...` in the text of a
    // block scalar far below a plain scalar the change broke with `: `).
    const explains = (s: TemplateSite): boolean => s.structural && !(s.excerpt === true && s.line > p.line);
    const inDocument = sites.find(onFailingLine) ?? sites.find((s) => explains(s) && s.line >= from && s.line < to);
    // Another document's mark explains this one only where that document failed too: a `${TOOL}`
    // line of a script in a ConfigMap's block scalar, a document that parsed, explains nothing
    // (hwameistor's minio-distributed.yaml: a rendered chart that lost a line break further down).
    failed ??= read.problems.filter((q) => q.code === 'yaml-syntax').map((q) => documentLines(starts ?? [], q.line));
    const inFailedDocument = (s: TemplateSite): boolean =>
      (failed ?? []).some(([first, end]) => s.line >= first && s.line < end);
    const site = inDocument ?? sites.find((s) => explains(s) && inFailedDocument(s));
    if (!site) return p;
    const where = inDocument ? { line: site.line, column: site.column } : { line: p.line, column: p.column };
    const elsewhere = inDocument ? '' : ` on line ${site.line}`;
    return {
      ...where,
      code: 'template' as const,
      message: site.excerpt
        ? `an excerpt: ${site.syntax}${elsewhere} stands for what it leaves out; it is a manifest only once completed, so it was not reviewed`
        : `looks like a template: ${site.syntax}${elsewhere}; it is YAML only once rendered, so it was not reviewed`,
    };
  });
  return { documents: read.documents, problems };
}

// A Markdown code fence (```yaml, ~~~) as a file's first line: a snippet that documentation
// includes whole (gloo's docs/content/.../test-no-auth-vs.yaml, pulled into a page by Hugo's
// readfile with markdown="true"), never a file kubectl reads.
const FENCE_OPENING = /^\s*(?:```|~~~)([\w+.-]*)[ \t]*(?:\r\n|\r|\n)/;

/** The code fence a file opens with (after blank lines only), or undefined. */
function markdownFenceOpening(text: string): FenceOpening | undefined {
  const m = FENCE_OPENING.exec(text);
  if (!m) return undefined;
  const blank = /^\s*/.exec(m[0])?.[0] ?? '';
  return { language: m[1] ?? '', line: blank.split(/\r\n|\r|\n/).length };
}

interface FenceOpening {
  /** What follows the fence (`yaml`), or "". */
  readonly language: string;
  readonly line: number;
}

/**
 * A snippet's problems: one notice at its fence for all that YAML could not read, and none of
 * its documents reviewed (what parsed of it is half a code block).
 */
function markdownSnippetRead(read: FileRead, opening: FenceOpening): FileRead {
  const unreadable = (p: ParseProblem) => p.code === 'yaml-syntax' || p.code === 'duplicate-key';
  if (!read.problems.some(unreadable)) return read;
  const snippet: ParseProblem = {
    code: 'template',
    line: opening.line,
    column: 1,
    // The fence itself is not quoted: its backticks would end the message's code span.
    message: `a Markdown snippet: line ${opening.line} opens a code block${opening.language ? ` of ${opening.language}` : ''} that documentation includes as it is; it is no manifest kubectl reads, so it was not reviewed`,
  };
  return { documents: [], problems: [snippet, ...read.problems.filter((p) => !unreadable(p))] };
}

/** The lines [from, to) of the document that holds `line`, given each document's first line. */
function documentLines(starts: readonly number[], line: number): [number, number] {
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

/**
 * A JSONC file: a tool's configuration is read, and holds nothing to review; one that holds a
 * Kubernetes object is one kubectl cannot read, so it stays a problem, at the first comment.
 */
function jsoncRead(text: string, value: unknown, firstExtension: number): FileRead {
  if (objectsOfDocument(value, { file: '', docOffset: 0, docLine: 1 }).length === 0) {
    return { documents: [{ values: [value], offset: 0, line: 1 }], problems: [] };
  }
  const before = text.slice(0, firstExtension);
  const line = before.split(/\r\n|\r|\n/).length;
  const column = firstExtension - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  return {
    documents: [],
    problems: [
      {
        code: 'yaml-syntax',
        message:
          'JSON with comments or trailing commas: kubectl reads plain JSON, so it cannot apply this file; the file was not reviewed',
        line,
        column,
      },
    ],
  };
}

/**
 * Whether a text names both `apiVersion` and `kind` as keys (YAML block or flow, or JSON): a
 * Kubernetes manifest even where it cannot be read. A Helm template may write its apiVersion
 * line with a named template (windows-gmsa's `{{ template "cert-manager.apiversion" . }}` above
 * `kind: Issuer`): a `kind` key and a line that starts with such an action count too. Bytes that
 * are not text are searched as ASCII, which is how those keys are written in any encoding kubectl reads.
 * Where js-yaml reads the file, a document (or a List's item) must hold both keys.
 */
export function namesObjectKeys(text: string | Uint8Array): boolean {
  if (typeof text !== 'string') {
    // Searched in place: the file may be larger than what is decoded (LIMITS.maxFileBytes).
    const bytes = Buffer.from(text.buffer, text.byteOffset, text.byteLength);
    const named =
      (bytes.includes('apiVersion:') || bytes.includes('"apiVersion"')) &&
      (bytes.includes('kind:') || bytes.includes('"kind"'));
    // Read with each invalid sequence replaced (dropped before the first line's text, where a stray
    // byte order mark stands; dropped after `name: ?`, a mangled emoji made `? ` a key): a GitHub
    // workflow holds `kind:` and `apiVersion:` in a kind cluster's config, a block scalar
    // (nephoran-intent-operator's e2e workflows).
    return (
      named &&
      (bytes.length > LIMITS.maxFileBytes || !readsWithoutObjectKeys(LOSSY_UTF8.decode(bytes).replace(/^\uFFFD+/, '')))
    );
  }
  if (!KEY.kind.test(text) || !(KEY.apiVersion.test(text) || NAMED_TEMPLATE_LINE.test(text))) return false;
  // Keys written only as the text of a block scalar are no keys of the document (a cloud-init
  // template's `write_files[].content: |` holding a Secret: cluster-api-provider-cloud-director
  // c84fae0d64, whose `hostname: %s` fails to parse).
  const keyed = withoutBlockScalarText(text);
  if (!KEY.kind.test(keyed) || !(KEY.apiVersion.test(keyed) || NAMED_TEMPLATE_LINE.test(keyed))) return false;
  // A text without template actions that js-yaml reads (go-yaml refused it: a `null:` key, which
  // sigs.k8s.io/yaml cannot make JSON) names them as a document's keys or not at all: a Swagger
  // file has `apiVersion` and `kind` as properties six levels deep (ververica-platform-k8s-operator's
  // ververica-platform-api/api/swagger.yaml).
  return text.includes('{{') || text.length > LIMITS.maxFileBytes || !readsWithoutObjectKeys(text);
}

/**
 * The text with the lines of every block scalar's content blanked: those below a line that ends
 * in a block scalar's header (`key: |`, `- >-`, `key: |2 # comment`) and are blank or indented
 * deeper than it, as YAML reads them.
 */
function withoutBlockScalarText(text: string): string {
  const lines = text.split('\n');
  let parent = -1; // the indentation of the line that opened the scalar, or -1 outside one
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const indent = line.length - line.trimStart().length;
    if (parent >= 0 && (line.trim() === '' || indent > parent)) {
      lines[i] = '';
      continue;
    }
    parent = BLOCK_SCALAR_HEADER.test(line) ? indent : -1;
  }
  return lines.join('\n');
}

// A key or a list item whose value is a block scalar: `|` or `>`, its chomping and indentation
// indicators, and a comment, ending the line.
const BLOCK_SCALAR_HEADER = /^[ \t]*(?:-[ \t]+)*(?:[^#\s].*?:[ \t]+)?[|>][+-]?[1-9]?[+-]?[ \t]*(?:#.*)?\r?$/;

/** A line that is a Helm or Go template's named template or include, where a key may be written. */
const NAMED_TEMPLATE_LINE = /^[ \t]*\{\{-?[ \t]*(?:template|include)\b/m;

// At a line's start (after indentation and `- `) or after `{` or `,`; quoted or not.
const KEY = {
  apiVersion: /(?:^|[{,])[ \t]*(?:-[ \t]+)?["']?apiVersion["']?[ \t]*:/m,
  kind: /(?:^|[{,])[ \t]*(?:-[ \t]+)?["']?kind["']?[ \t]*:/m,
} as const;

/**
 * Whether js-yaml reads the text with its own schema (repeated keys allowed, no aliases: what
 * go-yaml refused may still be read) and no document of it holds both keys.
 */
function readsWithoutObjectKeys(text: string): boolean {
  let documents: unknown[];
  try {
    documents = constructFromEvents(parseEvents(text, { maxDepth: LIMITS.maxDepth }), {
      source: text,
      maxAliases: 0,
      json: true,
    });
  } catch {
    return false;
  }
  return !documents.some(holdsObjectKeys);
}

const LOSSY_UTF8 = new TextDecoder('utf-8', { fatal: false });

/** A document with both keys, or a list of such (top-level, or a List's `items`). */
const holdsObjectKeys = (d: unknown): boolean =>
  isObjectKeyed(d) ||
  (Array.isArray(d) && d.some(isObjectKeyed)) ||
  (isJsonObject(d) && Array.isArray(d.items) && d.items.some(isObjectKeyed));

const isObjectKeyed = (d: unknown): boolean => isJsonObject(d) && 'apiVersion' in d && 'kind' in d;
