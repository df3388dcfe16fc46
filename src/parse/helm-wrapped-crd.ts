// A CRD that a Helm chart installs from its templates: the chart wraps it whole in a condition
// (`{{- if .Values.crds.enabled }}` … `{{- end }}`: cert-manager, kyverno, envoyproxy/gateway,
// rook) and fills in its labels and annotations (`{{ include "chart.labels" . | nindent 4 }}`,
// `helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}`: linkerd). Neither is YAML until Helm
// renders it, yet neither changes the schema: the CRD is the text between the marks. Read as the
// chart renders it where the condition holds, it is reviewed like any other CRD (linkerd's policy
// CRDs had no other copy, and a field renamed in them went unreported).
//
// A document qualifies when each of its template actions is one of:
// - a line of its own that opens or closes a block (`if`, `with`, `end`), sets a variable
//   (`$components := fromYaml (include …)`, not from the cluster) or is a comment, or lines that
//   are one comment: it renders as nothing where the condition holds, and is read as blank lines;
// - in `metadata`, other than at its name or namespace: a line of its own that renders entries
//   (at any column: nindent places them), read as one entry whose key is a placeholder
//   (`${XXXX}: ""`) at the column nindent gives; a key's whole value that renders YAML
//   (`annotations: {{ toYaml .Values.a | nindent 4 }}`), read as a flow mapping of such an entry
//   for labels and annotations, as no value for another key; and any other action inside a line,
//   key or value, read as a placeholder of the same length. The review judges placeholders as it
//   judges envsubst's (not at all), and a rule that needs an annotation (approval) knows that
//   entries it cannot see are there;
// - in spec.conversion, an action inside a line (the webhook service's name and namespace: kueue's
//   chart), read as a placeholder of the same length;
// - an action that writes a literal (``{{`{{ .app.path.path }}`}}``, Helm's way of writing `{{` in
//   a description), wherever it stands: read as the text it writes, padded with spaces.
// An `else` (two texts, one of which Helm renders), a `range` (its body repeated) or a `define`
// (a text rendered elsewhere) anywhere, a condition on the cluster (`.Capabilities`: a v1beta1 CRD
// for clusters without apiextensions.k8s.io/v1), or an action elsewhere in the document (in the
// schema, or a line of its own in spec), leaves it a template, noted and not reviewed.
// Every replacement keeps the length of what it replaces, so offsets, lines and columns are the
// file's; a document that does not then read as CRDs only stays a template too
// (manifest-file.ts).

/** A whole line that is one action: its indentation, and the action's words. */
const WHOLE_LINE_ACTION = /^([ \t]*)\{\{-?\s*(.*?)\s*-?\}\}[ \t]*$/;
const ACTION = /\{\{.*?\}\}/g;
/** A comment's action opening a line; its close; a close that ends its line. */
const COMMENT_OPENS = /^[ \t]*\{\{-?[ \t]*\/\*/;
const COMMENT_CLOSES = /\*\/[ \t]*-?\}\}/;
const COMMENT_ENDS_LINE = /\*\/[ \t]*-?\}\}[ \t]*$/;
/** Opens or closes a block without rendering anything. */
const BLOCK_KEYWORDS: ReadonlySet<string> = new Set(['if', 'with', 'end']);
/** An action that declares or sets a variable (`$x := …`, `$x = …`), which renders nothing. */
const ASSIGNMENT = /^\$\w*\s*:?=/;
/** A text rendered more than once, once of two, or elsewhere. */
const REFUSED_KEYWORDS: ReadonlySet<string> = new Set(['else', 'range', 'define', 'block']);
/** An action that writes a literal: a raw string (``{{`…`}}``) or a double-quoted one without escapes (`{{ "{{" }}`). */
const ESCAPES = /\{\{-?\s*(?:`([^`\n]*)`|"([^"\\\n]*)")\s*-?\}\}/g;
const ESCAPE = /\{\{-?\s*(?:`[^`\n]*`|"[^"\\\n]*")\s*-?\}\}/;
/** Helm's `helm.sh/resource-policy` annotation, as a line of its own. */
const KEEP_ANNOTATION = /^[ \t]*["']?helm\.sh\/resource-policy["']?[ \t]*:/;
/** Template data that differs from cluster to cluster: its capabilities, version, and objects (`lookup`). */
const CLUSTER_DEPENDENT = /\.Capabilities\b|\.KubeVersion\b|\blookup\b/;
/**
 * `key: {{ … }}` where an action renders YAML (toYaml, or indented by nindent or indent), alone or
 * among others (`{{- with .Values.a }}{{ toYaml . | nindent 4 }}{{- end }}`): the key and its colon.
 */
const WHOLE_VALUE_ACTION =
  /^([ \t]*[^\s{][^:]*:)[ \t]*(?:\{\{(?:(?!\}\}).)*\}\}[ \t]*)*\{\{(?:(?!\}\}).)*\b(?:toYaml|nindent|indent)\b(?:(?!\}\}).)*\}\}[ \t]*(?:\{\{(?:(?!\}\}).)*\}\}[ \t]*)*$/;
