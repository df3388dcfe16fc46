import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conditionalKeepOf,
  helmWrappedText,
  renderedWhereUnset,
  wholeTemplateCondition,
} from '../../src/parse/helm-wrapped-crd.js';
import { parseManifestFile } from '../../src/parse/manifest-file.js';
import { Locator } from '../../src/parse/locate.js';

// A CRD that a chart wraps in a condition and labels with template actions, read as the chart
// renders it where the condition holds.

const CRD_BODY = [
  'apiVersion: apiextensions.k8s.io/v1',
  'kind: CustomResourceDefinition',
  'metadata:',
  '  name: widgets.example.com',
  '  labels:',
  '    {{- include "chart.labels" . | nindent 4 }}',
  '    helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version | replace "+" "_" }}',
  '  {{- if .Values.crds.keep }}',
  '  annotations:',
  '    helm.sh/resource-policy: keep',
  '  {{- end }}',
  'spec:',
  '  group: example.com',
  '  names: {kind: Widget, plural: widgets}',
  '  scope: Namespaced',
  '  versions:',
  '  - name: v1',
  '    served: true',
  '    storage: true',
  '    schema:',
  '      openAPIV3Schema: {type: object, properties: {size: {type: integer}}}',
];
const wrapped = (body: readonly string[]) => ['{{- if .Values.crds.enabled }}', ...body, '{{- end }}', ''].join('\n');

