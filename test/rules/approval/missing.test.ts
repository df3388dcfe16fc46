import { missing } from '../../../src/rules/approval/missing.js';
import { describe, expect, it } from 'vitest';
import { reviewFiles } from '../../support/review-files.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';

// CRD-APPROVAL-003 and -005: Missing is rejected on create and when an update changes the state.

const REQUIRED = {
  path: 'metadata.annotations[api-approved.kubernetes.io]',
  type: 'Required value',
  detail:
    'protected groups must have approval annotation "api-approved.kubernetes.io", see https://github.com/kubernetes/enhancements/pull/1111',
} as const;
const FIELD = 'metadata.annotations[api-approved.kubernetes.io]';

/** Line 6, column 33 is the annotation's value. */
const annotated = (value: string, group = 'gateway.networking.k8s.io') => yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: things.${group}
    annotations:
      api-approved.kubernetes.io: ${value}
  spec:
    group: ${group}
`;

/** No annotations at all: the finding lands on `metadata` (line 3, column 1). */
const bare = (group = 'gateway.networking.k8s.io') => yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: things.${group}
  spec:
    group: ${group}
`;

const onMetadata = { line: 3, column: 1, fieldPath: FIELD, severity: 'error', apiserver: REQUIRED } as const;
const onValue = { line: 6, column: 33, fieldPath: FIELD, severity: 'error', apiserver: REQUIRED } as const;

