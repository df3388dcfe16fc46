import { describe, expect, it } from 'vitest';
import { enumNarrowed } from '../../../src/rules/compat/enum-narrowed.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { reviewFiles, type Files } from '../../support/review-files.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// A tightening of a resource that a fail-closed validating webhook of the repository judged at
// base (validating-webhooks.ts): fission moved its webhooks' checks into its CRDs (7ee16a08f6).

const withEnum = (values: string) => widgetCrd(specSchema(`mode: {type: string, enum: [${values}]}`));
const NOTE =
  "(the repository's validating webhook vwidget.example.com sees every create and update of widgets and refuses what it fails (failurePolicy Fail): where it refused these values already, the change moves that check into the schema and refuses nothing new; where it did not, this breaks as said)";

const marker = (args: string) =>
  `package webhook\n\n//+kubebuilder:webhook:path=/validate-widget,${args},sideEffects=None,versions=v1,name=vwidget.example.com,admissionReviewVersions=v1\ntype WidgetValidator struct{}\n`;
const FAIL_CLOSED = 'mutating=false,failurePolicy=fail,groups=example.com,resources=widgets,verbs=create;update';

/** The repository's API types of example.com, the Enum marker of `mode` as it is before or after the change. */
const types = (values: string) => ({
  'api/v1/doc.go': '// +groupName=example.com\npackage v1\n',
  'api/v1/types.go': `package v1\n\ntype WidgetSpec struct {\n\t// +kubebuilder:validation:Enum=${values}\n\tMode string \`json:"mode"\`\n}\n`,
});

/**
 * compat/enum-narrowed's severity, and whether its note names the webhook, with `files` (the same
 * before and after) beside the CRD and the API types, which the change edits unless `typesKept`.
 */
function narrowed(files: Files, typesKept = false, validation: Files = VALIDATION): string[] {
  return reviewFiles(
    [enumNarrowed],
    { ...files, ...validation, ...types(typesKept ? 'A;B' : 'A'), 'config/crd/widgets.yaml': withEnum('A') },
    { base: { ...files, ...validation, ...types('A;B'), 'config/crd/widgets.yaml': withEnum('A, B') }, goParser },
  ).map((f) => `${f.severity}${f.message.endsWith(NOTE) ? ' (webhook)' : ''}`);
}

/** The webhook's validation code, which reads the field: what may have refused the values. */
const VALIDATION: Files = {
  'internal/validation/widget.go':
    'package validation\n\nfunc ValidateWidget(w *v1.Widget) bool {\n\treturn w.Spec.Mode != ""\n}\n',
};

