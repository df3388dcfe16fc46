import { REFERENCE_POLICY } from './validate-grant.js';
import { DEFAULT_REFGRANT_CONFIG, type RefgrantConfig } from './refgrant-config.js';
import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { extractCrossNamespaceReferences, type FoundReference } from './extract-references.js';
import { readGrants, type GrantSet } from './grant-set.js';
import { BUILT_IN_RESOURCES, clusterScopedKinds, crdResourceMappings, KindResourceMap } from './kind-resource-map.js';
import { NamespaceDefaults } from './namespace-defaults.js';
import { referenceFields } from './reference-fields.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { crdVersions } from '../crd/schema/hoisting.js';

// One world's references and grants, as every refgrant/ rule sees them.

export interface WorldAnalysis {
  readonly references: readonly FoundReference[];
  readonly grants: GrantSet;
  readonly kinds: KindResourceMap;
}

const ANALYSES: CacheKey<WeakMap<World, WorldAnalysis>> = {
  name: 'refgrant world analyses',
  create: () => new WeakMap(),
};

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
  // Only the objects and CRDs the analysis reads are asked of the world, so that in the review
  // of a change the files it leaves alone are parsed only where they may hold one (world.ts).
  const namespaces = new NamespaceDefaults(world, config.defaultNamespace);
  const fields = referenceFields(config.referenceFields);
  const referrers = world.ofKinds(new Set(fields.map((f) => f.kind)));
  const grantObjects = world.ofKinds(GRANT_KINDS);
  const kinds = new KindResourceMap(
    BUILT_IN_RESOURCES,
    crdResourceMappings(world.crdsNaming(namesInGrants(grantObjects))),
    config.resources,
  );
  return {
    references: extractCrossNamespaceReferences(referrers, {
      fields,
      namespaces,
      meshRouteExemption: config.meshRouteExemption,
      clusterScoped: clusterScopedKinds(world.crdsDefining(new Set(referrers.map((o) => o.kind)))),
    }),
    grants: readGrants(grantObjects, kinds, namespaces, versionsServedBy(world.crdsDefining(GRANT_KINDS))),
    kinds,
  };
}

const GRANT_KINDS: ReadonlySet<string> = new Set(['ReferenceGrant', REFERENCE_POLICY]);

/** The `group/version/kind`s these CRDs serve. */
function versionsServedBy(crds: readonly KubeObject[]): Set<string> {
  const served = new Set<string>();
  for (const crd of crds) {
    const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
    const kind = isJsonObject(spec.names) ? spec.names.kind : undefined;
    if (typeof spec.group !== 'string' || typeof kind !== 'string') continue;
    for (const v of crdVersions(crd))
      if (v.served === true && typeof v.name === 'string') served.add(`${spec.group}/${v.name}/${kind}`);
  }
  return served;
}

/** The kinds and resources the grants' entries name: the only ones the kind-resource map is asked about. */
function namesInGrants(grants: readonly KubeObject[]): Set<string> {
  const names = new Set<string>();
  for (const g of grants) {
    const spec = isJsonObject(g.value.spec) ? g.value.spec : {};
    for (const list of [spec.from, spec.to]) {
      if (!Array.isArray(list)) continue;
      for (const entry of list) {
        if (!isJsonObject(entry)) continue;
        if (typeof entry.kind === 'string') names.add(entry.kind);
        if (typeof entry.resource === 'string') names.add(entry.resource);
      }
    }
  }
  return names;
}