ruleTester(missing, {
  valid: [
    {
      name: 'CRD-APPROVAL-003: an approval URL in a protected group',
      head: annotated('https://github.com/kubernetes-sigs/gateway-api/pull/3328'),
    },
    { name: 'a bypass', head: annotated('"unapproved, experimental"') },
    {
      // A chart's `{{- toYaml .Values.crds.annotations | nindent 4 }}` (parse/helm-wrapped-crd.ts):
      // the approval annotation may be among them, known only once the chart is rendered.
      name: 'annotations a template renders, read as an entry whose key is a placeholder',
      head: '{{- if .Values.crds.install }}\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: things.gateway.networking.k8s.io\n  annotations:\n    {{- toYaml .Values.crds.annotations | nindent 4 }}\nspec:\n  group: gateway.networking.k8s.io\n{{- end }}\n',
    },
    { name: 'an invalid value belongs to approval/invalid', head: annotated('approved') },
    {
      name: 'CRD-APPROVAL-001: cluster.x-k8s.io is not protected: the dot is before x-',
      head: bare('cluster.x-k8s.io'),
    },
    { name: 'CRD-APPROVAL-001: a group ending in -k8s.io is not protected', head: bare('x-k8s.io') },
    { name: 'CRD-APPROVAL-001: k8s.io.evil.com is not protected: not a suffix', head: bare('k8s.io.evil.com') },
    { name: 'example.com is not protected', head: bare('example.com') },
    {
      name: 'a CRD without a group is not judged here',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things.k8s.io
        spec: {}
      `,
    },
    {
      name: 'v1beta1 CRDs are rejected whole by crd/api-version',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1beta1
        kind: CustomResourceDefinition
        metadata:
          name: things.k8s.io
        spec:
          group: k8s.io
      `,
    },
    {
      name: 'not a CRD',
      head: yaml`
        apiVersion: v1
        kind: ConfigMap
        metadata:
          name: things.k8s.io
        data:
          group: k8s.io
      `,
    },
    {
      name: 'CRD-APPROVAL-005: update Missing → Missing is ratcheted (legacy CRDs stay updatable)',
      head: bare(),
      base: bare(),
    },
    { name: 'update "" → absent: both Missing', head: bare(), base: annotated('""') },
    {
      name: 'update Missing → Approved',
      head: annotated('https://github.com/kubernetes-sigs/gateway-api/pull/3328'),
      base: bare(),
    },
    { name: 'update Missing → Bypassed', head: annotated('unapproved'), base: bare() },
    {
      name: 'update Missing → Missing when the CRD moved to another file',
      head: bare(),
      base: bare(),
      file: 'config/crd/gateways.yaml',
      baseFile: 'crds/all.yaml',
    },
  ],
  invalid: [
    {
      // kube-storage-version-migrator probe: a v1beta1 CRD without approval moved to v1, still without it.
      // Update Missing → Missing is ratcheted, as for a v1 base; a warning, as the v1beta1 manifest
      // installed nowhere since Kubernetes 1.22 either.
      name: 'moved from v1beta1 without it: held clusters take the update, a new install is refused: a warning that says so',
      base: bare().replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1'),
      head: bare(),
      findings: [
        {
          ...onMetadata,
          severity: 'warning',
          messageId: 'missing',
          message:
            'things.gateway.networking.k8s.io is in the protected group gateway.networking.k8s.io but has no api-approved.kubernetes.io annotation, so the apiserver rejects it: set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved (it was apiextensions.k8s.io/v1beta1 before the change, without the annotation: clusters that hold it take this update, but every new install of this manifest is refused)',
        },
      ],
    },
    {
      name: 'CRD-APPROVAL-003, CRD-PATH-001: no annotations at all: Required at the map key, written without quotes',
      head: bare(),
      findings: [{ ...onMetadata, messageId: 'missing' }],
    },
    {
      name: 'annotations without the approval key',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things.gateway.networking.k8s.io
          annotations:
            controller-gen.kubebuilder.io/version: v0.16.0
        spec:
          group: gateway.networking.k8s.io
      `,
      findings: [
        { line: 5, column: 3, endLine: 5, endColumn: 14, messageId: 'missing', fieldPath: FIELD, apiserver: REQUIRED },
      ],
    },
    { name: 'an empty string', head: annotated('""'), findings: [{ ...onValue, endColumn: 35, messageId: 'empty' }] },
    { name: 'an empty value (null) reads as ""', head: annotated(''), findings: [{ ...onValue, messageId: 'empty' }] },
    {
      name: 'CRD-APPROVAL-002: the key lookup is case-sensitive: API-Approved.kubernetes.io leaves the state Missing',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things.gateway.networking.k8s.io
          annotations:
            API-Approved.kubernetes.io: https://github.com/kubernetes-sigs/gateway-api/pull/3328
        spec:
          group: gateway.networking.k8s.io
      `,
      findings: [
        {
          line: 5,
          column: 3,
          messageId: 'wrongCase',
          fieldPath: FIELD,
          apiserver: REQUIRED,
          data: { key: 'API-Approved.kubernetes.io' },
        },
      ],
    },
    {
      name: 'CRD-APPROVAL-001: k8s.io itself is protected',
      head: bare('k8s.io'),
      findings: [{ ...onMetadata, data: { group: 'k8s.io' } }],
    },
    {
      name: 'CRD-APPROVAL-001: kubernetes.io itself is protected',
      head: bare('kubernetes.io'),
      findings: [onMetadata],
    },
    { name: 'CRD-APPROVAL-001: a sigs.k8s.io group is protected', head: bare('x.sigs.k8s.io'), findings: [onMetadata] },
    {
      name: 'CRD-APPROVAL-001: a .kubernetes.io group is protected',
      head: bare('demo.kubernetes.io'),
      findings: [onMetadata],
    },
    { name: 'apps.k8s.io', head: bare('apps.k8s.io'), findings: [onMetadata] },
    {
      name: 'the message names the CRD and says what to do',
      head: bare(),
      findings: [
        {
          ...onMetadata,
          message:
            'things.gateway.networking.k8s.io is in the protected group gateway.networking.k8s.io but has no api-approved.kubernetes.io annotation, so the apiserver rejects it: set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved',
        },
      ],
    },
    {
      name: 'CRD-APPROVAL-005: update Approved → Missing (annotation removed)',
      head: bare(),
      base: annotated('https://github.com/kubernetes-sigs/gateway-api/pull/3328'),
      findings: [{ ...onMetadata, messageId: 'removed', data: { storedState: 'Approved' } }],
    },
    {
      name: 'update Approved → Missing (set to "")',
      head: annotated('""'),
      base: annotated('https://github.com/a/b/pull/1'),
      findings: [{ ...onValue, messageId: 'removed' }],
    },
    {
      name: 'CRD-APPROVAL-005: update Bypassed → Missing',
      head: bare(),
      base: annotated('unapproved'),
      findings: [{ ...onMetadata, messageId: 'removed', data: { storedState: 'Bypassed' } }],
    },
    {
      name: 'CRD-APPROVAL-005: update Invalid → Missing',
      head: bare(),
      base: annotated('pending'),
      findings: [{ ...onMetadata, messageId: 'removed', data: { storedState: 'Invalid' } }],
    },
    {
      name: 'update Approved → Missing when the CRD moved to another file',
      head: bare(),
      base: annotated('https://github.com/kubernetes-sigs/gateway-api/pull/3328'),
      file: 'config/crd/gateways.yaml',
      baseFile: 'crds/all.yaml',
      findings: [{ ...onMetadata, messageId: 'removed' }],
    },
    {
      name: 'a base object with another name is no base: a create',
      head: bare(),
      base: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: others.gateway.networking.k8s.io
        spec:
          group: gateway.networking.k8s.io
      `,
      findings: [{ ...onMetadata, messageId: 'missing' }],
    },
    {
      name: 'each CRD of a multi-document file',
      head: `${bare()}---\n${bare('k8s.io')}`,
      findings: [onMetadata, { ...onMetadata, line: 10 }],
    },
    {
      name: 'a CRD inside a List',
      head: yaml`
        apiVersion: v1
        kind: List
        items:
          - apiVersion: apiextensions.k8s.io/v1
            kind: CustomResourceDefinition
            metadata:
              name: things.k8s.io
            spec:
              group: k8s.io
      `,
      findings: [{ line: 6, column: 5, fieldPath: FIELD, apiserver: REQUIRED }],
    },
  ],
});

// The container object storage interface's CRD files carry no approval annotation; its root
// kustomization adds it to each (`kubectl apply -k`), so the file's lack of it is no rejection.
describe('approval/missing where a kustomization sets the annotation', () => {
  const kustomization = (common: string) =>
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n${common}resources:\n  - crds/things.yaml\n`;
  const findings = (files: Record<string, string>) =>
    reviewFiles([missing], { 'crds/things.yaml': bare(), ...files }).map((f) => `${f.file}:${f.line} ${f.ruleId}`);

  it('is not judged as the file has it when commonAnnotations set it', () => {
    expect(
      findings({
        'kustomization.yaml': kustomization(
          'commonAnnotations:\n  api-approved.kubernetes.io: https://github.com/kubernetes/enhancements/pull/1979\n',
        ),
      }),
    ).toEqual([]);
  });

  it('is judged where the kustomization sets other annotations, or none lists the file', () => {
    expect(findings({ 'kustomization.yaml': kustomization('commonAnnotations:\n  team: storage\n') })).toEqual([
      'crds/things.yaml:3 approval/missing',
    ]);
    expect(findings({})).toEqual(['crds/things.yaml:3 approval/missing']);
  });
});

// kubernetes-sigs/about-api sets its CRD's annotation with a strategic-merge patch in
// config/crd/kustomization.yaml; a JSON6902 patch can add it too.
describe('approval/missing where a kustomization patch sets the annotation', () => {
  const URL = 'https://github.com/kubernetes/enhancements/pull/3084';
  const patchOf = (name: string, annotation = `api-approved.kubernetes.io: "${URL}"`) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ${name}\n  annotations:\n    ${annotation}\n`;
  const findings = (kustomization: string, more: Record<string, string> = {}) =>
    reviewFiles([missing], {
      'config/crd/bases/things.yaml': bare(),
      'config/crd/kustomization.yaml': `resources:\n- bases/things.yaml\n${kustomization}`,
      ...more,
    }).map((f) => `${f.file}:${f.line} ${f.ruleId}`);
  const NAME = 'things.gateway.networking.k8s.io';

  it('is not judged as the file has it when a strategic-merge patch sets it', () => {
    const patch = { 'config/crd/patches/approval.yaml': patchOf(NAME) };
    expect(findings('patches:\n- path: patches/approval.yaml\n', patch)).toEqual([]);
    expect(findings('patchesStrategicMerge:\n- patches/approval.yaml\n', patch)).toEqual([]);
    // Inline, as a string of patchesStrategicMerge or the patch of a patches entry.
    const inline = JSON.stringify(patchOf(NAME));
    expect(findings(`patchesStrategicMerge:\n- ${inline}\n`)).toEqual([]);
    expect(findings(`patches:\n- patch: ${inline}\n`)).toEqual([]);
  });

  it('is not judged as the file has it when a JSON6902 patch adds it', () => {
    const add = (path: string, value: string) =>
      `patches:\n- target: {kind: CustomResourceDefinition, name: ${NAME}}\n  patch: |-\n    - op: add\n      path: ${path}\n      value: ${value}\n`;
    expect(findings(add('/metadata/annotations', `{api-approved.kubernetes.io: "${URL}"}`))).toEqual([]);
    // Into annotations the file has: the patch adds the key beside them.
    expect(
      findings(add('/metadata/annotations/api-approved.kubernetes.io', `"${URL}"`), {
        'config/crd/bases/things.yaml': bare().replace('metadata:\n', 'metadata:\n  annotations: {team: gateway}\n'),
      }),
    ).toEqual([]);
  });

  it('is judged where the patch is of another CRD, sets other annotations, or adds nothing that applies', () => {
    const judged = ['config/crd/bases/things.yaml:3 approval/missing'];
    expect(
      findings('patches:\n- path: p.yaml\n', { 'config/crd/p.yaml': patchOf('others.gateway.networking.k8s.io') }),
    ).toEqual(judged);
    expect(findings('patches:\n- path: p.yaml\n', { 'config/crd/p.yaml': patchOf(NAME, 'team: storage') })).toEqual(
      judged,
    );
    // The target selects another CRD than the patch names.
    expect(
      findings('patches:\n- path: p.yaml\n  target: {name: others.gateway.networking.k8s.io}\n', {
        'config/crd/p.yaml': patchOf(NAME),
      }),
    ).toEqual(judged);
    // A JSON6902 patch that fails (a key added under annotations the file does not have, a path
    // to replace that is not there) makes the build fail: nothing is set.
    expect(
      findings(
        `patches:\n- target: {name: ${NAME}}\n  patch: |-\n    - op: add\n      path: /metadata/annotations/api-approved.kubernetes.io\n      value: "${URL}"\n`,
      ),
    ).toEqual(judged);
    expect(
      findings(
        `patches:\n- target: {name: ${NAME}}\n  patch: |-\n    - op: replace\n      path: /metadata/annotations/x\n      value: "${URL}"\n`,
      ),
    ).toEqual(judged);
  });
});