describe('compat/ tightening a resource a validating webhook of the repository judged', () => {
  it('is at most a warning that says the check may have moved, by a kubebuilder marker', () => {
    expect(narrowed({ 'pkg/webhook/widget.go': marker(FAIL_CLOSED) })).toEqual(['warning (webhook)']);
    // `* ` in the marker's groups or resources, as controller-gen takes it.
    expect(
      narrowed({ 'pkg/webhook/widget.go': marker(FAIL_CLOSED.replace('groups=example.com', 'groups=*')) }),
    ).toEqual(['warning (webhook)']);
  });

  it('is at most a warning by a ValidatingWebhookConfiguration, fail-closed by default in v1', () => {
    const config = (apiVersion: string, more = '') =>
      `apiVersion: admissionregistration.k8s.io/${apiVersion}\nkind: ValidatingWebhookConfiguration\nmetadata: {name: widgets}\nwebhooks:\n- name: vwidget.example.com\n${more}  rules:\n  - {apiGroups: [example.com], apiVersions: [v1], operations: [CREATE, UPDATE], resources: [widgets]}\n`;
    expect(narrowed({ 'config/webhook/manifests.yaml': config('v1') })).toEqual(['warning (webhook)']);
    expect(narrowed({ 'config/webhook/manifests.yaml': config('v1', '  failurePolicy: Ignore\n') })).toEqual(['error']);
    // v1beta1 failed open by default.
    expect(narrowed({ 'config/webhook/manifests.yaml': config('v1beta1') })).toEqual(['error']);
  });

  // cluster-api-provider-kubevirt c7c39f2a9a took kubevirt.io/api's `maxItems: 256` in a go.mod bump.
  it("is the error it was where the change leaves the repository's API types as they were: a dependency tightened it", () => {
    expect(narrowed({ 'pkg/webhook/widget.go': marker(FAIL_CLOSED) }, true)).toEqual(['error']);
  });

  // cert-manager 8ebd63c7e gave `rotationPolicy` an enum its webhook's validation never checked.
  it('is the error it was where no validation code of the repository reads the field', () => {
    const elsewhere = { 'internal/controller/widget.go': VALIDATION['internal/validation/widget.go'] as string };
    expect(narrowed({ 'pkg/webhook/widget.go': marker(FAIL_CLOSED) }, false, {})).toEqual(['error']);
    expect(narrowed({ 'pkg/webhook/widget.go': marker(FAIL_CLOSED) }, false, elsewhere)).toEqual(['error']);
    const other = {
      'internal/validation/widget.go': 'package validation\n\nfunc f(w *v1.Widget) bool { return w.Spec.Size > 0 }\n',
    };
    expect(narrowed({ 'pkg/webhook/widget.go': marker(FAIL_CLOSED) }, false, other)).toEqual(['error']);
  });

  // cert-manager's chart renders its ValidatingWebhookConfiguration (24f6787fc5 moved a union check into CEL).
  it('is at most a warning by a configuration a chart template renders, where it writes the rules out', () => {
    const template = (groups: string, policy = 'Fail') => ({
      'chart/Chart.yaml': 'apiVersion: v2\nname: widgets\nversion: 1.0.0\n',
      'chart/templates/webhook.yaml': `apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: {{ include "fullname" . }}\n  labels:\n    {{- include "labels" . | nindent 4 }}\nwebhooks:\n  - name: vwidget.example.com\n    rules:\n      - apiGroups: [${groups}]\n        apiVersions: [v1]\n        operations: [CREATE, UPDATE]\n        resources: ["*/*"]\n    failurePolicy: ${policy}\n    clientConfig:\n      service: {name: {{ .Release.Name }}, namespace: {{ .Release.Namespace }}}\n`,
    });
    expect(narrowed(template('example.com'))).toEqual(['warning (webhook)']);
    // A group a value writes may be anything; a failurePolicy a value writes may be Ignore.
    expect(narrowed(template('"{{ .Values.group }}"'))).toEqual(['error']);
    expect(narrowed(template('example.com', '{{ .Values.failurePolicy }}'))).toEqual(['error']);
  });

  it('is the error it was where no such webhook judged the writes', () => {
    const other = (from: string, to: string) => ({ 'pkg/webhook/widget.go': marker(FAIL_CLOSED.replace(from, to)) });
    expect(narrowed({})).toEqual(['error']);
    expect(narrowed(other('failurePolicy=fail', 'failurePolicy=ignore'))).toEqual(['error']);
    expect(narrowed(other('mutating=false', 'mutating=true'))).toEqual(['error']);
    expect(narrowed(other('verbs=create;update', 'verbs=create'))).toEqual(['error']);
    expect(narrowed(other('resources=widgets', 'resources=gadgets'))).toEqual(['error']);
    // A marker quoted in prose, or in a test's Go.
    expect(
      narrowed({ 'pkg/webhook/widget.go': marker(FAIL_CLOSED).replace('//+kubebuilder', '// Add tag: +kubebuilder') }),
    ).toEqual(['error']);
    expect(narrowed({ 'pkg/webhook/widget_test.go': marker(FAIL_CLOSED) })).toEqual(['error']);
  });
});
