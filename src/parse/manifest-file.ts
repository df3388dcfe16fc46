import type { YAMLException } from 'js-yaml';
import { expandedSize } from './alias-expansion.js';
import { isCrdFragment } from './crd-fragment.js';
import { decodeText } from './decode-text.js';
import { isJsonObject, objectsOfDocument, type KubeObject } from './kube-object.js';
import { isPatchDocument, mayHoldPatchDocuments } from './kustomize-patches.js';
import { LineIndex } from './line-index.js';
import type { NonObjectKind } from './non-object-files.js';
import { LIMITS, type ParseProblem, type ParseProblemCode } from './parse-problem.js';
import {
  bracePlaceholderText,
  identityPlaceholderIn,
  isTemplateFileName,
  templateSites,
  withoutTemplateComments,
} from './template-syntax.js';
import { namesObjectKeys, recogniseForms } from './unreadable-forms.js';
import { yttDirective } from './ytt-template.js';
import { STDIN_PATH } from './stdin-path.js';
import {
  conditionalConversionOf,
  conditionalKeepOf,
  readHelmWrapped,
  rendersOnlyWhereAbsent,
  renderedWhereUnset,
  wholeTemplateCondition,
} from './helm-wrapped-crd.js';
import { conflictMarkerIn } from './merge-conflict.js';
import { splitDocuments, type DocumentChunk } from './yaml-documents.js';
import { loadYaml } from './yaml-load.js';
import { repeatedKeys, type RepeatedKey } from './repeated-keys.js';

// Manifests (YAML, and JSON as the YAML subset it is) into Kubernetes objects.
// js-yaml builds the values (yaml-load.ts: as Kubernetes reads them, with go-yaml v2's grammar
// where js-yaml's refuses): it is about four times faster than `yaml`, and positions are
// needed only for the few values that get a finding, which locate.ts finds afterwards.

export { STDIN_PATH };

/** Files read as manifests: YAML, and JSON as the YAML subset it is; and the standard input. */
export const isManifestPath = (path: string): boolean => path === STDIN_PATH || /\.(ya?ml|json)$/i.test(path);

export interface ManifestFile {
  readonly path: string;
  /** The decoded text; empty when the bytes were not text. */
  readonly text: string;
  /** See ManifestDocuments. */
  readonly holds?: (text: string) => boolean;
  readonly objects: readonly KubeObject[];
  readonly problems: readonly ParseProblem[];
  /** See ManifestDocuments. */
  readonly looksLikeManifest?: boolean;
  /** What the file is to the tool that reads it, when not objects (non-object-files.ts): it holds none. */
  readonly nonObject?: NonObjectKind;
  /** See ManifestDocuments. */
  readonly conditionalKeep?: string;
  /** For a chart-wrapped CRD whose conversion stands under one of the chart's values: the value (conditionalConversionOf). */
  readonly conditionalConversion?: string;
  /** See ManifestDocuments. */
  readonly firstAction?: TemplateAction;
  /** See ManifestDocuments. */
  readonly renderedWhereAbsent?: true;
  /** See ManifestDocuments. */
  readonly renderedUnder?: string;
  /** See ManifestDocuments. */
  readonly renderedWhereUnset?: true;
}

/** A template action where the file holds it: `{{- with .Values.annotations }}`. */
export interface TemplateAction {
  readonly line: number;
  readonly column: number;
  readonly text: string;
}

/**
 * A file read into the values of its YAML documents, before they become Kubernetes objects:
 * plain data, so that a parse worker can make it and send it whole (pipelined-review.ts).
 */
export interface ManifestDocuments {
  readonly path: string;
  readonly text: string;
  readonly documents: readonly DocumentValues[];
  readonly problems: readonly ParseProblem[];
  /**
   * For a file with problems: whether its text names `apiVersion` and `kind` as keys, so that it
   * is a Kubernetes manifest even where it cannot be read (unreadable-forms.ts). Not looked for
   * in a file without problems, whose objects say what it is.
   */
  readonly looksLikeManifest?: boolean;
  /**
   * Where the text is decoded only when asked for (a parse worker's read, text-on-demand.ts):
   * whether it holds a string, answered from the file's bytes where the string is ASCII.
   */
  readonly holds?: (text: string) => boolean;
  /**
   * Whether the text may hold strategic-merge patch directives (kustomize-patches.ts
   * mayHoldPatchDocuments), where the reader said so: every file is asked, and a parse worker's
   * read comes without its text. Read from the text where absent.
   */
  readonly mayHoldPatchDocuments?: boolean;
  /**
   * The text is not the file's content but what it reads as: chart-wrapped CRDs read as Helm
   * renders them (helm-wrapped-crd.ts). Findings are placed in it, so it goes wherever the reading goes.
   */
  readonly rendered?: true;
  /**
   * Where it was read as rendered: the first template action of the text as written, which is no
   * YAML, for where nothing renders it (a Helm chart's crds/ directory, which Helm applies as written).
   */
  readonly firstAction?: TemplateAction;
  /** For a chart-wrapped CRD whose keep annotation depends on the chart's values: the value (conditionalKeepOf). */
  readonly conditionalKeep?: string;
  /** For a chart-wrapped CRD whose conversion stands under one of the chart's values: the value (conditionalConversionOf). */
  readonly conditionalConversion?: string;
  /** For chart-wrapped CRDs rendered only where the cluster lacks them (rendersOnlyWhereAbsent). */
  readonly renderedWhereAbsent?: true;
  /** For a chart-wrapped CRD whose whole template stands under one of the chart's values: the value (wholeTemplateCondition). */
  readonly renderedUnder?: string;
  /** With renderedUnder: the template renders where the chart's values leave that value unset too (renderedWhereUnset). */
  readonly renderedWhereUnset?: true;
}

