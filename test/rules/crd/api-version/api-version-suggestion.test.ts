import { apiVersion } from '../../../../src/rules/crd/api-version/api-version.js';
import { ruleTester, yaml } from '../../../support/rule-tester.js';

// Issue 18 item 9: apiVersion is renamed to v1 as a suggested change only where that is the whole
// fix: a version that does not exist (the message names the replacement), or a v1beta1 manifest
// that already has v1's shape. A v1beta1 manifest with v1beta1's fields needs a conversion: none.

const V1_SHAPED = yaml`
  apiVersion: apiextensions.k8s.io/v1beta1
  kind: CustomResourceDefinition
  metadata:
    name: things.example.com
  spec:
    group: example.com
    names: {kind: Thing, plural: things}
    scope: Namespaced
    versions:
      - name: v1
        served: true
        storage: true
        schema:
          openAPIV3Schema: {type: object}
        additionalPrinterColumns: [{name: Age, type: date, jsonPath: .metadata.creationTimestamp}]
`;
const RENAMED = 'apiVersion: apiextensions.k8s.io/v1';

ruleTester(apiVersion, {
  valid: [{ name: 'v1 is served', head: V1_SHAPED.replace('v1beta1', 'v1') }],
  invalid: [
    {
      name: 'a v1beta1 manifest already shaped as v1: renamed',
      head: V1_SHAPED,
      findings: [{ line: 1, column: 13, messageId: 'v1beta1', suggestion: RENAMED }],
    },
    {
      name: 'a version that does not exist: renamed, as the message says',
      head: V1_SHAPED.replace('v1beta1', 'v2'),
      findings: [{ line: 1, column: 13, messageId: 'unknown', suggestion: RENAMED }],
    },
    {
      name: 'quoted: the quotes are kept',
      head: V1_SHAPED.replace('apiextensions.k8s.io/v1beta1', '"apiextensions.k8s.io/v1beta1"'),
      findings: [{ line: 1, column: 13, suggestion: 'apiVersion: "apiextensions.k8s.io/v1"' }],
    },
    {
      name: 'v1beta1 with a top-level validation: a conversion, not a rename',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1beta1
        kind: CustomResourceDefinition
        metadata:
          name: things.example.com
        spec:
          group: example.com
          version: v1
          validation:
            openAPIV3Schema: {type: object}
      `,
      findings: [{ line: 1, column: 13, messageId: 'v1beta1', suggestion: null }],
    },
    {
      name: 'v1beta1 printer columns spell JSONPath: not a rename',
      head: V1_SHAPED.replace('jsonPath', 'JSONPath'),
      findings: [{ line: 1, column: 13, suggestion: null }],
    },
    {
      name: 'v1beta1 without a schema on a version: not a rename',
      head: V1_SHAPED.replace(/\n {6}schema:\n.*\n/, '\n'),
      findings: [{ line: 1, column: 13, suggestion: null }],
    },
    {
      name: 'v1beta1 keeping unknown fields: not a rename',
      head: V1_SHAPED.replace('  scope: Namespaced', '  scope: Namespaced\n  preserveUnknownFields: true'),
      findings: [{ line: 1, column: 13, suggestion: null }],
    },
  ],
});
