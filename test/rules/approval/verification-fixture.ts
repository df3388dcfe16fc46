import type { RuleServices } from '../../../src/engine/rule-services.js';
import type { ApprovalVerification } from '../../../src/rules/approval/approval-verification.js';

// Verification results as the GitHub verifier would hand them to the rules, for rule tests and
// for the docs pages' examples (each page's Incorrect example links one of these URLs).

export const servicesWith = (
  results: Readonly<Record<string, ApprovalVerification>>,
  hosts: readonly string[] = ['github.com'],
): RuleServices => ({
  approvals: { hosts, results: new Map(Object.entries(results)) },
});

const merged = { merged: true, mergedAt: '2024-05-01T10:00:00Z' } as const;

export const DOCS_VERIFICATIONS: Readonly<Record<string, ApprovalVerification>> = {
  'https://github.com/kubernetes-sigs/gateway-api/pull/3328': {
    outcome: 'approved',
    evidence: { ...merged, level: 'approved-review', approvers: ['robscott'], approvedLabelAtMerge: false },
  },
  'https://github.com/kubernetes-sigs/gateway-api/pull/999999': { outcome: 'not-found' },
  'https://github.com/kubernetes-sigs/gateway-api/pull/3400': { outcome: 'not-merged', state: 'open' },
  'https://github.com/kubernetes-sigs/gateway-api/pull/2001': {
    outcome: 'not-approved',
    evidence: { ...merged, level: 'merged-only', approvers: [], approvedLabelAtMerge: false },
  },
  'https://github.com/example-corp/gateway-fork/pull/12': {
    outcome: 'untrusted-repo',
    trusted: ['kubernetes/*', 'kubernetes-sigs/*', 'kubernetes-csi/*'],
  },
  'https://github.com/kubernetes-csi/external-snapshotter/pull/419': {
    outcome: 'unverified',
    reason:
      'reading https://github.com/kubernetes-csi/external-snapshotter/pull/419: HTTP 403: API rate limit exceeded',
  },
};

export const DOCS_SERVICES: RuleServices = servicesWith(DOCS_VERIFICATIONS);