/** The values of one `---`-separated chunk (usually one document), and where it starts. */
export interface DocumentValues {
  readonly values: readonly unknown[];
  readonly offset: number;
  readonly line: number;
}

export function parseManifestFile(path: string, content: Uint8Array | string): ManifestFile {
  return manifestFileOf(readManifestDocuments(path, content));
}

/**
 * A Helm chart's own file, which Helm reads and nobody applies: Chart.yaml has an `apiVersion`
 * (v1, v2) and no kind, and a `metadata:` key there is one Helm ignores (sops-secrets-operator's
 * chart kept its artifacthub annotations under it).
 */
const HELM_CHART_FILE = /(?:^|\/)Chart\.ya?ml$/;

/**
 * A document that names an object (its metadata) and one of apiVersion and kind, not both:
 * kubectl refuses it (apimachinery's "Object 'apiVersion' is missing", "Object 'Kind' is
 * missing"), and it is no object to review. crossplane-contrib/provider-kubernetes d6578c8 lost the
 * apiVersion line of its three CRDs, which the review of the tree passed by without a word.
 */
function missingTypeMeta(value: unknown, line: () => number): ParseProblem | undefined {
  if (!isJsonObject(value) || !isJsonObject(value.metadata)) return undefined;
  const named = (v: unknown): v is string => typeof v === 'string' && v !== '';
  const { apiVersion, kind } = value;
  if (named(apiVersion) === named(kind)) return undefined;
  const missing = named(kind) ? 'apiVersion' : 'Kind';
  const what = named(kind) ? `kind ${kind} but no apiVersion` : `apiVersion ${String(apiVersion)} but no kind`;
  return {
    code: 'missing-type-meta',
    message: `the document names ${what}: kubectl refuses it (Object '${missing}' is missing), so it is applied nowhere and was not reviewed`,
    line: line(),
    column: 1,
  };
}

/**
 * The Kubernetes objects of a file's documents. A file that its tool reads as something else
 * (a kustomize patch, a test assertion: non-object-files.ts) has none, nor has a document with
 * a strategic-merge patch directive, nor a fragment of a CRD (crd-fragment.ts).
 */
export function manifestFileOf(
  read: ManifestDocuments,
  opts: { readonly nonObject?: NonObjectKind } = {},
): ManifestFile {
  const objects: KubeObject[] = [];
  const templates: ParseProblem[] = [];
  // The text is read only where it is needed: a parse worker's read decodes it when first asked.
  const mayHoldDirectives =
    opts.nonObject === undefined && (read.mayHoldPatchDocuments ?? mayHoldPatchDocuments(read.text));
  let lines: LineIndex | undefined; // only for a file with a templated object
  // A file whose objects are all templates of one is a manifest all the same: a document of it
  // without apiVersion is the error it would be beside a plain object (kubernetes-engine-samples'
  // inference-pool-variables.yaml: an InferencePool without apiVersion beside a Service named `${SVC}`).
  let heldTemplatedObject = false;
  const position = (offset: number) => (lines ??= new LineIndex(read.text)).position(offset);
  for (const doc of opts.nonObject === undefined ? read.documents : []) {
    for (const value of doc.values) {
      if (mayHoldDirectives && isPatchDocument(value)) continue;
      const untyped = HELM_CHART_FILE.test(read.path)
        ? undefined
        : missingTypeMeta(value, () => (read.text.startsWith('---', doc.offset) ? doc.line + 1 : doc.line));
      if (untyped) templates.push(untyped);
      for (const o of objectsOfDocument(value, { file: read.path, docOffset: doc.offset, docLine: doc.line })) {
        if (isCrdFragment(o)) continue;
        const template = templatedIdentity(o, () => read.text, position);
        if (template) templates.push(template);
        else objects.push(o);
        if (template) heldTemplatedObject = true;
      }
    }
  }
  const file: ManifestFile = {
    path: read.path,
    text: '', // the read's, below
    ...(read.holds === undefined ? {} : { holds: read.holds }),
    objects,
    problems: templates.length === 0 ? read.problems : [...read.problems, ...templates],
    ...(heldTemplatedObject
      ? { looksLikeManifest: true }
      : read.looksLikeManifest === undefined
        ? {}
        : { looksLikeManifest: read.looksLikeManifest }),
    ...(opts.nonObject === undefined ? {} : { nonObject: opts.nonObject }),
    ...(read.conditionalKeep === undefined ? {} : { conditionalKeep: read.conditionalKeep }),
    ...(read.conditionalConversion === undefined ? {} : { conditionalConversion: read.conditionalConversion }),
    ...(read.firstAction === undefined ? {} : { firstAction: read.firstAction }),
    ...(read.renderedWhereAbsent === true ? { renderedWhereAbsent: true as const } : {}),
    ...(read.renderedUnder === undefined ? {} : { renderedUnder: read.renderedUnder }),
    ...(read.renderedWhereUnset === true ? { renderedWhereUnset: true as const } : {}),
  };
  Object.defineProperty(file, 'text', { enumerable: true, get: () => read.text });
  return file;
}

