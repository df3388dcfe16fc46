import { posix } from 'node:path';
import type { CacheKey } from '../engine/review-cache.js';
import type { RuleContext } from '../engine/rule.js';
import type { World } from '../engine/world.js';
import { isKustomizationPath, kustomizationOf, resourcesOf } from '../parse/kustomize-patches.js';

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
