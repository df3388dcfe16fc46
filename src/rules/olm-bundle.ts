import type { RuleContext } from '../engine/rule.js';
import type { World } from '../engine/world.js';
import { isJsonObject, type KubeObject } from '../parse/kube-object.js';

/** The names of the CRDs a ClusterServiceVersion owns (`spec.customresourcedefinitions.owned[*].name`). */
export function ownedCrdNames(csv: KubeObject): string[] {
  const spec = isJsonObject(csv.value.spec) ? csv.value.spec : {};
  const crds = isJsonObject(spec.customresourcedefinitions) ? spec.customresourcedefinitions : {};
  return (Array.isArray(crds.owned) ? crds.owned : []).flatMap((o) =>
    isJsonObject(o) && typeof o.name === 'string' ? [o.name] : [],
  );
}

/**
 * The ClusterServiceVersion of the base (or of `world`) beside a CRD's file that owns the CRD, when the file is in
 * an OLM bundle's manifests (the CSV and the CRDs it owns in one directory): OLM installs and
 * upgrades what a bundle holds on every cluster it serves, and deletes no CRD a newer bundle stops holding
 * (operator-lifecycle-manager#1326), as che-operator's bundle dropped its backup CRDs (0bc104901).
 * Undefined elsewhere, and beside a CSV that does not own it (redhat-marketplace-operator's dump
 * of a cluster's CRDs beside a rendered install: b660fe33).
 */
export function olmBundleOf(
  ctx: RuleContext,
  file: string,
  crd: string,
  world: World | undefined = ctx.whole?.base ?? ctx.base,
): string | undefined {
  const base = world;
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  // Only the files that name the kind are parsed: a directory of CRDs holds none (issue 17).
  const beside =
    base
      ?.filesMentioning('ClusterServiceVersion')
      .filter((f) => f.path.startsWith(dir) && !f.path.slice(dir.length).includes('/')) ?? [];
  for (const f of beside)
    for (const o of f.objects)
      if (o.kind === 'ClusterServiceVersion' && o.group === 'operators.coreos.com' && ownedCrdNames(o).includes(crd))
        return o.name;
  return undefined;
}