/**
 * A document whose name or namespace is a template placeholder (`namespace: ${TENANT}`,
 * `name: "{{ .Release.Name }}"`) is a template of an object: no apiserver accepts that name, and
 * what the object is (which namespace a reference leaves, which grant permits it) is decided
 * when it is rendered. It is noted as a template rather than reviewed.
 */
function templatedIdentity(
  o: KubeObject,
  textOf: () => string,
  position: (offset: number) => { line: number; column: number },
): ParseProblem | undefined {
  const metadata = isJsonObject(o.value.metadata) ? o.value.metadata : {};
  for (const [field, value] of [
    ['metadata.name', o.name],
    ['metadata.namespace', o.namespace ?? ''],
  ] as const) {
    // `name: {name}`, which YAML reads as a mapping (template-syntax.ts bracePlaceholderText).
    const braces = bracePlaceholderText(metadata[field === 'metadata.name' ? 'name' : 'namespace']);
    const placeholder =
      braces === undefined
        ? identityPlaceholderIn(value, isTemplateFileName(o.source.file))
        : {
            text: braces,
            syntax: `\`${braces}\`, a placeholder in braces (Python's str.format) that YAML reads as a mapping`,
          };
    if (!placeholder) continue;
    const text = textOf();
    // At the placeholder that is the value of the key, not at an earlier mention of the same
    // placeholder (a label `app.kubernetes.io/name: ${APP}` above `name: ${APP}`); a key quoted
    // too, as JSON writes it (cluster-api-provider-cloud-director's examples/rde1_1_0.json).
    const key = new RegExp(
      `(?:^|[\\s{,])(["']?)${field === 'metadata.name' ? 'name' : 'namespace'}\\1[ \\t]*:[^\\n]*?${escapeRegExp(placeholder.text)}`,
      'gm',
    );
    key.lastIndex = o.source.docOffset;
    const match = key.exec(text);
    const at = match
      ? match.index + match[0].length - placeholder.text.length
      : text.indexOf(placeholder.text, o.source.docOffset);
    const { line, column } = at === -1 ? { line: o.source.docLine, column: 1 } : position(at);
    return {
      code: 'template',
      line,
      column,
      message: placeholder.inCapitals
        ? `looks like a template: ${field} is ${placeholder.syntax}, a part in capitals, which no name may hold: taken for a fill-in a script replaces, the object was not reviewed (applied as written, the apiserver refuses the name)`
        : `looks like a template: ${field} is ${placeholder.syntax}; the object is known only once rendered, so it was not reviewed`,
    };
  }
  return undefined;
}

