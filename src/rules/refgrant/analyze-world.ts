import { DEFAULT_REFGRANT_CONFIG, type RefgrantConfig } from '../../engine/config-refgrant.js';
import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { extractCrossNamespaceReferences, type FoundReference } from './extract-references.js';
import { readGrants, type GrantSet } from './grant-set.js';
import { BUILT_IN_RESOURCES, clusterScopedKinds, crdResourceMappings, KindResourceMap } from './kind-resource-map.js';
import { NamespaceDefaults } from './namespace-defaults.js';
import { referenceFields } from './reference-fields.js';

// One world's references and grants, as every refgrant/ rule sees them.

export interface WorldAnalysis {
  readonly references: readonly FoundReference[];
  readonly grants: GrantSet;
  readonly kinds: KindResourceMap;
}

const ANALYSES: CacheKey<WeakMap<World, WorldAnalysis>> = { name: 'refgrant world analyses', create: () => new WeakMap() };

/**
 * The analysis of `world` (the review's head or base) that every refgrant/ rule reads, made once
 * a review: it reads every kustomization of the world for namespaces, and walks every object.
 */
export function analysisOf(ctx: RuleContext, world: World): WorldAnalysis {
  const analyses = ctx.cache.get(ANALYSES);
  let analysis = analyses.get(world);
  if (!analysis) {
    analysis = analyzeWorld(world, ctx.config.refgrant ?? DEFAULT_REFGRANT_CONFIG);
    analyses.set(world, analysis);
  }
  return analysis;
}

export function analyzeWorld(world: World, config: RefgrantConfig = DEFAULT_REFGRANT_CONFIG): WorldAnalysis {
  const namespaces = new NamespaceDefaults(world, config.defaultNamespace);
  const kinds = new KindResourceMap(BUILT_IN_RESOURCES, crdResourceMappings(world.crds()), config.resources);
  return {
    references: extractCrossNamespaceReferences(world, {
      fields: referenceFields(config.referenceFields),
      namespaces,
      meshRouteExemption: config.meshRouteExemption,
      clusterScoped: clusterScopedKinds(world.crds()),
    }),
    grants: readGrants(world, kinds, namespaces),
    kinds,
  };
}
