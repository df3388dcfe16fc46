import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/engine/finding.js';
import { cel } from '../../../src/rules/cr/cel.js';
import { mutatingWebhookNames } from '../../../src/rules/cr/go-registered-webhooks.js';
import { schema } from '../../../src/rules/cr/schema.js';
import { reviewFiles } from '../../support/review-files.js';
import { widget, widgetCrd } from './cr-fixtures.js';
import { goParser } from '../../parse/go/go-parser-instance.js';

// cr/schema's Required value under a mutating webhook of the repository (mutating-webhooks.ts):
// the apiserver calls mutating webhooks before schema validation, and a knative or controller-runtime
// webhook re-encodes the object from its Go type, filling the fields declared without omitempty.
// A tekton-like shape: steps whose items require a name the manifest leaves out.

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        size: {type: integer, maximum: 10}
        steps:
          type: array
          items: {type: object, required: [name], properties: {name: {type: string}, image: {type: string}}}
`);
const cr = widget(`
spec:
  size: 30
  steps:
  - image: alpine
`);

/** A MutatingWebhookConfiguration whose one webhook has these rules (YAML flow), or none. */
const configuration = (rules?: string) => `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: defaulting
webhooks:
- name: webhook.example.com
  admissionReviewVersions: [v1]
  sideEffects: None
  clientConfig: {service: {name: webhook, namespace: system}}
${rules === undefined ? '' : `  rules: ${rules}\n`}`;

const shown = (f: Finding) => ({
  severity: f.severity,
  place: `${f.line}:${f.column} ${f.fieldPath ?? ''}`,
  message: f.message,
  apiserver: (f.data as { apiserver?: unknown }).apiserver !== undefined,
});
const run = (webhook?: string) =>
  reviewFiles([schema], {
    'crd.yaml': crd,
    'cr.yaml': cr,
    ...(webhook === undefined ? {} : { 'webhook.yaml': webhook }),
  }).map(shown);

const TOO_BIG = {
  severity: 'error',
  place: '6:9 spec.size',
  message: 'spec.size: Invalid value: 30: spec.size in body should be less than or equal to 10',
  apiserver: true,
};
const REQUIRED = {
  severity: 'error',
  place: '8:5 spec.steps[0]',
  message: 'spec.steps[0].name: Required value',
  apiserver: true,
};
const UNLESS_WEBHOOK = {
  severity: 'warning',
  place: '8:5 spec.steps[0]',
  message:
    'spec.steps[0].name: Required value, unless the mutating webhook webhook.example.com sets it: webhooks run before schema validation, and those built on controller-runtime or knative add every field their Go type declares without omitempty (the fields controller-gen marks required)',
  apiserver: false,
};

describe('cr/schema: a required field under a mutating webhook of the repository', () => {
  it('is the apiserver error when the repository registers no mutating webhook', () => {
    expect(run()).toEqual([TOO_BIG, REQUIRED]);
  });

  it('is a warning naming a webhook that ships without rules (knative fills them in at run time); other errors stay errors', () => {
    expect(run(configuration())).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
  });

  it('stays an error when the webhook’s objectSelector certainly does not select the resource’s labels', () => {
    // knative net-istio's webhook ships without rules and sees only objects with this label.
    const selected = (selector: string) => `${configuration()}  objectSelector: ${selector}\n`;
    expect(run(selected('{matchExpressions: [{key: serving.knative.dev/configuration, operator: Exists}]}'))).toEqual([
      TOO_BIG,
      REQUIRED,
    ]);
    expect(run(selected('{matchLabels: {app: other}}'))).toEqual([TOO_BIG, REQUIRED]);
    expect(run(selected('{matchExpressions: [{key: app, operator: In, values: [w]}]}'))).toEqual([TOO_BIG, REQUIRED]);
    // What the labels cannot refuse: an absent key NotIn, DoesNotExist, an operator not known.
    for (const open of [
      '{matchExpressions: [{key: app, operator: NotIn, values: [w]}]}',
      '{matchExpressions: [{key: app, operator: DoesNotExist}]}',
      '{matchExpressions: [{key: app, operator: Gt, values: ["1"]}]}',
      '{matchLabels: {app: "{{ .Values.app }}"}}',
      '{}',
    ])
      expect(run(selected(open)), open).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
  });

  it.each([
    [
      'the group and resource by name',
      '[{operations: [CREATE], apiGroups: [example.com], apiVersions: [v1], resources: [widgets]}]',
    ],
    [
      'every group, version and resource',
      '[{operations: ["*"], apiGroups: ["*"], apiVersions: ["*"], resources: ["*"]}]',
    ],
    [
      'resources and their subresources',
      '[{operations: [CREATE, UPDATE], apiGroups: [example.com], apiVersions: ["*"], resources: ["*/*"]}]',
    ],
  ])('is a warning when the rules name %s', (_name, rules) => {
    expect(run(configuration(rules))).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
  });

  it('is a warning naming the file of a webhook only a Helm template renders (its rules cannot be read)', () => {
    const helm = `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: {{ .Release.Name }}-mutation