describe('helmWrappedText', () => {
  it('blanks the lines of block actions, reads what an action renders in metadata as a placeholder entry, and fills in the actions inside a line', () => {
    const text = wrapped(CRD_BODY);
    const out = helmWrappedText(text);
    const blank = (line: string) => ' '.repeat(line.length);
    const filled = (action: string) => `\${${'X'.repeat(action.length - 3)}}`;
    // What an action renders among labels: an entry whose key is a placeholder, at nindent's column.
    const entry = (column: number, width: number) => `${' '.repeat(column)}\${${'X'.repeat(width - column - 7)}}: ""`;
    expect(out?.split('\n')).toEqual([
      blank('{{- if .Values.crds.enabled }}'),
      ...CRD_BODY.slice(0, 5),
      entry(4, (CRD_BODY[5] ?? '').length),
      `    helm.sh/chart: ${filled('{{ .Chart.Name }}')}-${filled('{{ .Chart.Version | replace "+" "_" }}')}`,
      blank(CRD_BODY[7] ?? ''),
      CRD_BODY[8],
      // Helm's keep annotation under a condition of its own: the chart's values may leave it off.
      blank(CRD_BODY[9] ?? ''),
      blank(CRD_BODY[10] ?? ''),
      ...CRD_BODY.slice(11),
      blank('{{- end }}'),
      '',
    ]);
    expect(out?.length).toBe(text.length);
  });

  it.each([
    ['an action in the schema', 'spec: {type: object, default: {{ .Values.x }}}'],
    ['the name templated', '  name: {{ .Release.Name }}-widgets'],
    ['two texts of which one renders', '{{- else }}'],
    ['a body repeated', '{{- range .Values.versions }}'],
    ['a text rendered elsewhere', '{{- define "x" }}'],
    ['an action that renders outside metadata', '    {{- toYaml .Values.extraVersions | nindent 4 }}'],
    ['an action that goes on below its line', '  annotations: {{ toYaml'],
    ["Jinja's statements", '{% if x %}'],
  ])('leaves a template with %s', (_, line) => {
    expect(helmWrappedText(wrapped([...CRD_BODY, line]))).toBeUndefined();
  });

  it("leaves a template where an action renders metadata's own keys and metadata writes no name", () => {
    // A regression probe: the name rendered by the chart read as none (crd/metadata's error).
    const body = (action: string) => [...CRD_BODY.slice(0, 3), action, ...CRD_BODY.slice(11)];
    for (const action of [
      '  {{ printf "name: %s" .Values.crdName | nindent 2 }}',
      '  {{- with .Values.meta }}{{ include "x.meta" . | nindent 2 }}{{- end }}',
    ])
      expect(helmWrappedText(wrapped(body(action)))).toBeUndefined();
    // Below a name written out, or deeper than metadata's keys, it renders other entries.
    expect(
      helmWrappedText(
        wrapped([...CRD_BODY.slice(0, 4), '  {{- include "x.meta" . | nindent 2 }}', ...CRD_BODY.slice(11)]),
      ),
    ).toBeDefined();
  });

  it('reads what an action renders among labels or annotations as an entry whose key is a placeholder', () => {
    const lines = (body: string) =>
      helmWrappedText(wrapped([...CRD_BODY.slice(0, 4), ...body.split('\n'), ...CRD_BODY.slice(11)]))?.split('\n');
    // At the column nindent gives, at the margin or indented (prometheus-operator-crds, argo-helm).
    const column0 = ['  annotations:', '{{- with .Values.annotations }}', '{{- toYaml . | nindent 4 }}', '{{- end }}'];
    expect(lines(column0.join('\n'))?.slice(5, 9)).toEqual([
      column0[0],
      ' '.repeat(column0[1]?.length ?? 0),
      `    \${${'X'.repeat((column0[2]?.length ?? 0) - 11)}}: ""`,
      ' '.repeat(column0[3]?.length ?? 0),
    ]);
    // A block opened and closed on the line of what it renders (linkerd's multicluster Link CRD).
    const oneLine = '    {{- with .Values.commonLabels }}{{ toYaml . | trim | nindent 4 }}{{- end }}';
    expect(lines(`  labels:\n    app: x\n${oneLine}`)?.[7]).toBe(`    \${${'X'.repeat(oneLine.length - 11)}}: ""`);
    // Not a block left open, nor one that renders nothing, nor an else.
    for (const refused of [
      '    {{- with .Values.a }}{{ toYaml . | nindent 4 }}',
      '    {{- with .Values.a }}{{- end }}{{- end }}',
      '    {{- if .Values.a }}{{ toYaml . }}{{- else }}{{ toYaml .Values.b }}{{- end }}',
    ])
      expect(lines(`  labels:\n    app: x\n${refused}`)?.[7] ?? '').not.toMatch(/^ {4}\$\{X+\}: ""$/);
    // A key's whole value: a flow mapping of labels or annotations, nothing of another key.
    expect(lines('  annotations: {{ toYaml .Values.annotations | nindent 4 }}')?.[5]).toBe(
      `  annotations: {"\${${'X'.repeat(33)}}": ""}`,
    );
    // Among others on its line, as a one-line `with` writes it.
    const withLine = '  annotations: {{- with .Values.a }}{{ toYaml . | nindent 4 }}{{- end }}';
    expect(lines(withLine)?.[5]).toBe(`  annotations: {"\${${'X'.repeat(withLine.length - 26)}}": ""}`);
    expect(lines('  finalizers: {{ toYaml .Values.finalizers | nindent 4 }}')?.[5]).toBe(
      `  finalizers:${' '.repeat(44)}`,
    );
    // Labels that nindent renders with more written below them (bitnami's cert-manager chart):
    // the lines below are the map; annotations so written stay a template
    const labelsThenEntry =
      '  labels: {{- include "common.labels.standard" . | nindent 4 }}\n    app: {{ .Chart.Name }}';
    expect(lines(labelsThenEntry)?.slice(5, 7)).toEqual([
      `  labels:${' '.repeat(labelsThenEntry.indexOf('\n') - '  labels:'.length)}`,
      `    app: \${${'X'.repeat('{{ .Chart.Name }}'.length - 3)}}`,
    ]);
    // (as a flow mapping, with the line below it: no YAML, so the document stays a template)
    expect(lines(labelsThenEntry.replace('labels', 'annotations'))?.[5]).toMatch(
      /^ {2}annotations: \{"\$\{X+\}": ""\}$/,
    );
    // A key that is an action is a placeholder, as a value is.
    expect(lines('  labels:\n    {{ include "prefix" . }}/component: crds')?.[6]).toBe(
      `    \${${'X'.repeat('{{ include "prefix" . }}'.length - 3)}}/component: crds`,
    );
  });

  it('reads an action that writes a literal as the text it writes, wherever it stands', () => {
    // argocd-image-updater's chart: Helm's way of writing `{{` in a description.
    const description =
      '      openAPIV3Schema: {type: object, description: "use `{{`{{ .app.path }}`}}` or {{ "{{" }}x}}"}';
    const out = helmWrappedText(wrapped([...CRD_BODY.slice(0, 20), description]));
    expect(out?.split('\n')[21]).toBe(
      `      openAPIV3Schema: {type: object, description: "use \`{{ .app.path }}${' '.repeat(6)}\` or {{${' '.repeat(8)}x}}"}`,
    );
    expect(helmWrappedText(wrapped([...CRD_BODY.slice(0, 20), `${description} {{ .Values.x }}`]))).toBeUndefined();
  });

  it("fills in the actions inside a line of spec.conversion, and of no other key of spec's", () => {
    // kueue's chart: the conversion webhook's service, named after the release.
    const conversion = [
      '  conversion:',
      '    strategy: Webhook',
      '    webhook:',
      '      clientConfig:',
      '        service:',
      `          name: '{{ include "kueue.fullname" . }}-webhook-service'`,
      "          namespace: '{{ .Release.Namespace }}'",
      '      conversionReviewVersions: [v1]',
    ];
    const body = [...CRD_BODY.slice(0, 12), ...conversion, ...CRD_BODY.slice(12)];
    const out = helmWrappedText(wrapped(body))?.split('\n');
    expect(out?.slice(18, 20)).toEqual([
      `          name: '\${${'X'.repeat('{{ include "kueue.fullname" . }}'.length - 3)}}-webhook-service'`,
      `          namespace: '\${${'X'.repeat('{{ .Release.Namespace }}'.length - 3)}}'`,
    ]);
    // A line of its own that renders there, or an action in a key of spec after conversion's.
    const own = [...conversion.slice(0, 4), '        {{- include "kueue.webhookService" . | nindent 8 }}'];
    expect(helmWrappedText(wrapped([...CRD_BODY.slice(0, 12), ...own, ...CRD_BODY.slice(12)]))).toBeUndefined();
    expect(
      helmWrappedText(wrapped([...CRD_BODY.slice(0, 12), ...conversion, '  scope: {{ .Values.scope }}'])),
    ).toBeUndefined();
    // The strategy itself, which decides what else conversion may hold.
    const strategy = conversion.map((l) => l.replace('strategy: Webhook', 'strategy: {{ .Values.conversion }}'));
    expect(helmWrappedText(wrapped([...CRD_BODY.slice(0, 12), ...strategy, ...CRD_BODY.slice(12)]))).toBeUndefined();
  });

  it('reads a comment over several lines as blank lines, its words not taken for keys', () => {
    // jobset's chart: a licence header above the wrapper.
    const header = ['{{- /*', 'Copyright: The Authors.', '*/ -}}'];
    const out = helmWrappedText([...header, wrapped(CRD_BODY)].join('\n'))?.split('\n');
    expect(out?.slice(0, 4)).toEqual([...header, '{{- if .Values.crds.enabled }}'].map((l) => ' '.repeat(l.length)));
    expect(out?.slice(4, 8)).toEqual(CRD_BODY.slice(0, 4));
    // A comment that never closes, or text after its close on that line, leaves it a template.
    expect(helmWrappedText(['{{- /*', 'Copyright', wrapped(CRD_BODY)].join('\n'))).toBeUndefined();
    expect(helmWrappedText(['{{- /*', '*/ -}} kind: x', wrapped(CRD_BODY)].join('\n'))).toBeUndefined();
  });

  it('keeps a keep annotation under the wrapper alone, not under a condition of its own', () => {
    const keep = '    helm.sh/resource-policy: keep';
    const body = [...CRD_BODY.slice(0, 4), '  annotations:', keep, ...CRD_BODY.slice(11)];
    expect(helmWrappedText(wrapped(body))?.split('\n')[6]).toBe(keep);
  });

  it('names the chart value a keep annotation under a condition of its own depends on, and no other', () => {
    const body = (condition: string) => [
      ...CRD_BODY.slice(0, 4),
      condition,
      '  annotations:',
      '    "helm.sh/resource-policy": keep',
      '  {{- end }}',
      ...CRD_BODY.slice(11),
    ];
    const keepOf = (lines: readonly string[]) => {
      const text = wrapped(lines);
      return conditionalKeepOf(text, helmWrappedText(text) ?? text);
    };
    expect(keepOf(body('  {{- if .Values.crd.keep }}'))).toBe('.Values.crd.keep');
    // A condition on more than one value, none of its own (read as there), or no keep annotation.
    expect(keepOf(body('  {{- if and .Values.crd.keep .Values.crd.enabled }}'))).toBeUndefined();
    expect(
      keepOf([...CRD_BODY.slice(0, 4), '  annotations:', '    helm.sh/resource-policy: keep', ...CRD_BODY.slice(11)]),
    ).toBeUndefined();
    expect(keepOf([...CRD_BODY.slice(0, 4), ...CRD_BODY.slice(11)])).toBeUndefined();
    expect(keepOf(CRD_BODY)).toBe('.Values.crds.keep');
  });

  it('leaves a template whose condition is on the cluster (a v1beta1 CRD for clusters without v1)', () => {
    const legacy = '{{- if not (.Capabilities.APIVersions.Has "apiextensions.k8s.io/v1/CustomResourceDefinition") }}';
    expect(helmWrappedText([legacy, ...CRD_BODY, '{{- end }}'].join('\n'))).toBeUndefined();
    expect(
      helmWrappedText(['{{- if semverCompare "<1.16" .Capabilities.KubeVersion.GitVersion }}', ...CRD_BODY].join('\n')),
    ).toBeUndefined();
  });

  // kubescape/helm-charts' node-agent CRDs: a variable set for the condition that wraps the CRD.
  it('reads a line that sets a variable as a blank line, unless the value is read from the cluster', () => {
    const assign = '{{- $components := fromYaml (include "components" .) }}';
    const text = [assign, '{{- if $components.nodeAgent.enabled }}', ...CRD_BODY, '{{- end }}', ''].join('\n');
    const out = helmWrappedText(text)?.split('\n');
    expect(out?.[0]).toBe(' '.repeat(assign.length));
    expect(out?.[1]).toBe(' '.repeat('{{- if $components.nodeAgent.enabled }}'.length));
    expect(parseManifestFile('crd.yaml', text).objects.map((o) => o.name)).toEqual(['widgets.example.com']);
    const fromCluster = '{{- $v1 := .Capabilities.APIVersions.Has "apiextensions.k8s.io/v1" }}';
    expect(helmWrappedText([fromCluster, '{{- if $v1 }}', ...CRD_BODY, '{{- end }}'].join('\n'))).toBeUndefined();
    const looked =
      '{{- $existing := lookup "apiextensions.k8s.io/v1" "CustomResourceDefinition" "" "widgets.example.com" }}';
    expect(helmWrappedText([looked, '{{- if not $existing }}', ...CRD_BODY, '{{- end }}'].join('\n'))).toBeUndefined();
  });

  it('leaves text without template actions alone', () => {
    expect(helmWrappedText(CRD_BODY.slice(0, 5).join('\n'))).toBeUndefined();
  });

  it('keeps the length and the lines of any text', () => {
    const piece = fc.constantFrom(
      '{{',
      '}}',
      '{{- if x }}',
      '{{- end }}',
      'metadata:',
      '  ',
      'a: b',
      '\n',
      ' {{ .x }} ',
      'spec:',
      '-',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        const out = helmWrappedText(text);
        if (out === undefined) return;
        expect(out.length).toBe(text.length);
        expect(out.split('\n').map((l) => l.length)).toEqual(text.split('\n').map((l) => l.length));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseManifestFile: a CRD wrapped in a chart template', () => {
  it('is read as rendered, and its values are placed on the lines of the file', () => {
    const text = `{{- if .Values.enabled }}\n# license\n---\n${wrapped(CRD_BODY).replace(/^.*\n/, '')}`;
    const file = parseManifestFile('crd.yaml', text);
    expect(file.problems).toEqual([]);
    expect(file.objects.map((o) => [o.kind, o.name, o.source.docLine])).toEqual([
      ['CustomResourceDefinition', 'widgets.example.com', 3],
    ]);
    expect(file.text.length).toBe(text.length);
    const crd = file.objects[0];
    if (!crd) throw new Error('no CRD');
    const locator = new Locator((f) => (f === 'crd.yaml' ? file.text : undefined));
    const at = locator.locate(
      crd.source,
      ['spec', 'versions', '0', 'schema', 'openAPIV3Schema', 'properties', 'size', 'type'],
      'value',
    );
    // The schema is CRD_BODY's last line, the 24th of the file.
    expect([at.line, at.column]).toEqual([24, (CRD_BODY[20] ?? '').indexOf('integer') + 1]);
  });

  it('notes a chart CRD it cannot read at the action that keeps it from being read, not at the first', () => {
    // kamaji's chart: the labels are read; the versions come from a file through tpl.
    const text = wrapped([
      ...CRD_BODY.slice(0, 15),
      '  versions: {{ tpl (.Files.Get "versions.yaml") . | nindent 4 }}',
    ]);
    const problems = parseManifestFile('crd.yaml', text).problems;
    expect(problems.map((p) => [p.code, p.line, p.column])).toEqual([['template', 17, 13]]);
    expect(problems[0]?.message).toContain('`{{ tpl (.Files.Get');
  });

  // opentelemetry-operator's chart: a line of spec.conversion that is nothing but actions, read as
  // a placeholder that leaves the mapping unreadable.
  it('notes a chart CRD whose reading does not read as YAML at the action there, not at the wrapping `if`', () => {
    const text = wrapped([
      ...CRD_BODY,
      '  conversion:',
      '    strategy: Webhook',
      '    webhook:',
      '      clientConfig:',
      '        {{ if .caBundle }}{{ cat "caBundle:" .caBundle | indent 8 }}{{ end }}',
      '        service: {name: webhook, namespace: system}',
    ]);
    const problems = parseManifestFile('crd.yaml', text).problems;
    expect(problems.map((p) => [p.code, p.line, p.column])).toEqual([['template', 27, 9]]);
    expect(problems[0]?.message).toContain('`{{ if .caBundle }}`');
  });

  it('is a template still where it holds what is not a CRD, or its document only renders as nothing', () => {
    const deployment = wrapped([
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: d',
      '  labels:',
      '    {{- include "l" . | nindent 4 }}',
    ]);
    expect(parseManifestFile('d.yaml', deployment).problems.map((p) => [p.code, p.line])).toEqual([['template', 1]]);
    expect(
      parseManifestFile('e.yaml', '{{- if .Values.x }}\n# nothing\n{{- end }}\n').problems.map((p) => p.code),
    ).toEqual(['template']);
  });
});

describe('wholeTemplateCondition', () => {
  it('is the value the first line makes the condition of all the template renders', () => {
    expect(wholeTemplateCondition(wrapped(CRD_BODY))).toBe('.Values.crds.enabled');
    expect(
      wholeTemplateCondition(`# a comment\n{{- if .Values.a.b }}\n---\n${CRD_BODY.join('\n')}\n{{- end }}\n`),
    ).toBe('.Values.a.b');
    // Closed before the end, a condition on another expression, or no condition: none.
    expect(wholeTemplateCondition(`{{- if .Values.a }}\nx: 1\n{{- end }}\n${CRD_BODY.join('\n')}\n`)).toBeUndefined();
    expect(
      wholeTemplateCondition(`{{- if .Values.a }}\nx: 1\n{{- end }}\n{{- if .Values.b }}\ny: 1\n{{- end }}\n`),
    ).toBeUndefined();
    expect(wholeTemplateCondition(`{{- if not .Values.a }}\n${CRD_BODY.join('\n')}\n{{- end }}\n`)).toBeUndefined();
    expect(wholeTemplateCondition(`${CRD_BODY.join('\n')}\n`)).toBeUndefined();
  });

  // kubewarden's CRD chart: `{{- if or .Values.installPolicyReportCRDs (not (hasKey .Values "installPolicyReportCRDs")) }}`.
  it('reads a value that renders the template where it is on or unset, and says so', () => {
    const orUnset = (condition: string) => `{{- if ${condition} }}\n---\n${CRD_BODY.join('\n')}\n{{- end }}\n`;
    const top = orUnset('or .Values.install (not (hasKey .Values "install"))');
    expect([wholeTemplateCondition(top), renderedWhereUnset(top)]).toEqual(['.Values.install', true]);
    const nested = orUnset('or .Values.crds.install (not (hasKey .Values.crds "install"))');
    expect([wholeTemplateCondition(nested), renderedWhereUnset(nested)]).toEqual(['.Values.crds.install', true]);
    // hasKey of another value: not that form.
    const other = orUnset('or .Values.crds.install (not (hasKey .Values "install"))');
    expect([wholeTemplateCondition(other), renderedWhereUnset(other)]).toEqual([undefined, false]);
    expect(renderedWhereUnset(wrapped(CRD_BODY))).toBe(false);
  });

  // rancher/turtles guards each feature's CRDs with `index`, whose keys may hold a dash.
  it('reads `index .Values` with quoted keys, in parentheses or not', () => {
    const under = (line: string) => wholeTemplateCondition(`${line}\n${CRD_BODY.join('\n')}\n{{- end }}\n`);
    expect(under('{{- if index .Values "features" "etcd-restore" "enabled" }}')).toBe(
      '.Values.features.etcd-restore.enabled',
    );
    expect(under('{{ if (index .Values "crds" "install") -}}')).toBe('.Values.crds.install');
    // A key a dotted path cannot hold, or none: no condition known.
    expect(under('{{- if index .Values "a.b" }}')).toBeUndefined();
    expect(under('{{- if index .Values }}')).toBeUndefined();
    expect(under('{{- if index .Values "a" | not }}')).toBeUndefined();
  });
});
