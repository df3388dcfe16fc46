import { placeholderUrl } from '../../../src/rules/approval/placeholder-url.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';

// spec/approval.md §2: URLs from KEP-1111 and its examples, and pull request 0.

const crd = (url: string, group = 'gateway.networking.k8s.io') => yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: gateways.${group}
    annotations:
      api-approved.kubernetes.io: ${url}
  spec:
    group: ${group}
`;
const at = {
  messageId: 'kepExample',
  line: 6,
  column: 33,
  fieldPath: 'metadata.annotations[api-approved.kubernetes.io]',
  severity: 'error',
  apiserver: null,
} as const;

ruleTester(placeholderUrl, {
  valid: [
    { name: 'a real approval', head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/3328') },
    { name: 'bypassed belongs to approval/unapproved', head: crd('unapproved, experimental') },
    {
      name: 'another pull request of kubernetes/enhancements',
      head: crd('https://github.com/kubernetes/enhancements/pull/1112'),
    },
    {
      name: 'pull request 1111 of another repository',
      head: crd('https://github.com/kubernetes/kubernetes/pull/1111'),
    },
    {
      name: 'outside the protected groups',
      head: crd('https://github.com/kubernetes/enhancements/pull/1111', 'cluster.x-k8s.io'),
    },
    { name: 'not URL-shaped: approval/invalid', head: crd('github.com/kubernetes/enhancements/pull/1111') },
  ],
  invalid: [
    {
      name: 'the KEP itself',
      head: crd('https://github.com/kubernetes/enhancements/pull/1111'),
      findings: [
        {
          ...at,
          message:
            'https://github.com/kubernetes/enhancements/pull/1111 is an example from KEP-1111, not the approval of gateways.gateway.networking.k8s.io: link the pull request that approved this API',
          data: {
            url: 'https://github.com/kubernetes/enhancements/pull/1111',
            pullRequest: { owner: 'kubernetes', repo: 'enhancements', number: 1111 },
          },
        },
      ],
    },
    { name: "the KEP's example", head: crd('https://github.com/kubernetes/kubernetes/pull/78458'), findings: [at] },
    {
      name: 'the KEP, files tab',
      head: crd('https://github.com/kubernetes/enhancements/pull/1111/files'),
      findings: [{ ...at, data: { url: 'https://github.com/kubernetes/enhancements/pull/1111' } }],
    },
    {
      name: 'the KEP, with an anchor',
      head: crd('https://github.com/kubernetes/enhancements/pull/1111#issuecomment-1'),
      findings: [at],
    },
    {
      name: 'pull request zero',
      head: crd('https://github.com/example/api/pull/0000'),
      findings: [{ ...at, messageId: 'numberZero', data: { url: 'https://github.com/example/api/pull/0' } }],
    },
    {
      name: 'pull request 0',
      head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/0/'),
      findings: [{ ...at, messageId: 'numberZero' }],
    },
    { name: 'in k8s.io', head: crd('https://github.com/kubernetes/enhancements/pull/1111', 'k8s.io'), findings: [at] },
  ],
});