webhooks:
{{- range $kind := .Values.webhook.kinds }}
- name: {{ $kind }}.example.com
  rules:
  - {operations: [CREATE], apiGroups: [example.com], apiVersions: ["*"], resources: [{{ $kind }}]}
{{- end }}
`;
    expect(run(helm)).toEqual([
      TOO_BIG,
      {
        ...UNLESS_WEBHOOK,
        message: UNLESS_WEBHOOK.message.replace('webhook.example.com', 'templated in webhook.yaml'),
      },
    ]);
  });

  it('reads the rules a template writes out: a webhook templated only in its namespace sees what its rules name (dapr: pods)', () => {
    const helm = (rules: string) => `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: injector
  namespace: {{ .Release.Namespace }}
webhooks:
- name: sidecar.example.com
  clientConfig: {service: {name: injector, namespace: {{ .Release.Namespace }}}}
  rules:
${rules}
`;
    const pods = '  - {operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods]}';
    expect(run(helm(pods))).toEqual([TOO_BIG, REQUIRED]);
    const widgets = '  - {operations: [CREATE], apiGroups: [example.com], apiVersions: [v1], resources: [widgets]}';
    expect(run(helm(widgets))).toEqual([
      TOO_BIG,
      {
        ...UNLESS_WEBHOOK,
        message: UNLESS_WEBHOOK.message.replace(
          'webhook.example.com',
          'sidecar.example.com (templated in webhook.yaml)',
        ),
      },
    ]);
    // Rules a value writes (a line of its own that is not control) are not known: any request.
    expect(run(helm('  {{- toYaml .Values.webhook.rules | nindent 2 }}'))).toEqual([
      TOO_BIG,
      {
        ...UNLESS_WEBHOOK,
        message: UNLESS_WEBHOOK.message.replace('webhook.example.com', 'templated in webhook.yaml'),
      },
    ]);
  });

  it('takes a quoted template in the rules of a configuration that reads as YAML as matching anything', () => {
    const quoted = configuration(
      '[{operations: [CREATE], apiGroups: ["{{ .Values.group }}"], apiVersions: ["*"], resources: ["*"]}]',
    );
    expect(run(quoted)).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
  });

  // oracle-database-operator registers its defaulter for v1alpha1 only; matchPolicy defaults to
  // Equivalent, so the apiserver converts a v4 request to v1alpha1 and calls it. It converts only
  // to a version the CRD serves: rules that name none of them call nothing.
  it('is a warning where the rules name another version the CRD serves (matchPolicy Equivalent, the default)', () => {
    const v2 = '[{operations: [CREATE], apiGroups: [example.com], apiVersions: [v2], resources: [widgets]}]';
    const servingV2 = crd
      .replace(/\n$/, '')
      .concat(
        '\n    - name: v2\n      served: true\n      storage: false\n      schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}\n',
      );
    const runServing = (webhook: string) =>
      reviewFiles([schema], { 'crd.yaml': servingV2, 'cr.yaml': cr, 'webhook.yaml': webhook }).map((f) => f.severity);
    expect(runServing(configuration(v2))).toEqual(['error', 'warning']);
    expect(runServing(configuration(`${v2}\n  matchPolicy: Equivalent`))).toEqual(['error', 'warning']);
    // The CRD serves v1 alone: no request is converted to v2.
    expect(run(configuration(v2))).toEqual([TOO_BIG, REQUIRED]);
    // admissionregistration.k8s.io/v1beta1 defaulted to Exact: a v1 request is not converted, though the CRD serves v2.
    const v1beta1 = configuration(v2).replace(
      'admissionregistration.k8s.io/v1',
      'admissionregistration.k8s.io/v1beta1',
    );
    expect(runServing(v1beta1)).toEqual(['error', 'error']);
  });

  // newrelic/k8s-agents-operator lists its v1beta3 webhook before its v1beta2 one: a v1beta2 object
  // is named the webhook written for its own version, though the other sees it converted.
  it("names the webhook whose rules list the object's own version before one that sees it converted", () => {
    const servingV2 = crd
      .replace(/\n$/, '')
      .concat(
        '\n    - name: v2\n      served: true\n      storage: false\n      schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}\n',
      );
    const webhook = (name: string, version: string) =>
      `- name: ${name}\n  admissionReviewVersions: [v1]\n  sideEffects: None\n  clientConfig: {service: {name: webhook, namespace: system}}\n  rules: [{operations: [CREATE], apiGroups: [example.com], apiVersions: [${version}], resources: [widgets]}]\n`;
    const both = `apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata:\n  name: defaulting\nwebhooks:\n${webhook('mwidget-v2.kb.io', 'v2')}${webhook('mwidget-v1.kb.io', 'v1')}`;
    const [, required] = reviewFiles([schema], { 'crd.yaml': servingV2, 'cr.yaml': cr, 'webhook.yaml': both }).map(
      (f) => f.message,
    );
    expect(required).toContain('unless the mutating webhook mwidget-v1.kb.io sets it');
  });

  it('stays an error beside a template that is not a webhook configuration, or beside one that is read', () => {
    const deployment = 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\n';
    expect(run(deployment)).toEqual([TOO_BIG, REQUIRED]);
    // A templated object that lists the kind among others (Dynatrace's Marketplace Application,
    // f33be7c9: componentKinds) makes no webhook.
    const application =
      'apiVersion: app.k8s.io/v1beta1\nkind: Application\nmetadata:\n  name: {{ .Release.Name }}\nspec:\n  componentKinds:\n  - group: admissionregistration.k8s.io/v1\n    kind: MutatingWebhookConfiguration\n';
    expect(run(application)).toEqual([TOO_BIG, REQUIRED]);
    // A readable configuration whose rules do not match, in a file with a templated Deployment.
    const beside = `${configuration('[{operations: [CREATE], apiGroups: [other.io], apiVersions: ["*"], resources: ["*"]}]')}---\n${deployment}`;
    expect(run(beside)).toEqual([TOO_BIG, REQUIRED]);
  });

  // tektoncd/operator keeps a Tekton Pipelines release, with its rule-less webhook, in
  // test/manifests/: a test installs it; the operator's samples are not applied under it.
  it('stays an error under a webhook registered only by a manifest of the tests; a resource of the tests is under it', () => {
    const files = (resource: string) => ({
      'crd.yaml': crd,
      [resource]: cr,
      'test/manifests/release.yaml': configuration(),
    });
    expect(reviewFiles([schema], files('config/samples/widget.yaml')).map(shown)).toEqual([TOO_BIG, REQUIRED]);
    expect(reviewFiles([schema], files('test/e2e/widget.yaml')).map((f) => [f.severity, f.message])).toEqual([
      ['warning', expect.stringContaining('spec.size: Invalid value: 30')],
      [
        'warning',
        expect.stringMatching(
          /^spec\.steps\[0\]\.name: Required value, unless the mutating webhook webhook\.example\.com sets it/,
        ),
      ],
    ]);
  });

  // tektoncd/operator ships webhook.operator.tekton.dev, without rules, in cmd/*/webhook/kodata/,
  // beside the upstream releases its operator installs from cmd/*/operator/kodata/.
  describe('registered in a kodata/ directory, which the review passes by', () => {
    const koData = (text: string) => ({
      koDataWebhooks: { read: () => [{ path: 'cmd/webhook/kodata/500-webhooks.yaml', text }] },
    });
    const runWith = (text: string) =>
      reviewFiles([schema], { 'crd.yaml': crd, 'cr.yaml': cr }, { services: koData(text) }).map(shown);
    const named = (name: string) => configuration().replace('name: webhook.example.com', `name: ${name}`);

    it('is a warning under a webhook without rules named for the resource’s group', () => {
      expect(runWith(configuration())).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
    });

    it('stays an error under a webhook without rules named for another group (an upstream release the operator installs)', () => {
      expect(runWith(named('webhook.pipeline.tekton.dev'))).toEqual([TOO_BIG, REQUIRED]);
    });

    it('stays an error under a webhook without rules named for a subgroup of the resource’s group', () => {
      // webhook.operator.tekton.dev is the operator's (operator.tekton.dev), not tekton.dev's.
      expect(runWith(named('webhook.operator.example.com'))).toEqual([TOO_BIG, REQUIRED]);
    });

    // tektoncd/operator's pkg/webhook/webhook.go hands knative its `types` map, which leaves
    // TektonScheduler out: knative writes the webhook's rules from it, so it never sees one.
    it('stays an error where the Go that registers the webhook with knative lists other kinds alone', () => {
      const go = (kinds: string) =>
        [
          'package webhook',
          '',
          'var types = map[schema.GroupVersionKind]resourcesemantics.GenericCRD{',
          ...kinds.split(',').map((k) => `\tv1.SchemeGroupVersion.WithKind("${k}"): &v1.${k}{},`),
          '}',
          '',
          'func SetTypes() { types[v1.SchemeGroupVersion.WithKind("Extra")] = &v1.Extra{} }',
          '',
          'func NewDefaulting(ctx context.Context, _ configmap.Watcher) *controller.Impl {',
          '\treturn defaulting.NewAdmissionController(ctx,',
          '\t\t// Name of the resource webhook.',
          '\t\t"webhook.example.com",',
          '\t\t"/defaulting",',
          '\t\ttypes,',
          '\t\tfunc(ctx context.Context) context.Context { return ctx },',
          '\t\ttrue,',
          '\t)',
          '}',
          '',
        ].join('\n');
      const withGo = (kinds: string) =>
        reviewFiles(
          [schema],
          { 'crd.yaml': crd, 'cr.yaml': cr, 'pkg/webhook/webhook.go': go(kinds) },
          { services: koData(configuration()) },
        ).map(shown);
      expect(withGo('Gadget')).toEqual([TOO_BIG, REQUIRED]);
      expect(withGo('Gadget,Widget')).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
    });

    it('is a warning under a webhook whose rules name the resource, whatever its name', () => {
      const rules = '[{operations: [CREATE], apiGroups: [example.com], apiVersions: ["*"], resources: [widgets]}]';
      expect(
        runWith(named('defaulter.other.io').replace('sideEffects: None', `sideEffects: None\n  rules: ${rules}`)),
      ).toEqual([
        TOO_BIG,
        { ...UNLESS_WEBHOOK, message: UNLESS_WEBHOOK.message.replace('webhook.example.com', 'defaulter.other.io') },
      ]);
    });
  });

  it('names knative’s webhook.<group> first among those named for the resource’s group', () => {
    const proxy = configuration()
      .replace(/webhook\.example\.com/g, 'proxy.example.com')
      .replace('name: defaulting', 'name: proxy');
    expect(run(`${proxy}---\n${configuration()}`)).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
  });

  it('names the webhook named for the resource’s group where several may set the field', () => {
    const other = configuration()
      .replace(/webhook\.example\.com/g, 'webhook.other.io')
      .replace('name: defaulting', 'name: other');
    expect(run(`${other}---\n${configuration()}`)).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
  });

  it('stays an error under a kustomize patch of a webhook (no rules, no clientConfig): its rules are where it is defined', () => {
    const patch =
      'apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata: {name: defaulting}\nwebhooks:\n- name: webhook.example.com\n  timeoutSeconds: 1\n';
    expect(run(patch)).toEqual([TOO_BIG, REQUIRED]);
  });

  it.each([
    ['another group', '[{operations: [CREATE], apiGroups: [other.io], apiVersions: ["*"], resources: ["*"]}]'],
    [
      'another resource',
      '[{operations: [CREATE], apiGroups: [example.com], apiVersions: ["*"], resources: [gadgets]}]',
    ],
    [
      'only updates (this is a create)',
      '[{operations: [UPDATE], apiGroups: [example.com], apiVersions: ["*"], resources: [widgets]}]',
    ],
    [
      'another version, under matchPolicy Exact',
      '[{operations: [CREATE], apiGroups: [example.com], apiVersions: [v2], resources: [widgets]}]\n  matchPolicy: Exact',
    ],
    [
      'only subresources',
      '[{operations: [CREATE], apiGroups: [example.com], apiVersions: ["*"], resources: [widgets/status]}]',
    ],
    ['nothing (rules: [] matches no request)', '[]'],
  ])('stays an error when the rules name %s', (_name, rules) => {
    expect(run(configuration(rules))).toEqual([TOO_BIG, REQUIRED]);
  });
});

describe('cr/cel: the rules not checked after required fields a mutating webhook may set', () => {
  // A rule on spec, which the apiserver skips when the object has a blocking error (CR-CEL-011).
  const celCrd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      x-kubernetes-validations: [{rule: "self.steps.size() < 5"}]
      properties:
        owner: {type: object, required: [uid], properties: {uid: {type: string}}}
        steps:
          type: array
          items: {type: object, required: [name], properties: {name: {type: string}, image: {type: string}}}
`);
  const runCel = (resource: string, webhook?: string) =>
    reviewFiles([cel], {
      'crd.yaml': celCrd,
      'cr.yaml': resource,
      ...(webhook === undefined ? {} : { 'webhook.yaml': webhook }),
    }).map(shown);
  const stepWithoutName = widget(`
spec:
  steps:
  - image: alpine
`);
  const NOT_CHECKED =
    'Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation';

  // Beside the blocking errors cr/schema reports, the apiserver's added error is a notice that keeps its data.
  // Beside the blocking errors the notice names them: in a review of a change they may be old ones, not shown.
  const notice = (blocking: string) => ({
    severity: 'notice',
    place: '2:7 kind',
    message: `the x-kubernetes-validations rules of widgets.example.com were not checked: the apiserver evaluates them only once the errors that block them are fixed (${blocking}), and adds to its answer: <nil>: ${NOT_CHECKED}`,
    apiserver: true,
  });

  it('is a notice carrying the apiserver error without a webhook', () => {
    expect(runCel(stepWithoutName)).toEqual([notice('spec.steps[0].name: Required value')]);
  });

  it('is a notice without the apiserver error when every blocking error is a required field the webhook may set', () => {
    expect(runCel(stepWithoutName, configuration())).toEqual([
      {
        severity: 'notice',
        place: '2:7 kind',
        message: `the x-kubernetes-validations rules of widgets.example.com were not checked, because of required fields the mutating webhook webhook.example.com may set first (see the cr/schema warnings); if it does not, the apiserver rejects the resource with: <nil>: ${NOT_CHECKED}`,
        apiserver: false,
      },
    ]);
  });

  it('stays the notice when another blocking error remains (a wrong type)', () => {
    const alsoWrongType = widget(`
spec:
  owner: {uid: 5}
  steps:
  - image: alpine
`);
    expect(runCel(alsoWrongType, configuration())).toEqual([
      notice('spec.owner.uid: Invalid value, spec.steps[0].name: Required value'),
    ]);
  });
});