/** Whether a document's text holds nothing but blank lines, comments and document markers. */
const rendersNothing = (text: string): boolean =>
  text.split('\n').every((line) => /^[ \t]*(?:#.*|---[ \t]*|\.\.\.[ \t]*)?\r?$/.test(line));

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readManifestDocuments(path: string, content: Uint8Array | string): ManifestDocuments {
  const empty = (problem: ParseProblem): ManifestDocuments => ({
    path,
    text: '',
    documents: [],
    problems: [problem],
    looksLikeManifest: namesObjectKeys(content),
  });
  const size = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  if (size > LIMITS.maxFileBytes) {
    return empty({
      code: 'too-large',
      message: `the file is ${mib(size)} MiB, more than the ${mib(LIMITS.maxFileBytes)} MiB this tool reads; it was not reviewed`,
      line: 1,
      column: 1,
    });
  }
  let text: string;
  if (typeof content === 'string') text = content;
  else {
    const decoded = decodeText(content);
    if ('problem' in decoded) return empty(decoded.problem);
    text = decoded.text;
  }
  // A leading byte order mark stays (offsets stay those of the text): js-yaml and the go-yaml port
  // both skip it, as go-yaml does. Read as a space, it indented the first key past the others.

  const ytt = yttDirective(text);
  if (ytt) {
    const shown = ytt.text.length > 60 ? `${ytt.text.slice(0, 57)}...` : ytt.text;
    return {
      path,
      text,
      documents: [],
      problems: [
        {
          code: 'template',
          line: ytt.line,
          column: ytt.column,
          message: `looks like a template: ytt code \`${shown}\`; it is a manifest only once ytt renders it, so it was not reviewed`,
        },
      ],
      looksLikeManifest: namesObjectKeys(text),
    };
  }
  const documents: DocumentValues[] = [];
  const problems: ParseProblem[] = [];
  // The documents read as Helm renders them (helm-wrapped-crd.ts), by offset: the file's text
  // becomes theirs there, so that findings are placed in the text that was read.
  const rendered: DocumentChunk[] = [];
  const chunks = splitDocuments(text).map((chunk) => {
    const result = loadChunk(chunk);
    return { chunk, result, helm: result.values === undefined ? helmWrappedCrd(chunk) : undefined };
  });
  // A document that renders as nothing (the `{{- if }}` line above a license header) is read
  // so only beside one that renders as a CRD: else it is a template of something else.
  const rendersCrds = chunks.some(
    ({ helm }) => helm !== undefined && 'values' in helm && helm.values.some((v) => v !== null),
  );
  let firstAction: TemplateAction | undefined;
  for (const { chunk, result, helm } of chunks) {
    if (helm && 'values' in helm && rendersCrds) {
      rendered.push(helm.chunk);
      firstAction ??= firstActionIn(chunk);
      documents.push({ values: helm.values, offset: chunk.offset, line: chunk.line });
    } else {
      // A document of template comments alone renders as nothing (a licence over a chart's template).
      if (result.problem !== undefined && rendersNothing(withoutTemplateComments(chunk.text))) continue;
      if (result.problem !== undefined) problems.push(atRefusedAction(result.problem, chunk, helm));
      if (result.values !== undefined)
        documents.push({ values: result.values, offset: chunk.offset, line: chunk.line });
    }
  }
  const keep =
    rendered.length > 0
      ? chunks
          .map(({ chunk, helm }) => helm && 'chunk' in helm && conditionalKeepOf(chunk.text, helm.chunk.text))
          .find((k) => k)
      : undefined;
  const conversionUnder =
    rendered.length > 0
      ? chunks.map(({ chunk, helm }) => helm && 'chunk' in helm && conditionalConversionOf(chunk.text)).find((k) => k)
      : undefined;
  const whereAbsent = chunks.some(({ chunk, helm }) => helm && 'chunk' in helm && rendersOnlyWhereAbsent(chunk.text));
  const under = rendered.length > 0 ? wholeTemplateCondition(text) : undefined;
  const whereUnset = under !== undefined && renderedWhereUnset(text);
  if (rendered.length > 0) text = withChunks(text, rendered);
  const renderedText =
    rendered.length > 0
      ? {
          rendered: true as const,
          ...(firstAction === undefined ? {} : { firstAction }),
          ...(keep === undefined ? {} : { conditionalKeep: keep }),
          ...(conversionUnder === undefined || conversionUnder === false
            ? {}
            : { conditionalConversion: conversionUnder }),
          ...(whereAbsent ? { renderedWhereAbsent: true as const } : {}),
          ...(under === undefined ? {} : { renderedUnder: under }),
          ...(whereUnset ? { renderedWhereUnset: true as const } : {}),
        }
      : {};
  if (problems.length === 0) return { path, text, documents, problems, ...renderedText };
  const read = recogniseForms(path, text, { documents, problems });
  if (read.problems.length === 0)
    return { path, text, documents: read.documents, problems: read.problems, ...renderedText };
  return {
    path,
    text,
    documents: read.documents,
    problems: read.problems,
    looksLikeManifest: namesObjectKeys(text),
    ...renderedText,
  };
}

/**
 * A document's values, or the problem that kept it from being read; or both, where every key it
 * repeats repeats one value (ParseProblem.repeatsAgree): read as kubectl reads it.
 */
type Loaded =
  | { readonly values: unknown[]; readonly problem?: undefined }
  | { readonly problem: ParseProblem; readonly values?: unknown[] };

/**
 * A document that is YAML once Helm renders it and holds only CRDs, read as rendered; for a CRD
 * whose template the reading refuses, the line of the action it refused; undefined for any other
 * (its template is then noted, as before).
 */
function helmWrappedCrd(
  chunk: DocumentChunk,
): { readonly values: unknown[]; readonly chunk: DocumentChunk } | { readonly refusedLine: number } | undefined {
  const read = readHelmWrapped(chunk.text);
  if (read === undefined) return undefined;
  if (!('text' in read))
    return CRD_KIND_LINE.test(chunk.text) ? { refusedLine: chunk.line + read.refusedAt } : undefined;
  const result = loadChunk({ ...chunk, text: read.text });
  if (result.problem !== undefined) {
    // The reading keeps every line where it stands: a line it left unreadable (or the one above
    // the failure) that holds an action is what keeps the CRD from review (opentelemetry-operator's
    // chart: `{{ if .caBundle }}{{ cat "caBundle:" .caBundle | indent 8 }}{{ end }}` in
    // spec.conversion, where the notice named the `{{- if }}` wrapping the file, which it reads).
    const lines = chunk.text.split('\n');
    const at = result.problem.line - chunk.line;
    const refused = [at, at - 1].find((i) => lines[i]?.includes('{{') === true);
    return refused !== undefined && CRD_KIND_LINE.test(chunk.text) ? { refusedLine: chunk.line + refused } : undefined;
  }
  if (!result.values.every((v) => v === null || isCrdValue(v))) return undefined;
  return { values: result.values, chunk: { ...chunk, text: read.text } };
}

const CRD_KIND_LINE = /^kind:[ \t]*["']?CustomResourceDefinition["']?[ \t]*$/m;

/** The first template action of a chunk as written, where it stands in the file. */
function firstActionIn(chunk: DocumentChunk): TemplateAction | undefined {
  const lines = chunk.text.split('\n');
  for (const [i, line] of lines.entries()) {
    const m = /\{\{.*?\}\}/.exec(line);
    if (m) return { line: chunk.line + i, column: m.index + 1, text: m[0] };
  }
  return undefined;
}

/**
 * A chart CRD's YAML problem, placed at the action that keeps the reading from rendering it, so
 * that its template notice (unreadable-forms.ts) names that action: kamaji's `spec: {{ tpl … }}`,
 * not the label include above it, which the reading renders.
 */
function atRefusedAction(
  problem: ParseProblem,
  chunk: DocumentChunk,
  helm: ReturnType<typeof helmWrappedCrd>,
): ParseProblem {
  if (helm === undefined || !('refusedLine' in helm) || problem.code !== 'yaml-syntax') return problem;
  const line = chunk.text.split('\n')[helm.refusedLine - chunk.line] ?? '';
  const at = line.indexOf('{{');
  return { ...problem, line: helm.refusedLine, column: at === -1 ? 1 : at + 1 };
}

const isCrdValue = (v: unknown): boolean =>
  isJsonObject(v) &&
  v.kind === 'CustomResourceDefinition' &&
  typeof v.apiVersion === 'string' &&
  v.apiVersion.startsWith('apiextensions.k8s.io/');

/** `text` with each chunk's text in its place (each as long as what it replaces). */
function withChunks(text: string, chunks: readonly DocumentChunk[]): string {
  let out = '';
  let at = 0;
  for (const c of chunks) {
    out += text.slice(at, c.offset) + c.text;
    at = c.offset + c.text.length;
  }
  return out + text.slice(at);
}

function loadChunk(chunk: DocumentChunk): Loaded {
  try {
    // Most documents have no alias at all: they are read with aliases refused, and only the
    // rare one that has some pays for the expansion count below.
    return { values: loadYaml(chunk.text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 }) };
  } catch (error) {
    if (!isYamlException(error) || !/maxAliases/.test(error.reason)) return loadedOf(problemOf(error, chunk), chunk);
  }
  let values: unknown[];
  try {
    values = loadYaml(chunk.text, { maxDepth: LIMITS.maxDepth, maxAliases: LIMITS.maxExpandedNodes });
  } catch (error) {
    return loadedOf(problemOf(error, chunk), chunk);
  }
  for (const value of values) {
    if (expandedSize(value, LIMITS.maxExpandedNodes) > LIMITS.maxExpandedNodes) {
      return {
        problem: {
          code: 'alias-limit',
          message: `aliases expand this document to more than ${LIMITS.maxExpandedNodes.toLocaleString('en-US')} values (an alias bomb?); it was not reviewed`,
          line: chunk.line,
          column: 1,
        },
      };
    }
  }
  return { values };
}

/**
 * What a document that failed to load is: its problem, and where every key it repeats repeats one
 * value (a line written twice, `type: object` at both ends of a schema), its values too, as
 * kubectl reads them: whichever value a reader keeps is the one the reviewer reads, so the
 * document is reviewed, and its problem says so.
 */
function loadedOf(problem: ParseProblem, chunk: DocumentChunk): Loaded {
  if (problem.repeatsAgree !== true) return { problem };
  const { repeatsAgree: _, ...unread } = problem;
  // Template text: the repeats may stand in a template's branches (`{{- if }}` / `{{- else }}`).
  if (templateSites(chunk.text).length > 0) return { problem: unread };
  let values: unknown[];
  try {
    values = loadYaml(chunk.text, {
      maxDepth: LIMITS.maxDepth,
      maxAliases: LIMITS.maxExpandedNodes,
      lastOfRepeatedKeys: true,
    });
  } catch {
    return { problem: unread }; // a problem after the repeat: the document stays unread
  }
  if (values.some((v) => expandedSize(v, LIMITS.maxExpandedNodes) > LIMITS.maxExpandedNodes))
    return { problem: unread };
  const consequence = `: ${DUPLICATE_KEY_CONSEQUENCE}`;
  const named = problem.message.endsWith(consequence) ? problem.message.slice(0, -consequence.length) : 'duplicate key';
  return {
    problem: { ...problem, message: `${named}: ${DUPLICATE_KEY_AGREEING_CONSEQUENCE}` },
    values,
  };
}

function problemOf(error: unknown, chunk: DocumentChunk): ParseProblem {
  if (!isYamlException(error)) {
    // js-yaml recurses; input it does not cap can still exhaust the stack.
    const deep = error instanceof RangeError;
    return {
      code: deep ? 'too-deep' : 'yaml-syntax',
      message: deep
        ? 'the document nests too deeply to read; it was not reviewed'
        : `cannot read this document: ${String(error)}`,
      line: chunk.line,
      column: 1,
    };
  }
  const reason = error.reason || 'invalid YAML';
  const code: ParseProblemCode = /maxDepth/.test(reason)
    ? 'too-deep'
    : /duplicated mapping key/.test(reason)
      ? 'duplicate-key'
      : 'yaml-syntax'; // or a template: unreadable-forms.ts decides with the whole file in view
  const conflict = code === 'yaml-syntax' ? conflictMarkerIn(chunk.text) : undefined;
  if (conflict)
    return {
      code,
      message: `a merge conflict was committed unresolved: \`${conflict.text}\` is a conflict marker, not YAML; the document was not reviewed`,
      line: chunk.line + conflict.lineIndex,
      column: 1,
    };
  const line = chunk.line + (error.mark?.line ?? 0);
  const column = (error.mark?.column ?? 0) + 1;
  if (code === 'duplicate-key' && error.mark) {
    const { message, repeatsAgree, keys } = duplicateKeyMessage(
      chunk.text,
      error.mark.line,
      error.mark.column,
      chunk.line,
    );
    return {
      code,
      message,
      line,
      column,
      ...(repeatsAgree ? { repeatsAgree } : {}),
      ...(keys.length > 0 ? { repeatedKeys: keys } : {}),
    };
  }
  // js-yaml names what it expected next ("bad indentation of a mapping entry") where a value
  // starts with a character YAML reserves; go-yaml says it "cannot start any token". Say which.
  const reserved = code === 'yaml-syntax' && error.mark ? chunk.text[error.mark.position] : undefined;
  if (reserved === '`' || reserved === '@')
    return {
      code,
      message: MESSAGES[code](
        `a plain value cannot start with ${reserved === '`' ? 'a backtick' : 'an at sign'}, which YAML reserves: quote the value`,
      ),
      line,
      column,
    };
  // A plain value holding `: ` reads as a second key on the line (`token: <REDACTED: TOKEN>`):
  // js-yaml says "bad indentation of a mapping entry", go-yaml "mapping values are not allowed in
  // this context"; what is wrong is the missing quotes (pulumi-kubernetes-operator's examples).
  const colonInValue =
    code === 'yaml-syntax' && error.mark && /^bad indentation of a mapping entry/.test(reason)
      ? colonInPlainValue(chunk.text, error.mark.position)
      : undefined;
  if (colonInValue)
    return {
      code,
      message: MESSAGES[code](
        colonInValue.doubled !== undefined
          ? `the colon after ${colonInValue.key} is written twice, and YAML reads the second as the start of another mapping: remove it (\`${colonInValue.key}: ${colonInValue.doubled}\`)`
          : colonInValue.glued === undefined
            ? `the value of ${colonInValue.key} holds \`: \`, which YAML reads as the start of another mapping: quote the value (\`${colonInValue.key}: "${colonInValue.value}"\`)`
            : `the value of ${colonInValue.key} runs into \`${colonInValue.glued}:\`, a key of a manifest's top level: a line break (or the \`---\` of a next document) seems lost before it`,
      ),
      line,
      column,
    };
  // A value that opens with `[` or `{` is a flow collection, and text after its close is no YAML:
  // `image: [YOUR REGISTRY]/echo:v1` (ingress-gce's docs), where js-yaml only names the indentation.
  const closed = code === 'yaml-syntax' && error.mark ? chunk.text[error.mark.position - 1] : undefined;
  if (
    (closed === ']' || closed === '}') &&
    error.mark &&
    /^[^\s#]/.test(chunk.text.slice(error.mark.position)) &&
    opensFlowValue(chunk.text, error.mark.position, closed === ']' ? '[' : '{')
  )
    return {
      code,
      message: MESSAGES[code](
        `a value that starts with \`${closed === ']' ? '[' : '{'}\` is read as a ${closed === ']' ? 'list' : 'mapping'}, which must end the value, and the text after its \`${closed}\` is no YAML: quote the value if it is a string`,
      ),
      line,
      column,
    };
  // A key glued to its value (`apiVersion:v1`) is one plain scalar to YAML, not a key: the document
  // reads as text up to the first real key, and fails there (fluid's addons/3fs/runtime-profile.yaml).
  const glued = code === 'yaml-syntax' && error.mark ? gluedKeyLine(chunk.text, error.mark.line) : undefined;
  if (glued)
    return {
      code,
      message: MESSAGES[code](
        `\`${glued.text}\` has no space after its colon, so YAML reads it as text, not as the key ${glued.key}, and fails further down (${reason}): write \`${glued.key}: ${glued.value}\``,
      ),
      line: chunk.line + glued.lineIndex,
      column: 1, // a line of the top level
    };
  return { code, message: MESSAGES[code](reason), line, column };
}

/** Whether the value (of a key, or a list item) on the line of `position` opens with `opener`. */
function opensFlowValue(text: string, position: number, opener: '[' | '{'): boolean {
  const start = text.lastIndexOf('\n', position - 1) + 1;
  const value = text.slice(start, position).replace(/^\s*(?:-[ \t]+)*(?:[^\s:#[{][^:#]*:[ \t]+)?/, '');
  return value.startsWith(opener);
}

/**
 * The key and the plain value of the line where the colon at `position` follows a key already
 * (`key: some: text`); undefined where the line is no `key: value` whose value holds that colon.
 */
function colonInPlainValue(
  text: string,
  position: number,
): { readonly key: string; readonly value: string; readonly glued?: string; readonly doubled?: string } | undefined {
  if (text[position] !== ':') return undefined;
  const start = text.lastIndexOf('\n', position - 1) + 1;
  const end = text.indexOf('\n', position);
  const lineText = text.slice(start, end === -1 ? text.length : end).replace(/\r$/, '');
  const m = /^\s*(?:- )?([A-Za-z0-9_./-]+):[ \t]+([^'"\s[{#&*!|>][^#]*?)\s*$/.exec(lineText);
  if (!m || start + (m.index ?? 0) + lineText.indexOf(m[2] ?? '') > position) return undefined;
  // Braces or brackets in it may be structure meant (`id: a   { severity: high }`), which quotes
  // would lose; not those glued to a word (`path: applyToCrNames[0]:`, activemq-artemis-operator
  // 2fb3558c10's CSV).
  if (/(?:^|\s)[{}[\]]/.test(m[2] ?? '')) return undefined;
  // `namespace: storeapiVersion: v1` (gke-networking-recipes' store-west-1-service.yaml): two
  // documents glued, the next one's first key run into the value; quoting would keep the loss.
  const glued = GLUED_TOP_LEVEL_KEY.exec(m[2] ?? '')?.[1];
  // `containerImage: : quay.io/…` (ptp-operator 26779799's CSV): the separator written twice, which
  // quotes would keep in the value.
  const doubled = /^:[ \t]+(\S.*)$/.exec(m[2] ?? '')?.[1];
  return {
    key: m[1] ?? '',
    value: (m[2] ?? '').replace(/"/g, '\\"'),
    ...(glued ? { glued } : {}),
    ...(doubled !== undefined ? { doubled } : {}),
  };
}

/** A manifest's top-level key run into the end of a value's first word, before its `: `. */
const GLUED_TOP_LEVEL_KEY = /^\S+?(apiVersion|kind|metadata|spec|data|stringData):\s/;

// `key:value` alone on a line of the document's top level, a value that starts with neither a
// space nor `/` (a URL's `//`). Only the top level: an indented line may be a block scalar's text
// (`log.level:debug` in a ConfigMap's file), which no key glued.
const GLUED_KEY = /^([A-Za-z_][A-Za-z0-9_.-]*):([^\s/:#][^\s]*)\s*$/;

/** How many flow collections a line opens less those it closes, outside quotes and comments. */
function flowDepthChange(line: string): number {
  let depth = 0;
  let quote: string | undefined;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#') break;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
  }
  return depth;
}

/** The first line above `markLine` (of the document's text) that glues a key to its value, outside flow collections. */
function gluedKeyLine(
  text: string,
  markLine: number,
):
  | {
      readonly lineIndex: number;
      readonly text: string;
      readonly key: string;
      readonly value: string;
    }
  | undefined {
  const lines = text.split('\n', markLine + 1);
  let open = 0; // flow collections open above the line, where `key:value` is a key and its value
  for (let i = 0; i < Math.min(markLine, lines.length); i++) {
    const m = open > 0 ? null : GLUED_KEY.exec(lines[i] ?? '');
    open += flowDepthChange(lines[i] ?? '');
    if (m) {
      const [, key = '', value = ''] = m;
      return { lineIndex: i, text: `${key}:${value}`, key, value };
    }
  }
  return undefined;
}

/**
 * The duplicate-key message with the key named, and, where a line above ends in `---` glued to a
 * value (`timeout: 300s---`, kubevirt's cluster-api-provider e2e data), the separator that was
 * meant: YAML reads `---` as one only alone on its line, so the next document's keys repeated.
 * Where `apiVersion` or `kind` repeats at the document's top level, a separator left out
 * altogether (local-path-provisioner's examples/quota: two ConfigMaps read as one).
 */
function duplicateKeyMessage(
  text: string,
  markLine: number,
  markColumn: number,
  firstLine: number,
): { readonly message: string; readonly repeatsAgree: boolean; readonly keys: readonly string[] } {
  const lines = text.split('\n');
  const line = lines[markLine] ?? '';
  // js-yaml marks a quoted key after its opening quote.
  const start =
    markColumn > 0 && (line[markColumn - 1] === '"' || line[markColumn - 1] === "'") ? markColumn - 1 : markColumn;
  const key = /^(?:"[^"]*"|'[^']*'|[^:#]*?)(?=\s*:)/.exec(line.slice(start))?.[0];
  // A value with `---` glued to its end, not a comment's rule of dashes (`# ------`, `# ---EE---`).
  const glued = lines.slice(0, markLine).findLastIndex((l) => /^[^#]*[^\s#-]---\s*$/.test(l));
  const named = key === undefined || key === '' ? 'duplicate key' : `duplicate key \`${key}\``;
  const hint =
    glued !== -1
      ? ` (line ${firstLine + glued} ends in \`---\`: a document separator counts only alone on its line, so the document below it was read as part of this one)`
      : start === 0 && (key === 'apiVersion' || key === 'kind') && hasBody(lines.slice(0, markLine))
        ? ' (another object starts here: a `---` line between the two documents is likely missing)'
        : '';
  // Other keys repeated with another value, where this one is not (its first value lost): those lose data.
  // (Not beside a hint: a lost separator repeats the next object's keys, whatever their values.)
  const first = key === undefined || hint !== '' ? undefined : unquoted(key);
  const repeated = first === undefined ? [] : repeatedKeys(text);
  const lost = repeated.filter((r) => r.valuesDiffer && r.key !== first).map((r) => `\`${r.key}\``);
  const others =
    lost.length === 0 || repeated.find((r) => r.key === first)?.valuesDiffer !== false
      ? moreRepeats(repeated, first)
      : ` (repeated with the same value; ${lost.slice(0, 3).join(', ')} ${lost.length === 1 ? 'repeats' : 'repeat'} too, with another value, which kubectl apply loses)`;
  return {
    message: `${named}${hint}${others}: ${DUPLICATE_KEY_CONSEQUENCE}`,
    // Every repeat of the document keeps its value, and none is a second object's key.
    repeatsAgree: repeated.length > 0 && repeated.every((r) => !r.valuesDiffer),
    keys: first === undefined ? [] : [...new Set([first, ...repeated.map((r) => r.key)])],
  };
}

/**
 * The repeats of the document besides the one named, so that one run tells them all (the parse
 * stops at the first: mongodb-kubernetes' sample repeats `spec` in two clusters' templates).
 */
function moreRepeats(repeated: readonly RepeatedKey[], first: string | undefined): string {
  const more = repeated.reduce((n, r) => n + r.repeats, 0) - 1;
  if (first === undefined || more <= 0) return '';
  const others = repeated.filter((r) => r.key !== first || r.repeats > 1);
  const named = others.slice(0, 3).map((r) => (r.key === first ? `\`${r.key}\` again` : `\`${r.key}\``));
  return ` (the document repeats ${more} more ${more === 1 ? 'key' : 'keys'}: ${named.join(', ')}${others.length > 3 ? ', …' : ''})`;
}

const unquoted = (key: string): string => key.replace(/^(["'])(.*)\1$/, '$2');

/**
 * Whether these lines hold a top-level key other than `apiVersion` and `kind`: a repeat after an
 * object's body starts another object, while one right after `apiVersion` and `kind` (a line
 * written twice, cluster-api-provider-cloudstack's debugging Service) starts none.
 */
const hasBody = (lines: readonly string[]): boolean =>
  lines.some((l) => /^[^\s#-][^:#]*:/.test(l) && !/^(?:apiVersion|kind)\s*:/.test(l));

/** What a duplicate-key message ends with, after `: `, where the document repeats keys only with their values. */
export const DUPLICATE_KEY_AGREEING_CONSEQUENCE =
  "each repeat has the value written first, so kubectl apply, which keeps the last, reads what the file says, and the document was reviewed; kustomize still refuses the document, as does the apiserver's strict field validation where the YAML itself is sent";

/** What every other duplicate-key message ends with, after `: `. */
export const DUPLICATE_KEY_CONSEQUENCE =
  "kubectl apply turns the file into JSON and keeps the last value without a word, while kustomize refuses the document, as does the apiserver's strict field validation where the YAML itself is sent; the document was not reviewed";

const MESSAGES: Record<ParseProblemCode, (reason: string) => string> = {
  'yaml-syntax': (r) => `invalid YAML: ${r}; the document was not reviewed`,
  'duplicate-key': () => `duplicate key: ${DUPLICATE_KEY_CONSEQUENCE}`,
  'too-deep': () => `the document nests more than ${LIMITS.maxDepth} levels deep; it was not reviewed`,
  template: (r) => r, // unreadable-forms.ts writes these
  'alias-limit': (r) => r,
  'too-large': (r) => r,
  'not-text': (r) => r,
  'missing-type-meta': (r) => r,
};

function isYamlException(e: unknown): e is YAMLException {
  return e instanceof Error && e.name === 'YAMLException';
}

const mib = (n: number): string => (n / 1024 / 1024).toFixed(1);
