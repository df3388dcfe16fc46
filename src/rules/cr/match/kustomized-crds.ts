import type { World } from '../../../engine/world.js';
import { applyJsonPatch } from '../../../parse/json-patch.js';
import { isJsonObject, toKubeObject, type KubeObject } from '../../../parse/kube-object.js';
import { isKustomizationPath } from '../../../parse/kustomize-patches.js';
import { jsonPatchChains, targetMatches, type PatchChains } from '../../../parse/kustomize-json-patches.js';

// A CRD as the repository's kustomizations deploy it (kustomize-json-patches.ts): cass-operator's
// config/crd removes the `config` property of its CassandraDatacenter CRD with a JSON6902 patch, so
// the cluster's CRD leaves `spec.config` to x-kubernetes-preserve-unknown-fields, while the file
// declares a string of format byte that the samples' objects fail. Each way a kustomization renders
// the CRD file that changes it is one more CRD serving the kind, before the file as written (which
// `kubectl apply -f` may still install): CR-MATCH-004 reports only what every one of them rejects.

const CHAINS = new WeakMap<World, PatchChains>();

function chainsOf(world: World): PatchChains {
  let chains = CHAINS.get(world);
  if (!chains) {
    const kustomizations = world.paths().filter(isKustomizationPath);
    chains =
      kustomizations.length === 0
        ? new Map()
        : jsonPatchChains(kustomizations, (p) => world.filesAt((q) => q === p)[0]?.text);
    CHAINS.set(world, chains);
  }
  return chains;
}

/** The CRDs, each after the variants its kustomizations render (patched, distinct, and different from it). */
export function withKustomizedVariants(world: World, crds: readonly KubeObject[]): KubeObject[] {
  if (crds.length === 0) return [];
  const chains = chainsOf(world);
  if (chains.size === 0) return [...crds];
  return crds.flatMap((crd) => {
    const variants = new Map<string, KubeObject>();
    for (const chain of chains.get(crd.source.file) ?? []) {
      let value: unknown = crd.value;
      for (const patch of chain) {
        if (!isJsonObject(value) || !targetMatches(patch.target, value)) continue;
        value = applyJsonPatch(value, patch.operations);
        if (value === undefined) break; // kustomize build fails: this rendering deploys nothing
      }
      if (value === undefined || value === crd.value) continue;
      const variant = toKubeObject(value, crd.source);
      if (variant) variants.set(JSON.stringify(value), variant);
    }
    return [...variants.values(), crd];
  });
}