describe('cr/schema: an anyOf or oneOf under a mutating webhook of the repository', () => {
  // config-connector's parent references: exactly one of folderRef and projectRef, which its
  // webhook sets from the namespace's annotation.
  const refsCrd = (junctor: string) =>
    widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        folderRef: {type: object, properties: {external: {type: string}}}
        projectRef: {type: object, properties: {external: {type: string}}}
        size: {type: integer}
      ${junctor}:
      - required: [folderRef]
      - {required: [projectRef], properties: {size: {maximum: 3}}}
`);
  const runRefs = (junctor: string, spec: string, webhook?: string) =>
    reviewFiles([schema], {
      'crd.yaml': refsCrd(junctor),
      'cr.yaml': widget(`\nspec:\n${spec}`),
      ...(webhook === undefined ? {} : { 'webhook.yaml': webhook }),
    }).map((f) => `${f.severity} ${f.line}:${f.column} ${f.message.split(':')[0]}: ${f.message.includes('unless')}`);

  it.each(['oneOf', 'anyOf'])(
    'softens the %s no branch satisfies when a branch misses only fields, as its Required value',
    (junctor) => {
      const spec = '  size: 1\n';
      expect(runRefs(junctor, spec)).toEqual(['error 5:1 <nil>: false', 'error 5:1 spec.folderRef: false']);
      expect(runRefs(junctor, spec, configuration())).toEqual([
        'warning 5:1 <nil>: true',
        'warning 5:1 spec.folderRef: true',
      ]);
      const [junctorFinding] = reviewFiles([schema], {
        'crd.yaml': refsCrd(junctor),
        'cr.yaml': widget(`\nspec:\n${spec}`),
        'webhook.yaml': configuration(),
      });
      expect(junctorFinding?.message).toMatch(
        /, unless the mutating webhook webhook\.example\.com sets the fields a branch requires: webhooks run before schema validation, and what they set is not known offline$/,
      );
    },
  );

  it('stays an error when every branch fails for something a webhook setting fields does not mend (a bound)', () => {
    // Each branch breaks a bound on size; one also misses folderRef: setting it does not satisfy it.
    const bothBound = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        folderRef: {type: object}
        size: {type: integer}
      oneOf:
      - {required: [folderRef], properties: {size: {maximum: 3}}}
      - {properties: {size: {maximum: 2}}}
`);
    const found = reviewFiles([schema], {
      'crd.yaml': bothBound,
      'cr.yaml': widget('\nspec:\n  size: 5\n'),
      'webhook.yaml': configuration(),
    }).map((f) => `${f.severity} ${f.message.split(':')[0]}`);
    expect(found).toEqual(['error <nil>', 'error spec.size']);
  });

  it('stays an error for a oneOf that more than one branch satisfies: setting fields does not mend it', () => {
    const found = runRefs('oneOf', '  folderRef: {}\n  projectRef: {}\n', configuration());
    expect(found).toEqual(['error 5:1 <nil>: false']);
  });
});

