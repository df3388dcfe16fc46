import { notAPullRequest } from '../../../src/rules/approval/not-a-pull-request.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';

// spec/approval.md §2-3: Approved by the apiserver, but not a pull request URL.

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
  line: 6,
  column: 33,
  fieldPath: 'metadata.annotations[api-approved.kubernetes.io]',
  severity: 'warning',
  apiserver: null,
} as const;

ruleTester(notAPullRequest, {
  valid: [
    { name: 'a pull request', head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/3328') },
    { name: 'a pull request, files tab', head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/3328/files') },
    {
      name: 'a pull request, commits tab with a slash',
      head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/3328/commits/'),
    },
    {
      name: 'a pull request, with a query',
      head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/3328?diff=split'),
    },
    { name: 'a bypass', head: crd('unapproved') },
    { name: 'Invalid values are approval/invalid', head: crd('github.com/kubernetes-sigs/gateway-api/tree/main') },
    { name: 'outside the protected groups', head: crd('https://example.com/approval', 'example.com') },
  ],
  invalid: [
    {
      name: 'a tree link',
      head: crd('https://github.com/kubernetes-sigs/gateway-api/tree/main/apis'),
      findings: [
        {
          ...at,
          messageId: 'github-page',
          message:
            'https://github.com/kubernetes-sigs/gateway-api/tree/main/apis is not a pull request URL: link the pull request that approved this API (https://github.com/OWNER/REPO/pull/N)',
          data: { kind: 'github-page' },
        },
      ],
    },
    {
      name: 'a blob link',
      head: crd('https://github.com/kubernetes-sigs/gateway-api/blob/main/README.md'),
      findings: [{ ...at, messageId: 'github-page' }],
    },
    {
      name: 'a commit',
      head: crd('https://github.com/kubernetes-sigs/gateway-api/commit/0123abc'),
      findings: [{ ...at, messageId: 'github-page' }],
    },
    {
      name: 'a commit inside a pull request',
      head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/1/commits/0123abc'),
      findings: [{ ...at, messageId: 'github-page' }],
    },
    {
      // external-snapshot-metadata's probe: a pull request URL with a space after it.
      name: 'a pull request URL with whitespace after it',
      head: crd('"https://github.com/kubernetes-sigs/gateway-api/pull/3328 "'),
      findings: [
        {
          ...at,
          messageId: 'trailingSpace',
          message:
            '"https://github.com/kubernetes-sigs/gateway-api/pull/3328 " ends in whitespace, after which the pull request URL it holds is no longer one a reviewer or --verify-approvals can follow (the apiserver takes it): remove the whitespace',
          data: { kind: 'trailingSpace' },
        },
      ],
    },
    {
      name: 'an issue',
      head: crd('https://github.com/kubernetes/enhancements/issues/1111'),
      findings: [{ ...at, messageId: 'issue', data: { kind: 'issue' } }],
    },
    {
      name: 'http instead of https',
      head: crd('http://github.com/kubernetes-sigs/gateway-api/pull/3328'),
      findings: [{ ...at, messageId: 'http' }],
    },
    {
      name: 'another host',
      head: crd('https://gitlab.com/x/y/-/merge_requests/1'),
      findings: [{ ...at, messageId: 'other-host' }],
    },
    {
      name: 'any scheme the apiserver accepts',
      head: crd('ftp://example.com/x'),
      findings: [{ ...at, messageId: 'other-host' }],
    },
    {
      name: 'only a port as host',
      head: crd('"https://:443"'),
      findings: [{ ...at, endColumn: 47, messageId: 'other-host' }],
    },
    {
      name: 'upper-case host and a path that is not a pull request',
      head: crd('HTTPS://GITHUB.COM/x'),
      findings: [{ ...at, messageId: 'github-page' }],
    },
  ],
});
