import { posix } from 'node:path';
import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { kustomizationOf } from '../../parse/kustomize-patches.js';
import { builtDirectories, kustomizeListingOf, takesIn } from '../kustomize-listing.js';
import { escapeRegExp } from '../../engine/escape-regexp.js';

// A custom resource of a kustomize base that an overlay patches before it applies it: what a
// cluster gets is the overlay's rendering, not the file as written (openshift/cluster-logging-
// operator's hack/manifests/clusterlogforwarder/base, whose overlays/lokistack patches
// spec.outputs in: the base alone lacks the field its CRD requires). The resource is judged as
// written, and what it lacks there is at most a warning that names the overlay.

/** The kustomization that takes in the resource's base directory and patches a resource of its kind (and name); undefined otherwise. */
export function overlayPatching(ctx: RuleContext, resource: KubeObject): string | undefined {
  const world = ctx.whole?.head ?? ctx.head;
  const listing = kustomizeListingOf(ctx, world);
  const built = builtDirectories(listing);
  const file = resource.source.file;
  // The kustomizations that take the file in, by their directory: the bases.
  const bases = [...listing]
    .filter(([, entries]) => entries.some((e) => takesIn(e, file, built)))
    .map(([k]) => posix.dirname(k));
  if (bases.length === 0) return undefined;
  for (const [overlay, entries] of listing) {
    if (!entries.some((e) => bases.includes(e))) continue;
    const value = overlayOf(ctx, world, overlay);
    if (
      value &&
      patchesResource(
        value,
        resource,
        (p) => world.filesAt((q) => q === posix.join(posix.dirname(overlay), p))[0]?.text,
      )
    )
      return overlay;
  }
  return undefined;
}

// An overlay's kustomization, read once a review: the resources of one base that fail share it
// (oci-service-operator's 2,148 `spec: {}` samples).
const OVERLAYS: CacheKey<WeakMap<World, Map<string, { readonly [key: string]: unknown } | undefined>>> = {
  name: 'cr/ kustomize overlays read',
  create: () => new WeakMap(),
};

function overlayOf(ctx: RuleContext, world: World, path: string): { readonly [key: string]: unknown } | undefined {
  const byWorld = ctx.cache.get(OVERLAYS);
  let read = byWorld.get(world);
  if (!read) byWorld.set(world, (read = new Map()));
  if (!read.has(path)) {
    const text = world.filesAt((p) => p === path)[0]?.text;
    read.set(path, text === undefined ? undefined : kustomizationOf(text));
  }
  return read.get(path);
}

/**
 * Whether a kustomization's patches target the resource: a `target` of its kind (and name, where
 * one is given), or a strategic merge patch, inline or in a file, that names its kind and name.
 */
function patchesResource(
  value: { readonly [key: string]: unknown },
  resource: KubeObject,
  fileText: (path: string) => string | undefined,
): boolean {
  const targets = (target: unknown): boolean =>
    isJsonObject(target) &&
    target.kind === resource.kind &&
    (target.name === undefined || target.name === resource.name);
  const names = (patch: string | undefined): boolean =>
    patch !== undefined &&
    new RegExp(`^\\s*kind:\\s*["']?${escapeRegExp(resource.kind)}["']?\\s*$`, 'm').test(patch) &&
    new RegExp(`^\\s+name:\\s*["']?${escapeRegExp(resource.name)}["']?\\s*$`, 'm').test(patch);
  const list = (key: string): unknown[] => (Array.isArray(value[key]) ? (value[key] as unknown[]) : []);
  return [...list('patches'), ...list('patchesJson6902'), ...list('patchesStrategicMerge')].some((p) =>
    typeof p === 'string'
      ? names(p.includes('\n') ? p : fileText(p))
      : isJsonObject(p) &&
        (targets(p.target) ||
          (typeof p.patch === 'string' && names(p.patch)) ||
          (typeof p.path === 'string' && p.target === undefined && names(fileText(p.path)))),
  );
}