describe('cr/cel: a rule that reads a field the manifest leaves out, under a mutating webhook of the repository', () => {
  // kyma-project/telemetry-manager: its LogPipeline defaulter fills in spec.input, which samples leave out.
  const ruled = widgetCrd(`
    type: object
    properties:
      spec:
        type: object
        x-kubernetes-validations:
        - rule: "self.input.mode != 'none'"
          message: mode none is not supported
        properties:
          input: {type: object, properties: {mode: {type: string}}}
  `);
  const manifest = widget('spec: {}\n');
  const celRun = (webhook?: string) =>
    reviewFiles([cel], {
      'crd.yaml': ruled,
      'cr.yaml': manifest,
      ...(webhook === undefined ? {} : { 'webhook.yaml': webhook }),
    }).map(shown);

  it('is the apiserver error without a webhook, a warning that names the webhook with one', () => {
    const line = 'spec: Invalid value: "object": no such key: input evaluating rule: mode none is not supported';
    expect(celRun()).toEqual([{ severity: 'error', place: '5:1 spec', message: line, apiserver: true }]);
    expect(celRun(configuration())).toEqual([
      {
        severity: 'warning',
        place: '5:1 spec',
        message: `${line}, unless the mutating webhook webhook.example.com sets what the rule reads: webhooks run before the rules, and those built on controller-runtime or knative add every field their Go type declares without omitempty, and what their defaulters set`,
        apiserver: false,
      },
    ]);
  });
});

