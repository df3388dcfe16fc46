import { goQuote } from '../../engine/go-quote.js';
import { parseRequestUri } from './parse-request-uri.js';

// kube-apiserver's view of API approval (apiextensions-apiserver pkg/apihelpers/helpers.go,
// spec/crd-validation.md §4): which groups are protected, the state of an
// `api-approved.kubernetes.io` value, and the reason text the apiserver uses as error detail
// and condition message. Facts only: the rules decide what to report.

export const APPROVAL_ANNOTATION = 'api-approved.kubernetes.io';

/** The pull request that introduced the annotation, cited in every reason the apiserver gives. */
export const KEP_1111_URL = 'https://github.com/kubernetes/enhancements/pull/1111';

export type ApprovalState = 'Missing' | 'Bypassed' | 'Approved' | 'Invalid';

/**
 * IsProtectedCommunityGroup (CRD-APPROVAL-001): `k8s.io`, `kubernetes.io` and groups ending in
 * `.k8s.io` / `.kubernetes.io`, compared byte for byte. `x-k8s.io` (Cluster API) is not
 * protected: a dash, not a dot, stands before `k8s.io`.
 */
export function isProtectedGroup(group: string): boolean {
  return (
    group === 'k8s.io' || group.endsWith('.k8s.io') || group === 'kubernetes.io' || group.endsWith('.kubernetes.io')
  );
}

/**
 * GetAPIApprovalState (CRD-APPROVAL-002); the first matching case wins. An absent annotation
 * and an empty one are the same (Go reads a missing map key as "").
 */
export function approvalState(value: string | undefined): ApprovalState {
  if (value === undefined || value === '') return 'Missing';
  if (value.startsWith('unapproved')) return 'Bypassed'; // byte prefix, case-sensitive
  const parsed = parseRequestUri(value);
  // Any scheme and any host: the apiserver only asks for something URL-shaped.
  if (parsed.ok && parsed.uri.scheme !== '' && parsed.uri.host !== '') return 'Approved';
  return 'Invalid';
}

/** The apiserver's reason for each state, byte for byte (CRD-APPROVAL-002). */
export function approvalReason(state: ApprovalState, value: string): string {
  switch (state) {
    case 'Missing':
      return `protected groups must have approval annotation ${goQuote(APPROVAL_ANNOTATION)}, see ${KEP_1111_URL}`;
    case 'Invalid':
      return `protected groups must have approval annotation ${goQuote(APPROVAL_ANNOTATION)} with either a URL or a reason starting with "unapproved", see ${KEP_1111_URL}`;
    case 'Bypassed':
      return `not approved: ${goQuote(value)}`;
    case 'Approved':
      return `approved in ${value}`;
  }
}
