import { describe, expect, it } from 'vitest';
import { crdRules } from '../../../../src/rules/crd/index.js';
import { unknownField } from '../../../../src/rules/crd/unknown-field/unknown-field.js';
import { reviewFiles } from '../../../support/review-files.js';
import { ruleTester, yaml } from '../../../support/rule-tester.js';

// spec/crd-validation.md CRD-API-002/003 outside openAPIV3Schema: strict decoding rejects
// fields the v1 type lacks (kubectl apply's default since 1.27), and every client is rejected
// for values of the wrong JSON type. Both are 400 BadRequest with no field path.

const crd = (extraSpec = '', metadataExtra = '', status = '') => yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: widgets.example.com
  ${metadataExtra}
  spec:
    group: example.com
    names: {kind: Widget, plural: widgets}
    scope: Namespaced
  ${extraSpec}
    versions:
      - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {anything: {const: 1}}}}}
  ${status}
`;

ruleTester(unknownField, {
  valid: [
    { name: 'a plain v1 CRD; unknown schema keywords are crd/schema business', head: crd() },
    {
      // keptn's chart: `{{- include "common.annotations" … }}` at the column of metadata's keys
      // renders entries there, read as a placeholder key, which is no field anyone applies.
      name: 'entries a chart template renders into metadata (a placeholder key)',
      file: 'chart/templates/widgets.yaml',
      head: crd().replace(
        '  name: widgets.example.com\n',
        '  name: widgets.example.com\n  annotations:\n    a: b\n  {{- include "common.annotations" (dict "context" .) }}\n',
      ),
    },
    {
      name: 'creationTimestamp: null and a status block are fields of the type',
      head: crd(
        '',
        '  creationTimestamp: null',
        'status: {acceptedNames: {kind: "", plural: ""}, conditions: [], storedVersions: [v1]}',
      ),
    },
    { name: 'a YAML timestamp for creationTimestamp', head: crd('', '  creationTimestamp: 2024-01-02T03:04:05Z') },
    { name: 'explicit preserveUnknownFields: false', head: crd('  preserveUnknownFields: false') },
    {
      name: 'CRD-API-002: every field, in metadata, spec, status and the schema, is one of the v1 type',
      head: crd(
        '  preserveUnknownFields: false',
        '  creationTimestamp: null',
        'status: {acceptedNames: {kind: "", plural: ""}, conditions: [], storedVersions: [v1]}',
      ).replace('{const: 1}', '{type: integer, minimum: 1}'),
    },
    {
      name: 'YAML 1.1 booleans, as kubectl reads them',
      head: crd('  preserveUnknownFields: no').replace('served: true', 'served: yes'),
    },
  ],
  invalid: [
    {
      name: 'CRD-API-002: a v1beta1 field left in a v1 CRD',
      head: crd('  validation: {openAPIV3Schema: {type: object}}'),
      findings: [
        {
          line: 10,
          column: 3,
          fieldPath: 'spec.validation',
          messageId: 'unknown',
          message:
            'spec.validation is not a field of apiextensions.k8s.io/v1 CustomResourceDefinition, so kubectl apply fails with "strict decoding error: unknown field "spec.validation"" (and other clients drop it in silence): remove it or fix its spelling; in v1 the schema is spec.versions[*].schema',
          apiserver: { path: '', type: 'BadRequest', detail: 'strict decoding error: unknown field "spec.validation"' },
        },
      ],
    },
    {
      name: 'CRD-API-002: a misspelt field in a version',
      head: crd('', '', '').replace('storage: true,', 'storage: true, servd: true,'),
      findings: [
        {
          line: 12,
          column: 47,
          fieldPath: 'spec.versions[0].servd',
          apiserver: {
            path: '',
            type: 'BadRequest',
            detail: 'strict decoding error: unknown field "spec.versions[0].servd"',
          },
        },
      ],
    },
    {
      name: 'a string where a bool belongs',
      head: crd('', '', '').replace('served: true', 'served: "true"'),
      findings: [
        {
          line: 12,
          column: 26,
          fieldPath: 'spec.versions[0].served',
          messageId: 'type',
          message:
            'spec.versions[0].served must be bool but is string, so the apiserver cannot decode widgets.example.com (400 BadRequest): write it as bool',
          apiserver: {
            path: '',
            type: 'BadRequest',
            detail: 'json: cannot unmarshal string into Go struct field spec.versions.served of type bool',
          },
        },
      ],
    },
    {
      name: 'a label value that is a number',
      head: crd('', '  labels: {tier: 1}'),
      findings: [
        {
          line: 5,
          column: 18,
          fieldPath: 'metadata.labels[tier]',
          apiserver: {
            path: '',
            type: 'BadRequest',
            detail: 'json: cannot unmarshal number into Go struct field metadata.labels.tier of type string',
          },
        },
      ],
    },
  ],
});

// tektoncd/operator's bundled tektonresults CRD writes `versions:` as a mapping: decoding fails
// with 400 BadRequest before any validation, so no other crd/ rule answers for it.
describe('a CRD that does not decode', () => {
  const undecodable = yaml`
    apiVersion: apiextensions.k8s.io/v1
    kind: CustomResourceDefinition
    metadata:
      name: widgets.example.com
    spec:
      group: example.com
      names: {kind: Widget, plural: widgets}
      scope: Namespaced
      versions:
        served: true
        storage: true
        schema: {openAPIV3Schema: {type: object}}
  `;

  it('is crd/unknown-field alone: the other crd/ rules judge only what decodes', () => {
    const findings = reviewFiles(crdRules, { 'crd.yaml': undecodable });
    expect(findings.map((f) => `${f.ruleId} ${f.line} ${f.fieldPath}`)).toEqual(['crd/unknown-field 9 spec.versions']);
  });

  it('an unknown field alone decodes (clients other than strict ones drop it): the other rules still judge the CRD', () => {
    const unknown = undecodable.replace(
      '  versions:\n    served: true\n    storage: true\n    schema: {openAPIV3Schema: {type: object}}',
      '  shortname: w\n  versions: []',
    );
    const findings = reviewFiles(crdRules, { 'crd.yaml': unknown });
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['crd/unknown-field', 'crd/versions', 'crd/versions']);
  });
});

// integreatly-operator keeps every OLM bundle it shipped in bundles/<product>/<version>/: the
// older ones are releases as they were published, which new installs do not take.
describe('crd/ errors in a release kept beside newer ones', () => {
  const crd = (extra: string) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: gizmos.example.org\nspec:\n  group: example.org\n  names: {kind: Gizmo, plural: gizmos}\n  scope: Namespaced\n${extra}  versions:\n  - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}\n`;
  const leftover = '  validation: {openAPIV3Schema: {type: object}}\n';
  const found = (files: Record<string, string>) =>
    reviewFiles([unknownField], files).map(
      (f) => `${f.severity} ${f.file} ${f.message.slice(f.message.lastIndexOf('('))}`,
    );

  it('are warnings that name the newest release, and the newest release keeps its errors', () => {
    expect(
      found({
        'bundles/gizmo/0.1.0/manifests/gizmos.yaml': crd(leftover),
        'bundles/gizmo/0.2.0/manifests/gizmos.yaml': crd(leftover),
        'bundles/gizmo/0.3.0/manifests/gizmos.yaml': crd(''),
      }),
    ).toEqual([
      'warning bundles/gizmo/0.1.0/manifests/gizmos.yaml (in a release kept beside newer ones, the newest bundles/gizmo/0.3.0: shipped as it was, and new installs take the newest)',
      'warning bundles/gizmo/0.2.0/manifests/gizmos.yaml (in a release kept beside newer ones, the newest bundles/gizmo/0.3.0: shipped as it was, and new installs take the newest)',
    ]);
    expect(
      found({
        'bundles/gizmo/0.1.0/manifests/gizmos.yaml': crd(''),
        'bundles/gizmo/0.2.0/manifests/gizmos.yaml': crd(leftover),
      }).map((f) => f.slice(0, f.indexOf(' ', 8))),
    ).toEqual(['error bundles/gizmo/0.2.0/manifests/gizmos.yaml']);
  });

  // pinniped cd47ba53c added a CRD to each of generated/1.17/ … 1.23/, its API generated against
  // each Kubernetes minor: directories named as versions that change together are no archive.
  it('stay errors where the change adds or edits the file: a release kept as it shipped does not change', () => {
    const head = {
      'generated/1.17/crds/gizmos.yaml': crd(leftover),
      'generated/1.18/crds/gizmos.yaml': crd(leftover),
    };
    const shown = (options: Parameters<typeof reviewFiles>[2]) =>
      reviewFiles([unknownField], head, options).map((f) => `${f.severity} ${f.file}`);
    expect(shown({ base: {} })).toEqual([
      'error generated/1.17/crds/gizmos.yaml',
      'error generated/1.18/crds/gizmos.yaml',
    ]);
    // Reviewed as a tree, the older directory reads as a release kept beside the newer one.
    expect(shown({})).toEqual(['warning generated/1.17/crds/gizmos.yaml', 'error generated/1.18/crds/gizmos.yaml']);
  });
});
