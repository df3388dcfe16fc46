import { outsideProtectedGroup } from '../../../src/rules/approval/outside-protected-group.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { yamlQuote } from '../../support/yaml-quote.js';

// CRD-APPROVAL-006: the apiserver ignores the annotation outside the protected groups.

const crd = (group: string, value = 'https://github.com/kubernetes-sigs/cluster-api/pull/1') => yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: things.${group}
    annotations:
      api-approved.kubernetes.io: ${yamlQuote(value)}
  spec:
    group: ${group}
`;
const bare = (group: string) => yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: things.${group}
  spec:
    group: ${group}
`;
const at = {
  line: 6,
  column: 33,
  fieldPath: 'metadata.annotations[api-approved.kubernetes.io]',
  severity: 'notice',
  apiserver: null,
  messageId: 'outside',
} as const;

ruleTester(outsideProtectedGroup, {
  valid: [
    ...[
      'k8s.io',
      'kubernetes.io',
      'apps.k8s.io',
      'gateway.networking.k8s.io',
      'x.sigs.k8s.io',
      'demo.kubernetes.io',
    ].map((g) => ({ name: `protected: ${g}`, head: crd(g) })),
    { name: 'no annotation', head: bare('cluster.x-k8s.io') },
    {
      // contour ships Gateway API's experimental bundle as it is: its x-k8s.io CRDs are upstream's.
      name: "a CRD of Gateway API's release bundle, which sets it on its x-k8s.io CRDs",
      head: crd('gateway.networking.x-k8s.io', 'unapproved, experimental-only').replace(
        '  annotations:\n',
        '  annotations:\n    gateway.networking.k8s.io/bundle-version: v1.3.0\n',
      ),
    },
    {
      name: 'no group: the CRD is rejected for that',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things
          annotations:
            api-approved.kubernetes.io: unapproved
        spec: {}
      `,
    },
  ],
  invalid: [
    ...[
      'x-k8s.io',
      'cluster.x-k8s.io',
      'infrastructure.cluster.x-k8s.io',
      'evilk8s.io',
      'notkubernetes.io',
      'k8s.io.evil.com',
      'foo.k8s.io.evil.com',
      'kubernetes.io.example.com',
      'io.k8s',
      'k8s.io-x.com',
      'example.com',
    ].map((g) => ({
      name: `not protected: ${g}`,
      head: crd(g),
      findings: [{ ...at, data: { group: g } }],
    })),
    {
      name: 'CRD-APPROVAL-006: the apiserver ignores any value outside the protected groups, garbage included: a notice only',
      head: crd('example.com', 'garbage'),
      findings: [
        {
          ...at,
          message:
            'example.com is not a protected group (only k8s.io, kubernetes.io and groups ending in .k8s.io or .kubernetes.io are), so the apiserver ignores api-approved.kubernetes.io on things.example.com: remove it, unless the API is meant to move into a protected group',
        },
      ],
    },
    { name: 'even an empty value', head: crd('example.com', ''), findings: [{ ...at, endColumn: 35 }] },
  ],
});
