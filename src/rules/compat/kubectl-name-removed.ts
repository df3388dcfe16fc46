import { defineRule } from '../../engine/rule.js';
import { compatReports } from './compat-report.js';
import { crdGroup } from './compat-crd.js';
import type { RuleContext } from '../../engine/rule.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInTestTree } from '../../parse/test-trees.js';

// compat/kubectl-name-removed: a name kubectl finds the resource by, other than its plural, is
// gone: a short name (`kubectl get wd`), a category (`kubectl get all`, `kubectl get <category>`),
// or the singular. No stored object or API client breaks, as those use the plural: scripts,
// runbooks, docs and the hands of the people who type them do. crdify does not check it;
// openebs/dynamic-localpv-provisioner dropped a CRD's short names in a regeneration (7885f7e). A
// short name another resource has too is removed on purpose (openshift/cluster-api-provider-gcp
// ef99fc00 dropped `amct`, which it had copied from Cluster API's AWS provider): the message says so.
/**
 * Whether kubectl never found the CRD by a short name: another CRD the repository installs with it
 * answers to the name and comes first in discovery. kube-apiserver registers every CRD group with
 * the same priority, kube-aggregator orders those by name, and kubectl takes the first resource a
 * short name matches (client-go restmapper/shortcut.go); cluster-nfd-operator 20a9750f dropped
 * `nfr` from nodefeaturerules.nfd.openshift.io beside nfd.k8s-sigs.io's NodeFeatureRule. Or another
 * CRD of its own group answers to it: the naming controller gave the name to one of the two and
 * refused the other's names whole (ShortNamesConflict), which was never served, and the change is
 * the fix crd/names asks for (osp-director-operator 6f49e11f1b dropped `osipset` from
 * openstackconfigversions beside openstackipsets).
 */
function shadowedBy(ctx: RuleContext, crd: KubeObject, name: string): boolean {
  const group = crdGroup(crd);
  return (ctx.whole?.head ?? ctx.head)
    .crds()
    .some(
      (o) =>
        o.name !== crd.name && !isInTestTree(o.source.file) && crdGroup(o) <= group && shortNamesOf(o).includes(name),
    );
}

const shortNamesOf = (crd: KubeObject): readonly unknown[] => {
  const spec = crd.value.spec;
  const names = isJsonObject(spec) && isJsonObject(spec.names) ? spec.names : {};
  return Array.isArray(names.shortNames) ? names.shortNames : [];
};

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
      const all = ('removed' in d ? d.removed : undefined) ?? [];
      const removed = d.check === 'shortNames' ? all.filter((n) => !shadowedBy(ctx, crd, n)) : all;
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
    }).filter((r) => r.data?.names !== ''),
});
