import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { isJsonObject } from '../../parse/kube-object.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { compareVersionPriority, isKubeVersion } from '../crd/schema/version-priority.js';
import { customResourceReview } from './custom-resource-review.js';
import { servedVersionNames } from '../crd/schema/hoisting.js';
import { IN_TEST_TREE } from './test-tree.js';
import { kustomizationTakingInElsewhere } from '../kustomize-listing.js';

// CR-MATCH-002 (spec/cr-validation.md §3): the resource's apiVersion names a version that no CRD
// of the repository defining its group and kind serves. The server answers 404 ("no matches for
// kind ... in version ..."), before any validation; nothing else is checked. No data.apiserver:
// it is not a field error. In a repository's test trees, a warning (test-tree.ts); and a warning
// too for a version newer than every one the repository's CRD serves, and for one only an
// apiextensions.k8s.io/v1beta1 copy of the CRD serves (an old release's, in an upgrade guide).
export const unservedVersion = defineRule({
  id: 'cr/unserved-version',
  meta: {
    severity: 'error',
    description: 'a custom resource whose apiVersion names a version its CRD does not serve',
    messages: {
      unserved: 'no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} ({{where}}) serves {{served}}',
      unservedInTestTree: `no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} ({{where}}) serves {{served}} (${IN_TEST_TREE})`,
      servedByLegacyCopy:
        'no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} ({{where}}) serves {{served}}; the apiextensions.k8s.io/v1beta1 copy in {{legacyWhere}} serves it, which only clusters before Kubernetes 1.22 install: a warning, as the manifest is for those',
      servedElsewhere:
        'no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} ({{where}}) serves {{served}}; {{kustomization}} takes in CRDs from outside the repository (a remote resource, a Helm chart), which may serve it: a cluster that runs those refuses it only where they do not',
      newerThanServed:
        'no matches for kind "{{kind}}" in version "{{apiVersion}}": {{crd}} ({{where}}) serves only older versions ({{served}}); a cluster that runs this repository\'s CRD refuses it, and one that runs a newer CRD of {{kind}}, installed from elsewhere, serves it; if the repository once served the version and renamed it, the manifest is stale',
    },
  },
  check: (ctx) => {
    const aggregated = aggregatedVersions(ctx.whole?.head ?? ctx.head);
    let elsewhere: string | undefined | null = null; // read once, where a resource asks
    return customResourceReview(ctx).unserved.flatMap(
      (
        u,
      ): RuleReport<
        'unserved' | 'unservedInTestTree' | 'newerThanServed' | 'servedByLegacyCopy' | 'servedElsewhere'
      >[] => {
        // A version an aggregated apiserver of the repository serves (its APIService) is no CRD's:
        // nephio-project/porch serves porch.kpt.dev/v1alpha1 so, beside a CRD of v1alpha2.
        if (aggregated.has(u.object.apiVersion)) return [];
        const inTestTree = isInTestTree(u.object.source.file);
        const servedNames = [...new Set(u.crds.flatMap((crd) => servedVersionNames(crd)))];
        // A version above every one the repository's CRD serves (Kubernetes version priority) is
        // one nobody would invent: the manifest was written for a newer CRD than the repository holds
        // (nginx's WAF examples for the v1 CRDs another chart installs, where its own serve v1beta1).
        // Not one the base's CRD served: the change stopped serving it (apisix-ingress-controller
        // 1bbadf0d served only v2beta3 where it had served v1, its docs' examples still of v1).
        const requested = u.object.apiVersion.slice(u.object.apiVersion.indexOf('/') + 1);
        const servedBefore = u.crds.some((crd) => {
          const stored = ctx.baseOf(crd);
          return stored !== undefined && servedVersionNames(stored).includes(requested);
        });
        const newer =
          !servedBefore &&
          isKubeVersion(requested) &&
          servedNames.length > 0 &&
          servedNames.every((v) => compareVersionPriority(requested, v) > 0);
        const legacy = u.legacy ?? [];
        // A version no CRD of the repository served, where a kustomization of the repository takes
        // in CRDs from outside it (Kong/kong-operator 317a237f2c wrote a ControlPlane v2alpha1
        // sample for the CRDs its config/crd takes from kong/kubernetes-configuration, beside a
        // stale chart copy serving v1beta1).
        if (elsewhere === null) elsewhere = kustomizationTakingInElsewhere(ctx, ctx.whole?.head ?? ctx.head);
        const fromElsewhere =
          !servedBefore && !newer && legacy.length === 0 && isKubeVersion(requested) ? elsewhere : undefined;
        return [
          {
            messageId: inTestTree
              ? 'unservedInTestTree'
              : legacy.length > 0
                ? 'servedByLegacyCopy'
                : newer
                  ? 'newerThanServed'
                  : fromElsewhere !== undefined
                    ? 'servedElsewhere'
                    : 'unserved',
            ...(inTestTree || newer || legacy.length > 0 || fromElsewhere !== undefined
              ? { severity: 'warning' as const }
              : {}),
            object: u.object,
            path: API_VERSION,
            data: {
              kind: u.object.kind,
              apiVersion: u.object.apiVersion,
              crd: [...new Set(u.crds.map((c) => c.name))].join(', '),
              // Which file the CRD is in: the one serving the kind may be a stale copy (an old installer's).
              where: filesText([...new Set(u.crds.map((c) => c.source.file))]),
              served:
                servedNames.length === 0 ? 'no version' : servedNames.map((v) => `${u.object.group}/${v}`).join(', '),
              ...(legacy.length > 0 ? { legacyWhere: filesText([...new Set(legacy.map((c) => c.source.file))]) } : {}),
              ...(fromElsewhere !== undefined ? { kustomization: fromElsewhere } : {}),
            },
          },
        ];
      },
    );
  },
});

/** The `group/version`s the APIService objects of a world register for aggregated apiservers. */
function aggregatedVersions(world: World): ReadonlySet<string> {
  const out = new Set<string>();
  for (const o of world.ofKind('apiregistration.k8s.io', 'APIService')) {
    const spec = o.value.spec;
    if (isJsonObject(spec) && typeof spec.group === 'string' && typeof spec.version === 'string')
      out.add(`${spec.group}/${spec.version}`);
  }
  return out;
}

const API_VERSION = FieldPath.of('apiVersion');

/** The files, up to two, then how many more (calico copies each CRD into a dozen manifests). */
const filesText = (files: readonly string[]): string =>
  files.length <= 2 ? files.join(', ') : `${files.slice(0, 2).join(', ')} and ${files.length - 2} more`;
