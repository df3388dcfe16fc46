import { describe, expect, it } from 'vitest';
import { APPROVAL_PLACEHOLDER, missing } from '../../../src/rules/approval/missing.js';
import { unapproved } from '../../../src/rules/approval/unapproved.js';
import { runRule, ruleTester, yaml } from '../../support/rule-tester.js';

// Issue 18 item 9: the suggested change for a missing approval, exactly the lines the finding is on.
// A missing annotation gets a placeholder the apiserver accepts (approval/unapproved then keeps it
// in view); a removed one is restored as it was.

const FIELD = 'metadata.annotations[api-approved.kubernetes.io]';
const APPROVED = 'https://github.com/kubernetes-sigs/gateway-api/pull/3328';

const noAnnotations = yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: things.gateway.networking.k8s.io
  spec:
    group: gateway.networking.k8s.io
`;

ruleTester(missing, {
  valid: [
    {
      name: 'the placeholder itself is a bypass, which the apiserver accepts',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things.gateway.networking.k8s.io
          annotations:
            api-approved.kubernetes.io: ${APPROVAL_PLACEHOLDER}
        spec:
          group: gateway.networking.k8s.io
      `,
    },
  ],
  invalid: [
    {
      name: 'no annotations: the mapping and the key under metadata, indented as its children',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
            name: things.gateway.networking.k8s.io
        spec:
          group: gateway.networking.k8s.io
      `,
      findings: [
        {
          line: 3,
          column: 1,
          fieldPath: FIELD,
          messageId: 'missing',
          suggestion: `metadata:\n    annotations:\n        api-approved.kubernetes.io: ${APPROVAL_PLACEHOLDER}`,
        },
      ],
    },
    {
      name: 'annotations without the key: the key under annotations',
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
        {
          line: 5,
          column: 3,
          messageId: 'missing',
          suggestion: `  annotations:\n    api-approved.kubernetes.io: ${APPROVAL_PLACEHOLDER}`,
        },
      ],
    },
    {
      name: 'an empty string: the value, its quotes kept',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things.gateway.networking.k8s.io
          annotations:
            api-approved.kubernetes.io: ""
        spec:
          group: gateway.networking.k8s.io
      `,
      findings: [
        {
          line: 6,
          column: 33,
          messageId: 'empty',
          suggestion: `    api-approved.kubernetes.io: "${APPROVAL_PLACEHOLDER}"`,
        },
      ],
    },
    {
      name: 'removed by the change: restored as it was stored',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things.gateway.networking.k8s.io
        spec:
          group: gateway.networking.k8s.io
      `,
      base: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things.gateway.networking.k8s.io
          annotations:
            api-approved.kubernetes.io: ${APPROVED}
        spec:
          group: gateway.networking.k8s.io
      `,
      findings: [
        {
          line: 3,
          column: 1,
          messageId: 'removed',
          suggestion: `metadata:\n  annotations:\n    api-approved.kubernetes.io: ${APPROVED}`,
        },
      ],
    },
    {
      name: 'a null value (key: with nothing): no suggestion, as nothing is there to replace exactly',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things.gateway.networking.k8s.io
          annotations:
            api-approved.kubernetes.io:
        spec:
          group: gateway.networking.k8s.io
      `,
      findings: [{ line: 6, column: 32, messageId: 'empty', suggestion: null }],
    },
    {
      name: "a key in the wrong case: renamed on its own line, so no suggestion on the finding's",
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: things.gateway.networking.k8s.io
          annotations:
            API-Approved.kubernetes.io: ${APPROVED}
        spec:
          group: gateway.networking.k8s.io
      `,
      findings: [{ line: 5, column: 3, messageId: 'wrongCase', suggestion: null }],
    },
    {
      name: 'metadata in flow style: no suggestion',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata: {name: things.gateway.networking.k8s.io}
        spec:
          group: gateway.networking.k8s.io
      `,
      findings: [{ line: 3, column: 1, messageId: 'missing', suggestion: null }],
    },
  ],
});

describe('accepting the suggested change', () => {
  it('leaves a CRD the apiserver accepts, its bypass still reported by approval/unapproved', () => {
    const [found] = runRule(missing, { name: 'x', head: noAnnotations });
    const suggestion = found?.finding.suggestion ?? '';
    const lines = noAnnotations.split('\n');
    const line = found?.finding.line ?? 0;
    const accepted = [...lines.slice(0, line - 1), suggestion, ...lines.slice(line)].join('\n');
    expect(runRule(missing, { name: 'accepted', head: accepted })).toEqual([]);
    expect(runRule(unapproved, { name: 'accepted', head: accepted }).map((t) => t.finding.line)).toEqual([5]);
  });
});
