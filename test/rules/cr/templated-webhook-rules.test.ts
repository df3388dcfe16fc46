import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templatedWebhooks } from '../../../src/rules/cr/templated-webhook-rules.js';

// The rules of a MutatingWebhookConfiguration read through its template (templated-webhook-rules.ts).

const configuration = (webhooks: string) =>
  `apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata:\n  name: {{ include "x.fullname" . }}\nwebhooks:\n${webhooks}`;

/** A webhook of pods, CREATE only, written out plain at the end of a document; and as templatedWebhooks reads it. */
const POD_WEBHOOK = `webhooks:
- name: mpod.example.com
  rules:
  - {operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods]}
`;
const POD_WEBHOOK_READ = [
  {
    name: 'mpod.example.com',
    rules: [{ operations: ['CREATE'], apiGroups: [''], apiVersions: ['v1'], resources: ['pods'], scope: '*' }],
  },
];

describe('templatedWebhooks', () => {
  it('reads plain rules, and drops the control actions around them', () => {
    const text = configuration(`{{- if .Values.webhook.enabled }}
- labels:
    {{ $key }}: {{ tpl $value $ }}
  name: m.example.com
  rules:
  - operations: [CREATE, UPDATE]
    apiGroups: [example.com]
    apiVersions: [v1]
    resources: [widgets, gadgets]
{{- end }}
`);
    expect(templatedWebhooks(text)).toEqual([
      {
        name: 'm.example.com',
        rules: [
          {
            operations: ['CREATE', 'UPDATE'],
            apiGroups: ['example.com'],
            apiVersions: ['v1'],
            resources: ['widgets', 'gadgets'],
            scope: '*',
          },
        ],
      },
    ]);
  });

  it('takes a templated item, or a templated list, as matching anything; a templated name as unknown', () => {
    const text = configuration(`{{- range $crd := .Values.crds }}
- name: {{ $crd }}.example.com
  rules:
  - operations: [CREATE]
    apiGroups: [example.com]
    apiVersions: {{ $.Values.versions }}
    resources: [{{ $crd }}]
{{- end }}
`);
    expect(templatedWebhooks(text)).toEqual([
      {
        rules: [
          { operations: ['CREATE'], apiGroups: ['example.com'], apiVersions: ['*'], resources: ['*'], scope: '*' },
        ],
      },
    ]);
  });

  // bank-vaults' vault-secrets-webhook: its webhook of custom resources renders only where
  // `customResourceMutations` ([] by default) lists some, and its rules are that list.
  const guarded = configuration(`- name: pods.example.com
  rules:
  - {operations: [CREATE], apiGroups: [''], apiVersions: [v1], resources: [pods]}
{{- if .Values.customResourceMutations }}
- name: objects.example.com
  rules:
  - operations: [CREATE]
    apiGroups: ['*']
    apiVersions: ['*']
    resources:
{{ toYaml .Values.customResourceMutations | indent 6 }}
{{- else }}
- name: {{ .Values.fallbackName }}
{{- end }}
`);
  const PODS = { operations: ['CREATE'], apiGroups: [''], apiVersions: ['v1'], resources: ['pods'], scope: '*' };

  it("leaves out a block the chart's values do not render by default, and keeps its else", () => {
    const values = (steps: readonly string[]) => ({ customResourceMutations: [] })[steps.join('.')];
    expect(templatedWebhooks(guarded, values)).toEqual([{ name: 'pods.example.com', rules: [PODS] }, {}]);
  });

  // kubevela/catalog's metricstrait chart: its MutatingWebhookConfiguration stands in
  // `{{- if .Values.admissionWebhooks.enabled -}}`, false in values.yaml.
  it("renders no webhook from a document the chart's values leave off whole", () => {
    const off = `{{- if .Values.admissionWebhooks.enabled -}}\n${configuration('- name: pods.example.com\n  rules: []\n')}{{- end -}}\n`;
    const enabled = (on: boolean) => (steps: readonly string[]) =>
      ({ 'admissionWebhooks.enabled': on })[steps.join('.')];
    expect(templatedWebhooks(off, enabled(false))).toEqual([]);
    expect(templatedWebhooks(off, enabled(true))).toEqual([{ name: 'pods.example.com', rules: [] }]);
  });

  it('knows nothing of the block where the values render it, or where the chart has none', () => {
    const listed = (steps: readonly string[]) => ({ customResourceMutations: ['vaults'] })[steps.join('.')];
    expect(templatedWebhooks(guarded, listed)).toBeUndefined();
    expect(templatedWebhooks(guarded)).toBeUndefined();
  });

  it("leaves out an action that writes a selector's value, and knows nothing where one writes rules", () => {
    const withSelector = (key: string) =>
      configuration(`- name: pods.example.com
  rules:
  - {operations: [CREATE], apiGroups: [''], apiVersions: [v1], resources: [pods]}
  namespaceSelector:
    ${key}:
{{ toYaml .Values.namespaceSelector.matchExpressions | indent 4 }}
`);
    expect(templatedWebhooks(withSelector('matchExpressions'))).toEqual([{ name: 'pods.example.com', rules: [PODS] }]);
    expect(templatedWebhooks(withSelector('resources'))).toBeUndefined();
  });

  it('takes the first of the undecided branches outside the webhooks, which would repeat a key', () => {
    // bank-vaults' chart writes its apiVersion by the cluster's version.
    const byVersion = `{{- if semverCompare ">=1.16-0" .Capabilities.KubeVersion.GitVersion }}
apiVersion: admissionregistration.k8s.io/v1
{{- else }}
apiVersion: admissionregistration.k8s.io/v1beta1
{{- end }}
kind: MutatingWebhookConfiguration
metadata:
  name: x
webhooks:
- name: pods.example.com
  rules:
  - {operations: [CREATE], apiGroups: [''], apiVersions: [v1], resources: [pods]}
`;
    expect(templatedWebhooks(byVersion)).toEqual([{ name: 'pods.example.com', rules: [PODS] }]);
  });

  it('reads `not`, nested blocks and a condition the values do not decide', () => {
    const text = configuration(`{{- if not .Values.enabled }}
- name: off.example.com
{{- else }}
{{- if .Values.extra }}
- name: extra.example.com
{{- end }}
{{- if eq .Values.mode "x" }}
- name: undecided.example.com
{{- end }}
{{- end }}
`);
    const values = (steps: readonly string[]) => ({ enabled: true, extra: {} })[steps.join('.')];
    expect(templatedWebhooks(text, values)).toEqual([{ name: 'undecided.example.com' }]);
  });

  it('knows nothing where an action writes YAML of its own, where rules are templated whole, or in Jinja', () => {
    expect(templatedWebhooks(configuration('{{- include "x.webhooks" . | nindent 0 }}\n'))).toBeUndefined();
    expect(templatedWebhooks(configuration('- name: m.example.com\n  rules: {{ toJson .Values.rules }}\n'))).toEqual([
      { name: 'm.example.com' },
    ]);
    expect(templatedWebhooks(configuration('{% for r in rules %}\n- name: m\n{% endfor %}\n'))).toBeUndefined();
    expect(templatedWebhooks(configuration('- name: m\n  rules:\n  - {{ .Values.rule\n  }}\n'))).toBeUndefined();
  });

  // keptn's lifecycle-operator chart: labels and annotations included into the metadata, variables set.
  it('reads the rules when actions write YAML of their own only into the metadata', () => {
    const text = `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: m
{{- $annotations := include "common.annotations" (dict "context" .) }}
  annotations:
    {{- with $annotations }}
    {{- . -}}
    {{- end }}
  labels:
    app: x
{{- include "common.labels.standard" (dict "context" .) | nindent 4 }}
${POD_WEBHOOK}`;
    expect(templatedWebhooks(text)).toEqual(POD_WEBHOOK_READ);
    // Under webhooks, such an action may write rules: nothing is known.
    expect(
      templatedWebhooks(text.replace('  rules:', '{{- include "x.rules" . | nindent 2 }}\n  rules:')),
    ).toBeUndefined();
    // Before any key of the document, it may write anything.
    expect(templatedWebhooks(`{{- include "x.header" . }}\n${text}`)).toBeUndefined();
  });

  // linkerd's proxy injector: `{{- with .Values.commonLabels }}{{ toYaml . | trim | nindent 4 }}{{- end }}`.
  it('reads a line of actions alone, control and others, as each on a line of its own', () => {
    const text = `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: m
  labels:
    app: x
    {{- with .Values.commonLabels }}{{ toYaml . | trim | nindent 4 }}{{- end }}
${POD_WEBHOOK}`;
    expect(templatedWebhooks(text)).toEqual(POD_WEBHOOK_READ);
    // Under webhooks, such a line may write rules: nothing is known; unless its block is not rendered.
    const underWebhooks = text.replace(
      '  rules:\n',
      '  rules:\n  {{- with .Values.rules }}{{ toYaml . | nindent 2 }}{{- end }}\n',
    );
    expect(templatedWebhooks(underWebhooks)).toBeUndefined();
    expect(templatedWebhooks(underWebhooks, () => undefined)?.[0]?.rules?.length).toBe(1);
  });

  // kuma's validating webhook: `{{ .Values.controlPlane.webhooks.validator.additionalRules | nindent 6 }}`.
  it('reads what an action writes of its own as more rules where told so: the rules written out stay', () => {
    const text = configuration(`- name: v.example.com
  rules:
  - {operations: [CREATE, UPDATE], apiGroups: [example.com], apiVersions: [v1], resources: [widgets]}
  {{ .Values.additionalRules | nindent 2 }}
`);
    expect(templatedWebhooks(text)).toBeUndefined();
    expect(templatedWebhooks(text, undefined, true)?.map((w) => w.rules?.map((r) => r.resources.join()))).toEqual([
      ['widgets'],
    ]);
  });

  it('does not take a line with YAML between a control action and its end for control alone', () => {
    const text = configuration(`- name: m.example.com
  rules:
  - {operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods]}
  {{ if .Values.widgets }}- {operations: [CREATE], apiGroups: [example.com], apiVersions: [v1], resources: [widgets]}{{ end }}
`);
    // Not read as pods alone: the conditional rule may be there, so nothing is known.
    expect(templatedWebhooks(text)).toBeUndefined();
  });

  // OpenKruise's chart (in matrixone-operator): `{{ if contains "PodWebhook=false" .Values.featureGates }}{{ else }}`.
  it('reads a line of control actions alone, one after another, as each on its own line', () => {
    const text = configuration(`- name: m.example.com
  rules:
  - {operations: [CREATE], apiGroups: [example.com], apiVersions: [v1], resources: [gadgets]}
{{ if contains "PodWebhook=false" .Values.featureGates }}{{ else }}
- name: p.example.com
  rules:
  - {operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods]}
{{- end }}
`);
    expect(templatedWebhooks(text)?.map((w) => [w.name, w.rules?.map((r) => r.resources.join())])).toEqual([
      ['m.example.com', ['gadgets']],
      ['p.example.com', ['pods']],
    ]);
  });

  it('never throws, whatever the text (user input)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('{', '}', '-', ' ', '\n', ':', '[', ']', 'a', '"', '#', '%', '/', '*') }),
        (tail) => {
          const read = templatedWebhooks(configuration(tail));
          expect(read === undefined || Array.isArray(read)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
