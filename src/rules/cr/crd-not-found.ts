import { FieldPath } from '../../engine/field-path.js';
import { defineRule } from '../../engine/rule.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { BUILT_IN_GROUPS } from './match/built-in-groups.js';
import { judgedObjects } from './match/reached-resources.js';

// CR-MATCH-003 (spec/cr-validation.md §3): a document of an API group that Kubernetes does not
// serve itself, whose group and kind no CRD of the repository (or of cr.catalog) defines, is
// skipped by the cr/ rules: nothing can say what the apiserver would make of it. This opt-in
// notice says which documents were so skipped, for repositories that mean to hold every CRD
// their manifests need. Off by default: most repositories apply CRDs installed from elsewhere.

// kustomize, kubeadm, kubelet, kind and other tools read these files; none is sent to an apiserver.
const isToolConfigGroup = (group: string): boolean =>
  group.endsWith('.config.k8s.io') ||
  group === 'kubeadm.k8s.io' ||
  group === 'kind.x-k8s.io' ||
  group === 'config.kubernetes.io';

export const crdNotFound = defineRule({
  id: 'cr/crd-not-found',
  meta: {
    severity: 'notice',
    offByDefault: true,
    description:
      'a custom resource whose group and kind no CRD of the repository defines, so it could not be validated',
    messages: {
      notFound:
        'no CRD in the repository{{catalogText}} defines kind {{kind}} in group {{group}}: this resource was not validated against a schema',
      onlyInTests:
        "only a CRD of the repository's tests ({{crdFile}}) defines kind {{kind}} in group {{group}}, and it judges the tests' resources only: this resource was not validated against a schema",
    },
  },
  check: (ctx) => {
    // In the review of a change, the objects it reaches (reached-resources.ts): the others are found alike at base.
    const candidates = judgedObjects(ctx, 'any').filter(
      (o) => !BUILT_IN_GROUPS.has(o.group) && !isToolConfigGroup(o.group),
    );
    if (candidates.length === 0) return [];
    const kinds = new Set(candidates.map((o) => o.kind));
    // A CRD outside the tests (or in the catalog) serves every resource; one in a test tree only
    // the tests' (match/serving-crds.ts), so it is named for the others.
    const served = new Set((ctx.services?.crdCatalog?.crds ?? []).map(groupKindOf));
    const inTests = new Map<string, string>();
    for (const crd of ctx.head.crdsDefining(kinds)) {
      const key = groupKindOf(crd);
      if (!isInTestTree(crd.source.file)) served.add(key);
      else if (!inTests.has(key)) inTests.set(key, crd.source.file);
    }
    const catalogText = ctx.services?.crdCatalog ? ' or its cr.catalog' : '';
    return candidates.flatMap((o) => {
      const key = `${o.group}/${o.kind}`;
      const crdFile = inTests.get(key);
      if (served.has(key) || (crdFile !== undefined && isInTestTree(o.source.file))) return [];
      const data = { kind: o.kind, group: o.group, catalogText, ...(crdFile ? { crdFile } : {}) };
      return [{ messageId: crdFile ? ('onlyInTests' as const) : ('notFound' as const), object: o, path: KIND, data }];
    });
  },
});

const KIND = FieldPath.of('kind');

function groupKindOf(crd: KubeObject): string {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names = isJsonObject(spec.names) ? spec.names : {};
  return `${String(spec.group)}/${String(names.kind)}`;
}
