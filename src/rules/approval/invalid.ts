import { goQuote } from '../../engine/go-quote.js';
import type { RuleReport } from '../../engine/rule.js';
import { defineRule } from '../../engine/rule.js';
import { approvalState, type ApprovalState } from './approval-state.js';
import {
  approvalSubjects,
  storedApprovalAnnotation,
  storedApprovalState,
  type ApprovalSubject,
  approvalAt,
} from './approval-subject.js';
import { parseRequestUri } from './parse-request-uri.js';
import { validateApiApproval } from './validate-api-approval.js';

// CRD-APPROVAL-004 and -005 (spec/crd-validation.md §4): in a protected group, a value that is
// neither URL-shaped (Go's url.ParseRequestURI with a scheme and a host) nor starts with
// "unapproved" is rejected on create, and on an update that changes the state to Invalid.
// An update that keeps an Invalid value Invalid, even a different one, is accepted.

const FIX =
  'set it to the URL of the pull request that approved this API, or to "unapproved, <reason>" until it is approved';

const messages = {
  invalid: `api-approved.kubernetes.io is {{quoted}}, which is neither a URL with a scheme and host nor a reason starting with "unapproved" ({{because}}), so the apiserver rejects {{name}}: ${FIX}`,
  becameInvalid: `this change makes api-approved.kubernetes.io {{quoted}}, which is neither a URL with a scheme and host nor a reason starting with "unapproved" ({{because}}); it was {{storedState}} before, so the apiserver rejects the update: ${FIX}`,
  notAString:
    'api-approved.kubernetes.io is a {{type}}, but annotation values are strings, so the apiserver cannot decode {{name}} at all: write the value in quotes',
} as const;
type MessageId = keyof typeof messages;

export const invalid = defineRule({
  id: 'approval/invalid',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'error',
    description:
      'api-approved.kubernetes.io on a CRD in a protected group is neither a URL nor a reason starting with "unapproved", so kube-apiserver rejects it',
    messages,
  },
  check: (ctx) =>
    approvalSubjects(ctx.head, ctx.whole?.head).flatMap((s) =>
      checkSubject(s, storedApprovalState(storedApprovalAnnotation(ctx.baseOf(s.crd), ctx.whole?.base ?? ctx.base, s))),
    ),
});

function checkSubject(subject: ApprovalSubject, storedState: ApprovalState | undefined): RuleReport<MessageId>[] {
  const base = approvalAt(subject);
  if (subject.isProtected && subject.annotation.kind === 'not-a-string') {
    // Decoding fails (400 BadRequest) before any validation, so there is no field error to quote.
    const type = Array.isArray(subject.annotation.value)
      ? 'list'
      : typeof subject.annotation.value === 'object'
        ? 'map'
        : typeof subject.annotation.value;
    return [{ ...base, messageId: 'notAString', data: { name: subject.crd.name, type } }];
  }
  const rejection = validateApiApproval(subject, storedState).find((e) => e.type === 'Invalid value');
  if (!rejection) return [];
  const data = {
    name: subject.crd.name,
    group: subject.group ?? '',
    value: subject.value,
    quoted: goQuote(subject.value),
    because: invalidBecause(subject.value),
    ...(storedState === undefined ? {} : { storedState }),
  };
  return [{ ...base, messageId: storedState === undefined ? 'invalid' : 'becameInvalid', data, apiserver: rejection }];
}

/** Why the apiserver finds a value Invalid, in the user's terms (CRD-APPROVAL-002's edge cases). */
export function invalidBecause(value: string): string {
  if (value.trimStart() !== value && approvalState(value.trimStart()) !== 'Invalid') return 'it has leading whitespace';
  if (value.trimEnd() !== value && approvalState(value.trimEnd()) !== 'Invalid') return 'it has trailing whitespace';
  if (/^unapproved/i.test(value)) return '"unapproved" must be lowercase';
  const parsed = parseRequestUri(value);
  if (!parsed.ok) {
    return parsed.reason === 'invalid URI for request'
      ? 'it has no scheme such as https://'
      : `Go's url.ParseRequestURI fails: ${parsed.reason}`;
  }
  if (parsed.uri.scheme === '') return 'it has no scheme such as https://';
  if (parsed.uri.opaque !== '') return `it has no host: "${parsed.uri.scheme}:" is not followed by "//"`;
  return 'it has no host';
}