/** The maps of string entries in metadata. */
const ENTRY_MAPS = /^[ \t]*(?:labels|annotations)[ \t]*:$/;
const LABELS = /^[ \t]*labels[ \t]*:$/;

const indentOf = (line: string): number => line.length - line.trimStart().length;

/** Whether the next line after `i` that is not blank is indented more than `indent`. */
function indentedBelow(lines: readonly string[], i: number, indent: number): boolean {
  for (let j = i + 1; j < lines.length; j++) {
    const next = lines[j] ?? '';
    if (next.trim() !== '') return indentOf(next) > indent;
  }
  return false;
}
/** A top-level key, as a CRD's are written (apiVersion, kind, metadata, spec). */
const TOP_LEVEL_KEY = /^([A-Za-z][\w-]*)[ \t]*:/;
/** The conversion strategy's key. */
const STRATEGY_KEY = /^[ \t]+strategy[ \t]*:/;
/** A key below spec, with its indentation. */
const SPEC_CHILD_KEY = /^([ \t]+)([A-Za-z][\w-]*)[ \t]*:/;
/** metadata's name or namespace, the object's identity (a template there is noted as one). */
const IDENTITY_KEY = /^[ \t]+(?:name|namespace)[ \t]*:/;

/**
 * The document's text with its template actions made inert as above, the same length as `text`;
 * undefined when it has no action or one that does not qualify.
 */
export function helmWrappedText(text: string): string | undefined {
  const read = readHelmWrapped(text);
  return read !== undefined && 'text' in read ? read.text : undefined;
}

/**
 * helmWrappedText, or the line (0-based, in `text`) of the first action that does not qualify, so
 * that the template notice of a chart CRD points at what keeps it from being read (kamaji's
 * `spec: {{ tpl … }}`, not the label include above it); undefined when the text has no action.
 */
