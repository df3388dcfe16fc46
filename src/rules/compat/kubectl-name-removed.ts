import { defineRule } from '../../engine/rule.js';
import { compatReports } from './compat-report.js';

// compat/kubectl-name-removed: a name kubectl finds the resource by, other than its plural, is
// gone: a short name (`kubectl get wd`), a category (`kubectl get all`, `kubectl get <category>`),
// or the singular. No stored object or API client breaks, as those use the plural: scripts,
// runbooks, docs and the hands of the people who type them do. crdify does not check it;
// openebs/dynamic-localpv-provisioner dropped a CRD's short names in a regeneration (7885f7e). A
// short name another resource has too is removed on purpose (openshift/cluster-api-provider-gcp
// ef99fc00 dropped `amct`, which it had copied from Cluster API's AWS provider): the message says so.
export const kubectlNameRemoved = defineRule({
  id: 'compat/kubectl-name-removed',
  scope: 'object',
  meta: {
    severity: 'warning',
    description: 'a short name, category or singular name kubectl finds a CRD by was removed',
    messages: {
      shortNames:
        '{{names}} {{were}} removed from the short names of {{crd}}; `kubectl get {{first}}` and the scripts and docs that use it no longer find the resource; keep {{them}}, unless another resource of the cluster answers to {{them}} as well (kubectl then picks one of them, and removing {{them}} is the fix)',
      categories:
        '{{names}} {{were}} removed from the categories of {{crd}}; `kubectl get {{first}}` no longer lists its objects; keep {{them}}, unless leaving the category is the point',
      singular:
        'the singular name of {{crd}} changed from {{names}}; `kubectl get {{first}}` and the scripts and docs that use it no longer find the resource; keep the singular',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/kubectl-name-removed', (d, crd) => {
      const removed = ('removed' in d ? d.removed : undefined) ?? [];
      const first = removed[0] ?? '';
      const many = removed.length > 1;
      const messageId = d.check === 'singular' ? 'singular' : d.check === 'categories' ? 'categories' : 'shortNames';
      return {
        messageId,
        data: {
          crd: crd.name,
          names: d.check === 'singular' ? `${first} to ${String(d.head)}` : removed.join(', '),
          first,
          were: many ? 'were' : 'was',
          them: many ? 'them' : 'it',
        },
      };
    }),
});
