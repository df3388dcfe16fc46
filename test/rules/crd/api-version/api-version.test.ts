import type { ApiserverError } from '../../../../src/engine/field-error.js';
import { apiVersion } from '../../../../src/rules/crd/api-version/api-version.js';
import { ruleTester, yaml } from '../../../support/rule-tester.js';

// CRD-API-001: only apiextensions.k8s.io/v1 is served; anything else is a 404 with no field path.

const crd = (version: string) => yaml`
  apiVersion: apiextensions.k8s.io/${version}
  kind: CustomResourceDefinition
  metadata:
    name: things.example.com
  spec:
    group: example.com
`;
const notFound = (version: string): ApiserverError => ({
  path: '',
  type: 'NotFound',
  detail: `no matches for kind "CustomResourceDefinition" in version "apiextensions.k8s.io/${version}"`,
});
const at = { line: 1, column: 13, fieldPath: 'apiVersion', severity: 'error', apiserver: notFound('v1beta1') } as const;

ruleTester(apiVersion, {
  valid: [
    { name: 'CRD-API-001: apiextensions.k8s.io/v1 is served', head: crd('v1') },
    {
      name: 'other kinds in apiextensions.k8s.io/v1beta1 are not CRDs',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1beta1
        kind: Something
        metadata:
          name: x
      `,
    },
    {
      name: 'a CustomResourceDefinition kind of another group',
      head: yaml`
        apiVersion: example.com/v1beta1
        kind: CustomResourceDefinition
        metadata:
          name: x
      `,
    },
  ],
  invalid: [
    {
      name: 'CRD-API-001: v1beta1, not served since 1.22',
      head: crd('v1beta1'),
      findings: [
        {
          ...at,
          endColumn: 41,
          messageId: 'v1beta1',
          message:
            'apiextensions.k8s.io/v1beta1 CustomResourceDefinitions are not served since Kubernetes 1.22, so the apiserver answers 404 NotFound: convert things.example.com to apiextensions.k8s.io/v1 (versions[].schema, served and storage per version)',
          apiserver: notFound('v1beta1'),
        },
      ],
    },
    {
      name: 'CRD-API-001: a version that never existed',
      head: crd('v2'),
      findings: [
        { ...at, messageId: 'unknown', data: { apiVersion: 'apiextensions.k8s.io/v2' }, apiserver: notFound('v2') },
      ],
    },
    {
      name: 'on update as on create',
      head: crd('v1beta1'),
      base: crd('v1beta1'),
      findings: [{ ...at, messageId: 'v1beta1' }],
    },
    {
      name: 'inside a List',
      head: yaml`
        apiVersion: v1
        kind: List
        items:
          - apiVersion: apiextensions.k8s.io/v1beta1
            kind: CustomResourceDefinition
            metadata:
              name: things.example.com
            spec:
              group: example.com
      `,
      findings: [{ ...at, line: 4, column: 17 }],
    },
    {
      name: 'in JSON',
      file: 'crd.json',
      head: '{\n  "apiVersion": "apiextensions.k8s.io/v1beta1",\n  "kind": "CustomResourceDefinition",\n  "metadata": {"name": "things.example.com"},\n  "spec": {"group": "example.com"}\n}\n',
      findings: [{ ...at, line: 2, column: 17 }],
    },
  ],
});
