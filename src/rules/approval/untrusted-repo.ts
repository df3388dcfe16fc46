import { defineRule } from '../../engine/rule.js';
import { APPROVAL_PATH } from './approval-subject.js';
import { pullRequestData, verifiedApprovals } from './verified-approval.js';

// spec/approval.md §3: anyone can open and merge a pull request in a repository they own, so only
// pull requests in the trusted repositories (`approval-repos`, default the Kubernetes
// organisations) can approve an API in a protected group.
export const untrustedRepo = defineRule({
  id: 'approval/untrusted-repo',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'error',
    description:
      'the pull request that api-approved.kubernetes.io links is outside the repositories trusted to approve APIs',
    messages: {
      untrusted:
        '{{url}} is in {{repository}}, which is not among the repositories trusted to approve APIs ({{trusted}}): link the approving pull request in one of them, or add the repository to approval-repos',
    },
  },
  check: (ctx) =>
    verifiedApprovals(ctx, 'untrusted-repo').map(({ subject, pr, result }) => ({
      messageId: 'untrusted' as const,
      object: subject.crd,
      path: APPROVAL_PATH,
      data: {
        name: subject.crd.name,
        url: pr.url,
        repository: `${pr.owner}/${pr.repo}`,
        trusted: result.trusted.join(', '),
        pullRequest: pullRequestData(pr),
      },
      discriminator: pr.url,
    })),
});
