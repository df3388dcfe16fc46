import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';
import type { World } from '../../../engine/world.js';
import { crdVersions } from '../hoisting.js';
import { SchemaNode } from '../schema/schema-node.js';

// Which CRD of the repository serves a custom resource: the one whose spec.group and
// spec.names.kind are the resource's group and kind, at the version named by its apiVersion.

export interface ServingSchema {
  readonly crd: KubeObject;
  readonly version: string;
  /** The version's openAPIV3Schema; undefined when it has none (everything but meta is pruned). */
  readonly schema: SchemaNode | undefined;
}

/**
 * Every CRD in the world that serves `o` with pruning on. A CRD with `spec.preserveUnknownFields:
 * true` (a legacy v1 object) does not prune, so it is left out. Several CRDs can serve one kind
 * (standard and experimental channels, feature-set variants): all of them are returned.
 */
export function servingSchemas(index: CrdIndex, o: KubeObject): ServingSchema[] {
  if (o.group === 'apiextensions.k8s.io') return [];
  return (index.get(`${o.group}/${o.kind}`) ?? []).flatMap((crd) => {
    const version = crdVersions(crd).find((v) => v.name === o.version);
    if (!version) return [];
    const schema = isJsonObject(version.schema) ? SchemaNode.of(version.schema.openAPIV3Schema) : undefined;
    return [{ crd, version: o.version, schema }];
  });
}

/** The pruning v1 CRDs of a world by `group/kind`, built once per check. */
export type CrdIndex = ReadonlyMap<string, readonly KubeObject[]>;

/**
 * The index of the CRDs that define a kind some object of the world has: in the review of a change,
 * only they and those objects are parsed among the files the change leaves alone (world.ts).
 */
export function crdIndex(world: World): CrdIndex {
  const index = new Map<string, KubeObject[]>();
  for (const crd of world.crdsDefining(world.objectKinds())) {
    const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
    const names = isJsonObject(spec.names) ? spec.names : {};
    if (crd.version !== 'v1' || typeof spec.group !== 'string' || typeof names.kind !== 'string' || spec.preserveUnknownFields === true) continue;
    const key = `${spec.group}/${names.kind}`;
    const list = index.get(key);
    if (list) list.push(crd);
    else index.set(key, [crd]);
  }
  return index;
}

/** The objects a CRD of the index may serve (a superset: the group is not compared), in file order. */
export function customResourceCandidates(world: World, index: CrdIndex): KubeObject[] {
  const kinds = new Set<string>();
  for (const crds of index.values()) {
    for (const crd of crds) {
      const names = isJsonObject(crd.value.spec) && isJsonObject(crd.value.spec.names) ? crd.value.spec.names : {};
      if (typeof names.kind === 'string') kinds.add(names.kind);
    }
  }
  return world.ofKinds(kinds);
}
