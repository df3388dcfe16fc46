import { defineRule } from '../../engine/rule.js';
import { approvalPullRequest, isPlaceholderPullRequest } from './approval-pull-request.js';
import { approvalSubjects, approvalAt } from './approval-subject.js';

// spec/approval.md §2: URLs copied from KEP-1111 and its examples, or pull request 0. The
// apiserver accepts any URL with a scheme and host (CRD-APPROVAL-002), so such a CRD installs
// while claiming an approval its API never had. Not an apiserver rejection: no `apiserver` data.

export const placeholderUrl = defineRule({
  id: 'approval/placeholder-url',
  scope: 'object',
  // Approval annotations a kustomization of the repository sets (approval-subject.ts).
  consultsOtherFiles: true,
  meta: {
    severity: 'error',
    description: 'api-approved.kubernetes.io links an example URL, not the approval of this API',
    messages: {
      kepExample:
        '{{url}} is an example from KEP-1111, not the approval of {{name}}: link the pull request that approved this API',
      numberZero:
        '{{url}} is a placeholder (pull request 0), not the approval of {{name}}: link the pull request that approved this API',
    },
  },
  check: (ctx) =>
    approvalSubjects(ctx.head, ctx.whole?.head).flatMap((s) => {
      // Invalid values are approval/invalid's; only what the apiserver accepts as a URL is judged.
      const pr = s.isProtected && s.state === 'Approved' ? approvalPullRequest(s.value) : undefined;
      if (!pr || !isPlaceholderPullRequest(pr)) return [];
      return [
        {
          messageId: pr.number === 0 ? ('numberZero' as const) : ('kepExample' as const),
          ...approvalAt(s),
          data: { name: s.crd.name, url: pr.url, pullRequest: { owner: pr.owner, repo: pr.repo, number: pr.number } },
        },
      ];
    }),
});
