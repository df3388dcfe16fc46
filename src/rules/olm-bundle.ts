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
  if (!world) return undefined;
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  return bundlesOf(world).get(dir)?.get(crd)?.name;
}

/** A ClusterServiceVersion that owns a CRD: its name, and its file. */
interface Owner {
  readonly name: string;
  readonly file: string;
}

/**
 * By directory, the CRDs each ClusterServiceVersion there owns and its name: read once a world
 * (every CRD of a review may ask), from the files that name the kind alone: a directory of CRDs
 * holds none (issue 17).
 */
function bundlesOf(world: World): ReadonlyMap<string, ReadonlyMap<string, Owner>> {
  let bundles = BUNDLES.get(world);
  if (!bundles) {
    const found = new Map<string, Map<string, Owner>>();
    for (const f of world.filesMentioning('ClusterServiceVersion'))
      for (const o of f.objects) {
        if (o.kind !== 'ClusterServiceVersion' || o.group !== 'operators.coreos.com') continue;
        const dir = f.path.slice(0, f.path.lastIndexOf('/') + 1);
        let owned = found.get(dir);
        if (!owned) found.set(dir, (owned = new Map()));
        for (const name of ownedCrdNames(o)) if (!owned.has(name)) owned.set(name, { name: o.name, file: f.path });
      }
    BUNDLES.set(world, (bundles = found));
  }
  return bundles;
}

const BUNDLES = new WeakMap<World, ReadonlyMap<string, ReadonlyMap<string, Owner>>>();

/**
 * The file of a ClusterServiceVersion of `head` that owns the CRD `crd` in a directory holding no
 * CRD, before the change or after: a CSV base (operator-sdk's
 * `config/manifests/bases/<package>.clusterserviceversion.yaml`), from which `make bundle`
 * (`kustomize build config/manifests | operator-sdk generate bundle`) writes every new bundle with
 * the CRDs it owns. Not the CSV of a bundle that lost the CRD's file (it still lists what it no
 * longer holds). Undefined where no such base owns it, or where the CSV of the bundle the CRD was
 * removed from (`removedFrom`, its file) is still there and owns it no more.
 */
export function csvBaseOwning(head: World, base: World, crd: string, removedFrom: string): string | undefined {
  // The committed bundle regenerated without the CRD: its CSV of the head owns it no more, as
  // `operator-sdk generate bundle` writes `owned` from the CRDs its input holds, not from the base's
  // (odf-operator d96034b2a0 stopped installing its StorageSystem CRD, and regenerated its bundle).
  const dir = removedFrom.slice(0, removedFrom.lastIndexOf('/') + 1);
  const regenerated = head
    .filesAt((p) => p.startsWith(dir) && !p.slice(dir.length).includes('/'))
    .flatMap((f) => f.objects)
    .filter((o) => o.kind === 'ClusterServiceVersion' && o.group === 'operators.coreos.com');
  if (regenerated.length > 0 && regenerated.every((csv) => !ownedCrdNames(csv).includes(crd))) return undefined;
  const holdsCrd = (world: World, dir: string) =>
    world
      .filesAt((p) => p.startsWith(dir) && !p.slice(dir.length).includes('/'))
      .some((f) => f.objects.some((o) => o.kind === 'CustomResourceDefinition'));
  for (const [dir, owned] of bundlesOf(head)) {
    const owner = owned.get(crd);
    if (owner && !holdsCrd(head, dir) && !holdsCrd(base, dir)) return owner.file;
  }
  return undefined;
}