describe("a webhook rule's scope, and a templated configuration's matchPolicy and objectSelector", () => {
  const rule = (scope: string) =>
    `[{operations: [CREATE], apiGroups: [example.com], apiVersions: [v1], resources: [widgets], scope: ${scope}}]`;

  it('a rule scoped to cluster resources does not see a namespaced one', () => {
    expect(run(configuration(rule('Cluster')))).toEqual([TOO_BIG, REQUIRED]);
    expect(run(configuration(rule('Namespaced')))).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
    expect(run(configuration(rule('"*"')))).toEqual([TOO_BIG, UNLESS_WEBHOOK]);
  });

  it('a Helm-templated configuration keeps its plain matchPolicy and objectSelector', () => {
    const templated = (more: string) =>
      `${configuration('[{operations: [CREATE], apiGroups: [example.com], apiVersions: [v2], resources: [widgets]}]')}${more}`.replace(
        'name: defaulting',
        'name: {{ .Release.Name }}-defaulting',
      );
    // Equivalent (the default): the request for v1 is converted to a version the CRD serves and the rules list; v2 is not served.
    expect(run(templated('  matchPolicy: Exact\n'))).toEqual([TOO_BIG, REQUIRED]);
    const selected =
      `${configuration('[{operations: [CREATE], apiGroups: [example.com], apiVersions: [v1], resources: [widgets]}]')}  objectSelector: {matchLabels: {app: other}}\n`.replace(
        'name: defaulting',
        'name: {{ .Release.Name }}-defaulting',
      );
    expect(run(selected)).toEqual([TOO_BIG, REQUIRED]);
  });
});

