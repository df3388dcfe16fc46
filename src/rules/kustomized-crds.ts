import type { World } from '../engine/world.js';
import { applyJsonPatches } from '../parse/json-patch.js';
import { isJsonObject, toKubeObject, type KubeObject } from '../parse/kube-object.js';
import { isKustomizationPath } from '../parse/kustomize-patches.js';
import { jsonPatchChains, targetMatches, type JsonPatch, type PatchChains } from '../parse/kustomize-json-patches.js';

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

/** The CRDs, each after the variants its kustomizations render: one per distinct set of patches that target it. */
export function withKustomizedVariants(world: World, crds: readonly KubeObject[]): KubeObject[] {
  if (crds.length === 0) return [];
  const chains = chainsOf(world);
  if (chains.size === 0) return [...crds];
  return crds.flatMap((crd) => {
    // The patches of each rendering that target this CRD (matched against it as the file has it:
    // a patch that renames a CRD is not followed); renderings that apply the same ones, as an
    // inner kustomization and the outer ones that list it often do, render the same CRD.
    const renderings: (readonly JsonPatch[])[] = [];
    for (const chain of chains.get(crd.source.file) ?? []) {
      // (commonAnnotations change no schema: kustomizedAnnotationSources reads them.)
      const applied = chain.filter(
        (patch) => patch.annotations === undefined && targetMatches(patch.target, crd.value),
      );
      const seen = renderings.some((r) => r.length === applied.length && r.every((p, i) => p === applied[i]));
      if (applied.length > 0 && !seen) renderings.push(applied);
    }
    const variants: KubeObject[] = [];
    for (const applied of renderings) {
      const value = applyJsonPatches(
        crd.value,
        applied.map((p) => p.operations),
      );
      // undefined: kustomize build fails, and this rendering deploys nothing.
      const variant = isJsonObject(value) ? toKubeObject(value, crd.source) : undefined;
      if (variant) variants.push(variant);
    }
    return [...variants, crd];
  });
}

/**
 * The values the repository's kustomizations give annotation `key` of the CRD, each with the
 * kustomization whose step sets it, one per rendering
 * that sets it (the last step that does, as kustomize applies the steps in order, outward); empty
 * when none does. A step is a kustomization's commonAnnotations (the container object storage
 * interface's CRD files have no api-approved.kubernetes.io, which its root kustomization adds to
 * each: `kubectl apply -k`), a strategic-merge patch of the CRD that sets it (kubernetes-sigs/about-api's
 * config/crd/patches), or a JSON6902 patch of the CRD that adds it (applied to the CRD, read after).
 */
export function kustomizedAnnotationSources(
  world: World,
  crd: KubeObject,
  key: string,
): { readonly value: string; readonly kustomization: string }[] {
  const out: { value: string; kustomization: string }[] = [];
  for (const chain of chainsOf(world).get(crd.source.file) ?? []) {
    let set: { value: string; kustomization: string } | undefined;
    let patched: unknown = crd.value;
    for (const patch of chain) {
      if (!targetMatches(patch.target, crd.value)) continue;
      if (patch.annotations !== undefined) {
        const value = patch.annotations[key];
        if (value !== undefined) set = { value, kustomization: patch.kustomization };
      } else if (touchesAnnotations(patch.operations)) {
        patched = applyJsonPatches(patched, [patch.operations]);
        // A patch that fails makes the build fail: this rendering deploys nothing.
        if (patched === undefined) {
          set = undefined;
          break;
        }
        const value = annotationOf(patched, key);
        if (value !== undefined) set = { value, kustomization: patch.kustomization };
      }
    }
    if (set !== undefined) out.push(set);
  }
  return out;
}

/** Whether a JSON6902 patch writes under /metadata (the annotations, or metadata whole). */
const touchesAnnotations = (operations: readonly unknown[]): boolean =>
  operations.some((op) => isJsonObject(op) && typeof op.path === 'string' && op.path.startsWith('/metadata'));

function annotationOf(value: unknown, key: string): string | undefined {
  const metadata = isJsonObject(value) && isJsonObject(value.metadata) ? value.metadata : undefined;
  const annotations = metadata && isJsonObject(metadata.annotations) ? metadata.annotations : undefined;
  const set = annotations?.[key];
  return typeof set === 'string' ? set : undefined;
}
