import { describe, expect, it } from 'vitest';
import { prNotApproved } from '../../../src/rules/approval/pr-not-approved.js';
import { prNotFound } from '../../../src/rules/approval/pr-not-found.js';
import { prNotMerged } from '../../../src/rules/approval/pr-not-merged.js';
import { untrustedRepo } from '../../../src/rules/approval/untrusted-repo.js';
import { unverified } from '../../../src/rules/approval/unverified.js';
import { runRule, ruleTester, yaml } from '../../support/rule-tester.js';
import { DOCS_SERVICES, DOCS_VERIFICATIONS, servicesWith } from './verification-fixture.js';

// spec/approval.md §2-3: the verified rules report what the verifier found, on the annotation's
// value, and nothing when verification was not asked for (no service) or the URL is not one the
// verifier looks up (placeholders, other groups, bypassed values).

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
  apiserver: null,
} as const;
const services = DOCS_SERVICES;
const NOT_FOUND = 'https://github.com/kubernetes-sigs/gateway-api/pull/999999';
const OPEN = 'https://github.com/kubernetes-sigs/gateway-api/pull/3400';
const MERGED_ONLY = 'https://github.com/kubernetes-sigs/gateway-api/pull/2001';
const UNTRUSTED = 'https://github.com/example-corp/gateway-fork/pull/12';
const UNVERIFIED = 'https://github.com/kubernetes-csi/external-snapshotter/pull/419';
const APPROVED = 'https://github.com/kubernetes-sigs/gateway-api/pull/3328';

const commonValid = (url: string) => [
  { name: 'verification not asked for', head: crd(url) },
  { name: 'an approved pull request', head: crd(APPROVED), services },
  { name: 'outside the protected groups', head: crd(url, 'example.com'), services },
  { name: 'a bypassed value', head: crd('"unapproved, experimental"'), services },
  {
    name: 'a placeholder is approval/placeholder-url',
    head: crd('https://github.com/kubernetes/enhancements/pull/1111'),
    services: servicesWith({
      'https://github.com/kubernetes/enhancements/pull/1111': DOCS_VERIFICATIONS[url] ?? { outcome: 'not-found' },
    }),
  },
];

ruleTester(prNotFound, {
  valid: commonValid(NOT_FOUND),
  invalid: [
    {
      name: 'a pull request that does not exist',
      head: crd(NOT_FOUND),
      services,
      findings: [
        {
          ...at,
          severity: 'error',
          message: `${NOT_FOUND} does not exist or is not visible to this token, so it cannot be the approval of gateways.gateway.networking.k8s.io: link the pull request that approved this API`,
          data: { pullRequest: { owner: 'kubernetes-sigs', repo: 'gateway-api', number: 999999 } },
        },
      ],
    },
    {
      name: 'the files tab of one',
      head: crd(`${NOT_FOUND}/files`),
      services,
      findings: [{ ...at, data: { url: NOT_FOUND } }],
    },
  ],
});

ruleTester(prNotMerged, {
  valid: commonValid(OPEN),
  invalid: [
    {
      name: 'an open pull request',
      head: crd(OPEN),
      services,
      findings: [{ ...at, severity: 'error', messageId: 'open', data: { state: 'open' } }],
    },
    {
      name: 'a closed one',
      head: crd(OPEN),
      services: servicesWith({ [OPEN]: { outcome: 'not-merged', state: 'closed' } }),
      findings: [
        {
          ...at,
          messageId: 'closed',
          message: `${OPEN} was closed without merging, so it did not approve the API of gateways.gateway.networking.k8s.io: link the pull request that did`,
        },
      ],
    },
  ],
});

ruleTester(prNotApproved, {
  valid: commonValid(MERGED_ONLY),
  invalid: [
    {
      name: 'merged without approval evidence',
      head: crd(MERGED_ONLY),
      services,
      findings: [
        {
          ...at,
          severity: 'error',
          data: { evidence: { level: 'merged-only', merged: true, approvers: [], approvedLabelAtMerge: false } },
        },
      ],
    },
    {
      name: 'approved, but by none of approval-approvers',
      head: crd(MERGED_ONLY),
      services: servicesWith({
        [MERGED_ONLY]: {
          outcome: 'not-approved',
          evidence: {
            level: 'merged-only',
            merged: true,
            approvers: ['someone'],
            approvedLabelAtMerge: true,
            requiredApprovers: ['api-approvers', 'robscott'],
            approveCommenters: ['sig-lead'],
          },
        },
      }),
      findings: [
        {
          ...at,
          messageId: 'noConfiguredApprover',
          message: `${MERGED_ONLY} merged without an approving review or a standing /approve from any of approval-approvers (api-approvers, robscott), so nothing shows that an API approver approved gateways.gateway.networking.k8s.io: link the pull request where one did`,
          data: {
            approvalApprovers: 'api-approvers, robscott',
            evidence: { approvers: ['someone'], approveCommenters: ['sig-lead'] },
          },
        },
      ],
    },
  ],
});

ruleTester(untrustedRepo, {
  valid: commonValid(UNTRUSTED),
  invalid: [
    {
      name: 'a repository outside approval-repos',
      head: crd(UNTRUSTED),
      services,
      findings: [
        {
          ...at,
          severity: 'error',
          message: `${UNTRUSTED} is in example-corp/gateway-fork, which is not among the repositories trusted to approve APIs (kubernetes/*, kubernetes-sigs/*, kubernetes-csi/*): link the approving pull request in one of them, or add the repository to approval-repos`,
        },
      ],
    },
  ],
});

ruleTester(unverified, {
  valid: commonValid(UNVERIFIED),
  invalid: [
    {
      name: 'a rate limit',
      head: crd(UNVERIFIED),
      services,
      findings: [
        {
          ...at,
          severity: 'warning',
          message: `could not verify ${UNVERIFIED} as the approval of gateways.gateway.networking.k8s.io: reading ${UNVERIFIED}: HTTP 403: API rate limit exceeded`,
        },
      ],
    },
    {
      name: 'a GitHub Enterprise host is a pull request host too',
      head: crd('https://ghe.example.com/platform/api/pull/5'),
      services: servicesWith(
        {
          'https://ghe.example.com/platform/api/pull/5': {
            outcome: 'unverified',
            reason: 'no GitHub token (set GITHUB_TOKEN)',
          },
        },
        ['github.com', 'ghe.example.com'],
      ),
      findings: [{ ...at, data: { reason: 'no GitHub token (set GITHUB_TOKEN)' } }],
    },
    {
      name: 'a URL the verifier did not look up is unverified, not passed',
      head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/77'),
      services,
      findings: [
        {
          ...at,
          data: {
            reason:
              "the verifier did not find this URL on the annotation's line (write the value on one line, without escapes)",
          },
        },
      ],
    },
  ],
});

describe('verified approval findings', () => {
  it('carry the URL in their fingerprint, so a new URL with the same problem is a new finding', () => {
    const one = runRule(prNotFound, { name: 'a', head: crd(NOT_FOUND), services });
    const other = runRule(prNotFound, {
      name: 'b',
      head: crd('https://github.com/kubernetes-sigs/gateway-api/pull/999998'),
      services: servicesWith({
        'https://github.com/kubernetes-sigs/gateway-api/pull/999998': { outcome: 'not-found' },
      }),
    });
    expect(one[0]?.finding.fingerprint).toBeDefined();
    expect(one[0]?.finding.fingerprint).not.toBe(other[0]?.finding.fingerprint);
  });
});