// kruise's SidecarSet sample leaves out targetContainersMode, whose enum is [sum, max]: its webhook
// marshals the Go type, whose field has no omitempty, and so writes "" there, which the enum refuses.
describe('cr/schema: a required field whose Go zero value its schema refuses, under a mutating webhook', () => {
  const stepsWith = (name: string) =>
    reviewFiles([schema], {
      'crd.yaml': crd.replace('name: {type: string}', `name: ${name}`),
      'cr.yaml': cr,
      'webhook.yaml': configuration(),
    }).map((f) => `${f.severity} ${f.message}`)[1];

  it('says the webhook must set a value the schema accepts, and what its zero value meets', () => {
    expect(stepsWith('{type: string, enum: [build, test]}')).toBe(
      'warning spec.steps[0].name: Required value, unless the mutating webhook webhook.example.com sets it to a value the schema accepts: webhooks run before schema validation, but one that only adds every field its Go type declares without omitempty (as those built on controller-runtime or knative do) writes "" here, which the schema refuses too (Unsupported value)',
    );
    expect(stepsWith('{type: string, minLength: 1}')).toMatch(
      /writes "" here, which the schema refuses too \(Invalid value\)$/,
    );
    expect(stepsWith('{type: integer, minimum: 1}')).toMatch(
      /writes 0 here, which the schema refuses too \(Invalid value\)$/,
    );
    expect(stepsWith('{type: boolean, enum: [true]}')).toMatch(/writes false here, which the schema refuses too/);
  });

  // seaweedfs-operator 17d4963d89: a kubebuilder scaffold's empty Default() under a webhook that
  // writes `replicas: 0`, refused by `minimum: 1`; vault-config-operator's omitempty scalars.
  it("is the apiserver error where the repository's Go type says the webhook writes nothing, or a refused zero, and no Go code sets the field", () => {
    const goTypes = (name: string, more: Record<string, string> = {}) => ({
      'api/v1/groupversion_info.go': '// +groupName=example.com\npackage v1\n',
      'api/v1/widget_types.go': `package v1\n\ntype Step struct {\n\tName ${name}\n\tImage string \`json:"image,omitempty"\`\n}\n\ntype WidgetSpec struct {\n\tSize int32 \`json:"size,omitempty"\`\n\tSteps []Step \`json:"steps,omitempty"\`\n}\n\n// +kubebuilder:object:root=true\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec,omitempty"\`\n}\n`,
      ...more,
    });
    const severityWith = (schemaOfName: string, goName: string, more?: Record<string, string>) =>
      reviewFiles(
        [schema],
        {
          'crd.yaml': crd.replace('name: {type: string}', `name: ${schemaOfName}`),
          'cr.yaml': cr,
          'webhook.yaml': configuration(),
          ...goTypes(goName, more),
        },
        { goParser },
      ).map((f) => `${f.severity} ${f.message.split(',')[0]}`)[1];
    // A zero the schema refuses, written by the re-encoding.
    expect(severityWith('{type: string, minLength: 1}', 'string `json:"name"`')).toBe(
      'error spec.steps[0].name: Required value',
    );
    // Left out by it: omitempty, or a pointer.
    expect(severityWith('{type: string}', 'string `json:"name,omitempty"`')).toBe(
      'error spec.steps[0].name: Required value',
    );
    expect(severityWith('{type: string}', '*string `json:"name"`')).toBe('error spec.steps[0].name: Required value');
    // Go 1.24's omitzero leaves out a zero of any type, a struct's too (cluster-api-provider-rke2's status).
    const label = {
      'api/v1/label.go': 'package v1\n\ntype Label struct {\n\tValue string `json:"value,omitempty"`\n}\n',
    };
    expect(severityWith('{type: object}', 'Label `json:"name,omitzero"`', label)).toBe(
      'error spec.steps[0].name: Required value',
    );
    expect(severityWith('{type: object}', 'Label `json:"name"`', label)).toBe(
      'warning spec.steps[0].name: Required value',
    );
    // A pointer that only conversion code, or nil, assigns (cluster-api-provider-rke2's RolloutStrategy).
    const conversion = {
      'api/v1beta1/conversion.go':
        'package v1beta1\n\nfunc Convert_v1beta1_Step_To_v1_Step(in *Step, out *v1.Step) error {\n\tout.Name = &v1.Name{Value: in.Name}\n\treturn nil\n}\n',
      'api/v1beta1/zz_generated.conversion.go':
        'package v1beta1\n\nfunc autoConvert(in *Step, out *v1.Step) error {\n\tout.Name = (*string)(unsafe.Pointer(in.Name))\n\treturn nil\n}\n',
      'api/v1/copy.go':
        'package v1\n\nfunc copyStep(in, out *Step) {\n\tout.Name = (*string)(unsafe.Pointer(in.Name))\n\tout.Name = nil\n}\n',
    };
    expect(severityWith('{type: string}', '*string `json:"name"`', conversion)).toBe(
      'error spec.steps[0].name: Required value',
    );
    // A value computed from it is a setting (a defaulting helper).
    const computed = { 'api/v1/defaults.go': 'package v1\n\nfunc fill(s *Step) { s.Name = withDefault(s.Name) }\n' };
    expect(severityWith('{type: string}', '*string `json:"name"`', computed)).toBe(
      'warning spec.steps[0].name: Required value',
    );
    // Written, and accepted; or set by Go code (a Default()); or of a Go type not known.
    expect(severityWith('{type: string}', 'string `json:"name"`')).toBe('warning spec.steps[0].name: Required value');
    const setter = { 'api/v1/widget_webhook.go': 'package v1\n\nfunc (s *Step) Default() { s.Name = "main" }\n' };
    expect(severityWith('{type: string, minLength: 1}', 'string `json:"name"`', setter)).toBe(
      'warning spec.steps[0].name: Required value',
    );
    expect(severityWith('{type: string, minLength: 1}', 'Label `json:"name"`')).toBe(
      'warning spec.steps[0].name: Required value',
    );
  });

  it('keeps the plain words where the zero value passes, or is no scalar', () => {
    for (const name of [
      '{type: string, pattern: "^[a-z]*$"}',
      '{type: integer, minimum: 0}',
      '{type: object}',
      '{x-kubernetes-int-or-string: true, minimum: 1}',
    ])
      expect(stepsWith(name), name).toMatch(/sets it: webhooks run before schema validation, and those built on/);
  });
});