export function readHelmWrapped(text: string): { readonly text: string } | { readonly refusedAt: number } | undefined {
  if (!text.includes('{{') || /\{%|\{#/.test(text)) return undefined; // none, or Jinja's
  const lines = text.split('\n');
  const metadata = metadataKeys(lines);
  let topLevel: string | undefined;
  // The key of spec that a line of spec stands under (`conversion`), by the column of spec's first key.
  let specKey: string | undefined;
  let specIndent: number | undefined;
  let changed = false;
  // How many blocks are open, and how many were at the document's first key (the wrapper's).
  let depth = 0;
  let wrapperDepth: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // A comment over several lines (`{{- /*` … `*/ -}}`: jobset's licence header), blank lines;
    // before anything else, as its words may read as a key.
    if (COMMENT_OPENS.test(line) && !COMMENT_CLOSES.test(line)) {
      const last = lines.findIndex((l, j) => j > i && COMMENT_CLOSES.test(l));
      if (last === -1 || !COMMENT_ENDS_LINE.test(lines[last] ?? '')) return { refusedAt: i };
      for (let j = i; j <= last; j++) lines[j] = ' '.repeat(lines[j]?.length ?? 0);
      i = last;
      changed = true;
      continue;
    }
    const key = TOP_LEVEL_KEY.exec(line);
    if (key) topLevel = key[1];
    const specChild = topLevel === 'spec' && !key ? SPEC_CHILD_KEY.exec(line) : null;
    if (specChild) {
      specIndent ??= specChild[1]?.length;
      if (specChild[1]?.length === specIndent) specKey = specChild[2];
    }
    if (key && wrapperDepth === undefined) wrapperDepth = depth;
    // Helm's keep annotation under a condition of its own (`{{- if .Values.crds.keep }}`), which
    // the chart's values may leave off: read as absent, so that no removal is taken for kept.
    if (KEEP_ANNOTATION.test(line) && depth > (wrapperDepth ?? 0)) {
      lines[i] = ' '.repeat(line.length);
      changed = true;
      continue;
    }
    if (!line.includes('{{')) continue;
    // Text a template writes as it is (`{{`{{ .app.path.path }}`}}` in a description: Helm's way
    // of writing `{{`): the text, padded to the action's length, wherever it stands.
    if (ESCAPE.test(line)) {
      const written = line.replace(ESCAPES, (action, raw: string | undefined, quoted: string | undefined) => {
        const text = raw ?? quoted ?? '';
        return text + ' '.repeat(action.length - text.length);
      });
      if (line.replace(ESCAPES, '').includes('{{')) return { refusedAt: i }; // another action beside it
      lines[i] = written;
      changed = true;
      continue;
    }
    // Entries of metadata rendered inside a block opened and closed on their line
    // (`{{- with .Values.commonLabels }}{{ toYaml . | trim | nindent 4 }}{{- end }}`: linkerd's
    // multicluster Link CRD), read as the one action that renders them.
    if (topLevel === 'metadata' && isBlockOnItsLine(line)) {
      const column = Number(/\bn?indent\s+(\d+)/.exec(line)?.[1] ?? indentOf(line));
      if (mayRenderName(metadata, column)) return { refusedAt: i };
      lines[i] = renderedEntries(column, line.length);
      changed = true;
      continue;
    }
    const whole = WHOLE_LINE_ACTION.exec(line);
    const words = whole?.[2];
    if (whole && words !== undefined && !words.includes('}}')) {
      const keyword = words.startsWith('/*') ? 'comment' : (/^[a-z]+/.exec(words)?.[0] ?? '');
      if (REFUSED_KEYWORDS.has(keyword)) return { refusedAt: i };
      if (ASSIGNMENT.test(words)) {
        // A variable set for the conditions below (`{{- $components := fromYaml (include …) }}`:
        // kubescape's node-agent CRDs) renders nothing; one read from the cluster makes them the cluster's.
        if (CLUSTER_DEPENDENT.test(words)) return { refusedAt: i };
        lines[i] = ' '.repeat(line.length);
      } else if (BLOCK_KEYWORDS.has(keyword) || keyword === 'comment') {
        // A condition on the cluster renders for other clusters than today's: `not
        // (.Capabilities.APIVersions.Has "apiextensions.k8s.io/v1/…")` wraps a v1beta1 CRD.
        if (CLUSTER_DEPENDENT.test(words)) return { refusedAt: i };
        if (keyword === 'end') depth--;
        else if (keyword !== 'comment') depth++;
        lines[i] = ' '.repeat(line.length);
      } else if (topLevel === 'metadata') {
        // Entries of metadata, at the column nindent or indent gives them (else the line's own).
        const column = Number(/\bn?indent\s+(\d+)/.exec(words)?.[1] ?? whole[1]?.length ?? 0);
        if (mayRenderName(metadata, column)) return { refusedAt: i };
        lines[i] = renderedEntries(column, line.length);
      } else return { refusedAt: i };
    } else {
      // Inside a line of metadata (not its name or namespace) or of spec.conversion; not in the schema.
      const inConversion = specKey === 'conversion' && (specChild === null || specChild[1]?.length !== specIndent);
      // (The strategy decides what else conversion may hold: a templated one is a template still.)
      if (inMetadataBody(topLevel, line) ? IDENTITY_KEY.test(line) : !inConversion || STRATEGY_KEY.test(line))
        return { refusedAt: i };
      if (/\{\{.*?\b(?:else|range|define|block)\b/.test(line)) return { refusedAt: i };
      // A key's whole value that renders YAML (`annotations: {{ toYaml .Values.a | nindent 4 }}`):
      // the entries of labels or annotations once rendered, nothing (null) of any other key.
      const keyAndColon = WHOLE_VALUE_ACTION.exec(line)?.[1];
      // Labels rendered by nindent with more written below (`labels: {{- include "common.labels.standard"
      // . | nindent 4 }}` then `app: …`: bitnami's cert-manager chart): the lines below are the map's
      // entries, and the rendered ones are left out (only labels: an annotation it renders may be
      // one a rule looks for, which a placeholder keeps in view).
      const entriesBelow =
        keyAndColon !== undefined && LABELS.test(keyAndColon) && indentedBelow(lines, i, indentOf(keyAndColon));
      const inert =
        keyAndColon !== undefined
          ? keyAndColon +
            (entriesBelow
              ? ' '.repeat(line.length - keyAndColon.length)
              : renderedValue(ENTRY_MAPS.test(keyAndColon), line.length - keyAndColon.length))
          : line.replace(ACTION, (action) => (action.length < 4 ? action : `\${${'X'.repeat(action.length - 3)}}`));
      // An action left open on its line (it goes on below) or too short to replace.
      if (inert.includes('{{') || inert.includes('}}') || inert.length !== line.length) return { refusedAt: i };
      lines[i] = inert;
    }
    changed = true;
  }
  return changed ? { text: lines.join('\n') } : undefined;
}

/**
 * The column of metadata's own keys as written (undefined where none is), and whether `name` is
 * one of them.
 */
function metadataKeys(lines: readonly string[]): { readonly column: number | undefined; readonly named: boolean } {
  const start = lines.findIndex((l) => /^metadata[ \t]*:[ \t]*$/.test(l));
  let column: number | undefined;
  let named = false;
  for (let i = start + 1; start !== -1 && i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (TOP_LEVEL_KEY.test(line)) break;
    const key = /^([ \t]+)([A-Za-z][\w./-]*)[ \t]*:/.exec(line);
    if (!key || line.includes('{{')) continue;
    const at = key[1]?.length ?? 0;
    if (column === undefined || at < column) {
      column = at;
      named = false;
    }
    if (at === column && key[2] === 'name') named = true;
  }
  return { column, named };
}

/**
 * Whether entries rendered at `column` may be metadata's own keys, among them the CRD's name, which
 * metadata does not write (`{{ include "chart.meta" . | nindent 2 }}` in place of `name:`): the
 * CRD is then the chart's to name, and stays a template (a regression probe, where the name's
 * absence read as crd/metadata's error).
 */
const mayRenderName = (metadata: ReturnType<typeof metadataKeys>, column: number): boolean =>
  !metadata.named && (metadata.column === undefined || column <= metadata.column);

/**
 * A line of actions alone that opens a block (`if`, `with`), renders in it, and closes it: nothing
 * else, no other keyword, nothing read from the cluster.
 */
function isBlockOnItsLine(line: string): boolean {
  if (!/^[ \t]*(?:\{\{(?:(?!\}\}).)*\}\}[ \t]*){3,}$/.test(line) || CLUSTER_DEPENDENT.test(line)) return false;
  let open = 0;
  let rendered = false;
  for (const action of line.match(ACTION) ?? []) {
    const keyword = /^\{\{-?\s*([a-z]+)/.exec(action)?.[1] ?? '';
    if (REFUSED_KEYWORDS.has(keyword)) return false;
    if (keyword === 'if' || keyword === 'with') open++;
    else if (keyword === 'end') {
      if (--open < 0) return false;
    } else if (open > 0) rendered = true;
    else return false;
  }
  return open === 0 && rendered;
}

/**
 * What an action renders among metadata's entries, as far as the review can tell: an entry whose
 * key is a placeholder (the rules judge none, and know that entries they cannot see are there:
 * the approval annotation may be one), in `width` characters; a blank line where that does not fit.
 */
function renderedEntries(column: number, width: number): string {
  const entry = `${' '.repeat(column)}\${X}: ""`;
  if (entry.length > width) return ' '.repeat(width);
  return `${' '.repeat(column)}\${${'X'.repeat(width - entry.length + 1)}}: ""`;
}

/**
 * A key's whole value that an action renders, in `width` characters after the key's colon: for a
 * map of entries, renderedEntries as a flow mapping, ` {"${XXX}": ""}` (quoted: a flow mapping's
 * plain scalars hold no braces); else, or where that does not fit, nothing (null).
 */
function renderedValue(entries: boolean, width: number): string {
  const entry = ' {"${X}": ""}';
  if (!entries || entry.length > width) return ' '.repeat(width);
  return ` {"\${${'X'.repeat(width - entry.length + 1)}}": ""}`;
}

/** An indented line below the top-level `metadata:` key. */
const inMetadataBody = (topLevel: string | undefined, line: string): boolean =>
  topLevel === 'metadata' && /^[ \t]/.test(line);

/** A whole line that opens a condition on one value of the chart's values: `{{- if .Values.crds.keep }}`. */
const VALUES_CONDITION = /^[ \t]*\{\{-?\s*if\s+(\.Values(?:\.[A-Za-z_]\w*)+)\s*-?\}\}[ \t]*$/;
/** The same with `index` (in parentheses or not): `{{- if index .Values "a" "b-c" }}`, its quoted keys. */
const INDEX_CONDITION = /^[ \t]*\{\{-?\s*if\s+\(?\s*index\s+\.Values((?:\s+"[^"\n]*")+)\s*\)?\s*-?\}\}[ \t]*$/;
/** A whole line that opens or closes a block. */
const BLOCK_LINE = /^[ \t]*\{\{-?\s*(if|with|range|end)\b/;

/**
 * The value of the chart's values (`.Values.crds.keep`) on which a chart-wrapped CRD's
 * `helm.sh/resource-policy: keep` depends, when it stands under a condition of its own on one
 * value: helmWrappedText reads the annotation as absent, and what the chart's values.yaml sets
 * decides whether a default install keeps the CRD (sealed-secrets' and argo-helm's `keep: true`).
 * `read`: the text as helmWrappedText reads it. Undefined when the annotation is not there, is
 * read as there (under the wrapper alone), or stands under another condition.
 */
export function conditionalKeepOf(text: string, read: string): string | undefined {
  const isKeep = (l: string) => KEEP_ANNOTATION.test(l) && /:\s*["']?keep["']?\s*$/.test(l);
  if (read.split('\n').some(isKeep)) return undefined;
  const lines = text.split('\n');
  const at = lines.findIndex(isKeep);
  // The innermost block open at the annotation: the nearest block line above it, if it opens one.
  for (let i = at - 1; i >= 0; i--) {
    const block = BLOCK_LINE.exec(lines[i] ?? '');
    if (!block) continue;
    return block[1] === 'if' ? VALUES_CONDITION.exec(lines[i] ?? '')?.[1] : undefined;
  }
  return undefined;
}

/**
 * The value of the chart's values (`.Values.webhook.enabled`) under which a chart-wrapped CRD's
 * `conversion:` stands, the innermost block open at it (locust-k8s-operator's chart converts by
 * webhook only where its values turn the webhook on, off by default), or undefined. The reading
 * keeps the block; what a default install renders decides from values.yaml.
 */
export function conditionalConversionOf(text: string): string | undefined {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => CONVERSION_KEY.test(l));
  for (let i = at - 1; i >= 0; i--) {
    const block = BLOCK_LINE.exec(lines[i] ?? '');
    if (!block) continue;
    return block[1] === 'if' ? VALUES_CONDITION.exec(lines[i] ?? '')?.[1] : undefined;
  }
  return undefined;
}

/** `conversion:` opening a block of its own below the top level (a CRD's spec.conversion). */
const CONVERSION_KEY = /^[ \t]+conversion:[ \t]*(?:#.*)?$/;

/**
 * The value of the chart's values (`.Values.preview.enabled`) that a template's first line makes
 * the condition of all it renders (`{{- if .Values.preview.enabled }}` above the document, closed
 * at its end; or that value unless unset: renderedWhereUnset), or undefined: what a default install
 * renders decides from values.yaml.
 */
export function wholeTemplateCondition(text: string): string | undefined {
  const lines = writtenLines(text);
  const first = lines[0] ?? '';
  const last = lines.at(-1) ?? '';
  if (!/^[ \t]*\{\{-?\s*end\s*-?\}\}[ \t]*$/.test(last)) return undefined;
  // Only one block opens at the top level: the first line's, closed by the last.
  let depth = 0;
  for (const [i, line] of lines.entries()) {
    const block = BLOCK_LINE.exec(line);
    if (!block) continue;
    depth += block[1] === 'end' ? -1 : 1;
    if (depth === 0 && i < lines.length - 1) return undefined;
  }
  const values = VALUES_CONDITION.exec(first)?.[1] ?? valueOrUnset(first);
  if (values !== undefined) return values;
  // `{{- if index .Values "features" "etcd-snapshot-restore" "enabled" }}`, as rancher/turtles
  // guards each feature's CRDs: keys a dotted path cannot write (a dash), one by one.
  const indexed = INDEX_CONDITION.exec(first)?.[1];
  const keys = indexed === undefined ? [] : [...indexed.matchAll(/"([^"]*)"/g)].map((m) => m[1] as string);
  return keys.length === 0 || keys.some((k) => k === '' || k.includes('.')) ? undefined : `.Values.${keys.join('.')}`;
}

/**
 * Whether a template's condition (wholeTemplateCondition) also renders it where the chart's values
 * do not set the value: `{{- if or .Values.installPolicyReportCRDs (not (hasKey .Values
 * "installPolicyReportCRDs")) }}`, as kubewarden's CRD chart writes it.
 */
export function renderedWhereUnset(text: string): boolean {
  const [first] = writtenLines(text);
  return first !== undefined && valueOrUnset(first) !== undefined;
}

/** A template's lines that write or steer something: not blank, nor a YAML comment, nor a template comment's first line. */
const writtenLines = (text: string): string[] =>
  text.split('\n').filter((l) => l.trim() !== '' && !/^\s*#/.test(l) && !/^\s*\{\{-?\s*\/\*/.test(l));

/** `{{- if or .Values.a.b (not (hasKey .Values.a "b")) }}`: `.Values.a.b`. */
function valueOrUnset(line: string): string | undefined {
  const m = VALUE_OR_UNSET.exec(line);
  return m && m[1] === `${m[2]}.${m[3]}` ? m[1] : undefined;
}
const VALUE_OR_UNSET =
  /^[ \t]*\{\{-?\s*if\s+or\s+(\.Values(?:\.[A-Za-z_]\w*)+)\s+\(\s*not\s+\(\s*hasKey\s+(\.Values(?:\.[A-Za-z_]\w*)*)\s+"([A-Za-z_]\w*)"\s*\)\s*\)\s*-?\}\}[ \t]*$/;

/**
 * Whether the template renders its CRD only where the cluster lacks it: a block opened on a
 * `lookup` of the cluster's objects, or on a helper named for that (openebs' zfs-localpv and
 * lvm-localpv `{{- if (include "crdIsAbsent" (list $crdName)) -}}`, a `lookup` of the CRD; the
 * helper's file, `_helpers.tpl`, is no manifest the review reads): an upgrade of a release that
 * installed the CRD otherwise renders nothing of it.
 */
export function rendersOnlyWhereAbsent(text: string): boolean {
  return [...text.matchAll(BLOCK_CONDITION)].some(
    ([, condition = '']) => /\blookup\b/.test(condition) || ABSENCE_HELPER.test(condition),
  );
}

/** A line of its own that opens a block, `{{- if … }}` or `{{- with … }}`: its condition. */
const BLOCK_CONDITION = /^[ \t]*\{\{-?\s*(?:if|with)\s+(.*?)\s*-?\}\}[ \t]*$/gm;
/** `include "crdIsAbsent"`, `include "chart.crdExists"`: a helper whose name says it asks the cluster. */
const ABSENCE_HELPER = /\binclude\s+"[^"]*(?:absent|exists?|missing|installed|present)[^"]*"/i;
