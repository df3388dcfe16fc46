import { posix } from 'node:path';
import type { CacheKey } from '../engine/review-cache.js';
import type { RuleContext } from '../engine/rule.js';
import type { World } from '../engine/world.js';
import { isKustomizationPath, kustomizationOf, resolveEntry, resourcesOf } from '../parse/kustomize-patches.js';

// What the kustomizations of a world take in: each one's `resources` and `bases`, by its path.
// compat/crd-removed asks it of the CRD files a change removes, parse/duplicate-key of a file that
// Go embeds (kustomize refuses a repeated key where Go's readers keep the last value).

/** What each kustomization of a world lists (resources and bases), by its path. */
export type KustomizeListing = ReadonlyMap<string, readonly string[]>;

// Read once per world and review.
const LISTINGS: CacheKey<WeakMap<World, KustomizeListing>> = {
  name: 'kustomization listings',
  create: () => new WeakMap(),
};

export function kustomizeListingOf(ctx: RuleContext, world: World): KustomizeListing {
  const listings = ctx.cache.get(LISTINGS);
  let listing = listings.get(world);
  if (!listing) listings.set(world, (listing = readListing(world)));
  return listing;
}

function readListing(world: World): KustomizeListing {
  const listing = new Map<string, readonly string[]>();
  for (const k of world.filesAt(isKustomizationPath)) {
    const value = kustomizationOf(k.text);
    if (value) listing.set(k.path, resourcesOf(k.path, value));
  }
  return listing;
}

/** The directories kustomize builds through a kustomization of their own. */
export const builtDirectories = (listing: KustomizeListing): ReadonlySet<string> =>
  new Set([...listing.keys()].map((k) => posix.dirname(k)));

/** A listed entry takes in the file: it is the file, or a directory above it that has no kustomization of its own. */
export const takesIn = (entry: string, file: string, built: ReadonlySet<string>): boolean =>
  entry === file || (file.startsWith(`${entry}/`) && !built.has(entry));

/** Whether a kustomization of the world takes in the file, by its path or a directory above it. */
export function takenInBy(ctx: RuleContext, world: World, file: string): boolean {
  const listing = kustomizeListingOf(ctx, world);
  const built = builtDirectories(listing);
  return [...listing.values()].some((listed) => listed.some((r) => takesIn(r, file, built)));
}

/**
 * Whether a kustomization takes in what is not in the repository: a remote or absolute resource,
 * or a Helm chart it inflates. (A path the review does not hold is a file removed, or one the build
 * writes first: compat/'s removed-file-still-listed.ts and generatedInstead say which.)
 */
export function takesInElsewhere(path: string, text: string): boolean {
  const value = kustomizationOf(text);
  if (!value) return false;
  if (value.helmCharts !== undefined || value.helmChartInflationGenerator !== undefined) return true;
  const entries = [value.resources, value.bases].flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []));
  return entries.some((e) => typeof e === 'string' && resolveEntry(posix.dirname(path), e) === undefined);
}

/**
 * The first kustomization of a world that takes in what is not in the repository (a remote or
 * absolute resource, a Helm chart): what it installs may hold CRDs the review cannot read
 * (Kong/kong-operator's config/crd/kustomization.yaml takes its CRDs from kong/kubernetes-configuration).
 */
export function kustomizationTakingInElsewhere(ctx: RuleContext, world: World): string | undefined {
  for (const k of kustomizeListingOf(ctx, world).keys()) {
    const text = world.filesAt((p) => p === k)[0]?.text;
    if (text !== undefined && takesInElsewhere(k, text)) return k;
  }
  return undefined;
}