// config-connector builds its MutatingWebhookConfiguration in Go (pkg/webhook/register.go): its
// container-annotation-handler.cnrm.cloud.google.com sets every resource's projectRef at run time.
describe('cr/schema: a required field under a mutating webhook the repository registers in Go', () => {
  const inGroup = (text: string) => text.replace(/example\.com/g, 'compute.widgets.example.com');
  const REGISTER = `package webhook

var webhooks = []Config{
	{
		Name:        "deny-unknown-fields.widgets.example.com",
		Type:        Validating,
	},
	{
		Name:        "iam-defaulter.widgets.example.com",
		Type:        Mutating,
		Rules:       rulesFor(iamResources),
	},
	{
		Name:        "container-annotation-handler.widgets.example.com",
		Type:        Mutating,
		Rules:       rulesFor(dynamicResources),
	},
}
`;
  const runWith = (files: readonly { path: string; text: string }[]) =>
    reviewFiles(
      [schema],
      { 'crd.yaml': inGroup(crd), 'cr.yaml': inGroup(cr) },
      { services: { goWebhooks: { read: () => files } } },
    ).map((f) => `${f.severity} ${f.message.split(': webhooks run before')[0]}`);

  it('is a warning that names the mutating webhook of the resource’s domain and where it is registered', () => {
    expect(runWith([{ path: 'pkg/webhook/register.go', text: REGISTER }])).toEqual([
      'error spec.size: Invalid value: 30: spec.size in body should be less than or equal to 10',
      'warning spec.steps[0].name: Required value, unless the mutating webhook iam-defaulter.widgets.example.com or container-annotation-handler.widgets.example.com (registered in pkg/webhook/register.go) sets it',
    ]);
  });

  it('stays an error for a validating webhook, one of another domain, or one of a test', () => {
    const REQUIRED_ERROR = 'error spec.steps[0].name: Required value';
    const errors = (files: readonly { path: string; text: string }[]) =>
      runWith(files).filter((f) => f.startsWith(REQUIRED_ERROR)).length;
    expect(
      errors([
        { path: 'pkg/webhook/register.go', text: REGISTER.replaceAll('Type:        Mutating', 'Type: Validating') },
      ]),
    ).toBe(1);
    expect(
      errors([
        { path: 'pkg/webhook/register.go', text: REGISTER.replace(/widgets\.example\.com/g, 'other.example.io') },
      ]),
    ).toBe(1);
    expect(errors([{ path: 'test/e2e/webhook/register.go', text: REGISTER }])).toBe(1);
  });
});

describe('mutatingWebhookNames', () => {
  it('reads the names in struct literals of mutating webhooks, controller-runtime’s or a program’s own', () => {
    const literal =
      'package w\n\nfunc config() admissionregistrationv1.MutatingWebhookConfiguration {\n\treturn admissionregistrationv1.MutatingWebhookConfiguration{\n\t\tWebhooks: []admissionregistrationv1.MutatingWebhook{{\n\t\t\tName: "defaulter.widgets.example.com",\n\t\t}},\n\t}\n}\n';
    expect(mutatingWebhookNames(literal)).toEqual(['defaulter.widgets.example.com']);
    expect(mutatingWebhookNames(literal.replaceAll('Mutating', 'Validating'))).toEqual([]);
    // A name of three labels is no webhook's of a group's domain.
    expect(mutatingWebhookNames(literal.replace('defaulter.widgets.example.com', 'defaulter.example.com'))).toEqual([]);
  });
});
